package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game's rules in plain words, generated from its definition for {@code help GAME}: the
 * board, the start as a diagram, every piece with its moves read from its Betza ({@code mfWcfF}
 * is "moves one square forward; captures one square diagonally forward"), drops, promotion,
 * castling, how the game ends, and the author's {@code pbm.help} text.
 */
final class RulesInWords {

    private RulesInWords() {
    }

    static String of(FairyGame game) {
        Rules r = game.rules;
        StringBuilder out = new StringBuilder();
        out.append("The rules of ").append(r.title).append(", from its definition\n\n");
        out.append(Text.wrap("Board: " + board(r) + " " + r.sides.get(0) + " (upper case) moves first, then "
                + r.sides.get(1) + " (lower case).", "")).append("\nStart:\n\n");
        Board start = game.board(r.chess960 ? Chess960.fen(518) : r.startFen);
        if (r.geometry.hexagonal()) {
            hexDiagram(out, start);
        } else {
            diagram(out, start);
        }
        out.append("\nPieces:\n");
        pieces(out, r);
        out.append('\n');
        List<String> more = new ArrayList<>();
        promotion(more, r);
        placesAndDrops(more, r);
        palaceAndPlacement(more, r);
        more.add("The game ends: " + endings(r));
        for (String line : more) {
            out.append(Text.wrap(line, "  "));
        }
        if (!r.help.isEmpty()) {
            out.append('\n').append(Text.wrap(r.help, ""));
        }
        return out.toString();
    }

    /** Each piece, its letter and name, with its moves in words. */
    private static void pieces(StringBuilder out, Rules r) {
        for (int t = 0; t < r.pieces.size(); t++) {
            PieceType p = r.pieces.get(t);
            String moves = moves(r, p.moves());
            if (t == r.pawnType && r.doubleStep) {
                moves += "; from its double-step " + (r.geometry.hexagonal() ? "cells" : "ranks")
                        + " it may also move two " + (r.geometry.hexagonal() ? "cells" : "squares") + " forward"
                        + (r.tripleStepRegion != null ? ", from its triple-step cells three" : "")
                        + " (en passant as in chess" + (r.tripleStepRegion != null ? ", on any cell passed)" : ")");
            }
            if (t == r.kingType) {
                moves += "; it is the royal piece: it may not be left in check";
            }
            out.append(Text.wrap("  " + Character.toUpperCase(p.letter()) + " " + p.spoken() + ": " + moves + ".",
                    "      "));
        }
    }

    /** The pawn's promotion (by side when the sides differ), royal pieces besides the king, shogi's promotion. */
    private static void promotion(List<String> more, Rules r) {
        for (int c = 0; c < 2 && r.pawnType >= 0; c++) {
            int[] choices = r.promotionTypes(c);
            boolean bySide = r.promotionTypesByColour != null;
            if (choices.length > 0 && (bySide || c == 0)) {
                more.add("Promotion: " + (bySide ? r.sides.get(c) + "'s pawn" : "a pawn") + " that reaches the"
                        + " promotion zone " + (r.mandatoryPawnPromotion ? "must promote" : "may promote") + " to "
                        + letters(r, choices) + ".");
            }
        }
        if (r.extinctionPseudoRoyal && r.extinctionTypes != null) {
            List<Integer> royal = new ArrayList<>();
            for (int t = 0; t < r.extinctionTypes.length; t++) {
                if (r.extinctionTypes[t]) {
                    royal.add(t);
                }
            }
            more.add("Royal too: the " + letters(r, royal.stream().mapToInt(Integer::intValue).toArray())
                    + " may not be left attacked, as the king may not be left in check.");
        }
        for (int t = 0; t < r.promotedOf.length; t++) {
            if (r.promotedOf[t] >= 0) {
                more.add("Promotion: the " + r.pieces.get(t).spoken() + " " + (r.mandatoryPiecePromotion ? "must"
                        : "may") + " promote to the " + r.pieces.get(r.promotedOf[t]).spoken()
                        + " on a move into, inside or out of the promotion zone.");
            }
        }
    }

