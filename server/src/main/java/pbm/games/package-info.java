/**
 * The games this server hosts: {@link pbm.games.Catalog} asks every family in turn (draughts,
 * then the games by data) and the store's defined games, and checks a new definition. It is
 * the only package that names a family, so the families and the seam below never reach it.
 */
package pbm.games;
