package pbm.pdn;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * KIF, the shogi record Japanese players and programs exchange (Kakinoki's "柿木将棋" format, as
 * described at kakinoki.o.oo7.jp/kif_format.html): header lines {@code key：value} (開始日時,
 * 棋戦, 場所, 先手/後手, or 下手/上手 in a handicap game, 手合割), then one move a line,
 * numbered: {@code    1 ７六歩(77)   ( 0:00/00:00:00)}, the square reached as a full-width file
 * figure and a kanji rank, the piece, 成 (promotes), 不成 (declines) or 打 (a drop), and the
 * square left in brackets; {@code 同　歩(23)} captures on the square just reached. A game ends
 * with a numbered special move (投了, 詰み, 千日手, ...). Lines starting {@code *} (a comment on
 * a move), {@code #} or {@code &} are comments; a line {@code 変化：} starts the variations,
 * which are not read.
 * <p>
 * Read into a {@link PdnGame} as {@link Csa} reads: USI moves, tagged as shogi, the start as
 * FEN when it is a handicap (手合割 香落ち ... 十枚落ち, Gote, the giver, moving first; the
 * import takes these starts, {@link #handicapStarts}). A start drawn as a board diagram is
 * refused. Text is UTF-8; {@link #text} also takes Shift_JIS (as
 * Windows programs write {@code .kif} files) when the bytes are not UTF-8.
 */
public final class Kif {

    /** A record that cannot be read; the message names the line. */
    public static final class Malformed extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        Malformed(String message) {
            super(message);
        }
    }

    /** KIF's names of the pieces (a promoted piece by its name, 成香 ... 龍) and their USI letters. */
    private static final Map<String, String> PIECES = new LinkedHashMap<>();

    static {
        String[][] pairs = {{"成香", "+L"}, {"成桂", "+N"}, {"成銀", "+S"}, {"歩", "P"}, {"香", "L"}, {"桂", "N"},
            {"銀", "S"}, {"金", "G"}, {"角", "B"}, {"飛", "R"}, {"玉", "K"}, {"王", "K"}, {"と", "+P"},
            {"杏", "+L"}, {"圭", "+N"}, {"全", "+S"}, {"馬", "+B"}, {"龍", "+R"}, {"竜", "+R"}};
        for (String[] pair : pairs) {
            PIECES.put(pair[0], pair[1]);
        }
    }

    /**
     * The standard handicaps (手合割), each by the squares of Gote's pieces it takes off, as the
     * Japan Shogi Association's handicap table gives them: the giver sits at the top as Gote and
     * loses its left lance (香落ち, square 1a), right lance (9a), bishop (2b), rook (8b), ...
     */
    private static final Map<String, List<String>> HANDICAPS = Map.ofEntries(
            Map.entry("香落ち", List.of("1a")),
            Map.entry("右香落ち", List.of("9a")),
            Map.entry("角落ち", List.of("2b")),
            Map.entry("飛車落ち", List.of("8b")),
            Map.entry("飛香落ち", List.of("8b", "1a")),
            Map.entry("二枚落ち", List.of("8b", "2b")),
            Map.entry("三枚落ち", List.of("8b", "2b", "1a")),
            Map.entry("四枚落ち", List.of("8b", "2b", "1a", "9a")),
            Map.entry("五枚落ち", List.of("8b", "2b", "1a", "9a", "2a")),
            Map.entry("左五枚落ち", List.of("8b", "2b", "1a", "9a", "8a")),
            Map.entry("六枚落ち", List.of("8b", "2b", "1a", "9a", "2a", "8a")),
            Map.entry("八枚落ち", List.of("8b", "2b", "1a", "9a", "2a", "8a", "3a", "7a")),
            Map.entry("十枚落ち", List.of("8b", "2b", "1a", "9a", "2a", "8a", "3a", "7a", "4a", "6a")));

    private static final String FILES = "１２３４５６７８９";
    private static final String RANKS = "一二三四五六七八九";

    /** A numbered line: the number, then the move or special word, then whatever follows (the time). */
    private static final Pattern NUMBERED = Pattern.compile("\\s*(\\d+)\\s+(\\S+)(.*)");
    /**
     * A move: the square reached (or 同), the piece, 成/不成/打, the square left in brackets, and
     * a {@code +} when variations from it follow the game.
     */
    private static final Pattern MOVE = Pattern.compile("(?:([１-９1-9])([一二三四五六七八九])|同)"
            + "(成香|成桂|成銀|[歩香桂銀金角飛玉王と杏圭全馬龍竜])(成|不成|打)?(?:\\(([1-9])([1-9])\\))?\\+?");
    /** A header line, with a full-width or plain colon. */
    private static final Pattern HEADER = Pattern.compile("([^：:]+)[：:](.*)");

    private Kif() {
    }

    /** Whether a text is a KIF record: a header line KIF has, or the line heading the moves. */
    public static boolean looksLikeKif(String text) {
        for (String line : withoutByteOrderMark(text).split("\\R")) {
            String s = line.strip();
            if (s.startsWith("手合割") || s.startsWith("開始日時") || s.startsWith("手数----")
                    || s.startsWith("先手：") || s.startsWith("下手：")) {
                return true;
            }
            if (s.startsWith("[")) {
                return false;
            }
        }
        return false;
    }

    /**
     * The text of a file's bytes: UTF-8 (with or without a byte order mark), or Shift_JIS (as
     * Windows-31J, the form Japanese Windows programs write) when the bytes are not UTF-8 and
     * read so they are a KIF record; empty otherwise.
     */
    public static Optional<String> text(byte[] bytes) {
        Optional<String> utf8 = decode(bytes, StandardCharsets.UTF_8);
        if (utf8.isPresent()) {
            return utf8;
        }
        String name = Charset.isSupported("windows-31j") ? "windows-31j" : "Shift_JIS";
        return decode(bytes, Charset.forName(name)).filter(Kif::looksLikeKif);
    }

    private static Optional<String> decode(byte[] bytes, Charset charset) {
        try {
            return Optional.of(charset.newDecoder().decode(ByteBuffer.wrap(bytes)).toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }

    private static String withoutByteOrderMark(String text) {
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /**
     * The standard handicaps by the names English-speaking players give them, in the order of
     * the table: a challenge names one ({@code -handicap rook}).
     */
    private static final Map<String, String> ENGLISH = linked("lance", "香落ち", "right-lance", "右香落ち",
            "bishop", "角落ち", "rook", "飛車落ち", "rook-lance", "飛香落ち", "two-piece", "二枚落ち",
            "three-piece", "三枚落ち", "four-piece", "四枚落ち", "five-piece", "五枚落ち",
            "left-five-piece", "左五枚落ち", "six-piece", "六枚落ち", "eight-piece", "八枚落ち", "ten-piece", "十枚落ち");

    private static Map<String, String> linked(String... pairs) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return Collections.unmodifiableMap(map);
    }

    /** The handicaps' English names, from the lance to ten pieces. */
    public static List<String> handicapNames() {
        return List.copyOf(ENGLISH.keySet());
    }

    /** The start of the handicap named in English ({@link #handicapNames}), Gote (the giver) to move, as FEN. */
    public static Optional<String> handicapStart(String englishName) {
        String kif = ENGLISH.get(englishName.toLowerCase(Locale.ROOT));
        return kif == null ? Optional.empty() : Optional.of(Reading.handicapStart(HANDICAPS.get(kif)));
    }

    /** The starts of the standard handicaps (手合割 香落ち ... 十枚落ち) as FEN, Gote, the giver, to move. */
    public static List<String> handicapStarts() {
        return HANDICAPS.values().stream().map(Reading::handicapStart).toList();
    }

    // ---------------------------------------------------------------- reading

    /**
     * The game of a KIF text, as a shogi record with USI moves.
     *
     * @throws Malformed naming the first line that is not KIF, a move out of turn, a handicap
     *         KIF does not define, or a start drawn as a board
     */
    public static PdnGame read(String text) {
        Reading game = new Reading();
        String[] lines = withoutByteOrderMark(text).split("\\R");
        for (int i = 0; i < lines.length && !game.variations; i++) {
            game.line(i + 1, lines[i]);
        }
        return game.record();
    }

    /** A game being read: its tags, start, moves, the square last reached and who is to move. */
    private static final class Reading {
        final Map<String, String> tags = new LinkedHashMap<>();
        final List<String> moves = new ArrayList<>();
        String start = Csa.HIRATE + "[] w - - 0 1";
        boolean senteToMove = true;
        String lastSquare;
        String result = "*";
        boolean ended;
        boolean variations;

        void line(int number, String line) {
            String s = line.strip();
            if (s.isEmpty() || s.startsWith("*") || s.startsWith("#") || s.startsWith("&") || s.startsWith("手数")
                    || s.startsWith("まで")) {
                return; // comments, the heading of the moves, the summary after the end
            }
            if (s.startsWith("変化")) {
                variations = true;
                return;
            }
            if (s.startsWith("+---") || s.startsWith("|") || s.startsWith("９ ８") || s.equals("先手番")
                    || s.equals("後手番")) {
                throw malformed(number, line, "a start drawn as a board is not read; only 手合割 starts are");
            }
            // 同　歩(23): the space after 同 (full-width or not) is dropped so the move is one word
            Matcher numbered = NUMBERED.matcher(line.replaceFirst("同[ \u3000]+", "同"));
            if (numbered.matches()) {
                numbered(number, line, numbered);
                return;
            }
            Matcher header = HEADER.matcher(s);
            if (!header.matches()) {
                throw malformed(number, line, "it is neither a header (key：value), a numbered move nor a comment");
            }
            header(number, line, header.group(1).strip(), header.group(2).strip());
        }

        void header(int number, String line, String key, String value) {
            switch (key) {
                case "先手", "下手" -> tags.put("White", value);
                case "後手", "上手" -> tags.put("Black", value);
                case "棋戦" -> tags.put("Event", value);
                case "場所" -> tags.put("Site", value);
                case "開始日時" -> date(value);
                case "手合割" -> handicap(number, line, value);
                case "先手の持駒", "後手の持駒" ->
                        throw malformed(number, line, "a start drawn as a board is not read; only 手合割 starts are");
                default -> {
                    // other facts (終了日時, 持ち時間, 戦型, ...) are not kept
                }
            }
        }

        /** {@code 1709/10/10} or {@code 2018/05/03 10:00:00}; an unknown day or month ({@code 00}) as {@code ??}. */
        void date(String value) {
            Matcher date = Pattern.compile("(\\d{4})/(\\d{1,2})/(\\d{1,2}).*").matcher(value);
            if (date.matches()) {
                tags.put("Date", date.group(1) + "." + twoFigures(date.group(2)) + "." + twoFigures(date.group(3)));
            }
        }

        private static String twoFigures(String figures) {
            int n = Integer.parseInt(figures);
            return n == 0 ? "??" : String.format("%02d", n);
        }

        void handicap(int number, String line, String value) {
            if (value.equals("平手")) {
                return;
            }
            List<String> removed = HANDICAPS.get(value);
            if (removed == null) {
                throw malformed(number, line, "the handicap " + value + " is not one KIF defines (平手, 香落ち,"
                        + " 右香落ち, 角落ち, 飛車落ち, 飛香落ち, 二枚落ち ... 十枚落ち)");
            }
            start = handicapStart(removed);
            senteToMove = false; // the giver, Gote, moves first
        }

        /** The usual start without the pieces a handicap takes off, Gote to move, as FEN. */
        static String handicapStart(List<String> removed) {
            String[] rows = Csa.HIRATE.split("/");
            for (String square : removed) {
                int row = square.charAt(1) - 'a';
                rows[row] = withoutPieceAt(rows[row], 9 - (square.charAt(0) - '0'));
            }
            return String.join("/", rows) + "[] b - - 0 1";
        }

        /** A FEN row with the square in column {@code column} (0 for file 9) emptied. */
        private static String withoutPieceAt(String row, int column) {
            StringBuilder squares = new StringBuilder();
            for (char ch : row.toCharArray()) {
                squares.append(Character.isDigit(ch) ? ".".repeat(ch - '0') : String.valueOf(ch));
            }
            squares.setCharAt(column, '.');
            StringBuilder fen = new StringBuilder();
            int empty = 0;
            for (char ch : squares.toString().toCharArray()) {
                if (ch == '.') {
                    empty++;
                    continue;
                }
                fen.append(empty > 0 ? String.valueOf(empty) : "").append(ch);
                empty = 0;
            }
            return fen.append(empty > 0 ? String.valueOf(empty) : "").toString();
        }

        /** A numbered line: the next move, or the special move that ends the game. */
        void numbered(int number, String line, Matcher numbered) {
            int ply = Integer.parseInt(numbered.group(1));
            if (ended) {
                throw malformed(number, line, "the game has already ended");
            }
            if (ply != moves.size() + 1) {
                throw malformed(number, line, "move " + (moves.size() + 1) + " comes next");
            }
            String word = numbered.group(2);
            Optional<String> special = special(word);
            if (special.isPresent()) {
                result = special.get();
                ended = true;
                return;
            }
            Matcher move = MOVE.matcher(word);
            if (!move.matches()) {
                throw malformed(number, line, word + " is not a move (e.g. ７六歩(77), 同　歩(23), ５五角打, 投了)");
            }
            moves.add(usi(number, line, move));
            senteToMove = !senteToMove;
        }

        /** One move as USI: {@code 7g7f}, {@code 8h2b+}, {@code B*5e}. */
        private String usi(int number, String line, Matcher move) {
            String to;
            if (move.group(1) == null) {
                if (lastSquare == null) {
                    throw malformed(number, line, "同 (the square just reached) has no move before it");
                }
                to = lastSquare;
            } else {
                char figure = move.group(1).charAt(0);
                int file = FILES.indexOf(figure) >= 0 ? FILES.indexOf(figure) + 1 : figure - '0';
                to = String.valueOf(file) + (char) ('a' + RANKS.indexOf(move.group(2)));
            }
            lastSquare = to;
            String piece = PIECES.get(move.group(3));
            String how = move.group(4) == null ? "" : move.group(4);
            if (how.equals("打")) {
                if (piece.startsWith("+") || piece.equals("K") || move.group(5) != null) {
                    throw malformed(number, line, "only an unpromoted piece other than the king is dropped");
                }
                return piece + "*" + to;
            }
            if (move.group(5) == null) {
                throw malformed(number, line, "a move names the square it leaves, e.g. ７六歩(77)");
            }
            if (how.equals("成") && piece.startsWith("+")) {
                throw malformed(number, line, "a promoted piece does not promote again");
            }
            String from = move.group(5) + (char) ('a' + move.group(6).charAt(0) - '1');
            return from + to + (how.equals("成") ? "+" : "");
        }

        /**
         * The result a special move gives, the side to move being the one it speaks of (as
         * shogi programs that write KIF read them, e.g. ShogiHome's FOUL_WIN for 反則勝ち): it
         * resigned (投了), is mated (詰み), ran out of time (切れ負け), or lost by a foul (反則負け);
         * it wins when the other side's last move was a foul (反則勝ち) or by declaring an entering
         * king (入玉勝ち); a repetition (千日手) or an impasse (持将棋) is a draw; an interrupted game
         * (中断, 封じ手) has none. Empty for a word that is no special move.
         */
        Optional<String> special(String word) {
            String moverLoses = senteToMove ? "0-1" : "1-0";
            String moverWins = senteToMove ? "1-0" : "0-1";
            return Optional.ofNullable(switch (word) {
                case "投了", "詰み", "切れ負け", "反則負け" -> moverLoses;
                case "反則勝ち", "入玉勝ち" -> moverWins;
                case "千日手", "持将棋" -> "1/2-1/2";
                case "中断", "封じ手" -> "*";
                default -> null;
            });
        }

        PdnGame record() {
            Map<String, String> all = new LinkedHashMap<>(tags);
            all.put("Result", result);
            all.put("Variant", "shogi"); // a KIF record is of shogi, and only of shogi
            if (!start.equals(Csa.HIRATE + "[] w - - 0 1")) {
                all.put("FEN", start);
            }
            return new PdnGame(all, moves, result);
        }
    }

    private static Malformed malformed(int number, String line, String why) {
        return new Malformed("line " + number + " \"" + line.strip() + "\": " + why + ".");
    }
}
