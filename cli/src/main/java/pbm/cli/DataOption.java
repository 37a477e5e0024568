package pbm.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import picocli.CommandLine.Option;
import pbm.server.DataDir;
import pbm.store.Database;

/** {@code --data DIR}, shared by every command that works on a data directory. */
final class DataOption {
    @Option(names = "--data", paramLabel = "DIR", defaultValue = "pbm-data",
            description = "Data directory (database, inbox, outbox, settings); default: ${DEFAULT-VALUE}.")
    Path data;

    /** The data directory's database, created and migrated to the newest schema when needed. */
    Database openDatabase() throws IOException, SQLException {
        return Database.open(DataDir.open(data).database());
    }
}
