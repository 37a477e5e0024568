package pbm.rules.draughts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pbm.rules.MoveRead;

/**
 * Reading and writing moves in a variant's notation, in one position. Written moves follow PDN 3.0:
 * from and to only, unless several legal moves share them; then the landing squares where the
 * direction turns, or all of them if that is still ambiguous.
 */
final class MoveText {

    private final Variant variant;
    private final Position position;
    private final Geometry geometry;
    private final Map<Move, List<Move>> routesByMove = new LinkedHashMap<>();

    MoveText(Variant variant, Position position) {
        this.variant = variant;
        this.position = position;
        this.geometry = variant.geometry();
        MoveGenerator generator = variant.generator();
        List<Move> captures = generator.allCaptures(position);
        if (captures.isEmpty()) {
            for (Move m : generator.legalMoves(position)) {
                routesByMove.put(m, List.of(m));
            }
        } else {
            Map<MoveGenerator.RouteKey, Move> canonical = new LinkedHashMap<>();
            for (Move route : generator.preferred(position, captures)) {
                Move m = canonical.computeIfAbsent(MoveGenerator.RouteKey.of(route), k -> route);
                routesByMove.computeIfAbsent(m, k -> new ArrayList<>()).add(route);
            }
        }
    }

    // ---------------------------------------------------------------- writing

    String format(Move m) {
        List<Integer> path = new ArrayList<>();
        path.add(m.from());
        path.add(m.to());
        if (matches(path).size() == 1) {
            return write(m, path);
        }
        List<Integer> turns = new ArrayList<>();
        turns.add(m.from());
        List<Integer> stops = m.landings();
        int previous = m.from();
        for (int i = 0; i < stops.size() - 1; i++) {
            if (!direction(previous, stops.get(i)).equals(direction(stops.get(i), stops.get(i + 1)))) {
                turns.add(stops.get(i));
            }
            previous = stops.get(i);
        }
        turns.add(m.to());
        if (matches(turns).size() == 1) {
            return write(m, turns);
        }
        return full(m);
    }

    String full(Move m) {
        List<Integer> path = new ArrayList<>();
        path.add(m.from());
        path.addAll(m.landings());
        return write(m, path);
    }

    private String write(Move m, List<Integer> path) {
        String separator = m.isCapture() ? String.valueOf(variant.rules().captureSeparator()) : "-";
        StringBuilder text = new StringBuilder();
        for (int sq : path) {
            if (text.length() > 0) {
                text.append(separator);
            }
            text.append(variant.squareName(sq));
        }
        return text.toString();
    }

    private List<Integer> direction(int from, int to) {
        return List.of(Integer.signum(geometry.fileOf(to) - geometry.fileOf(from)),
                Integer.signum(geometry.rankOf(to) - geometry.rankOf(from)));
    }

    /** Legal moves one of whose routes starts and ends on the path's ends and stops on its middle squares. */
    private List<Move> matches(List<Integer> path) {
        List<Move> found = new ArrayList<>();
        for (Map.Entry<Move, List<Move>> e : routesByMove.entrySet()) {
            for (Move route : e.getValue()) {
                if (follows(route, path, true)) {
                    found.add(e.getKey());
                    break;
                }
            }
        }
        return found;
    }

    /**
     * Of moves that all follow the path, the one with a route that stops on the path's squares and
     * no others, when there is exactly one: a path that names every landing of one move and some of
     * another's (Thai kings: 11-20-31 against 11-2-20-31) is that move's full route, which
     * {@link #full} writes. Otherwise all of them, still ambiguous.
     */
    private List<Move> exactly(List<Move> found, List<Integer> path) {
        List<Move> exact = new ArrayList<>();
        for (Move m : found) {
            for (Move route : routesByMove.get(m)) {
                if (route.landings().equals(path.subList(1, path.size()))) {
                    exact.add(m);
                    break;
                }
            }
        }
        return exact.size() == 1 ? exact : found;
    }

