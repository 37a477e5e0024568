package pbm.rules.fairy;

/**
 * A definition pbm refuses: one message naming the file, the line and the key, e.g.
 * {@code chess.ini line 7, key "promotionPieceType": unknown key}.
 */
public final class DefinitionException extends Exception {
    private static final long serialVersionUID = 1L;

    DefinitionException(String file, int line, String key, String problem) {
        super(file + " line " + line + ", key \"" + key + "\": " + problem);
    }
}
