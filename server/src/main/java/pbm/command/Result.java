package pbm.command;

import java.util.List;

/** What running one command gave: the replies it sends, or a refusal in one plain sentence. */
public sealed interface Result {
    /** The command was carried out; these mails go out. */
    record Done(List<Reply> replies) implements Result {
        public Done {
            replies = List.copyOf(replies);
        }
    }

    /**
     * The command was refused and changed nothing. {@code sentence} says what was wrong
     * and what to do; {@code subject} is the error subject ({@code Draughts error},
     * {@code Draughts Board 101 Error}); {@code extra} (may be empty) follows the sentence,
     * e.g. the board.
     */
    record Refused(String subject, String sentence, String extra) implements Result {
    }

    static Done done(Reply... replies) {
        return new Done(List.of(replies));
    }

    static Refused refused(String sentence) {
        return new Refused("Draughts error", sentence, "");
    }
}
