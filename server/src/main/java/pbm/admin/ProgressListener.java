package pbm.admin;

/** Told how far a long piece of work has got, e.g. to draw a progress bar. */
@FunctionalInterface
public interface ProgressListener {
    /** Listens to nothing. */
    ProgressListener NONE = (done, total) -> { };

    /** {@code done} of {@code total} items are finished. */
    void progress(long done, long total);
}
