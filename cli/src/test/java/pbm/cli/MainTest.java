package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteErrorCode;

class MainTest {
    @TempDir
    Path dir;

    @Test
    void versionOutsideAJarSaysDevelopmentBuild() {
        assertEquals(new Cli.Run(0, "pbm development build\n", ""), new Cli(dir).runExactly("", "--version"));
    }

    @Test
    void completionPrintsABashScriptCoveringTheSubcommands() {
        Cli.Run run = new Cli(dir).runExactly("", "completion");

        assertEquals(0, run.code(), run.err());
        assertEquals("", run.err());
        assertTrue(run.out().startsWith("#!/usr/bin/env bash"), run.out());
        assertTrue(run.out().contains("complete -F _complete_pbm"), "registers the completion function");
        assertTrue(run.out().contains("function _picocli_pbm_user_add()"), "completes pbm user add");
        assertTrue(run.out().contains("function _picocli_pbm_outbox_retry()"), "completes pbm outbox retry");
        assertTrue(run.out().contains("function _picocli_pbm_db_backup()"), "completes pbm db backup");
    }

    @Test
    void theUsageListsTheCommandsAndTheExitCodes() {
        Cli.Run run = new Cli(dir).runExactly("", "--help");

        assertEquals(0, run.code());
        for (String command : new String[] {"serve", "process", "deliver", "send", "user", "outbox", "db", "help",
            "completion"}) {
            assertTrue(run.out().contains("\n  " + command + " "), command + " in\n" + run.out());
        }
        assertTrue(run.out().endsWith("""
                Exit codes:
                  0   done
                  1   failed (the message says why)
                  2   bad usage (the usage follows the message)
                  75  temporary failure (database busy, ...): try again later
                """), run.out());
    }

    /** Issue 31: pbm hosts some 50 games besides draughts, and its usage says so. */
    @Test
    void theUsageSpeaksOfEveryHostedGame() {
        String out = new Cli(dir).runExactly("", "--help").out();
        String description = out.substring(out.indexOf('\n') + 1, out.indexOf("  -h, --help")).replaceAll("\\s+", " ");
        for (String game : new String[] {"board games", "draughts", "chess", "shogi", "xiangqi", "Othello",
            "\"list\""}) {
            assertTrue(description.contains(game), game + " in\n" + description);
        }
        assertFalse(description.contains("server for draughts"), description);
    }

    @Test
    void anUnknownCommandOrOptionIsBadUsage() {
        OutboxCommandTest.assertBadUsage(new Cli(dir).runExactly("", "frobnicate"),
                "Unmatched argument at index 0: 'frobnicate'", "pbm ");
        OutboxCommandTest.assertBadUsage(new Cli(dir).runExactly("", "--frob"), "Unknown option: '--frob'", "pbm ");
    }

    @Test
    void aBusyDatabaseIsATemporaryFailureAndOtherFailuresAreNot() {
        SQLException busy = new SQLException("[SQLITE_BUSY] The database file is locked", null,
                SQLiteErrorCode.SQLITE_BUSY.code);
        assertTrue(Main.isTemporary(busy));
        assertTrue(Main.isTemporary(new IllegalStateException("wrapped", busy)));
        assertFalse(Main.isTemporary(new SQLException("[SQLITE_CONSTRAINT]", null,
                SQLiteErrorCode.SQLITE_CONSTRAINT.code)));
        assertFalse(Main.isTemporary(new java.io.IOException("disk full")));
    }

    @Test
    void helpShowsASubcommandsUsage() {
        Cli.Run run = new Cli(dir).runExactly("", "help", "user");

        assertEquals(0, run.code());
        assertTrue(run.out().startsWith("Usage: pbm user [-hV] [COMMAND]\n"), run.out());
    }

    @Test
    void everySubcommandTakesHelp() {
        Cli.Run run = new Cli(dir).runExactly("", "game", "import", "--help");

        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().startsWith("Usage: pbm game import [-hV]"), run.out());
    }
}
