package pbm.play;

import java.util.List;

/** One mail the game service wants sent: to whom, the subject, the plain-text body. */
public record Letter(List<String> to, String subject, String body) {
    public Letter {
        to = List.copyOf(to);
    }
}
