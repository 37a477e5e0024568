package pbm.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import pbm.mail.HtmlPart;
import pbm.mail.OutboundMail;
import pbm.render.BoardPicture;

/** The {@code outbox} table: mails waiting to leave ({@link OutboundMail}), and the record of those that left. */
public final class Outbox {
    private static final String COLUMNS =
            "id, recipients, subject, body, in_reply_to, refs, state, attempts, next_try, created, last_error, reply_to, html, png, pictures, page";

    private final Statements statements;

    public Outbox(Connection connection) {
        this.statements = Statements.of(connection);
    }

    /** Queues a mail, due at once; returns its row id. */
    public long add(OutboundMail mail, Instant now) throws SQLException {
        return add(mail, now, null).id();
    }

    /**
     * Who a row is claimed for as it is queued, and until when: its sender is the process that
     * made it, which sends it right after the transaction commits without reading it back; no
     * other sender takes it before the lease ends ({@link #claimDue}, {@link #releaseClaims}).
     */
    public record Claim(String claimant, Instant leaseUntil) {
    }

    /**
     * Queues a mail (its player and board are not kept), due at once, or claimed by
     * {@code claim} when it is not null; returns the row as stored.
     */
    public OutboxRow add(OutboundMail mail, Instant now, Claim claim) throws SQLException {
        String created = StoredInstants.format(now);
        HtmlPart html = mail.html();
        long id;
        // RETURNING gives the id in the insert's own step; getGeneratedKeys would run a second query
        try (ResultSet keys = statements.query("INSERT INTO outbox (recipients, subject, body,"
                + " in_reply_to, refs, next_try, created, reply_to, page, pictures, claimed_by)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                String.join("\n", mail.to()),
                mail.subject(),
                mail.body(),
                mail.inReplyTo(),
                mail.references().isEmpty() ? null : String.join(" ", mail.references()),
                claim == null ? created : StoredInstants.format(claim.leaseUntil()),
                created,
                mail.replyTo(),
                html == null ? null : Deflated.of(html.html()),
                html == null ? null : String.join(" ", html.names()),
                claim == null ? null : claim.claimant())) {
            keys.next();
            id = keys.getLong(1);
        }
        OutboundMail stored = new OutboundMail(mail.to(), mail.subject(), mail.body(), mail.inReplyTo(),
                mail.references(), mail.replyTo(), html);
        return new OutboxRow(id, stored, "pending", 0, claim == null ? now : claim.leaseUntil(), now, null);
    }

    /** Pending rows due at {@code now}, oldest first. */
    public List<OutboxRow> due(Instant now, int limit) throws SQLException {
        return rows("SELECT " + COLUMNS + " FROM outbox WHERE state = 'pending' AND next_try <= ? ORDER BY id LIMIT ?",
                StoredInstants.format(now), limit);
    }

    /**
     * Claims up to {@code limit} pending rows due at {@code now} for {@code claimant} until
     * {@code leaseUntil}, oldest first, and returns them. Run it inside an immediate transaction:
     * a row claimed here is not due for anyone else until the lease ends or the claim is released
     * by {@link #markSent} or {@link #markFailedAttempt}.
     */
    public List<OutboxRow> claimDue(String claimant, Instant now, Instant leaseUntil, int limit) throws SQLException {
        // the rows are read first and claimed by their ids: reading them back by claimant would
        // also take rows this claimant holds already (replies claimed as they were queued, being
        // sent meanwhile), and it walked every pending row for each batch
        List<OutboxRow> rows = due(now, limit);
        updateRows("claimed_by = " + quoted(claimant) + ", next_try = " + quoted(StoredInstants.format(leaseUntil)), "",
                rows.stream().map(OutboxRow::id).toList());
        return rows.stream().map(row -> row.dueAt(leaseUntil)).toList();
    }

    /** The claimants holding a lease on a pending row past {@code now}. */
    public List<String> claimants(Instant now) throws SQLException {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = statements.query("SELECT DISTINCT claimed_by FROM outbox"
                + " WHERE state = 'pending' AND claimed_by IS NOT NULL AND next_try > ?", StoredInstants.format(now))) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    /** Makes the rows claimed by {@code claimant} (a sender that is gone) due at {@code now}; returns how many. */
    public int releaseClaims(String claimant, Instant now) throws SQLException {
        return statements.update("UPDATE outbox SET claimed_by = NULL, next_try = ?"
                + " WHERE state = 'pending' AND claimed_by = ?", StoredInstants.format(now), claimant);
    }

    /** Makes the rows {@code claimant} holds of these due at {@code now} for any sender (their sending failed). */
    public void release(List<Long> ids, String claimant, Instant now) throws SQLException {
        updateRows("claimed_by = NULL, next_try = " + quoted(StoredInstants.format(now)),
                " AND state = 'pending' AND claimed_by = " + quoted(claimant), ids);
    }

    /**
     * The error-reply guard's count. Its last condition is written exactly as the partial index
     * {@code outbox_error_replies} states it (migration V13): SQLite uses a partial index only
     * for a query that repeats the index's condition, and would otherwise read every reply to
     * the address ({@code OutboxErrorRepliesIndexTest}).
     */
    static final String ERROR_REPLIES = "SELECT count(*) FROM outbox WHERE recipients = ? AND created >= ?"
            + " AND (lower(subject) LIKE '% error' OR lower(subject) = 'error')";

