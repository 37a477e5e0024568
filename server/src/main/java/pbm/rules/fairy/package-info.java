/**
 * Games by data: chess and its relatives, each stated by a definition in the dialect of
 * Fairy-Stockfish's {@code variants.ini} (a file in {@code games/} on the classpath, or one a
 * player or the admin defines), all played by one engine behind the {@link pbm.rules} seam.
 *
 * <ul>
 *   <li>Reading: {@link pbm.rules.fairy.DefinitionReader} (sections, parents, keys), {@code
 *       RulesBuilder} over {@code SectionKeys} (each group of keys into a {@code Rules}),
 *       {@code Betza} (how pieces move).</li>
 *   <li>Playing: {@code Tables} (each piece's squares, per board), {@code Board} (the position,
 *       make and unmake, legality), {@code MoveGenerator}, {@code Attacks}, {@code Goals}
 *       (early ends, move filters), {@code Perft}.</li>
 *   <li>Notations: {@code FairyFen} with {@code FenBoard}, {@code Forsythe}, {@code Notation},
 *       {@code MoveReader}, {@code Refusals}, {@code Wxf}.</li>
 *   <li>The seam: {@link pbm.rules.fairy.FairyFamily}, {@code FairyGame}, {@code FairyPlay},
 *       {@code FairyGrid}; {@link pbm.rules.fairy.DefinedGame} and {@code BudgetedPlay} for the
 *       games players define; {@code RulesInWords} for {@code help}.</li>
 * </ul>
 *
 * <p>How a game is read, stored and played, and where pbm departs from Fairy-Stockfish:
 * {@code docs/fairy-engine.md}. Fairy-Stockfish is GPL: its key names, rule statements and
 * perft counts are used as facts, none of its code.
 */
package pbm.rules.fairy;
