package pbm.rules;

import java.util.List;
import java.util.Optional;

/**
 * The games players and administrators defined, as a store keeps them: every version of
 * each definition, its author and text. The catalog asks it for the games that are not
 * shipped; it never reaches a database itself. Names are compared ignoring case.
 */
public interface DefinedGames {

    /** No defined games: the shipped ones only. */
    DefinedGames NONE = new DefinedGames() {
        @Override
        public List<Definition> newest() {
            return List.of();
        }

        @Override
        public Optional<Definition> version(String name, int version) {
            return Optional.empty();
        }
    };

    /** One stored version of a definition: its name (the game word), version, author and text. */
    record Definition(String name, int version, String author, String text) {
    }

    /** The newest version of every defined game, in the order the games were first defined. */
    List<Definition> newest();

    /** One version of the game called {@code name}; version 0 means the newest. */
    Optional<Definition> version(String name, int version);
}