    /** Drops, castling, and the regions pieces are kept to. */
    private static void placesAndDrops(List<String> more, Rules r) {
        if (r.hands) {
            more.add("Drops: " + (r.capturesToHand ? "a captured piece goes to the captor's hand; " : "")
                    + "instead of moving, a player may drop a piece from hand on an empty square"
                    + (r.dropNoDoubled >= 0 ? " (not a " + r.pieces.get(r.dropNoDoubled).spoken()
                            + " on a file that already holds one of its own)" : "")
                    + (r.dropMateType >= 0 ? "; a " + r.pieces.get(r.dropMateType).spoken()
                            + " dropped may not give mate" : "") + ".");
        }
        if (r.castling && r.castlingSteps != null) {
            more.add("Castling: along the line from the king to either rook, both unmoved and every cell"
                    + " between empty, the king moves " + r.castlingSteps[0] + " cells (short, O-O)"
                    + (r.castlingSteps.length > 1 ? " or " + r.castlingSteps[1] + " cells (long, O-O-O)" : "")
                    + " towards the rook, which lands beside it on the other side; the record names the flank"
                    + " by the piece that stood next to the king (Q-O-O, B-O-O-O). Not out of, through or into"
                    + " check.");
        } else if (r.castling) {
            more.add("Castling: as in chess, the king moves to the " + r.geometry.fileLetter(r.castlingKingsideFile)
                    + " or " + r.geometry.fileLetter(r.castlingQueensideFile) + " file.");
        }
        for (int t = 0; t < r.pieces.size(); t++) {
            if (r.mobility != null && (r.mobility[0][t] != null || r.mobility[1][t] != null)) {
                more.add("Regions: the " + r.pieces.get(t).spoken() + " may stand only on the squares its side's"
                        + " region allows" + (r.pieces.get(t).name().equals("king") || t == r.kingType
                                ? " (the palace)" : "") + ".");
            }
        }
    }

    /** Xiangqi's and janggi's rules, compulsory captures, and placement games' rules. */
    private static void palaceAndPlacement(List<String> more, Rules r) {
        if (r.soldierPromotionRank > 1) {
            more.add("The soldier also moves sideways from rank " + r.soldierPromotionRank + " of its side on.");
        }
        if (r.flyingGeneral) {
            more.add("The royal pieces may not face each other on an open file.");
        }
        if (r.diagonalLines != null) {
            more.add("On the squares joined by diagonal lines (the palaces) pieces also move along the lines.");
        }
        if (r.pass[0] || r.pass[1]) {
            more.add("A player may pass instead of moving.");
        }
        if (r.mustCapture) {
            more.add("Capturing is compulsory: when a capture is possible, a capture must be played.");
        }
        if (r.enclosingDrop) {
            more.add("Placing: a piece may be placed only where it encloses a line of the opponent's pieces"
                    + (r.flipEnclosed ? ", and every enclosed piece turns to the placer's side" : "") + ".");
        }
        if (r.passOnStalemate[0] || r.passOnStalemate[1]) {
            more.add("A player with no move passes; when neither can move the game ends.");
        }
    }

    /** The board's shape and its cells' names, in a sentence or two. */
    private static String board(Rules r) {
        Geometry g = r.geometry;
        String files = g.files.charAt(0) + "-" + g.files.charAt(g.width - 1)
                + (g.files.equals(Geometry.letters(g.width)) ? "" : " (" + g.files + ")");
        if (g.across()) {
            return "horizontal hexagonal (Game Courier's), " + g.cells() + " hexagons in three colours; "
                    + g.height + " horizontal ranks, the middle one " + g.width + " cells long, and files " + files
                    + " slanting up to the right. A piece moves orthogonally through the sides of its hexagon"
                    + " (6 directions) and diagonally through its corners (6 directions).";
        }
        if (g.hexagonal()) {
            return "hexagonal, " + g.cells() + " hexagons in three colours; " + g.width + " files " + files
                    + ", the middle one " + g.height + " cells long; "
                    + (g.ranks == Geometry.Ranks.FILE ? "each file's cells are numbered up from its lowest"
                            : "ranks fall from left to right, a1 the top of rank 1")
                    + ". A piece moves orthogonally through the sides of its hexagon (6 directions)"
                    + " and diagonally through its corners (6 directions).";
        }
        if (g.circular()) {
            return "circular, " + g.height + " rings (ranks 1-" + g.height + ", 1 the innermost) of " + g.width
                    + " cells (files " + files + " going round: " + g.files.charAt(g.width - 1) + " touches "
                    + g.files.charAt(0) + ").";
        }
        return r.width + " files (" + files + ") by " + r.height + " ranks (1-" + r.height + ").";
    }

