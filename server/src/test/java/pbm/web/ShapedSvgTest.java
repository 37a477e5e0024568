package pbm.web;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.games.Catalog;
import pbm.render.ShapedPicture;
import pbm.rules.Game;
import pbm.rules.Grid;
import pbm.rules.Play;
import pbm.store.WebPrivacy;
import pbm.testing.AcrossGame;
import pbm.testing.TestServer;
import pbm.testing.Plays;

/**
 * The web page's board of hexagons or rings: one polygon (a hexagon) or path (a ring's sector)
 * for each cell, carrying its name and piece as a square board's cells do, with the pieces as
 * inline pictures laid over the cells.
 */
class ShapedSvgTest {
    private static final Pattern CELL = Pattern.compile("<(polygon|path) [^>]*?fill=\"#([0-9a-f]{6})\"[^>]*?"
            + "data-square=\"([^\"]*)\" data-piece=\"([^\"]*)\"/>");

    @TempDir
    Path dir;

    @Test
    void glinskisBoardIsNinetyOneHexagonsWithTheirNamesAndPieces() throws Exception {
        Grid grid = play("glinski").grid();
        String svg = BoardSvg.of(grid, null);
        wellFormed(svg);
        assertEquals(91, count(svg, "data-square=\""));
        Set<String> names = new HashSet<>();
        Matcher cell = CELL.matcher(svg);
        while (cell.find()) {
            assertEquals("polygon", cell.group(1));
            names.add(cell.group(3));
            if (cell.group(3).equals("f6")) {
                assertEquals(ShapedPicture.MIDDLE.getRGB() & 0xFFFFFF, Integer.parseInt(cell.group(2), 16), "f6's colour");
            }
        }
        assertEquals(cellNames(grid), names, "every cell once, by its name");
        assertTrue(svg.contains(cell("g1", "K")) && svg.contains(cell("g10", "k")) && svg.contains(cell("f6", "")),
                svg);
        assertEquals(12, count(svg, "<image id=\"p"), "each of the twelve pieces once, white and black");
        assertEquals(36, count(svg, "<use href=\"#p"), "laid over the thirty-six cells they stand on");
        Matcher image = Pattern.compile("<image id=\"p0\" [^>]*href=\"data:image/png;base64,([^\"]+)\"").matcher(svg);
        assertTrue(image.find());
        int corner = ImageIO.read(new ByteArrayInputStream(Base64.getDecoder().decode(image.group(1)))).getRGB(0, 0);
        assertEquals(0, corner >>> 24, "a piece's picture is transparent round it");
        assertTrue(svg.contains("max-width:"), "never wider than its own size");
    }

    /**
     * Game Courier's horizontal hexagonal board: 37 pointy-topped hexagons (a point at the top,
     * flat sides left and right), each named, d1's upper-left neighbour c2 half a cell left and a
     * row up, its upper-right d2 half a cell right, e1 a whole cell right.
     */
    @Test
    void aHorizontalHexagonalBoardIsThirtySevenPointyToppedHexagons() throws Exception {
        Grid grid = AcrossGame.startGrid();
        String svg = BoardSvg.of(grid, null);
        wellFormed(svg);
        assertEquals(37, count(svg, "data-square=\""));
        Map<String, double[][]> polygons = new HashMap<>();
        Matcher cell = CELL.matcher(svg);
        while (cell.find()) {
            assertEquals("polygon", cell.group(1));
            Matcher points = Pattern.compile("points=\"([^\"]*)\"").matcher(cell.group(0));
            assertTrue(points.find(), cell.group(0));
            double[][] corners = corners(points.group(1));
            assertEquals(6, corners.length, cell.group(0));
            assertEquals(1, extremes(corners, 1), "one point at the top: " + cell.group(0));
            assertEquals(2, extremes(corners, 0), "a flat side at the left: " + cell.group(0));
            polygons.put(cell.group(3), corners);
        }
        assertEquals(cellNames(grid), polygons.keySet(), "every cell once, by its name");
        double width = BoardSvg.CELL;
        double row = width * Math.sqrt(3) / 2;
        assertArrayEquals(new double[] {-width / 2, -row}, apart(polygons, "d1", "c2"), 0.2, "c2 upper left of d1");
        assertArrayEquals(new double[] {width / 2, -row}, apart(polygons, "d1", "d2"), 0.2, "d2 upper right of d1");
        assertArrayEquals(new double[] {width, 0}, apart(polygons, "d1", "e1"), 0.2, "e1 right of d1");
        assertTrue(svg.contains(cell("d1", "K")) && svg.contains(cell("a7", "r")) && svg.contains(cell("g2", "P"))
                && svg.contains(cell("d4", "")), svg);
        assertEquals(10, count(svg, "<use href=\"#p"), "the ten pieces laid over their cells");
    }

