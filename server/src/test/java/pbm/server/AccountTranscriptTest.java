package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.help.HelpPages;
import pbm.store.OutboxRow;
import pbm.store.User;
import pbm.store.Users;
import pbm.testing.Golden;
import pbm.testing.Mails;
import pbm.testing.TestServer;

/** Mail in, the exact replies out, for the account commands and the errors around them. */
class AccountTranscriptTest {
    @TempDir
    Path dir;

    TestServer server;

    @BeforeEach
    void start() throws Exception {
        server = new TestServer(dir);
    }

    @AfterEach
    void stop() throws Exception {
        server.close();
    }

    /** A confirmation code as mailed: random, so the golden files show CODE in its place. */
    private static final java.util.regex.Pattern CODE = java.util.regex.Pattern.compile(
            "(?m)^(    confirm \\S+ )[a-z2-9]{12}$");

    private void assertTranscript(String name, List<OutboxRow> replies) {
        Golden.assertMatches("transcripts/accounts/" + name + ".txt",
                CODE.matcher(TestServer.render(replies)).replaceAll("$1CODE"));
    }

    /** The code of the confirmation mail to {@code address} among {@code replies}. */
    private static String code(List<OutboxRow> replies, String address) {
        OutboxRow mail = replies.stream().filter(r -> r.recipients().equals(List.of(address))).findFirst()
                .orElseThrow();
        java.util.regex.Matcher m = CODE.matcher(mail.body());
        assertTrue(m.find(), mail.body());
        return mail.body().substring(m.end(1), m.end());
    }

    private User user(String userid) throws Exception {
        return server.database().transaction(c -> new Users(c).find(userid)).orElseThrow();
    }

    private boolean exists(String userid) throws Exception {
        return server.database().transaction(c -> new Users(c).find(userid)).isPresent();
    }

    @Test
    void signupFromTheBodyWelcomesThePlayerAtTheSendersAddress() throws Exception {
        List<OutboxRow> replies = server.mail("alice@example.org", "", "signup alice secret");
        assertTranscript("signup", replies);
        assertEquals(List.of("alice@example.org"), user("alice").addresses());
        assertFalse(user("alice").passwordHash().contains("secret"));
    }

    @Test
    void signupInTheSubjectWithExtraAddresses() throws Exception {
        List<OutboxRow> replies = server.mail("alice@example.org", "signup alice secret a@Home.Example.ORG b@work.example",
                "Hello!");
        assertTranscript("signup-addresses", replies);
        assertEquals(List.of("alice@example.org"), user("alice").addresses(), "until the others confirm");
        server.mail("b@work.example", "", "confirm alice " + code(replies, "b@work.example"));
        assertEquals(List.of("b@work.example"), user("alice").addresses());
        server.mail("a@home.example.org", "", "confirm " + code(replies, "a@home.example.org"));
        assertEquals(List.of("a@home.example.org", "b@work.example"), user("alice").addresses());
    }

    @Test
    void aTakenUseridIsRefusedWhateverItsCase() throws Exception {
        server.mail("alice@example.org", "", "signup alice secret");
        List<OutboxRow> replies = server.mail("mallory@example.org", "", "signup Alice other");
        assertTranscript("signup-taken", replies);
        assertFalse(exists("Alice"));
    }

    @Test
    void aBadUseridIsRefused() throws Exception {
        List<OutboxRow> replies = server.mail("alice@example.org", "", "signup 9lives secret");
        assertTranscript("signup-bad-userid", replies);
        assertFalse(exists("9lives"));
    }

    @Test
    void missingWordsAreNamedWithTheUsage() throws Exception {
        List<OutboxRow> replies = server.mail("alice@example.org", "", "signup alice");
        assertTranscript("signup-missing-words", replies);
        assertFalse(exists("alice"));
    }

    @Test
    void changePasswordNeedsTheOldOneAndNeverEchoesEither() throws Exception {
        server.mail("alice@example.org", "", "signup alice secret");
        server.newReplies();
        List<OutboxRow> wrong = server.mail("alice@example.org", "", "change password alice guess newpw");
        assertTranscript("change-password-wrong", wrong);
        List<OutboxRow> right = server.mail("alice@example.org", "", "change password alice secret newpw");
        assertTranscript("change-password", right);
        List<OutboxRow> old = server.mail("alice@example.org", "", "change password alice secret again");
        assertTrue(TestServer.render(old).contains("Invalid password entered"));
        assertFalse(TestServer.render(wrong).contains("guess") || TestServer.render(right).contains("newpw"));
    }

