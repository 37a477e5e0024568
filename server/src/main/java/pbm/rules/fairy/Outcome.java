package pbm.rules.fairy;

/** A Fairy-Stockfish [Value] for the side to move: win, loss, draw, or none (the rule is off). */
enum Outcome {
    WIN, LOSS, DRAW, NONE
}
