package pbm.command;

import java.util.List;
import java.util.Locale;

/**
 * A command of a player on a board, read: the game word (lower case), the board as the command
 * names it ({@code 101}), the player, the password (null for a reply to a board mail, whose
 * address proves the player), the words after the password (a move) and the comment. Typed as
 * {@code GAME VERB board userid password rest...}, or made from a reply to a board mail.
 */
record BoardCommand(String gameWord, String board, String userid, String password, List<String> rest,
        String comment) {
    BoardCommand {
        rest = List.copyOf(rest);
        comment = comment == null ? "" : comment;
    }

    /** The command {@code text} states: {@code GAME VERB board userid password rest...}. */
    static BoardCommand of(CommandText text) {
        List<String> words = text.words();
        return new BoardCommand(text.word(0).toLowerCase(Locale.ROOT), text.word(2), text.word(3), text.word(4),
                words.size() > 5 ? words.subList(5, words.size()) : List.of(), text.comment());
    }
}