    /** A hexagonal start, rank by rank as the cells are named, each rank from its first file on. */
    private static void hexDiagram(StringBuilder out, Board b) {
        Rules r = b.rules;
        List<int[]> rows = r.geometry.rows();
        for (int i = 0; i < rows.size(); i++) {
            int[] row = rows.get(i);
            StringBuilder cells = new StringBuilder();
            for (int square : row) {
                int code = b.cells[square];
                char c = code == 0 ? '.' : r.pieces.get(Board.type(code)).letter();
                cells.append(' ').append(code != 0 && Board.colour(code) == 0 ? Character.toUpperCase(c) : c);
            }
            String span = r.squareName(row[0]) + "-" + r.squareName(row[row.length - 1]);
            out.append(String.format("  %-9s", span)).append(" ".repeat(r.width - row.length)).append(cells)
                    .append('\n');
        }
    }

    private static void diagram(StringBuilder out, Board b) {
        Rules r = b.rules;
        for (int rank = r.height - 1; rank >= 0; rank--) {
            out.append(String.format("  %2d ", rank + 1));
            for (int file = 0; file < r.width; file++) {
                int code = b.cells[rank * r.width + file];
                char c = code == 0 ? '.' : r.pieces.get(Board.type(code)).letter();
                out.append(' ').append(code != 0 && Board.colour(code) == 0 ? Character.toUpperCase(c) : c);
            }
            out.append('\n');
        }
        out.append("     ");
        for (int file = 0; file < r.width; file++) {
            out.append(' ').append(r.geometry.files.charAt(file));
        }
        out.append('\n');
        if (!(FenBoard.hand(b, 0) + FenBoard.hand(b, 1)).isEmpty()) {
            out.append("  In hand at the start: ").append(r.sides.get(0)).append(' ').append(hand(b, 0)).append("; ")
                    .append(r.sides.get(1)).append(' ').append(hand(b, 1)).append('\n');
        }
    }

    /** A side's hand counted by type, "30 P" or "2 P, 1 N", or "-". */
    private static String hand(Board b, int c) {
        List<String> parts = new ArrayList<>();
        for (int t = 0; t < b.hand[c].length; t++) {
            if (b.hand[c][t] > 0) {
                parts.add(b.hand[c][t] + " " + Character.toUpperCase(b.rules.pieces.get(t).letter()));
            }
        }
        return parts.isEmpty() ? "-" : String.join(", ", parts);
    }

    private static String letters(Rules r, int[] types) {
        List<String> names = new ArrayList<>();
        for (int t : types) {
            names.add(r.pieces.get(t).spoken());
        }
        return names.size() == 1 ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }

    private static String endings(Rules r) {
        List<String> out = new ArrayList<>();
        if (r.kingType >= 0 && r.checkmateValue != Outcome.NONE) {
            out.add("checkmate " + value(r.checkmateValue, "the mated side"));
        }
        if (!r.passOnStalemate[0] && !r.passOnStalemate[1]) {
            out.add((r.kingType >= 0 ? "stalemate (no legal move, not in check) " : "no legal move ")
                    + value(r.stalemateValue, "the side that cannot move"));
        }
        if (r.extinctionValue != Outcome.NONE) {
            out.add("losing the " + (r.extinctionPieceCount == 0 ? "last pieces" : "pieces")
                    + " that count " + value(r.extinctionValue, "that side"));
        }
        if (r.nFoldAuto > 0 && r.nFoldRule > 0) {
            out.add("a draw may be claimed at " + r.nFoldRule + "-fold repetition, and " + r.nFoldAuto
                    + "-fold repetition is a draw by itself");
        } else if (r.nFoldRule > 0) {
            out.add(r.nFoldRule + "-fold repetition " + value(r.nFoldValue, "the side to move")
                    + (r.perpetualCheckIllegal ? " (but the side that gave check with every move of it loses)" : ""));
        }
        if (r.nMoveAuto > 0 && r.nMoveRule > 0) {
            out.add("a draw may be claimed after " + r.nMoveRule + " moves each without a capture or pawn move, and "
                    + r.nMoveAuto + " such moves are a draw by themselves");
        } else if (r.nMoveRule > 0) {
            out.add(r.nMoveRule + " moves each without a capture or pawn move is a draw");
        }
        if (r.deadPosition) {
            out.add("a position where neither side can mate is a draw");
        }
        if (r.flagRegion != null) {
            int t = Math.max(r.flagPiece[0], r.flagPiece[1]);
            out.add("bringing " + (t >= 0 ? "the " + r.pieces.get(t).spoken() : "a piece")
                    + " to its goal squares wins");
        }
        if (r.checkCounting) {
            out.add("checks are counted, and the side that gives the last one it needs wins");
        }
        if (r.unweightedCounting) {
            out.add("when neither side can move, the side with more pieces on the board wins"
                    + (r.adjudicateFullBoard ? " (counted as soon as the board is full)" : ""));
        }
        if (r.bikjang) {
            out.add("royal pieces left facing each other end the game by the material count (bikjang)");
        }
        if (r.makrukCounting) {
            out.add("makruk's counting rules limit the moves left to mate a bare or weaker side");
        }
        return String.join("; ", out) + ".";
    }

