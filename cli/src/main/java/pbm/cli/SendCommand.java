package pbm.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.server.Composer;
import pbm.server.Config;
import pbm.server.DataDir;
import pbm.server.Maildir;

/** {@code pbm send}: writes a player's mail into the inbox, to try the server without a mail system. */
@Command(name = "send", description = {"Write a mail from ADDRESS into DIR/inbox/new, as a player would send it.",
    "Each BODY argument is one line of the body; then run 'pbm process' (or have 'pbm serve' running)."})
final class SendCommand implements Callable<Integer> {
    @Mixin
    DataOption dataOption;

    @Option(names = "--from", required = true, paramLabel = "ADDRESS", description = "The player's address.")
    String from;

    @Option(names = "--subject", paramLabel = "S", defaultValue = "", description = "The subject line (may be a command).")
    String subject;

    @Parameters(paramLabel = "BODY", arity = "0..*", description = "Body lines, e.g. \"signup alice secret\";"
            + " '-' (or none, when standard input is not a terminal): the body is read from standard input.")
    List<String> body = List.of();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        DataDir dir = DataDir.open(dataOption.data);
        String serverAddress = Config.load(dir.properties()).serverAddress();
        Environment environment = Environment.of(spec);
        String text;
        if (body.equals(List.of("-")) || body.isEmpty() && !environment.terminal()) {
            text = new String(environment.stdin().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            text = text.endsWith("\n") || text.isEmpty() ? text : text + "\n";
        } else {
            text = String.join("\n", body) + "\n";
        }
        byte[] raw = Composer.compose(from, serverAddress, subject, text);
        Path file = new Maildir(dir.inbox()).deliver(raw);
        spec.commandLine().getOut().println("queued " + dir.root().relativize(file));
        return ExitCodes.OK;
    }
}
