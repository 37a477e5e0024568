package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pbm.mail.InboundMessage;
import pbm.mail.InboundParser;
import pbm.mail.MailWriter;
import pbm.mail.OutboundMail;
import pbm.store.OutboxRow;
import pbm.testing.Mails;
import pbm.testing.TestServer;

/**
 * Property test over 10,000 random and mutated mails (fixed seeds, so a failure names the seed
 * and the mail number and can be replayed): truncated MIME, wrong charsets and transfer
 * encodings, NUL bytes, 5,000-line bodies, commands with their words shuffled or cut.
 * Through the parser and the processor: no exception escapes; a mail with at most one command
 * line gets at most one error reply, and no mail more replies than it has command lines (+1
 * for the unknown ones together); accounts appear and disappear only with the reply that says
 * so; a re-delivered mail changes nothing; the replies (of every fourth mail) can be written as
 * mails whose headers are only those the writer sets.
 */
class HostileMailPropertyTest {
    private static final int MAILS = 10_000;
    private static final long[] SEEDS = {20261122L, 7L};
    private static final String[] CHARSETS = {"UTF-8", "utf-16", "koi8-r", "x-unknown", "ISO-2022-JP", "",
        "\"", "windows-1252", "us-ascii", "UTF-7", "utf-8\u0000"};
    private static final String[] ENCODINGS = {"8bit", "base64", "quoted-printable", "x-uue", "7bit", "binary",
        "x-garbage"};
    private static final String[] COMMANDS = {"signup %u %p", "signup %u", "help", "help commands", "list",
        "change password %u %p new%p", "change address %u %p %u@example.net", "signoff %u %p", "draughts games",
        "draughts move 101 %u %p 32-28", "draughts challenge %u bob", "help no-such-page", "multiple", "-- ",
        "> quoted signup x y", "vacation %u %p on", "chall", "%u %p"};

