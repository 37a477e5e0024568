package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import pbm.server.DataDir;
import pbm.store.Database;
import pbm.store.User;
import pbm.store.Users;

class UserCommandTest {
    @TempDir
    Path dir;

    Cli cli;

    @BeforeEach
    void setUp() {
        cli = new Cli(dir);
    }

    private void add(String userid, String... addresses) {
        String[] args = new String[4 + 2 * addresses.length];
        args[0] = "user";
        args[1] = "add";
        args[2] = userid;
        args[3] = "--password=secret-" + userid;
        for (int i = 0; i < addresses.length; i++) {
            args[4 + 2 * i] = "--address";
            args[5 + 2 * i] = addresses[i];
        }
        assertEquals(0, cli.run(args).code(), "adding " + userid);
    }

    private User stored(String userid) throws Exception {
        try (Database database = Database.open(DataDir.open(dir).database())) {
            return database.transaction(c -> new Users(c).find(userid)).orElseThrow();
        }
    }

    @Test
    void addCreatesTheAccountWithItsAddressesInOrder() throws Exception {
        Cli.Run run = cli.run("user", "add", "alice", "--password", "s3cret", "--address", "alice@example.org",
                "--address", "Alice <alice@Home.Example.NET>");

        assertEquals(new Cli.Run(0, "added alice <alice@example.org, alice@home.example.net>\n", ""), run);
        User alice = stored("alice");
        assertEquals(List.of("alice@example.org", "alice@home.example.net"), alice.addresses());
        assertEquals(Cli.NOW, alice.created());
        assertFalse(alice.disabled());
        assertTrue(Cli.FAST_PASSWORDS.verify("s3cret", alice.passwordHash()));
        assertFalse(alice.passwordHash().contains("s3cret"));
    }

    @Test
    void addReadsThePasswordFromTheFirstLineOfStandardInput() throws Exception {
        Cli.Run run = cli.runWithInput("from-stdin\r\nsecond line\n", "user", "add", "bob", "--password-stdin",
                "--address", "bob@example.org");

        assertEquals(new Cli.Run(0, "added bob <bob@example.org>\n", ""), run);
        assertTrue(Cli.FAST_PASSWORDS.verify("from-stdin", stored("bob").passwordHash()));
    }

    @Test
    void addWithoutAnAddressIsRefusedWithTheReasonAndTheUsage() {
        Cli.Run run = cli.run("user", "add", "alice", "--password", "s3cret");

        assertEquals(2, run.code());
        assertEquals("", run.out());
        assertEquals("Give at least one --address A: the replies to alice must go somewhere.", run.firstErrorLine());
        assertTrue(run.err().contains("\nUsage: pbm user add "), run.err());
    }

    @Test
    void addRefusesATakenUseridEvenInAnotherLetterCase() {
        add("alice", "alice@example.org");

        Cli.Run run = cli.run("user", "add", "ALICE", "--password", "x", "--address", "a2@example.org");

        assertEquals(new Cli.Run(1, "", "pbm user add: The userid ALICE is already taken (userids that differ"
                + " only in letter case count as the same).\n"), run);
    }

    @Test
    void addRefusesABadUseridPasswordOrAddress() {
        assertEquals(new Cli.Run(1, "", "pbm user add: \"9lives\" cannot be a userid: use 1 to 20 letters, digits,"
                + " '.', '_' or '-', starting with a letter.\n"),
                cli.run("user", "add", "9lives", "--password", "x", "--address", "c@example.org"));
        assertEquals(new Cli.Run(1, "", "pbm user add: A password is 1 to 64 characters without blanks.\n"),
                cli.run("user", "add", "cat", "--password", "two words", "--address", "c@example.org"));
        assertEquals(new Cli.Run(1, "", "pbm user add: \"cat at example.org\" is not a mail address. Give addresses"
                + " as name@example.org.\n"),
                cli.run("user", "add", "cat", "--password", "x", "--address", "cat at example.org"));
        assertEquals("USERID  ADDRESSES  CREATED  DISABLED\n", cli.run("user", "list").out());
    }

