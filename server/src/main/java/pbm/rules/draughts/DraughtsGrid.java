package pbm.rules.draughts;

import java.util.List;
import pbm.engine.Geometry;
import pbm.engine.Piece;
import pbm.engine.Position;
import pbm.rules.Grid;

/**
 * A draughts position as labelled cells, seen from White (BOARD.md): {@code :C:}/{@code *C*}
 * White and Black men, {@code :K:}/{@code *K*} kings, {@code :::} an empty playing square,
 * blank a square not played on; small: {@code w b W B . } and blank.
 */
final class DraughtsGrid implements Grid {
    private static final String[] FILES = new String[26];
    private static final String[] RANKS = new String[99];

    static {
        for (int i = 0; i < FILES.length; i++) {
            FILES[i] = String.valueOf((char) ('A' + i));
        }
        for (int i = 0; i < RANKS.length; i++) {
            RANKS[i] = String.valueOf(i + 1);
        }
    }

    private final Position position;
    private final Geometry geometry;

    DraughtsGrid(Position position) {
        this.position = position;
        this.geometry = position.variant().geometry();
    }

    @Override
    public int width() {
        return geometry.width();
    }

    @Override
    public int height() {
        return geometry.height();
    }

    @Override
    public String fileLabel(int file) {
        return FILES[file];
    }

    @Override
    public String rankLabel(int rank) {
        return RANKS[rank];
    }

    @Override
    public String largeCell(int file, int rank) {
        if (!geometry.isPlayable(file, rank)) {
            return "   ";
        }
        Piece piece = position.pieceAt(file, rank);
        if (piece == null) {
            return ":::";
        }
        return switch (piece) {
            case WHITE_MAN -> ":C:";
            case BLACK_MAN -> "*C*";
            case WHITE_KING -> ":K:";
            case BLACK_KING -> "*K*";
        };
    }

    @Override
    public char smallCell(int file, int rank) {
        if (!geometry.isPlayable(file, rank)) {
            return ' ';
        }
        Piece piece = position.pieceAt(file, rank);
        if (piece == null) {
            return '.';
        }
        return switch (piece) {
            case WHITE_MAN -> 'w';
            case BLACK_MAN -> 'b';
            case WHITE_KING -> 'W';
            case BLACK_KING -> 'B';
        };
    }

    @Override
    public List<String> legend() {
        return List.of();
    }
}
