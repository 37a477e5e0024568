package pbm.render;

/**
 * What the renderer needs to know about a board: files {@code 0..width-1}
 * from White's left (A..), ranks {@code 0..height-1} from White's bottom
 * (1..).
 */
public interface BoardView {

    /** A square nobody plays on. */
    char NOT_PLAYED = ' ';
    /** An empty playing square. */
    char EMPTY = '.';
    char WHITE_MAN = 'w';
    char BLACK_MAN = 'b';
    char WHITE_KING = 'W';
    char BLACK_KING = 'B';

    /** Number of files (columns), 1 to 26. */
    int width();

    /** Number of ranks (rows), 1 to 99. */
    int height();

    /**
     * One of: {@code ' '} not a playing square, {@code '.'} empty playing
     * square, {@code 'w'} white man, {@code 'b'} black man, {@code 'W'} white
     * king, {@code 'B'} black king.
     */
    char cell(int file, int rank);
}
