package pbm.server;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import pbm.mail.OutboundMail;
import pbm.command.Text;

/**
 * What a stranger, an address that is no player's, is sent: a reply of at most
 * {@value #MAX_BYTES} bytes (a forged sender's mail of a few hundred bytes buys a few KB at
 * most, once an hour). A longer answer is cut at a line's end and says where to get the rest:
 * the first part of a help page is its most useful (the index starts with how to sign up), so
 * the stranger gets that rather than a bare refusal. The reply that uses the hour's last one
 * says when the address's mail is read again.
 */
final class StrangerReplies {
    /** The most a reply to a stranger weighs: its body in UTF-8, the notes included. */
    static final int MAX_BYTES = 4096;
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private StrangerReplies() {
    }

    /** Whether {@code reply} goes to {@code from} (alone or with others). */
    static boolean answers(String from, OutboundMail reply) {
        for (String to : reply.to()) {
            if (to.equalsIgnoreCase(from)) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code reply} cut to {@link #MAX_BYTES}, with a note when it was cut, and, when
     * {@code readAgain} is not null (this reply fills the stranger's window of {@code perHour}
     * replies), one saying that mail before then is not read and how to become a player.
     */
    static OutboundMail limited(OutboundMail reply, Instant readAgain, int perHour) {
        String tail = readAgain == null ? "" : "\n" + "-".repeat(72) + "\n" + Text.wrap("This address is not a"
                + " player's, so the server answers it " + (perHour == 1 ? "once" : "at most " + perHour + " times")
                + " an hour: mail from it before " + CLOCK.format(readAgain) + " UTC is not read. To play, sign"
                + " up (mail \"signup USERID PASSWORD\"; \"help signup\" tells more): then every command is"
                + " answered, in full.") + "\n";
        String body = reply.body().endsWith("\n") ? reply.body() : reply.body() + "\n";
        if (bytes(body) + bytes(tail) > MAX_BYTES) {
            String cut = "\n" + Text.wrap("[Cut here: the rest of this answer goes only to a player's address; an"
                    + " address that is not a player's gets at most " + MAX_BYTES / 1024 + " KB. Sign up (\"signup"
                    + " USERID PASSWORD\") and ask again for the whole page.]") + "\n";
            body = prefix(body, MAX_BYTES - bytes(cut) - bytes(tail)) + cut;
        }
        return reply.withBody(body + tail);
    }

    /** The longest run of whole lines at the start of {@code text} that fits in {@code budget} bytes. */
    private static String prefix(String text, int budget) {
        int end = 0;
        int used = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            used += c < 0x80 ? 1 : c < 0x800 ? 2 : Character.isSurrogate(c) ? 2 : 3;
            if (used > budget) {
                break;
            }
            if (c == '\n') {
                end = i + 1;
            }
        }
        return text.substring(0, end);
    }

    private static int bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }
}