    @Test
    void changeAddressTellsTheOldAndTheNewAddresses() throws Exception {
        server.mail("alice@example.org", "", "signup alice secret");
        server.newReplies();
        List<OutboxRow> replies = server.mail("alice@example.org", "", "change address alice secret alice@new.example");
        assertTranscript("change-address", replies);
        assertEquals(List.of("alice@example.org"), user("alice").addresses(), "until the new one confirms");
        List<OutboxRow> confirmed = server.mail("alice@new.example", "", "confirm alice "
                + code(replies, "alice@new.example"));
        assertTranscript("change-address-confirmed", confirmed);
        assertEquals(List.of("alice@new.example"), user("alice").addresses());
    }

    @Test
    void signoffDeletesTheAccount() throws Exception {
        server.mail("alice@example.org", "", "signup alice secret");
        server.newReplies();
        List<OutboxRow> replies = server.mail("alice@example.org", "signoff alice secret", "");
        assertTranscript("signoff", replies);
        assertFalse(exists("alice"));
    }

    @Test
    void anUnknownUseridIsNamed() throws Exception {
        List<OutboxRow> replies = server.mail("bob@example.org", "", "signoff nobody pw");
        assertTranscript("unknown-userid", replies);
    }

    @Test
    void listNamesEveryGame() throws Exception {
        server.mail("bob@example.org", "signup bob bpw", ""); // a stranger's answers are cut to 4 KB
        server.newReplies();
        List<OutboxRow> replies = server.mail("bob@example.org", "list", "");
        assertTranscript("list", replies);
    }

    @Test
    void anEmptyMailGetsOneErrorSayingWhatToDo() throws Exception {
        List<OutboxRow> replies = server.mail("bob@example.org", "", "");
        assertTranscript("empty", replies);
    }

    @Test
    void aGarbageSubjectMakesTheServerReadTheBody() throws Exception {
        List<OutboxRow> replies = server.mail("bob@example.org", "Re: hello there",
                "signup bob pw\nThanks, and see you\n");
        assertTranscript("garbage-subject", replies);
        assertTrue(exists("bob"));
    }

    @Test
    void anUnknownCommandEchoMasksTheWordAfterAUserid() throws Exception {
        server.mail("alice@example.org", "", "signup alice secret");
        server.newReplies();
        List<OutboxRow> replies = server.mail("alice@example.org", "draughts mvoe 101 alice secret 34-29", "");
        assertTranscript("unknown-command-masked", replies);
        assertFalse(TestServer.render(replies).contains("secret"));
    }

    @Test
    void severalCommandsInOneBodyWithCommentsSignatureAndQuote() throws Exception {
        List<OutboxRow> replies = server.mail("alice@example.org", "multiple", """
                signup alice secret
                   an indented line is a comment of the command above
                signup bob pw bob@example.org
                -- 
                Alice
                signup carol pw
                """);
        assertTranscript("multiple", replies);
        assertTrue(exists("alice") && exists("bob"));
        assertEquals(List.of("alice@example.org"), user("bob").addresses(), "bob@ has not confirmed yet");
        assertFalse(exists("carol"));
    }

    @Test
    void quotedLinesEndTheCommands() throws Exception {
        List<OutboxRow> replies = server.mail("alice@example.org", "Re: pbm signup alice", """
                signup alice secret

                > signup mallory pw
                """);
        assertEquals(1, replies.size());
        assertFalse(exists("mallory"));
    }

    @Test
    void theSameMessageIdTwiceIsAppliedOnceAndAnsweredOnce() throws Exception {
        String mail = Mails.plain("alice@example.org", "", "signup alice secret", "<same@example.org>");
        assertEquals(1, server.deliver(mail).size());
        assertEquals(List.of(), server.deliver(mail));
        assertEquals(MessageProcessor.Outcome.DUPLICATE, server.lastOutcome());
    }

    @Test
    void aMailWithoutMessageIdIsRememberedByItsDigest() throws Exception {
        String mail = "From: alice@example.org\nSubject: signup alice secret\n\n";
        assertEquals(1, server.deliver(mail).size());
        assertEquals(List.of(), server.deliver(mail));
        assertEquals(MessageProcessor.Outcome.DUPLICATE, server.lastOutcome());
    }

    @Test
    void aMailWithoutFromIsNotAnswered() throws Exception {
        List<OutboxRow> replies = server.deliver("To: pbm@localhost\nSubject: signup alice secret\nMessage-ID: <x@y>\n\n");
        assertEquals(List.of(), replies);
        assertEquals(MessageProcessor.Outcome.IGNORED, server.lastOutcome());
        assertFalse(exists("alice"));
    }

