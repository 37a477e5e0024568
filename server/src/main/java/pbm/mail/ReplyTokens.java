package pbm.mail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The reply addresses of board mails: {@code pbm+b101.m12.k3f9x2mq7a4z@host}, the server's
 * address plus-addressed with the board, the number of moves played when the mail was made, and
 * a token for one player, that board and that moment. The token is an HMAC-SHA256 (cut to 60
 * bits, written in lower-case base 32) of the board, the moves played, the game's revision (which
 * changes with every change to its moves, an undo too), the userid and the player's stored
 * password hash, keyed with a server secret kept in the data directory. Nothing is stored per
 * mail: a token is checked by computing it again, so the board's next move, and a changed
 * password, make every older token worthless.
 *
 * <p>The addresses of earlier versions ({@code pbm+b101.k3f9x2mq7a4z@host}, without the moves)
 * are still recognised, so that a reply to one is answered, but they play nothing.
 */
public final class ReplyTokens {
    /** The file in the data directory that holds the secret (32 random bytes, hex), mode 0600. */
    public static final String SECRET_FILE = "reply-secret";
    private static final String ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
    private static final int TOKEN_CHARS = 12;
    private static final Pattern TAG = Pattern.compile("b(\\d{1,9})\\.m(\\d{1,9})\\.([a-z2-7]{1,40})");
    /** The tag of the addresses before the moves were part of them. */
    private static final Pattern OLD_TAG = Pattern.compile("b(\\d{1,9})\\.([a-z2-7]{1,40})");
    private static final String ALGORITHM = "HmacSHA256";

    /** An HMAC keyed with the secret, one a thread (a Mac is not safe for threads to share). */
    private final ThreadLocal<Mac> macs;
    private final String local;
    private final String domain;

    /** {@code serverAddress}: the address players write to, {@code local@domain}. */
    public ReplyTokens(byte[] secret, String serverAddress) {
        if (secret.length < 16) {
            throw new IllegalArgumentException("the reply secret must have at least 16 bytes");
        }
        byte[] key = secret.clone();
        this.macs = new ThreadLocal<>() {
            @Override
            protected Mac initialValue() {
                return newMac(key);
            }
        };
        String normal = Addresses.normalize(serverAddress).orElse(serverAddress).toLowerCase(Locale.ROOT);
        int at = normal.lastIndexOf('@');
        String bareLocal = at < 0 ? normal : normal.substring(0, at);
        int plus = bareLocal.indexOf('+');
        this.local = plus < 0 ? bareLocal : bareLocal.substring(0, plus);
        this.domain = at < 0 ? "localhost" : normal.substring(at + 1);
    }

    /**
     * The secret of the data directory {@code root}: read from {@value #SECRET_FILE}, or made
     * (32 bytes from SecureRandom) and written readable by the owner only on first use. Two
     * processes making it at once (two first delivers) each write a temporary file of their
     * own and link it in under the name, which only one link can take: both then read the
     * winner's secret.
     */
    public static byte[] secretOf(Path root) throws IOException {
        Path file = root.resolve(SECRET_FILE);
        if (!Files.exists(file)) {
            byte[] fresh = new byte[32];
            new SecureRandom().nextBytes(fresh);
            Path tmp;
            try {
                tmp = Files.createTempFile(root, SECRET_FILE + ".", ".tmp",
                        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            } catch (UnsupportedOperationException e) {
                tmp = Files.createTempFile(root, SECRET_FILE + ".", ".tmp");
            }
            try {
                Files.writeString(tmp, HexFormat.of().formatHex(fresh) + "\n", StandardCharsets.US_ASCII);
                try {
                    Files.createLink(file, tmp);
                } catch (UnsupportedOperationException noLinks) {
                    Files.move(tmp, file); // a file system without hard links: refuses an existing name too
                }
            } catch (FileAlreadyExistsException e) {
                // another process made it first: use theirs
            } finally {
                Files.deleteIfExists(tmp);
            }
        }
        String hex = Files.readString(file, StandardCharsets.US_ASCII).strip();
        try {
            return HexFormat.of().parseHex(hex);
        } catch (IllegalArgumentException e) {
            throw new IOException(file + " does not hold a hex secret; delete it to make a new one", e);
        }
    }

    private static Mac newMac(byte[] key) {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(new SecretKeySpec(key, ALGORITHM));
            return mac;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java platform has " + ALGORITHM, e);
        }
    }

