package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.mail.ReplyTokens;
import pbm.server.MessageProcessor;
import pbm.store.Games;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;

/** Issue 17: board mails carry a reply address; a reply to it plays its first line for that player. */
class ReplyToPlayTest {
    @TempDir
    Path dir;

    /** A reply as a phone's mail program writes it: the move, a signature, the board quoted under it. */
    static String reply(String from, String to, String subject, String firstLines, String quoted) {
        StringBuilder quote = new StringBuilder();
        for (String line : quoted.split("\n")) {
            quote.append("> ").append(line).append('\n');
        }
        return "From: " + from + "\nTo: " + to + "\nSubject: Re: " + subject
                + "\nMessage-ID: <r" + System.nanoTime() + "@example.org>\nMIME-Version: 1.0\n"
                + "Content-Type: text/plain; charset=UTF-8\n\n" + firstLines + "\n\n-- \nSent from my phone\n\n"
                + "On Mon, 23 Nov 2026 at 10:00, pbm@localhost wrote:\n" + quote;
    }

    private static OutboxRow to(List<OutboxRow> rows, String address) {
        return rows.stream().filter(r -> r.recipients().contains(address)).findFirst().orElseThrow(
                () -> new AssertionError("no mail to " + address + " in " + rows));
    }

    private int moves(TestServer server, int board) throws Exception {
        return server.database().transaction(c -> new Games(c).moves(board)).size();
    }

    @Test
    void aGameIsPlayedByRepliesAloneAndSpoofedOrWrongTokensChangeNothing() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            List<OutboxRow> start = server.mail("alice@example.org", "draughts challenge alice bob", "");
            OutboxRow aliceBoard = to(start, "alice@example.org");
            assertNotNull(aliceBoard.replyTo(), "a board mail carries a reply address");
            assertTrue(aliceBoard.replyTo().matches("pbm\\+b101\\.m0\\.[a-z2-7]{12}@localhost"), aliceBoard.replyTo());
            String bobAddress = to(start, "bob@example.org").replyTo();
            assertNotEquals(aliceBoard.replyTo(), bobAddress, "one token per player");

