package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import pbm.server.Composer;
import pbm.server.DataDir;
import pbm.store.Database;
import pbm.store.Users;

/** {@code n} mails {@code signup userN pwN}, each creating one account and one reply. */
final class SignupWorkload implements Workload {
    private final int n;

    SignupWorkload(int n) {
        this.n = n;
    }

    @Override
    public List<byte[]> setup() {
        return List.of();
    }

    @Override
    public List<byte[]> batch() {
        List<byte[]> mails = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            mails.add(Composer.compose(address(i), "pbm@localhost", "", "signup user" + i + " pw" + i + "\n"));
        }
        return mails;
    }

    @Override
    public List<Expected> expectedReplies() {
        List<Expected> replies = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            replies.add(new Expected(address(i), "pbm signup user" + i));
        }
        return replies;
    }

    @Override
    public void verifyState(Path dataDir) throws Exception {
        try (Database database = Database.open(DataDir.open(dataDir).database())) {
            assertEquals(n, JarChecks.count(database, "SELECT count(*) FROM users"));
            for (int i = 1; i <= n; i++) {
                int user = i;
                assertTrue(database.transaction(c -> new Users(c).find("user" + user)).isPresent(), "user" + i);
            }
        }
    }

    private static String address(int i) {
        return "user" + i + "@example.org";
    }
}
