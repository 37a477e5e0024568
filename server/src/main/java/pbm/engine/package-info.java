/**
 * The rules of every hosted draughts variant, pure Java with no dependency on the rest of pbm: board
 * geometry computed from the PDN GameType, immutable positions, legal moves, move reading and writing,
 * FEN, the end of the game and perft. Start at {@link pbm.engine.Variants}.
 */
package pbm.engine;
