package pbm.rules.draughts;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import pbm.rules.Game;
import pbm.rules.Play;

/** A draughts {@link Variant} as a game of the rules seam. */
final class DraughtsGame implements Game {
    private final Variant variant;
    private final List<String> sides;
    private final String startFen;
    private final List<String> notationHint;
    private final Map<String, String> recordTags;

    DraughtsGame(Variant variant) {
        this.variant = variant;
        this.sides = List.of(variant.firstSide().title(), variant.firstSide().opponent().title());
        this.startFen = Fen.write(variant.initialPosition());
        this.notationHint = List.of(squaresLine(variant));
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("GameType", variant.gameType());
        if (!DraughtsFamily.byGameTypeAlone(variant.gameType()).equals(Optional.of(variant))) {
            // the GameType alone reads back another game (a -reverse game, or draughts -small,
            // whose GameType is Brazilian's): the Variant tag names this one
            tags.put("Variant", variant.name());
        }
        this.recordTags = java.util.Collections.unmodifiableMap(tags);
    }

    @Override
    public String name() {
        return variant.name();
    }

    @Override
    public String word() {
        return variant.rules().name().split(" ")[0];
    }

    @Override
    public String title() {
        return variant.title();
    }

    @Override
    public List<String> sides() {
        return sides;
    }

    /** White is drawn at the bottom (BOARD.md), whichever side moves first. */
    @Override
    public int bottomSeat() {
        return seatOf(Side.WHITE);
    }

    @Override
    public String startFen(long seed) {
        return startFen;
    }

    @Override
    public Play start(String fen) {
        Position position = Fen.read(variant, fen);
        return new DraughtsPlay(this, GameState.start(variant, position));
    }

    /** By the bitboard generator where it knows the variant's rules, else the object generator. */
    @Override
    public long perft(String fen, int depth) {
        return Perft.count(position(fen), depth);
    }

    @Override
    public Map<String, Long> divide(String fen, int depth) {
        return Perft.divide(position(fen), depth);
    }

    private Position position(String fen) {
        return fen == null ? variant.initialPosition() : Fen.read(variant, fen);
    }

    @Override
    public Map<String, String> recordTags() {
        return recordTags;
    }

    @Override
    public String result(Integer winnerSeat) {
        if (winnerSeat == null) {
            return "1/2-1/2";
        }
        return winnerSeat == seatOf(Side.WHITE) ? "1-0" : "0-1";
    }

    @Override
    public List<String> notationHint() {
        return notationHint;
    }

    Variant variant() {
        return variant;
    }

    int seatOf(Side side) {
        return variant.seatOf(side);
    }

    @Override
    public String toString() {
        return name();
    }

    /** {@code Square 1 is B10; moves may be given as 32-28 or G3-H4.} */
    private static String squaresLine(Variant variant) {
        Geometry geometry = variant.geometry();
        Position start = variant.initialPosition();
        List<Move> first = variant.legalMoves(start);
        String algebraic = first.isEmpty() ? "" : upper(geometry.algebraic(first.get(0).from())) + "-"
                + upper(geometry.algebraic(first.get(0).to()));
        if (!geometry.numericNotation()) {
            return "Squares: A1 is White's bottom left; moves may be given as " + algebraic + ".";
        }
        String square1 = upper(geometry.algebraic(1));
        String numeric = first.isEmpty() ? "" : variant.notation(start, first.get(0));
        return "Square 1 is " + square1 + "; moves may be given as " + numeric + " or " + algebraic + ".";
    }

    private static String upper(String text) {
        return text.toUpperCase(Locale.ROOT);
    }
}
