package pbm.store;

import java.time.Instant;
import java.time.LocalDate;

/**
 * Writes and reads back the instants the store keeps, as {@link Instant#toString} writes them
 * ({@code 2026-11-23T22:06:49.123456Z}: the text orders them in SQL).
 * Writing one through {@link Instant#toString} takes the general formatter too, whose printing
 * method was among the largest the optimising compiler compiled in a new {@code process}; years
 * 0 to 9999 are written here, with exactly its digits (the fraction in groups of three, none
 * when zero), any other through it.
 * {@link Instant#parse} goes through a general formatter, slow for what it reads; a game's move
 * list has an instant per move and is read for every move mail. The common
 * form (a four-digit year, seconds, an optional fraction of up to nine digits, {@code Z}) is
 * read here directly; anything else goes to {@link Instant#parse}, with its errors.
 */
final class StoredInstants {
    private StoredInstants() {
    }

    static String format(Instant instant) {
        long seconds = instant.getEpochSecond();
        if (seconds < FIRST || seconds > LAST) {
            return instant.toString();
        }
        LocalDate date = LocalDate.ofEpochDay(Math.floorDiv(seconds, 86_400L));
        int ofDay = (int) Math.floorMod(seconds, 86_400L);
        StringBuilder out = new StringBuilder(30);
        pad(out, date.getYear(), 4).append('-');
        pad(out, date.getMonthValue(), 2).append('-');
        pad(out, date.getDayOfMonth(), 2).append('T');
        pad(out, ofDay / 3_600, 2).append(':');
        pad(out, ofDay / 60 % 60, 2).append(':');
        pad(out, ofDay % 60, 2);
        int nanos = instant.getNano();
        if (nanos != 0) {
            out.append('.');
            if (nanos % 1_000_000 == 0) {
                pad(out, nanos / 1_000_000, 3);
            } else if (nanos % 1_000 == 0) {
                pad(out, nanos / 1_000, 6);
            } else {
                pad(out, nanos, 9);
            }
        }
        return out.append('Z').toString();
    }

    /** 0000-01-01T00:00:00Z and 9999-12-31T23:59:59Z. */
    private static final long FIRST = LocalDate.of(0, 1, 1).toEpochDay() * 86_400L;
    private static final long LAST = LocalDate.of(9999, 12, 31).toEpochDay() * 86_400L + 86_399L;

    private static StringBuilder pad(StringBuilder out, int value, int width) {
        String digits = Integer.toString(value);
        for (int i = digits.length(); i < width; i++) {
            out.append('0');
        }
        return out.append(digits);
    }

    static Instant parse(String text) {
        int n = text.length();
        if (n < 20 || n > 30 || text.charAt(4) != '-' || text.charAt(7) != '-' || text.charAt(10) != 'T'
                || text.charAt(13) != ':' || text.charAt(16) != ':' || text.charAt(n - 1) != 'Z'
                || (n > 20 && (n == 21 || text.charAt(19) != '.'))) {
            return Instant.parse(text);
        }
        int year = digits(text, 0, 4);
        int month = digits(text, 5, 7);
        int day = digits(text, 8, 10);
        int hour = digits(text, 11, 13);
        int minute = digits(text, 14, 16);
        int second = digits(text, 17, 19);
        int nanos = 0;
        if (n > 20) {
            int fraction = digits(text, 20, n - 1);
            if (fraction < 0) {
                return Instant.parse(text);
            }
            nanos = fraction;
            for (int i = n - 1 - 20; i < 9; i++) {
                nanos *= 10;
            }
        }
        if (year < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59
                || second < 0 || second > 59 || day > LocalDate.of(year, month, 1).lengthOfMonth()) {
            return Instant.parse(text);
        }
        long days = LocalDate.of(year, month, day).toEpochDay();
        return Instant.ofEpochSecond(days * 86_400L + hour * 3_600L + minute * 60L + second, nanos);
    }

    /** The decimal number of {@code text[from, to)}, or -1 when a character is not an ASCII digit. */
    private static int digits(String text, int from, int to) {
        int value = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}
