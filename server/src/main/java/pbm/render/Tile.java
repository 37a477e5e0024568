package pbm.render;

import java.util.Locale;
import java.util.regex.Pattern;
import pbm.rules.Grid.Content;
import pbm.rules.Grid.Look;
import pbm.rules.Grid.Shape;

/**
 * One cell of a board picture as drawn: the look, its size in pixels, the cell's ground
 * ({@link #ground}), the piece on it, which way the piece faces, and the marks of the last
 * move and of check. A tile is drawn once and shown wherever it recurs; its {@link #name}
 * says everything the drawing reads, so a mail stores names and the picture is drawn again
 * from a name alone ({@link #parse}).
 *
 * @param ground on checkered boards 0 light, 1 dark; on lined boards (xiangqi, janggi) the
 *     lines leaving the point ({@link Ground}); {@link #HAND} a piece in hand, off the board
 */
public record Tile(Look look, int size, int ground, Content piece, boolean up, boolean outlined, boolean checked) {
    /** The ground of a piece in hand: the margin's colour, no square. */
    public static final int HAND = -1;
    /** The version of the drawing: a name made by another version is drawn as its own. */
    private static final String VERSION = "t1";
    private static final Pattern KIND = Pattern.compile("[A-Za-z0-9]+");

    public Tile {
        if (size < 8 || size > 512) {
            throw new IllegalArgumentException("tile size " + size);
        }
        if (piece.kind() != null && !KIND.matcher(piece.kind()).matches()) {
            throw new IllegalArgumentException("piece kind \"" + piece.kind() + "\"");
        }
    }

    /**
     * The tile's name, usable as a Content-ID's left side: {@code t1.chess.96.1.lw4e.knight.u}
     * (version, look, size, ground, shape/side/letter, kind, marks).
     */
    public String name() {
        StringBuilder name = new StringBuilder(VERSION).append('.').append(look.name().toLowerCase(Locale.ROOT))
                .append('.').append(size).append('.').append(ground).append('.');
        if (piece.shape() == Shape.NONE) {
            name.append("-.-");
        } else {
            name.append(shapeCode(piece.shape())).append(piece.light() ? 'w' : 'b');
            if (piece.letter() != null) {
                name.append(Integer.toHexString(piece.letter().codePointAt(0)));
            }
            name.append('.').append(piece.kind() == null ? "-" : piece.kind()).append(piece.promoted() ? "+" : "");
        }
        name.append('.').append(up ? "u" : "d").append(outlined ? "o" : "").append(checked ? "k" : "");
        return name.toString();
    }

    /** The tile a {@link #name} names; {@link IllegalArgumentException} for anything else. */
    public static Tile parse(String name) {
        String[] parts = name.split("\\.", -1);
        if (parts.length != 7 || !parts[0].equals(VERSION)) {
            throw new IllegalArgumentException("not a tile name: " + name);
        }
        try {
            Look look = Look.valueOf(parts[1].toUpperCase(Locale.ROOT));
            Content piece = parts[4].equals("-") ? Content.EMPTY : piece(parts[4], parts[5]);
            String marks = parts[6];
            if (!marks.matches("[ud]o?k?")) {
                throw new IllegalArgumentException("marks " + marks);
            }
            return new Tile(look, Integer.parseInt(parts[2]), Integer.parseInt(parts[3]), piece, marks.startsWith("u"),
                    marks.contains("o"), marks.contains("k"));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("not a tile name: " + name, e);
        }
    }

    private static Content piece(String code, String kindField) {
        Shape shape = switch (code.charAt(0)) {
            case 'd' -> Shape.DISC;
            case 'c' -> Shape.CROWNED_DISC;
            case 'l' -> Shape.LETTERED;
            default -> throw new IllegalArgumentException("shape " + code);
        };
        boolean light = code.charAt(1) == 'w';
        String letter = code.length() > 2 ? new String(Character.toChars(Integer.parseInt(code.substring(2), 16))) : null;
        boolean promoted = kindField.endsWith("+");
        String kind = promoted ? kindField.substring(0, kindField.length() - 1) : kindField;
        return new Content(shape, light, letter, kind.equals("-") ? null : kind, promoted);
    }

    private static char shapeCode(Shape shape) {
        return switch (shape) {
            case DISC -> 'd';
            case CROWNED_DISC -> 'c';
            default -> 'l';
        };
    }
}
