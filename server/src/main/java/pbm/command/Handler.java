package pbm.command;

import java.sql.SQLException;
import java.util.List;
import java.util.Set;

/** Runs one verb. A broken rule is a {@link Result.Refused}; exceptions mean infrastructure failure. */
interface Handler {
    /** The command's syntax, shown when words are missing, e.g. {@code signup userid password [address ...]}. */
    String usage();

    Result run(CommandText command, Context context) throws SQLException;

    /** Indexes of the words that are passwords, masked wherever the command is echoed. */
    default Set<Integer> secretWords(List<String> words) {
        return Set.of();
    }

    /**
     * The index of the password word that {@link #run} checks against the account of the
     * userid just before it ({@code move board userid password}: 4), or -1 when it checks
     * none: a batch starts those checks ahead ({@link CommandProcessor#checkAhead}).
     */
    default int checkedPassword() {
        return -1;
    }

    /**
     * Whether running it may change which words name games ({@code define}, {@code undefine}):
     * a mail read before it ran is read again ({@link CommandProcessor#read}).
     */
    default boolean changesGameWords() {
        return false;
    }
}
