package pbm.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.mail.HtmlPart;
import pbm.render.Tile;
import pbm.render.Tiles;
import pbm.rules.Grid;
import pbm.mail.OutboundMail;

/**
 * One record for a mail from the command to the transport (issue 31): the outbox keeps every
 * field a transport writes and gives the mail back as it was queued, only its player and
 * board (which serve until it is queued) left behind.
 */
class OutboxMailTest {
    /** A tile a board mail shows: the outbox keeps its name and draws it again from the name. */
    private static final HtmlPart.Picture PICTURE = picture(new Tile(Grid.Look.CHESS, 96, 1,
            new Grid.Content(Grid.Shape.LETTERED, true, "N", "knight", false), true, true, false));

    private static HtmlPart.Picture picture(Tile tile) {
        return new HtmlPart.Picture(HtmlPart.contentId(0), tile.name(), Tiles.png(tile));
    }

    @TempDir
    Path dir;

    @Test
    void aQueuedMailComesBackAsItWasQueued() throws Exception {
        Instant now = Instant.parse("2026-11-26T10:00:00Z");
        OutboundMail mail = OutboundMail.aboutBoard(List.of("bob@example.org", "bob@example.net"),
                "Draughts Board 101 bob", "the board\n", "bob", 101, new HtmlPart("<p>board</p>", List.of(PICTURE)))
                .withReplyTo("pbm+b101.m1.abcdefghijkl@localhost")
                .inThread("<m1@example.org>", List.of("<m0@example.org>", "<m1@example.org>"));
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            OutboxRow queued = database.transaction(c -> new Outbox(c).add(mail, now, null));
            OutboxRow read = database.transaction(c -> new Outbox(c).list(null)).get(0);
            OutboundMail expected = new OutboundMail(mail.to(), mail.subject(), mail.body(), mail.inReplyTo(),
                    mail.references(), mail.replyTo(), mail.html());
            assertEquals(queued.id(), read.id());
            for (OutboundMail back : List.of(queued.mail(), read.mail())) {
                assertEquals(List.of(expected.to(), expected.subject(), expected.body(), expected.inReplyTo(),
                        expected.references(), expected.replyTo(), expected.html().html()), List.of(back.to(),
                        back.subject(), back.body(), back.inReplyTo(), back.references(), back.replyTo(),
                        back.html().html()));
                assertEquals(List.of(PICTURE.name()), back.html().names());
                assertEquals(PICTURE.contentId(), back.html().pictures().get(0).contentId());
                assertArrayEquals(PICTURE.png(), back.html().pictures().get(0).png());
                assertEquals(null, back.player());
                assertEquals(0, back.board());
            }
            assertEquals(List.of("pending", 0, now), List.of(read.state(), read.attempts(), read.nextTry()));
        }
    }

    /** A page of many cells comes back whole from its deflated form; a mail queued before tiles keeps its picture. */
    @Test
    void aLongPageComesBackWholeAndAnOlderRowKeepsItsOnePicture() throws Exception {
        Instant now = Instant.parse("2026-11-26T10:00:00Z");
        String page = "<p>\u00e9</p>" + "<td><img class=\"t\" src=\"cid:p0@pbm\" width=\"48\" height=\"48\"></td>\n".repeat(400);
        OutboundMail mail = new OutboundMail(List.of("bob@example.org"), "s", "b\n", null, List.of(), null,
                new HtmlPart(page, List.of(PICTURE)));
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            database.transaction(c -> new Outbox(c).add(mail, now, null));
            database.transaction(c -> c.createStatement().executeUpdate("INSERT INTO outbox (recipients, subject,"
                    + " body, next_try, created, html, png) VALUES ('carol@example.org', 'old', 'b', '"
                    + StoredInstants.format(now) + "', '" + StoredInstants.format(now) + "', '<img src=\"cid:board@pbm\">',"
                    + " x'89504E47')"));
            List<OutboxRow> rows = database.transaction(c -> new Outbox(c).list(null));
            assertEquals(page, rows.get(0).html().html());
            HtmlPart old = rows.get(1).html();
            assertEquals("<img src=\"cid:board@pbm\">", old.html());
            assertEquals(HtmlPart.CONTENT_ID, old.pictures().get(0).contentId());
            assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, old.pictures().get(0).png());
        }
    }
}
