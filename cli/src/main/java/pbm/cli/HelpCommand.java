package pbm.cli;

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
    @Parameters(paramLabel = "SUBJECT", arity = "0..1", description = "A command or a help page name.")
    String subject;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        CommandLine top = spec.commandLine().getParent();
        if (subject == null) {
            top.usage(spec.commandLine().getOut());
            spec.commandLine().getOut().println();
            spec.commandLine().getOut().println("Help pages (pbm help PAGE): " + String.join(", ", HelpPages.fromClasspath().subjects()));
            return ExitCodes.OK;
        }
        CommandLine sub = top.getSubcommands().get(subject);
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