    @Test
    void listShowsEveryAccountInATable() {
        add("bob", "bob@example.org");
        cli.at(Instant.parse("2026-11-23T08:30:15.250Z"));
        add("alice", "alice@example.org", "alice@work.example.com");
        add("carol", "carol@example.org");
        assertEquals(0, cli.run("user", "disable", "carol").code());

        Cli.Run run = cli.run("user", "list");

        assertEquals(0, run.code());
        assertEquals("", run.err());
        Golden.assertMatches("user-list.txt", run.out());
    }

    @Test
    void listOfNoAccountsIsTheHeaderAlone() {
        assertEquals(new Cli.Run(0, "USERID  ADDRESSES  CREATED  DISABLED\n", ""), cli.run("user", "list"));
    }

    @Test
    void showPrintsOneAccount() {
        add("alice", "alice@example.org", "alice@work.example.com");

        assertEquals(new Cli.Run(0, """
                userid:    alice
                addresses: alice@example.org
                           alice@work.example.com
                created:   2026-11-22T10:00:00Z
                disabled:  no
                """, ""), cli.run("user", "show", "alice"));
    }

    @Test
    void showOfAnUnknownUserFails() {
        assertEquals(new Cli.Run(1, "", "pbm user show: There is no user Alice (userids are case-sensitive).\n"),
                cli.run("user", "show", "Alice"));
    }

    @Test
    void passwdReplacesThePassword() throws Exception {
        add("alice", "alice@example.org");

        assertEquals(new Cli.Run(0, "changed the password of alice\n", ""),
                cli.runWithInput("n3w\n", "user", "passwd", "alice", "--password-stdin"));
        String hash = stored("alice").passwordHash();
        assertTrue(Cli.FAST_PASSWORDS.verify("n3w", hash));
        assertFalse(Cli.FAST_PASSWORDS.verify("secret-alice", hash));

        assertEquals(0, cli.run("user", "passwd", "alice", "--password", "third").code());
        assertTrue(Cli.FAST_PASSWORDS.verify("third", stored("alice").passwordHash()));
    }

    @Test
    void passwdRefusesAnUnknownUserOrABlankPassword() {
        add("alice", "alice@example.org");
        assertEquals(new Cli.Run(1, "", "pbm user passwd: There is no user bob (userids are case-sensitive).\n"),
                cli.run("user", "passwd", "bob", "--password", "x"));
        assertEquals(new Cli.Run(1, "", "pbm user passwd: A password is 1 to 64 characters without blanks.\n"),
                cli.runWithInput("\n", "user", "passwd", "alice", "--password-stdin"));
    }

    @Test
    void removeDeletesTheAccountAndSaysWhat() {
        add("alice", "alice@example.org", "alice@work.example.com");
        add("bob", "bob@example.org");

        assertEquals(new Cli.Run(0, "removed alice <alice@example.org, alice@work.example.com>, created"
                + " 2026-11-22T10:00:00Z; 0 active games lost, 0 mails queued; the userid is retired\n", ""),
                cli.run("user", "remove", "alice"));
        assertEquals("""
                USERID  ADDRESSES        CREATED               DISABLED
                bob     bob@example.org  2026-11-22T10:00:00Z  no
                """, cli.run("user", "list").out());
        assertEquals(new Cli.Run(1, "", "pbm user remove: There is no user alice (userids are case-sensitive).\n"),
                cli.run("user", "remove", "alice"));
        assertEquals(new Cli.Run(0, """
                userid:    alice
                created:   2026-11-22T10:00:00Z
                retired:   2026-11-22T10:00:00Z (removed by the administrator); never given to anyone else
                """, ""), cli.run("user", "show", "Alice"));
        assertEquals(new Cli.Run(1, "", "pbm user add: The userid alice is retired (removed by the administrator"
                + " 2026-11-22T10:00:00Z): a userid is never given to anyone else.\n"),
                cli.run("user", "add", "alice", "--password", "x", "--address", "new@example.org"));
    }