    @Test
    void tenThousandHostileMailsNeverBreakTheProcessor() throws Exception {
        Path base = Files.isDirectory(Paths.get("/dev/shm")) ? Paths.get("/dev/shm") : Paths.get("target");
        Path dir = Files.createTempDirectory(base, "pbm-hostile-");
        long started = System.nanoTime();
        long[] delivering = new long[1];
        List<byte[]> corpus = corpus();
        int perSeed = MAILS / SEEDS.length;
        int replies = 0;
        int multiErrorMails = 0;
        java.util.Map<MessageProcessor.Outcome, Integer> outcomes = new java.util.EnumMap<>(MessageProcessor.Outcome.class);
        // the hundred senders are strangers until they sign up: their one reply an hour would
        // leave most mails dropped unread (StrangersAndFloodsTest tests that), so none is
        Files.writeString(dir.resolve("pbm.properties"), "stranger.replies-per-hour=1000000\n");
        try (TestServer server = new TestServer(dir)) {
            int users = 0;
            MailWriter writer = new MailWriter("pbm@localhost", Clock.systemUTC());
            for (long seed : SEEDS) {
                Random random = new Random(seed);
                for (int n = 0; n < perSeed; n++) {
                    byte[] raw = mail(random, corpus);
                    String where = "seed " + seed + " mail " + n;
                    int usersBefore = users;
                    List<OutboxRow> out;
                    try {
                        long t0 = System.nanoTime();
                        out = server.deliver(raw);
                        delivering[0] += System.nanoTime() - t0;
                    } catch (Exception | Error e) {
                        throw new AssertionError(where + " threw", e);
                    }
                    replies += out.size();
                    InboundMessage parsed = InboundParser.parse(raw);
                    int lines = commandLines(parsed);
                    long errors = out.stream().filter(r -> r.subject().toLowerCase().endsWith(" error")).count();
                    if (errors > 1) {
                        multiErrorMails++;
                    }
                    if (lines <= 1 && errors > 1) {
                        fail(where + ": " + errors + " error replies to a mail with one command line");
                    }
                    assertTrue(out.size() <= lines + 1, where + ": " + out.size() + " replies for " + lines + " lines");
                    List<String> parts = out.stream().flatMap(r -> parts(r).stream()).toList();
                    long signups = parts.stream().filter(s -> s.startsWith("pbm signup ")).count();
                    long signoffs = parts.stream().filter(s -> s.startsWith("pbm signoff ")).count();
                    users = users(server);
                    assertEquals(usersBefore + signups - signoffs, users, where + ": accounts changed");
                    if (n % 4 == 0) { // a quarter of them, to keep the test fast; MailGuardsTest checks the rest
                        for (OutboxRow row : out) {
                            writable(writer, row, where);
                        }
                    }
                    if (n % 10 == 0) {
                        assertEquals(List.of(), server.deliver(raw), where + " re-delivered");
                        assertEquals(users, users(server), where + " re-delivered: accounts changed");
                    }
                    outcomes.merge(server.lastOutcome(), 1, Integer::sum);
                    if (n % 250 == 0) { // keep the hourly error limit out of the way: MailGuardsTest tests it
                        server.clock().advance(Duration.ofMinutes(61));
                    }
                }
            }
        } finally {
            deleteTree(dir);
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        System.out.printf("hostile mails: %d in %.1f s, %d replies, %d mails with several error replies, %s%n",
                MAILS, seconds, replies, multiErrorMails, outcomes);
        System.out.printf("of which in deliver: %.1f s%n", delivering[0] / 1e9);
    }

    private static void writable(MailWriter writer, OutboxRow row, String where) {
        OutboundMail mail = new OutboundMail(row.recipients(), row.subject(), row.body(), row.inReplyTo(),
                row.references());
        String raw = new String(writer.toBytes(mail, writer.newMessageId("outbox-" + row.id())),
                StandardCharsets.ISO_8859_1);
        for (String name : MailGuardsTest.headerNames(raw)) {
            assertTrue(MailGuardsTest.REPLY_HEADERS.contains(name), where + ": reply header " + name);
        }
    }

    private static final java.util.regex.Pattern MERGED = java.util.regex.Pattern.compile(
            "\\AYour mail gave (\\d+) answers; here they are in one mail:\n\n");
    private static final java.util.regex.Pattern PART = java.util.regex.Pattern.compile("(?m)^  \\d+\\. (.*)$");

    /** The subjects of the answers a reply holds: its own, or those its list names when it merged several. */
    private static List<String> parts(OutboxRow reply) {
        java.util.regex.Matcher merged = MERGED.matcher(reply.body());
        if (!merged.find()) {
            return List.of(reply.subject());
        }
        int count = Integer.parseInt(merged.group(1));
        List<String> out = new ArrayList<>();
        java.util.regex.Matcher part = PART.matcher(reply.body());
        while (out.size() < count && part.find()) {
            out.add(part.group(1));
        }
        assertEquals(count, out.size(), reply.body());
        return out;
    }

    /** An upper bound of the commands CommandReader can find: the subject and the unindented body lines. */
    private static int commandLines(InboundMessage message) {
        int lines = message.subject().isBlank() ? 0 : 1;
        for (String line : message.text().split("\n")) {
            if (!line.isBlank() && !Character.isWhitespace(line.charAt(0))) {
                lines++;
            }
        }
        return Math.max(lines, 1);
    }

    private static int users(TestServer server) throws Exception {
        return server.database().transaction(c -> {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT count(*) FROM users")) {
                rs.next();
                return rs.getInt(1);
            }
        });
    }

