package pbm.command;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pbm.games.Catalog;
import pbm.play.GameDefinitions;
import pbm.rules.DefinedGames;
import pbm.rules.Family;

/**
 * The verbs this server knows. Top-level verbs stand first ({@code signup alice pw});
 * game verbs follow a game word ({@code draughts challenge alice bob}).
 */
final class Commands {
    private final Map<String, Handler> topLevel = new LinkedHashMap<>();
    private final Map<String, Handler> changeVerbs = new LinkedHashMap<>();
    private final Map<String, Handler> gameVerbs = new LinkedHashMap<>();
    /** The commands a reply to a board mail runs ({@link #onBoard}). */
    private final MoveCommand move = new MoveCommand(false);
    private final Settings.Chat chat = new Settings.Chat();

    Commands() {
        this(() -> GameDefinitions.VERSIONS_PER_DAY);
    }

    /** {@code definesPerDay}: the most definition versions a player may store in 24 hours. */
    Commands(java.util.function.IntSupplier definesPerDay) {
        topLevel.put("help", new Help(false));
        topLevel.put("signup", new Accounts.Signup());
        topLevel.put("change", null);
        topLevel.put("confirm", new Accounts.Confirm());
        topLevel.put("signoff", new Accounts.Signoff());
        topLevel.put("list", new ListGames());
        topLevel.put("vacation", new VacationCommand());
        topLevel.put("define", new DefineCommand.Define(this::reservedName, definesPerDay));
        topLevel.put("undefine", new DefineCommand.Undefine());
        changeVerbs.put("password", new Accounts.ChangePassword());
        changeVerbs.put("address", new Accounts.ChangeAddress());
        gameVerbs.put("help", new Help(true));
        gameVerbs.put("challenge", new Challenge());
        gameVerbs.put("move", move);
        gameVerbs.put("conditional", new ConditionalCommand());
        gameVerbs.put("resign", new MoveCommand(true));
        gameVerbs.put("set", new Settings.SetDisplay());
        gameVerbs.put("show", new Queries.Show());
        gameVerbs.put("games", new Queries.Games());
        gameVerbs.put("history", new Queries.History());
        gameVerbs.put("chat", chat);
        gameVerbs.put("preview", new Queries.Preview());
        gameVerbs.put("notify", new Settings.Notify());
        gameVerbs.put("accept", new Settings.Challenges(true));
        gameVerbs.put("reject", new Settings.Challenges(false));
        gameVerbs.put("pdn", new Queries.Pdn());
        gameVerbs.put("standings", new Standings());
        gameVerbs.put("ratings", new Standings());
    }

    /** A command found: its handler and whether it follows a game word. */
    record Found(Handler handler, Family.GameWord game) {
    }

    /** The handler of the command these words start, if this server knows it. */
    Optional<Found> find(List<String> words) {
        return find(words, DefinedGames.NONE);
    }

    /** As {@link #find(List)}, where the first word may also be a defined game's. */
    Optional<Found> find(List<String> words, DefinedGames defined) {
        if (words.isEmpty()) {
            return Optional.empty();
        }
        Optional<Family.GameWord> game = Catalog.word(words.get(0), defined);
        if (game.isPresent()) {
            return verb(words, 1, gameVerbs).map(h -> new Found(h, game.get()));
        }
        Optional<String> verb = Verbs.match(words.get(0), List.copyOf(topLevel.keySet()));
        if (verb.isEmpty()) {
            return Optional.empty();
        }
        if (verb.get().equals("change")) {
            return verb(words, 1, changeVerbs).map(h -> new Found(h, null));
        }
        return Optional.of(new Found(topLevel.get(verb.get()), null));
    }

    /** The command a reply to a board mail runs: the chat, or else the move. */
    BoardHandler onBoard(boolean chatting) {
        return chatting ? chat : move;
    }

    /** The usage line of every command, e.g. {@code GAME move board userid password move[#N]}. */
    List<String> usages() {
        List<String> out = new java.util.ArrayList<>();
        for (Map<String, Handler> verbs : List.of(topLevel, changeVerbs, gameVerbs)) {
            for (Handler handler : verbs.values()) {
                if (handler != null) {
                    out.add(handler.usage());
                }
            }
        }
        return out;
    }

    boolean isCommand(List<String> words) {
        return find(words).isPresent();
    }

    boolean isCommand(List<String> words, DefinedGames defined) {
        return find(words, defined).isPresent();
    }

    /**
     * Whether {@code word} would be read as a command word (a top-level verb or a prefix of
     * one that names it, the multiple-command subjects): no defined game may be called so.
     */
    boolean commandWord(String word) {
        String lower = word.toLowerCase(java.util.Locale.ROOT);
        return Verbs.match(lower, List.copyOf(topLevel.keySet())).isPresent()
                || List.of("multiple", "mult").contains(lower) || changeVerbs.containsKey(lower)
                || gameVerbs.containsKey(lower);
    }

    /** The words of a board mail's subject the mail reader looks for: "New Chess Board 101", "Nag: ...". */
    private static final List<String> SUBJECT_WORDS = List.of("new", "nag", "board");

    /**
     * A word a player may start a move with in a reply to a board mail (and the first line of
     * such a reply is read as a command when its first word is a game's): a square or a move
     * written with letters and digits only, {@code e4}, {@code nf3}, {@code exd5}, {@code nbd2},
     * {@code e2e4}, {@code e7e8q}, {@code h10e10}.
     */
    private static final java.util.regex.Pattern MOVE_WORD = java.util.regex.Pattern.compile(
            "[a-z]?([a-p][0-9]{0,2})?x?[a-p][0-9]{1,2}[a-z]?");

    /**
     * Why no defined game may be called {@code word}, because the mail reader treats it
     * specially, or empty: a command word ({@link #commandWord}), a reply's or forward's
     * prefix ({@code Re:}, {@code Fwd:}, ...), a word of a board mail's subject, a help page,
     * or a word a reply to a board mail may start its move with ({@code pass}, {@code draw},
     * {@code e4}).
     */
    Optional<String> reservedName(String word) {
        String lower = word.toLowerCase(java.util.Locale.ROOT);
        if (commandWord(lower)) {
            return Optional.of("is a command word of this server");
        }
        if (CommandReader.REPLY_PREFIX_WORDS.contains(lower)) {
            return Optional.of("is read as a reply's or a forward's prefix in subjects (\"" + word + ":\")");
        }
        if (SUBJECT_WORDS.contains(lower)) {
            return Optional.of("is a word of the subjects of board mails");
        }
        if (Help.pageSubjects().contains(lower)) {
            return Optional.of("is a help page (\"help " + lower + "\")");
        }
        if (MoveCommand.KEYWORDS.contains(lower) || lower.equals("pass") || MOVE_WORD.matcher(lower).matches()) {
            return Optional.of("reads as a move in a reply to a board mail");
        }
        return Optional.empty();
    }

    private static Optional<Handler> verb(List<String> words, int index, Map<String, Handler> verbs) {
        if (index >= words.size()) {
            return Optional.empty();
        }
        return Verbs.match(words.get(index), List.copyOf(verbs.keySet())).map(verbs::get);
    }
}
