package pbm.server;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/** The settings of {@code pbm.properties}; every key has a default that works out of the box. */
public final class Config {
    static final String SERVER_ADDRESS = "server.address";

    private static final String DEFAULTS = """
            # pbm settings. Every key is optional; the values shown are the defaults.

            # The address replies come from, and the one players write to.
            #server.address=pbm@localhost
            """;

    private final Properties properties;

    private Config(Properties properties) {
        this.properties = properties;
    }

    public static Config load(Path file) throws IOException {
        Properties properties = new Properties();
        if (Files.exists(file)) {
            try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                properties.load(reader);
            }
        }
        return new Config(properties);
    }

    static void writeDefaultsIfMissing(Path file) throws IOException {
        if (!Files.exists(file)) {
            Files.writeString(file, DEFAULTS, StandardCharsets.UTF_8);
        }
    }

    /** The server's own address, {@code server.address}, default {@code pbm@localhost}. */
    public String serverAddress() {
        return get(SERVER_ADDRESS, "pbm@localhost");
    }

    public String get(String key, String defaultValue) {
        String value = properties.getProperty(key);
        return value == null || value.isBlank() ? defaultValue : value.strip();
    }
}
