package pbm.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pbm.help.HelpPages;
import pbm.games.Catalog;
import pbm.mail.OutboundMail;
import pbm.rules.DefinedGames;
import pbm.rules.Game;
import pbm.store.Games;

/** {@code help [subject ...]} and {@code game help}: mails the help pages to the sender. */
final class Help implements Handler {
    /** The pages, read when a help command first needs them (not when the handlers are made: a move mail reads none). */
    private static final class Pages {
        static final HelpPages ALL = HelpPages.fromClasspath();
    }

    private final boolean gameCommand;

    /** Every help page's subject, lower case ({@code index}, {@code commands}, {@code define}, ...). */
    static java.util.Set<String> pageSubjects() {
        return java.util.Set.copyOf(Pages.ALL.subjects());
    }

    /** {@code gameCommand}: the words are {@code game help}, the game's page is meant. */
    Help(boolean gameCommand) {
        this.gameCommand = gameCommand;
    }

    @Override
    public String usage() {
        return gameCommand ? "GAME help" : "help [subject ...]";
    }

    /**
     * A game's page with the rules generated from its definition under it (a shipped game
     * by data), or the generated rules alone (a defined game, which has no written page).
     */
    private static Optional<String> withRulesInWords(String subject, Optional<String> page, Context context)
            throws java.sql.SQLException {
        String word = subject.toLowerCase(java.util.Locale.ROOT);
        Optional<Game> game = Catalog.byName(word);
        String version = "";
        if (game.isEmpty() && page.isEmpty() && !Catalog.shipped(word)) {
            Optional<DefinedGames.Definition> newest = context.definedGames().version(word, 0);
            game = Catalog.find(word, List.of(), context.definedGames());
            if (game.isPresent() && newest.isPresent()) {
                version = versionNote(newest.get(), context) + "\n\n";
            }
        }
        String rules = game.map(Game::rulesInWords).orElse("");
        if (rules.isEmpty()) {
            return page;
        }
        return Optional.of(page.map(p -> p.stripTrailing() + "\n\n\n").orElse("") + version + rules);
    }

    /** Boards named in a version note at most; the others are counted. */
    private static final int NAMED_BOARDS = 10;

    /**
     * Which version of a defined game its help describes, by whom, and the boards in progress
     * that still play an older one: "This page describes tinychess version 3, defined by alice,
     * the version new boards play. 2 boards in progress play older versions, by their rules:
     * board 101 (version 1), board 104 (version 2)."
     */
    private static String versionNote(DefinedGames.Definition newest, Context context)
            throws java.sql.SQLException {
        String word = newest.name().toLowerCase(java.util.Locale.ROOT);
        StringBuilder note = new StringBuilder("This page describes " + word + " version " + newest.version()
                + ", defined by " + newest.author() + ", the version new boards play.");
        List<int[]> older = new Games(context.connection()).activeOnOlderVersions(word, newest.version());
        if (!older.isEmpty()) {
            List<String> named = new ArrayList<>();
            for (int[] board : older.subList(0, Math.min(NAMED_BOARDS, older.size()))) {
                named.add("board " + board[0] + " (version " + board[1] + ")");
            }
            note.append(" ").append(older.size() == 1 ? "1 board in progress plays an older version"
                    : older.size() + " boards in progress play older versions").append(", by its rules: ")
                    .append(String.join(", ", named)).append(older.size() > named.size() ? ", ..." : "")
                    .append(". \"").append(word).append(" show BOARD\" names the version a board plays.");
        }
        return Text.wrap(note.toString());
    }

    @Override
    public Result run(CommandText command, Context context) throws java.sql.SQLException {
        List<String> subjects = new ArrayList<>(gameCommand
                ? List.of(command.word(0))
                : command.words().subList(1, command.size()));
        if (subjects.isEmpty()) {
            subjects.add("index");
        }
        StringBuilder body = new StringBuilder();
        for (String subject : subjects) {
            Optional<String> page = withRulesInWords(subject, Pages.ALL.page(subject), context);
            if (page.isEmpty()) {
                return Result.refused("There is no help page on \"" + subject + "\". The pages are: "
                        + String.join(", ", Pages.ALL.subjects()) + ".");
            }
            if (body.length() > 0) {
                body.append('\n').append("=".repeat(72)).append("\n\n");
            }
            body.append(page.get());
        }
        String title = subjects.equals(List.of("index")) ? context.serverName() + " help"
                : context.serverName() + " help: " + String.join(", ", subjects);
        return Result.done(new OutboundMail(List.of(context.sender()), title, body.toString()));
    }
}
