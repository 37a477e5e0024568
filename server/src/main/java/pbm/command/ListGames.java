package pbm.command;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import pbm.play.GameService;
import pbm.rules.Catalog;
import pbm.rules.Family;
import pbm.store.GameRow;

/** {@code list}: the games this server hosts, one line each. */
final class ListGames implements Handler {
    @Override
    public String usage() {
        return "list [game ...]";
    }

    @Override
    public Result run(CommandText command, Context context) throws SQLException {
        if (command.size() > 1) {
            List<Reply> replies = new ArrayList<>();
            for (String word : command.words().subList(1, command.size())) {
                if (GameCatalog.find(word, context.definedGames()).isEmpty()) {
                    return Result.refused("\"" + word + "\" is not a game of this server. Mail \"list\" for the games.");
                }
                replies.add(Queries.gamesReply(context, GameCatalog.find(word, context.definedGames()).get().word(), null, "active"));
            }
            return new Result.Done(replies);
        }
        Map<String, int[]> counts = new HashMap<>();
        for (GameRow row : new GameService(context.connection()).list(null)) {
            counts.computeIfAbsent(row.gameWord(), w -> new int[2])[row.active() ? 0 : 1]++;
        }
        StringBuilder body = new StringBuilder("Games hosted on this server (mail \"help GAME\" for the rules),"
                + " by family:\n");
        for (Family family : Catalog.families()) {
            List<GameCatalog.Entry> entries = family.words().stream()
                    .map(w -> new GameCatalog.Entry(w.word(), w.summary())).toList();
            section(body, family.name().substring(0, 1).toUpperCase(Locale.ROOT) + family.name().substring(1)
                    + ", shipped with the server:", entries, counts);
        }
        List<GameCatalog.Entry> defined = GameCatalog.defined(context.definedGames());
        if (!defined.isEmpty()) {
            section(body, "Defined by players and the administrator (mail \"help define\" to add one):", defined,
                    counts);
        }
        body.append("\nEvery draughts game also takes -reverse (the loser wins). Start one with\n"
                + "\"GAME challenge you opponent\", e.g. \"checkers challenge alice bob\".\n");
        return Result.done(new Reply(List.of(context.sender()), "List of games", body.toString()));
    }

    /** A heading and its games, one line each, with the counts of boards under a game that has any. */
    private static void section(StringBuilder body, String heading, List<GameCatalog.Entry> games,
            Map<String, int[]> counts) {
        body.append('\n').append(heading).append("\n\n");
        for (GameCatalog.Entry game : games) {
            int[] count = counts.getOrDefault(game.word(), new int[2]);
            body.append(String.format("  %-11s %s%n", game.word(), game.summary()));
            if (count[0] + count[1] > 0) {
                body.append(String.format("  %-11s %d active, %d finished%n", "", count[0], count[1]));
            }
        }
    }
}
