package pbm.play;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

/**
 * The clock facts a board mail shows: when the game started, the last move, the time each
 * player's clock has run, and for a running game the vacation and the deadline of the player
 * to move. {@code used} is in seat order; {@code vacationUntil}, {@code forfeitAt} are null
 * when they do not apply; {@code control} is the time control's line ({@link ControlClocks#line}),
 * null for a board without one.
 */
public record Timing(List<String> players, Instant started, Instant lastMove, Instant ended, List<Duration> used,
        String toMove, Instant vacationUntil, Instant forfeitAt, int nagDays, String control) {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    public Timing {
        players = List.copyOf(players);
        used = List.copyOf(used);
    }

    /** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z: the years {@link #time} writes itself. */
    private static final long FIRST = java.time.LocalDate.of(1, 1, 1).toEpochDay() * 86_400L;
    private static final long LAST = java.time.LocalDate.of(9999, 12, 31).toEpochDay() * 86_400L + 86_399L;

    /**
     * {@code 2026-11-22 10:00 UTC}. Years 1 to 9999 are written here with exactly the pattern's
     * digits (every board mail shows two or three times, and the general formatter was among the
     * largest methods a new {@code process} compiled); any other year goes through the pattern.
     */
    public static String time(Instant instant) {
        long seconds = instant.getEpochSecond();
        if (seconds < FIRST || seconds > LAST) {
            return TIME.format(instant);
        }
        java.time.LocalDateTime t = java.time.LocalDateTime.ofEpochSecond(seconds, 0, ZoneOffset.UTC);
        char[] out = "0000-00-00 00:00 UTC".toCharArray();
        digits(out, 0, 4, t.getYear());
        digits(out, 5, 2, t.getMonthValue());
        digits(out, 8, 2, t.getDayOfMonth());
        digits(out, 11, 2, t.getHour());
        digits(out, 14, 2, t.getMinute());
        return new String(out);
    }

    /** Writes {@code value} right-aligned in {@code width} digits at {@code at} (over the zeros there). */
    private static void digits(char[] out, int at, int width, int value) {
        for (int i = at + width - 1; i >= at; i--) {
            out[i] = (char) ('0' + value % 10);
            value /= 10;
        }
    }

    /** {@code 3d 04h 05m}. */
    public static String duration(Duration duration) {
        // as String.format("%dd %02dh %02dm") wrote it; a Formatter was a tenth of a move mail's handling
        return duration.toDays() + "d " + twoDigits(duration.toHoursPart()) + "h " + twoDigits(duration.toMinutesPart())
                + "m";
    }

    /** {@code %02d}. */
    private static String twoDigits(int value) {
        return value >= 0 && value < 10 ? "0" + value : Integer.toString(value);
    }

    /** The lines of the timing block. */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        if (ended != null) {
            lines.add("Started " + time(started) + "; ended " + time(ended) + ".");
        } else {
            lines.add("Started " + time(started) + "; " + (lastMove == null ? "no move yet." : "last move "
                    + time(lastMove) + "."));
        }
        List<String> parts = new ArrayList<>();
        for (int seat = 0; seat < players.size(); seat++) {
            parts.add(players.get(seat) + " " + duration(used.get(seat)));
        }
        lines.add("Time used: " + String.join(", ", parts) + ".");
        if (control != null) {
            lines.addAll(List.of(Deadlines.wrap(control).split("\n")));
        }
        if (vacationUntil != null) {
            lines.add(toMove + " is on vacation until " + time(vacationUntil) + "; the clock is stopped.");
        }
        if (forfeitAt != null) {
            lines.add(toMove + " must move by " + time(forfeitAt) + " (reminders every " + nagDays + " days).");
        }
        return lines;
    }
}
