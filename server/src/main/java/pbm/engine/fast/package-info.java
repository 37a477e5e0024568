/**
 * Fast legal-move generation and perft for the diagonal draughts variants, independent of
 * the rest of pbm.
 *
 * <p>Public surface: {@link pbm.engine.fast.FastRules} (the rule sets, with the PDN
 * GameType square numbering of each game), {@link pbm.engine.fast.FastBoard} (immutable
 * position by square numbers), {@link pbm.engine.fast.FastMove} (from, to, captured
 * squares), {@link pbm.engine.fast.FastPerft} (perft, divide, legal moves) and the
 * benchmark {@link pbm.engine.fast.FastPerftBench}.
 *
 * <p>Inside: {@code BitGen} keeps each piece set of 8x8 and 10x10 in one {@code long} over
 * a padded layout (a ghost bit after every two rows, so a diagonal step is a shift by N/2
 * or N/2 + 1 and stepping over the edge falls on a ghost), counts the last ply by popcount
 * without making moves, and searches captures depth first with captured pieces left on
 * the board. {@code WideGen} does the same with two {@code long}s for 12x12.
 * {@code GridGen} is a plain neighbour-table generator kept as the reference the tests
 * compare both against.
 */
package pbm.engine.fast;
