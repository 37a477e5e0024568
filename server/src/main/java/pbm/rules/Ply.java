package pbm.rules;

/**
 * A move as a family hands it out: opaque above the seam. Only the {@link Play} that
 * produced it (by {@link Play#read} or {@link Play#legalMoves}) may play it.
 */
public interface Ply {
}
