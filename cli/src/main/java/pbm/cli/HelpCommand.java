package pbm.cli;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.help.HelpPages;

/**
 * {@code pbm help [SUBJECT]}: a command's usage, or one of the help pages players get
 * by mailing {@code help SUBJECT}; with no subject, the commands and the page names.
 */
@Command(name = "help", helpCommand = true,
        description = "Show a command's usage, or print the help page players get by mailing 'help SUBJECT'.")
final class HelpCommand implements Callable<Integer> {
    @Parameters(paramLabel = "SUBJECT", arity = "0..*", completionCandidates = Subjects.class,
            description = "A command (\"user add\") or a help page name.")
    List<String> words = List.of();

    /** The commands and the help pages, for shell completion. */
    static final class Subjects implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> all = new ArrayList<>(List.of("serve", "process", "deliver", "send", "user", "game",
                    "outbox", "sweep", "db", "perft", "bench", "completion"));
            all.addAll(HelpPages.fromClasspath().subjects());
            return all.iterator();
        }
    }

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        CommandLine top = spec.commandLine().getParent();
        String subject = words.isEmpty() ? null : String.join(" ", words);
        if (subject == null) {
            top.usage(spec.commandLine().getOut());
            spec.commandLine().getOut().println();
            spec.commandLine().getOut().println("Help pages (pbm help PAGE): " + String.join(", ", HelpPages.fromClasspath().subjects()));
            return ExitCodes.OK;
        }
        CommandLine sub = top;
        for (String word : words) {
            sub = sub == null ? null : sub.getSubcommands().get(word);
        }
        if (sub != null) {
            sub.usage(spec.commandLine().getOut());
            return ExitCodes.OK;
        }
        Optional<String> page = HelpPages.fromClasspath().page(subject);
        if (page.isEmpty()) {
            spec.commandLine().getErr().println("pbm: no command or help page '" + subject + "'; pages: "
                    + String.join(", ", HelpPages.fromClasspath().subjects()));
            return ExitCodes.USAGE;
        }
        spec.commandLine().getOut().print(page.get());
        spec.commandLine().getOut().flush();
        return ExitCodes.OK;
    }
}
