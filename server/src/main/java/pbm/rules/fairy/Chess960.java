package pbm.rules.fairy;

/**
 * The 960 starts of Fischer Random Chess, numbered as chessprogramming.org's "Chess960
 * Starting Position" (Scharnagl's scheme): 518 is the standard RNBQKBNR.
 */
final class Chess960 {

    private static final int[][] KNIGHTS = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4},
        {3, 4}};

    private Chess960() {
    }

    /** White's back rank of start {@code number} (0-959), e.g. "RNBQKBNR" for 518. */
    static String backRank(int number) {
        char[] rank = new char[8];
        int n = number;
        rank[n % 4 * 2 + 1] = 'B';
        n /= 4;
        rank[n % 4 * 2] = 'B';
        n /= 4;
        place(rank, 'Q', n % 6);
        n /= 6;
        int[] knights = KNIGHTS[n];
        place(rank, 'N', knights[1]);
        place(rank, 'N', knights[0]);
        place(rank, 'R', 0);
        place(rank, 'K', 0);
        place(rank, 'R', 0);
        return new String(rank);
    }

    /** Puts a piece on the {@code index}-th empty square, counting from the a-file. */
    private static void place(char[] rank, char piece, int index) {
        int seen = 0;
        for (int i = 0; i < rank.length; i++) {
            if (rank[i] == 0) {
                if (seen == index) {
                    rank[i] = piece;
                    return;
                }
                seen++;
            }
        }
    }

    /** The number (0-959) of the start whose White back rank is {@code rank} ("RNBQKBNR" gives 518), or -1. */
    static int number(String rank) {
        for (int number = 0; number < 960; number++) {
            if (backRank(number).equals(rank)) {
                return number;
            }
        }
        return -1;
    }

    static String fen(int number) {
        String white = backRank(number);
        return white.toLowerCase() + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w KQkq - 0 1";
    }
}
