package pbm.mail;

/**
 * Names Angus Mail's stream provider in the system property Jakarta Mail reads first
 * ({@code jakarta.mail.util.StreamProvider}). Without it Jakarta Mail 2.1 asks the
 * {@link java.util.ServiceLoader} for the provider on every call that encodes or decodes a
 * body or reads headers: it reads the jar's service file each time, which was a sixth of
 * writing a reply and a twentieth of reading a mail. With the property set it makes the
 * provider directly. A value set beforehand (on the command line) is left as it is.
 */
final class MailStreams {
    static final String PROPERTY = "jakarta.mail.util.StreamProvider";
    static final String ANGUS = "org.eclipse.angus.mail.util.MailStreamProvider";

    static {
        if (System.getProperty(PROPERTY) == null && present(ANGUS)) {
            System.setProperty(PROPERTY, ANGUS);
        }
    }

    private MailStreams() {
    }

    /** Makes sure the property is set (the work is done once, when this class is first used). */
    static void named() {
        // the static initialiser did it
    }

    private static boolean present(String className) {
        try {
            Class.forName(className, false, MailStreams.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
