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
}
