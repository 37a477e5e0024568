package pbm.rules.fairy;

import java.util.List;
import java.util.Optional;
import pbm.rules.Ending;
import pbm.rules.Game;
import pbm.rules.Grid;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.rules.Ply;

/**
 * A defined game in progress: every step that generates moves runs within the budgets of
 * {@link DefinedGame#guarded}, so a stranger's rules cannot hang the server; a step over
 * budget is {@link pbm.rules.BudgetExceeded} and the command that asked changes nothing.
 */
final class BudgetedPlay implements Play {
    private final Play play;

    private BudgetedPlay(Play play) {
        this.play = play;
    }

    static Play of(Play play) {
        return new BudgetedPlay(play);
    }

    private String name() {
        return play.game().name();
    }

    @Override
    public Game game() {
        return play.game();
    }

    @Override
    public int seatToMove() {
        return play.seatToMove();
    }

    @Override
    public String fen() {
        return play.fen();
    }

    @Override
    public MoveRead read(String text) {
        return DefinedGame.guarded(name(), () -> play.read(text));
    }

    @Override
    public String notation(Ply ply) {
        return DefinedGame.guarded(name(), () -> play.notation(ply));
    }

    @Override
    public Play play(Ply ply) {
        return of(DefinedGame.guarded(name(), () -> play.play(ply)));
    }

    @Override
    public List<Ply> legalMoves() {
        return DefinedGame.guarded(name(), play::legalMoves);
    }

    @Override
    public Optional<Ending> ending() {
        return DefinedGame.guarded(name(), play::ending);
    }

    @Override
    public Optional<Ending> claimable() {
        return DefinedGame.guarded(name(), play::claimable);
    }

    @Override
    public List<String> notes() {
        return DefinedGame.guarded(name(), play::notes);
    }

    @Override
    public boolean settingUp() {
        return play.settingUp();
    }

    @Override
    public Grid grid() {
        return play.grid();
    }

    @Override
    public String toString() {
        return play.toString();
    }
}
