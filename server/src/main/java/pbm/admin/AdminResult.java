package pbm.admin;

/**
 * The outcome of an admin operation: done, with its value, or refused, with the reason
 * as a sentence for the admin to read (a broken rule is a value, not an exception).
 */
public sealed interface AdminResult<T> {
    /** Done; {@code value} is what the operation documents it returns. */
    record Done<T>(T value) implements AdminResult<T> {
    }

    /** Not done, and why. */
    record Refused<T>(String reason) implements AdminResult<T> {
    }

    static <T> AdminResult<T> done(T value) {
        return new Done<>(value);
    }

    static <T> AdminResult<T> refused(String reason) {
        return new Refused<>(reason);
    }
}
