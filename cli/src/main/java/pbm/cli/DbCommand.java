package pbm.cli;

import java.util.concurrent.Callable;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.output.MigrateResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.server.DataDir;
import pbm.store.Database;

/** {@code pbm db ...}: the database schema. */
@Command(name = "db", description = "Database schema: migrate, status.",
        subcommands = {DbCommand.Migrate.class, DbCommand.Status.class})
final class DbCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getErr());
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
            DataDir dir = DataDir.open(dataOption.data);
            try (Database database = Database.openUnmigrated(dir.database())) {
                for (MigrationInfo info : database.flyway().info().all()) {
                    spec.commandLine().getOut().printf("%-6s %-40s %s%n", info.getVersion(),
                            info.getDescription(), info.getState().getDisplayName());
                }
            }
            return ExitCodes.OK;
        }
    }
}
