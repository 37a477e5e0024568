package pbm.command;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.LongSupplier;
import pbm.games.Catalog;
import pbm.mail.AddressMatch;
import pbm.mail.InboundMessage;
import pbm.mail.ReplyTokens;
import pbm.play.GameDefinitions;
import pbm.mail.OutboundMail;
import pbm.play.ReplyAddresses;
import pbm.play.StoredDefinitions;
import pbm.play.Unplayable;
import pbm.rules.BudgetExceeded;
import pbm.rules.DefinedGames;
import pbm.rules.Family;
import pbm.store.Database;
import pbm.store.GameRow;
import pbm.store.Games;
import pbm.store.Passwords;
import pbm.store.User;
import pbm.store.Users;

/**
 * Answers the commands of one mail inside the caller's transaction: finds them
 * ({@link CommandReader}), runs each in a savepoint so a refused command changes
 * nothing, and turns the refusals into one error reply, quoting each command with
 * its passwords masked. The mail's answers to its sender leave as one mail ({@link Answers}).
 */
public final class CommandProcessor {
    static final String MASK = "********";
    /** The default of {@code server.name}: the name the mails tied to no game start with. */
    public static final String DEFAULT_SERVER_NAME = "pbm";

    /** The most definition versions a player may store in 24 hours ({@code define.per-day}). */
    private volatile int definesPerDay = GameDefinitions.VERSIONS_PER_DAY;
    private final Commands commands = new Commands(() -> definesPerDay);
    private final Passwords passwords;
    /**
     * The stored hash {@link #checkAhead} last read of each userid, at most
     * {@value #KNOWN_HASHES} of them: when this process already found the mail's password good
     * against it, there is nothing to start and the player's row need not be read again. Never
     * used to decide a check (a stale hash only means the row is read as before).
     */
    private final java.util.Map<String, String> knownHashes = new java.util.HashMap<>();
    private static final int KNOWN_HASHES = 100_000;
    private final String adminAddress;
    private final LongSupplier seeds;
    private volatile ReplyTokens tokens;
    /** How a sender's address is matched with a player's ({@code mail.local-part-case}). */
    private volatile AddressMatch addressMatch = AddressMatch.DEFAULT;
    /** The receiving host whose Authentication-Results a reply to play needs ({@code mail.authserv-id}); null: none. */
    private volatile String authservId;
    /** The server's name as players see it ({@code server.name}). */
    private volatile String serverName = DEFAULT_SERVER_NAME;
    private volatile boolean ratesSetUps;

    /**
     * Each mail's random starts (chess960) seeded from its time and sender (see
     * {@link Context#seedsOf}); {@code adminAddress} is where players write to the
     * administrator, named in the replies that send them there.
     */
    public CommandProcessor(Passwords passwords, String adminAddress) {
        this(passwords, adminAddress, null);
    }

    /** {@code seeds}: where the random starts of new games (chess960) come from; null for {@link Context#seedsOf}. */
    public CommandProcessor(Passwords passwords, String adminAddress, LongSupplier seeds) {
        this.passwords = passwords;
        this.adminAddress = adminAddress;
        this.seeds = seeds;
    }

    /**
     * Turns on reply addresses: each board mail to a player gets a Reply-To made by
     * {@code tokens}, and a mail sent to such an address is read as a reply to play
     * ({@link #handle}). Null turns them off.
     */
    public void replyTokens(ReplyTokens tokens) {
        this.tokens = tokens;
    }

    /** How a mail's sender is matched with a player's address (default: {@link pbm.mail.AddressMatch#DEFAULT}). */
    public void addressMatch(AddressMatch match) {
        this.addressMatch = match == null ? AddressMatch.DEFAULT : match;
    }

    /**
     * The authserv-id of the receiving mail server ({@code mail.authserv-id}): when set, a reply
     * to play must carry its Authentication-Results vouching for the sender
     * ({@link pbm.mail.AuthenticationResults#vouchFor}); null asks for none.
     */
    public void authservId(String id) {
        this.authservId = id == null || id.isBlank() ? null : id.strip();
    }

    /**
     * The most definition versions one player may store by mail in any 24 hours
     * ({@code define.per-day} in {@code pbm.properties}; default
     * {@value pbm.play.GameDefinitions#VERSIONS_PER_DAY}).
     */
    public void definesPerDay(int perDay) {
        this.definesPerDay = perDay;
    }

