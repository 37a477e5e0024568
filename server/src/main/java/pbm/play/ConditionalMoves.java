package pbm.play;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import pbm.mail.OutboundMail;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.rules.Ply;
import pbm.store.ConditionalLines;
import pbm.store.MoveRow;

/**
 * Conditional moves: a player's replies, given ahead, to the opponent's likely moves. A line of
 * play is the opponent's move, the owner's reply, the opponent's next move and so on, kept in
 * the game's record notation. After every move the lines of the player now to move are looked
 * at: when the move just made is the next move of a line, the owner's reply is played at once
 * through {@link GameService#play}, as a mailed move is; when it is of none, the owner's lines
 * on that board are dropped and the owner is told. Lines are private: only their owner's own
 * mails mention them. Two-player games only (a line alternates between the two).
 */
public final class ConditionalMoves {
    /** The most lines a player may keep on a board, and the most moves in one line. */
    public static final int MOST_LINES = 50;
    public static final int MOST_MOVES = 60;

    private final Connection connection;
    private final ConditionalLines store;

    public ConditionalMoves(Connection connection) {
        this.connection = connection;
        this.store = new ConditionalLines(connection);
    }

    /** Lines checked ({@link #check}): those kept, in record notation, and a sentence for each refused. */
    public record Checked(List<List<String>> kept, List<String> refused) {
        public Checked {
            kept = List.copyOf(kept);
            refused = List.copyOf(refused);
        }
    }

    /**
     * The lines a player wrote, one a line of {@code text} (or between semicolons), each a list of
     * moves: move numbers ({@code 1.}, {@code 2...}, {@code 3.Nf3}) and the word {@code if} are
     * left out, so {@code if e5 Nf3 if Nc6 Bb5} and {@code 1... e5 2. Nf3} read as lines too.
     */
    public static List<List<String>> read(String text) {
        List<List<String>> lines = new ArrayList<>();
        for (String part : text.split("[\\n;]")) {
            List<String> moves = words(List.of(part.strip().split("\\s+")));
            if (!moves.isEmpty()) {
                lines.add(moves);
            }
        }
        return lines;
    }

    /** The moves among {@code words}: without move numbers, "..." and {@code if}. */
    public static List<String> words(List<String> words) {
        List<String> moves = new ArrayList<>();
        for (String word : words) {
            String move = word.replaceFirst("^\\d+\\.+", "").replaceFirst("^\\.+", "");
            if (!move.isEmpty() && !move.toLowerCase(Locale.ROOT).equals("if")) {
                moves.add(move);
            }
        }
        return moves;
    }

    /**
     * Why {@code owner} may not give lines on {@code game} now, or null when they may: the game
     * must go on, have two players, and wait for the opponent's move.
     */
    public static String whyNot(LoadedGame game, String owner) {
        if (!game.row().active()) {
            return "The game has ended: " + BoardMail.status(game);
        }
        if (game.row().players().size() != 2) {
            return "Conditional moves are for games of two players; board " + game.board() + " has "
                    + game.row().players().size() + ".";
        }
        if (game.playerToMove().equals(owner)) {
            return "It is your move on board " + game.board() + ": send your move, and your conditional"
                    + " moves after it with \"if\" (" + game.row().gameWord() + " move " + game.board() + " "
                    + owner + " PASSWORD yourmove if theirmove yourreply).";
        }
        return null;
    }

    /**
     * Checks {@code lines} for {@code owner} move by move from {@code from}, where the opponent is
     * to move: each move must be legal where it would be made, a line must end with the owner's
     * reply, and two lines that reach the same opponent's move must answer it alike.
     */
    public static Checked check(Play from, int ownerSeat, String opponent, List<List<String>> lines) {
        List<List<String>> kept = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        for (int index = 0; index < lines.size(); index++) {
            List<String> line = lines.get(index);
            String name = "Line " + (index + 1) + " (" + String.join(" ", line) + ")";
            LineCheck checked = checkLine(from, ownerSeat, opponent, line);
            String why = checked.reason() != null ? checked.reason() : conflict(kept, checked.moves(), opponent);
            if (why == null) {
                kept.add(checked.moves());
            } else {
                refused.add(name + ": " + why);
            }
        }
        return new Checked(kept, refused);
    }

