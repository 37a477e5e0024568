package pbm.command;

import java.sql.SQLException;
import java.util.List;
import java.util.Set;

/**
 * A verb of the form {@code verb userid password ...} that acts on the player's own account:
 * the password (word 2) is masked wherever the command is echoed, and the account is checked
 * before {@link #run(Accounts.Checked, CommandText, Context)} sees the command.
 */
abstract class AccountHandler implements Handler {
    @Override
    public final Set<Integer> secretWords(List<String> words) {
        return Set.of(2);
    }

    @Override
    public final int checkedPassword() {
        return 2;
    }

    @Override
    public final Result run(CommandText command, Context context) throws SQLException {
        Accounts.Checked checked = Accounts.check(context, command.word(1), command.word(2));
        return checked.ok() ? run(checked, command, context) : checked.refusal();
    }

    /** Runs the command for the checked account. */
    abstract Result run(Accounts.Checked account, CommandText command, Context context) throws SQLException;
}
