package pbm.command;

import java.util.List;

/** One mail the server sends: to whom, the subject, the plain-text body. */
public record Reply(List<String> to, String subject, String body) {
    public Reply {
        to = List.copyOf(to);
    }
}