    @Test
    void disableAndEnableToggleTheFlag() throws Exception {
        add("alice", "alice@example.org");

        assertEquals(new Cli.Run(0, "disabled alice\n", ""), cli.run("user", "disable", "alice"));
        assertTrue(stored("alice").disabled());
        assertEquals(new Cli.Run(0, "alice was already disabled\n", ""), cli.run("user", "disable", "alice"));
        assertEquals(new Cli.Run(0, "enabled alice\n", ""), cli.run("user", "enable", "alice"));
        assertFalse(stored("alice").disabled());
        assertEquals(new Cli.Run(0, "alice was not disabled\n", ""), cli.run("user", "enable", "alice"));
        assertEquals(new Cli.Run(1, "", "pbm user disable: There is no user zed (userids are case-sensitive).\n"),
                cli.run("user", "disable", "zed"));
        assertEquals(new Cli.Run(1, "", "pbm user enable: There is no user zed (userids are case-sensitive).\n"),
                cli.run("user", "enable", "zed"));
    }

    @Test
    void theGroupAloneOrAnUnknownSubcommandIsBadUsage() {
        Cli.Run alone = cli.runExactly("", "user");
        assertEquals(2, alone.code());
        assertEquals("Missing a subcommand of 'pbm user'", alone.firstErrorLine());
        assertTrue(alone.err().contains("\nUsage: pbm user [-hV] [COMMAND]"), alone.err());

        Cli.Run unknown = cli.runExactly("", "user", "frob");
        assertEquals(2, unknown.code());
        assertEquals("Unmatched argument at index 1: 'frob'", unknown.firstErrorLine());
        assertTrue(unknown.err().contains("\nUsage: pbm user [-hV] [COMMAND]"), unknown.err());
    }

    static Stream<Arguments> badUsage() {
        return Stream.of(
                Arguments.of(List.of("user", "add", "--password", "x", "--address", "a@example.org"),
                        "Missing required parameter: 'USERID'", "pbm user add "),
                Arguments.of(List.of("user", "add", "alice", "--address", "a@example.org"),
                        "Error: Missing required argument (specify one of these): (--password-stdin | --password=P)",
                        "pbm user add "),
                Arguments.of(List.of("user", "add", "alice", "--password", "x", "--password-stdin",
                        "--address", "a@example.org"),
                        "Error: --password-stdin, --password=P are mutually exclusive (specify only one)",
                        "pbm user add "),
                Arguments.of(List.of("user", "add", "alice", "--password", "x", "--frob"),
                        "Unknown option: '--frob'", "pbm user add "),
                Arguments.of(List.of("user", "list", "extra"), "Unmatched argument at index 2: 'extra'",
                        "pbm user list "),
                Arguments.of(List.of("user", "list", "--frob"), "Unknown option: '--frob'", "pbm user list "),
                Arguments.of(List.of("user", "show"), "Missing required parameter: 'USERID'", "pbm user show "),
                Arguments.of(List.of("user", "show", "alice", "--frob"), "Unknown option: '--frob'", "pbm user show "),
                Arguments.of(List.of("user", "passwd", "--password", "x"), "Missing required parameter: 'USERID'",
                        "pbm user passwd "),
                Arguments.of(List.of("user", "passwd", "alice"),
                        "Error: Missing required argument (specify one of these): (--password-stdin | --password=P)",
                        "pbm user passwd "),
                Arguments.of(List.of("user", "passwd", "alice", "--password", "x", "--frob"),
                        "Unknown option: '--frob'", "pbm user passwd "),
                Arguments.of(List.of("user", "remove"), "Missing required parameter: 'USERID'", "pbm user remove "),
                Arguments.of(List.of("user", "remove", "alice", "--frob"), "Unknown option: '--frob'",
                        "pbm user remove "),
                Arguments.of(List.of("user", "disable"), "Missing required parameter: 'USERID'", "pbm user disable "),
                Arguments.of(List.of("user", "disable", "alice", "--frob"), "Unknown option: '--frob'",
                        "pbm user disable "),
                Arguments.of(List.of("user", "enable"), "Missing required parameter: 'USERID'", "pbm user enable "),
                Arguments.of(List.of("user", "enable", "alice", "--frob"), "Unknown option: '--frob'",
                        "pbm user enable "));
    }

    @ParameterizedTest
    @MethodSource("badUsage")
    void badUsagePrintsTheErrorAndTheUsageAndExits2(List<String> args, String error, String usage) {
        Cli.Run run = cli.run(args.toArray(String[]::new));

        assertEquals(2, run.code(), run.err());
        assertEquals("", run.out());
        assertEquals(error, run.firstErrorLine());
        assertTrue(run.err().contains("\nUsage: " + usage), run.err());
    }
}
