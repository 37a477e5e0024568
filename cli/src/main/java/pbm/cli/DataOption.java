package pbm.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --data DIR}, shared by every command that works on a data directory. */
final class DataOption {
    @Option(names = "--data", paramLabel = "DIR", defaultValue = "pbm-data",
            description = "Data directory (database, inbox, outbox, settings); default: ${DEFAULT-VALUE}.")
    Path data;
}
