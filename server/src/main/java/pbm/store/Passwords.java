package pbm.store;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicLong;
import javax.crypto.Mac;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Password hashing with the JDK's PBKDF2-HMAC-SHA256 ({@code PBKDF2WithHmacSHA256}): a 16-byte random salt,
 * 210,000 iterations (OWASP's Password Storage Cheat Sheet of 2023 gives 210,000 for PBKDF2 with
 * HMAC-SHA-512 and 600,000 for this HMAC-SHA-256; every hash stores its own count, so new ones
 * can be made stronger without touching old ones), a 32-byte key, compared
 * in constant time. Stored as {@code pbkdf2-sha256$iterations$salt$hash} (Base64).
 *
 * <p>A mail server checks the same player's password on every move, and one
 * PBKDF2 check costs a noticeable fraction of a second. After a successful check
 * the pair (stored hash, password) is remembered in memory only as an HMAC under a
 * key that lives and dies with the process, so a repeated check of the same
 * password costs microseconds while nothing reusable is ever written anywhere.
 *
 * <p>The checks a batch of mails will need can be started ahead ({@link #checkAhead}) on
 * other threads, one a processor: the mails before are handled meanwhile, and a batch from
 * many players has their passwords checked side by side instead of one after another.
 * {@link #verify} then waits for the check under way instead of making it again; its answer
 * is the same either way.
 */
public final class Passwords {
    static final int ITERATIONS = 210_000;
    private static final int SALT_BYTES = 16;
    private static final int KEY_BITS = 256;
    private static final String PREFIX = "pbkdf2-sha256";
    private static final SecureRandom RANDOM = new SecureRandom();
    /** Drawn with nextBytes, not generateSeed: a seed is read from /dev/random, which an older kernel may make wait. */
    private static final byte[] PROCESS_KEY = processKey();
    private static final int VERIFIED_CACHE_LIMIT = 10_000;

    /** Checks started ahead at most: a batch is 250 mails, each with a few commands at most. */
    private static final int AHEAD_LIMIT = 2_000;

    private final Map<String, byte[]> verified = new ConcurrentHashMap<>();
    /** Checks started ahead, by stored hash and tag ({@link #aheadKey}), until {@link #forgetAhead}. */
    private final Map<String, FutureTask<Boolean>> ahead = new ConcurrentHashMap<>();
    private final AtomicLong slowChecks = new AtomicLong();
    private final AtomicLong aheadAnswers = new AtomicLong();
    private final int iterations;

    /** For tests and benchmarks that sign up hundreds of players: PBKDF2 rounds of new passwords. */
    public static final String ITERATIONS_PROPERTY = "pbm.password-iterations";
    private static final int LEAST_ITERATIONS = 1_000;

    /**
     * The hasher of a server process: the full {@value #ITERATIONS} iterations, unless the system
     * property {@value #ITERATIONS_PROPERTY} asks for fewer (at least 1,000; tests and benchmarks only).
     */
    public static Passwords configured() {
        String value = System.getProperty(ITERATIONS_PROPERTY);
        if (value == null || value.isBlank()) {
            return new Passwords();
        }
        return new Passwords(Math.max(LEAST_ITERATIONS, Integer.parseInt(value.strip())));
    }

    private static byte[] processKey() {
        byte[] key = new byte[32];
        RANDOM.nextBytes(key);
        return key;
    }

    /** Hashes new passwords with the full {@value #ITERATIONS} iterations. */
    public Passwords() {
        this(ITERATIONS);
    }

    /**
     * Hashes new passwords with {@code iterations} rounds: for tests only, where
     * hundreds of sign-ups must not take minutes. Checks always use the count stored
     * in the hash.
     */
    public Passwords(int iterations) {
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations must be positive");
        }
        this.iterations = iterations;
    }

    /** A new salted hash of {@code password}. */
    public String hash(String password) {
        byte[] salt = new byte[SALT_BYTES];
        RANDOM.nextBytes(salt);
        byte[] key = pbkdf2(password, salt, iterations);
        Base64.Encoder b64 = Base64.getEncoder().withoutPadding();
        return PREFIX + "$" + iterations + "$" + b64.encodeToString(salt) + "$" + b64.encodeToString(key);
    }

    /** Whether {@code password} matches the stored hash; false for a malformed hash. */
    public boolean verify(String password, String storedHash) {
        return verify(password, storedHash, tag(storedHash, password));
    }

    /**
     * {@link #verify}, unless {@code sink} is not null and the check of this pair that
     * {@link #checkAhead} started is still running on a checker thread: then true, with that
     * check added to {@code sink}, whose owner asks it ({@link Pending#matches}) before it keeps
     * anything done on the assumption (see {@code MessageProcessor}).
     */
    public boolean verifyOrAssume(String password, String storedHash, java.util.List<Pending> sink) {
        byte[] tag = tag(storedHash, password);
        if (sink != null) {
            FutureTask<Boolean> started = ahead.get(aheadKey(storedHash, tag));
            if (started != null && !started.isDone()) {
                sink.add(new Pending(this, password, storedHash, tag));
                return true;
            }
        }
        return verify(password, storedHash, tag);
    }

    private boolean verify(String password, String storedHash, byte[] tag) {
        FutureTask<Boolean> started = ahead.get(aheadKey(storedHash, tag));
        if (started != null) {
            started.run(); // made here and now when no checker has taken it up yet; else waits for it
            try {
                boolean ok = started.get();
                aheadAnswers.incrementAndGet();
                return ok;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (CancellationException | ExecutionException e) {
                // forgotten meanwhile, or failed: check here as if it had never been started
            }
        }
        byte[] known = verified.get(storedHash);
        if (known != null && MessageDigest.isEqual(known, tag)) {
            return true;
        }
        return checkSlowly(password, storedHash, tag);
    }

    /**
     * A check of a password against a stored hash that {@link #checkAhead} started and that had
     * not finished when a mail went on as if the password were right ({@link #verifyOrAssume}).
     */
    public static final class Pending {
        private final Passwords passwords;
        private final String password;
        private final String storedHash;
        private final byte[] tag;

        private Pending(Passwords passwords, String password, String storedHash, byte[] tag) {
            this.passwords = passwords;
            this.password = password;
            this.storedHash = storedHash;
            this.tag = tag;
        }

        /** The answer: {@link #verify}, which waits for the check under way (or makes it, if no checker began it). */
        public boolean matches() {
            return passwords.verify(password, storedHash, tag);
        }
    }

    /**
     * Whether {@code password} was already found to match {@code storedHash} by this hasher, so
     * that {@link #verify} of the pair answers without a PBKDF2 check; false when it never was
     * (which says nothing of whether it matches).
     */
    public boolean knownGood(String password, String storedHash) {
        byte[] known = verified.get(storedHash);
        return known != null && MessageDigest.isEqual(known, tag(storedHash, password));
    }

    /**
     * Starts checking {@code password} against {@code storedHash} on a checker thread, so
     * that a {@link #verify} of the same pair waits for that check instead of making it;
     * nothing when the pair is already known good or under way. The result is kept until
     * {@link #forgetAhead}, a wrong password too (the same wrong password twice in a batch is
     * checked once).
     */
    public void checkAhead(String password, String storedHash) {
        byte[] tag = tag(storedHash, password);
        byte[] known = verified.get(storedHash);
        if ((known != null && MessageDigest.isEqual(known, tag)) || ahead.size() >= AHEAD_LIMIT) {
            return;
        }
        FutureTask<Boolean> task = new FutureTask<>(() -> checkSlowly(password, storedHash, tag));
        if (ahead.putIfAbsent(aheadKey(storedHash, tag), task) == null) {
            Checkers.POOL.execute(task);
        }
    }

    /**
     * Drops the checks started ahead (the end of a batch): those not begun are not made, and
     * a later {@link #verify} of a good password finds it remembered anyway.
     */
    public void forgetAhead() {
        for (FutureTask<Boolean> task : ahead.values()) {
            task.cancel(false);
        }
        ahead.clear();
    }

    /** How many PBKDF2 checks this hasher has made: a repeated or shared check is not counted again. */
    public long slowChecks() {
        return slowChecks.get();
    }

    /** How many {@link #verify} answers were the result of a check started ahead. */
    public long aheadAnswers() {
        return aheadAnswers.get();
    }

    private boolean checkSlowly(String password, String storedHash, byte[] tag) {
        slowChecks.incrementAndGet();
        boolean ok = verifySlowly(password, storedHash);
        if (ok) {
            if (verified.size() >= VERIFIED_CACHE_LIMIT) {
                verified.clear();
            }
            verified.put(storedHash, tag);
        }
        return ok;
    }

    private static String aheadKey(String storedHash, byte[] tag) {
        return storedHash + ' ' + HexFormat.of().formatHex(tag);
    }

    /**
     * The threads that make checks started ahead: one a processor (a batch from many players
     * keeps them all busy while the mails wait), daemons, so an exiting command never waits
     * for a check nobody needs any more.
     */
    private static final class Checkers {
        static final ExecutorService POOL = Executors.newFixedThreadPool(
                Math.max(1, Runtime.getRuntime().availableProcessors()), runnable -> {
                    Thread thread = new Thread(runnable, "pbm-password-check");
                    thread.setDaemon(true);
                    return thread;
                });
    }

    private static boolean verifySlowly(String password, String storedHash) {
        String[] parts = storedHash.split("\\$");
        if (parts.length != 4 || !parts[0].equals(PREFIX)) {
            return false;
        }
        try {
            int iterations = Integer.parseInt(parts[1]);
            byte[] salt = Base64.getDecoder().decode(parts[2]);
            byte[] expected = Base64.getDecoder().decode(parts[3]);
            return MessageDigest.isEqual(expected, pbkdf2(password, salt, iterations));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** PBKDF2-HMAC-SHA256 of {@code password} (the JDK hashes the UTF-8 of its characters). */
    private static byte[] pbkdf2(String password, byte[] salt, int iterations) {
        char[] chars = password.toCharArray();
        PBEKeySpec spec = new PBEKeySpec(chars, salt, iterations, KEY_BITS);
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JDK has no PBKDF2WithHmacSHA256", e);
        } finally {
            spec.clearPassword();
            Arrays.fill(chars, '\0');
        }
    }

    private static byte[] tag(String storedHash, String password) {
        byte[] hash = storedHash.getBytes(StandardCharsets.UTF_8);
        byte[] secret = password.getBytes(StandardCharsets.UTF_8);
        byte[] message = Arrays.copyOf(hash, hash.length + 1 + secret.length);
        System.arraycopy(secret, 0, message, hash.length + 1, secret.length);
        Arrays.fill(secret, (byte) 0);
        byte[] tag = TAGS.get().doFinal(message);
        Arrays.fill(message, (byte) 0);
        return tag;
    }

    /** An HMAC keyed with the process key, one a thread: a Mac is not thread-safe, and cheaper kept than made. */
    private static final ThreadLocal<Mac> TAGS = ThreadLocal.withInitial(() -> {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(PROCESS_KEY, "HmacSHA256"));
            return mac;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JDK has no HmacSHA256", e);
        }
    });
}