    /**
     * The server's name as players see it ({@code server.name} in {@code pbm.properties}; default
     * {@value #DEFAULT_SERVER_NAME}; null or blank: the default): the subjects of the mails tied to no
     * game start with it ({@code pbm signup alice}, {@code pbm error}); a refusal of a command that
     * names a game is titled by the game instead ({@code Chess error}).
     */
    public void serverName(String name) {
        this.serverName = name == null || name.isBlank() ? DEFAULT_SERVER_NAME : name.strip();
    }

    /** Whether games from a set-up position or a handicap count for the ratings ({@code ratings.setup-starts}). */
    public void ratesSetUpStarts(boolean rates) {
        this.ratesSetUps = rates;
    }

    /** The server's name as players see it ({@link #serverName(String)}). */
    public String serverName() {
        return serverName;
    }

    /**
     * Why no game may be called {@code word}, or empty: the mail reader treats it specially
     * (a command word or a prefix that names one, a reply prefix such as {@code re}, a help
     * page, a move word such as {@code pass} or {@code e4}). The admin's {@code pbm game define}
     * refuses such a game name, as mail does.
     */
    public static Optional<String> reservedName(String word) {
        return new Commands().reservedName(word);
    }

    /**
     * What a mail's commands did: the replies, and for the log one entry per command, its
     * first words with passwords masked and how it went ({@code "draughts move 101 alice
     * ******** 32-28: done"}, {@code "...: refused"}, {@code "...: unknown"}).
     */
    public record Handled(List<OutboundMail> replies, List<String> commands) {
    }

    /**
     * A mail's commands as read once ({@link #read}): the look-ahead of its password checks
     * ({@link #checkAhead}) and its handling both take them from here. The words a mail's
     * commands start with may name a defined game, so a reading made before a {@code define} or
     * {@code undefine} ran in this process is stale, and its mail is read again when handled.
     */
    public static final class ReadMail {
        private final List<ParsedCommand> commands;
        private final long gameWordsRead;

        private ReadMail(List<ParsedCommand> commands, long gameWordsRead) {
            this.commands = List.copyOf(commands);
            this.gameWordsRead = gameWordsRead;
        }

        List<ParsedCommand> commands() {
            return commands;
        }
    }

    /** How many commands that may change the game words ran in this process ({@link Handler#changesGameWords}). */
    private final AtomicLong gameWordChanges = new AtomicLong();

    /** Reads the commands of a mail's subject and body, looking up defined games on {@code connection}. */
    public ReadMail read(Connection connection, String subject, String body) {
        return read(new StoredDefinitions(connection), subject, body);
    }

    /** As {@link #read(Connection, String, String)}; each line's words are looked up once. */
    private ReadMail read(DefinedGames defined, String subject, String body) {
        long changes = gameWordChanges.get();
        Map<List<String>, Optional<Commands.Found>> known = new HashMap<>();
        Function<List<String>, Optional<Commands.Found>> find =
                words -> known.computeIfAbsent(List.copyOf(words), w -> commands.find(w, defined));
        List<ParsedCommand> parsed = new ArrayList<>();
        for (CommandText text : reader(find).read(subject, body)) {
            parsed.add(new ParsedCommand(text, find.apply(text.words()).orElse(null)));
        }
        return new ReadMail(parsed, changes);
    }

    /** {@code readAhead} when no command that changes the game words ran since it was read, else a new reading. */
    private ReadMail current(ReadMail readAhead, DefinedGames defined, String subject, String body) {
        if (readAhead != null && readAhead.gameWordsRead == gameWordChanges.get()) {
            return readAhead;
        }
        return read(defined, subject, body);
    }

