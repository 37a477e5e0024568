package pbm.play;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pbm.pdn.PdnGame;
import pbm.rules.Game;
import pbm.pdn.PdnWriter;
import pbm.store.MoveRow;

/** A stored game as PDN 3.0: what a player's {@code pdn} mail and the admin's export both write. */
public final class GamePdn {
    private static final DateTimeFormatter PDN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd")
            .withZone(ZoneOffset.UTC);

    private GamePdn() {
    }

    /**
     * The game with Event, Date, a tag per side naming its player (White, Black), Result and
     * the game's record tags (GameType), and FEN when it did not start at the start.
     */
    public static String of(LoadedGame game) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", game.title() + " board " + game.board());
        tags.put("Date", PDN_DATE.format(game.row().created()));
        for (int seat : seatsBottomFirst(game.game())) {
            tags.put(game.sideOf(seat), game.playerOf(seat));
        }
        String result = game.row().result() == null ? "*" : game.row().result();
        tags.put("Result", result);
        tags.putAll(game.game().recordTags());
        if (!game.row().initialFen().equals(game.game().startFen(0))) {
            tags.put("FEN", game.row().initialFen());
        }
        List<String> moves = new ArrayList<>();
        for (MoveRow move : game.moves()) {
            moves.add(move.notation());
        }
        return PdnWriter.write(new PdnGame(tags, moves, result));
    }

    /**
     * The seats in the order records name their players: the bottom seat's side first
     * (White, then Black), whichever moves first.
     */
    public static List<Integer> seatsBottomFirst(Game game) {
        List<Integer> seats = new ArrayList<>();
        seats.add(game.bottomSeat());
        for (int seat = 0; seat < game.sides().size(); seat++) {
            if (seat != game.bottomSeat()) {
                seats.add(seat);
            }
        }
        return seats;
    }
}
