package pbm.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.admin.AdminResult;
import pbm.admin.UserAdmin;
import pbm.store.Database;
import pbm.store.RetiredUserid;
import pbm.store.User;

/** {@code pbm user ...}: the players' accounts. */
@Command(name = "user", description = "Accounts: add, list, show, passwd, remove, disable, enable, vacation.",
        subcommands = {UserCommand.Add.class, UserCommand.ListUsers.class, UserCommand.Show.class,
            UserCommand.Passwd.class, UserCommand.Remove.class, UserCommand.Disable.class, UserCommand.Enable.class,
            VacationCommand.class})
final class UserCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw Subcommands.missing(spec);
    }

    /** Where a new password comes from: exactly one of the two options. */
    static final class PasswordSource {
        @Option(names = "--password-stdin", required = true,
                description = "Read the password from the first line of standard input (keeps it out of ps and history);"
                        + " on a terminal, ask for it without echo.")
        boolean stdin;

        @Option(names = "--password", required = true, paramLabel = "P",
                description = "The password (visible to other users of this machine: prefer --password-stdin).")
        String value;

        String read(Environment environment) throws IOException {
            if (!stdin) {
                return value;
            }
            if (environment.terminal()) {
                char[] typed = System.console().readPassword("New password: ");
                return typed == null ? "" : new String(typed);
            }
            String text = new String(environment.stdin().readNBytes(4096), StandardCharsets.UTF_8);
            int end = text.indexOf('\n');
            String line = end < 0 ? text : text.substring(0, end);
            return line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
        }
    }

    /** The common part of every user subcommand: the data directory and the writers. */
    abstract static class Base implements Callable<Integer> {
        @Mixin
        DataOption dataOption;

        @Spec
        CommandSpec spec;

        @Override
        public final Integer call() throws Exception {
            checkUsage();
            Environment environment = Environment.of(spec);
            try (Database database = dataOption.openDatabase()) {
                return run(new UserAdmin(database, environment.passwords(), environment.clock()), environment);
            }
        }

        /** Throws a {@link ParameterException} for bad usage the options cannot express; before the database opens. */
        void checkUsage() {
        }

        abstract int run(UserAdmin users, Environment environment) throws SQLException, IOException;

        /** Prints {@code message} after the command's name to standard error; gives exit code 1. */
        int fail(String message) {
            spec.commandLine().getErr().println(spec.qualifiedName(" ") + ": " + message);
            return ExitCodes.FAILURE;
        }

        PrintWriter out() {
            return spec.commandLine().getOut();
        }

        /** Prints the refusal to standard error and gives exit code 1, or gives 0 when done. */
        <T> int report(AdminResult<T> result, Function<T, String> done) {
            if (result instanceof AdminResult.Refused<T> refused) {
                return fail(refused.reason());
            }
            out().println(done.apply(((AdminResult.Done<T>) result).value()));
            return ExitCodes.OK;
        }
    }

    @Command(name = "add", description = "Create an account, as a player's signup mail would.")
    static final class Add extends Base {
        @Parameters(paramLabel = "USERID", description = "1 to 20 letters, digits, '.', '_' or '-', starting with a letter.")
        String userid;

        @ArgGroup(exclusive = true, multiplicity = "1")
        PasswordSource password;

        @Option(names = "--address", paramLabel = "A", description = "A mail address for the replies; repeat for more"
                + " (at least one; the first one first).")
        List<String> addresses = new ArrayList<>();

        @Override
        void checkUsage() {
            if (addresses.isEmpty()) {
                throw new ParameterException(spec.commandLine(), "Give at least one --address A: the replies to "
                        + userid + " must go somewhere.");
            }
        }

        @Override
        int run(UserAdmin users, Environment environment) throws SQLException, IOException {
            return report(users.add(userid, password.read(environment), addresses),
                    user -> "added " + user.userid() + " <" + String.join(", ", user.addresses()) + ">");
        }
    }

    @Command(name = "list", description = "Every account: userid, addresses, created, disabled.")
    static final class ListUsers extends Base {
        @Override
        int run(UserAdmin users, Environment environment) throws SQLException {
            Table table = new Table("USERID", "ADDRESSES", "CREATED", "DISABLED");
            for (User user : users.list()) {
                table.add(user.userid(), String.join(", ", user.addresses()), time(user.created()),
                        user.disabled() ? "yes" : "no");
            }
            table.print(out());
            return ExitCodes.OK;
        }
    }

    @Command(name = "show", description = "One account in full.")
    static final class Show extends Base {
        @Parameters(paramLabel = "USERID")
        String userid;

        @Override
        int run(UserAdmin users, Environment environment) throws SQLException {
            Optional<User> found = users.find(userid);
            if (found.isEmpty()) {
                Optional<RetiredUserid> retired = users.retired(userid);
                if (retired.isEmpty()) {
                    return fail("There is no user " + userid + " (userids are case-sensitive).");
                }
                PrintWriter out = out();
                out.println("userid:    " + retired.get().userid());
                out.println("created:   " + time(retired.get().created()));
                out.println("retired:   " + time(retired.get().retired()) + " (" + retired.get().reason()
                        + "); never given to anyone else");
                return ExitCodes.OK;
            }
            User user = found.get();
            PrintWriter out = out();
            out.println("userid:    " + user.userid());
            for (int i = 0; i < user.addresses().size(); i++) {
                out.println((i == 0 ? "addresses: " : "           ") + user.addresses().get(i));
            }
            out.println("created:   " + time(user.created()));
            out.println("disabled:  " + (user.disabled() ? "yes" : "no"));
            return ExitCodes.OK;
        }
    }

    @Command(name = "passwd", description = "Give an account a new password.")
    static final class Passwd extends Base {
        @Parameters(paramLabel = "USERID")
        String userid;

        @ArgGroup(exclusive = true, multiplicity = "1")
        PasswordSource password;

        @Override
        int run(UserAdmin users, Environment environment) throws SQLException, IOException {
            return report(users.changePassword(userid, password.read(environment)),
                    user -> "changed the password of " + user.userid());
        }
    }

    @Command(name = "remove", description = {"Close an account as its signoff would (asks nothing): its active",
        "games are lost by it, their players are mailed, and the userid is retired for good."})
    static final class Remove extends Base {
        @Parameters(paramLabel = "USERID")
        String userid;

        @Override
        int run(UserAdmin users, Environment environment) throws SQLException {
            return report(users.remove(userid), removed -> "removed " + removed.user().userid() + " <"
                    + String.join(", ", removed.user().addresses()) + ">, created " + time(removed.user().created())
                    + "; " + removed.gamesEnded() + " active game" + (removed.gamesEnded() == 1 ? "" : "s")
                    + " lost, " + removed.mailsQueued() + " mail" + (removed.mailsQueued() == 1 ? "" : "s")
                    + " queued; the userid is retired");
        }
    }

    @Command(name = "disable", description = "Refuse every command of an account until it is enabled again.")
    static final class Disable extends Base {
        @Parameters(paramLabel = "USERID")
        String userid;

        @Override
        int run(UserAdmin users, Environment environment) throws SQLException {
            return report(users.setDisabled(userid, true),
                    before -> before.disabled() ? before.userid() + " was already disabled" : "disabled " + userid);
        }
    }

    @Command(name = "enable", description = "Accept an account's commands again.")
    static final class Enable extends Base {
        @Parameters(paramLabel = "USERID")
        String userid;

        @Override
        int run(UserAdmin users, Environment environment) throws SQLException {
            return report(users.setDisabled(userid, false),
                    before -> before.disabled() ? "enabled " + userid : before.userid() + " was not disabled");
        }
    }

    /** An instant as the tables show it: UTC, to the second. */
    static String time(Instant instant) {
        return instant.truncatedTo(ChronoUnit.SECONDS).toString();
    }
}
