package pbm.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Password checks started ahead ({@link Passwords#checkAhead}): a later {@link Passwords#verify}
 * of the same pair takes that check's answer instead of making it again, and every answer is
 * the one a check made in place gives.
 */
class PasswordsAheadTest {
    private static final int ITERATIONS = 1_000;

    @Test
    void verifyTakesTheAnswerOfTheCheckStartedAhead() {
        Passwords passwords = new Passwords(ITERATIONS);
        String hash = passwords.hash("right");
        passwords.checkAhead("right", hash);
        passwords.checkAhead("wrong", hash);
        passwords.checkAhead("wrong", hash); // already under way: not started twice

        assertTrue(passwords.verify("right", hash));
        assertFalse(passwords.verify("wrong", hash));
        assertFalse(passwords.verify("wrong", hash), "a wrong password stays wrong");
        assertEquals(2, passwords.slowChecks(), "one PBKDF2 for each pair, none made again");
        assertEquals(3, passwords.aheadAnswers());
    }

    @Test
    void forgettingDropsTheChecksAheadButKeepsWhatWasLearnt() {
        Passwords passwords = new Passwords(ITERATIONS);
        String hash = passwords.hash("right");
        passwords.checkAhead("right", hash);
        passwords.checkAhead("wrong", hash);
        assertTrue(passwords.verify("right", hash));
        assertFalse(passwords.verify("wrong", hash));
        passwords.forgetAhead();

        assertTrue(passwords.verify("right", hash), "remembered as good");
        assertEquals(2, passwords.slowChecks());
        assertFalse(passwords.verify("wrong", hash), "checked again: a wrong one is never remembered");
        assertEquals(3, passwords.slowChecks());
        assertEquals(2, passwords.aheadAnswers());

        passwords.checkAhead("right", hash); // known good: nothing to start
        assertTrue(passwords.verify("right", hash));
        assertEquals(3, passwords.slowChecks());
        assertEquals(2, passwords.aheadAnswers());
    }

    @Test
    void aCheckForgottenBeforeItRanIsMadeInPlace() {
        Passwords passwords = new Passwords(ITERATIONS);
        List<String> hashes = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            hashes.add(passwords.hash("pw" + i));
        }
        for (int i = 0; i < 30; i++) {
            passwords.checkAhead("pw" + i, hashes.get(i));
        }
        passwords.forgetAhead(); // most of them not begun yet: cancelled
        for (int i = 0; i < 30; i++) {
            assertTrue(passwords.verify("pw" + i, hashes.get(i)));
            assertFalse(passwords.verify("pw" + i + "x", hashes.get(i)));
        }
        assertEquals(0, passwords.aheadAnswers());
    }

    @Test
    void checksAheadFromManyPlayersGiveTheAnswersOfChecksInPlace() throws Exception {
        Passwords maker = new Passwords(ITERATIONS);
        int players = 40;
        List<String> hashes = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            hashes.add(maker.hash("secret" + i));
        }
        // every third player mails a wrong password; the batch starts all checks, then
        // two threads verify them in opposite orders while the checkers are still busy
        Passwords passwords = new Passwords(ITERATIONS);
        for (int i = 0; i < players; i++) {
            passwords.checkAhead(given(i), hashes.get(i));
        }
        ExecutorService other = Executors.newSingleThreadExecutor();
        try {
            Future<List<Boolean>> backwards = other.submit(() -> {
                List<Boolean> answers = new ArrayList<>();
                for (int i = players - 1; i >= 0; i--) {
                    answers.add(0, passwords.verify(given(i), hashes.get(i)));
                }
                return answers;
            });
            List<Boolean> forwards = new ArrayList<>();
            for (int i = 0; i < players; i++) {
                forwards.add(passwords.verify(given(i), hashes.get(i)));
            }
            Passwords inPlace = new Passwords(ITERATIONS);
            List<Boolean> expected = new ArrayList<>();
            for (int i = 0; i < players; i++) {
                expected.add(inPlace.verify(given(i), hashes.get(i)));
                assertEquals(i % 3 != 0, expected.get(i));
            }
            assertEquals(expected, forwards);
            assertEquals(expected, backwards.get());
        } finally {
            other.shutdown();
        }
        assertEquals(players, passwords.slowChecks(), "each pair checked once, whoever asked first");
        assertEquals(2L * players, passwords.aheadAnswers());
    }

    private static String given(int player) {
        return player % 3 == 0 ? "wrong" + player : "secret" + player;
    }
}