    /**
     * Answers {@code message} on {@code connection}: its commands ({@code readAhead}, or read here
     * when null or stale), or when it was sent to a board's reply address ({@code pbm+b101.TOKEN@host})
     * and the first line of its own text (quotes, attribution and signature left out) is not a
     * command, that line played on the board for the player the token was made for, provided the
     * mail came from one of that player's addresses, and from that one address alone
     * ({@link pbm.mail.Origin#single}). Each password whose check {@link #checkAhead} started and
     * has not finished is assumed right and listed in {@code assumed} (null: none is assumed,
     * every check is waited for where it is made): the caller must ask each listed check
     * ({@link Passwords.Pending#matches}) before it keeps what the mail did, and handle the mail
     * again without assuming when one says no.
     */
    public Handled handle(Connection connection, Instant now, InboundMessage message, ReadMail readAhead,
            List<Passwords.Pending> assumed) throws SQLException {
        String sender = message.fromAddress();
        List<String> log = new ArrayList<>();
        Context context = seeds == null ? new Context(connection, now, sender, passwords, adminAddress)
                : new Context(connection, now, sender, passwords, adminAddress, seeds);
        context.assumeChecksUnderway(assumed);
        context.serverName(serverName);
        context.ratesSetUps(ratesSetUps);
        context.identify(message.origin(), addressMatch);
        List<OutboundMail> replies = process(context, message, readAhead, log);
        return new Handled(withReplyAddresses(connection, Answers.merged(sender, replies)), log);
    }

    /** Each board mail to a player of a running board gets that player's reply address, unless they turned it off. */
    private List<OutboundMail> withReplyAddresses(Connection connection, List<OutboundMail> replies) throws SQLException {
        ReplyTokens current = tokens;
        if (current == null) {
            return replies;
        }
        List<OutboundMail> out = new ArrayList<>(replies.size());
        ReplyAddresses.ForMail addresses = new ReplyAddresses.ForMail(connection, current)
                .players(replies.stream().filter(r -> r.board() > 0).map(OutboundMail::player).toList());
        for (OutboundMail reply : replies) {
            String address = addresses.of(reply.player(), reply.board());
            out.add(address == null ? reply : reply.withReplyTo(address));
        }
        return out;
    }

    private List<OutboundMail> process(Context context, InboundMessage message, ReadMail readAhead, List<String> log)
            throws SQLException {
        ReplyTokens current = tokens;
        Optional<ReplyTokens.Tagged> tagged = current == null ? Optional.empty()
                : current.find(message.recipients());
        if (tagged.isPresent()) {
            Optional<List<OutboundMail>> played = replyToPlay(context, current, tagged.get(), message.text(), log);
            if (played.isPresent()) {
                return played.get();
            }
        }
        DefinedGames defined = context.definedGames();
        List<ParsedCommand> parsed = current(readAhead, defined, message.subject(), message.text()).commands();
        if (parsed.isEmpty()) {
            return List.of(noCommandReply(context, message.text()));
        }
        List<OutboundMail> replies = new ArrayList<>();
        List<Refusal> refusals = new ArrayList<>();
        List<CommandText> unknown = new ArrayList<>();
        for (ParsedCommand command : parsed) {
            CommandText text = command.text();
            if (!command.known()) {
                unknown.add(text);
                log.add(logged(List.of(maskAfterUserids(text.words(), context.users()))) + ": unknown");
                continue;
            }
            Refusal refusal = run(text, command.found(), context, replies);
            log.add(logged(masked(text, command.found().handler())) + (refusal == null ? ": done" : ": refused"));
            if (refusal != null) {
                refusals.add(refusal);
            }
        }
        if (!unknown.isEmpty()) {
            refusals.add(unknownRefusal(context, unknown, message.subject()));
        }
        if (!refusals.isEmpty()) {
            replies.add(errorReply(context, refusals, replies.size()));
        }
        return replies;
    }

    /** The answer to a mail in which no command was found. */
    private static OutboundMail noCommandReply(Context context, String body) {
        boolean indented = body != null && body.lines().anyMatch(l -> !l.isBlank() && Character.isWhitespace(
                l.charAt(0)));
        return errorReply(context, context.serverName() + " error",
                "No command was found in your mail. Put one command in the subject, or one per line in"
                        + " the body; mail \"help\" for the list of commands."
                        + (indented ? " Indented lines are read as comments to the command above them:"
                                + " start each command at the beginning of a line." : ""), "", List.of());
    }

    /** Finds the commands of a mail: a line is one when it starts a command of this server ({@code find}). */
    private static CommandReader reader(Function<List<String>, Optional<Commands.Found>> find) {
        return new CommandReader(words -> find.apply(words).isPresent(),
                words -> !words.isEmpty() && Verbs.match(words.get(0), List.of("define")).isPresent()
                        && words.size() <= 3);
    }