    @Test
    void autoRepliesBulkMailAndMailerDaemonAreNeverAnswered() throws Exception {
        String[] mails = {
            "From: alice@example.org\nAuto-Submitted: auto-replied\nSubject: signup alice secret\nMessage-ID: <a1@x>\n\n",
            "From: alice@example.org\nPrecedence: bulk\nSubject: signup alice secret\nMessage-ID: <a2@x>\n\n",
            "From: MAILER-DAEMON@example.org\nSubject: signup alice secret\nMessage-ID: <a3@x>\n\n",
            "From: pbm@localhost\nSubject: signup alice secret\nMessage-ID: <a4@x>\n\n",
        };
        for (String mail : mails) {
            assertEquals(List.of(), server.deliver(mail), mail);
            assertEquals(MessageProcessor.Outcome.IGNORED, server.lastOutcome());
        }
        assertFalse(exists("alice"));
    }

    @Test
    void aHugeBodyGetsOneShortReplyAndChangesNothing() throws Exception {
        String body = "signup alice secret\n" + "x".repeat(76).concat("\n").repeat(4000);
        List<OutboxRow> replies = server.mail("alice@example.org", "", body);
        assertTranscript("too-big", replies);
        assertFalse(exists("alice"));
    }

    @Test
    void aQuotedPrintableUtf8BodyIsDecoded() throws Exception {
        String mail = """
                From: =?UTF-8?Q?Ren=C3=A9e?= <renee@example.org>
                Subject: =?UTF-8?Q?caf=C3=A9?=
                Message-ID: <qp@example.org>
                MIME-Version: 1.0
                Content-Type: text/plain; charset=UTF-8
                Content-Transfer-Encoding: quoted-printable

                signup ren=C3=A9e s=C3=A9cret
                signup renee s=
                ecret
                """;
        List<OutboxRow> replies = server.deliver(mail);
        assertTranscript("quoted-printable", replies);
        assertTrue(exists("renee"));
    }

    @Test
    void anHtmlOnlyBodyIsReadAsText() throws Exception {
        String mail = """
                From: alice@example.org
                Subject: hello
                Message-ID: <html@example.org>
                MIME-Version: 1.0
                Content-Type: text/html; charset=UTF-8

                <html><body><p>signup alice secret</p><div>list</div></body></html>
                """;
        List<OutboxRow> replies = server.deliver(mail);
        assertTranscript("html-only", replies);
        assertTrue(exists("alice"));
    }

    @Test
    void helpMailsTheIndexPageAndNamedPages() throws Exception {
        HelpPages pages = HelpPages.fromClasspath();
        server.mail("bob@example.org", "signup bob bpw", ""); // a stranger's answers are cut to 4 KB
        server.newReplies();
        List<OutboxRow> index = server.mail("bob@example.org", "help", "");
        assertEquals(1, index.size());
        assertEquals("pbm help", index.get(0).subject());
        assertEquals(pages.page("index").orElseThrow(), index.get(0).body());

        List<OutboxRow> game = server.mail("bob@example.org", "checkers help", "");
        assertEquals("pbm help: checkers", game.get(0).subject());
        assertEquals(pages.page("checkers").orElseThrow(), game.get(0).body());

        List<OutboxRow> two = server.mail("bob@example.org", "", "help commands options");
        assertEquals("pbm help: commands, options", two.get(0).subject());
        assertTrue(two.get(0).body().startsWith(pages.page("commands").orElseThrow()));
        assertTrue(two.get(0).body().endsWith(pages.page("options").orElseThrow()));
    }

    @Test
    void helpOnAnUnknownSubjectListsThePages() throws Exception {
        List<OutboxRow> replies = server.mail("bob@example.org", "help go", "");
        assertTranscript("help-unknown", replies);
    }

    @Test
    void severalRefusedCommandsInOneMailGetOneErrorReply() throws Exception {
        server.mail("alice@example.org", "", "signup alice secret");
        server.newReplies();
        List<OutboxRow> replies = server.mail("alice@example.org", "multiple", """
                signup bob pw
                change password alice wrong new
                signoff nobody pw
                frobnicate now
                """);
        assertTranscript("several-refused", replies);
        assertEquals(1, replies.size(), "bob's welcome and the one error reply, in one mail");
        assertEquals("pbm signup bob, and 1 more answer", replies.get(0).subject());
        assertTrue(exists("bob"));
    }
}
