package pbm.store;

import java.time.Instant;

/** A userid whose account ended: it is never given to anyone else. */
public record RetiredUserid(String userid, Instant created, Instant retired, String reason) {
}
