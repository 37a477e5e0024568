package pbm.cli;

/** The exit codes of every {@code pbm} command (sysexits.h where one fits). */
final class ExitCodes {
    static final int OK = 0;
    static final int FAILURE = 1;
    static final int USAGE = 2;
    /** EX_TEMPFAIL: the MTA should try the delivery again later. */
    static final int TEMPFAIL = 75;

    private ExitCodes() {
    }
}