    /** The HMAC-SHA256 of {@code message} under the secret. */
    byte[] mac(byte[] message) {
        return macs.get().doFinal(message);
    }

    /**
     * The token of {@code userid} (whose stored password hash is {@code passwordHash}) on
     * {@code board} after {@code moves} moves, the game's moves at {@code revision}.
     */
    public String token(int board, int moves, long revision, String userid, String passwordHash) {
        byte[] digest = mac(("pbm-reply-2\0" + board + "\0" + moves + "\0" + revision + "\0" + userid + "\0"
                + passwordHash).getBytes(StandardCharsets.UTF_8));
        StringBuilder out = new StringBuilder(TOKEN_CHARS);
        long bits = 0;
        for (int i = 0; i < 8; i++) {
            bits = bits << 8 | (digest[i] & 0xff);
        }
        for (int i = 0; i < TOKEN_CHARS; i++) {
            out.append(ALPHABET.charAt((int) (bits >>> (59 - 5 * i)) & 31));
        }
        return out.toString();
    }

    /** {@code pbm+b101.m12.<token>@host}. */
    public String address(int board, int moves, long revision, String userid, String passwordHash) {
        return local + "+b" + board + ".m" + moves + "." + token(board, moves, revision, userid, passwordHash)
                + "@" + domain;
    }

    /** Whether {@code token} is that of {@code userid} on {@code board} at that moment; compared in constant time. */
    public boolean matches(String token, int board, int moves, long revision, String userid, String passwordHash) {
        return MessageDigest.isEqual(token(board, moves, revision, userid, passwordHash)
                .getBytes(StandardCharsets.US_ASCII), token.toLowerCase(Locale.ROOT).getBytes(StandardCharsets.US_ASCII));
    }

    /**
     * A board, the moves played when the address was made, and the token, read from a recipient
     * address; {@code moves} is -1 for an address of the earlier kind, which carried none.
     */
    public record Tagged(int board, int moves, String token) {
        /** Whether the address is of the earlier kind, which plays nothing any more. */
        public boolean old() {
            return moves < 0;
        }
    }

    /**
     * The first of {@code recipients} that is the server's address plus-addressed with a board
     * tag ({@code pbm+b101.m12.xxxx@host}, or the earlier {@code pbm+b101.xxxx@host}; any case).
     */
    public Optional<Tagged> find(List<String> recipients) {
        for (String recipient : recipients) {
            Optional<String> normal = Addresses.normalize(recipient);
            if (normal.isEmpty()) {
                continue;
            }
            String address = normal.get().toLowerCase(Locale.ROOT);
            int at = address.lastIndexOf('@');
            if (at < 0 || !address.substring(at + 1).equals(domain)) {
                continue;
            }
            String localPart = address.substring(0, at);
            if (!localPart.startsWith(local + "+")) {
                continue;
            }
            String tagText = localPart.substring(local.length() + 1);
            Matcher tag = TAG.matcher(tagText);
            if (tag.matches()) {
                return Optional.of(new Tagged(Integer.parseInt(tag.group(1)), Integer.parseInt(tag.group(2)),
                        tag.group(3)));
            }
            Matcher old = OLD_TAG.matcher(tagText);
            if (old.matches()) {
                return Optional.of(new Tagged(Integer.parseInt(old.group(1)), -1, old.group(2)));
            }
        }
        return Optional.empty();
    }
}
