package pbm.command;

import java.util.List;
import pbm.mail.OutboundMail;

/** What running one command gave: the replies it sends, or a refusal in one plain sentence. */
public sealed interface Result {
    /**
     * The subject of a refusal tied to no board: the processor makes it the game's error subject
     * when the command named a game ({@code Chess error}), the server's otherwise ({@code pbm error},
     * after {@code server.name}).
     */
    String ERROR = "error";

    /** The command was carried out; these mails go out. */
    record Done(List<OutboundMail> replies) implements Result {
        public Done {
            replies = List.copyOf(replies);
        }
    }

    /**
     * The command was refused and changed nothing. {@code sentence} says what was wrong
     * and what to do; {@code subject} is the error subject: {@link #ERROR} (the game's or the
     * server's error, as the command named a game or not) or a board's ({@code Draughts Board 101
     * Error}); {@code extra} (may be empty) follows the sentence,
     * e.g. the board.
     */
    record Refused(String subject, String sentence, String extra) implements Result {
    }

    static Done done(OutboundMail... replies) {
        return new Done(List.of(replies));
    }

    static Refused refused(String sentence) {
        return new Refused(ERROR, sentence, "");
    }
}
