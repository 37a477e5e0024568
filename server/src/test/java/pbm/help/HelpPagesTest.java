package pbm.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import pbm.render.BoardRenderer;
import pbm.render.GridBoard;

class HelpPagesTest {

    static final int MAX_COLUMNS = 72;

    static final List<String> GENERAL_PAGES = List.of("index", "commands", "signup", "options", "deadlines");
    static final List<String> GAME_PAGES = List.of("draughts", "canadian", "checkers", "italian", "pool",
            "jamaican", "zimbabwean", "spanish", "russian", "brazilian", "portuguese", "czech", "turkish", "thai", "frisian");

    static final HelpPages PAGES = HelpPages.fromClasspath();

    static Stream<String> requiredPages() {
        return Stream.concat(GENERAL_PAGES.stream(), GAME_PAGES.stream());
    }

    static Stream<String> everyPage() {
        return PAGES.subjects().stream();
    }

    static Stream<String> gamePages() {
        return GAME_PAGES.stream();
    }

    @ParameterizedTest
    @MethodSource("requiredPages")
    void requiredPageExists(String subject) {
        assertTrue(PAGES.subjects().contains(subject), "pages.list lacks " + subject);
        assertTrue(PAGES.page(subject).filter(text -> text.length() > 200).isPresent(), subject);
    }

