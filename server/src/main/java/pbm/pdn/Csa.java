package pbm.pdn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The CSA standard record of the Computer Shogi Association (version 2.2, "CSA標準棋譜ファイル形式",
 * computer-shogi.org/protocol/record_v22.html), plain ASCII, as Floodgate and shogi programs
 * exchange games: {@code N+}/{@code N-} the players, {@code $EVENT}, {@code $START_TIME}, the
 * start ({@code PI}, or {@code P1}..{@code P9} rows and {@code P+}/{@code P-} hands), the side
 * to move ({@code +}/{@code -}), one move a line ({@code +7776FU}: squares as file and rank
 * figures, file 9 on Sente's left and rank 1 on Gote's side, then the piece as it stands after
 * the move, so {@code +8822UM} is a bishop promoting), and how the game ended
 * ({@code %TORYO}, ...). Several games in one text are parted by a line {@code /}.
 * <p>
 * Read into {@link PdnGame}s whose moves are USI ({@code 7g7f}, {@code 8h2b+}, {@code P*5e}),
 * tagged as shogi; written from the positions a game passed through, as FEN.
 */
public final class Csa {

    /** CSA's two-letter pieces and the FEN letters of Sente's pieces ({@code +B} a promoted bishop). */
    private static final Map<String, String> PIECES = new LinkedHashMap<>();

    static {
        String[][] pairs = {{"FU", "P"}, {"KY", "L"}, {"KE", "N"}, {"GI", "S"}, {"KI", "G"}, {"KA", "B"},
            {"HI", "R"}, {"OU", "K"}, {"TO", "+P"}, {"NY", "+L"}, {"NK", "+N"}, {"NG", "+S"}, {"UM", "+B"},
            {"RY", "+R"}};
        for (String[] pair : pairs) {
            PIECES.put(pair[0], pair[1]);
        }
    }

    /** The start of every game without a handicap ({@code PI}), rows from Gote's side. */
    static final String HIRATE = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";

    private static final Pattern MOVE = Pattern.compile("([+-])(\\d)(\\d)(\\d)(\\d)([A-Z]{2})");
    private static final Pattern ROW = Pattern.compile("P([1-9])(.*)");
    private static final Pattern HAND = Pattern.compile("P([+-])(.*)");

    private Csa() {
    }

    /** Whether a text is a CSA record rather than PDN: a line that is a CSA move or start. */
    public static boolean looksLikeCsa(String text) {
        for (String line : withoutByteOrderMark(text).split("\\R")) {
            String s = line.strip();
            if (s.equals("PI") || s.startsWith("PI") && s.length() > 2 && Character.isDigit(s.charAt(2))
                    || s.startsWith("N+") || s.startsWith("P1") || MOVE.matcher(s).lookingAt()) {
                return true;
            }
            if (s.startsWith("[")) {
                return false;
            }
        }
        return false;
    }