    /**
     * Starts the password checks that a mail's commands ({@code mail}, read by {@link #read})
     * will make, on checker threads ({@link Passwords#checkAhead}), for a caller that handles
     * the mail later in the same batch: its checks then wait for these instead of being made
     * one after another, while the mail's handling goes on. Only reads; a check made here
     * changes no answer (a wrong password is still refused where the command checks it). A
     * reply to play, checked by its address, starts none.
     */
    public void checkAhead(Connection connection, ReadMail mail) throws SQLException {
        Users users = null;
        for (ParsedCommand command : mail.commands()) {
            CommandText text = command.text();
            int password = command.known() ? command.found().handler().checkedPassword() : -1;
            if (password < 1 || password >= text.size()) {
                continue;
            }
            String userid = text.word(password - 1);
            String secret = text.word(password);
            String known = knownHashes.get(userid);
            if (known != null && passwords.knownGood(secret, known)) {
                continue; // found good before: verify answers at once, if the row still holds that hash
            }
            if (users == null) {
                users = new Users(connection);
            }
            Optional<User> user = users.find(userid);
            if (user.isPresent()) {
                if (knownHashes.size() >= KNOWN_HASHES) {
                    knownHashes.clear();
                }
                knownHashes.put(userid, user.get().passwordHash());
                passwords.checkAhead(secret, user.get().passwordHash());
            }
        }
    }

    /**
     * A reply to a board's reply address: the first line of the mail's own text, when it is
     * not a command, played for the player whose token the address carries; empty when the
     * first line is a command (then the mail is read as any other).
     */
    private Optional<List<OutboundMail>> replyToPlay(Context context, ReplyTokens current, ReplyTokens.Tagged tagged,
            String body, List<String> log) throws SQLException {
        List<String> lines = CommandReader.commandLines(body == null ? "" : body);
        int first = firstFilled(lines);
        if (first == lines.size()) {
            return Optional.empty();
        }
        List<String> words = CommandReader.words(lines.get(first));
        DefinedGames defined = context.definedGames();
        if (commands.isCommand(words, defined) || commands.isCommand(List.of(words.get(0), "help"), defined)) {
            return Optional.empty();
        }
        String quotedLine = lines.get(first).strip();
        Optional<GameRow> row = new Games(context.connection()).find(tagged.board());
        String game = row.map(r -> Catalog.title(r.gameWord())).orElse(context.serverName());
        String classic = "the whole command with your password (" + row.map(GameRow::gameWord).orElse("GAME")
                + " move " + tagged.board() + " USERID PASSWORD " + quotedLine + ")";
        ReplyProof.Outcome proof = ReplyProof.check(context, current, tagged, row.orElse(null), classic, authservId);
        if (!proof.proven()) {
            log.add(proof.log());
            return Optional.of(proof.refusal() == null ? List.of() : List.of(errorReply(context, game + " error",
                    proof.refusal(), "", List.of(quotedLine))));
        }
        String userid = proof.userid();
        if (!context.users().replyTokens(userid)) {
            log.add(proof.log() + ": refused (tokens off)");
            return Optional.of(List.of(errorReply(context, game + " error", tokensOff(row.get().gameWord(), userid,
                    classic), "", List.of(quotedLine))));
        }
        context.authorizeReply(tagged.board(), userid);
        boolean chatting = words.get(0).equalsIgnoreCase("chat");
        BoardCommand command = chatting
                ? new BoardCommand(row.get().gameWord(), String.valueOf(tagged.board()), userid, null, List.of(),
                        chatText(lines, first, words.get(0)))
                : new BoardCommand(row.get().gameWord(), String.valueOf(tagged.board()), userid, null, words,
                        indentedUnder(lines, first));
        String logged = proof.log() + ": " + (chatting ? "chat" : "move " + String.join(" ", words));
        return Optional.of(runReply(context, commands.onBoard(chatting), command, quotedLine, logged, log));
    }

    /** The index of the first line that is not blank ({@code lines.size()} when none is). */
    private static int firstFilled(List<String> lines) {
        int first = 0;
        while (first < lines.size() && lines.get(first).isBlank()) {
            first++;
        }
        return first;
    }

    /** Why a reply of a player who turned reply addresses off plays nothing, and what to send instead. */
    private static String tokensOff(String gameWord, String userid, String classic) {
        return "You turned reply addresses off (\"" + gameWord + " set " + userid + " PASSWORD token off\"), so a"
                + " reply plays nothing. Send " + classic.replace("USERID", userid) + ", or turn them on again with"
                + " \"token on\".";
    }

