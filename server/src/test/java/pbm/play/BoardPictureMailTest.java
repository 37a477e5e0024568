package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import jakarta.mail.BodyPart;
import jakarta.mail.Multipart;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.mail.MailWriter;
import pbm.mail.OutboundMail;
import pbm.render.BoardPicture;
import pbm.rules.Grid;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;

/** Issue 17, part 2: board mails with the board as an inline PNG in an HTML part. */
class BoardPictureMailTest {
    private static final int MAX_MAIL_BYTES = 100 * 1024;

    @TempDir
    Path dir;

    private static OutboxRow to(List<OutboxRow> rows, String address) {
        return rows.stream().filter(r -> r.recipients().contains(address)).findFirst().orElseThrow();
    }

    private static byte[] written(OutboxRow row) {
        return new MailWriter("pbm@localhost", Clock.systemUTC()).toBytes(new OutboundMail(row.recipients(),
                row.subject(), row.body(), null, List.of(), row.replyTo(), row.html()), "<t-" + row.id() + "@localhost>");
    }

    @Test
    void aNewPlayersBoardMailIsTextAndHtmlWithThePictureAndATextPlayersIsTextAlone() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            List<OutboxRow> rows = server.mail("alice@example.org", "draughts challenge alice bob", "");
            OutboxRow alice = to(rows, "alice@example.org");
            assertNotNull(alice.html(), "new players get the picture");
            byte[] raw = written(alice);
            assertTrue(raw.length < MAX_MAIL_BYTES, raw.length + " bytes");
            MimeMessage message = new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(raw));
            assertTrue(message.isMimeType("multipart/alternative"), message.getContentType());
            Multipart alternative = (Multipart) message.getContent();
            assertEquals(2, alternative.getCount());
            assertEquals(alice.body(), ((String) alternative.getBodyPart(0).getContent()).replace("\r\n", "\n"),
                    "the text part is the text mail's body exactly");
            Multipart related = (Multipart) alternative.getBodyPart(1).getContent();
            assertTrue(alternative.getBodyPart(1).isMimeType("multipart/related"));
            BodyPart page = related.getBodyPart(0);
            BodyPart picture = related.getBodyPart(1);
            assertTrue(page.isMimeType("text/html"));
            assertTrue(((String) page.getContent()).contains("src=\"cid:board@pbm\""));
            assertTrue(picture.isMimeType("image/png"));
            assertEquals("<board@pbm>", picture.getHeader("Content-ID")[0]);
            BufferedImage png = ImageIO.read(picture.getInputStream());
            assertEquals(10 * BoardPicture.LARGE + 2 * BoardPicture.margin(true), png.getWidth());

            // set text: the next board mail is text alone, its body unchanged
            List<OutboxRow> set = server.mail("alice@example.org", "draughts set alice apw text", "");
            assertTrue(set.get(0).body().contains("plain text only"), set.get(0).body());
            List<OutboxRow> moved = server.mail("alice@example.org", "draughts move 101 alice apw 32-28", "");
            OutboxRow textOnly = to(moved, "alice@example.org");
            assertNull(textOnly.html());
            MimeMessage plain = new MimeMessage(Session.getInstance(new Properties()),
                    new ByteArrayInputStream(written(textOnly)));
            assertEquals("text/plain; charset=UTF-8", plain.getContentType());
            OutboxRow bob = to(moved, "bob@example.org");
            assertNotNull(bob.html());
            assertEquals(bob.body().replace("alice", "x"), bob.body().replace("alice", "x"));
            assertTrue(bob.html().html().contains("32-28"), "the move list under the picture");
        }
    }

    /**
     * Issue 33: the picture scales down to a narrow mail window: the img keeps its size in width
     * and height, which are the PNG's (its IHDR header), and shrinks with max-width; for chess and
     * draughts.
     */
    @Test
    void thePictureShrinksToTheWindow() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            List<OutboxRow> rows = new java.util.ArrayList<>(
                    server.mail("alice@example.org", "draughts challenge alice bob", ""));
            rows.addAll(server.mail("alice@example.org", "chess challenge alice bob", ""));
            int checked = 0;
            for (OutboxRow row : rows) {
                if (row.html() == null) {
                    continue;
                }
                String html = row.html().html();
                Matcher img = Pattern.compile("<img id=\"board\"[^>]* width=\"(\\d+)\" height=\"(\\d+)\"[^>]*"
                        + " style=\"([^\"]*)\">").matcher(html);
                assertTrue(img.find(), html);
                assertTrue(img.group(3).contains("max-width:100%") && img.group(3).contains("height:auto"),
                        img.group(3));
                byte[] png = row.html().png();
                assertEquals("IHDR", new String(png, 12, 4, java.nio.charset.StandardCharsets.US_ASCII));
                java.nio.ByteBuffer header = java.nio.ByteBuffer.wrap(png, 16, 8);
                assertEquals(Integer.parseInt(img.group(1)), header.getInt(), "the PNG's width");
                assertEquals(Integer.parseInt(img.group(2)), header.getInt(), "the PNG's height");
                checked++;
            }
            assertTrue(checked >= 2, "board mails with pictures: " + checked);
        }
    }

    /**
     * Issue 33: on a 390 px phone the whole board shows, shrunk to the window: seen by
     * Chromium, the box of the square colours lies inside the window and keeps the board square.
     */
    @Test
    void chromiumAt390PixelsShowsTheWholeBoard() throws Exception {
        Path chromium = chromium();
        try (TestServer server = TestServer.withThreePlayers(dir.resolve("data"))) {
            OutboxRow bob = to(server.mail("alice@example.org", "draughts challenge alice bob", ""), "bob@example.org");
            BufferedImage image = screenshot(chromium, bob, 390);
            int[] box = squaresBox(image);
            int shownWidth = 390 - 2 * 8; // the body's margin of 8 px each side
            double shrink = (double) shownWidth / BoardPicture.size(
                    server.database().transaction(c -> new GameService(c).load(101)).orElseThrow().play().grid(),
                    true)[0];
            int expected = (int) Math.round(10 * BoardPicture.LARGE * shrink);
            assertTrue(box[0] >= 8 && box[2] < 390 - 8, "the board inside the window: " + box[0] + ".." + box[2]);
            assertTrue(Math.abs(box[2] - box[0] + 1 - expected) <= 2, "the board's width " + (box[2] - box[0] + 1)
                    + ", expected about " + expected);
            assertTrue(Math.abs((box[2] - box[0]) - (box[3] - box[1])) <= 2, "the board stays square");
        }
    }

    /** A headless Chromium screenshot of {@code row}'s HTML part in a window {@code width} px wide. */
    private BufferedImage screenshot(Path chromium, OutboxRow row, int width) throws Exception {
        Path page = dir.resolve("page" + width);
        Files.createDirectories(page);
        Files.write(page.resolve("board.png"), row.html().png());
        Files.writeString(page.resolve("mail.html"), row.html().html().replace("cid:board@pbm", "board.png"));
        Path shot = dir.resolve("shot" + width + ".png");
        Path log = dir.resolve("chromium" + width + ".log");
        Process process = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=" + width + ",1200",
                "--screenshot=" + shot, page.resolve("mail.html").toUri().toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "Chromium did not finish in 2 minutes");
        assertTrue(Files.exists(shot), "Chromium made no screenshot: " + Files.readString(log));
        return ImageIO.read(shot.toFile());
    }

    /** The box (left, top, right, bottom) of every pixel of the two square colours. */
    private static int[] squaresBox(BufferedImage image) {
        int left = Integer.MAX_VALUE, top = Integer.MAX_VALUE, right = -1, bottom = -1;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                Color c = new Color(image.getRGB(x, y));
                if (near(c, BoardPicture.LIGHT) || near(c, BoardPicture.DARK)) {
                    left = Math.min(left, x);
                    top = Math.min(top, y);
                    right = Math.max(right, x);
                    bottom = Math.max(bottom, y);
                }
            }
        }
        return new int[] {left, top, right, bottom};
    }

    /** The .eml outbound (replies in batches) writes the same mail: picture and Reply-To included. */
    @Test
    void aBoardMailLeavingAsAnEmlFileKeepsThePictureAndTheReplyAddress() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            server.server().drainOutbox();
            server.mail("alice@example.org", "draughts challenge alice bob", "");
            OutboxRow bob = to(server.database().transaction(c -> new pbm.store.Outbox(c).list("pending")),
                    "bob@example.org");
            assertNotNull(bob.html());
            assertNotNull(bob.replyTo());
            assertTrue(server.server().drainOutbox() >= 2);
            Path eml;
            try (var files = Files.list(server.server().dataDir().outbox())) {
                eml = files.filter(p -> p.getFileName().toString().startsWith(bob.id() + "."))
                        .findFirst().orElseThrow(() -> new AssertionError("no .eml file for row " + bob.id()));
            }
            MimeMessage message = new MimeMessage(Session.getInstance(new Properties()),
                    new ByteArrayInputStream(Files.readAllBytes(eml)));
            assertTrue(message.isMimeType("multipart/alternative"), message.getContentType());
            assertEquals(bob.replyTo(), message.getHeader("Reply-To")[0]);
            Multipart related = (Multipart) ((Multipart) message.getContent()).getBodyPart(1).getContent();
            assertTrue(related.getBodyPart(1).isMimeType("image/png"));
            assertEquals(bob.html().png().length, related.getBodyPart(1).getInputStream().readAllBytes().length);
        }
    }

    @Test
    void theLargestBoardsMailsStayUnder100KiB() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            for (String game : List.of("draughts -large", "grand", "capablanca", "chess")) {
                List<OutboxRow> rows = server.mail("alice@example.org", game.split(" ")[0] + " challenge alice bob"
                        + (game.contains(" ") ? " " + game.split(" ")[1] : ""), "");
                for (OutboxRow row : rows) {
                    if (row.html() != null) {
                        int size = written(row).length;
                        System.out.println("board mail " + game + ": " + size + " bytes, PNG " + row.html().png().length);
                        assertTrue(size < MAX_MAIL_BYTES, game + ": " + size);
                    }
                }
            }
        }
    }

    /**
     * The HTML part as a browser shows it: headless Chromium renders the page with the picture
     * (its cid: named as a file beside it) and the screenshot is measured and sampled.
     */
    @Test
    void chromiumShowsTheBoardWithTheRightSizeAndColours() throws Exception {
        Path chromium = chromium();
        try (TestServer server = TestServer.withThreePlayers(dir.resolve("data"))) {
            List<OutboxRow> rows = server.mail("alice@example.org", "draughts challenge alice bob", "");
            OutboxRow bob = to(rows, "bob@example.org");
            BufferedImage image = screenshot(chromium, bob, 900);
            int[] box = squaresBox(image);
            int left = box[0], top = box[1], right = box[2], bottom = box[3];
            int square = BoardPicture.LARGE;
            assertEquals(10 * square, right - left + 1, "the board's width on screen");
            assertEquals(10 * square, bottom - top + 1, "the board's height on screen");

            // bob (Black, flip) sees the board turned round: find squares from the grid as drawn
            Grid grid = server.database().transaction(c -> new GameService(c).load(101)).orElseThrow().play().grid();
            int[] whiteMan = null;
            int[] emptyLight = null;
            int[] emptyDark = null;
            for (int file = 0; file < grid.width(); file++) {
                for (int rank = 0; rank < grid.height(); rank++) {
                    String cell = grid.largeCell(file, rank);
                    if (cell.equals(":C:") && whiteMan == null) {
                        whiteMan = new int[] {file, rank};
                    } else if (cell.equals("   ") && emptyLight == null) {
                        emptyLight = new int[] {file, rank};
                    } else if (cell.equals(":::") && emptyDark == null) {
                        emptyDark = new int[] {file, rank};
                    }
                }
            }
            Color man = at(image, grid, left, top, whiteMan, 0.5, 0.5);
            assertTrue(near(man, BoardPicture.WHITE_PIECE), "a white man at the centre of its square: " + man);
            Color manSquare = at(image, grid, left, top, whiteMan, 0.04, 0.5);
            assertTrue(near(manSquare, BoardPicture.DARK), "its square is dark: " + manSquare);
            assertTrue(near(at(image, grid, left, top, emptyLight, 0.5, 0.5), BoardPicture.LIGHT), "an empty light square");
            assertTrue(near(at(image, grid, left, top, emptyDark, 0.5, 0.5), BoardPicture.DARK), "an empty dark square");
            // flipped for bob: White's men are in the top rows of his picture
            int whiteRow = BoardPicture.row(grid, whiteMan[1], false);
            assertTrue(whiteRow < 4, "bob sees White at the top: row " + whiteRow);
        }
    }

    private static Color at(BufferedImage image, Grid grid, int left, int top, int[] cell, double fx, double fy) {
        int square = BoardPicture.LARGE;
        int x = left + BoardPicture.column(grid, cell[0], false) * square + (int) (fx * square);
        int y = top + BoardPicture.row(grid, cell[1], false) * square + (int) (fy * square);
        return new Color(image.getRGB(x, y));
    }

    private static boolean near(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) <= 6 && Math.abs(a.getGreen() - b.getGreen()) <= 6
                && Math.abs(a.getBlue() - b.getBlue()) <= 6;
    }

    /**
     * Chromium from the system's packages; the test fails, never skips, when there is none.
     * On a Debian machine where the build runs as root (a fresh CI machine, a container) the
     * project installs Debian's package itself, so {@code ./mvnw -B verify} needs nothing
     * beforehand there.
     */
    static Path chromium() throws Exception {
        Path found = onPath();
        if (found == null && Files.isExecutable(Path.of("/usr/bin/apt-get")) && "root".equals(
                System.getProperty("user.name"))) {
            System.err.println("BoardPictureMailTest: Chromium is missing; installing Debian's chromium package");
            Process install = new ProcessBuilder("sh", "-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive"
                    + " apt-get install -y -qq chromium").inheritIO().start();
            install.waitFor(15, java.util.concurrent.TimeUnit.MINUTES);
            found = onPath();
        }
        if (found != null) {
            return found;
        }
        fail("Chromium was not found (looked for chromium, chromium-browser, google-chrome on the PATH). Install it"
                + " with \"apt-get install -y chromium\"; .ci/run installs it when missing.");
        return null;
    }

    private static Path onPath() {
        for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
            for (String directory : System.getenv().getOrDefault("PATH", "/usr/bin").split(":")) {
                Path candidate = Path.of(directory, name);
                if (Files.isExecutable(candidate)) {
                    return candidate;
                }
            }
        }
        return null;
    }
}
