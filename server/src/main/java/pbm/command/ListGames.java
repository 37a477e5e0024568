package pbm.command;

import java.util.List;

/** {@code list}: the games this server hosts, one line each. */
final class ListGames implements Handler {
    @Override
    public String usage() {
        return "list [game ...]";
    }

    @Override
    public Result run(CommandText command, Context context) {
        StringBuilder body = new StringBuilder("Games hosted on this server (mail \"help GAME\" for the rules):\n\n");
        for (GameCatalog.Entry game : GameCatalog.entries()) {
            body.append(String.format("  %-11s %s%n", game.word(), game.summary()));
        }
        body.append("\nEvery game also takes -reverse (the loser wins). Start one with\n"
                + "\"GAME challenge you opponent\", e.g. \"checkers challenge alice bob\".\n");
        return Result.done(new Reply(List.of(context.sender()), "List of games", body.toString()));
    }
}