    /**
     * Runs a reply's command, as read from its first line ({@code quotedLine}), with the handler
     * the same command typed in full runs; one error reply when it is refused.
     */
    private List<OutboundMail> runReply(Context context, BoardHandler handler, BoardCommand command, String quotedLine,
            String logged, List<String> log) throws SQLException {
        Commands.Found found = new Commands.Found(handler, Catalog.word(command.gameWord(), context.definedGames())
                .orElseThrow());
        List<OutboundMail> replies = new ArrayList<>();
        Refusal refusal = execute(found, List.of(quotedLine), c -> handler.run(command, c), context, replies);
        log.add(logged(List.of(logged)) + (refusal == null ? ": done" : ": refused"));
        if (refusal != null) {
            replies.add(errorReply(context, List.of(refusal), replies.size()));
        }
        return replies;
    }

    /** What a reply's chat says: the rest of its first line after the word {@code chat}, and the lines after it. */
    private static String chatText(List<String> lines, int first, String chatWord) {
        List<String> said = new ArrayList<>();
        said.add(lines.get(first).strip().substring(chatWord.length()).strip());
        said.addAll(lines.subList(first + 1, lines.size()));
        return String.join("\n", said).strip();
    }

    /** The comment of a reply's move: the indented lines right under its first line. */
    private static String indentedUnder(List<String> lines, int first) {
        List<String> indented = new ArrayList<>();
        for (int i = first + 1; i < lines.size(); i++) {
            String line = lines.get(i);
            if (!line.isBlank() && !Character.isWhitespace(line.charAt(0))) {
                break;
            }
            indented.add(line.strip());
        }
        return String.join("\n", indented).strip();
    }

    /** A refused command: the error subject, what to do, the board if any, the command quoted. */
    private record Refusal(String subject, String sentence, String extra, List<String> quoted) {
    }

    /** Runs one command, adding its replies; returns its refusal, or null when it was carried out. */
    private Refusal run(CommandText text, Commands.Found found, Context context, List<OutboundMail> replies)
            throws SQLException {
        Handler handler = found.handler();
        String usage = found.game() == null ? handler.usage() : handler.usage().replace("GAME", found.game().word());
        if (text.size() < requiredWords(usage)) {
            return new Refusal(errorSubject(context, found, Result.ERROR),
                    "Some words are missing. Write it as: " + usage + ".", "", masked(text, handler));
        }
        return execute(found, masked(text, handler), c -> handler.run(text, c), context, replies);
    }

    /** A command's run, once its words are read. */
    private interface Action {
        Result run(Context context) throws SQLException;
    }

    /**
     * Runs {@code action}, the command {@code found} read, in a savepoint, so a refusal changes
     * nothing; adds its replies, and returns its refusal quoting {@code quoted}, or null when it
     * was carried out.
     */
    private Refusal execute(Commands.Found found, List<String> quoted, Action action, Context context,
            List<OutboundMail> replies) throws SQLException {
        if (found.handler().changesGameWords()) {
            gameWordChanges.incrementAndGet();
        }
        execute(context.connection(), "SAVEPOINT command");
        context.boardInUse(0);
        Result result;
        try {
            result = action.run(context);
        } catch (BudgetExceeded e) {
            Refusal ended = endUnplayable(context, found, quoted, e, replies);
            if (ended != NOT_ENDED) {
                return ended;
            }
            result = new Result.Refused(Result.ERROR, e.getMessage() + " Nothing was changed; write to "
                    + context.administrator() + ".", "");
        }
        if (result instanceof Result.Refused refused) {
            execute(context.connection(), "ROLLBACK TO command");
            execute(context.connection(), "RELEASE command");
            return new Refusal(errorSubject(context, found, refused.subject()), refused.sentence(), refused.extra(),
                    quoted);
        }
        execute(context.connection(), "RELEASE command");
        replies.addAll(((Result.Done) result).replies());
        return null;
    }

    /** {@link #endUnplayable}'s answer when no board was ended (the command is refused as before). */
    private static final Refusal NOT_ENDED = new Refusal("", "", "", List.of());

