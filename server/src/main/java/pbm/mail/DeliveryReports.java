package pbm.mail;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads which recipients a bounce reports as failed: the {@code Final-Recipient} fields (or,
 * when there is none, the {@code Original-Recipient} fields) of an RFC 3464 delivery status notification, with the
 * {@code Status} that follows each, or the {@code X-Failed-Recipients} header some MTAs add.
 * Only the first 256 KiB are read; never throws.
 */
public final class DeliveryReports {
    private static final Pattern RECIPIENT = Pattern.compile(
            "(?im)^(Final|Original)-Recipient:[ \\t]*rfc822[ \\t]*;[ \\t]*<?([^\\s<>]+)>?[ \\t]*$");
    private static final Pattern STATUS = Pattern.compile("(?im)^Status:[ \\t]*([0-9]\\.[0-9]{1,3}\\.[0-9]{1,3})");
    private static final Pattern FAILED_HEADER = Pattern.compile("(?im)^X-Failed-Recipients:[ \\t]*(.+)$");

    /** One failed recipient: the address in normal form and the DSN status code ("" when none). */
    public record Failure(String address, String status) {
    }

    private DeliveryReports() {
    }

    /** Adds the addresses of the {@code kind}-Recipient fields, each with the Status after it. */
    private static void collect(String text, String kind, Map<String, String> found) {
        Matcher m = RECIPIENT.matcher(text);
        while (m.find()) {
            if (!m.group(1).equalsIgnoreCase(kind)) {
                continue;
            }
            Optional<String> address = Addresses.normalize(m.group(2));
            if (address.isPresent()) {
                Matcher status = STATUS.matcher(text);
                found.putIfAbsent(address.get(), status.find(m.end()) ? status.group(1) : "");
            }
        }
    }

    /** The failed recipients named in {@code raw}, each once, in the order given. */
    public static List<Failure> failures(byte[] raw) {
        String text = new String(raw, 0, Math.min(raw.length, InboundParser.MAX_BYTES), StandardCharsets.ISO_8859_1);
        Map<String, String> found = new LinkedHashMap<>();
        collect(text, "Final", found);
        if (found.isEmpty()) {
            collect(text, "Original", found);
        }
        Matcher header = FAILED_HEADER.matcher(text);
        if (found.isEmpty() && header.find()) {
            for (String part : header.group(1).split(",")) {
                Addresses.normalize(part.trim()).ifPresent(a -> found.putIfAbsent(a, ""));
            }
        }
        return found.entrySet().stream().map(e -> new Failure(e.getKey(), e.getValue())).toList();
    }
}
