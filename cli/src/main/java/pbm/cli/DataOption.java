package pbm.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import picocli.CommandLine.Option;
import pbm.server.DataDir;
import pbm.store.Database;

/** {@code --data DIR}, shared by every command that works on a data directory. */
final class DataOption {
    static final String DEFAULT = "pbm-data";

    @Option(names = "--data", paramLabel = "DIR", defaultValue = DEFAULT,
            description = "Data directory (database, inbox, outbox, settings); default: ${DEFAULT-VALUE}.")
    Path data;

    /**
     * The data directory's database, migrated to the newest schema when needed. Only for a
     * directory that has one: a mistyped {@code --data} fails (exit 1) naming the directory,
     * and creates nothing. {@code serve}, {@code process}, {@code deliver}, {@code send} and
     * {@code db migrate} create a new data directory instead.
     */
    Database openDatabase() throws IOException, SQLException {
        return Database.open(existing().database());
    }

    /** The data directory, which must already have a database (see {@link #openDatabase()}). */
    DataDir existing() throws IOException {
        return DataDir.existing(data).orElseThrow(() -> new NoDataException(DataDir.noDatabase(data)));
    }

    /** A {@code --data DIR} without a database; Main prints its message and exits 1. */
    static final class NoDataException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NoDataException(String message) {
            super(message);
        }
    }
}