    /**
     * A command whose board's moves cannot be generated ({@code e}): what the command did is
     * rolled back, and the board ends drawn and unrated ({@link pbm.play.Unplayable}), its
     * players and its definition's author told. The sender who got one of those mails needs
     * no other; anyone else is told the board ended. {@link #NOT_ENDED} when the command named
     * no active board.
     */
    private Refusal endUnplayable(Context context, Commands.Found found, List<String> quoted,
            BudgetExceeded e, List<OutboundMail> replies) throws SQLException {
        execute(context.connection(), "ROLLBACK TO command");
        int board = context.boardInUse();
        List<OutboundMail> mails;
        try {
            mails = board <= 0 ? List.of() : Unplayable.end(context.connection(), board, e.getMessage(),
                    context.now());
        } catch (RuntimeException again) {
            mails = List.of();
        }
        if (mails.isEmpty()) {
            execute(context.connection(), "ROLLBACK TO command");
            return NOT_ENDED;
        }
        execute(context.connection(), "RELEASE command");
        replies.addAll(mails);
        if (mails.stream().anyMatch(l -> l.to().contains(context.sender()))) {
            return null;
        }
        return new Refusal(errorSubject(context, found, Result.ERROR), "Board " + board + " reached a position whose"
                + " moves the server cannot generate (" + e.getMessage().strip() + "). It was ended drawn and"
                + " unrated, and its players were told.", "", quoted);
    }

    /** A fixed savepoint statement, kept prepared for the connection's life instead of compiled on every command. */
    private static void execute(Connection connection, String sql) throws SQLException {
        Database.execute(connection, sql);
    }

    /**
     * The subject of a refusal: one tied to no board ({@link Result#ERROR}) is the game's when the
     * command named one ({@code Chess error}), the server's otherwise ({@code pbm error}); a board's
     * ({@code Chess Board 101 Error}) stays as it is.
     */
    private static String errorSubject(Context context, Commands.Found found, String subject) {
        if (!subject.equals(Result.ERROR)) {
            return subject;
        }
        return (found.game() != null ? Catalog.title(found.game().word()) : context.serverName()) + " error";
    }

    /** Words of the usage line before the first optional part. */
    static int requiredWords(String usage) {
        int count = 0;
        for (String word : usage.split(" ")) {
            if (word.startsWith("[") || word.equals("...")) {
                break;
            }
            count++;
        }
        return count;
    }

    /** A word that reads like a move of some game: 34-29, 28x19, H4-G5, Nf3, e4, O-O, N@f3. */
    private static final java.util.regex.Pattern MOVE_LIKE = java.util.regex.Pattern.compile(
            "(?i)(o-o(-o)?|0-0(-0)?|[a-z]{0,3}[@*]?[a-z]?\\d{1,3}([-x:=+#*@][a-z]{0,2}\\d{0,3})*[+#]?)(#\\d+)?");
    /** A board mail's subject once the reply's prefixes are off: "Draughts Board 101 bob". */
    private static final java.util.regex.Pattern BOARD_SUBJECT = java.util.regex.Pattern.compile(
            "(?i)^(?:new\\s+|nag:\\s*)?(\\w+) Board (\\d+)\\b.*");

    /**
     * A bare move sent in a reply to a board mail ("17-11" under "Re: Draughts Board 101
     * bob"): the full command the player should send, the password left for them to fill in.
     */
    private static Optional<String> bareMoveAdvice(Context context, List<String> words, String subject)
            throws SQLException {
        if (words.size() != 1 || subject == null || !MOVE_LIKE.matcher(words.get(0)).matches()) {
            return Optional.empty();
        }
        java.util.regex.Matcher board = BOARD_SUBJECT.matcher(CommandReader.withoutReplyPrefixes(subject.strip()));
        if (!board.matches()) {
            return Optional.empty();
        }
        List<String> userids = context.useridsAtSender();
        String userid = userids.size() == 1 ? userids.get(0) : "USERID";
        return Optional.of("\"" + words.get(0) + "\" looks like a move, but a move needs the whole command. To play"
                + " it on board " + board.group(2) + ", send: " + board.group(1).toLowerCase(java.util.Locale.ROOT)
                + " move " + board.group(2) + " " + userid + " PASSWORD " + words.get(0) + " (with your password in"
                + " place of PASSWORD).");
    }