    /** The text without the byte order mark some programs begin a UTF-8 file with. */
    private static String withoutByteOrderMark(String text) {
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    // ---------------------------------------------------------------- reading

    /** The games of a CSA text, each as a shogi record with USI moves; what is not understood is skipped. */
    public static List<PdnGame> read(String text) {
        List<PdnGame> games = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        for (String line : withoutByteOrderMark(text).split("\\R")) {
            if (line.strip().equals("/")) {
                games.add(readGame(lines));
                lines.clear();
            } else {
                lines.add(line);
            }
        }
        if (lines.stream().anyMatch(l -> !l.isBlank())) {
            games.add(readGame(lines));
        }
        return games;
    }

    /** One game: a reader keeps the board so as to tell a promotion ({@code +8822UM}) from a move. */
    private static PdnGame readGame(List<String> lines) {
        Reading game = new Reading();
        for (String line : lines) {
            if (line.startsWith("'")) {
                continue; // a comment
            }
            for (String statement : line.split(",")) {
                game.statement(statement.strip());
            }
        }
        return game.record();
    }

    /** A game being read: its tags, its board (rows from Gote's side, files from 9), hands and moves. */
    private static final class Reading {
        final Map<String, String> tags = new LinkedHashMap<>();
        final String[][] board = new String[9][9];
        final StringBuilder hands = new StringBuilder();
        final List<String> moves = new ArrayList<>();
        boolean senteToMove = true;
        boolean startSet;
        String result = "*";
        /** The start as FEN, taken before the first move changes the board. */
        String start;

        void statement(String s) {
            if (s.isEmpty() || s.startsWith("T") || s.startsWith("V")) {
                return; // time used, version
            }
            Matcher move = MOVE.matcher(s);
            if (move.matches()) {
                move(move);
            } else if (s.startsWith("N+") || s.startsWith("N-")) {
                tags.put(s.charAt(1) == '+' ? "White" : "Black", s.substring(2).strip());
            } else if (s.startsWith("$EVENT:")) {
                tags.put("Event", s.substring(7).strip());
            } else if (s.startsWith("$START_TIME:")) {
                String date = s.substring(12).strip();
                if (date.matches("\\d{4}/\\d{2}/\\d{2}.*")) {
                    tags.put("Date", date.substring(0, 10).replace('/', '.'));
                }
            } else if (s.startsWith("PI")) {
                hirate(s.substring(2));
            } else if (s.equals("+") || s.equals("-")) {
                senteToMove = s.equals("+");
            } else if (s.startsWith("%")) {
                result = result(s.substring(1));
            } else {
                position(s);
            }
        }

        /** {@code PI}, with the pieces a handicap takes off ({@code PI82HI22KA}). */
        void hirate(String removed) {
            String[] rows = HIRATE.split("/");
            for (int r = 0; r < 9; r++) {
                int c = 0;
                for (char ch : rows[r].toCharArray()) {
                    if (Character.isDigit(ch)) {
                        c += ch - '0';
                    } else {
                        board[r][c++] = String.valueOf(ch);
                    }
                }
            }
            for (int i = 0; i + 4 <= removed.length(); i += 4) {
                board[removed.charAt(i + 1) - '1'][9 - (removed.charAt(i) - '0')] = null;
            }
            startSet = true;
        }

        /** {@code P1 * -HI ...} (a row, three characters a square) or {@code P+00FU00KA} (a hand). */
        void position(String s) {
            Matcher row = ROW.matcher(s);
            if (row.matches()) {
                String cells = row.group(2);
                int r = row.group(1).charAt(0) - '1';
                for (int c = 0; c < 9 && 3 * c + 3 <= cells.length(); c++) {
                    board[r][c] = piece(cells.substring(3 * c, 3 * c + 3));
                }
                startSet = true;
                return;
            }
            Matcher hand = HAND.matcher(s);
            if (hand.matches()) {
                String pieces = hand.group(2);
                for (int i = 0; i + 4 <= pieces.length(); i += 4) {
                    String letter = PIECES.get(pieces.substring(i + 2, i + 4));
                    if (letter != null && pieces.startsWith("00", i)) {
                        hands.append(hand.group(1).equals("+") ? letter : letter.toLowerCase());
                    }
                }
            }
        }

        /** A square of a {@code P1}..{@code P9} row: {@code " * "}, {@code "+FU"}, {@code "-KA"}. */
        private static String piece(String cell) {
            String letter = PIECES.get(cell.substring(1));
            if (letter == null) {
                return null;
            }
            return cell.charAt(0) == '+' ? letter : letter.toLowerCase();
        }

        /** A move line, as USI; the board follows it. */
        void move(Matcher m) {
            if (!startSet) {
                hirate("");
            }
            if (start == null) {
                start = fen(board, hands.toString(), senteToMove);
            }
            int fromFile = m.group(2).charAt(0) - '0';
            int fromRank = m.group(3).charAt(0) - '0';
            int toFile = m.group(4).charAt(0) - '0';
            int toRank = m.group(5).charAt(0) - '0';
            String piece = PIECES.getOrDefault(m.group(6), "?");
            boolean sente = m.group(1).equals("+");
            String to = square(toFile, toRank);
            if (fromFile == 0) {
                moves.add(piece + "*" + to);
            } else {
                String before = at(fromFile, fromRank);
                boolean promotes = before != null && !before.startsWith("+") && piece.startsWith("+");
                moves.add(square(fromFile, fromRank) + to + (promotes ? "+" : ""));
                board[fromRank - 1][9 - fromFile] = null;
            }
            board[toRank - 1][9 - toFile] = sente ? piece : piece.toLowerCase();
            senteToMove = !sente;
        }

        private String at(int file, int rank) {
            return file < 1 || rank < 1 ? null : board[rank - 1][9 - file];
        }

        /**
         * The result a special move gives: the side to move resigned ({@code TORYO}), is mated
         * ({@code TSUMI}), ran out of time, or won by declaration ({@code KACHI}); a repetition, or a
         * draw; perpetual check ({@code OUTE_SENNICHITE}) loses for the side that gave it, the side
         * that just moved; an illegal action loses for the side named. Else unfinished.
         */
        String result(String special) {
            String moverLoses = senteToMove ? "0-1" : "1-0";
            String moverWins = senteToMove ? "1-0" : "0-1";
            return switch (special) {
                case "TORYO", "TSUMI", "TIME_UP" -> moverLoses;
                case "KACHI", "OUTE_SENNICHITE" -> moverWins;
                case "SENNICHITE", "HIKIWAKE", "JISHOGI", "MAX_MOVES" -> "1/2-1/2";
                case "+ILLEGAL_ACTION" -> "0-1";
                case "-ILLEGAL_ACTION" -> "1-0";
                default -> "*";
            };
        }

        PdnGame record() {
            Map<String, String> all = new LinkedHashMap<>(tags);
            all.put("Result", result);
            all.put("Variant", "shogi"); // a CSA record is of shogi, and only of shogi
            String start = startFen();
            if (!start.equals(HIRATE + "[] w - - 0 1")) {
                all.put("FEN", start);
            }
            return new PdnGame(all, moves, result);
        }

        /** The start as FEN, as pbm writes shogi's: upper case Sente's, hands in brackets. */
        private String startFen() {
            if (!startSet) {
                hirate("");
            }
            return start != null ? start : fen(board, hands.toString(), senteToMove);
        }
    }

    private static String square(int file, int rank) {
        return String.valueOf(file) + (char) ('a' + rank - 1);
    }

    private static String fen(String[][] board, String hands, boolean senteToMove) {
        StringBuilder s = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            int empty = 0;
            for (int c = 0; c < 9; c++) {
                if (board[r][c] == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    s.append(empty);
                    empty = 0;
                }
                s.append(board[r][c]);
            }
            if (empty > 0) {
                s.append(empty);
            }
            if (r < 8) {
                s.append('/');
            }
        }
        return s + "[" + hands + "] " + (senteToMove ? "w" : "b") + " - - 0 1";
    }