    /** "wins for", "loses for", "is a draw", seen from {@code who}. */
    private static String value(Outcome v, String who) {
        return switch (v) {
            case WIN -> "wins for " + who;
            case LOSS -> "loses for " + who;
            case DRAW -> "is a draw";
            case NONE -> "does not end the game";
        };
    }

    /** A piece's moves in words, its legs grouped by shape, range, mode and kind. */
    /** A piece's moves in words, on hexagons in their own words ({@link HexWords}). */
    static String moves(Rules r, Betza.Moves moves) {
        return r.geometry.hexagonal() ? HexWords.moves(moves, r.geometry) : moves(moves);
    }

    static String moves(Betza.Moves moves) {
        Map<String, List<Betza.Leg>> groups = new LinkedHashMap<>();
        for (Betza.Leg leg : moves.legs()) {
            int a = Math.min(Math.abs(leg.dx()), Math.abs(leg.dy()));
            int b = Math.max(Math.abs(leg.dx()), Math.abs(leg.dy()));
            String key = a + "," + b + "," + leg.range() + "," + leg.move() + "," + leg.capture() + ","
                    + leg.kind() + "," + leg.initial();
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(leg);
        }
        // a king's or queen's W and F legs alike: "in any direction"
        List<List<Betza.Leg>> list = new ArrayList<>(groups.values());
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            List<Betza.Leg> legs = list.get(i);
            Betza.Leg first = legs.get(0);
            if (isAll(legs, 0, 1) && i + 1 < list.size() && isAll(list.get(i + 1), 1, 1)
                    && same(first, list.get(i + 1).get(0))) {
                parts.add(mode(first) + " " + distance(first) + " in any direction" + extra(first));
                i++;
                continue;
            }
            parts.add(mode(first) + " " + shape(legs) + extra(first));
        }
        for (Betza.Drop drop : moves.drops()) {
            parts.add("is dropped from hand " + (drop.depth() <= 1 ? "on its first rank"
                    : "on its first " + drop.depth() + " ranks"));
        }
        return parts.isEmpty() ? "does not move" : String.join(", ", parts);
    }

    private static boolean same(Betza.Leg a, Betza.Leg b) {
        return a.range() == b.range() && a.move() == b.move() && a.capture() == b.capture() && a.kind() == b.kind()
                && a.initial() == b.initial();
    }

    private static boolean isAll(List<Betza.Leg> legs, int a, int b) {
        Betza.Leg l = legs.get(0);
        return Math.min(Math.abs(l.dx()), Math.abs(l.dy())) == a && Math.max(Math.abs(l.dx()), Math.abs(l.dy())) == b
                && legs.size() == 4;
    }

    private static String mode(Betza.Leg leg) {
        if (leg.kind() == Betza.Kind.HOP) {
            return leg.move() ? "moves or captures by jumping over exactly one piece," : "captures by jumping over"
                    + " exactly one piece,";
        }
        if (leg.kind() == Betza.Kind.GRASS) {
            return "jumps over the first piece in its way to the square just behind it,";
        }
        return leg.move() && leg.capture() ? "moves or captures" : leg.move() ? "moves" : "captures";
    }

    private static String extra(Betza.Leg leg) {
        String out = leg.kind() == Betza.Kind.LAME ? " (not when the square in between is occupied)" : "";
        return out + (leg.initial() ? " (only on its first move)" : "");
    }

    private static String distance(Betza.Leg leg) {
        if (leg.kind() == Betza.Kind.GRASS) {
            return "";
        }
        if (leg.range() == 0) {
            return "any number of squares";
        }
        if (leg.range() == 1) {
            return "one square";
        }
        return "up to " + leg.range() + " squares";
    }

    /** The legs of one shape and mode in words: "one square diagonally forward", "like a knight". */
    private static String shape(List<Betza.Leg> legs) {
        Betza.Leg l = legs.get(0);
        int a = Math.min(Math.abs(l.dx()), Math.abs(l.dy()));
        int b = Math.max(Math.abs(l.dx()), Math.abs(l.dy()));
        if (a == 0 && b == 1 || a == 1 && b == 1) {
            String d = distance(l);
            return (d.isEmpty() ? "" : d + " ") + directions(legs, a == 1);
        }
        String leap = switch (a + "," + b) {
            case "0,2" -> "two squares orthogonally";
            case "2,2" -> "two squares diagonally";
            case "0,3" -> "three squares orthogonally";
            case "3,3" -> "three squares diagonally";
            case "1,2" -> "like a knight (two squares one way, one to the side)";
            case "1,3" -> "like a camel (three squares one way, one to the side)";
            case "2,3" -> "like a zebra (three squares one way, two to the side)";
            default -> "by the leap (" + a + "," + b + ")";
        };
        String how = l.range() == 1 ? "by jumping " + leap : l.range() == 0 ? "by riding " + leap + ", leap after leap"
                : "by riding " + leap + ", up to " + l.range() + " leaps";
        int total = a == 0 || a == b ? 4 : 8;
        if (legs.size() < total) {
            how += ", " + legs.size() + " of its " + total + " directions: " + oblique(legs);
        }
        return how;
    }

    private static String oblique(List<Betza.Leg> legs) {
        boolean forward = legs.stream().allMatch(x -> x.dy() > 0);
        boolean backward = legs.stream().allMatch(x -> x.dy() < 0);
        boolean sideways = legs.stream().allMatch(x -> Math.abs(x.dx()) > Math.abs(x.dy()));
        return forward ? "forward" : backward ? "backward" : sideways ? "sideways" : "as its Betza says";
    }

    /** The directions of orthogonal or diagonal legs. */
    private static String directions(List<Betza.Leg> legs, boolean diagonal) {
        List<String> names = new ArrayList<>();
        for (Betza.Leg leg : legs) {
            names.add(direction(leg.dx(), leg.dy()));
        }
        if (legs.size() == 4) {
            return diagonal ? "diagonally" : "orthogonally";
        }
        if (diagonal) {
            if (names.size() == 2 && names.contains("forward-left") && names.contains("forward-right")) {
                return "diagonally forward";
            }
            if (names.size() == 2 && names.contains("backward-left") && names.contains("backward-right")) {
                return "diagonally backward";
            }
            return "diagonally " + join(names);
        }
        if (names.size() == 2 && names.contains("left") && names.contains("right")) {
            return "sideways";
        }
        if (names.size() == 3 && names.contains("left") && names.contains("right")) {
            return names.contains("forward") ? "forward or sideways" : "backward or sideways";
        }
        return join(names);
    }

    private static String direction(int dx, int dy) {
        String v = dy > 0 ? "forward" : dy < 0 ? "backward" : "";
        String h = dx > 0 ? "right" : dx < 0 ? "left" : "";
        return v.isEmpty() ? h : h.isEmpty() ? v : v + "-" + h;
    }

    private static String join(List<String> names) {
        return names.size() == 1 ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }

    /** Word wrapping at 72 columns: the text as given, continuation lines indented by {@code indent}. */
    private static final class Text {
        static String wrap(String text, String indent) {
            StringBuilder out = new StringBuilder();
            int lead = text.length() - text.stripLeading().length();
            StringBuilder line = new StringBuilder(text.substring(0, lead));
            boolean empty = true;
            for (String word : text.strip().split("\\s+")) {
                if (!empty && line.length() + 1 + word.length() > 72) {
                    out.append(line).append('\n');
                    line = new StringBuilder(indent);
                    empty = true;
                }
                if (!empty) {
                    line.append(' ');
                }
                line.append(word);
                empty = false;
            }
            return out.append(line).append('\n').toString();
        }
    }
}
