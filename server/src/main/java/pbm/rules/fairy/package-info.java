/**
 * Games by data: chess and its relatives, each stated by a definition in the dialect of
 * Fairy-Stockfish's {@code variants.ini} (files in {@code games/} on the classpath).
 *
 * <ul>
 *   <li>{@link pbm.rules.fairy.DefinitionReader} reads a definition; every key is understood
 *       or refused ({@link pbm.rules.fairy.DefinitionException} names file, line and key).
 *       Defaults are Fairy-Stockfish's template defaults, so a file written for it behaves
 *       the same here.</li>
 *   <li>{@code Betza} reads piece moves in XBoard Betza notation; {@code Tables}
 *       precomputes leaps and rays per board size; {@code Board} is a mailbox with make and
 *       unmake, pseudo-legal generation and legality by royal safety (pins found once per
 *       node; other moves are played and tested).</li>
 *   <li>{@code FairyFen}, {@code Forsythe} (Game Courier's extended Forsythe code) and
 *       {@code Notation} (SAN, coordinates, Game Courier) are the notations.</li>
 *   <li>{@link pbm.rules.fairy.FairyFamily}, {@code FairyGame}, {@code FairyPlay} and
 *       {@code FairyGrid} implement the {@link pbm.rules} seam.</li>
 *   <li>{@link pbm.rules.fairy.DefinedGame} builds the games players and the admin define:
 *       the last section is the game, a parent may be a shipped game; perft to depth 2 from
 *       the start within a node and a time budget; {@code BudgetedPlay} keeps every later
 *       generation within budget; {@code RulesInWords} writes the rules of any game by data
 *       in plain words (Betza read back as "moves one square forward, ...") for help.</li>
 * </ul>
 *
 * <p>Drops and hands: a game has hands when it says {@code pieceDrops} or
 * {@code capturesToHand}, or a piece has a Betza {@code @} atom. A captured piece goes to the
 * captor's hand as the type it was before promoting ({@code Board.origin}: {@code Q~} for a
 * promoted pawn, {@code +P} for a shogi piece promoted by {@code promotedPieceType}). A
 * piece with {@code @} atoms drops by them only (reference/004: depth, {@code j}, f/s/b
 * counts, m/c, n); others drop by Fairy-Stockfish's keys ({@code dropRegionWhite/Black},
 * pawns neither on the first rank nor in the promotion zone, {@code dropNoDoubled},
 * {@code immobilityIllegal}). {@code shogiPawnDropMateIllegal} and sennichite's
 * {@code perpetualCheckIllegal} (the checking side loses the n-fold repetition) as in
 * Fairy-Stockfish, but a mating pawn drop is refused, where Fairy-Stockfish generates it
 * and scores it lost for the dropper: perft counts differ exactly there (ShogiTest). Drops are moves of kind {@code DROP} whose from field holds the type;
 * SAN writes them {@code N@f3}; where pieces other than the pawn promote (shogi), moves end
 * in {@code +} (promote) or {@code =} (decline), promoted pieces are written {@code +B}, and
 * only mate is marked.
 *
 * <p>Xiangqi and janggi by Fairy-Stockfish's keys: {@code mobilityRegionWhiteKing} and the
 * like keep a piece to its squares (moves end there, attacks reach only there);
 * {@code soldierPromotionRank} gives the predefined soldier its sideways steps from that
 * rank; {@code flyingGeneral} refuses moves that leave the kings facing on an open line (the
 * piece between them is pinned); {@code diagonalLines} lets every straight forward or back
 * step or ride also run diagonally between squares of the lines; the predefined
 * {@code janggiCannon} neither jumps nor takes a cannon; {@code pass} is a move of kind
 * {@code PASS} (from and to the king's square, not while in check); {@code bikjangRule}: kings
 * facing must be parted (or pass), and bikjang standing before and after a move, or two passes
 * in a row, end the game with no legal move ({@code Board.endedByRule}), decided by
 * {@code materialCounting = janggi}. {@code pbm.notation = wxf} writes and reads the WXF
 * notation ({@code Wxf}); {@code pbm.perpetualCheckRefused} refuses the move completing a
 * repetition by perpetual check while the mover has another.
 *
 * <p>Placement games (Othello): {@code enclosingDrop = reversi} lets a drop land only where
 * it encloses a row of enemy pieces (queen lines) up to an own piece, {@code
 * flipEnclosedPieces = reversi} turns every such row over ({@code Board} keeps the turned
 * squares for unmake), {@code enclosingDropStart} squares are filled first, freely. With
 * {@code passOnStalemate} a side with no move has one move, the pass (kind {@code PASS},
 * written {@code pass}), but only when the other side could then move: when neither can,
 * the game is over and {@code materialCounting = unweighted} gives it to the side with more
 * pieces on the board ({@code adjudicateFullBoard}: as soon as the board is full).
 * Fairy-Stockfish passes there too and ends the game after two passes, so perft counts
 * below finished games differ (none before ply 9 of Othello). The server plays a forced
 * pass at once ({@code Play.automatic}). A game whose only piece never moves writes its
 * drops as the square alone, {@code d3}.
 *
 * <p>The variants set (games from Fairy-Stockfish's list, {@code perft/fsfvariants.perft}):
 * {@code Goals} holds the rules that end a game before the moves run out, in the order of
 * Fairy-Stockfish's immediate game end (extinction of a piece type or, with {@code *}, of
 * all pieces; {@code flagPiece}/{@code flagRegion} with {@code flagMove}'s one answering
 * move; {@code checkCounting}, the checks still to give kept in {@code Board.checksLeft} and
 * the FEN as {@code 3+3}), and the filters after the king's safety ({@code mustCapture},
 * {@code checking = false}), which {@code Board.legal} applies and refusals explain. Perft
 * for such games walks the legal moves and counts an ended position as having none.
 * {@code castlingKingPiece} castles a non-royal king (never stopped by attacks),
 * {@code pawnTypes} makes a custom piece the pawn (its Betza {@code i} two-square leap can be
 * taken en passant on the square passed; the FEN names both squares, {@code c5d6}),
 * {@code extinctionPieceTypes} with {@code extinctionPseudoRoyal} are royal (never left
 * attacked unless the move takes one of the other side's; an attack on them is check), and
 * Black's Betza directions are White's turned half round, as in Fairy-Stockfish.
 *
 * <p>Rules sources: FIDE Laws of Chess (2023) for chess, with threefold repetition (9.2) and
 * the 50-move rule (9.3) as claims and fivefold repetition and 75 moves (9.6) automatic; the
 * other games as Fairy-Stockfish plays them (see each help page). Fairy-Stockfish is GPL:
 * its key names, rule statements and perft counts are used as facts, none of its code.
 *
 * <p>Perft uses bulk counting: at the last ply, moves of unpinned pieces (not in check, no
 * king move, no en passant or castling) are counted without being played.
 */
package pbm.rules.fairy;
