package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pbm.rules.Game;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.testing.Plays;

/** Test helpers: a game by word, a position, moves played from text. */
final class Games {

    private Games() {
    }

    static Game game(String word, String... options) {
        return FairyFamily.INSTANCE.find(word, List.of(options)).orElseThrow();
    }

    static Play start(String word) {
        Game g = game(word);
        return g.start(g.startFen(0));
    }

    static Play at(String word, String fen) {
        return game(word).start(fen);
    }

    /** Plays each move, failing with the reader's reason when one is refused ({@link Plays#play}). */
    static Play play(Play p, String... moves) {
        return Plays.play(p, moves);
    }

    static String reason(Play p, String move) {
        MoveRead read = p.read(move);
        return assertInstanceOf(MoveRead.Rejected.class, read, move + " was accepted").reason();
    }

    /** The moves of a help page's sample ({@code "  GAME move 101 alice secret MOVE"} lines), in order. */
    static List<String> helpSample(String game) throws IOException {
        String page;
        try (InputStream in = Games.class.getClassLoader().getResourceAsStream("help/" + game + ".txt")) {
            assertNotNull(in, game);
            page = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Matcher m = Pattern.compile("(?m)^  " + game + " move 101 \\w+ secret (\\S+)$").matcher(page);
        List<String> moves = new ArrayList<>();
        while (m.find()) {
            moves.add(m.group(1));
        }
        return moves;
    }

    static String san(Play p, String move) {
        return p.notation(assertInstanceOf(MoveRead.Legal.class, p.read(move), move).ply());
    }
}