    // ---------------------------------------------------------------- writing

    /**
     * The facts of a game a CSA record holds: players (Sente's first), event, start date and time
     * ({@code 2026/11/22 10:00:00}), the start and the position after each move as FEN, and the
     * special move that ended it ({@code TORYO}, ...; null for a game going on).
     */
    public record Record(String sente, String gote, String event, String startTime, String startFen,
            List<String> fensAfter, String ending) {
    }

    /**
     * The CSA text of a game of shogi, or empty when a position is not one CSA can write: a board
     * of other than nine files and ranks, or a piece shogi does not have.
     */
    public static Optional<String> write(Record game) {
        Optional<Position> start = Position.of(game.startFen());
        if (start.isEmpty()) {
            return Optional.empty();
        }
        StringBuilder out = new StringBuilder("V2.2\n");
        out.append("N+").append(game.sente()).append('\n').append("N-").append(game.gote()).append('\n');
        out.append("$EVENT:").append(game.event()).append('\n');
        out.append("$START_TIME:").append(game.startTime()).append('\n');
        start.get().writeStart(out);
        Position before = start.get();
        for (String fen : game.fensAfter()) {
            Optional<Position> after = Position.of(fen);
            Optional<String> move = after.isEmpty() ? Optional.empty() : after.get().moveFrom(before);
            if (move.isEmpty()) {
                return Optional.empty();
            }
            out.append(move.get()).append('\n');
            before = after.get();
        }
        if (game.ending() != null) {
            out.append('%').append(game.ending()).append('\n');
        }
        return Optional.of(out.toString());
    }

