package pbm.rules.draughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pbm.rules.Ending;
import pbm.rules.Game;
import pbm.rules.Grid;
import pbm.rules.MoveRead;
import pbm.rules.Ply;
import pbm.rules.Play;

/** A draughts {@link GameState} as a game in progress of the rules seam. */
final class DraughtsPlay implements Play {
    private final DraughtsGame game;
    private final GameState state;

    DraughtsPlay(DraughtsGame game, GameState state) {
        this.game = game;
        this.state = state;
    }

    /** A draughts move, with the state that handed it out, so no other state plays it by mistake. */
    private record DraughtsPly(GameState origin, Move move) implements Ply {
    }

    @Override
    public Game game() {
        return game;
    }

    @Override
    public int seatToMove() {
        return game.seatOf(position().sideToMove());
    }

    @Override
    public String fen() {
        return Fen.write(position());
    }

    @Override
    public MoveRead read(String text) {
        MoveRead parsed = game.variant().parseMove(position(), text);
        if (parsed instanceof MoveRead.Legal legal) {
            return new MoveRead.Legal(new DraughtsPly(state, (Move) legal.ply()));
        }
        return parsed;
    }

    @Override
    public String notation(Ply ply) {
        return game.variant().notation(position(), moveOf(ply));
    }

    @Override
    public Play play(Ply ply) {
        return new DraughtsPlay(game, state.play(moveOf(ply)));
    }

    @Override
    public List<Ply> legalMoves() {
        List<Ply> plies = new ArrayList<>();
        for (Move move : game.variant().legalMoves(position())) {
            plies.add(new DraughtsPly(state, move));
        }
        return plies;
    }

    @Override
    public Optional<Ending> ending() {
        return state.outcome();
    }

    @Override
    public Grid grid() {
        return new DraughtsGrid(position());
    }

    @Override
    public Optional<Ending> claimable() {
        return state.claimable();
    }

    private Position position() {
        return state.position();
    }

    private Move moveOf(Ply ply) {
        if (!(ply instanceof DraughtsPly draughts) || draughts.origin() != state) {
            throw new IllegalArgumentException("not a move of this position: " + ply);
        }
        return draughts.move();
    }

    @Override
    public String toString() {
        return game.name() + " " + fen();
    }
}
