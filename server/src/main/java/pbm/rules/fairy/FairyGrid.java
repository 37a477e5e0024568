package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pbm.rules.Grid;

/**
 * A position drawn as the pbmserv boards of BOARD.md: {@code :x:} a piece on a dark square,
 * {@code  x } on a light one, {@code :::} and three blanks for empty squares; uppercase
 * letters for the first side, lowercase for the second.
 */
final class FairyGrid implements Grid {
    private final Rules rules;
    private final int[] cells;
    private final List<String> legend;
    private final int[] origin;
    private final int[][] hand;
    private final int checkedSquare;

    FairyGrid(Rules rules, int[] cells, List<String> legend) {
        this(rules, cells, new int[cells.length], legend);
    }

    /** With the promoted pieces ({@link Board#origin}): a shogi piece promoted is drawn {@code +P}. */
    FairyGrid(Rules rules, int[] cells, int[] origin, List<String> legend) {
        this(rules, cells, origin, legend, null, -1);
    }

    /**
     * With the pieces in hand ({@code hand[colour][type]}, null for none) and the square of the
     * king in check (-1 for none), which pictures draw.
     */
    FairyGrid(Rules rules, int[] cells, int[] origin, List<String> legend, int[][] hand, int checkedSquare) {
        this.rules = rules;
        this.cells = cells.clone();
        this.origin = origin.clone();
        this.legend = List.copyOf(legend);
        this.hand = hand == null ? null : new int[][] {hand[0].clone(), hand[1].clone()};
        this.checkedSquare = checkedSquare;
    }

    @Override
    public int width() {
        return rules.width;
    }

    @Override
    public int height() {
        return rules.height;
    }

    /** Files a, b, ... from the left (Gliński's skip j); in shogi's notation 9 to 1, counted from Sente's right. */
    @Override
    public String fileLabel(int file) {
        if (rules.notation.equals("shogi")) {
            return String.valueOf(rules.width - file);
        }
        return String.valueOf(rules.geometry.files.charAt(file));
    }

    @Override
    public Layout layout() {
        return rules.geometry.layout;
    }

    @Override
    public boolean exists(int file, int rank) {
        return rules.geometry.present(rank * rules.width + file);
    }

    @Override
    public String cellName(int file, int rank) {
        return rules.geometry.hexagonal() ? rules.geometry.name(rank * rules.width + file)
                : Grid.super.cellName(file, rank);
    }

    @Override
    public int cellColour(int file, int rank) {
        return rules.geometry.hexagonal() ? rules.geometry.colour(rank * rules.width + file)
                : rules.dark(file, rank) ? 0 : 1;
    }

    /** Ranks 1, 2, ... from the bottom; in shogi's notation a to i, counted from Gote's side. */
    @Override
    public String rankLabel(int rank) {
        if (rules.notation.equals("shogi")) {
            return String.valueOf((char) ('a' + rules.height - 1 - rank));
        }
        return String.valueOf(rank + 1);
    }

    @Override
    public String largeCell(int file, int rank) {
        char c = smallCell(file, rank);
        boolean dark = rules.dark(file, rank);
        if (c == '.') {
            return dark ? ":::" : "   ";
        }
        int sq = rank * rules.width + file;
        int org = origin[sq] - 1;
        if (org >= 0 && rules.promotedOf[org] == Board.type(cells[sq])) {
            char letter = rules.pieces.get(org).letter();
            return "+" + (Board.colour(cells[sq]) == 0 ? Character.toUpperCase(letter) : letter) + (dark ? ":" : " ");
        }
        return dark ? ":" + c + ":" : " " + c + " ";
    }

    @Override
    public char smallCell(int file, int rank) {
        int code = cells[rank * rules.width + file];
        if (code == 0) {
            return '.';
        }
        char letter = rules.pieces.get(Board.type(code)).letter();
        if (rules.labels != null && rules.labels[Board.colour(code)][Board.type(code)] != 0) {
            return rules.labels[Board.colour(code)][Board.type(code)];
        }
        return Board.colour(code) == 0 ? Character.toUpperCase(letter) : letter;
    }

    /** The side named White is drawn light (Othello's second side), else the first side. */
    @Override
    public boolean lightPiece(int file, int rank) {
        int code = cells[rank * rules.width + file];
        return code != 0 && Board.colour(code) == lightColour();
    }

    private int lightColour() {
        return rules.sides.get(1).equalsIgnoreCase("White") ? 1 : 0;
    }

    /** The piece's letter, its kind (the piece it was, when promoted) and its side's colour. */
    @Override
    public Content content(int file, int rank) {
        int square = rank * rules.width + file;
        int code = cells[square];
        if (code == 0) {
            return Content.EMPTY;
        }
        int was = origin[square] - 1;
        boolean promoted = was >= 0 && rules.promotedOf[was] == Board.type(code);
        int type = promoted ? was : Board.type(code);
        String letter = String.valueOf(largeCell(file, rank).charAt(1)).toUpperCase(Locale.ROOT);
        return new Content(Shape.LETTERED, lightPiece(file, rank), letter, rules.pieces.get(type).kind(), promoted);
    }

    @Override
    public Look look() {
        return rules.look;
    }

    /** Each side's pieces in hand, strongest (last defined) first, when the game shows its hands. */
    @Override
    public List<Hand> hands() {
        if (hand == null) {
            return List.of();
        }
        List<Hand> hands = new ArrayList<>();
        for (int colour = 0; colour < 2; colour++) {
            boolean light = colour == lightColour();
            List<Held> held = new ArrayList<>();
            for (int type = rules.pieces.size() - 1; type >= 0; type--) {
                if (hand[colour][type] > 0) {
                    char letter = Character.toUpperCase(rules.pieces.get(type).letter());
                    held.add(new Held(new Content(Shape.LETTERED, light, String.valueOf(letter),
                            rules.pieces.get(type).kind(), false), hand[colour][type]));
                }
            }
            hands.add(new Hand(rules.sides.get(colour), light, held));
        }
        return hands;
    }

    @Override
    public List<Cell> checked() {
        if (checkedSquare < 0) {
            return List.of();
        }
        return List.of(new Cell(checkedSquare % rules.width, checkedSquare / rules.width));
    }

    @Override
    public List<String> legend() {
        return legend;
    }

    /** The river ({@code pbm.river}) is drawn with {@code ~}. */
    @Override
    public char lineAbove(int rank) {
        return rules.river == rank + 1 ? '~' : '-';
    }
}
