package pbm.command;

import java.sql.SQLException;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import pbm.mail.OutboundMail;
import pbm.play.VacationService;

/**
 * {@code vacation userid password [on|off|until YYYY-MM-DD]}: stops or restarts the clocks
 * of all the player's games; without a word after the password, says where they stand.
 */
final class VacationCommand extends AccountHandler {
    @Override
    public String usage() {
        return "vacation userid password [on|off|until YYYY-MM-DD]";
    }

    @Override
    Result run(Accounts.Checked checked, CommandText command, Context context) throws SQLException {
        String userid = checked.user().userid();
        VacationService vacations = new VacationService(context.connection());
        String word = command.size() > 3 ? command.word(3).toLowerCase(Locale.ROOT) : "";
        VacationService.Outcome outcome;
        if (word.isEmpty() && command.size() == 3) {
            outcome = vacations.status(userid, context.now());
        } else if (word.equals("on") && command.size() == 4) {
            outcome = vacations.on(userid, context.now());
        } else if (word.equals("off") && command.size() == 4) {
            outcome = vacations.off(userid, context.now());
        } else if (word.equals("until") && command.size() == 5) {
            LocalDate date;
            try {
                date = LocalDate.parse(command.word(4));
            } catch (DateTimeParseException e) {
                return Result.refused("\"" + command.word(4) + "\" is not a date. Write it as YYYY-MM-DD, e.g."
                        + " vacation " + userid + " PASSWORD until 2026-08-31.");
            }
            outcome = vacations.until(userid, date, context.now());
        } else {
            return Result.refused("Write it as: vacation userid password on, off, or until YYYY-MM-DD.");
        }
        if (!outcome.done()) {
            return Result.refused(outcome.text());
        }
        return Result.done(new OutboundMail(checked.user().addresses(), context.serverName() + " vacation " + userid,
                Text.wrap(outcome.text()) + "\n"));
    }
}
