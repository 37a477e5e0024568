package pbm.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import pbm.command.CommandProcessor;
import pbm.play.GameDefinitions;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.admin.AdminResult;
import pbm.admin.GameAdmin;
import pbm.play.BoardMail;
import pbm.play.LoadedGame;
import pbm.store.Database;
import pbm.store.GameRow;
import pbm.pdn.Kif;

/** {@code pbm game ...}: watch the games, fix a stuck one, move games in and out as PDN. */
@Command(name = "game", description = "Games: list, show, pdn, export, import, adjudicate, delete, define,"
        + " undefine.",
        subcommands = {GameCommand.ListGames.class, GameCommand.Show.class, GameCommand.Pdn.class,
            GameCommand.Export.class, GameCommand.Import.class, GameCommand.Adjudicate.class,
            GameCommand.Delete.class, GameCommand.Define.class, GameCommand.Undefine.class})
final class GameCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw Subcommands.missing(spec);
    }

    /** The common part of every game subcommand: the data directory, the writers, the admin API. */
    abstract static class Base implements Callable<Integer> {
        @Mixin
        DataOption dataOption;

        @Spec
        CommandSpec spec;

        @Override
        public final Integer call() throws Exception {
            Environment environment = Environment.of(spec);
            try (Database database = dataOption.openDatabase()) {
                return run(new GameAdmin(database, environment.clock()), environment);
            }
        }

        abstract int run(GameAdmin games, Environment environment) throws SQLException, IOException;

        /** Prints {@code message} after the command's name to standard error; gives exit code 1. */
        int fail(String message) {
            spec.commandLine().getErr().println(spec.qualifiedName(" ") + ": " + message);
            return ExitCodes.FAILURE;
        }

        PrintWriter out() {
            return spec.commandLine().getOut();
        }

        PrintWriter err() {
            return spec.commandLine().getErr();
        }

        /** Prints the refusal and gives 1, or prints what {@code done} makes of the value and gives 0. */
        <T> int report(AdminResult<T> result, java.util.function.Function<T, String> done) {
            if (result instanceof AdminResult.Refused<T> refused) {
                return fail(refused.reason());
            }
            out().print(done.apply(((AdminResult.Done<T>) result).value()));
            out().flush();
            return ExitCodes.OK;
        }
    }

    /** {@code --active} or {@code --finished}, not both. */
    static final class State {
        @Option(names = "--active", required = true, description = "Only the games still being played.")
        boolean active;

        @Option(names = "--finished", required = true, description = "Only the games that have ended.")
        boolean finished;

        GameAdmin.Which which() {
            return active ? GameAdmin.Which.ACTIVE : GameAdmin.Which.FINISHED;
        }
    }

    @Command(name = "list", description = {"One line per game: board, game, players, move, status, since.",
        "Players in seat order (the first moves first); MOVE is the next move's number (active) or the number of"
            + " moves (finished); SINCE is when the player to move got the move, or when the game ended."})
    static final class ListGames extends Base {
        @ArgGroup(exclusive = true, multiplicity = "0..1")
        State state;

        @Option(names = "--game", paramLabel = "NAME", description = "Only games of NAME: a game word (draughts,"
                + " checkers, ...) or a variant (\"draughts -small\").")
        String game;

        @Option(names = "--player", paramLabel = "U", description = "Only games userid U plays in.")
        String player;

        @Override
        int run(GameAdmin games, Environment environment) throws SQLException {
            Table table = new Table("BOARD", "GAME", "PLAYERS", "MOVE", "STATUS", "SINCE");
            for (GameRow row : games.list(state == null ? GameAdmin.Which.ALL : state.which(), game, player)) {
                table.add(String.valueOf(row.board()), row.variant(), String.join(", ", row.players()),
                        String.valueOf(row.active() ? row.ply() + 1 : row.ply()), status(row),
                        UserCommand.time(row.active() ? row.lastMoveAt() : row.updated()));
            }
            table.print(out());
            return ExitCodes.OK;
        }

        /** {@code alice to start}, {@code bob's turn}, {@code won by bob (alice resigned)}, {@code drawn (agreement)}. */
        private static String status(GameRow row) {
            if (!row.active()) {
                return (row.winner() == null ? "drawn" : "won by " + row.winner()) + " (" + row.reason() + ")";
            }
            String toMove = row.players().get(row.ply() % row.players().size());
            return row.ply() == 0 ? toMove + " to start" : toMove + "'s turn";
        }
    }

    @Command(name = "show", description = "The board mail of a game as its players get it (without a comment).")
    static final class Show extends Base {
        @Parameters(paramLabel = "BOARD", description = "The board number, e.g. 101.")
        int board;

        @Option(names = "--flip", description = "Black at the bottom, as the Black player sees it.")
        boolean flip;

        @Option(names = "--small", description = "The small board.")
        boolean small;

        @Override
        int run(GameAdmin games, Environment environment) throws SQLException {
            return report(games.show(board, flip, small), body -> body);
        }
    }

    @Command(name = "pdn", description = "One game as PDN on standard output (a shogi game as CSA with --csa).")
    static final class Pdn extends Base {
        @Parameters(paramLabel = "BOARD", description = "The board number, e.g. 101.")
        int board;

        @Option(names = "--csa", description = "A game of shogi as a CSA record, as shogi programs exchange them.")
        boolean csa;

        @Override
        int run(GameAdmin games, Environment environment) throws SQLException {
            return report(csa ? games.csa(board) : games.pdn(board), text -> text);
        }
    }

    @Command(name = "export", description = {"Write games into one PDN file, by board number: every game, or those"
        + " 'game list' shows with the same filters; a file named *.csa gets games of shogi as CSA records.", "Safe while 'serve' runs; the file appears only once complete."})
    static final class Export extends Base {
        @Option(names = "--all", description = "Every game, active and finished (the default).")
        boolean all;

        @ArgGroup(exclusive = true, multiplicity = "0..1")
        State state;

        @Option(names = "--game", paramLabel = "NAME", description = "Only games of NAME, as in 'game list'.")
        String game;

        @Option(names = "--player", paramLabel = "U", description = "Only games userid U plays in.")
        String player;

        @Parameters(paramLabel = "FILE", description = "The PDN file to write, e.g. games.pdn (or shogi.csa for CSA).")
        Path file;

        @Option(names = "--force", description = "Overwrite FILE if it exists.")
        boolean force;

        @Override
        int run(GameAdmin games, Environment environment) throws SQLException, IOException {
            AdminResult<GameAdmin.Exported> result;
            try (Progress progress = Progress.on(err(), environment.terminal())) {
                result = games.export(file, force, state == null ? GameAdmin.Which.ALL : state.which(), game,
                        player, progress);
            }
            return report(result, exported -> "exported " + count(exported.games(), "game") + " to " + file
                    + " (" + exported.bytes() + " bytes)\n");
        }
    }

    @Command(name = "import", description = {"Add the finished games of a PDN file, or of a CSA or KIF file of shogi"
        + " games, e.g. for history and ratings.",
        "Each game is checked move by move and imported whole or not at all; a refused game is named with the"
            + " reason on standard error, and the exit code is then 1.",
        "White and Black tags must be userids (they need no account), or be mapped with --map or"
            + " --derive-userids."})
    static final class Import extends Base {
        @Parameters(paramLabel = "FILE", description = "The PDN (or CSA, or KIF) file to read.")
        Path file;

        @Option(names = "--game", paramLabel = "NAME", defaultValue = "draughts", description = "The game of"
                + " games without a GameType tag, e.g. checkers or \"draughts -small\"; default: ${DEFAULT-VALUE}.")
        String game;

        @Option(names = "--map", paramLabel = "NAME=USERID", description = "Record the player called NAME in"
                + " the file as USERID; repeat for more.")
        Map<String, String> names = new LinkedHashMap<>();

        @Option(names = "--derive-userids", description = "Make a userid of every other name that is not one"
                + " (\"H.  van der Zee\" becomes H._van_der_Zee) instead of refusing the game.")
        boolean derive;

        @Option(names = "--dry-run", description = "Check every game and say what would be imported; import nothing.")
        boolean dryRun;

        @Override
        int run(GameAdmin games, Environment environment) throws SQLException, IOException {
            if (!Files.isRegularFile(file)) {
                return fail("There is no file " + file + ".");
            }
            String text = readText(file);
            AdminResult<GameAdmin.Imported> result;
            try (Progress progress = Progress.on(err(), environment.terminal())) {
                result = games.importPdn(text, new GameAdmin.ImportOptions(game, names, derive, dryRun), progress);
            }
            if (result instanceof AdminResult.Refused<GameAdmin.Imported> refused) {
                return fail(refused.reason());
            }
            GameAdmin.Imported imported = ((AdminResult.Done<GameAdmin.Imported>) result).value();
            long advised = imported.refusals().stream().filter(r -> MAP_ADVICE.matcher(r).find()).count();
            for (String refusal : imported.refusals()) {
                fail(advised > 1 ? MAP_ADVICE.matcher(refusal).replaceFirst(".") : refusal);
            }
            if (advised > 1) {
                fail("map each such name with --map \"NAME=USERID\" (repeat it for more), or let --derive-userids"
                        + " make userids of them.");
            }
            out().println(summary(imported));
            return imported.refusals().isEmpty() ? ExitCodes.OK : ExitCodes.FAILURE;
        }

        /** The advice a refused player name carries, printed once when several games have it. */
        private static final java.util.regex.Pattern MAP_ADVICE = java.util.regex.Pattern.compile(
                "; map the name with --map \".*=USERID\", or let --derive-userids make one\\.$");

        /**
         * The file as UTF-8, or as Shift_JIS when it is a KIF record written so (as Windows shogi
         * programs write {@code .kif} files), else as ISO 8859-1 (older PDN files).
         */
        private static String readText(Path file) throws IOException {
            byte[] bytes = Files.readAllBytes(file);
            return Kif.text(bytes).orElseGet(() -> new String(bytes, StandardCharsets.ISO_8859_1));
        }

        private String summary(GameAdmin.Imported imported) {
            List<String> kinds = new ArrayList<>();
            imported.accepted().forEach((variant, n) -> kinds.add(n + " " + variant));
            String which = kinds.isEmpty() ? "" : " (" + String.join(", ", kinds) + ")";
            if (dryRun) {
                return "checked " + count(imported.read(), "game") + " of " + file + ": "
                        + imported.acceptedCount() + " would be imported" + which + ", "
                        + imported.refusals().size() + " refused; nothing imported";
            }
            String boards = imported.boards().isEmpty() ? "" : ", boards " + ranges(imported.boards());
            return "imported " + imported.acceptedCount() + " of " + count(imported.read(), "game") + " from " + file
                    + which + boards + (imported.refusals().isEmpty() ? "" : "; " + imported.refusals().size()
                    + " refused");
        }
    }

    /** Which side wins, or a draw: exactly one. */
    static final class Verdict {
        @Option(names = "--winner", required = true, paramLabel = "U", description = "The player who wins.")
        String winner;

        @Option(names = "--draw", required = true, description = "The game is drawn.")
        boolean draw;
    }

    @Command(name = "adjudicate", description = {"End an active game with a result the admin decides, e.g. when"
        + " a player stopped answering.",
        "The players (and whoever asked for the result) get the board mail a resign sends."})
    static final class Adjudicate extends Base {
        @Parameters(paramLabel = "BOARD", description = "The board number, e.g. 101.")
        int board;

        @ArgGroup(exclusive = true, multiplicity = "1")
        Verdict verdict;

        @Option(names = "--reason", required = true, paramLabel = "TEXT", description = "Why, as the players"
                + " read it: \"Game won by alice (TEXT).\" or \"Game drawn by TEXT.\"")
        String reason;

        @Option(names = "--void", description = "The game is void: it ends with the verdict but is not rated"
                + " (say why in --reason).")
        boolean voided;

        @Override
        int run(GameAdmin games, Environment environment) throws SQLException {
            return report(games.adjudicate(board, verdict.draw ? null : verdict.winner, reason, voided),
                    change -> "board " + board + ": " + BoardMail.status(change.game()) + " "
                            + count(change.mailsQueued(), "mail") + " queued.\n");
        }
    }

    @Command(name = "delete", description = {"Delete a board, its moves and votes, whatever its state.",
        "Its players get a mail saying so; a deleted board's number is never used again."})
    static final class Delete extends Base {
        @Parameters(paramLabel = "BOARD", description = "The board number, e.g. 101.")
        int board;

        @Override
        int run(GameAdmin games, Environment environment) throws SQLException {
            return report(games.delete(board), change -> {
                LoadedGame game = change.game();
                return "deleted " + game.title() + " board " + board + " (" + String.join(" against ",
                        game.row().players()) + ", " + count(game.moves().size(), "move") + "); "
                        + count(change.mailsQueued(), "mail") + " queued\n";
            });
        }
    }

    @Command(name = "define", description = {"Add a game by data from a definition file (variants.ini dialect,"
        + " see \"help define\"), or a new version of a defined game.",
        "The file is checked as a player's define mail is: every key and Betza, the start, perft to depth 2 within"
            + " the budgets; boards already being played keep the version they started with."})
    static final class Define extends Base {
        @Parameters(paramLabel = "FILE", description = "The definition, e.g. tinychess.ini.")
        Path file;

        @Option(names = "--author", paramLabel = "NAME", description = "Whom \"list\" names as its author"
                + " (default: admin).")
        String author = GameDefinitions.ADMIN;

        @Override
        int run(GameAdmin games, Environment environment) throws SQLException, IOException {
            if (!Files.isRegularFile(file)) {
                return fail("no such file: " + file);
            }
            if (Files.size(file) > 16 * 1024) {
                return fail(file.getFileName() + " is " + Files.size(file) + " bytes: a definition may be at most"
                        + " 16 KiB");
            }
            String text = Files.readString(file, StandardCharsets.UTF_8);
            return report(games.define(file.getFileName().toString(), text, author,
                    CommandProcessor::reservedName), d -> (d.unchanged() ? "already stored, unchanged: " : d.redefined() ? "redefined " : "defined ")
                            + d.game().name() + " version " + d.version() + " (" + d.game().title() + ", by " + author
                            + "); perft from the start: " + d.perft1() + " moves, " + d.perft2()
                            + " positions after two\n");
        }
    }

    @Command(name = "undefine", description = {"Remove a defined game nobody plays: refused while a board of it is"
        + " in progress or recorded."})
    static final class Undefine extends Base {
        @Parameters(paramLabel = "NAME", description = "The defined game's name, e.g. tinychess.")
        String name;

        @Override
        int run(GameAdmin games, Environment environment) throws SQLException {
            return report(games.undefine(name), n -> "removed " + n + "\n");
        }
    }

    /** {@code 1 game}, {@code 2 games}. */
    static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /** Board numbers as ranges: {@code 101-103, 105}. */
    static String ranges(List<Integer> boards) {
        List<String> parts = new ArrayList<>();
        int i = 0;
        while (i < boards.size()) {
            int j = i;
            while (j + 1 < boards.size() && boards.get(j + 1) == boards.get(j) + 1) {
                j++;
            }
            parts.add(j == i ? String.valueOf(boards.get(i)) : boards.get(i) + "-" + boards.get(j));
            i = j + 1;
        }
        return String.join(", ", parts);
    }
}
