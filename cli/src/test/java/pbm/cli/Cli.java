package pbm.cli;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import pbm.server.DataDir;
import pbm.store.Database;
import pbm.store.Passwords;

/** Runs {@code pbm} in-process on one data directory, with a fixed clock and fast hashing. */
final class Cli {
    static final Instant NOW = Instant.parse("2026-11-22T10:00:00Z");
    /** Few PBKDF2 rounds: tests add many accounts. The real tool always uses the full count. */
    static final Passwords FAST_PASSWORDS = new Passwords(1_000);

    /** What one run printed, and its exit code. */
    record Run(int code, String out, String err) {
        /** The first line of standard error. */
        String firstErrorLine() {
            int end = err.indexOf('\n');
            return end < 0 ? err : err.substring(0, end);
        }
    }

    private final Path data;
    private Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    private boolean terminal;

    /** On {@code data}, with a migrated database in it (the admin commands refuse a directory without one). */
    Cli(Path data) {
        this(data, true);
    }

    private Cli(Path data, boolean withDatabase) {
        this.data = data;
        if (withDatabase) {
            try (Database database = Database.open(DataDir.open(data).database())) {
                // created and migrated
            } catch (java.io.IOException | java.sql.SQLException e) {
                throw new IllegalStateException("cannot create the test database in " + data, e);
            }
        }
    }

    /** On {@code data} as it is: no database is made. */
    static Cli withoutDatabase(Path data) {
        return new Cli(data, false);
    }

    Path data() {
        return data;
    }

    Cli at(Instant now) {
        clock = Clock.fixed(now, ZoneOffset.UTC);
        return this;
    }

    Cli onTerminal() {
        terminal = true;
        return this;
    }

    /**
     * One mail from {@code from} whose subject is {@code line}, sent and handled at once (so mails
     * are handled in the order sent); both commands must succeed.
     */
    void mail(String from, String line) {
        org.junit.jupiter.api.Assertions.assertEquals(0, run("send", "--from", from, line).code(), line);
        Run processed = run("process");
        org.junit.jupiter.api.Assertions.assertEquals(0, processed.code(), line + ": " + processed.err());
    }

    /** {@code pbm args --data DIR}: the data option goes last, after the subcommand's own words. */
    Run run(String... args) {
        return runWithInput("", args);
    }

    Run runWithInput(String stdin, String... args) {
        List<String> all = new ArrayList<>(Arrays.asList(args));
        all.add("--data");
        all.add(data.toString());
        return runExactly(stdin, all.toArray(String[]::new));
    }

    /** {@code pbm args}, nothing added. */
    Run runExactly(String stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Environment environment = new Environment(clock, FAST_PASSWORDS,
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), terminal);
        int code;
        try (PrintWriter o = new PrintWriter(out); PrintWriter e = new PrintWriter(err)) {
            code = Main.run(args, o, e, environment);
        }
        return new Run(code, out.toString().replace(System.lineSeparator(), "\n"),
                err.toString().replace(System.lineSeparator(), "\n"));
    }
}
