package pbm.play;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pbm.engine.Fen;
import pbm.engine.Side;
import pbm.pdn.PdnGame;
import pbm.pdn.PdnWriter;
import pbm.store.MoveRow;

/** A stored game as PDN 3.0: what a player's {@code pdn} mail and the admin's export both write. */
public final class GamePdn {
    private static final DateTimeFormatter PDN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd")
            .withZone(ZoneOffset.UTC);

    private GamePdn() {
    }

    /** The game with Event, Date, White, Black, Result and GameType tags (and FEN when it did not start at the start). */
    public static String of(LoadedGame game) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", game.title() + " board " + game.board());
        tags.put("Date", PDN_DATE.format(game.row().created()));
        tags.put("White", game.playerOf(Side.WHITE));
        tags.put("Black", game.playerOf(Side.BLACK));
        String result = game.row().result() == null ? "*" : game.row().result();
        tags.put("Result", result);
        tags.put("GameType", game.variant().gameType());
        if (!game.row().initialFen().equals(Fen.write(game.variant().initialPosition()))) {
            tags.put("FEN", game.row().initialFen());
        }
        List<String> moves = new ArrayList<>();
        for (MoveRow move : game.moves()) {
            moves.add(move.notation());
        }
        return PdnWriter.write(new PdnGame(tags, moves, result));
    }
}
