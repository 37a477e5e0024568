package pbm.mail;

import java.util.List;
import java.util.Optional;

/**
 * What a mail's headers say about who sent it: every mailbox of every From header, every mailbox
 * of every Sender header, and the Authentication-Results headers (RFC 8601) as written. None of
 * it is proven; it is what a decision made without a password has to go on.
 *
 * @param from                  every mailbox named in the From headers (all of them, group members
 *                              too), in normal form, "" for one that is not a usable address
 * @param sender                the same for the Sender headers
 * @param authenticationResults the unfolded values of the Authentication-Results headers, top first
 *                              (at most {@link #MOST_RESULTS})
 */
public record Origin(List<String> from, List<String> sender, List<String> authenticationResults) {
    /** The most Authentication-Results headers kept: an MTA adds a few at the top. */
    public static final int MOST_RESULTS = 100;

    public Origin {
        from = List.copyOf(from);
        sender = List.copyOf(sender);
        authenticationResults = List.copyOf(authenticationResults);
    }

    /** A mail from {@code address} alone, with no Sender and no Authentication-Results. */
    public static Origin of(String address) {
        return new Origin(address == null ? List.of() : List.of(address), List.of(), List.of());
    }

    /**
     * The one address the mail says it is from, when it says so without contradicting itself:
     * exactly one From mailbox (one From header naming one usable address), and no Sender or a
     * Sender naming that same address ({@code match} compares them). Empty for a mail with
     * several From addresses, a From and a different Sender, or no usable From: such a mail
     * is from nobody a password-less decision may name (RFC 5322 section 3.6.2 lets several
     * authors name a Sender; which of them wrote is then anyone's guess).
     */
    public Optional<String> single(AddressMatch match) {
        if (from.size() != 1 || from.get(0).isEmpty()) {
            return Optional.empty();
        }
        String author = from.get(0);
        if (sender.isEmpty() || sender.size() == 1 && match.same(sender.get(0), author)) {
            return Optional.of(author);
        }
        return Optional.empty();
    }
}
