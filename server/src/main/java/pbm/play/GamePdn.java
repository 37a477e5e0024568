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

    /** The tags that name the players, White's (the bottom seat's) first. */
    public static final List<String> PLAYER_TAGS = List.of("White", "Black");
    /** The tags that name the sides of a game whose sides are not White and Black: {@code [WhiteSide "Red"]}. */
    public static final List<String> SIDE_TAGS = List.of("WhiteSide", "BlackSide");

    /**
     * The game with Event, Date, White and Black naming its players, Result, for a game whose
     * sides are not called White and Black the side each of them plays ({@code [WhiteSide
     * "Sente"] [BlackSide "Gote"]}), the game's record tags (GameType, Variant), TimeControl
     * for a board under one ({@link TimeControl#tag}), and FEN when it did not start at the start.
     */
    public static String of(LoadedGame game) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", game.title() + " board " + game.board());
        tags.put("Date", PDN_DATE.format(game.row().created()));
        List<Integer> seats = seatsBottomFirst(game.game());
        boolean named = whiteAndBlack(game.game());
        for (int i = 0; i < seats.size(); i++) {
            tags.put(named ? game.sideOf(seats.get(i)) : PLAYER_TAGS.get(i), game.playerOf(seats.get(i)));
        }
        String result = game.row().result() == null ? "*" : game.row().result();
        tags.put("Result", result);
        for (int i = 0; !named && i < seats.size(); i++) {
            tags.put(SIDE_TAGS.get(i), game.sideOf(seats.get(i)));
        }
        tags.putAll(game.game().recordTags());
        TimeControl control = ControlClocks.of(game);
        if (control != null) {
            tags.put("TimeControl", control.tag());
        }
        int chosen = setUpPlies(game);
        String start = chosen == 0 ? game.row().initialFen() : game.moves().get(chosen - 1).fenAfter();
        boolean choice = game.game().start(game.game().startFen(0)).settingUp();
        // A game whose players choose their set-up always says, by its FEN, which they chose; any
        // other start than the game's own is a set-up too, and PGN marks a FEN with SetUp "1".
        if (choice || !start.equals(game.game().startFen(0))) {
            tags.put("SetUp", "1");
            tags.put("FEN", start);
        }
        List<String> moves = new ArrayList<>();
        for (MoveRow move : game.moves().subList(chosen, game.moves().size())) {
            moves.add(move.notation());
        }
        return PdnWriter.write(new PdnGame(tags, moves, result));
    }

    /** How many of the game's first plies chose its set-up (janggi): the record starts after them. */
    static int setUpPlies(LoadedGame game) {
        String fen = game.row().initialFen();
        int plies = 0;
        while (plies < game.moves().size() && game.game().start(fen).settingUp()) {
            fen = game.moves().get(plies).fenAfter();
            plies++;
        }
        return plies;
    }

    /**
     * Whether the game's sides are White and Black (in either order, as checkers' and
     * Othello's are): their records name the players by the sides' own tags. Any other game
     * (shogi's Sente and Gote, xiangqi's Red and Black, janggi's, a defined game's) names its
     * players by White (the bottom seat) and Black, and its sides by {@link #SIDE_TAGS}.
     */
    public static boolean whiteAndBlack(Game game) {
        return game.sides().size() == 2 && game.sides().containsAll(PLAYER_TAGS);
    }

    /**
     * The tag a record names the player of {@code seat} by: the side's own name in a game of
     * White and Black, else White for the bottom seat and Black for the other.
     */
    public static String playerTag(Game game, int seat) {
        return whiteAndBlack(game) ? game.sides().get(seat) : PLAYER_TAGS.get(seatsBottomFirst(game).indexOf(seat));
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