    /**
     * Whether a route starts on path[0] and stops, in order, on every later square of the path; with
     * {@code complete} the last square of the path must be the route's end.
     */
    private static boolean follows(Move route, List<Integer> path, boolean complete) {
        if (route.from() != path.get(0)) {
            return false;
        }
        List<Integer> stops = route.landings();
        int last = path.get(path.size() - 1);
        int end;
        if (complete) {
            if (route.to() != last) {
                return false;
            }
            end = stops.size() - 1;
        } else {
            end = stops.subList(0, stops.size() - 1).indexOf(last);
            if (end < 0) {
                return false;
            }
        }
        int k = 1;
        for (int i = 0; i < end && k < path.size() - 1; i++) {
            if (stops.get(i).equals(path.get(k))) {
                k++;
            }
        }
        return k == path.size() - 1;
    }

    // ---------------------------------------------------------------- reading

    MoveRead parse(String text) {
        if (text == null || text.isBlank()) {
            return reject("Write a move as squares joined by - or x, for example " + example() + ".");
        }
        String compact = text.strip().replaceAll("\\s+", "");
        String[] tokens = compact.split("[-xX:×]", -1);
        if (tokens.length < 2) {
            return reject("Cannot read the move \"" + text.strip() + "\": write the squares joined by - or x, "
                    + "for example " + example() + ".");
        }
        List<Integer> path = new ArrayList<>();
        for (String token : tokens) {
            Object square = square(token, text);
            if (square instanceof MoveRead.Rejected rejected) {
                return rejected;
            }
            path.add((Integer) square);
        }
        return judge(path);
    }

    private MoveRead judge(List<Integer> path) {
        int from = path.get(0);
        Piece piece = position.pieceAt(from);
        String fromName = variant.squareName(from);
        if (piece == null) {
            return reject("There is no piece on " + fromName + ".");
        }
        if (piece.side() != position.sideToMove()) {
            return reject("The piece on " + fromName + " is not yours: " + position.sideToMove().title()
                    + " is to move.");
        }
        List<Move> found = matches(path);
        if (found.size() > 1) {
            found = exactly(found, path);
        }
        if (found.size() == 1) {
            return new MoveRead.Legal(found.get(0));
        }
        if (found.size() > 1) {
            return reject(write(found.get(0), List.of(from, path.get(path.size() - 1)))
                    + " is ambiguous: write " + list(found, true) + ", with the squares in between.");
        }
        if (routesByMove.isEmpty()) {
            return reject("You have no legal move.");
        }
        List<Move> sameEnds = new ArrayList<>();
        for (Move m : legalFrom(from)) {
            if (m.to() == path.get(path.size() - 1)) {
                sameEnds.add(m);
            }
        }
        if (!sameEnds.isEmpty()) {
            return reject(write(sameEnds.get(0), path) + " does not follow the way of a legal move: play "
                    + list(sameEnds, true) + ".");
        }
        boolean capturesDue = routesByMove.keySet().iterator().next().isCapture();
        if (capturesDue) {
            return whyNotCapture(path, piece);
        }
        List<Move> ofPiece = legalFrom(from);
        if (from == position.restingKing()) {
            return reject("The king on " + fromName + " has made " + variant.rules().kingMoveLimit()
                    + " moves in a row without capturing: move another piece, for example "
                    + list(new ArrayList<>(routesByMove.keySet())) + ".");
        }
        return reject(write(plain(path), path) + " is not a legal move. "
                + (ofPiece.isEmpty() ? "The piece on " + fromName + " cannot move."
                        : "The piece on " + fromName + " can play " + list(ofPiece) + "."));
    }

    private MoveRead whyNotCapture(List<Integer> path, Piece piece) {
        List<Move> legal = new ArrayList<>(routesByMove.keySet());
        List<Move> allRoutes = variant.generator().allCaptures(position);
        for (Move route : allRoutes) {
            if (follows(route, path, true)) {
                return reject(variant.rules().precedence().rejection() + "play " + list(legal) + ".");
            }
        }
        for (Move route : allRoutes) {
            if (follows(route, path, false)) {
                List<Move> onwards = new ArrayList<>();
                for (Move m : legal) {
                    if (routesByMove.get(m).stream().anyMatch(r -> follows(r, path, false))) {
                        onwards.add(m);
                    }
                }
                return reject("More pieces can be captured: the capture must go on, play "
                        + list(onwards.isEmpty() ? legal : onwards) + ".");
            }
        }
        if (!piece.isKing() && !variant.rules().menCaptureKings() && jumpsKing(path)) {
            return reject("A man may not capture a king in " + variant.rules().title() + ": play "
                    + list(legal) + ".");
        }
        return reject("A capture is compulsory: play " + list(legal) + ".");
    }

