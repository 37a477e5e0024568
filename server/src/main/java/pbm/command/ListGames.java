package pbm.command;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import pbm.mail.OutboundMail;
import pbm.play.GameService;
import pbm.games.Catalog;
import pbm.rules.Family;

/** {@code list}: the games this server hosts, one line each. */
final class ListGames implements Handler {
    @Override
    public String usage() {
        return "list [game ...]";
    }

    @Override
    public Result run(CommandText command, Context context) throws SQLException {
        if (command.size() > 1) {
            List<OutboundMail> replies = new ArrayList<>();
            for (String word : command.words().subList(1, command.size())) {
                Optional<Family.GameWord> game = Catalog.word(word, context.definedGames());
                if (game.isEmpty()) {
                    return Result.refused("\"" + word + "\" is not a game of this server. Mail \"list\" for the games.");
                }
                replies.add(Queries.gamesReply(context, game.get().word(), null, "active"));
            }
            return new Result.Done(replies);
        }
        Map<String, int[]> counts = new GameService(context.connection()).countsByWord();
        StringBuilder body = new StringBuilder("Games hosted on this server (mail \"help GAME\" for the rules),"
                + " by family:\n");
        Map<String, List<Family.GameWord>> sections = new java.util.LinkedHashMap<>();
        for (Family family : Catalog.families()) {
            sections.put(family.name().substring(0, 1).toUpperCase(Locale.ROOT) + family.name().substring(1)
                    + ", shipped with the server:", family.words());
        }
        List<Family.GameWord> defined = Catalog.definedWords(context.definedGames());
        if (!defined.isEmpty()) {
            sections.put("Defined by players and the administrator (mail \"help define\" to add one):", defined);
        }
        int width = sections.values().stream().flatMap(List::stream)
                .mapToInt(e -> e.word().length()).max().orElse(0);
        sections.forEach((heading, entries) -> section(body, heading, entries, counts, Math.max(11, width)));
        body.append("\nEvery draughts game also takes -reverse (the loser wins). Start one with\n"
                + "\"GAME challenge you opponent\", e.g. \"checkers challenge alice bob\".\n");
        return Result.done(new OutboundMail(List.of(context.sender()), "List of games", body.toString()));
    }

    /** Where a summary wraps: RFC 5322's 78 characters, so mail lines stay readable in any client. */
    private static final int LINE = 78;

    /**
     * A heading and its games, the summaries in one column {@code width} wide words make,
     * wrapped at {@link #LINE}, with the counts of boards under a game that has any.
     */
    private static void section(StringBuilder body, String heading, List<Family.GameWord> games,
            Map<String, int[]> counts, int width) {
        body.append('\n').append(heading).append("\n\n");
        String indent = " ".repeat(width + 3);
        for (Family.GameWord game : games) {
            int[] count = counts.getOrDefault(game.word(), new int[2]);
            StringBuilder line = new StringBuilder(String.format("  %-" + width + "s", game.word()));
            for (String word : game.summary().split(" ")) {
                if (line.length() > indent.length() && line.length() + 1 + word.length() > LINE) {
                    body.append(line).append('\n');
                    line = new StringBuilder(indent.substring(1));
                }
                line.append(' ').append(word);
            }
            body.append(line).append('\n');
            if (count[0] + count[1] > 0) {
                body.append(indent).append(count[0]).append(" active, ").append(count[1]).append(" finished\n");
            }
        }
    }
}
