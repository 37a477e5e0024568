package pbm.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.mail.MailWriter;
import pbm.mail.OutboundMail;
import pbm.mail.HtmlPart;
import pbm.render.BoardPicture;
import pbm.render.Tile;
import pbm.render.Tiles;
import pbm.rules.Grid;
import pbm.store.OutboxRow;
import pbm.testing.Chromium;
import pbm.testing.TestServer;

/** Issues 17 and 33: board mails with the board as inline tile pictures in an HTML part. */
class BoardPictureMailTest {
    private static final int MAX_MAIL_BYTES = 128 * 1024;

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
    void aNewPlayersBoardMailIsTextAndHtmlWithTheTilesAndATextPlayersIsTextAlone() throws Exception {
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
            assertTrue(page.isMimeType("text/html"));
            String html = (String) page.getContent();
            Set<String> shown = new HashSet<>();
            Matcher cid = Pattern.compile("src=\"cid:([^\"]+)\"").matcher(html);
            while (cid.find()) {
                shown.add(cid.group(1));
            }
            // a draughts start: empty light and dark squares, White's and Black's men on dark ones
            assertEquals(4, shown.size(), shown.toString());
            assertEquals(shown.size() + 1, related.getCount(), "each tile once, beside the page");
            for (int i = 1; i < related.getCount(); i++) {
                BodyPart picture = related.getBodyPart(i);
                assertTrue(picture.isMimeType("image/png"));
                String id = picture.getHeader("Content-ID")[0];
                assertTrue(shown.remove(id.substring(1, id.length() - 1)), id);
                BufferedImage png = ImageIO.read(picture.getInputStream());
                assertEquals(BoardPicture.LARGE * BoardPicture.SCALE, png.getWidth(), "drawn at twice its size");
            }
            assertEquals(Set.of(), shown, "every tile the page shows is in the mail");

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
            assertTrue(bob.html().html().contains("32-28"), "the move list under the picture");
            assertEquals(2, bob.html().names().stream().filter(name -> Tile.parse(name).outlined()).count(),
                    "the last move's two squares outlined");
            assertEquals(2, count(bob.html().html(), bob.html().pictures().stream()
                    .filter(picture -> Tile.parse(picture.name()).outlined()).map(HtmlPart.Picture::contentId).toList()),
                    "each shown once");
        }
    }

    /** How many times the page shows one of the pictures {@code contentIds} names. */
    private static long count(String html, List<String> contentIds) {
        return Pattern.compile("src=\"cid:([^\"]+)\"").matcher(html).results()
                .filter(match -> contentIds.contains(match.group(1))).count();
    }

    /**
     * Issue 33: the board scales down to a narrow mail window: the table never grows past the
     * board's own width and shrinks with the window; each tile fills its cell, keeping square.
     */
    @Test
    void theBoardShrinksToTheWindow() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            List<OutboxRow> rows = new ArrayList<>(server.mail("alice@example.org", "draughts challenge alice bob", ""));
            rows.addAll(server.mail("alice@example.org", "chess challenge alice bob", ""));
            int checked = 0;
            for (OutboxRow row : rows) {
                if (row.html() == null) {
                    continue;
                }
                String html = row.html().html();
                Matcher table = Pattern.compile("<table [^>]*style=\"([^\"]*)\"").matcher(html);
                assertTrue(table.find(), html);
                assertTrue(table.group(1).contains("width:100%") && table.group(1).contains("max-width:"), table.group(1));
                Matcher img = Pattern.compile("<img class=\"t\" src=\"cid:[^\"]+\" width=\"(\\d+)\" height=\"(\\d+)\"")
                        .matcher(html);
                assertTrue(img.find(), html);
                assertEquals(img.group(1), img.group(2));
                assertTrue(html.contains("<style>img.t{display:block;width:100%;height:auto}"), html);
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
            int[] box = box(image, Tiles.LIGHT, Tiles.DARK);
            int shownWidth = 390 - 2 * 8; // the body's margin of 8 px each side
            // the coordinates' columns keep their width, the board's ten columns share the rest
            int expected = shownWidth - 2 * BoardPicture.margin(true);
            assertTrue(box[0] >= 8 && box[2] < 390 - 8, "the board inside the window: " + box[0] + ".." + box[2]);
            assertTrue(Math.abs(box[2] - box[0] + 1 - expected) <= 6, "the board's width " + (box[2] - box[0] + 1)
                    + ", expected about " + expected);
            assertTrue(Math.abs((box[2] - box[0]) - (box[3] - box[1])) <= 4, "the board stays square");
        }
    }

    /** A headless Chromium screenshot of {@code row}'s HTML part in a window {@code width} px wide. */
    static BufferedImage screenshot(Path chromium, OutboxRow row, int width, Path dir) throws Exception {
        Path page = dir.resolve("page" + width + "-" + row.id());
        Files.createDirectories(page);
        String html = row.html().html();
        for (HtmlPart.Picture picture : row.html().pictures()) {
            String file = picture.contentId().replaceAll("[^A-Za-z0-9.+-]", "_") + ".png";
            Files.write(page.resolve(file), picture.png());
            html = html.replace("cid:" + picture.contentId() + "\"", file + "\"");
        }
        Files.writeString(page.resolve("mail.html"), html);
        return Chromium.screenshot(chromium, page.resolve("mail.html").toUri().toString(), width, 1400, dir);
    }

    private BufferedImage screenshot(Path chromium, OutboxRow row, int width) throws Exception {
        return screenshot(chromium, row, width, dir);
    }

    /** The box (left, top, right, bottom) of every pixel of the given colours. */
    static int[] box(BufferedImage image, Color... colours) {
        return Chromium.box(image, colours);
    }

    /** The .eml outbound (replies in batches) writes the same mail: tiles and Reply-To included. */
    @Test
    void aBoardMailLeavingAsAnEmlFileKeepsTheTilesAndTheReplyAddress() throws Exception {
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
            assertEquals(bob.html().pictures().size() + 1, related.getCount());
            for (int i = 0; i < bob.html().pictures().size(); i++) {
                assertTrue(related.getBodyPart(i + 1).isMimeType("image/png"));
                assertArrayEquals(bob.html().pictures().get(i).png(),
                        related.getBodyPart(i + 1).getInputStream().readAllBytes());
            }
        }
    }

    @Test
    void theLargestBoardsMailsStayUnder128KiB() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            for (String game : List.of("draughts -large", "grand", "capablanca", "chess", "shogi", "xiangqi", "glinski",
                    "byzantine")) {
                List<OutboxRow> rows = server.mail("alice@example.org", game.split(" ")[0] + " challenge alice bob"
                        + (game.contains(" ") ? " " + game.split(" ")[1] : ""), "");
                for (OutboxRow row : rows) {
                    if (row.html() != null) {
                        int size = written(row).length;
                        System.out.println("board mail " + game + ": " + size + " bytes, " + row.html().pictures().size()
                                + " tiles");
                        assertTrue(size < MAX_MAIL_BYTES, game + ": " + size);
                    }
                }
            }
        }
    }

    /**
     * The HTML part as a browser shows it: headless Chromium renders the page with the tiles
     * (their cid: named as files beside it) and the screenshot is measured and sampled.
     */
    @Test
    void chromiumShowsTheBoardWithTheRightSizeAndColours() throws Exception {
        Path chromium = chromium();
        try (TestServer server = TestServer.withThreePlayers(dir.resolve("data"))) {
            List<OutboxRow> rows = server.mail("alice@example.org", "draughts challenge alice bob", "");
            OutboxRow bob = to(rows, "bob@example.org");
            BufferedImage image = screenshot(chromium, bob, 1280);
            int[] box = box(image, Tiles.LIGHT, Tiles.DARK);
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
            assertTrue(near(man, Tiles.WHITE_PIECE), "a white man at the centre of its square: " + man);
            Color manSquare = at(image, grid, left, top, whiteMan, 0.04, 0.5);
            assertTrue(near(manSquare, Tiles.DARK), "its square is dark: " + manSquare);
            assertTrue(near(at(image, grid, left, top, emptyLight, 0.5, 0.5), Tiles.LIGHT), "an empty light square");
            assertTrue(near(at(image, grid, left, top, emptyDark, 0.5, 0.5), Tiles.DARK), "an empty dark square");
            // flipped for bob: White's men are in the top rows of his picture
            int whiteRow = whiteMan[1]; // turned round, rank r is the r-th row from the top
            assertTrue(whiteRow < 4, "bob sees White at the top: row " + whiteRow);
        }
    }

    private static Color at(BufferedImage image, Grid grid, int left, int top, int[] cell, double fx, double fy) {
        int square = BoardPicture.LARGE;
        int x = left + (grid.width() - 1 - cell[0]) * square + (int) (fx * square);
        int y = top + cell[1] * square + (int) (fy * square);
        return new Color(image.getRGB(x, y));
    }

    static boolean near(Color a, Color b) {
        return Chromium.near(a, b);
    }

    static Path chromium() throws Exception {
        return Chromium.path();
    }
}
