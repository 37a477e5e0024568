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
 * when they do not apply.
 */
public record Timing(List<String> players, Instant started, Instant lastMove, Instant ended, List<Duration> used,
        String toMove, Instant vacationUntil, Instant forfeitAt, int nagDays) {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    public Timing {
        players = List.copyOf(players);
        used = List.copyOf(used);
    }

    /** {@code 2026-11-22 10:00 UTC}. */
    public static String time(Instant instant) {
        return TIME.format(instant);
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
        if (vacationUntil != null) {
            lines.add(toMove + " is on vacation until " + time(vacationUntil) + "; the clock is stopped.");
        }
        if (forfeitAt != null) {
            lines.add(toMove + " must move by " + time(forfeitAt) + " (reminders every " + nagDays + " days).");
        }
        return lines;
    }
}
