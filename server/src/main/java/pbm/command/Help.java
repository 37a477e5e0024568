package pbm.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pbm.help.HelpPages;
import pbm.rules.Catalog;
import pbm.rules.Game;

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
    private static Optional<String> withRulesInWords(String subject, Optional<String> page, Context context) {
        String word = subject.toLowerCase(java.util.Locale.ROOT);
        Optional<Game> game = Catalog.byName(word);
        if (game.isEmpty() && page.isEmpty() && !Catalog.shipped(word)) {
            game = Catalog.find(word, List.of(), context.definedGames());
        }
        String rules = game.map(Game::rulesInWords).orElse("");
        if (rules.isEmpty()) {
            return page;
        }
        return Optional.of(page.map(p -> p.stripTrailing() + "\n\n\n").orElse("") + rules);
    }

    @Override
    public Result run(CommandText command, Context context) {
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
        String title = subjects.equals(List.of("index")) ? "Draughts help"
                : "Draughts help: " + String.join(", ", subjects);
        return Result.done(new Reply(List.of(context.sender()), title, body.toString()));
    }
}
