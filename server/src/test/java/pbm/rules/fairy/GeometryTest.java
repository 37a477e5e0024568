package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pbm.rules.Grid;

/** The shapes' cells, steps and names, against cells counted and named by hand. */
class GeometryTest {

    private static Geometry hexagon(int width, int height, String files, Geometry.Ranks ranks) {
        return new Geometry(Grid.Layout.HEXAGONAL, width, height, files, ranks);
    }

    /** Every cell's name reads back to the cell, and no two cells share one; returns the cell count. */
    private static int namesReadBack(Geometry g) {
        Set<String> names = new HashSet<>();
        int cells = 0;
        for (int sq = 0; sq < g.width * g.height; sq++) {
            if (g.present(sq)) {
                cells++;
                assertEquals(sq, g.square(g.name(sq)), g.name(sq));
                assertTrue(names.add(g.name(sq)), g.name(sq));
            }
        }
        return cells;
    }

    @Test
    void glinskisBoardHas91CellsNamedUpEachFile() {
        Geometry g = hexagon(11, 11, "abcdefghikl", Geometry.Ranks.FILE);
        assertEquals(91, namesReadBack(g));
        assertEquals(91, g.cells());
        // f1 is the lowest cell; e1 and g1 are its upper neighbours, f2 the one above
        int f1 = g.square("f1");
        assertEquals(g.square("f2"), g.step(f1, 0, 1));
        assertEquals(g.square("g1"), g.step(f1, 1, 1));
        assertEquals(g.square("e1"), g.step(f1, -1, 0));
        assertEquals(-1, g.step(f1, 0, -1));
        assertEquals(-1, g.square("a7"));
        assertEquals(-1, g.square("j1"));
        assertEquals(11, g.rows().size());
        assertEquals(1, g.rows().get(0).length, "rank 11 is f11 alone");
        assertEquals(9, g.rows().get(4).length, "rank 7 runs b7-k7");
    }

    @Test
    void shafransBoardHas70CellsOnFallingRanks() {
        Geometry g = hexagon(9, 10, "abcdefghi", Geometry.Ranks.FALLING);
        assertEquals(70, namesReadBack(g));
        // rank 1 falls from a1 to e1, the board's lowest cell; the lower right edge rises e1 f2 g3 h4 i5
        int e1 = g.square("e1");
        assertEquals(g.square("d1"), g.step(e1, -1, 0));
        assertEquals(g.square("f2"), g.step(e1, 1, 1));
        assertEquals(g.square("i5"), g.step(g.square("h4"), 1, 1));
        assertEquals(-1, g.square("f1"));
        assertEquals(-1, g.square("a7"));
    }

    @Test
    void risingRanksRunFromLowerLeftToUpperRight() {
        Geometry g = hexagon(11, 11, "abcdefghikl", Geometry.Ranks.RISING);
        assertEquals(91, namesReadBack(g));
        // the lowest cell starts rank 1, which rises along the lower right edge to l1
        int lowest = g.square("f1");
        assertEquals(g.square("g1"), g.step(lowest, 1, 1));
        assertEquals(g.square("l1"), g.square(10, 0));
        assertEquals(g.square("f2"), g.step(lowest, 0, 1));
        assertEquals(-1, g.square("a1"), "a's lowest cell is on rank 6");
        assertEquals(0, g.square("a6") % 11);
    }

    @Test
    void aCircularBoardWrapsItsFilesAndNotItsRings() {
        Geometry g = new Geometry(Grid.Layout.CIRCULAR, 16, 4, Geometry.letters(16), Geometry.Ranks.FILE);
        assertEquals(64, namesReadBack(g));
        assertEquals(g.square("p1"), g.step(g.square("a1"), -1, 0));
        assertEquals(g.square("a2"), g.step(g.square("p1"), 1, 1));
        assertEquals(-1, g.step(g.square("a4"), 0, 1));
        assertEquals(-1, g.step(g.square("a1"), 0, -1));
    }

    @Test
    void gameCouriersHorizontalHexagonalBoardHasHorizontalRanks() {
        Geometry g = new Geometry(Grid.Layout.HORIZONTAL_HEXAGONAL, 7, 7, Geometry.letters(7), Geometry.Ranks.FILE);
        assertEquals(37, namesReadBack(g));
        // rank 1 runs d1-g1, rank 4 a4-g4, rank 7 a7-d7
        assertEquals(-1, g.square("c1"));
        assertEquals(-1, g.square("e7"));
        int d1 = g.square("d1");
        // written as on an upright board: (0, 1) is the upper right neighbour, (-1, 0) the upper left
        assertEquals(g.square("d2"), g.step(d1, 0, 1));
        assertEquals(g.square("c2"), g.step(d1, -1, 0));
        assertEquals(g.square("e1"), g.step(d1, 1, 1));
        assertEquals(-1, g.step(d1, 0, -1));
        // a bishop's step straight up (upright (-1, 1)) climbs two ranks and one file back
        assertEquals(g.square("c3"), g.step(d1, -1, 1));
        assertEquals(List.of(4, 5, 6, 7, 6, 5, 4), g.rows().stream().map(row -> row.length).toList());
    }
}
