package pbm.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.output.MigrateResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.admin.AdminResult;
import pbm.admin.DatabaseBackup;
import pbm.server.DataDir;
import pbm.store.Database;

/** {@code pbm db ...}: the database schema. */
@Command(name = "db", description = "The database: migrate, status, backup.",
        subcommands = {DbCommand.Migrate.class, DbCommand.Status.class, DbCommand.Backup.class})
final class DbCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw Subcommands.missing(spec);
    }

    @Command(name = "migrate", description = "Apply pending schema migrations (serve does this at start).")
    static final class Migrate implements Callable<Integer> {
        @Mixin
        DataOption dataOption;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() throws Exception {
            DataDir dir = DataDir.open(dataOption.data);
            dir.tighten(true); // every entry, not only the top ones opening looked at
            try (Database database = Database.openUnmigrated(dir.database())) {
                MigrateResult result = database.migrate();
                spec.commandLine().getOut().println("applied " + result.migrationsExecuted
                        + " migration" + (result.migrationsExecuted == 1 ? "" : "s") + "; schema version "
                        + (result.targetSchemaVersion == null ? database.flyway().info().current().getVersion()
                                : result.targetSchemaVersion));
            }
            return ExitCodes.OK;
        }
    }

    @Command(name = "status", description = "Show every migration and whether it is applied.")
    static final class Status implements Callable<Integer> {
        @Mixin
        DataOption dataOption;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() throws Exception {
            DataDir dir = dataOption.existing();
            try (Database database = Database.openUnmigrated(dir.database())) {
                spec.commandLine().getOut().printf("%-6s %-40s %s%n", "VERSION", "DESCRIPTION", "STATE");
                for (MigrationInfo info : database.flyway().info().all()) {
                    spec.commandLine().getOut().printf("%-6s %-40s %s%n", info.getVersion(),
                            info.getDescription(), info.getState().getDisplayName());
                }
            }
            return ExitCodes.OK;
        }
    }

    @Command(name = "backup", description = {"Copy the database into FILE, one consistent snapshot.",
        "Safe while 'serve' runs; restore by stopping the server and putting FILE in place of DIR/pbm.db."})
    static final class Backup implements Callable<Integer> {
        @Mixin
        DataOption dataOption;

        @Parameters(paramLabel = "FILE", description = "The backup file to write.")
        Path file;

        @Option(names = "--force", description = "Overwrite FILE if it exists.")
        boolean force;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() throws Exception {
            DataDir dir = dataOption.existing();
            AdminResult<Long> result;
            try (Database database = Database.openUnmigrated(dir.database())) {
                result = DatabaseBackup.backup(database, file, force);
            }
            if (result instanceof AdminResult.Refused<Long> refused) {
                spec.commandLine().getErr().println(spec.qualifiedName(" ") + ": " + refused.reason());
                return ExitCodes.FAILURE;
            }
            spec.commandLine().getOut().println("backed up " + dir.database() + " to " + file + " ("
                    + ((AdminResult.Done<Long>) result).value() + " bytes)");
            return ExitCodes.OK;
        }
    }
}
