package pbm.mail;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.io.TempDir;

/** The reply secret of a fresh data directory, made by several processes (here threads) at once. */
class ReplySecretTest {
    @TempDir
    Path root;

    @RepeatedTest(20)
    void everyoneMakingTheSecretAtOnceGetsTheOneOnDisk() throws Exception {
        int makers = 8;
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(makers);
        try {
            List<Future<byte[]>> secrets = new ArrayList<>();
            for (int i = 0; i < makers; i++) {
                secrets.add(pool.submit(() -> {
                    go.await();
                    return ReplyTokens.secretOf(root);
                }));
            }
            go.countDown();
            byte[] first = secrets.get(0).get();
            for (Future<byte[]> secret : secrets) {
                assertArrayEquals(first, secret.get());
            }
            assertArrayEquals(first, ReplyTokens.secretOf(root), "the secret on disk is the one everyone got");
            assertEquals(32, first.length);
            try (var left = Files.list(root)) {
                assertEquals(List.of(ReplyTokens.SECRET_FILE), left.map(p -> p.getFileName().toString()).toList(),
                        "no temporary file is left behind");
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