    /** The hand-written test mails, and a few valid command mails. */
    private static List<byte[]> corpus() throws IOException {
        List<byte[]> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(Paths.get("src", "test", "resources", "mail"))) {
            for (Path file : files.sorted().toList()) {
                out.add(Files.readAllBytes(file));
            }
        }
        return out;
    }

    private static byte[] mail(Random random, List<byte[]> corpus) {
        byte[] raw = random.nextInt(5) == 0 ? fromCorpus(random, corpus) : generated(random);
        int mutations = random.nextInt(4);
        for (int i = 0; i < mutations; i++) {
            raw = mutate(random, raw);
        }
        return raw;
    }

    /** A hand-written mail, most often under a fresh Message-ID so it is not a mere duplicate. */
    private static byte[] fromCorpus(Random random, List<byte[]> corpus) {
        byte[] raw = corpus.get(random.nextInt(corpus.size()));
        if (random.nextInt(5) == 0) {
            return raw;
        }
        return new String(raw, StandardCharsets.ISO_8859_1)
                .replaceFirst("(?im)^Message-ID:\\s*<", "Message-ID: <c" + random.nextInt(1 << 30) + ".")
                .getBytes(StandardCharsets.ISO_8859_1);
    }

    private static byte[] generated(Random random) {
        String from = random.nextInt(20) == 0 ? "mallory\r\nBcc: x@example.org" : "p" + random.nextInt(100) + "@example.org";
        StringBuilder body = new StringBuilder();
        int lines = random.nextInt(100) == 0 ? 5_000 : random.nextInt(4);
        for (int i = 0; i < lines; i++) {
            body.append(lines > 100 && random.nextInt(50) != 0 ? junkLine(random) : command(random)).append('\n');
        }
        String subject = random.nextInt(3) == 0 ? command(random) : random.nextBoolean() ? "" : "Re: Draughts Board 101";
        String mail = Mails.plain(from, subject, body.toString(), "<h-" + random.nextLong() + "@example.org>");
        if (random.nextInt(5) == 0) {
            mail = mail.replace("charset=UTF-8", "charset=" + pick(random, CHARSETS));
        }
        if (random.nextInt(5) == 0) {
            mail = mail.replace("Content-Transfer-Encoding: 8bit", "Content-Transfer-Encoding: " + pick(random, ENCODINGS));
        }
        if (random.nextInt(8) == 0) {
            mail = multipart(random, mail);
        }
        return mail.getBytes(random.nextBoolean() ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
    }

    private static String multipart(Random random, String mail) {
        int split = mail.indexOf("\n\n");
        String head = mail.substring(0, split).replaceAll("(?m)^Content-(Type|Transfer-Encoding):.*$", "X-Was: x");
        String body = mail.substring(split + 2);
        String boundary = random.nextBoolean() ? "b" + random.nextInt(1000) : "";
        return head + "\nContent-Type: multipart/" + pick(random, new String[] {"mixed", "alternative", "report"})
                + "; boundary=\"" + boundary + "\"\n\n--" + boundary + "\nContent-Type: text/"
                + pick(random, new String[] {"plain", "html", "enriched"}) + "; charset=" + pick(random, CHARSETS)
                + "\n\n" + body + (random.nextBoolean() ? "--" + boundary + "--\n" : "");
    }

    private static String command(Random random) {
        String user = random.nextInt(10) == 0 ? "" : "u" + random.nextInt(30);
        String text = pick(random, COMMANDS).replace("%u", user).replace("%p", "pw" + random.nextInt(3));
        List<String> words = new ArrayList<>(Arrays.asList(text.split(" ")));
        switch (random.nextInt(6)) {
            case 0 -> Collections.shuffle(words, random);
            case 1 -> words = words.subList(0, random.nextInt(words.size() + 1));
            case 2 -> {
                int i = random.nextInt(words.size());
                String w = words.get(i);
                words.set(i, w.substring(0, random.nextInt(w.length() + 1)));
            }
            default -> {
            }
        }
        return String.join(random.nextInt(10) == 0 ? "\t" : " ", words);
    }

    private static String junkLine(Random random) {
        StringBuilder s = new StringBuilder(random.nextBoolean() ? "  " : "> ");
        int length = random.nextInt(80);
        for (int i = 0; i < length; i++) {
            s.append((char) (32 + random.nextInt(95)));
        }
        return s.toString();
    }

    private static byte[] mutate(Random random, byte[] raw) {
        if (raw.length == 0) {
            return raw;
        }
        switch (random.nextInt(9)) {
            case 0 -> {
                return Arrays.copyOf(raw, random.nextInt(raw.length));
            }
            case 1 -> {
                byte[] out = raw.clone();
                for (int i = 0; i < 1 + random.nextInt(8); i++) {
                    out[random.nextInt(out.length)] = 0;
                }
                return out;
            }
            case 2 -> {
                byte[] out = raw.clone();
                for (int i = 0; i < 1 + random.nextInt(8); i++) {
                    out[random.nextInt(out.length)] = (byte) random.nextInt(256);
                }
                return out;
            }
            case 3 -> {
                return new String(raw, StandardCharsets.ISO_8859_1).replace("\n", "\r")
                        .getBytes(StandardCharsets.ISO_8859_1);
            }
            case 4 -> {
                String s = new String(raw, StandardCharsets.ISO_8859_1);
                return s.replaceFirst("(?m)^(From|Message-ID|Content-Type|MIME-Version):.*\\r?\\n", "")
                        .getBytes(StandardCharsets.ISO_8859_1);
            }
            case 5 -> {
                String s = new String(raw, StandardCharsets.ISO_8859_1);
                return s.replaceFirst("\\r?\\n\\r?\\n", "\n").getBytes(StandardCharsets.ISO_8859_1);
            }
            case 6 -> {
                byte[] out = Arrays.copyOf(raw, raw.length + 20_000);
                Arrays.fill(out, raw.length, out.length, (byte) 'x');
                return out;
            }
            case 7 -> {
                byte[] out = new byte[random.nextInt(2_000)];
                random.nextBytes(out);
                return out;
            }
            default -> {
                String s = new String(raw, StandardCharsets.ISO_8859_1);
                int at = random.nextInt(s.length());
                return (s.substring(0, at) + "\n--\n" + s.substring(at)).getBytes(StandardCharsets.ISO_8859_1);
            }
        }
    }

    private static String pick(Random random, String[] options) {
        return options[random.nextInt(options.length)];
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Collections.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
