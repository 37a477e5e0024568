package pbm.admin;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What a userid and a password may look like, the same for a player's {@code signup}
 * mail and the admin's {@code pbm user add}. A problem is a sentence to show, not an
 * exception.
 */
public final class AccountRules {
    private static final Pattern USERID = Pattern.compile("[A-Za-z][A-Za-z0-9_.-]{0,19}");
    private static final Pattern PASSWORD = Pattern.compile("\\S{1,64}");

    private AccountRules() {
    }

    /** Why {@code userid} cannot be a userid, or empty when it can. */
    public static Optional<String> useridProblem(String userid) {
        if (userid != null && USERID.matcher(userid).matches()) {
            return Optional.empty();
        }
        return Optional.of("\"" + userid + "\" cannot be a userid: use 1 to 20 letters, digits, '.', '_'"
                + " or '-', starting with a letter.");
    }

    /** Why {@code password} cannot be a password, or empty when it can. */
    public static Optional<String> passwordProblem(String password) {
        if (password != null && PASSWORD.matcher(password).matches()) {
            return Optional.empty();
        }
        return Optional.of("A password is 1 to 64 characters without blanks.");
    }

    /** Why {@code address} cannot be a mail address. */
    public static String addressProblem(String address) {
        return "\"" + address + "\" is not a mail address. Give addresses as name@example.org.";
    }
}
