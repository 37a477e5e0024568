package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.Games;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;

/**
 * Issue 30: a reply to play is taken only from the player's single From address, compared as
 * mail systems compare addresses.
 */
class ReplyToPlayAuthTest {
    @TempDir
    Path dir;

    private static OutboxRow to(List<OutboxRow> rows, String address) {
        return rows.stream().filter(r -> r.recipients().contains(address)).findFirst().orElseThrow(
                () -> new AssertionError("no mail to " + address + " in " + rows));
    }

    private static int moves(TestServer server, int board) throws Exception {
        return server.database().transaction(c -> new Games(c).moves(board)).size();
    }

    /** A server with alice, bob and carol whose {@code pbm.properties} holds {@code properties}. */
    private TestServer server(String properties) throws Exception {
        Files.writeString(dir.resolve("pbm.properties"), properties);
        return TestServer.withThreePlayers(dir);
    }

    /** alice challenges bob and plays 32-28: bob's board mail, whose Reply-To is good for his move. */
    private static OutboxRow bobToMove(TestServer server) throws Exception {
        server.mail("alice@example.org", "draughts challenge alice bob", "");
        return to(server.mail("alice@example.org", "draughts move 101 alice apw 32-28", ""), "bob@example.org");
    }

    @Test
    void aReplyFromSeveralFromAddressesPlaysNothingAndIsAnsweredToNobody() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            OutboxRow bob = bobToMove(server);
            for (String from : List.of(
                    "bob@example.org, mallory@evil.example",
                    "mallory@evil.example, bob@example.org",
                    "Bob <bob@example.org>, Mallory <mallory@evil.example>",
                    "friends: bob@example.org, mallory@evil.example;",
                    "bob@example.org\nFrom: mallory@evil.example",
                    "bob@example.org\nSender: mallory@evil.example",
                    "bob@example.org\nSender: bob@example.org, mallory@evil.example")) {
                List<OutboxRow> out = server.deliver(ReplyToPlayTest.reply(from, bob.replyTo(), bob.subject(),
                        "19-23", bob.body()));
                assertEquals(1, moves(server, 101), from + ": " + TestServer.render(out));
                assertEquals(List.of(), out, from + ": a forged reply makes the server write to nobody");
            }
            // a Sender that is the From address itself is no second sender
            List<OutboxRow> played = server.deliver(ReplyToPlayTest.reply("bob@example.org\nSender: bob@example.org",
                    bob.replyTo(), bob.subject(), "19-23", bob.body()));
            assertEquals(2, moves(server, 101), TestServer.render(played));
        }
    }

    @Test
    void aMailFromSeveralAddressesIsFromNoPlayerOnTheOrdinaryPathEither() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            // a challenge needs no password: its comment is signed with the player at the sender's
            // address, and a mail naming two authors is from no player
            List<OutboxRow> board = server.mail("bob@example.org, mallory@evil.example",
                    "a game", "draughts challenge alice bob\n  Fancy a game?");
            OutboxRow toAlice = to(board, "alice@example.org");
            assertTrue(toAlice.body().contains("bob@example.org writes:\nFancy a game?"), toAlice.body());
            List<OutboxRow> signed = server.mail("bob@example.org", "another",
                    "draughts challenge alice bob\n  Fancy another?");
            assertTrue(to(signed, "alice@example.org").body().contains("bob writes:\nFancy another?"),
                    TestServer.render(signed));
        }
    }

    /** alice's board mail of a new game, whose Reply-To is good for her first move. */
    private static OutboxRow aliceToMove(TestServer server) throws Exception {
        return to(server.mail("alice@example.org", "draughts challenge alice bob", ""), "alice@example.org");
    }

    @Test
    void aLocalPartInAnotherCasePlaysByDefault() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            OutboxRow alice = aliceToMove(server);
            List<OutboxRow> out = server.deliver(ReplyToPlayTest.reply("Alice@Example.ORG", alice.replyTo(),
                    alice.subject(), "32-28", alice.body()));
            assertEquals(1, moves(server, 101), TestServer.render(out));
            assertTrue(to(out, "bob@example.org").body().contains("1.  32-28"), TestServer.render(out));
        }
    }

    @Test
    void withCaseSensitiveLocalPartsOnlyTheDomainMayDifferInCase() throws Exception {
        try (TestServer server = server("mail.local-part-case=sensitive\n")) {
            OutboxRow alice = aliceToMove(server);
            List<OutboxRow> refused = server.deliver(ReplyToPlayTest.reply("Alice@Example.ORG", alice.replyTo(),
                    alice.subject(), "32-28", alice.body()));
            assertEquals(0, moves(server, 101), TestServer.render(refused));
            assertEquals(List.of("Alice@example.org"), refused.get(0).recipients());
            assertTrue(refused.get(0).body().contains("a reply to play must come from one of your registered"), TestServer.render(refused));
            List<OutboxRow> played = server.deliver(ReplyToPlayTest.reply("alice@EXAMPLE.org", alice.replyTo(),
                    alice.subject(), "32-28", alice.body()));
            assertEquals(1, moves(server, 101), TestServer.render(played));
        }
    }

    private static String position(TestServer server, int board) throws Exception {
        return server.database().transaction(c -> new Games(c).find(board).orElseThrow().currentFen());
    }

    @Test
    void anAddressFromBeforeTheLastMovePlaysNothing() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            OutboxRow first = aliceToMove(server);
            assertTrue(first.replyTo().matches("pbm\\+b101\\.m0\\.[a-z2-7]{12}@localhost"), first.replyTo());
            List<OutboxRow> moved = server.mail("alice@example.org", "draughts move 101 alice apw 32-28", "");
            server.mail("bob@example.org", "draughts move 101 bob bpw 19-23", "");
            String before = position(server, 101);
            // alice replies to her mail of move 0 after two moves: refused, the board unchanged
            List<OutboxRow> stale = server.deliver(ReplyToPlayTest.reply("alice@example.org", first.replyTo(),
                    first.subject(), "31-27", first.body()));
            assertEquals(2, moves(server, 101), TestServer.render(stale));
            assertEquals(before, position(server, 101));
            assertEquals(1, stale.size(), TestServer.render(stale));
            assertEquals(List.of("alice@example.org"), stale.get(0).recipients());
            String said = stale.get(0).body().replaceAll("\\s+", " ");
            assertTrue(said.contains("Board 101 has moved on since that mail"), said);
            assertTrue(said.contains("Reply to the newest board mail of board 101"), said);
            assertTrue(said.contains("send the whole command with your password"), said);
            // the address of her mail after her own move is one move old too
            OutboxRow own = to(moved, "alice@example.org");
            assertTrue(own.replyTo().contains(".m1."), own.replyTo());
            server.deliver(ReplyToPlayTest.reply("alice@example.org", own.replyTo(), own.subject(), "31-27", ""));
            assertEquals(2, moves(server, 101));
        }
    }

    @Test
    void anUndoneMoveDoesNotBringBackTheAddressesOfItsMove() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            aliceToMove(server);
            server.mail("alice@example.org", "draughts move 101 alice apw 32-28", "");
            OutboxRow atTwo = to(server.mail("bob@example.org", "draughts move 101 bob bpw 18-22", ""),
                    "alice@example.org");
            OutboxRow bobAtTwo = to(server.mail("alice@example.org", "draughts move 101 alice apw 37-32", ""),
                    "bob@example.org");
            assertTrue(bobAtTwo.replyTo().contains(".m3."), bobAtTwo.replyTo());
            // alice takes her move back with bob's agreement: the board is at move 2 again
            server.mail("alice@example.org", "draughts move 101 alice apw undo", "");
            server.mail("bob@example.org", "draughts move 101 bob bpw accept", "");
            assertEquals(2, moves(server, 101));
            assertTrue(atTwo.replyTo().contains(".m2."), atTwo.replyTo());
            List<OutboxRow> old = server.deliver(ReplyToPlayTest.reply("alice@example.org", atTwo.replyTo(),
                    atTwo.subject(), "37-32", ""));
            assertEquals(2, moves(server, 101), TestServer.render(old));
            assertTrue(old.get(0).body().contains("not valid for you"), TestServer.render(old));
        }
    }

    @Test
    void withAnAuthservIdOnlyAReplyThatHostVouchesForPlays() throws Exception {
        try (TestServer server = server("mail.authserv-id=mx.example.org\n")) {
            OutboxRow alice = aliceToMove(server);
            for (String headers : List.of("", "\nAuthentication-Results: evil.example; dmarc=pass header.from=example.org",
                    "\nAuthentication-Results: mx.example.org; spf=pass smtp.mailfrom=example.org",
                    "\nAuthentication-Results: mx.example.org; dkim=pass header.d=evil.example")) {
                List<OutboxRow> refused = server.deliver(ReplyToPlayTest.reply("alice@example.org" + headers,
                        alice.replyTo(), alice.subject(), "32-28", alice.body()));
                assertEquals(0, moves(server, 101), headers + ": " + TestServer.render(refused));
                assertEquals(1, refused.size(), TestServer.render(refused));
                assertEquals(List.of("alice@example.org"), refused.get(0).recipients());
                String said = refused.get(0).body().replaceAll("\\s+", " ");
                assertTrue(said.contains("This reply could not be verified"), said);
                assertTrue(said.contains("Send the whole command with your password (draughts move 101 USERID"
                        + " PASSWORD 32-28) instead."), said);
            }
            List<OutboxRow> played = server.deliver(ReplyToPlayTest.reply("alice@example.org\n"
                    + "Authentication-Results: mx.example.org;\n dkim=pass (2048-bit key) header.d=example.org;\n"
                    + " dmarc=pass (p=reject) header.from=example.org", alice.replyTo(), alice.subject(), "32-28",
                    alice.body()));
            assertEquals(1, moves(server, 101), TestServer.render(played));
            // the password command needs no verdict
            server.mail("bob@example.org", "draughts move 101 bob bpw 19-23", "");
            assertEquals(2, moves(server, 101));
        }
    }
}
