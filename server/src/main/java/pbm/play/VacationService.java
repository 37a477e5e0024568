package pbm.play;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import pbm.store.Vacation;
import pbm.store.Vacations;

/**
 * Vacations: while one runs, the clocks of all the player's games stand still and no
 * reminder goes out. At most {@value #DAYS_A_YEAR} days of vacation fall in any calendar
 * year (UTC). {@code on} stops the clocks from now until the allowance runs out (or
 * {@code off}); {@code until DATE} stops them until 00:00 UTC of DATE. The mail command
 * and the admin CLI both come here.
 */
public final class VacationService {
    public static final int DAYS_A_YEAR = 60;
    private static final Duration ALLOWANCE = Duration.ofDays(DAYS_A_YEAR);

    /** What a request gave: done or refused, and the sentences to tell the player. */
    public record Outcome(boolean done, String text) {
    }

    private final Vacations vacations;

    public VacationService(Connection connection) {
        this.vacations = new Vacations(connection);
    }

    /** The vacation of {@code userid} running at {@code now}, or null. */
    public Vacation current(String userid, Instant now) throws SQLException {
        return Clocks.current(vacations.of(userid), now);
    }

    /** Stops the clocks of {@code userid} from {@code now} for as long as the allowance lasts. */
    public Outcome on(String userid, Instant now) throws SQLException {
        List<Vacation> kept = cutAt(vacations.of(userid), now);
        Instant end = furthestEnd(kept, now);
        if (!end.isAfter(now)) {
            return new Outcome(false, "You have no vacation days left in " + year(now) + ": at most "
                    + DAYS_A_YEAR + " days a year. Your clocks keep running.");
        }
        vacations.endAt(userid, now);
        vacations.add(userid, now, end);
        return new Outcome(true, "Your clocks are stopped from " + Timing.time(now) + " until you send \"off\","
                + " at the latest until " + Timing.time(end) + " (at most " + DAYS_A_YEAR + " vacation days a"
                + " year). " + usedLine(userid, now));
    }

    /** Stops the clocks of {@code userid} from {@code now} until the start of {@code date} (UTC). */
    public Outcome until(String userid, LocalDate date, Instant now) throws SQLException {
        Instant end = date.atStartOfDay(ZoneOffset.UTC).toInstant();
        if (!end.isAfter(now)) {
            return new Outcome(false, "The date " + date + " is not in the future. Give the day your clocks should"
                    + " start again, e.g. \"until " + LocalDate.ofInstant(now, ZoneOffset.UTC).plusDays(14) + "\".");
        }
        List<Vacation> kept = cutAt(vacations.of(userid), now);
        Instant furthest = furthestEnd(kept, now);
        if (end.isAfter(furthest)) {
            return new Outcome(false, "That is more vacation than allowed: at most " + DAYS_A_YEAR + " days a year. "
                    + leftLine(kept, now) + " Your clocks could stop until " + Timing.time(furthest) + " at the"
                    + " latest; nothing was changed.");
        }
        vacations.endAt(userid, now);
        vacations.add(userid, now, end);
        return new Outcome(true, "Your clocks are stopped from " + Timing.time(now) + " until " + Timing.time(end)
                + ". " + usedLine(userid, now));
    }

    /** Starts the clocks of {@code userid} again at {@code now}. */
    public Outcome off(String userid, Instant now) throws SQLException {
        Vacation running = current(userid, now);
        vacations.endAt(userid, now);
        String first = running == null ? "You were not on vacation; your clocks are running."
                : "Welcome back: your clocks run again from " + Timing.time(now) + ".";
        return new Outcome(true, first + " " + usedLine(userid, now));
    }

    /** Where {@code userid} stands: on vacation or not, and the days used this year. */
    public Outcome status(String userid, Instant now) throws SQLException {
        Vacation running = current(userid, now);
        String first = running == null ? "You are not on vacation; your clocks are running."
                : "You are on vacation until " + Timing.time(running.ends()) + "; your clocks are stopped.";
        return new Outcome(true, first + " " + usedLine(userid, now));
    }

    private String usedLine(String userid, Instant now) throws SQLException {
        Duration used = usedIn(vacations.of(userid), year(now));
        return "Vacation taken or booked in " + year(now) + ": " + days(used) + " of " + DAYS_A_YEAR + ".";
    }

    private static String leftLine(List<Vacation> kept, Instant now) {
        Duration left = ALLOWANCE.minus(usedIn(kept, year(now)));
        return "You have " + days(left.isNegative() ? Duration.ZERO : left) + " left in " + year(now) + ".";
    }

    /** {@code 9 days}, {@code 9.5 days}: days to a tenth. */
    static String days(Duration duration) {
        double days = duration.toMinutes() / (24.0 * 60);
        double tenths = Math.floor(days * 10 + 1e-9) / 10;
        String text = tenths == Math.floor(tenths) ? String.valueOf((long) tenths) : String.valueOf(tenths);
        return text + (text.equals("1") ? " day" : " days");
    }

    /** The vacations as they would be after {@code off} at {@code now}. */
    private static List<Vacation> cutAt(List<Vacation> all, Instant now) {
        List<Vacation> kept = new ArrayList<>();
        for (Vacation v : all) {
            if (v.starts().isBefore(now)) {
                kept.add(v.ends().isAfter(now) ? new Vacation(v.userid(), v.starts(), now) : v);
            }
        }
        return kept;
    }

    /**
     * How long a vacation starting at {@code now} may last beside {@code kept}: through
     * each calendar year until that year's allowance is spent.
     */
    static Instant furthestEnd(List<Vacation> kept, Instant now) {
        Instant t = now;
        while (true) {
            int year = year(t);
            Instant yearEnd = LocalDate.of(year + 1, 1, 1).atStartOfDay(ZoneOffset.UTC).toInstant();
            // t is now or the start of a year, so none of the new vacation lies in this year before t
            Duration left = ALLOWANCE.minus(usedIn(kept, year));
            if (left.isNegative() || left.isZero()) {
                return t;
            }
            Instant end = t.plus(left);
            if (end.isBefore(yearEnd)) {
                return end;
            }
            t = yearEnd;
        }
    }

    /** How much of {@code vacations} falls in calendar year {@code year} (UTC). */
    static Duration usedIn(List<Vacation> vacations, int year) {
        Instant from = LocalDate.of(year, 1, 1).atStartOfDay(ZoneOffset.UTC).toInstant();
        Instant to = LocalDate.of(year + 1, 1, 1).atStartOfDay(ZoneOffset.UTC).toInstant();
        Duration used = Duration.ZERO;
        for (Vacation v : vacations) {
            used = used.plus(v.overlap(from, to));
        }
        return used;
    }

    private static int year(Instant instant) {
        return LocalDate.ofInstant(instant, ZoneOffset.UTC).getYear();
    }
}
