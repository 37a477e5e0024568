package pbm.command;

import java.sql.SQLException;
import java.util.List;
import java.util.Set;

/**
 * A game command a player gives on their own board, {@code GAME VERB board userid password ...}:
 * run from its words read ({@link BoardCommand}), so a reply to a board mail runs the very same
 * command without words to read ({@code move}, {@code chat}).
 */
abstract class BoardHandler extends GameCommand {
    @Override
    public final Result run(CommandText command, Context context) throws SQLException {
        return run(BoardCommand.of(command), context);
    }

    /** Runs the command as read. */
    abstract Result run(BoardCommand command, Context context) throws SQLException;

    @Override
    public Set<Integer> secretWords(List<String> words) {
        return Set.of(PLAYER_PASSWORD);
    }

    @Override
    public int checkedPassword() {
        return PLAYER_PASSWORD;
    }
}
