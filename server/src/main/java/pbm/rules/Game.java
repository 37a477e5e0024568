package pbm.rules;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One game as the server hosts it: a variant with its options (e.g. "draughts -reverse",
 * "chess", "chess -960"). Immutable and shared.
 */
public interface Game {

    /** The name stored with every board and used as the rating pool: "draughts -small", "chess -960". */
    String name();

    /** The word players type first: "draughts", "checkers", "chess". */
    String word();

    /** For subjects and summaries: "Draughts", "Reverse Checkers", "Chess". */
    String title();

    /**
     * The sides in seat order: seat 0 moves first. "White", "Black" for draughts and chess;
     * "Black", "White" for English checkers; "Red", "Black" for Chinese chess.
     */
    List<String> sides();

    /** The seat whose side is drawn at the bottom when nobody asked for the board turned. */
    int bottomSeat();

    /**
     * The FEN of a new game's start. Games with a random start (chess960) draw it from
     * {@code seed}; the others ignore it.
     */
    String startFen(long seed);

    /**
     * Where a record without a FEN tag starts: the published start of the game, which is
     * {@link #startFen startFen(0)} but where the players choose the set-up before play.
     */
    default String recordStart() {
        return startFen(0);
    }

    /**
     * Whether a record may start at {@code fen} though no seed gives it: a position the players'
     * choice of set-up gives (janggi). False for most games.
     */
    default boolean chosenStart(String fen) {
        return false;
    }

    /** A game from a stored FEN; {@link IllegalArgumentException} when the FEN is not one of this game. */
    Play start(String fen);

    /**
     * The tags that name this game in a record ({@code GameType} for PDN, {@code Variant} for
     * PGN), in the order they are written. {@link Family#byRecordTags} reads them back.
     */
    Map<String, String> recordTags();

    /** The Result token of a finished game: "1-0", "0-1", "1/2-1/2"; {@code winnerSeat} null for a draw. */
    String result(Integer winnerSeat);

    /**
     * The Result token of a game won by {@code winnerSeat} with {@code score} of the point: a
     * partial win is written as its shares, the first seat's first ("3/4-1/4").
     */
    default String result(Integer winnerSeat, double score) {
        if (winnerSeat == null || score >= 1) {
            return result(winnerSeat);
        }
        String won = share(score);
        String lost = share(1 - score);
        return winnerSeat == 0 ? won + "-" + lost : lost + "-" + won;
    }

    /** A share of the point in quarters, as results write it: "3/4", "1/4", "1/2". */
    static String share(double score) {
        int quarters = (int) Math.round(score * 4);
        return quarters % 4 == 0 ? String.valueOf(quarters / 4)
                : quarters % 2 == 0 ? quarters / 2 + "/2" : quarters + "/4";
    }

    /** Lines under every board of this game, e.g. how squares are named and a sample move. */
    List<String> notationHint();

    /**
     * The start of a board that began from {@code fen}, in words for its mails: empty for the
     * game's own start; a set-up as {@code "Set-up: FEN"}. Games with numbered starts name the
     * number instead ("Chess960 start 518 (RNBQKBNR)").
     */
    default String startDescription(String fen) {
        if (fen == null || fen.equals(startFen(0))) {
            return "";
        }
        try {
            if (start(fen).fen().equals(start(startFen(0)).fen())) {
                return ""; // the same start written another way
            }
        } catch (IllegalArgumentException e) {
            // a FEN this game no longer reads is shown as it was stored
        }
        return "Set-up: " + fen;
    }

    /**
     * Why {@code fen} cannot start a game of this kind, or empty when it can: a challenge from a
     * set-up position ({@code -fen}) is checked so. By default the FEN must load, the game must
     * not be over there, and there may be no more pieces than the game's own start has; the
     * families add their own rules (kings, a side not to move left in check).
     */
    default Optional<String> refusedStart(String fen) {
        Play play;
        try {
            play = start(fen);
        } catch (RuntimeException e) {
            return Optional.of("\"" + fen + "\" is not a position of " + title() + ": " + e.getMessage());
        }
        int pieces = pieces(play.grid());
        int most = pieces(start(startFen(0)).grid());
        if (pieces > most) {
            return Optional.of("the position has " + pieces + " pieces on the board; " + title() + " starts with "
                    + most + ".");
        }
        return play.ending().map(ending -> "the game would be over at once (" + ending.reason() + ").");
    }

    private static int pieces(Grid grid) {
        int pieces = 0;
        for (int file = 0; file < grid.width(); file++) {
            for (int rank = 0; rank < grid.height(); rank++) {
                pieces += grid.content(file, rank).shape() == Grid.Shape.NONE ? 0 : 1;
            }
        }
        return pieces;
    }

    /**
     * The start numbered {@code number} where the game numbers its starts (Chess960: 0 to 959,
     * 518 the usual array), as FEN; empty for any other game or number.
     */
    default Optional<String> numberedStart(int number) {
        return Optional.empty();
    }

    /** The stored version of the definition a defined game was read from; 0 for a shipped game. */
    default int definitionVersion() {
        return 0;
    }

    /**
     * The rules as a help page says them, generated from the game's data: board, start,
     * every piece's moves in words, drops, promotion, how the game ends. Empty when the
     * game has no such description (draughts: its pages are written by hand).
     */
    default String rulesInWords() {
        return "";
    }

    /**
     * The game's pieces, for a picture's legend: empty where the game's pieces need none
     * (draughts' men and kings).
     */
    default List<Piece> pieces() {
        return List.of();
    }

    /**
     * A piece as a legend names it: its upper-case {@code letter}, its {@code kind} (the
     * definition's name, as {@link Grid.Content#kind}), the {@code name} players read and how
     * it moves in words.
     */
    record Piece(String letter, String kind, String name, String moves) {
    }

    /** The leaves of the move tree from the start at depths 1 and 2 ({@code define}'s reply). */
    default long[] startCounts() {
        return new long[] {perft(startFen(0), 1), perft(startFen(0), 2)};
    }

    /**
     * The leaves of the legal-move tree {@code depth} plies below {@code fen}, by the fastest
     * count the family has: the check of a move generator against published perft tables.
     * A null {@code fen} is the start those tables count from (Chess960's standard array).
     * {@link IllegalArgumentException} when the FEN is not one of this game.
     */
    long perft(String fen, int depth);

    /**
     * As {@link #perft}, split by the first move: each legal move of {@code fen} in record
     * notation, with the leaves of the tree below it that end {@code depth} plies below
     * {@code fen}.
     */
    Map<String, Long> divide(String fen, int depth);
}
