package pbm.cli;

import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.play.VacationService;
import pbm.store.Database;
import pbm.store.Users;

/** {@code pbm user vacation USERID [on|off|until YYYY-MM-DD]}: a player's vacation, as the mail command sets it. */
@Command(name = "vacation", description = "Stop (on, until YYYY-MM-DD) or restart (off) the clocks of all of a"
        + " player's games, as the player's vacation mail would; without a word, show where the player stands.")
final class VacationCommand implements Callable<Integer> {
    @Mixin
    DataOption dataOption;

    @Parameters(index = "0", paramLabel = "USERID")
    String userid;

    @Parameters(index = "1..*", arity = "0..2", paramLabel = "WHAT", description = "on, off, or until YYYY-MM-DD.")
    List<String> what = List.of();

    @Option(names = "--now", paramLabel = "INSTANT", description = "As of this ISO-8601 instant (default: now).")
    Instant now;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        String word = what.isEmpty() ? "" : what.get(0).toLowerCase(Locale.ROOT);
        LocalDate date = null;
        boolean fits = switch (word) {
            case "", "on", "off" -> what.size() <= 1;
            case "until" -> what.size() == 2;
            default -> false;
        };
        if (!fits) {
            throw new ParameterException(spec.commandLine(), "Give on, off, or until YYYY-MM-DD after the userid.");
        }
        if (word.equals("until")) {
            try {
                date = LocalDate.parse(what.get(1));
            } catch (DateTimeParseException e) {
                throw new ParameterException(spec.commandLine(), "\"" + what.get(1) + "\" is not a date: write"
                        + " YYYY-MM-DD.");
            }
        }
        Environment environment = Environment.of(spec);
        Instant at = now == null ? environment.clock().instant() : now;
        LocalDate until = date;
        try (Database database = dataOption.openDatabase()) {
            VacationService.Outcome outcome = database.transaction(c -> {
                if (new Users(c).find(userid).isEmpty()) {
                    return new VacationService.Outcome(false, "There is no user " + userid
                            + " (userids are case-sensitive).");
                }
                VacationService vacations = new VacationService(c);
                return switch (word) {
                    case "on" -> vacations.on(userid, at);
                    case "off" -> vacations.off(userid, at);
                    case "until" -> vacations.until(userid, until, at);
                    default -> vacations.status(userid, at);
                };
            });
            if (!outcome.done()) {
                spec.commandLine().getErr().println("pbm user vacation: " + outcome.text());
                return ExitCodes.FAILURE;
            }
            spec.commandLine().getOut().println(userid + ": " + outcome.text());
        }
        return ExitCodes.OK;
    }
}
