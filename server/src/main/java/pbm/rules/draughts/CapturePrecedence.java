package pbm.rules.draughts;

/** Which of the possible capture sequences a player may choose. Capturing itself is always compulsory. */
enum CapturePrecedence {

    /** Any capture sequence may be chosen (English/ACF, American pool/APCA, Russian/FMJD-64). */
    FREE("", ""),

    /** The sequence capturing the most pieces is compulsory, kings and men counting alike (FMJD rules). */
    QUANTITY("More pieces can be captured: ", "capture the greatest number of pieces"),

    /**
     * Federação Portuguesa / Spanish federation: the most pieces, and at equal number the sequence taking
     * the most kings.
     */
    QUANTITY_THEN_KINGS("More pieces can be captured: ",
            "capture the most pieces and, at an equal number, the most kings"),

    /**
     * FID (Italian) rules, in order: the most pieces; at an equal number, capturing with a king rather
     * than a man; then the sequence taking the most kings; then the one meeting a king first.
     */
    ITALIAN("This capture is not allowed by the Italian precedence rules: ",
            "capture the most pieces; at an equal number, with a king; then the most kings; then a king first"),

    /** Czech federation: if a king can capture, a king must capture; otherwise free choice. */
    KING_MUST_CAPTURE("A king can capture, so a king must capture: ", "capture with a king when a king can"),

    /**
     * Frisian Draughts Federation (official rules, 2011): the sequence of the greatest value is compulsory,
     * a king being worth more than one man and less than two; at equal value a king must capture rather
     * than a man. Values as lidraughts implements the federation's rule: man 100, king 199 (1.99 men).
     */
    FRISIAN_VALUE("A capture of more value can be made: ",
            "capture the most value (a king counts as 1.99 men); at equal value, with a king");

    private final String rejection;
    private final String summary;

    CapturePrecedence(String rejection, String summary) {
        this.rejection = rejection;
        this.summary = summary;
    }

    /** Opening words of the reply when a player picks a capture this rule forbids. */
    public String rejection() {
        return rejection;
    }

    /** The rule in a few words, for help pages. */
    public String summary() {
        return summary;
    }
}
