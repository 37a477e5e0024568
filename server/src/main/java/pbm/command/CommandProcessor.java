package pbm.command;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongSupplier;
import pbm.mail.AddressMatch;
import pbm.mail.Origin;
import pbm.mail.ReplyTokens;
import pbm.play.GameDefinitions;
import pbm.play.Letter;
import pbm.play.ReplyAddresses;
import pbm.play.StoredDefinitions;
import pbm.play.Unplayable;
import pbm.rules.BudgetExceeded;
import pbm.rules.DefinedGames;
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
     * ({@link #handle(Connection, Instant, String, String, String, List)}). Null turns them off.
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
     * Why no game may be called {@code word}, or empty: the mail reader treats it specially
     * (a command word or a prefix that names one, a reply prefix such as {@code re}, a help
     * page, a move word such as {@code pass} or {@code e4}). The admin's {@code pbm game define}
     * refuses such a game name, as mail does.
     */
    public static Optional<String> reservedName(String word) {
        return new Commands().reservedName(word);
    }

    /** The replies to a mail from {@code sender}; state changes happen on {@code connection}. */
    public List<Reply> process(Connection connection, Instant now, String sender, String subject, String body)
            throws SQLException {
        return handle(connection, now, sender, subject, body).replies();
    }

    /**
     * What a mail's commands did: the replies, and for the log one entry per command, its
     * first words with passwords masked and how it went ({@code "draughts move 101 alice
     * ******** 32-28: done"}, {@code "...: refused"}, {@code "...: unknown"}).
     */
    public record Handled(List<Reply> replies, List<String> commands) {
    }

    /** As {@link #process}, with the log's account of each command. */
    public Handled handle(Connection connection, Instant now, String sender, String subject, String body)
            throws SQLException {
        return handle(connection, now, sender, subject, body, List.of());
    }

    /**
     * As {@link #handle(Connection, Instant, String, String, String)} for a mail sent to
     * {@code recipients}: when one is a board's reply address ({@code pbm+b101.TOKEN@host})
     * and the first line of the mail's own text (quotes, attribution and signature left out)
     * is not a command, that line is played on the board for the player the token was made
     * for, provided the mail came from one of that player's addresses, and from that one address
     * alone (see {@link #handle(Connection, Instant, String, String, String, List, pbm.mail.Origin, List)}).
     */
    public Handled handle(Connection connection, Instant now, String sender, String subject, String body,
            List<String> recipients) throws SQLException {
        return handle(connection, now, sender, subject, body, recipients, null);
    }

    /**
     * As {@link #handle(Connection, Instant, String, String, String, List)}, assuming right each
     * password whose check {@link #checkAhead} started and has not finished, and listing those
     * checks in {@code assumed} (null: none is assumed, every check is waited for where it is
     * made). The caller must ask each listed check ({@link Passwords.Pending#matches}) before it
     * keeps what the mail did, and handle the mail again without assuming when one says no.
     */
    public Handled handle(Connection connection, Instant now, String sender, String subject, String body,
            List<String> recipients, List<Passwords.Pending> assumed) throws SQLException {
        return handle(connection, now, sender, subject, body, recipients, null, assumed);
    }

    /**
     * As {@link #handle(Connection, Instant, String, String, String, List, List)} for a mail whose
     * headers say {@code origin} of who sent it (null: {@code sender} alone): a reply to play is
     * taken only from a mail that names one sender ({@link pbm.mail.Origin#single}).
     */
    public Handled handle(Connection connection, Instant now, String sender, String subject, String body,
            List<String> recipients, Origin origin, List<Passwords.Pending> assumed) throws SQLException {
        List<String> log = new ArrayList<>();
        List<Reply> replies = process(connection, now, sender, subject, body, recipients, origin, log, assumed);
        return new Handled(withReplyAddresses(connection, Answers.merged(sender, replies)), log);
    }

    /** Each board mail to a player of a running board gets that player's reply address, unless they turned it off. */
    private List<Reply> withReplyAddresses(Connection connection, List<Reply> replies) throws SQLException {
        ReplyTokens current = tokens;
        if (current == null) {
            return replies;
        }
        List<Reply> out = new ArrayList<>(replies.size());
        ReplyAddresses.ForMail addresses = new ReplyAddresses.ForMail(connection, current)
                .players(replies.stream().filter(r -> r.board() > 0).map(Reply::player).toList());
        for (Reply reply : replies) {
            String address = addresses.of(reply.player(), reply.board());
            out.add(address == null ? reply : reply.withReplyTo(address));
        }
        return out;
    }

    private List<Reply> process(Connection connection, Instant now, String sender, String subject, String body,
            List<String> recipients, Origin origin, List<String> log, List<Passwords.Pending> assumed)
            throws SQLException {
        Context context = seeds == null ? new Context(connection, now, sender, passwords, adminAddress)
                : new Context(connection, now, sender, passwords, adminAddress, seeds);
        context.assumeChecksUnderway(assumed);
        context.identify(origin, addressMatch);
        ReplyTokens current = tokens;
        Optional<ReplyTokens.Tagged> tagged = current == null ? Optional.empty() : current.find(recipients);
        if (tagged.isPresent()) {
            Optional<List<Reply>> played = replyToPlay(context, current, tagged.get(), body, log);
            if (played.isPresent()) {
                return played.get();
            }
        }
        DefinedGames defined = context.definedGames();
        List<CommandText> texts = reader(defined).read(subject, body);
        if (texts.isEmpty()) {
            boolean indented = body != null && body.lines().anyMatch(l -> !l.isBlank() && Character.isWhitespace(
                    l.charAt(0)));
            return List.of(errorReply(context, "Draughts error",
                    "No command was found in your mail. Put one command in the subject, or one per line in"
                            + " the body; mail \"help\" for the list of commands."
                            + (indented ? " Indented lines are read as comments to the command above them:"
                                    + " start each command at the beginning of a line." : ""), "", List.of()));
        }
        List<Reply> replies = new ArrayList<>();
        List<Refusal> refusals = new ArrayList<>();
        List<CommandText> unknown = new ArrayList<>();
        for (CommandText text : texts) {
            Optional<Commands.Found> found = commands.find(text.words(), defined);
            if (found.isEmpty()) {
                unknown.add(text);
                log.add(logged(List.of(maskAfterUserids(text.words(), context.users()))) + ": unknown");
                continue;
            }
            Refusal refusal = run(text, found.get(), context, replies);
            log.add(logged(masked(text, found.get().handler())) + (refusal == null ? ": done" : ": refused"));
            if (refusal != null) {
                refusals.add(refusal);
            }
        }
        if (!unknown.isEmpty()) {
            refusals.add(unknownRefusal(context, unknown, subject));
        }
        if (!refusals.isEmpty()) {
            replies.add(errorReply(context, refusals, replies.size()));
        }
        return replies;
    }

    /** Finds the commands of a mail: a line is one when it starts a command of this server. */
    private CommandReader reader(DefinedGames defined) {
        return new CommandReader(words -> commands.isCommand(words, defined),
                words -> !words.isEmpty() && Verbs.match(words.get(0), List.of("define")).isPresent()
                        && words.size() <= 3);
    }

    /**
     * Starts the password checks that this mail's commands will make, on checker threads
     * ({@link Passwords#checkAhead}), for a caller that handles the mail later in the same
     * batch: its checks then wait for these instead of being made one after another, while
     * the mail's handling goes on. Only reads; a check made here changes no answer (a wrong
     * password is still refused where the command checks it). A reply to play, checked by
     * its address, starts none.
     */
    public void checkAhead(Connection connection, String subject, String body) throws SQLException {
        DefinedGames defined = new StoredDefinitions(connection);
        Users users = null;
        for (CommandText text : reader(defined).read(subject, body)) {
            Optional<Commands.Found> found = commands.find(text.words(), defined);
            int password = found.isEmpty() ? -1 : found.get().handler().checkedPassword();
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
    private Optional<List<Reply>> replyToPlay(Context context, ReplyTokens current, ReplyTokens.Tagged tagged,
            String body, List<String> log) throws SQLException {
        List<String> lines = CommandReader.commandLines(body == null ? "" : body);
        int first = 0;
        while (first < lines.size() && lines.get(first).isBlank()) {
            first++;
        }
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
        Users users = context.users();
        String game = row.map(r -> GameCatalog.title(r.gameWord())).orElse("Draughts");
        String classic = "the whole command with your password (" + row.map(GameRow::gameWord).orElse("draughts")
                + " move " + tagged.board() + " USERID PASSWORD " + quotedLine + ")";
        ReplyProof.Outcome proof = ReplyProof.check(context, current, tagged, row.orElse(null), classic, authservId);
        if (!proof.proven()) {
            log.add(proof.log());
            return Optional.of(proof.refusal() == null ? List.of() : List.of(errorReply(context, game + " error",
                    proof.refusal(), "", List.of(quotedLine))));
        }
        String userid = proof.userid();
        if (!users.replyTokens(userid)) {
            log.add("reply to board " + tagged.board() + " by " + userid + ": refused (tokens off)");
            return Optional.of(List.of(errorReply(context, game + " error", "You turned reply addresses off (\""
                    + row.get().gameWord() + " set " + userid + " PASSWORD token off\"), so a reply plays nothing."
                    + " Send " + classic.replace("USERID", userid) + ", or turn them on again with \"token on\".",
                    "", List.of(quotedLine))));
        }
        List<String> command = new ArrayList<>(List.of(row.get().gameWord(), "", String.valueOf(tagged.board()),
                userid, MASK));
        String comment;
        if (words.get(0).equalsIgnoreCase("chat")) {
            command.set(1, "chat");
            List<String> said = new ArrayList<>();
            said.add(lines.get(first).strip().substring(words.get(0).length()).strip());
            said.addAll(lines.subList(first + 1, lines.size()));
            comment = String.join("\n", said).strip();
        } else {
            command.set(1, "move");
            command.addAll(words);
            List<String> indented = new ArrayList<>();
            for (int i = first + 1; i < lines.size(); i++) {
                String line = lines.get(i);
                if (!line.isBlank() && !Character.isWhitespace(line.charAt(0))) {
                    break;
                }
                indented.add(line.strip());
            }
            comment = String.join("\n", indented).strip();
        }
        context.authorizeReply(tagged.board(), userid);
        CommandText text = new CommandText(command, comment, List.of(quotedLine));
        Optional<Commands.Found> found = commands.find(text.words(), defined);
        List<Reply> replies = new ArrayList<>();
        Refusal refusal = run(text, found.orElseThrow(), context, replies);
        log.add(logged(masked(text, found.get().handler())) + " (reply)" + (refusal == null ? ": done" : ": refused"));
        if (refusal != null) {
            replies.add(errorReply(context, List.of(new Refusal(refusal.subject(), refusal.sentence(),
                    refusal.extra(), List.of(quotedLine))), replies.size()));
        }
        return Optional.of(replies);
    }

    /** A refused command: the error subject, what to do, the board if any, the command quoted. */
    private record Refusal(String subject, String sentence, String extra, List<String> quoted) {
    }

    /** Runs one command, adding its replies; returns its refusal, or null when it was carried out. */
    private Refusal run(CommandText text, Commands.Found found, Context context, List<Reply> replies)
            throws SQLException {
        Handler handler = found.handler();
        String usage = found.game() == null ? handler.usage() : handler.usage().replace("GAME", found.game().word());
        if (text.size() < requiredWords(usage)) {
            return new Refusal(errorSubject(found, "Draughts error"),
                    "Some words are missing. Write it as: " + usage + ".", "", masked(text, handler));
        }
        execute(context.connection(), "SAVEPOINT command");
        context.boardInUse(0);
        Result result;
        try {
            result = handler.run(text, context);
        } catch (BudgetExceeded e) {
            Refusal ended = endUnplayable(context, found, text, e, replies);
            if (ended != NOT_ENDED) {
                return ended;
            }
            result = new Result.Refused("Draughts error", e.getMessage() + " Nothing was changed; write to "
                    + context.administrator() + ".", "");
        }
        if (result instanceof Result.Refused refused) {
            execute(context.connection(), "ROLLBACK TO command");
            execute(context.connection(), "RELEASE command");
            return new Refusal(errorSubject(found, refused.subject()), refused.sentence(), refused.extra(),
                    masked(text, handler));
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
    private Refusal endUnplayable(Context context, Commands.Found found, CommandText text,
            BudgetExceeded e, List<Reply> replies) throws SQLException {
        execute(context.connection(), "ROLLBACK TO command");
        int board = context.boardInUse();
        List<Letter> letters;
        try {
            letters = board <= 0 ? List.of() : Unplayable.end(context.connection(), board, e.getMessage(),
                    context.now());
        } catch (RuntimeException again) {
            letters = List.of();
        }
        if (letters.isEmpty()) {
            execute(context.connection(), "ROLLBACK TO command");
            return NOT_ENDED;
        }
        execute(context.connection(), "RELEASE command");
        replies.addAll(GameCommand.replies(letters));
        if (letters.stream().anyMatch(l -> l.to().contains(context.sender()))) {
            return null;
        }
        return new Refusal(errorSubject(found, "Draughts error"), "Board " + board + " reached a position whose"
                + " moves the server cannot generate (" + e.getMessage().strip() + "). It was ended drawn and"
                + " unrated, and its players were told.", "", masked(text, found.handler()));
    }

    /** A fixed savepoint statement, kept prepared for the connection's life instead of compiled on every command. */
    private static void execute(Connection connection, String sql) throws SQLException {
        Database.execute(connection, sql);
    }

    private static String errorSubject(Commands.Found found, String subject) {
        if (found.game() != null && subject.startsWith("Draughts ")) {
            return found.game().title() + subject.substring("Draughts".length());
        }
        return subject;
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
            return new Refusal("Draughts error", advice.get(), "", List.of(String.join(" ",
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
        return new Refusal("Draughts error", sentence + " Mail \"help commands\" for the list of commands.", "",
                quoted);
    }

    private static String describeUnknown(List<String> words, DefinedGames defined) {
        Optional<GameCatalog.Entry> game = GameCatalog.find(words.get(0), defined);
        if (game.isEmpty()) {
            return "\"" + words.get(0) + "\" does not start a command this server knows.";
        }
        if (words.size() == 1) {
            return "\"" + words.get(0) + "\" alone is not a command: a command word must follow the game's name.";
        }
        return "\"" + words.get(1) + "\" is not a " + game.get().title() + " command.";
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
    private static Reply errorReply(Context context, List<Refusal> refusals, int carriedOut) {
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
        return new Reply(List.of(context.sender()), "Draughts error", body.toString());
    }

    private static Reply errorReply(Context context, String subject, String sentence, String extra,
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
        return new Reply(List.of(context.sender()), subject, body.toString());
    }
}
