package pbm.command;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import pbm.pdn.Kif;
import pbm.play.MoveLine;
import pbm.rules.Game;
import pbm.rules.Ply;
import pbm.store.Openings;

/**
 * A challenge's start other than the game's own: {@code -fen FEN} (a set-up position, checked
 * by the game's rules), {@code -960 N} (Chess960's start by its number) or {@code -handicap
 * NAME} (shogi's standard handicaps; Gote, the giver, moves first) or {@code -opening NAME} (a
 * thematic opening of the admin's list, played from the game's own start before the first
 * board mail). Read off the challenge's option words before the game is found; at most one.
 *
 * @param kind "fen", "960", "handicap" or "opening"; null for the game's own start
 * @param value the FEN, the number or the handicap's name
 * @param others the option words left for finding the game ({@code -960} stays: it names Chess960)
 */
record StartOption(String kind, String value, List<String> others) {

    /** Reads {@code words}; throws {@link Wrong} with the reply when one is malformed. */
    static StartOption read(List<String> words) throws Wrong {
        List<String> others = new ArrayList<>();
        String kind = null;
        String value = null;
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i).toLowerCase(Locale.ROOT);
            if (word.equals("-fen") || word.equals("-handicap") || word.equals("-opening")
                    || word.equals("-960") && i + 1 < words.size()
                    && words.get(i + 1).matches("\\d+")) {
                if (kind != null) {
                    throw new Wrong("A challenge takes one start: -fen, -960 N, -handicap NAME or -opening NAME,"
                            + " not two.");
                }
                kind = word.substring(1);
                if (kind.equals("fen")) {
                    value = fen(words.subList(i + 1, words.size()));
                    break; // the FEN takes the rest of the line
                }
                if (i + 1 >= words.size()) {
                    throw new Wrong(kind.equals("opening") ? "-opening needs a name, e.g. -opening kings-gambit: mail \"help setup\"."
                            : "-handicap needs a name: " + String.join(", ", Kif.handicapNames()) + ".");
                }
                value = words.get(++i);
                if (kind.equals("960")) {
                    others.add("-960");
                }
            } else {
                others.add(words.get(i));
            }
        }
        return new StartOption(kind, value, List.copyOf(others));
    }

    /** The FEN after {@code -fen}: the rest of the line, with or without quotes round it. */
    private static String fen(List<String> rest) throws Wrong {
        String fen = String.join(" ", rest).strip();
        if (fen.length() >= 2 && fen.startsWith("\"") && fen.endsWith("\"")) {
            fen = fen.substring(1, fen.length() - 1).strip();
        }
        if (fen.isEmpty()) {
            throw new Wrong("-fen needs the position after it, last on the line, e.g."
                    + " -fen \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\".");
        }
        return fen;
    }

    /**
     * The start this option gives {@code game} as FEN ({@code seed} for the game's own), or
     * throws {@link Wrong} saying why it cannot.
     */
    String startFen(Game game, long seed) throws Wrong {
        if (kind == null || kind.equals("opening")) {
            return game.startFen(seed);
        }
        String fen = switch (kind) {
            case "960" -> game.numberedStart(Integer.parseInt(value)).orElseThrow(() -> new Wrong(
                    "Chess960's starts are numbered 0 to 959 (518 is the usual array), not " + value + "."));
            case "handicap" -> Kif.handicapStart(value).orElseThrow(() -> new Wrong("\"" + value
                    + "\" is not a handicap; the handicaps are " + String.join(", ", Kif.handicapNames()) + "."));
            default -> value;
        };
        Optional<String> refused = game.refusedStart(fen);
        if (refused.isPresent()) {
            throw new Wrong("This position cannot start a game: " + refused.get());
        }
        return fen;
    }

    /**
     * The moves of the opening this option names, checked to be legal in {@code game} from
     * {@code startFen}; empty for every other start.
     */
    List<Ply> openingMoves(Openings openings, Game game, String startFen) throws Wrong, SQLException {
        if (!"opening".equals(kind)) {
            return List.of();
        }
        Optional<Openings.Opening> found = openings.find(value.toLowerCase(Locale.ROOT));
        if (found.isEmpty()) {
            throw new Wrong("There is no opening \"" + value + "\". " + names(openings));
        }
        Openings.Opening opening = found.get();
        if (!opening.game().equals(game.name())) {
            throw new Wrong("The opening " + opening.name() + " is one of " + opening.game() + ", not of "
                    + game.title() + ". " + names(openings));
        }
        MoveLine line = MoveLine.read(game.start(startFen), opening.moveList());
        if (line.refused() >= 0) {
            throw new Wrong("The opening " + opening.name() + " does not play in " + game.title() + ": "
                    + opening.moveList().get(line.refused()) + " is not a legal move there. Write to the server's"
                    + " administrator.");
        }
        return line.plies();
    }

    private static String names(Openings openings) throws SQLException {
        List<String> names = openings.list().stream().map(o -> o.name() + " (" + o.game() + ")").toList();
        return names.isEmpty() ? "The server keeps no openings." : "The openings are: " + String.join(", ", names) + ".";
    }

    /** Whether the start is a set-up (a position or a handicap), which ratings leave out unless the server counts them. */
    boolean setUp() {
        return "fen".equals(kind) || "handicap".equals(kind);
    }

    /** A start option that cannot be played, with the reply that says what to write. */
    static final class Wrong extends Exception {
        private static final long serialVersionUID = 1L;

        Wrong(String reply) {
            super(reply);
        }
    }
}
