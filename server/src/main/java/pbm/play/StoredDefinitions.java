package pbm.play;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import pbm.rules.DefinedGames;
import pbm.store.Definitions;

/**
 * The defined games of one database, read on the caller's connection (so a game defined
 * earlier in the same transaction is seen), as the {@link pbm.games.Catalog} asks for them.
 */
public final class StoredDefinitions implements DefinedGames {
    private final Definitions definitions;

    public StoredDefinitions(Connection connection) {
        this.definitions = new Definitions(connection);
    }

    @Override
    public List<Definition> newest() {
        try {
            return definitions.newest().stream().map(StoredDefinitions::definition).toList();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the defined games", e);
        }
    }

    @Override
    public Optional<Definition> version(String name, int version) {
        try {
            return (version <= 0 ? definitions.newest(name) : definitions.version(name, version))
                    .map(StoredDefinitions::definition);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the definition of " + name, e);
        }
    }

    private static Definition definition(Definitions.Stored s) {
        return new Definition(s.name(), s.version(), s.author(), s.text());
    }
}