    /** One line read move by move: its moves in record notation, or why it cannot be played. */
    private record LineCheck(List<String> moves, String reason) {
    }

    private static LineCheck checkLine(Play from, int ownerSeat, String opponent, List<String> line) {
        if (line.size() > MOST_MOVES) {
            return new LineCheck(null, "a line may hold at most " + MOST_MOVES + " moves.");
        }
        if (line.size() % 2 != 0) {
            return new LineCheck(null, "it ends with " + opponent + "'s move " + line.get(line.size() - 1)
                    + "; give your reply after it (a line alternates: " + opponent + "'s move, your reply).");
        }
        Play play = from;
        List<String> moves = new ArrayList<>();
        for (int step = 0; step < line.size(); step++) {
            String word = line.get(step);
            String whose = step % 2 == 0 ? opponent + "'s move" : "your reply";
            int seat = step % 2 == 0 ? 1 - ownerSeat : ownerSeat;
            if (play.ending().isPresent() || play.automatic().isPresent() || play.seatToMove() != seat) {
                return new LineCheck(null, "the game would not wait for " + whose + " " + word
                        + " there (it ends, or the rules move for a player); end the line before it.");
            }
            MoveRead read = play.read(word);
            if (read instanceof MoveRead.Rejected rejected) {
                return new LineCheck(null, whose + " " + word + " (move " + (step + 1) + " of the line) is not"
                        + " legal there: " + rejected.reason());
            }
            Ply ply = ((MoveRead.Legal) read).ply();
            moves.add(play.notation(ply));
            play = play.play(ply);
        }
        return new LineCheck(moves, null);
    }

    /** Why {@code line} contradicts a line kept before (another reply to the same move), or null. */
    private static String conflict(List<List<String>> kept, List<String> line, String opponent) {
        for (int other = 0; other < kept.size(); other++) {
            List<String> earlier = kept.get(other);
            int shared = Math.min(earlier.size(), line.size());
            // the opponent's moves stand at even steps: the same moves so far must get the same reply
            for (int step = 0; step + 1 < shared && line.get(step).equals(earlier.get(step)); step += 2) {
                if (!line.get(step + 1).equals(earlier.get(step + 1))) {
                    return "it answers " + opponent + "'s " + line.get(step) + " with " + line.get(step + 1)
                            + ", but line " + (other + 1) + " kept before answers it with " + earlier.get(step + 1)
                            + "; give one reply to each move.";
                }
            }
        }
        return null;
    }

    /** The lines of {@code owner} on {@code board}. */
    public List<List<String>> of(int board, String owner) throws SQLException {
        return store.of(board, owner).lines();
    }

    /** Keeps {@code lines} as {@code owner}'s on {@code game} (replacing any), from its current ply. */
    public void set(LoadedGame game, String owner, List<List<String>> lines) throws SQLException {
        store.replace(game.board(), owner, game.row().ply(), lines);
    }

    /** Drops {@code owner}'s lines on {@code board}; whether there were any. */
    public boolean cancel(int board, String owner) throws SQLException {
        return store.clear(board, owner);
    }

    /**
     * Drops every player's lines on {@code board} (a draw offer, an undo request, an answer to
     * either): for each player who had some, the line their own board mail shows, saying {@code why}.
     */
    public Map<String, List<String>> cancelAll(int board, String why) throws SQLException {
        Map<String, List<String>> notes = new LinkedHashMap<>();
        for (String owner : store.owners(board)) {
            notes.put(owner, List.of("Your conditional moves on this board were cancelled by " + why + "."));
        }
        if (!notes.isEmpty()) {
            store.clearBoard(board);
        }
        return notes;
    }

    /** Drops every line on {@code board}: its game ended. */
    void clearBoard(int board) throws SQLException {
        store.clearBoard(board);
    }

