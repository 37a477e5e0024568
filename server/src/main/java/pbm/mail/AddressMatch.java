package pbm.mail;

import java.util.Locale;
import java.util.Optional;

/**
 * Whether two addresses name the same mailbox, as mail systems decide it: the domain compared
 * without regard to case (RFC 5321 section 2.4, DNS names are case-insensitive), the local part
 * without regard to case too unless the setting {@code mail.local-part-case=sensitive} says the
 * server's players' mail systems tell {@code Alice@} from {@code alice@} (RFC 5321 allows it; hardly
 * any system does). The one comparison used wherever a mail's sender is matched with a player's
 * address.
 */
public final class AddressMatch {
    /** How local parts are compared: {@code mail.local-part-case}. */
    public enum LocalPartCase { INSENSITIVE, SENSITIVE }

    /** The default: local parts compared without regard to case. */
    public static final AddressMatch DEFAULT = new AddressMatch(LocalPartCase.INSENSITIVE);

    private final LocalPartCase localPartCase;

    public AddressMatch(LocalPartCase localPartCase) {
        this.localPartCase = localPartCase;
    }

    public LocalPartCase localPartCase() {
        return localPartCase;
    }

    /** Whether {@code a} and {@code b} are the same mailbox; false when either is not a usable address. */
    public boolean same(String a, String b) {
        Optional<String> x = Addresses.normalize(a);
        Optional<String> y = Addresses.normalize(b);
        if (x.isEmpty() || y.isEmpty()) {
            return false;
        }
        String first = x.get();
        String second = y.get();
        int at = first.lastIndexOf('@');
        int at2 = second.lastIndexOf('@');
        String local = first.substring(0, at);
        String local2 = second.substring(0, at2);
        boolean sameLocal = localPartCase == LocalPartCase.SENSITIVE ? local.equals(local2)
                : local.equalsIgnoreCase(local2);
        return sameLocal && first.substring(at + 1).equalsIgnoreCase(second.substring(at2 + 1));
    }

    /**
     * The key under which every address {@link #same} as {@code address} is found, whatever
     * the setting: its normal form lower-cased (addresses are ASCII but for the domain, which
     * normal form writes in ASCII). A lookup by this key finds candidates; {@link #same} decides.
     */
    public static String folded(String address) {
        return Addresses.normalize(address).orElse(address).toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return "local parts " + localPartCase.name().toLowerCase(Locale.ROOT);
    }
}