    private boolean jumpsKing(List<Integer> path) {
        int from = path.get(0);
        int to = path.get(1);
        int df = geometry.fileOf(to) - geometry.fileOf(from);
        int dr = geometry.rankOf(to) - geometry.rankOf(from);
        if (Math.abs(df) != 2 || Math.abs(dr) != 2) {
            return false;
        }
        Piece middle = position.pieceAt(geometry.fileOf(from) + df / 2, geometry.rankOf(from) + dr / 2);
        return middle != null && middle.isKing() && middle.side() != position.sideToMove();
    }

    private List<Move> legalFrom(int from) {
        List<Move> moves = new ArrayList<>();
        for (Move m : routesByMove.keySet()) {
            if (m.from() == from) {
                moves.add(m);
            }
        }
        return moves;
    }

    private static Move plain(List<Integer> path) {
        return new Move(path.get(0), path.subList(1, path.size()), List.of());
    }

    private String list(List<Move> moves) {
        return list(moves, false);
    }

    /** "a, b or c", each move written shortest, or with all its landing squares when {@code full}. */
    private String list(List<Move> moves, boolean full) {
        List<String> names = new ArrayList<>();
        int shown = Math.min(moves.size(), 12);
        for (int i = 0; i < shown; i++) {
            names.add(full ? full(moves.get(i)) : format(moves.get(i)));
        }
        if (moves.size() > shown) {
            names.add((moves.size() - shown) + " more");
        }
        if (names.size() == 1) {
            return names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }

    /** A square number (Integer) or a Rejected. */
    private Object square(String token, String text) {
        if (token.isEmpty()) {
            return reject("Cannot read the move \"" + text.strip() + "\": write the squares joined by - or x, "
                    + "for example " + example() + ".");
        }
        if (token.chars().allMatch(Character::isDigit)) {
            if (!geometry.numericNotation()) {
                return reject(variant.rules().title() + " uses algebraic squares such as "
                        + geometry.algebraic(2, 2) + ", not numbers: write the move as " + example() + ".");
            }
            Optional<Integer> number = parseNumber(token);
            if (number.isEmpty() || number.get() < 1 || number.get() > geometry.squareCount()) {
                return reject("There is no square " + token + ": squares are numbered 1 to "
                        + geometry.squareCount() + ".");
            }
            return number.get();
        }
        String lower = token.toLowerCase(java.util.Locale.ROOT);
        if (lower.length() >= 2 && lower.charAt(0) >= 'a' && lower.charAt(0) <= 'z'
                && lower.substring(1).chars().allMatch(Character::isDigit)) {
            int file = lower.charAt(0) - 'a';
            Optional<Integer> rank = parseNumber(lower.substring(1));
            if (rank.isEmpty() || !geometry.onBoard(file, rank.get() - 1)) {
                return reject("There is no square " + lower + " on this board.");
            }
            if (!geometry.isPlayable(file, rank.get() - 1)) {
                return reject(lower + " is not a playing square: pieces stand only on the dark squares.");
            }
            return geometry.squareNumber(file, rank.get() - 1);
        }
        return reject("There is no square " + token + ": write squares "
                + (geometry.numericNotation() ? "as numbers or " : "") + "as letter and number, e.g. "
                + geometry.algebraic(2, 2) + ".");
    }

    private static Optional<Integer> parseNumber(String digits) {
        if (digits.length() > 4) {
            return Optional.empty();
        }
        return Optional.of(Integer.parseInt(digits));
    }

    private String example() {
        List<Move> legal = variant.legalMoves(variant.initialPosition());
        return legal.isEmpty() ? "12-16" : format(legal.get(0), variant.initialPosition());
    }

    private String format(Move m, Position p) {
        return p == position ? format(m) : new MoveText(variant, p).format(m);
    }

    private static MoveRead.Rejected reject(String reason) {
        return new MoveRead.Rejected(reason);
    }
}
