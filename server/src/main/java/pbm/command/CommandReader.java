package pbm.command;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * Finds the commands in a mail, as PROTOCOL.md "Where commands are read" says.
 *
 * <p>When the subject is a command, it is the only one and the whole body is its
 * comment (pbmserv). Otherwise (empty subject, {@code multiple}/{@code mult}, or
 * anything else such as {@code Re: Draughts Board 101 alice}) every unindented
 * non-blank body line is a command and the indented lines after it are its comment.
 * Reading stops at a signature line ({@code -- }) or at the first quoted line ({@code >}).
 *
 * <p>Prose after commands (PROTOCOL.md "Settled since"): once the body has given at least one command,
 * an unindented line that starts no command ends the commands; it and everything after it is neither a
 * command nor an error. That is how replies really end: {@code Thanks!}, a mail client's attribution
 * line ({@code On Sun, 22 Nov 2026 at 10:00, Alice <a@x> wrote:}), Outlook's
 * {@code -----Original Message-----} or {@code From: ... Sent: ...} block, {@code Sent from my iPhone},
 * a name under the move. Lines before the first command are read as commands, so an unknown first line
 * still gets its error. A line whose first word is a game word ({@code draughts mvoe 101 ...}) is always
 * a command, so that a misspelt verb among several commands is answered rather than dropped.
 */
public final class CommandReader {
    private static final int MAX_COMMANDS = 50;

    private final Predicate<List<String>> isCommand;
    /** Whether a body command takes the rest of the body as its text ({@code define}: the definition). */
    private final Predicate<List<String>> takesRest;

    /** {@code isCommand} tells whether a line's words start with a command this server knows. */
    public CommandReader(Predicate<List<String>> isCommand) {
        this(isCommand, words -> false);
    }

    /**
     * As {@link #CommandReader(Predicate)}; a body line for which {@code takesRest} holds
     * ({@code define alice pw}) takes every line after it, indented or not, as its text.
     */
    public CommandReader(Predicate<List<String>> isCommand, Predicate<List<String>> takesRest) {
        this.isCommand = isCommand;
        this.takesRest = takesRest;
    }

    /** The words of a reply's or a forward's prefixes: "Re: ", "Fwd: ", "AW: ", ... (no game may be called so). */
    static final List<String> REPLY_PREFIX_WORDS = List.of("re", "fwd", "fw", "aw", "sv", "vs", "antw", "wg", "tr",
            "rif", "r");

    /** A reply's or a forward's prefixes before the subject: "Re: ", "Fwd: ", "AW: ", "Re[2]: ", ... */
    private static final java.util.regex.Pattern REPLY_PREFIX = java.util.regex.Pattern.compile(
            "(?i)^(\\s*(" + String.join("|", REPLY_PREFIX_WORDS) + ")(\\[\\d+])?\\s*:\\s*)+");

    /** The subject without its "Re:"/"Fwd:" prefixes, so "Re: draughts show 101" is read as its command. */
    static String withoutReplyPrefixes(String subject) {
        return REPLY_PREFIX.matcher(subject).replaceFirst("");
    }

    public List<CommandText> read(String subject, String body) {
        List<String> subjectWords = words(subject == null ? "" : withoutReplyPrefixes(subject));
        List<String> bodyLines = commandLines(body == null ? "" : body);
        boolean multiple = subjectWords.size() == 1
                && List.of("multiple", "mult").contains(subjectWords.get(0).toLowerCase(Locale.ROOT));
        if (!subjectWords.isEmpty() && !multiple && isCommand.test(subjectWords)) {
            String comment = String.join("\n", trimBlankEdges(bodyLines));
            return List.of(new CommandText(subjectWords, comment, List.of(String.join(" ", subjectWords))));
        }
        List<CommandText> commands = bodyCommands(bodyLines, isCommand, takesRest);
        if (commands.isEmpty() && !subjectWords.isEmpty() && !multiple) {
            // nothing in the body: the subject was meant as a command, even a misspelt one
            return List.of(new CommandText(subjectWords, "", List.of(String.join(" ", subjectWords))));
        }
        return commands;
    }

    private static List<CommandText> bodyCommands(List<String> lines, Predicate<List<String>> isCommand,
            Predicate<List<String>> takesRest) {
        List<CommandText> commands = new ArrayList<>();
        boolean given = false;
        for (int i = 0; i < lines.size() && commands.size() < MAX_COMMANDS; i++) {
            String line = lines.get(i);
            if (line.isBlank() || Character.isWhitespace(line.charAt(0))) {
                continue;
            }
            List<String> words = words(line);
            boolean command = startsCommand(words, isCommand);
            if (given && !command) {
                break;
            }
            given |= command;
            if (command && takesRest.test(words)) {
                commands.add(new CommandText(words, String.join("\n", trimBlankEdges(lines.subList(i + 1,
                        lines.size()))), List.of(line.strip())));
                break;
            }
            List<String> comment = new ArrayList<>();
            int j = i + 1;
            while (j < lines.size() && (lines.get(j).isBlank() || Character.isWhitespace(lines.get(j).charAt(0)))) {
                comment.add(lines.get(j).strip());
                j++;
            }
            commands.add(new CommandText(words, String.join("\n", trimBlankEdges(comment)), List.of(line.strip())));
            i = j - 1;
        }
        return commands;
    }

    /** A command this server knows, or a game word followed by anything (a misspelt game verb). */
    private static boolean startsCommand(List<String> words, Predicate<List<String>> isCommand) {
        return isCommand.test(words) || !words.isEmpty() && isCommand.test(List.of(words.get(0), "help"));
    }

    /**
     * The body lines up to the signature, without quoted lines ({@code >}) and without the
     * attribution line that introduces a quote ({@code On ..., bob wrote:}), so a
     * bottom-posted reply's commands under the quoted board are read.
     */
    static List<String> commandLines(String body) {
        List<String> out = new ArrayList<>();
        String[] lines = body.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.equals("-- ") || line.equals("--")) {
                break;
            }
            if (quoted(line) || line.strip().endsWith(":") && quoteFollows(lines, i + 1)) {
                continue;
            }
            out.add(line.stripTrailing());
        }
        return out;
    }

    private static boolean quoted(String line) {
        return line.stripLeading().startsWith(">");
    }

    /** Whether the next line that is not blank, from {@code from} on, is quoted. */
    private static boolean quoteFollows(String[] lines, int from) {
        for (int i = from; i < lines.length; i++) {
            if (!lines[i].isBlank()) {
                return quoted(lines[i]);
            }
        }
        return false;
    }

    private static List<String> trimBlankEdges(List<String> lines) {
        int start = 0;
        int end = lines.size();
        while (start < end && lines.get(start).isBlank()) {
            start++;
        }
        while (end > start && lines.get(end - 1).isBlank()) {
            end--;
        }
        return lines.subList(start, end);
    }

    static List<String> words(String text) {
        String stripped = text.strip();
        if (stripped.isEmpty()) {
            return List.of();
        }
        return Arrays.asList(stripped.split("\\s+"));
    }
}