    @ParameterizedTest
    @MethodSource("everyPage")
    void readsWellAsMail(String subject) {
        String text = PAGES.page(subject).orElseThrow();
        assertTrue(text.endsWith("\n") && !text.endsWith("\n\n"), subject + ": one newline at the end");
        assertFalse(text.startsWith("\n"), subject);
        List<String> problems = new ArrayList<>();
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            String where = subject + ".txt:" + (i + 1) + ": ";
            if (line.length() > MAX_COLUMNS) {
                problems.add(where + line.length() + " columns");
            }
            if (line.indexOf('\t') >= 0) {
                problems.add(where + "tab");
            }
            if (!line.equals(line.stripTrailing())) {
                problems.add(where + "trailing blanks");
            }
            if (!line.chars().allMatch(c -> c >= ' ' && c < 127)) {
                problems.add(where + "not plain ASCII");
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void subjectsAreFoundInAnyCase() {
        assertEquals(PAGES.page("russian"), PAGES.page("RUSSIAN"));
        assertEquals(PAGES.page("index"), PAGES.page(" Index "));
        assertTrue(PAGES.page("russian").orElseThrow().startsWith("RUSSIAN"));
        assertEquals(PAGES.page("chess"), PAGES.page("Chess"));
        assertEquals(Optional.empty(), PAGES.page("go"));
        assertEquals("index", PAGES.subjects().get(0));
    }

    @Test
    void indexNamesEveryOtherPage() {
        String index = PAGES.page("index").orElseThrow();
        for (String subject : PAGES.subjects()) {
            if (!subject.equals("index")) {
                assertTrue(Pattern.compile("(?m)^  " + subject + " ").matcher(index).find(),
                        "index does not list " + subject);
            }
        }
    }

    /** And the other way round: every page the index lists can be mailed (pages.list names it). */
    @Test
    void everyPageTheIndexListsIsAPage() {
        String index = PAGES.page("index").orElseThrow();
        java.util.regex.Matcher listed = Pattern.compile("(?m)^  ([a-z][a-z0-9]*) {2,}\\S").matcher(index);
        int pages = 0;
        while (listed.find()) {
            assertTrue(PAGES.page(listed.group(1)).isPresent(), "the index lists " + listed.group(1)
                    + ", which is no page (help/pages.list)");
            pages++;
        }
        assertTrue(pages > 20, pages + " pages listed");
    }

    @Test
    void commandsPageCoversEveryCommandOfTheProtocol() {
        String commands = PAGES.page("commands").orElseThrow();
        for (String syntax : List.of("signup userid password", "change password userid old new",
                "change address userid password", "signoff userid password", "list [game ...]", "help [subject",
                "game challenge userid1 userid2", "game move board userid password move[#N]",
                "game resign board userid password", "game set userid password option",
                "game show board[#N]", "game show userid", "game games [userid]", "game history",
                "game standings", "game chat board userid password", "game preview board move",
                "game notify userid password", "game accept userid password", "game reject userid password",
                "game pdn board", "vacation userid password", "--nagtime=DAYS", "--forfeittime=DAYS")) {
            assertTrue(commands.contains(syntax), "commands page lacks " + syntax);
        }
    }

    @Test
    void indexSaysWhySpantsirettiIsNotHosted() {
        String index = PAGES.page("index").orElseThrow();
        assertTrue(index.contains("Spantsiretti (PDN GameType 41"), index);
        assertTrue(index.contains("no published rules for it were\nfound"), index);
    }

    @ParameterizedTest
    @MethodSource("gamePages")
    void gamePageHasRulesSquaresReverseAndSampleMoves(String game) {
        String page = PAGES.page(game).orElseThrow();
        for (String section : List.of("CAPTURES", "THE END OF THE GAME", "SQUARES AND HOW TO WRITE MOVES",
                "REVERSE GAME", "A SAMPLE OPENING")) {
            assertTrue(page.contains("\n" + section + "\n"), game + " lacks " + section);
        }
        assertTrue(page.contains(game + " challenge alice bob -reverse"), game);
        assertTrue(page.contains("threefold") || page.contains("third time"), game + ": repetition rule");
        assertTrue(Pattern.compile("by\\s+themselves|nothing\\s+to\\s+claim|is\\s+a\\s+claim|are\\s+claims")
                .matcher(page).find(), game + ": which draw rules end the game and which are claims");
        assertTrue(Pattern.compile("(?m)^  " + game + " move 101 (alice|bob) secret \\S+$").matcher(page).find(),
                game + " has no sample move");
    }

    @Test
    void pagesShowTheBoardsTheServerDraws() {
        String draughtsBoard = BoardRenderer.large(start(10, 4, false), true);
        assertTrue(PAGES.page("draughts").orElseThrow().contains(draughtsBoard), "draughts start board");
        String italianBoard = BoardRenderer.large(start(8, 3, true), true);
        assertTrue(PAGES.page("italian").orElseThrow().contains(italianBoard), "italian start board");
        String thaiBoard = BoardRenderer.small(start(8, 2, false), true);
        assertTrue(PAGES.page("thai").orElseThrow().contains(thaiBoard), "thai start board");
        GridBoard turkish = GridBoard.fromRows(
                "........", "bbbbbbbb", "bbbbbbbb", "........", "........", "wwwwwwww", "wwwwwwww", "........");
        assertTrue(PAGES.page("turkish").orElseThrow().contains(BoardRenderer.small(turkish, true)), "turkish");
    }

    @Test
    void numberedDiagramsPutSquareOneWhereTheGameTypeSays() {
        assertSquare("draughts", 1, "B", 10);
        assertSquare("draughts", 50, "I", 1);
        assertSquare("frisian", 1, "B", 10);
        assertSquare("canadian", 1, "B", 12);
        assertSquare("canadian", 72, "K", 1);
        assertSquare("checkers", 1, "B", 8);
        assertSquare("checkers", 32, "G", 1);
        assertSquare("pool", 1, "B", 8);
        assertSquare("italian", 1, "A", 8);
        assertSquare("italian", 32, "H", 1);
        assertSquare("spanish", 1, "H", 1);
        assertSquare("spanish", 32, "A", 8);
        assertSquare("portuguese", 1, "H", 1);
        assertSquare("thai", 1, "G", 1);
        assertSquare("thai", 32, "B", 8);
    }

    @Test
    void missingPageIsAPackagingError(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("help"));
        Files.writeString(dir.resolve("help/pages.list"), "# pages\nindex\nghost\n");
        Files.writeString(dir.resolve("help/index.txt"), "INDEX\n");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, null)) {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> HelpPages.from(loader));
            assertTrue(e.getMessage().contains("help/ghost.txt"), e.getMessage());
        }
    }

    /**
     * Finds {@code number} in the numbered diagram of the page (file letters
     * right-aligned in 3 columns after a 5-column rank label) and checks its
     * square.
     */
    private static void assertSquare(String game, int number, String file, int rank) {
        String page = PAGES.page(game).orElseThrow();
        String[] lines = page.split("\n");
        int header = -1;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("       A  B  C")) {
                header = i;
                break;
            }
        }
        assertTrue(header >= 0, game + " has no numbered diagram");
        String row = lines[header + 1 + (rankCount(lines, header) - rank)];
        assertEquals(rank, Integer.parseInt(row.substring(0, 4).strip()), game + " row label");
        int column = 5 + 3 * (file.charAt(0) - 'A');
        assertEquals(number, Integer.parseInt(row.substring(column, column + 3).strip()),
                game + ": square " + number + " at " + file + rank);
        assertEquals(file.charAt(0), lines[header].charAt(column + 2));
    }

    private static int rankCount(String[] lines, int header) {
        return Integer.parseInt(lines[header + 1].substring(0, 4).strip());
    }

    /** Diagonal start position: {@code rows} rows of men each; A1 a playing square unless {@code inverted}. */
    private static GridBoard start(int size, int rows, boolean inverted) {
        char[][] cells = new char[size][size];
        for (int rank = 0; rank < size; rank++) {
            for (int file = 0; file < size; file++) {
                boolean playing = ((file + rank) % 2 == 0) != inverted;
                char man = rank < rows ? 'w' : rank >= size - rows ? 'b' : '.';
                cells[rank][file] = playing ? man : ' ';
            }
        }
        return new GridBoard(size, size, cells);
    }

    /** The review's findings on the help pages: each now says what the server does, for players. */
    @Test
    void thePagesSayWhatTheReviewFoundMissingAndNoDeveloperRemarks() {
        String commands = PAGES.page("commands").orElseThrow().replaceAll("\\s+", " ");
        assertTrue(commands.contains("N counts every move of both players"), "#N");
        assertTrue(commands.contains("numbers pairs of moves"), "the move list numbers pairs");
        assertTrue(commands.contains("without a board, of every board of that game"), "notify without a board");
        assertTrue(commands.contains("take back your own last move"), "undo");
        assertTrue(PAGES.page("signup").orElseThrow().contains("plain (ASCII) letters"), "userids");
        String frisian = PAGES.page("frisian").orElseThrow();
        for (String remark : new String[] {"lidraughts", "pbm's choice", "FEN", "kept as before"}) {
            assertTrue(!frisian.contains(remark), "frisian page: " + remark);
        }
    }
}