    @Test
    void byzantinesBoardIsSixtyFourSectorsOfARing() throws Exception {
        Grid grid = play("byzantine").grid();
        String svg = BoardSvg.of(grid, null);
        wellFormed(svg);
        assertEquals(64, count(svg, "data-square=\""));
        Set<String> names = new HashSet<>();
        Matcher cell = CELL.matcher(svg);
        while (cell.find()) {
            assertEquals("path", cell.group(1));
            assertTrue(cell.group(0).contains(" d=\"M") && cell.group(0).contains("C"), "arcs: " + cell.group(0));
            names.add(cell.group(3));
        }
        assertEquals(cellNames(grid), names);
        assertTrue(svg.contains(cell("a1", "O")) && svg.contains(cell("j1", "k")), svg);
    }

    @Test
    void theLastMoveIsOutlinedAndTheKingInCheckGlows() throws Exception {
        Play before = play("glinski", "g6", "Be9");
        Play after = play("glinski", "g6", "Be9", "Bi6+");
        String svg = BoardSvg.of(after.grid(), before.grid());
        wellFormed(svg);
        assertEquals(2, count(svg, "stroke=\"#1e90ff\""), "the bishop's two cells outlined");
        assertEquals(2, count(svg, "<clipPath "), "inside their edges");
        assertEquals(1, count(svg, "fill=\"url(#check)\""), "Black's king in check");
        assertTrue(svg.contains(cell("i6", "B")), svg);
    }

    @Test
    void aGlinskiBoardsPageShowsTheHexagons() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            server.mail("alice@example.org", "glinski challenge alice bob", "");
            server.mail("alice@example.org", "glinski move 101 alice apw f6", "");
            WebServer web = new WebServer(server.database(), server.clock(), "https://pbm.example");
            try {
                web.start(new InetSocketAddress("127.0.0.1", 0));
                String key = server.database().transaction(c -> new WebPrivacy(c).boardKey(101));
                HttpResponse<String> page = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + web.port() + "/b/" + key)).GET().build(),
                        HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
                assertEquals(200, page.statusCode());
                assertEquals(91, count(page.body(), "data-square=\""));
                assertTrue(page.body().contains(cell("f6", "P")) && page.body().contains(cell("f5", "")),
                        "the position after f6");
            } finally {
                web.close();
            }
        }
    }

    private static Play play(String name, String... moves) {
        Game game = Catalog.byName(name).orElseThrow();
        return Plays.play(game.start(game.startFen(0)), moves);
    }

    private static double[][] corners(String points) {
        String[] pairs = points.trim().split(" ");
        double[][] corners = new double[pairs.length][];
        for (int i = 0; i < pairs.length; i++) {
            String[] xy = pairs[i].split(",");
            corners[i] = new double[] {Double.parseDouble(xy[0]), Double.parseDouble(xy[1])};
        }
        return corners;
    }

    /** How many corners lie (to a tenth) at the least x ({@code axis} 0) or y (1). */
    private static int extremes(double[][] corners, int axis) {
        double least = Double.MAX_VALUE;
        for (double[] corner : corners) {
            least = Math.min(least, corner[axis]);
        }
        int count = 0;
        for (double[] corner : corners) {
            count += corner[axis] < least + 0.15 ? 1 : 0;
        }
        return count;
    }

    /** From the middle of {@code from}'s corners to the middle of {@code to}'s. */
    private static double[] apart(Map<String, double[][]> polygons, String from, String to) {
        double[] a = middle(polygons.get(from));
        double[] b = middle(polygons.get(to));
        return new double[] {b[0] - a[0], b[1] - a[1]};
    }

    private static double[] middle(double[][] corners) {
        double x = 0;
        double y = 0;
        for (double[] corner : corners) {
            x += corner[0] / corners.length;
            y += corner[1] / corners.length;
        }
        return new double[] {x, y};
    }

    private static Set<String> cellNames(Grid grid) {
        Set<String> names = new HashSet<>();
        for (int file = 0; file < grid.width(); file++) {
            for (int rank = 0; rank < grid.height(); rank++) {
                if (grid.exists(file, rank)) {
                    names.add(grid.cellName(file, rank));
                }
            }
        }
        return names;
    }

    private static void wellFormed(String svg) throws Exception {
        DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    private static String cell(String square, String piece) {
        return "data-square=\"" + square + "\" data-piece=\"" + piece + "\"";
    }

    private static int count(String text, String part) {
        return (int) Pattern.compile(Pattern.quote(part)).matcher(text).results().count();
    }
}
