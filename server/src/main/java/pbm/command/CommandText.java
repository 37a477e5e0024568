package pbm.command;

import java.util.List;

/**
 * One command as it stood in a mail: its blank-separated words, the comment that
 * goes with it (the body for a subject command, the indented lines after a body
 * command), and the lines it was read from, for quoting in an error reply.
 */
public record CommandText(List<String> words, String comment, List<String> sourceLines) {
    public CommandText {
        words = List.copyOf(words);
        sourceLines = List.copyOf(sourceLines);
        comment = comment == null ? "" : comment;
    }

    public String word(int index) {
        return index < words.size() ? words.get(index) : null;
    }

    public int size() {
        return words.size();
    }
}
