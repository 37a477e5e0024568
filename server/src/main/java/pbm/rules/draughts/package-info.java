/**
 * The draughts family: every variant of the PDN GameType table as games of the rules seam.
 * {@link DraughtsFamily} is the only public class; everything else (board
 * geometry computed from the GameType, immutable positions, move generation, move text, FEN,
 * endings and perft) is package-private.
 *
 * <p>Two generators: the object generator ({@code MoveGenerator}), which the server plays with,
 * and the bitboard one ({@code FastPerft} over {@code BitGen}/{@code WideGen}, one or two
 * {@code long}s a piece set on a padded layout), which counts perft. {@code GridGen} is a plain
 * neighbour-table generator kept as the reference the tests compare both against.
 */
package pbm.rules.draughts;