            Set<PosixFilePermission> mode = Files.getPosixFilePermissions(dir.resolve(ReplyTokens.SECRET_FILE));
            assertEquals(Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE), mode);

            // alice replies with her move, a comment indented under it, quote and signature around
            List<OutboxRow> after = server.deliver(reply("alice@example.org", aliceBoard.replyTo(),
                    aliceBoard.subject(), "32-28 #1\n  Good luck!", aliceBoard.body()));
            assertEquals(1, moves(server, 101), TestServer.render(after));
            OutboxRow bobBoard = to(after, "bob@example.org");
            assertTrue(bobBoard.body().contains("alice writes:\nGood luck!"), bobBoard.body());
            assertTrue(bobBoard.body().contains("1.  32-28"), bobBoard.body());

            // the same reply sent twice is refused: its address was good until the move it made
            List<OutboxRow> twice = server.deliver(reply("alice@example.org", aliceBoard.replyTo(),
                    aliceBoard.subject(), "32-28 #1", aliceBoard.body()));
            assertEquals(1, moves(server, 101));
            assertTrue(twice.get(0).body().contains("has moved on since that mail"), TestServer.render(twice));
            aliceBoard = to(after, "alice@example.org"); // her copy of the board after her move

            // spoofing: bob's own address, alice's token
            List<OutboxRow> spoof = server.deliver(reply("bob@example.org", aliceBoard.replyTo(),
                    aliceBoard.subject(), "19-23", ""));
            assertEquals(1, moves(server, 101));
            assertEquals(List.of("bob@example.org"), spoof.get(0).recipients());
            assertTrue(spoof.get(0).body().contains("not valid for you"), TestServer.render(spoof));
            // and an address that belongs to nobody
            bobAddress = bobBoard.replyTo();
            List<OutboxRow> stranger = server.deliver(reply("mallory@example.net", bobAddress,
                    bobBoard.subject(), "19-23", ""));
            assertEquals(1, moves(server, 101));
            assertTrue(stranger.get(0).body().contains("registered addresses"), TestServer.render(stranger));
            assertNull(stranger.get(0).replyTo());

            // 1,000 random tokens from bob's own address: all refused, nothing played
            Random random = new Random(17);
            String alphabet = "abcdefghijklmnopqrstuvwxyz234567";
            for (int i = 0; i < 1000; i++) {
                server.clock().advance(java.time.Duration.ofSeconds(121)); // under the 30 error replies an hour
                StringBuilder token = new StringBuilder();
                for (int k = 0; k < 12; k++) {
                    token.append(alphabet.charAt(random.nextInt(32)));
                }
                List<OutboxRow> guess = server.deliver(reply("bob@example.org", "pbm+b101.m1." + token + "@localhost",
                        "Draughts Board 101 bob", "19-23", ""));
                assertEquals(1, guess.size());
                assertTrue(guess.get(0).subject().endsWith("error"), guess.get(0).subject());
            }
            assertEquals(1, moves(server, 101));
            server.clock().advance(java.time.Duration.ofHours(1));

            // a token for board 101 used on board 102
            server.mail("carol@example.org", "draughts challenge bob carol", "");
            List<OutboxRow> otherBoard = server.deliver(reply("bob@example.org",
                    bobAddress.replace("+b101.m1.", "+b102.m0."), "Draughts Board 102 carol", "32-28", ""));
            assertTrue(otherBoard.get(0).body().contains("not valid for you"), TestServer.render(otherBoard));
            assertEquals(0, moves(server, 102));

            // bob's real reply; then the classic command still works beside it
            List<OutboxRow> bobMoved = server.deliver(reply("bob@example.org", bobAddress, bobBoard.subject(),
                    "19-23", bobBoard.body()));
            assertEquals(2, moves(server, 101), TestServer.render(bobMoved));
            List<OutboxRow> aliceMoved = server.mail("alice@example.org", "draughts move 101 alice apw 28x19", "");
            assertEquals(3, moves(server, 101));
            bobAddress = to(aliceMoved, "bob@example.org").replyTo();

            // a changed password makes old tokens worthless
            server.mail("bob@example.org", "change password bob bpw newpw", "");
            List<OutboxRow> stale = server.deliver(reply("bob@example.org", bobAddress, bobBoard.subject(),
                    "14x23", ""));
            assertEquals(3, moves(server, 101));
            assertTrue(stale.get(0).body().contains("before your password changed"), TestServer.render(stale));

            // set token off: no reply address, replies refused; on again: a fresh address works
            List<OutboxRow> off = server.mail("bob@example.org", "draughts set bob newpw token off", "");
            assertTrue(off.get(0).body().contains("Reply addresses are off"), TestServer.render(off));
            List<OutboxRow> shown = server.mail("bob@example.org", "draughts move 101 bob newpw flip", "");
            assertNull(shown.get(0).replyTo(), TestServer.render(shown));
            server.mail("bob@example.org", "draughts set bob newpw token on", "");
            shown = server.mail("bob@example.org", "draughts move 101 bob newpw noflip", "");
            String fresh = shown.get(0).replyTo();
            assertNotNull(fresh);
            server.mail("bob@example.org", "draughts set bob newpw token off", "");
            List<OutboxRow> refused = server.deliver(reply("bob@example.org", fresh, bobBoard.subject(), "14x23",
                    ""));
            assertTrue(refused.get(0).body().contains("turned reply addresses off"), TestServer.render(refused));
            server.mail("bob@example.org", "draughts set bob newpw token on", "");
            List<OutboxRow> took = server.deliver(reply("bob@example.org", fresh, bobBoard.subject(), "14x23", ""));
            assertEquals(4, moves(server, 101), TestServer.render(took));
            aliceBoard = to(took, "alice@example.org");

            // chat by reply goes to both players; resign by reply ends the game; the token is then refused
            List<OutboxRow> chat = server.deliver(reply("alice@example.org", aliceBoard.replyTo(),
                    aliceBoard.subject(), "chat Nice capture.", ""));
            assertEquals(2, chat.size(), TestServer.render(chat));
            assertTrue(chat.get(1).body().contains("Nice capture."), TestServer.render(chat));
            List<OutboxRow> resigned = server.deliver(reply("alice@example.org", aliceBoard.replyTo(),
                    aliceBoard.subject(), "resign", ""));
            assertTrue(resigned.get(0).subject().contains("won by bob"), TestServer.render(resigned));
            assertNull(resigned.get(0).replyTo(), "a finished board has no reply address");
            List<OutboxRow> late = server.deliver(reply("alice@example.org", aliceBoard.replyTo(),
                    aliceBoard.subject(), "31-27", ""));
            assertTrue(late.get(0).body().contains("has ended"), TestServer.render(late));
        }
    }

    @Test
    void aReminderCarriesTheReplyAddressAndAReplyToItPlays() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            server.mail("alice@example.org", "draughts challenge alice bob", "");
            server.clock().advance(java.time.Duration.ofDays(8));
            server.server().sweep(server.clock().instant());
            List<OutboxRow> nag = server.newReplies();
            assertEquals(1, nag.size(), TestServer.render(nag));
            assertTrue(nag.get(0).subject().startsWith("Nag: "), nag.get(0).subject());
            assertNotNull(nag.get(0).replyTo());
            server.deliver(reply("alice@example.org", nag.get(0).replyTo(), nag.get(0).subject(), "32-28", ""));
            assertEquals(1, moves(server, 101));
        }
    }

    @Test
    void aFullCommandSentToTheReplyAddressIsReadAsAnyOther() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            OutboxRow board = to(server.mail("alice@example.org", "draughts challenge alice bob", ""),
                    "alice@example.org");
            List<OutboxRow> shown = server.deliver(reply("alice@example.org", board.replyTo(), board.subject(),
                    "draughts show 101", ""));
            assertEquals("Draughts Board 101 alice", shown.get(0).subject(), TestServer.render(shown));
        }
    }

    /**
     * A reply runs the move command its player would type, with the move as the reply's first
     * line gives it (no command text made and read again): the same board mails as the typed
     * command, and the log names the reply and its move.
     */
    @Test
    void aReplyPlaysAsTheTypedMoveDoesAndTheLogNamesTheReply() throws Exception {
        String typed;
        try (TestServer server = TestServer.withThreePlayers(dir.resolve("typed"))) {
            server.mail("alice@example.org", "draughts challenge alice bob", "");
            typed = to(server.mail("alice@example.org", "draughts move 101 alice apw 32-28", "  Good luck!"),
                    "bob@example.org").body();
        }
        List<LogRecord> records = new ArrayList<>();
        Logger logger = Logger.getLogger(MessageProcessor.class.getName());
        Level level = logger.getLevel();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                records.add(record);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        logger.setLevel(Level.FINE);
        logger.addHandler(handler);
        try (TestServer server = TestServer.withThreePlayers(dir.resolve("replied"))) {
            OutboxRow board = to(server.mail("alice@example.org", "draughts challenge alice bob", ""),
                    "alice@example.org");
            List<OutboxRow> after = server.deliver(reply("alice@example.org", board.replyTo(), board.subject(),
                    "32-28\n  Good luck!", board.body()));
            assertEquals(typed, to(after, "bob@example.org").body());
        } finally {
            logger.removeHandler(handler);
            logger.setLevel(level);
        }
        assertTrue(records.stream().anyMatch(r -> r.getMessage().contains("answered; reply to board 101 by alice:"
                + " move 32-28: done")), records.stream().map(LogRecord::getMessage).toList()
                .toString());
    }
}
