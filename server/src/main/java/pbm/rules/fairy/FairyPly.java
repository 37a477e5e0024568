package pbm.rules.fairy;

import pbm.rules.Ply;

/** A move of a game by data: the engine's move code and the FEN of the position it was read in. */
record FairyPly(int code, String before) implements Ply {
}
