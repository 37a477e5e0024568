package pbm.command;

import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import pbm.mail.OutboundMail;
import pbm.play.Elo;
import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.store.Rating;
import pbm.store.Ratings;

/**
 * {@code game standings [-options]} (or {@code ratings}): the Elo table of one rating pool,
 * the game's plain variant unless options name another ({@code -reverse}, {@code -small}).
 */
final class Standings extends GameCommand {
    @Override
    public String usage() {
        return "GAME standings [-options]";
    }

    @Override
    public Result run(CommandText command, Context context) throws SQLException {
        List<String> options = command.words().subList(2, command.size());
        Optional<Game> game = Catalog.find(gameWord(command), options, context.definedGames());
        if (game.isEmpty()) {
            return Result.refused("The options " + String.join(" ", options) + " do not make a " + title(command)
                    + " game. Mail \"help " + gameWord(command) + "\" for the options.");
        }
        String pool = game.get().name();
        List<Rating> rows = new Ratings(context.connection()).standings(pool);
        String name = title(command) + (pool.contains(" ") ? pool.substring(pool.indexOf(' ')) : "");
        return Result.done(new OutboundMail(List.of(context.sender()), "Standings of " + name, table(name, rows)));
    }

    /** The table: rank, userid, rating, games, and a mark on provisional ratings. */
    static String table(String name, List<Rating> rows) {
        StringBuilder out = new StringBuilder("Elo ratings of " + name + " (start " + Math.round(Elo.START)
                + ", K=" + Math.round(Elo.K) + ").\n\n");
        int width = "Player".length();
        for (Rating row : rows) {
            width = Math.max(width, row.userid().length());
        }
        out.append(String.format("Rank  %-" + width + "s  Rating  Games\n", "Player"));
        int rank = 0;
        for (Rating row : rows) {
            rank++;
            String line = String.format("%4d  %-" + width + "s  %6d  %5d  %s", rank, row.userid(),
                    Elo.shown(row.rating()), row.games(), Elo.provisional(row.games()) ? "provisional" : "");
            out.append(line.stripTrailing()).append('\n');
        }
        if (rows.isEmpty()) {
            out.append("(no rated games yet)\n");
        } else {
            out.append("\nA rating is provisional until its owner has played ").append(Elo.PROVISIONAL_GAMES)
                    .append(" rated games.\n");
        }
        return out.toString();
    }
}
