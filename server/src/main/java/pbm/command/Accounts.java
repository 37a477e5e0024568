package pbm.command;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import pbm.admin.AccountClosing;
import pbm.admin.AccountRules;
import pbm.mail.Addresses;
import pbm.mail.OutboundMail;
import pbm.store.AddressConfirmations;
import pbm.store.Bounces;
import pbm.store.User;

/** Signing up, changing password or addresses, signing off; and the password check every command shares. */
final class Accounts {

    private Accounts() {
    }

    /** The account when {@code password} is right, else the refusal pbmserv players know. */
    static Checked check(Context context, String userid, String password) throws SQLException {
        Optional<User> user = context.users().find(userid);
        if (user.isEmpty()) {
            return new Checked(null, Result.refused("Invalid userid entered: there is no player " + userid
                    + ". Check the spelling (userids are case-sensitive), or sign up first."));
        }
        if (!context.passwordMatches(password, user.get().passwordHash())) {
            return new Checked(null, Result.refused(
                    "Invalid password entered for " + userid + ". Check your password and mail the command again."));
        }
        if (user.get().disabled()) {
            return new Checked(null, Result.refused(
                    "The account " + userid + " is disabled. Write to " + context.administrator() + "."));
        }
        return new Checked(user.get(), null);
    }

    /** The outcome of a password check: the user, or the refusal. */
    record Checked(User user, Result.Refused refusal) {
        boolean ok() {
            return user != null;
        }
    }

    /** Addresses read from a command, or the refusal naming the first bad one. */
    record AddressList(List<String> addresses, Result.Refused refusal) {
    }

    /** The addresses given from word {@code from} on, or the sender's when none. */
    static AddressList addresses(List<String> words, int from, String sender) {
        Set<String> out = new LinkedHashSet<>();
        for (int i = from; i < words.size(); i++) {
            Optional<String> address = Addresses.normalize(words.get(i));
            if (address.isEmpty()) {
                return new AddressList(List.of(), Result.refused(AccountRules.addressProblem(words.get(i))));
            }
            out.add(address.get());
        }
        if (out.isEmpty()) {
            out.add(sender);
        }
        return new AddressList(new ArrayList<>(out), null);
    }

    static final class Signup implements Handler {
        @Override
        public String usage() {
            return "signup userid password [address ...]";
        }

        @Override
        public Set<Integer> secretWords(List<String> words) {
            return Set.of(2);
        }

        @Override
        public Result run(CommandText command, Context context) throws SQLException {
            String userid = command.word(1);
            String password = command.word(2);
            Optional<String> useridProblem = AccountRules.useridProblem(userid);
            if (useridProblem.isPresent()) {
                return Result.refused(useridProblem.get());
            }
            Optional<String> passwordProblem = AccountRules.passwordProblem(password);
            if (passwordProblem.isPresent()) {
                return Result.refused(passwordProblem.get() + " Choose another.");
            }
            AddressList addresses = addresses(command.words(), 3, context.sender());
            if (addresses.refusal() != null) {
                return addresses.refusal();
            }
            if (context.users().existsIgnoringCase(userid)) {
                return Result.refused("The userid " + userid + " is already taken. Choose another userid and"
                        + " sign up again.");
            }
            if (context.users().retired(userid).isPresent() || context.users().hasHistoryIgnoringCase(userid)) {
                return Result.refused("The userid " + userid + " belonged to another player, and a userid is"
                        + " never given to anyone else. Choose another userid and sign up again.");
            }
            ThirdParty.Split split = ThirdParty.split(addresses.addresses(), context.sender(), List.of());
            List<String> to = split.confirmed().isEmpty() ? List.of(context.sender()) : split.confirmed();
            context.users().insert(userid, context.passwords().hash(password), to, context.now());
            new Bounces(context.connection()).clear(to, context.now());
            ThirdParty.Asked asked = ThirdParty.ask(context, userid, "signup " + userid + " ... "
                    + String.join(" ", split.unconfirmed()), addresses.addresses(), split.unconfirmed());
            List<OutboundMail> replies = new ArrayList<>(asked.mails());
            replies.add(0, new OutboundMail(to, context.serverName() + " signup " + userid,
                    "Welcome to " + context.serverName() + ", " + userid + ".\n\n"
                            + "Your account is ready. Replies go to " + String.join(", ", to) + ".\n"
                            + ThirdParty.notes(asked) + "\n"
                            + "To start a game, mail a command such as\n\n"
                            + "    chess challenge " + userid + " opponent\n\n"
                            + "with the game you want in place of chess: draughts, checkers, shogi,\n"
                            + "xiangqi, othello and many more. Mail \"list\" for every game hosted here,\n"
                            + "\"help\" for the help pages, \"help commands\" for every command.\n"));
            return new Result.Done(replies);
        }
    }

    static final class ChangePassword implements Handler {
        @Override
        public String usage() {
            return "change password userid old new";
        }

        @Override
        public Set<Integer> secretWords(List<String> words) {
            return Set.of(3, 4);
        }

        @Override
        public int checkedPassword() {
            return 3;
        }

        @Override
        public Result run(CommandText command, Context context) throws SQLException {
            Checked checked = check(context, command.word(2), command.word(3));
            if (!checked.ok()) {
                return checked.refusal();
            }
            String password = command.word(4);
            Optional<String> passwordProblem = AccountRules.passwordProblem(password);
            if (passwordProblem.isPresent()) {
                return Result.refused(passwordProblem.get() + " Choose another.");
            }
            String userid = checked.user().userid();
            context.users().setPasswordHash(userid, context.passwords().hash(password));
            return Result.done(new OutboundMail(checked.user().addresses(),
                    context.serverName() + " change password " + userid,
                    "The password of " + userid + " has been changed.\n\n"
                            + "If you did not ask for this, write to " + context.administrator() + ".\n"));
        }
    }

