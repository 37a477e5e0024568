/** Portable Draughts Notation: reading tag pairs, movetext and results of whole games. */
package pbm.pdn;
