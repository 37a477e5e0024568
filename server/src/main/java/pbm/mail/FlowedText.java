package pbm.mail;

/**
 * Undoes RFC 3676 {@code format=flowed} on unquoted lines: a line ending in a blank continues on
 * the next line (its blank dropped too when {@code delsp=yes}), and one leading blank added by
 * space-stuffing is removed. Quoted lines ({@code >}) and the signature separator {@code "-- "}
 * stay as they are. Without this a command a mail client wrapped would arrive in two pieces.
 */
final class FlowedText {

    private static final String SIGNATURE = "-- ";

    private FlowedText() {
    }

    /** @param text lines ending in "\n" */
    static String decode(String text, boolean delSp) {
        String[] lines = text.split("\n", -1);
        StringBuilder out = new StringBuilder(text.length());
        boolean joining = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            boolean last = i == lines.length - 1;
            if (line.startsWith(">")) {
                if (joining) {
                    out.append('\n'); // a flowed line followed by a quote ends there
                }
                out.append(line).append(last ? "" : "\n");
                joining = false;
                continue;
            }
            String unstuffed = line.startsWith(" ") ? line.substring(1) : line;
            boolean flowed = !last && unstuffed.endsWith(" ") && !unstuffed.equals(SIGNATURE);
            if (flowed) {
                out.append(delSp ? unstuffed.substring(0, unstuffed.length() - 1) : unstuffed);
            } else {
                out.append(unstuffed).append(last ? "" : "\n");
            }
            joining = flowed;
        }
        return out.toString();
    }
}
