package pbm.command;

import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import pbm.mail.OutboundMail;
import pbm.store.AddressConfirmations;

/**
 * Addresses a command names that are not the sender's (nor already the account's): each gets one
 * confirmation mail with a code, and no other mail until it is confirmed ({@code confirm}); at
 * most one such mail a day goes to a mailbox, whoever asks. Until then the account keeps the
 * addresses that are confirmed.
 */
final class ThirdParty {
    /** How long a confirmation code is good. */
    static final Duration GOOD_FOR = Duration.ofDays(7);
    /** At most one confirmation mail to a mailbox in this time. */
    static final Duration ONE_MAIL_IN = Duration.ofDays(1);
    /** At most so many confirmation mails a day asked for from one address (one mail could name hundreds). */
    static final int PER_SENDER_A_DAY = 3;
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private ThirdParty() {
    }

    /** The addresses a command asked for, split into those already confirmed and those that are not. */
    record Split(List<String> confirmed, List<String> unconfirmed) {
    }

    /** {@code requested} split: the sender's address and the account's {@code known} ones are confirmed. */
    static Split split(List<String> requested, String sender, List<String> known) {
        List<String> confirmed = new ArrayList<>();
        List<String> unconfirmed = new ArrayList<>();
        for (String address : requested) {
            boolean ok = address.equalsIgnoreCase(sender) || known.stream().anyMatch(address::equalsIgnoreCase);
            (ok ? confirmed : unconfirmed).add(address);
        }
        return new Split(confirmed, unconfirmed);
    }

    /** What asking gave: the confirmation mails to send, and a sentence on each address for the sender. */
    record Asked(List<OutboundMail> mails, List<String> notes) {
    }

    /**
     * Asks each of {@code unconfirmed} to confirm that it takes {@code userid}'s mail, for the
     * command {@code command} that asked for {@code requested}: a new confirmation mail, unless
     * one for this account still waits (it now stands for this command) or the mailbox got one
     * in the last day. Confirmations of {@code userid} for addresses no longer asked for are
     * withdrawn.
     */
    static Asked ask(Context context, String userid, String command, List<String> requested,
            List<String> unconfirmed) throws SQLException {
        AddressConfirmations confirmations = new AddressConfirmations(context.connection());
        Instant now = context.now();
        List<AddressConfirmations.Pending> waiting = confirmations.pendingOf(userid, now);
        for (AddressConfirmations.Pending pending : waiting) {
            if (unconfirmed.stream().noneMatch(pending.address()::equalsIgnoreCase)) {
                confirmations.close(pending.codeHash(), "withdrawn");
            }
        }
        List<OutboundMail> mails = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (String address : unconfirmed) {
            Optional<AddressConfirmations.Pending> same = waiting.stream()
                    .filter(p -> p.address().equalsIgnoreCase(address)).findFirst();
            if (same.isPresent()) {
                confirmations.renew(same.get().codeHash(), requested, context.sender());
                notes.add(address + " has not yet confirmed: the code mailed to it on "
                        + WHEN.format(same.get().created()) + " is good until " + WHEN.format(same.get().expires())
                        + ". Until then it gets no mail.");
                continue;
            }
            Optional<Instant> mailed = confirmations.lastMailed(address, now.minus(ONE_MAIL_IN));
            if (mailed.isPresent()) {
                notes.add(address + " got a confirmation mail less than a day ago, so none is sent now and it gets"
                        + " no mail of " + userid + ". Ask again after " + WHEN.format(mailed.get().plus(ONE_MAIL_IN))
                        + " with \"change address\".");
                continue;
            }
            if (confirmations.askedBy(context.sender(), now.minus(ONE_MAIL_IN)) >= PER_SENDER_A_DAY) {
                notes.add("No confirmation mail is sent to " + address + ": one address may ask for at most "
                        + PER_SENDER_A_DAY + " a day, so it gets no mail of " + userid + ". Ask again tomorrow"
                        + " with \"change address\".");
                continue;
            }
            String code = AddressConfirmations.newCode();
            confirmations.add(code, userid, address, requested, context.sender(), now, now.plus(GOOD_FOR));
            mails.add(confirmationMail(context, userid, command, address, code, now.plus(GOOD_FOR)));
            notes.add(address + " was sent a confirmation mail: it gets the mail of " + userid + " once it is"
                    + " confirmed (\"confirm " + userid + " CODE\" with the code in that mail, within 7 days).");
        }
        return new Asked(mails, notes);
    }

    private static OutboundMail confirmationMail(Context context, String userid, String command, String address,
            String code, Instant expires) {
        String body = Text.wrap("Someone writing from " + context.sender() + " asked " + context.serverName()
                + ", a server that plays board games by mail, to send"
                + " the mail of the player " + userid + " to this address, " + address + " (command \"" + command
                + "\").") + "\n\n"
                + Text.wrap("If you want that mail, confirm: send the server this line (or reply to this mail with"
                        + " it as the first line of your text):") + "\n\n"
                + "    confirm " + userid + " " + code + "\n\n"
                + "The code is good until " + WHEN.format(expires) + ".\n\n"
                + Text.wrap("If you did not ask for this, ignore this mail: no account uses this address until it"
                        + " is confirmed, and nothing more is sent to it (should someone ask again, at most one"
                        + " such mail a day). Questions: " + context.administrator() + ".") + "\n";
        return new OutboundMail(List.of(address), context.serverName() + " address confirmation for " + userid, body);
    }

    /** The notes on the addresses asked for, as a paragraph each under a reply's first lines. */
    static String notes(Asked asked) {
        StringBuilder out = new StringBuilder();
        for (String note : asked.notes()) {
            out.append('\n').append(Text.wrap(note)).append('\n');
        }
        return out.toString();
    }
}