    static final class ChangeAddress implements Handler {
        @Override
        public String usage() {
            return "change address userid password [address ...]";
        }

        @Override
        public Set<Integer> secretWords(List<String> words) {
            return Set.of(3);
        }

        @Override
        public int checkedPassword() {
            return 3;
        }

        @Override
        public Result run(CommandText command, Context context) throws SQLException {
            Checked checked = check(context, command.word(2), command.word(3));
            if (!checked.ok()) {
                return checked.refusal();
            }
            AddressList addresses = addresses(command.words(), 4, context.sender());
            if (addresses.refusal() != null) {
                return addresses.refusal();
            }
            String userid = checked.user().userid();
            ThirdParty.Split split = ThirdParty.split(addresses.addresses(), context.sender(),
                    checked.user().addresses());
            List<String> newAddresses = split.confirmed().isEmpty() ? checked.user().addresses() : split.confirmed();
            context.users().setAddresses(userid, newAddresses);
            new Bounces(context.connection()).clear(newAddresses, context.now());
            ThirdParty.Asked asked = ThirdParty.ask(context, userid, "change address " + userid + " ... "
                    + String.join(" ", split.unconfirmed()), addresses.addresses(), split.unconfirmed());
            Set<String> told = new LinkedHashSet<>(checked.user().addresses());
            told.addAll(newAddresses);
            List<OutboundMail> replies = new ArrayList<>(asked.mails());
            replies.add(0, new OutboundMail(new ArrayList<>(told), context.serverName() + " change address " + userid,
                    "The mail of " + userid + " now goes to " + String.join(", ", newAddresses) + ".\n"
                            + ThirdParty.notes(asked) + "\n"
                            + "This notice goes to the old and the new addresses. If you did not ask for\n"
                            + "this, write to " + context.administrator() + ".\n"));
            return new Result.Done(replies);
        }
    }

    /**
     * {@code confirm [userid] code}: the address a confirmation mail went to takes the account's
     * mail. The code proves that whoever sends it read that mail; the account's addresses become
     * those the command asked for that are now confirmed.
     */
    static final class Confirm implements Handler {
        @Override
        public String usage() {
            return "confirm [userid] code";
        }

        @Override
        public Set<Integer> secretWords(List<String> words) {
            return Set.of(words.size() > 2 ? 2 : 1);
        }

        @Override
        public Result run(CommandText command, Context context) throws SQLException {
            if (command.size() < 2) {
                return Result.refused("The code is missing. Write it as: confirm userid code, with the code from"
                        + " the confirmation mail.");
            }
            String userid = command.size() > 2 ? command.word(1) : null;
            String code = command.word(command.size() > 2 ? 2 : 1);
            AddressConfirmations confirmations = new AddressConfirmations(context.connection());
            Optional<AddressConfirmations.Pending> pending = confirmations.find(code, context.now());
            Optional<User> user = pending.isEmpty() ? Optional.empty() : context.users().find(pending.get().userid());
            if (pending.isEmpty() || user.isEmpty() || user.get().disabled()
                    || (userid != null && !userid.equals(pending.get().userid()))) {
                return Result.refused("No address waits for a confirmation with this code: it may be mistyped,"
                        + " used already, older than 7 days, or replaced by a later change of address. The player"
                        + " can ask again with \"change address\".");
            }
            String address = pending.get().address();
            List<String> before = user.get().addresses();
            List<String> after = new ArrayList<>();
            for (String asked : pending.get().requested()) {
                if (asked.equalsIgnoreCase(address) || before.stream().anyMatch(asked::equalsIgnoreCase)) {
                    after.add(asked);
                }
            }
            String confirmed = pending.get().userid();
            context.users().setAddresses(confirmed, after);
            confirmations.close(pending.get().codeHash(), "confirmed");
            new Bounces(context.connection()).clear(List.of(address), context.now());
            Set<String> told = new LinkedHashSet<>(before);
            told.addAll(after);
            return Result.done(new OutboundMail(new ArrayList<>(told), context.serverName() + " confirm " + confirmed,
                    Text.wrap(address + " is confirmed. The mail of " + confirmed + " now goes to "
                            + String.join(", ", after) + ".") + "\n\n"
                            + "This notice goes to the old and the new addresses. If you did not ask for\n"
                            + "this, write to " + context.administrator() + ".\n"));
        }
    }

    static final class Signoff implements Handler {
        @Override
        public String usage() {
            return "signoff userid password";
        }

        @Override
        public Set<Integer> secretWords(List<String> words) {
            return Set.of(2);
        }

        @Override
        public int checkedPassword() {
            return 2;
        }

        @Override
        public Result run(CommandText command, Context context) throws SQLException {
            Checked checked = check(context, command.word(1), command.word(2));
            if (!checked.ok()) {
                return checked.refusal();
            }
            String userid = checked.user().userid();
            List<OutboundMail> replies = new ArrayList<>();
            replies.add(new OutboundMail(checked.user().addresses(), context.serverName() + " signoff " + userid,
                    "The account " + userid + " has been deleted. Goodbye, and thank you for playing.\n"
                            + "The userid " + userid + " stays reserved: nobody else can sign up as " + userid
                            + ".\n"));
            replies.addAll(AccountClosing.close(context.connection(), userid, userid + " signed off",
                    AccountClosing.SIGNED_OFF, true, context.now()));
            return new Result.Done(replies);
        }
    }
}