    /**
     * How many replies to exactly {@code address} whose subject ends in the word "error"
     * (any case) were queued since {@code since}.
     */
    public int countErrorReplies(String address, Instant since) throws SQLException {
        try (ResultSet rs = statements.query(ERROR_REPLIES, address, StoredInstants.format(since))) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    /** Every row with an id above {@code id}, oldest first. */
    public List<OutboxRow> listAfter(long id) throws SQLException {
        return rows("SELECT " + COLUMNS + " FROM outbox WHERE id > ? ORDER BY id", id);
    }

    /** Every row in {@code state} (or all when null), oldest first. */
    public List<OutboxRow> list(String state) throws SQLException {
        String sql = "SELECT " + COLUMNS + " FROM outbox" + (state == null ? "" : " WHERE state = ?") + " ORDER BY id";
        return state == null ? rows(sql) : rows(sql, state);
    }

    /** Every row with an id above {@code id}, oldest first. */
    public List<OutboxRow> after(long id) throws SQLException {
        return rows("SELECT " + COLUMNS + " FROM outbox WHERE id > ? ORDER BY id", id);
    }

    /** Marks rows sent, in one statement (a batch of {@code .eml} files is marked at once). */
    public void markSent(List<Long> ids, Instant now) throws SQLException {
        updateRows("state = 'sent', sent = " + quoted(StoredInstants.format(now)) + ", attempts = attempts + 1, last_error = NULL,"
                + " claimed_by = NULL", "", ids);
    }

    /**
     * {@code UPDATE outbox SET assignments WHERE id IN (ids) condition}, a few hundred ids a
     * statement (well under SQLite's limit on an IN list's terms). Not prepared: each list is a
     * statement of its own, which would only crowd the statement cache, so the values are written
     * into it (ids are numbers, texts go through {@link #quoted}).
     */
    private void updateRows(String assignments, String condition, List<Long> ids) throws SQLException {
        for (int from = 0; from < ids.size(); from += 500) {
            StringBuilder list = new StringBuilder();
            for (long id : ids.subList(from, Math.min(ids.size(), from + 500))) {
                list.append(list.length() == 0 ? "" : ",").append(id);
            }
            statements.updateOnce("UPDATE outbox SET " + assignments + " WHERE id IN (" + list + ")" + condition);
        }
    }

    /** An SQL string literal. */
    private static String quoted(String text) {
        return "'" + text.replace("'", "''") + "'";
    }

    /** Records a failed attempt: try again at {@code nextTry}, or give up when {@code nextTry} is null. */
    public void markFailedAttempt(long id, String error, Instant nextTry) throws SQLException {
        statements.update(
                "UPDATE outbox SET attempts = attempts + 1, last_error = ?, state = ?, next_try = coalesce(?, next_try),"
                        + " claimed_by = NULL WHERE id = ?", error, nextTry == null ? "failed" : "pending",
                nextTry == null ? null : StoredInstants.format(nextTry), id);
    }

    /** Makes every pending or failed row due again at {@code now}; returns how many. */
    public int retryAll(Instant now) throws SQLException {
        return statements.update(
                "UPDATE outbox SET state = 'pending', next_try = ?, claimed_by = NULL WHERE state IN ('pending', 'failed')",
                StoredInstants.format(now));
    }

    /** The HTML part of the row {@code rs} stands on, or null: a page kept deflated, or as text by an older version. */
    private static HtmlPart html(ResultSet rs) throws SQLException {
        byte[] page = rs.getBytes(16);
        String html = page != null ? Deflated.text(page) : rs.getString(13);
        return html == null ? null : html(html, rs.getBytes(14), rs.getString(15));
    }

    /**
     * A queued HTML part: its pictures drawn again (or found drawn) from their names, tiles or a
     * whole board of hexagons or rings; a row queued before boards were tiles has its one picture
     * in {@code png}.
     */
    private static HtmlPart html(String html, byte[] png, String pictures) {
        List<HtmlPart.Picture> shown = new ArrayList<>();
        if (pictures == null && png != null) {
            shown.add(new HtmlPart.Picture(HtmlPart.CONTENT_ID, null, png));
        } else if (pictures != null && !pictures.isEmpty()) {
            String[] names = pictures.split(" ");
            for (int i = 0; i < names.length; i++) {
                shown.add(new HtmlPart.Picture(HtmlPart.contentId(i), names[i], BoardPicture.named(names[i])));
            }
        }
        return new HtmlPart(html, shown);
    }

    private List<OutboxRow> rows(String sql, Object... values) throws SQLException {
        List<OutboxRow> out = new ArrayList<>();
        try (ResultSet rs = statements.query(sql, values)) {
            while (rs.next()) {
                String refs = rs.getString(6);
                OutboundMail mail = new OutboundMail(Arrays.asList(rs.getString(2).split("\n")), rs.getString(3),
                        rs.getString(4), rs.getString(5), refs == null ? List.of() : Arrays.asList(refs.split(" ")),
                        rs.getString(12), html(rs));
                out.add(new OutboxRow(rs.getLong(1), mail, rs.getString(7), rs.getInt(8),
                        StoredInstants.parse(rs.getString(9)), StoredInstants.parse(rs.getString(10)),
                        rs.getString(11)));
            }
        }
        return out;
    }
}
