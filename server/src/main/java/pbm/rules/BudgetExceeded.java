package pbm.rules;

/**
 * A defined game's move generation went past the server's node or time budget: the command
 * that asked is refused with this message and changes nothing.
 */
public final class BudgetExceeded extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BudgetExceeded(String message) {
        super(message);
    }
}