    private Refusal unknownRefusal(Context context, List<CommandText> unknown, String subject) throws SQLException {
        Optional<String> advice = unknown.size() == 1 ? bareMoveAdvice(context, unknown.get(0).words(), subject)
                : Optional.empty();
        if (advice.isPresent()) {
            return new Refusal(context.serverName() + " error", advice.get(), "", List.of(String.join(" ",
                    unknown.get(0).words())));
        }
        List<String> quoted = new ArrayList<>();
        Users users = context.users();
        for (CommandText text : unknown) {
            quoted.add(maskAfterUserids(text.words(), users));
        }
        String sentence = unknown.size() == 1
                ? describeUnknown(unknown.get(0).words(), context.definedGames())
                : unknown.size() + " lines do not start a command this server knows.";
        return new Refusal(context.serverName() + " error", sentence + " Mail \"help commands\" for the list of"
                + " commands.", "", quoted);
    }

    private static String describeUnknown(List<String> words, DefinedGames defined) {
        Optional<Family.GameWord> game = Catalog.word(words.get(0), defined);
        if (game.isEmpty()) {
            return "\"" + words.get(0) + "\" does not start a command this server knows.";
        }
        if (words.size() == 1) {
            return "\"" + words.get(0) + "\" alone is not a command: a command word must follow the game's name.";
        }
        return "\"" + words.get(1) + "\" is not a " + Catalog.title(game.get().word()) + " command.";
    }

    /**
     * An unknown command may still carry a password: mask the word after any word
     * that is a userid of this server, where pbmserv commands put the password.
     */
    private static String maskAfterUserids(List<String> words, Users users) throws SQLException {
        List<String> out = new ArrayList<>(words);
        for (int i = 0; i + 1 < words.size(); i++) {
            if (users.find(words.get(i)).isPresent()) {
                out.set(i + 1, MASK);
                i++;
            }
        }
        return String.join(" ", out);
    }

    /** A command as the log shows it: at most 60 characters. */
    private static String logged(List<String> masked) {
        String line = masked.get(0);
        return line.length() <= 60 ? line : line.substring(0, 57) + "...";
    }

    private static List<String> masked(CommandText text, Handler handler) {
        Set<Integer> secret = handler.secretWords(text.words());
        List<String> words = new ArrayList<>(text.words());
        for (int index : secret) {
            if (index < words.size()) {
                words.set(index, MASK);
            }
        }
        return List.of(String.join(" ", words));
    }

    /**
     * One error reply per mail, however many of its commands were refused: a single refusal
     * as pbmserv wrote it, several numbered in one mail.
     */
    private static OutboundMail errorReply(Context context, List<Refusal> refusals, int carriedOut) {
        if (refusals.size() == 1) {
            Refusal only = refusals.get(0);
            return errorReply(context, only.subject(), only.sentence(), only.extra(), only.quoted());
        }
        StringBuilder body = new StringBuilder(Text.wrap(refusals.size() + " commands in your mail were refused"
                + (carriedOut > 0 ? "; the others were carried out." : ".")
                + " Each is below with what to do; send the corrected commands again.")).append('\n');
        for (int i = 0; i < refusals.size(); i++) {
            Refusal refusal = refusals.get(i);
            body.append('\n').append(i + 1).append(". ").append(Text.wrap(refusal.sentence())).append("\n\n");
            for (String line : refusal.quoted()) {
                body.append("> ").append(line).append('\n');
            }
            if (!refusal.extra().isEmpty()) {
                body.append('\n').append(refusal.extra());
                if (!refusal.extra().endsWith("\n")) {
                    body.append('\n');
                }
            }
        }
        return new OutboundMail(List.of(context.sender()), context.serverName() + " error", body.toString());
    }

    private static OutboundMail errorReply(Context context, String subject, String sentence, String extra,
            List<String> quotedLines) {
        StringBuilder body = new StringBuilder(Text.wrap(sentence)).append('\n');
        if (!extra.isEmpty()) {
            body.append('\n').append(extra);
            if (!extra.endsWith("\n")) {
                body.append('\n');
            }
        }
        if (!quotedLines.isEmpty()) {
            body.append("\nOriginal message follows:\n\n");
            for (String line : quotedLines) {
                body.append("> ").append(line).append('\n');
            }
        }
        return new OutboundMail(List.of(context.sender()), subject, body.toString());
    }
}
