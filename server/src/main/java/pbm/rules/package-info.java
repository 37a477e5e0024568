/**
 * The rules seam: the one small set of interfaces that play, command, render, store and
 * admin use for every game the server hosts, whatever family it belongs to. The families
 * live below it ({@code pbm.rules.draughts}, {@code pbm.rules.fairy}); {@code pbm.games}
 * above them lists every family and is the only package that names one.
 *
 * <ul>
 *   <li>{@link Family}: a family of games, which finds a {@link Game} by the words of a
 *       challenge, by its stored name, or by the tags of a PDN/PGN record.</li>
 *   <li>{@link Game}: one variant with its options, immutable: its sides, its start, the
 *       record tags that name it, and perft (a game counts its own move tree).</li>
 *   <li>{@link Play}: a game in progress, immutable: the position, the history the
 *       repetition and move-count rules need, reading a player's move ({@link MoveRead}),
 *       playing one, the outcome ({@link Ending}) and the board as a {@link Grid}.</li>
 *   <li>{@link DefinedGames}: the games players and administrators define, as a store keeps
 *       them. A defined game's moves run within budgets; going over one is
 *       {@link BudgetExceeded}.</li>
 * </ul>
 *
 * <p>Nothing above this package asks which family it holds (cutechess's {@code Board}
 * over {@code WesternBoard}; scalachess's {@code Variant}). Seats, not colours: seat 0
 * is the side that moves first, and {@link Game#sides()} names each seat's side.
 */
package pbm.rules;