    /** "You have 2 conditional lines on this board.", or nothing for none. */
    public static List<String> countLine(int lines) {
        if (lines == 0) {
            return List.of();
        }
        return List.of("You have " + lines + " conditional line" + (lines == 1 ? "" : "s") + " on this board.");
    }

    /**
     * The board mails of a move just made ({@code after}, by {@code commenter} saying {@code said}),
     * with {@code notes} for their own players, and of every conditional reply it set off: the
     * player now to move may have a line that answers it, and that reply's opponent another, and
     * so on. Each move is mailed as if it had been mailed, in order.
     */
    public List<OutboundMail> answer(LoadedGame after, String commenter, String said, Map<String, List<String>> notes,
            Instant now) throws SQLException {
        List<OutboundMail> mails = new ArrayList<>();
        LoadedGame shown = after;
        Map<String, List<String>> own = new LinkedHashMap<>(notes);
        String author = commenter;
        String comment = said;
        GameService service = new GameService(connection);
        for (;;) {
            Reply reply = reply(shown, own);
            mails.addAll(BoardMails.of(connection, shown, BoardMail.subject(shown), List.of(), own, author, comment,
                    now));
            if (reply == null) {
                return mails;
            }
            GameService.Played played = service.play(shown, reply.ply(), null, now);
            if (played.ended() != null) {
                mails.addAll(played.ended().mails());
                return mails;
            }
            shown = played.after();
            own = new LinkedHashMap<>();
            List<String> lines = new ArrayList<>(List.of("Your conditional move " + reply.notation()
                    + " was played."));
            lines.addAll(countLine(reply.linesLeft()));
            own.put(reply.owner(), lines);
            author = null;
            comment = null;
        }
    }

    /** A conditional reply to play: its owner, the move, and how many of the owner's lines go on after it. */
    private record Reply(String owner, Ply ply, String notation, int linesLeft) {
    }

    /**
     * The reply the player to move on {@code game} gave ahead to the move just made, its line
     * moved on; or null, after dropping their lines (and noting why in {@code notes}) when none
     * answers that move. Null at once when they have no lines.
     */
    private Reply reply(LoadedGame game, Map<String, List<String>> notes) throws SQLException {
        if (!game.row().active() || game.row().players().size() != 2 || game.moves().isEmpty()) {
            return null;
        }
        String owner = game.playerToMove();
        ConditionalLines.Stored stored = store.of(game.board(), owner);
        if (stored.isEmpty()) {
            return null;
        }
        MoveRow last = game.moves().get(game.moves().size() - 1);
        if (stored.since() != game.row().ply() - 1 || last.userid().equals(owner)) {
            return drop(game, owner, notes, "the board is no longer where you gave them.");
        }
        List<List<String>> matching = stored.lines().stream().filter(l -> l.get(0).equals(last.notation())).toList();
        if (matching.isEmpty()) {
            List<String> expected = stored.lines().stream().map(l -> l.get(0)).distinct().toList();
            return drop(game, owner, notes, last.userid() + " played " + last.notation() + ", not "
                    + String.join(" or ", expected) + ".");
        }
        String text = matching.get(0).get(1);
        MoveRead read = game.play().read(text);
        if (!(read instanceof MoveRead.Legal legal)) {
            return drop(game, owner, notes, "your reply " + text + " is not legal: "
                    + ((MoveRead.Rejected) read).reason());
        }
        List<List<String>> rest = matching.stream().filter(l -> l.size() > 2).map(l -> l.subList(2, l.size()))
                .distinct().toList();
        if (rest.isEmpty()) {
            store.clear(game.board(), owner);
        } else {
            store.replace(game.board(), owner, game.row().ply() + 1, rest);
        }
        return new Reply(owner, legal.ply(), game.play().notation(legal.ply()), rest.size());
    }

    private Reply drop(LoadedGame game, String owner, Map<String, List<String>> notes, String why)
            throws SQLException {
        store.clear(game.board(), owner);
        List<String> lines = new ArrayList<>(notes.getOrDefault(owner, List.of()));
        lines.add("Your conditional moves were dropped: " + why);
        notes.put(owner, lines);
        return null;
    }
}
