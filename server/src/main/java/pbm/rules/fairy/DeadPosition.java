package pbm.rules.fairy;

/**
 * Dead positions by material (FIDE Laws 5.2.2, 9.6.2): no sequence of legal moves can mate
 * when only the kings remain, or the kings and one knight or one bishop, or the kings and
 * bishops that all stand on squares of one colour. Other dead positions (blocked pawns) are
 * not detected.
 */
final class DeadPosition {

    private DeadPosition() {
    }

    static boolean dead(Board b) {
        Rules r = b.rules;
        int minors = 0;
        int knights = 0;
        int[] bishopColours = new int[2];
        for (int sq = 0; sq < b.squares; sq++) {
            int code = b.cells[sq];
            if (code == 0) {
                continue;
            }
            String name = r.pieces.get(Board.type(code)).name();
            switch (name) {
                case "king" -> {
                }
                case "knight" -> {
                    knights++;
                    minors++;
                }
                case "bishop" -> {
                    minors++;
                    bishopColours[(sq % r.width + sq / r.width) % 2]++;
                }
                default -> {
                    return false;
                }
            }
        }
        if (minors <= 1) {
            return true;
        }
        return knights == 0 && (bishopColours[0] == 0 || bishopColours[1] == 0);
    }
}
