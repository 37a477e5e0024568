package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.mail.BodyPart;
import jakarta.mail.Multipart;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.mail.HtmlPart;
import pbm.mail.MailWriter;
import pbm.mail.OutboundMail;
import pbm.render.BoardPicture;
import pbm.render.ShapedBoard;
import pbm.render.ShapedPicture;
import pbm.rules.Grid;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;

/**
 * A board mail of a game on hexagons (Gliński's) or a ring (Byzantine chess) shows the whole
 * board as one picture: the HTML part carries it and shows it by its Content-ID, shrinking to
 * the window but never wider than its own size; the outbox keeps the picture's name, and the
 * picture drawn again from it is the board as the game stands, turned for a player who sees
 * the board flipped.
 */
class ShapedBoardMailTest {
    private static final int MAX_MAIL_BYTES = 128 * 1024;

    @TempDir
    Path dir;

    @Test
    void aGlinskiBoardMailShowsTheWholeBoardAsOnePicture() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            OutboxRow alice = to(server.mail("alice@example.org", "glinski challenge alice bob", ""),
                    "alice@example.org");
            assertNotNull(alice.html(), "new players get the picture");
            HtmlPart.Picture picture = onlyPicture(alice);
            ShapedBoard board = ShapedBoard.parse(picture.name());
            assertEquals(Grid.Layout.HEXAGONAL, board.layout());
            assertTrue(board.upright(), "alice plays White: her board stands upright");
            assertEquals(91, board.cells().size());

            byte[] raw = written(alice);
            assertTrue(raw.length < MAX_MAIL_BYTES, raw.length + " bytes");
            MimeMessage message = new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(raw));
            Multipart related = (Multipart) ((Multipart) message.getContent()).getBodyPart(1).getContent();
            assertEquals(2, related.getCount(), "the page and its one picture");
            String html = (String) related.getBodyPart(0).getContent();
            BodyPart part = related.getBodyPart(1);
            assertTrue(part.isMimeType("image/png"), part.getContentType());
            assertEquals("<" + picture.contentId() + ">", part.getHeader("Content-ID")[0]);
            BufferedImage png = ImageIO.read(part.getInputStream());

            Matcher image = Pattern.compile("<div style=\"max-width:(\\d+)px\"><img class=\"t\" src=\"cid:([^\"]+)\""
                    + " width=\"(\\d+)\" height=\"(\\d+)\" alt=\"([^\"]*)\"></div>").matcher(html);
            assertTrue(image.find(), html);
            assertEquals(picture.contentId(), image.group(2), "the page shows the mail's picture");
            assertEquals(1, Pattern.compile("cid:").matcher(html).results().count(), "and nothing else by cid");
            assertEquals(image.group(1), image.group(3), "never wider than its own size");
            assertEquals(png.getWidth() / BoardPicture.SCALE, Integer.parseInt(image.group(3)), "drawn at twice its size");
            assertEquals(png.getHeight() / BoardPicture.SCALE, Integer.parseInt(image.group(4)));
            assertTrue(image.group(5).contains("Kg1") && image.group(5).contains("kg10"), image.group(5));
            assertTrue(html.contains("img.t{display:block;width:100%;height:auto}"), "it shrinks to the window");
            // f6, the centre of the picture, is empty and of the middle colour
            assertEquals(ShapedPicture.MIDDLE.getRGB(), png.getRGB(png.getWidth() / 2, png.getHeight() / 2));
        }
    }

    @Test
    void afterAMoveTheOutboxsNameDrawsTheBoardAgainTurnedForBlack() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            server.mail("alice@example.org", "glinski challenge alice bob", "");
            Grid start = grid(server);
            List<OutboxRow> moved = server.mail("alice@example.org", "glinski move 101 alice apw f6", "");
            OutboxRow bob = to(moved, "bob@example.org");
            assertTrue(bob.html().html().contains("f6"), "the move list under the picture");
            HtmlPart.Picture picture = onlyPicture(bob);
            ShapedBoard board = ShapedBoard.parse(picture.name());
            assertFalse(board.upright(), "bob plays Black and sees the board flipped");
            assertEquals(List.of("f5", "f6"), board.cells().stream().filter(ShapedBoard.Cell::changed)
                    .map(ShapedBoard.Cell::name).sorted().toList(), "the pawn's two cells outlined");
            // the row was read back from the outbox: its picture is the game's board drawn afresh
            BufferedImage sent = ImageIO.read(new ByteArrayInputStream(picture.png()));
            BufferedImage expected = ImageIO.read(new ByteArrayInputStream(
                    BoardPicture.png(grid(server), false, true, start, BoardPicture.SCALE)));
            assertEquals(expected.getWidth() + "x" + expected.getHeight(), sent.getWidth() + "x" + sent.getHeight());
            int far = 0;
            for (int y = 0; y < sent.getHeight(); y++) {
                for (int x = 0; x < sent.getWidth(); x++) {
                    far += close(expected.getRGB(x, y), sent.getRGB(x, y)) ? 0 : 1;
                }
            }
            assertEquals(0, far, "pixels off by more than the palette's rounding");
        }
    }

    @Test
    void aByzantineBoardMailShowsTheRing() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            OutboxRow bob = to(server.mail("alice@example.org", "byzantine challenge alice bob", ""),
                    "bob@example.org");
            ShapedBoard board = ShapedBoard.parse(onlyPicture(bob).name());
            assertEquals(Grid.Layout.CIRCULAR, board.layout());
            assertEquals(64, board.cells().size());
            assertTrue(written(bob).length < MAX_MAIL_BYTES);
        }
    }

    private static HtmlPart.Picture onlyPicture(OutboxRow row) {
        assertEquals(1, row.html().pictures().size(), row.html().names().toString());
        HtmlPart.Picture picture = row.html().pictures().get(0);
        assertTrue(ShapedBoard.isName(picture.name()), picture.name());
        return picture;
    }

    private static Grid grid(TestServer server) throws Exception {
        return server.database().transaction(c -> new GameService(c).load(101)).orElseThrow().play().grid();
    }

    private static OutboxRow to(List<OutboxRow> rows, String address) {
        return rows.stream().filter(r -> r.recipients().contains(address)).findFirst()
                .orElseThrow(() -> new AssertionError(TestServer.render(rows)));
    }

    private static byte[] written(OutboxRow row) {
        return new MailWriter("pbm@localhost", Clock.systemUTC()).toBytes(new OutboundMail(row.recipients(),
                row.subject(), row.body(), null, List.of(), row.replyTo(), row.html()), "<t-" + row.id() + "@localhost>");
    }

    /** Within the palette's rounding of a soft edge: 8 levels a channel at worst, half a step each way. */
    private static boolean close(int a, int b) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs((a >> shift & 0xFF) - (b >> shift & 0xFF)) > 19) {
                return false;
            }
        }
        return true;
    }
}
