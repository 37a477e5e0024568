package pbm.store;

import java.time.Instant;
import java.util.List;

/** A player's account: the userid, the addresses replies go to (first one first), the password hash. */
public record User(String userid, List<String> addresses, String passwordHash, Instant created, boolean disabled) {
    public User {
        addresses = List.copyOf(addresses);
    }
}