    /** A position read from FEN: 81 squares (rows from Gote's side, files from 9), hands, side to move. */
    private record Position(String[][] board, String hands, boolean senteToMove) {

        static Optional<Position> of(String fen) {
            String[] fields = fen.strip().split(" ");
            String placement = fields[0];
            String hands = "";
            int bracket = placement.indexOf('[');
            if (bracket >= 0) {
                hands = placement.substring(bracket + 1, placement.indexOf(']', bracket));
                placement = placement.substring(0, bracket);
            }
            String[] rows = placement.split("/");
            if (rows.length != 9) {
                return Optional.empty();
            }
            String[][] board = new String[9][9];
            for (int r = 0; r < 9; r++) {
                if (!row(rows[r], board[r])) {
                    return Optional.empty();
                }
            }
            boolean sente = fields.length < 2 || fields[1].equals("w");
            return hands.chars().allMatch(ch -> ch == '-' || PIECES.containsValue(String.valueOf((char) ch)
                    .toUpperCase())) ? Optional.of(new Position(board, hands.replace("-", ""), sente))
                    : Optional.empty();
        }

        /** One FEN row into nine squares; false when it is not nine squares of shogi's pieces. */
        private static boolean row(String text, String[] squares) {
            int c = 0;
            for (int i = 0; i < text.length(); i++) {
                char ch = text.charAt(i);
                if (Character.isDigit(ch)) {
                    c += ch - '0';
                    continue;
                }
                String piece = ch == '+' && i + 1 < text.length() ? "+" + text.charAt(++i) : String.valueOf(ch);
                if (c >= 9 || csa(piece) == null) {
                    return false;
                }
                squares[c++] = piece;
            }
            return c == 9;
        }

        /** {@code P1}..{@code P9}, the hands, and the side to move. */
        void writeStart(StringBuilder out) {
            for (int r = 0; r < 9; r++) {
                out.append('P').append(r + 1);
                for (int c = 0; c < 9; c++) {
                    String p = board[r][c];
                    out.append(p == null ? " * " : (isSente(p) ? "+" : "-") + csa(p));
                }
                out.append('\n');
            }
            for (boolean sente : new boolean[] {true, false}) {
                StringBuilder hand = new StringBuilder();
                for (char ch : hands.toCharArray()) {
                    if (Character.isUpperCase(ch) == sente) {
                        hand.append("00").append(csa(String.valueOf(ch)));
                    }
                }
                if (hand.length() > 0) {
                    out.append(sente ? "P+" : "P-").append(hand).append('\n');
                }
            }
            out.append(senteToMove ? "+" : "-").append('\n');
        }

        /** The CSA move that leads from {@code before} to this position: the square emptied, the square reached. */
        Optional<String> moveFrom(Position before) {
            boolean sente = before.senteToMove;
            int[] from = null;
            int[] to = null;
            for (int r = 0; r < 9; r++) {
                for (int c = 0; c < 9; c++) {
                    String was = before.board[r][c];
                    String now = board[r][c];
                    if (Objects.equals(was, now)) {
                        continue;
                    }
                    if (now == null && was != null && isSente(was) == sente) {
                        from = new int[] {r, c};
                    } else if (now != null && isSente(now) == sente) {
                        to = new int[] {r, c};
                    }
                }
            }
            if (to == null) {
                return Optional.empty();
            }
            String origin = from == null ? "00" : String.valueOf(9 - from[1]) + (from[0] + 1);
            return Optional.of((sente ? "+" : "-") + origin + (9 - to[1]) + (to[0] + 1) + csa(board[to[0]][to[1]]));
        }

        private static boolean isSente(String piece) {
            return Character.isUpperCase(piece.charAt(piece.length() - 1));
        }

        /** CSA's two letters for a FEN piece of either side, or null for none of shogi's. */
        private static String csa(String piece) {
            String upper = piece.toUpperCase();
            for (Map.Entry<String, String> e : PIECES.entrySet()) {
                if (e.getValue().equals(upper)) {
                    return e.getKey();
                }
            }
            return null;
        }
    }
}
