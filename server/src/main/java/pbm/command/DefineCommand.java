package pbm.command;

import java.sql.SQLException;
import java.util.Optional;
import java.util.function.Function;
import pbm.mail.OutboundMail;
import pbm.play.GameDefinitions;

/**
 * {@code define userid password} with a definition as the rest of the mail, and
 * {@code undefine userid password game}: a player adds a game by data, or removes one that
 * nobody plays (issue 14). The admin does the same with {@code pbm game define/undefine}.
 */
final class DefineCommand {

    private DefineCommand() {
    }

    /** {@code define userid password}: the definition follows (the body, or the lines under the command). */
    static final class Define extends AccountHandler {
        private final Function<String, Optional<String>> reserved;
        private final java.util.function.IntSupplier perDay;

        Define(Function<String, Optional<String>> reserved, java.util.function.IntSupplier perDay) {
            this.reserved = reserved;
            this.perDay = perDay;
        }

        @Override
        public String usage() {
            return "define userid password";
        }

        @Override
        public boolean changesGameWords() {
            return true;
        }

        @Override
        Result run(Accounts.Checked checked, CommandText command, Context context) throws SQLException {
            String text = command.comment();
            if (text.isBlank()) {
                return Result.refused("There is no definition in your mail: put it under the command, starting with"
                        + " its [name] line (e.g. [tinychess:chess]). Mail \"help define\" for the keys and an example.");
            }
            String userid = checked.user().userid();
            GameDefinitions.Outcome outcome = new GameDefinitions(context.connection()).define("definition", text,
                    userid, false, reserved, perDay.getAsInt(), context.now());
            if (outcome.later()) {
                return Result.refused("Your definition was not stored: " + outcome.refusal() + ". Mail it again"
                        + " then; nothing else needs changing.");
            }
            if (!outcome.ok()) {
                String[] lines = text.split("\r?\n", -1);
                String quoted = outcome.line() >= 1 && outcome.line() <= lines.length
                        ? "    " + outcome.line() + ": " + lines[outcome.line() - 1].strip() + "\n" : "";
                String why = outcome.refusal().replaceFirst("^definition:? ", "");
                return new Result.Refused(Result.ERROR, "Your definition was refused, and nothing was stored: "
                        + why + ". Correct it and mail \"define\" again; \"help define\" lists the"
                        + " keys.", quoted);
            }
            GameDefinitions.Defined defined = outcome.defined();
            String name = defined.game().name();
            StringBuilder body = new StringBuilder();
            body.append(Text.wrap(defined.game().title() + (defined.unchanged()
                    ? " is already stored as version " + defined.version() + " with this very text; nothing new"
                            + " was stored."
                    : " is " + (defined.redefined() ? "redefined" : "defined") + " as version " + defined.version()
                            + ", by " + userid + ".") + " Perft from its start: "
                    + defined.perft1() + " moves, " + defined.perft2() + " positions after two."
                    + (defined.redefined() ? " Boards already being played keep the version they started with." : "")
                    + " Start a game with \"" + name + " challenge " + userid + " opponent\"; \"help " + name
                    + "\" mails the rules below to anyone." + remaining(defined.remaining(), perDay.getAsInt())))
                    .append("\n\n");
            body.append(defined.game().rulesInWords());
            return Result.done(new OutboundMail(checked.user().addresses(), "Definition of " + name + (defined.unchanged() ? " unchanged" : " stored"),
                    body.toString()));
        }
    }

    /** "You may store 9 more definitions today (at most 10 in any 24 hours)." */
    private static String remaining(int remaining, int perDay) {
        if (remaining < 0) {
            return "";
        }
        return " You may store " + (remaining == 0 ? "no more definitions" : remaining == 1 ? "1 more definition"
                : remaining + " more definitions") + " today (at most " + perDay + " in any 24 hours).";
    }

    /** {@code undefine userid password game}: removes a game its author defined, when no board of it exists. */
    static final class Undefine extends AccountHandler {
        @Override
        public String usage() {
            return "undefine userid password game";
        }

        @Override
        public boolean changesGameWords() {
            return true;
        }

        @Override
        Result run(Accounts.Checked checked, CommandText command, Context context) throws SQLException {
            String name = command.word(3);
            Optional<String> refusal = new GameDefinitions(context.connection()).undefine(name,
                    checked.user().userid(), false);
            if (refusal.isPresent()) {
                return Result.refused(refusal.get() + ".");
            }
            return Result.done(new OutboundMail(checked.user().addresses(), "Definition of " + name.toLowerCase(
                    java.util.Locale.ROOT) + " removed", Text.wrap("The game " + name + " is removed: it is no longer"
                    + " listed and cannot be challenged. Its name is free again.") + "\n"));
        }
    }
}
