package pbm.cli;

import java.nio.file.Path;
import java.util.List;

/**
 * A batch of mails for the process-level fault tests, and what must hold once every mail was
 * applied exactly once. The fault tests deliver {@link #setup()} undisturbed, then kill the
 * process in the middle of {@link #batch()} and run it again; the checks are the same whatever
 * the mails are, so a workload of moves can replace {@link SignupWorkload} without touching them.
 */
interface Workload {

    /** One expected reply: the recipient and the subject, as in the {@code .eml} file. */
    record Expected(String to, String subject) {
    }

    /** Mails delivered before the faults (accounts, challenges), in order. */
    List<byte[]> setup();

    /** The mails delivered while processes are killed, in order. */
    List<byte[]> batch();

    /** Every reply the setup and the batch must produce, each exactly once, in any order. */
    List<Expected> expectedReplies();

    /** Checks the database of the data directory {@code dataDir} once everything was applied. */
    void verifyState(Path dataDir) throws Exception;
}
