package pbm.command;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import pbm.mail.OutboundMail;

/**
 * One mail in, one answer out: every reply of a mail that is no mail about a board (help pages,
 * lists and tables, a board shown, account notices, the refusals) and goes to the sender alone
 * leaves as one mail, its parts joined under a numbered rule each. A part given twice (60 lines
 * of {@code help chess}) is given once; a mail with a single answer gets it unchanged. The board
 * mails to the players of a board and the other mails about a board to each of them
 * ({@link OutboundMail#board()} above 0) stay one mail each, as do mails to anyone else.
 */
public final class Answers {
    /** The rule between the parts of one merged answer. */
    static final String RULE = "=".repeat(Text.WIDTH);

    private Answers() {
    }

    /** {@code replies} with the answers to {@code sender} merged into one, where the first of them stood. */
    public static List<OutboundMail> merged(String sender, List<OutboundMail> replies) {
        Set<Part> parts = new LinkedHashSet<>();
        int first = -1;
        List<OutboundMail> out = new ArrayList<>(replies.size());
        for (OutboundMail reply : replies) {
            if (!isAnswer(sender, reply)) {
                out.add(reply);
                continue;
            }
            if (first < 0) {
                first = out.size();
                out.add(reply);
            }
            parts.add(new Part(reply.subject(), reply.body()));
        }
        if (parts.size() > 1) {
            out.set(first, merge(out.get(first).to(), new ArrayList<>(parts)));
        }
        return out;
    }

    /** Whether {@code reply} is an answer to {@code sender}: about no board, to the sender alone. */
    static boolean isAnswer(String sender, OutboundMail reply) {
        return reply.board() <= 0 && reply.html() == null && reply.to().size() == 1 && sender != null
                && reply.to().get(0).toLowerCase(Locale.ROOT).equals(sender.toLowerCase(Locale.ROOT));
    }

    /** One part of a merged answer: what would have been one mail. */
    private record Part(String subject, String body) {
    }

    private static OutboundMail merge(List<String> to, List<Part> parts) {
        int count = parts.size();
        StringBuilder body = new StringBuilder("Your mail gave " + count + " answers; here they are in one mail:\n\n");
        for (int i = 0; i < count; i++) {
            body.append("  ").append(i + 1).append(". ").append(parts.get(i).subject()).append('\n');
        }
        for (int i = 0; i < count; i++) {
            Part part = parts.get(i);
            body.append('\n').append(RULE).append('\n')
                    .append(i + 1).append(" of ").append(count).append(": ").append(part.subject()).append('\n')
                    .append(RULE).append("\n\n").append(part.body());
            if (!part.body().endsWith("\n")) {
                body.append('\n');
            }
        }
        String subject = parts.get(0).subject() + ", and " + (count - 1) + " more answer" + (count > 2 ? "s" : "");
        return new OutboundMail(to, subject, body.toString());
    }
}
