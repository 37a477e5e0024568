package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import pbm.store.Games;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * Replies as the common mail clients write them, through the real mail path: the move is played, and the
 * thanks, attribution lines, quoted boards and signatures under it are neither commands nor errors
 * (PROTOCOL.md "Settled since").
 */
class ProseAfterCommandsTest extends ThreePlayerTest {
    static final String MOVE = "draughts move 101 alice apw 32-28";

    @BeforeEach
    void start() throws Exception {
        server.mail(ALICE, "draughts challenge alice bob", "");
        server.newReplies();
    }

    private int ply() throws Exception {
        return server.database().transaction(c -> new Games(c).find(101)).orElseThrow().ply();
    }

    static Stream<Arguments> clients() {
        return Stream.of(
                Arguments.of("Gmail", """
                        %s

                        On Sun, 22 Nov 2026 at 10:00, Draughts <pbm@localhost> wrote:
                        > Summary of Draughts Board 101
                        """),
                Arguments.of("Apple Mail", """
                        %s

                        Sent from my iPhone

                        On 22 Nov 2026, at 10:00, pbm@localhost wrote:

                        > Summary of Draughts Board 101
                        """),
                Arguments.of("Outlook original message", """
                        %s

                        -----Original Message-----
                        From: Draughts <pbm@localhost>
                        Sent: Sunday, November 22, 2026 10:00 AM
                        To: alice@example.org
                        Subject: Draughts Board 101 alice

                        Summary of Draughts Board 101

                        It is alice's turn.
                        """),
                Arguments.of("Outlook header block", """
                        %s
                        ________________________________
                        From: pbm@localhost <pbm@localhost>
                        Sent: Sunday, 22 November 2026 10:00
                        To: alice@example.org
                        Subject: Draughts Board 101 alice
                        """),
                Arguments.of("Thunderbird", """
                        %s

                        On 22/11/2026 10:00, pbm@localhost wrote:
                        > Summary of Draughts Board 101
                        """),
                Arguments.of("thanks and a name", """
                        %s
                        Thanks!
                        Alice
                        """),
                Arguments.of("mobile signature", """
                        %s

                        Get Outlook for Android
                        """));
    }

    @ParameterizedTest(name = "{0}, plain text")
    @MethodSource("clients")
    void plainTextRepliesPlayTheMoveWithoutAnError(String client, String body) throws Exception {
        String raw = "From: " + ALICE + "\nTo: pbm@localhost\nSubject: Re: Draughts Board 101 alice\n"
                + "Message-ID: <prose-" + client.hashCode() + "@example.org>\n"
                + "MIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\n\n" + body.formatted(MOVE);
        assertBoardsOnly(server.deliver(raw));
    }

    @ParameterizedTest(name = "{0}, HTML only")
    @MethodSource("clients")
    void htmlOnlyRepliesPlayTheMoveWithoutAnError(String client, String body) throws Exception {
        StringBuilder html = new StringBuilder("<html><body>");
        boolean quoting = false;
        for (String line : body.formatted(MOVE).split("\n")) {
            boolean quoted = line.startsWith(">");
            if (quoted && !quoting) {
                html.append("<blockquote type=\"cite\">");
            }
            if (!quoted && quoting) {
                html.append("</blockquote>");
            }
            quoting = quoted;
            String text = (quoted ? line.substring(1) : line).replace("&", "&amp;").replace("<", "&lt;")
                    .replace(">", "&gt;");
            html.append("<div>").append(text.isBlank() ? "<br>" : text).append("</div>\n");
        }
        html.append(quoting ? "</blockquote>" : "").append("</body></html>\n");
        String raw = "From: " + ALICE + "\nTo: pbm@localhost\nSubject: Re: Draughts Board 101 alice\n"
                + "Message-ID: <prose-html-" + client.hashCode() + "@example.org>\n"
                + "MIME-Version: 1.0\nContent-Type: text/html; charset=UTF-8\n\n" + html;
        assertBoardsOnly(server.deliver(raw));
    }

    private void assertBoardsOnly(List<OutboxRow> replies) throws Exception {
        String shown = TestServer.render(replies);
        assertEquals(1, ply(), shown);
        assertEquals(2, replies.size(), shown);
        for (OutboxRow reply : replies) {
            assertFalse(reply.subject().toLowerCase().endsWith("error"), shown);
            assertTrue(reply.subject().startsWith("Draughts Board 101"), shown);
        }
    }

    @Test
    void anUnknownFirstLineStillGetsItsError() throws Exception {
        List<OutboxRow> replies = server.mail(ALICE, "Re: Draughts Board 101 alice",
                "Hello Bob,\n\n" + MOVE + "\n\nThanks!\n");
        String shown = TestServer.render(replies);
        assertEquals(1, ply(), shown);
        assertEquals(3, replies.size(), shown);
        OutboxRow error = replies.get(2);
        assertTrue(error.subject().endsWith("error") || error.subject().endsWith("Error"), shown);
        assertTrue(error.body().contains("\"Hello\""), shown);
        assertFalse(error.body().contains("does not start a command this server knows.\n\n> Thanks"), shown);
        assertFalse(error.body().contains("lines do not start"), shown);
    }

    @Test
    void aCommandAfterTheProseIsNotCarriedOut() throws Exception {
        List<OutboxRow> replies = server.mail(ALICE, "", MOVE + "\nThanks!\ndraughts resign 101 alice apw\n");
        String shown = TestServer.render(replies);
        assertEquals(2, replies.size(), shown);
        assertFalse(shown.contains("resign"), shown);
        assertEquals(1, ply(), shown);
    }
}
