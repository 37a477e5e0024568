package pbm.rules.fairy;

/**
 * A definition pbm refuses: one message naming the file, the line and the key, e.g.
 * {@code chess.ini line 7, key "promotionPieceType": unknown key}.
 */
public final class DefinitionException extends Exception {
    private static final long serialVersionUID = 1L;

    /** The line of the definition the problem is on (1 the first). */
    private final int line;

    DefinitionException(String file, int line, String key, String problem) {
        super(file + " line " + line + ", key \"" + key + "\": " + problem);
        this.line = line;
    }

    public int line() {
        return line;
    }
}
