package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.Outbox;
import pbm.store.OutboxRow;
import pbm.store.Passwords;
import pbm.testing.Mails;

/**
 * A batch starts the password checks of its mails ahead, on other threads: every command
 * that checks a password finds its check under way (so the command says which of its words
 * are the userid and the password, the ones it really checks), each is made once, and the
 * answers are those of checks made in place.
 */
class PasswordChecksAheadTest {
    private static final List<String> PLAYERS = List.of("alice", "bob", "carol", "dave", "erin", "frank", "gina",
            "hank");

    @TempDir
    Path dir;

    @Test
    void everyCommandThatChecksAPasswordFindsItsCheckStartedAhead() throws Exception {
        Maildir inbox = new Maildir(DataDir.open(dir).inbox());
        Passwords passwords = new Passwords(1_000);
        try (Server server = Server.open(dir, Clock.systemUTC(), passwords)) {
            signUp(inbox, PLAYERS);
            inbox.deliver(mail("alice", "draughts challenge alice bob"));
            assertEquals(PLAYERS.size() + 1, server.processInbox(() -> false));
            long checks = passwords.slowChecks();
            long ahead = passwords.aheadAnswers();

            // one batch, a command of each kind that checks a password, each from another player
            Map<String, String> commands = new java.util.LinkedHashMap<>();
            commands.put("alice", "draughts move 101 alice pw-alice 32-28");
            commands.put("bob", "draughts chat 101 bob pw-bob");
            commands.put("carol", "vacation carol pw-carol on");
            commands.put("dave", "draughts set dave pw-dave large");
            commands.put("erin", "change address erin pw-erin erin@example.net");
            commands.put("frank", "change password frank pw-frank new-frank");
            commands.put("gina", "signoff gina pw-gina");
            commands.put("hank", "vacation hank not-hanks on");
            for (Map.Entry<String, String> command : commands.entrySet()) {
                inbox.deliver(mail(command.getKey(), command.getValue()));
            }
            assertEquals(commands.size(), server.processInbox(() -> false));

            assertEquals(commands.size(), passwords.slowChecks() - checks, "each password checked once");
            assertEquals(commands.size(), passwords.aheadAnswers() - ahead,
                    "every check the commands made had been started ahead");
            List<OutboxRow> replies = server.database().transaction(c -> new Outbox(c).list(null));
            List<String> errors = replies.stream().filter(r -> r.subject().toLowerCase(java.util.Locale.ROOT)
                    .endsWith("error")).map(r -> r.recipients().get(0) + ": " + r.body().lines().findFirst()
                            .orElse("")).toList();
            assertEquals(2, errors.size(), errors.toString());
            assertTrue(errors.stream().anyMatch(e -> e.startsWith("bob@example.org: There is nothing to send")),
                    "bob's password was right: his empty chat is refused for being empty. " + errors);
            assertTrue(errors.stream().anyMatch(e -> e.startsWith("hank@example.org: Invalid password entered for"
                    + " hank")), errors.toString());
        }
    }

    /**
     * A player whose password this process already found good is not read again to start a
     * check ahead (issue 16, eleventh round): only the command itself reads the row. A password
     * changed since is still checked against the row as it is: the old one is refused.
     */
    @Test
    void aPasswordFoundGoodBeforeIsNotLookedUpAheadAgainAndAChangedOneIsStillRefused() throws Exception {
        Maildir inbox = new Maildir(DataDir.open(dir).inbox());
        Passwords passwords = new Passwords(1_000);
        try (Server server = Server.open(dir, Clock.systemUTC(), passwords)) {
            signUp(inbox, List.of("alice", "bob"));
            inbox.deliver(mail("alice", "draughts challenge alice bob"));
            server.processInbox(() -> false);
            String findUser = "SELECT userid, password_hash, created, disabled,";
            List<String> sql = new java.util.ArrayList<>();
            server.database().traceStatements(sql::add);

            inbox.deliver(mail("alice", "draughts chat 101 alice pw-alice hello"));
            inbox.deliver(mail("bob", "draughts chat 101 bob pw-bob hi"));
            assertEquals(2, server.processInbox(() -> false));
            assertEquals(4, sql.stream().filter(s -> s.startsWith(findUser)).count(),
                    "first batch: each row read to start the check ahead, and by the command");

            sql.clear();
            inbox.deliver(mail("alice", "draughts chat 101 alice pw-alice again"));
            inbox.deliver(mail("bob", "draughts chat 101 bob pw-bob again"));
            assertEquals(2, server.processInbox(() -> false));
            assertEquals(2, sql.stream().filter(s -> s.startsWith(findUser)).count(),
                    "both passwords found good before: only the commands read the rows");

            inbox.deliver(mail("alice", "change password alice pw-alice new-alice"));
            server.processInbox(() -> false);
            long before = passwords.slowChecks();
            inbox.deliver(mail("alice", "draughts chat 101 alice pw-alice old password"));
            inbox.deliver(mail("bob", "draughts chat 101 bob pw-bob still here"));
            assertEquals(2, server.processInbox(() -> false));
            server.database().traceStatements(null);
            assertEquals(1, passwords.slowChecks() - before, "the old password checked against the new hash");
            List<OutboxRow> replies = server.database().transaction(c -> new Outbox(c).list(null));
            assertEquals(1, replies.stream().filter(r -> r.body().startsWith("Invalid password entered for alice"))
                    .count(), replies.stream().map(r -> r.subject() + ": " + r.body()).toList().toString());
        }
    }

    /** Sign-up mails for these players, each with the password pw-userid. */
    private static void signUp(Maildir inbox, List<String> players) throws Exception {
        for (String player : players) {
            inbox.deliver(mail(player, "signup " + player + " pw-" + player));
        }
    }

    private static byte[] mail(String player, String subject) {
        return Mails.plain(player + "@example.org", subject, "").replace("\n", "\r\n")
                .getBytes(StandardCharsets.UTF_8);
    }
}
