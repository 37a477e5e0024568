package pbm.server;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Properties;
import pbm.command.CommandProcessor;
import pbm.files.PrivateFiles;
import pbm.mail.AddressMatch;
import pbm.mail.ImapConfig;
import pbm.mail.SmtpConfig;
import pbm.play.GameDefinitions;

/**
 * The settings of {@code pbm.properties}; every key has a default that works out of the box
 * (mail read from the data directory's Maildir, replies written as {@code .eml} files).
 * A value that cannot be used (a port that is no number, an unknown source) is an
 * {@link IllegalArgumentException} naming the key.
 */
public final class Config {
    static final String SERVER_ADDRESS = "server.address";

    /** Where mail comes from. */
    public enum Inbound { MAILDIR, IMAP }

    /** Where replies go. */
    public enum Outbound { EML, SMTP }

    private static final String DEFAULTS = """
            # pbm settings. Every key is optional; the values shown are the defaults.

            # The address replies come from, and the one players write to.
            #server.address=pbm@localhost
            # Where players write to a person: named in every "write to the administrator".
            #server.admin=postmaster@ the domain of server.address
            # The server's name as players see it: it starts the subjects of the mails tied to no
            # game ("pbm signup alice", "pbm error", "pbm help") and welcomes new players. Board
            # mails keep their game's name ("Chess Board 101 alice"). At most 40 characters.
            #server.name=pbm

            # The web pages: a page a board (linked from its board mails), a page a player and
            # a game, the front page. Served on web.listen (host:port); web.base-url is the
            # address players reach them at, which board mails link to (none when empty).
            #web.enabled=true
            #web.listen=127.0.0.1:8080
            #web.base-url=http://127.0.0.1:8080

            # Whether games challenged from a set-up position (-fen) or with a shogi handicap
            # (-handicap) count for the ratings. Chess960 starts (-960 N) always count.
            #ratings.setup-starts=false

            # Hard bounces (DSN status 5.x.x) after which an address gets no more mail until
            # its player changes address; 0: never.
            #bounce.limit=3

            # Replies an hour to an address that is no player's (each cut to 4 KB); its
            # further mail within the hour is dropped unread. At least 1.
            #stranger.replies-per-hour=1

            # The most game definitions (new games and new versions) one player may store by
            # mail in any 24 hours; 'pbm game define' has no limit.
            #define.per-day=10

            # Where mail comes from: maildir (DATA/inbox, or 'pbm deliver' from an MTA) or imap.
            #inbound=maildir
            #imap.host=
            #imap.port=993 with imap.ssl=true, else 143
            #imap.user=
            #imap.password=
            #imap.folder=INBOX
            #imap.processed-folder=processed
            #imap.ssl=false
            #imap.starttls=false
            #imap.poll-seconds=30
            #imap.idle=true

            # Handled mails stay in DATA/inbox/cur this many days after they arrived, then are
            # deleted; 0: each is deleted as soon as it is handled.
            #inbox.keep-days=7

            # Where replies go: eml (files in DATA/outbox) or smtp.
            #outbound=eml
            #smtp.host=
            #smtp.port=465 with smtp.ssl=true, 587 with smtp.starttls=true, else 25
            #smtp.user=
            #smtp.password=
            #smtp.starttls=false
            #smtp.ssl=false

            # How a sender's address is matched with a player's: the domain never counts case; the
            # local part (before the @) does only with 'sensitive'.
            #mail.local-part-case=insensitive
            # The authserv-id of the mail server that receives the players' mail (its
            # Authentication-Results headers, RFC 8601): when set, a reply to play counts only when
            # that server found DMARC, or a DKIM signature of the sender's domain, good.
            #mail.authserv-id=
            """;

    private final Properties properties;

    private Config(Properties properties) {
        this.properties = properties;
    }

    public static Config load(Path file) throws IOException {
        Properties properties = new Properties();
        if (Files.exists(file)) {
            try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                properties.load(reader);
            }
        }
        return new Config(properties);
    }

    /** A configuration from the given properties, for tests. */
    public static Config of(Properties properties) {
        Properties copy = new Properties();
        copy.putAll(properties);
        return new Config(copy);
    }

    /** Writes the commented defaults to a new {@code file}, readable by its owner only (it will hold passwords). */
    static void writeDefaultsIfMissing(Path file) throws IOException {
        if (!Files.exists(file)) {
            Files.createFile(file, PrivateFiles.file());
            Files.writeString(file, DEFAULTS, StandardCharsets.UTF_8);
        }
    }

    /** The server's own address, {@code server.address}, default {@code pbm@localhost}. */
    public String serverAddress() {
        return get(SERVER_ADDRESS, "pbm@localhost");
    }

    /**
     * The administrator's address players are told to write to, {@code server.admin};
     * default {@code postmaster@} the domain of {@link #serverAddress()} (RFC 5321 requires
     * every mail domain to have one).
     */
    public String adminAddress() {
        String server = serverAddress();
        return get("server.admin", "postmaster@" + server.substring(server.lastIndexOf('@') + 1));
    }

    /** The default of {@code server.name}. */
    public static final String DEFAULT_SERVER_NAME = CommandProcessor.DEFAULT_SERVER_NAME;

    /** The longest {@code server.name}: it starts subjects, which should stay readable. */
    static final int SERVER_NAME_MOST = 40;

    /** {@code web.enabled}: whether {@code serve} serves the web pages (default yes). */
    public boolean webEnabled() {
        return flag("web.enabled", true);
    }

    /** {@code web.listen}: where the web pages are served, {@code host:port} (default 127.0.0.1:8080). */
    public java.net.InetSocketAddress webListen() {
        String listen = get("web.listen", "127.0.0.1:8080").strip();
        int colon = listen.lastIndexOf(':');
        try {
            int port = Integer.parseInt(listen.substring(colon + 1));
            if (colon <= 0 || port < 0 || port > 65535) {
                throw new NumberFormatException();
            }
            return new java.net.InetSocketAddress(listen.substring(0, colon), port);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("web.listen must be host:port, e.g. 127.0.0.1:8080, not '" + listen + "'");
        }
    }

    /**
     * {@code web.base-url}: the address players reach the web pages at, which board mails link
     * to; default {@code http://} and {@code web.listen}, so a server out of the box links to
     * its own pages. Empty: no links.
     */
    public String webBaseUrl() {
        return get("web.base-url", "http://" + get("web.listen", "127.0.0.1:8080").strip()).strip();
    }

    /** {@code ratings.setup-starts}: whether set-up and handicap games count for the ratings (default no). */
    public boolean ratesSetUpStarts() {
        return flag("ratings.setup-starts", false);
    }

    /**
     * {@code server.name}: the server's name as players see it, default {@value #DEFAULT_SERVER_NAME}.
     * It starts the subjects of the mails tied to no game ({@code pbm signup alice}, {@code pbm error},
     * {@code pbm help: commands}) and welcomes new players; board mails keep their game's name
     * ({@code Chess Board 101 alice}). At most {@value #SERVER_NAME_MOST} characters, without control
     * characters (a subject is one line).
     */
    public String serverName() {
        String name = get("server.name", DEFAULT_SERVER_NAME);
        if (name.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("server.name must be one line without control characters, not '"
                    + name.replaceAll("\\p{Cntrl}", "?") + "'");
        }
        if (name.codePointCount(0, name.length()) > SERVER_NAME_MOST) {
            throw new IllegalArgumentException("server.name must be at most " + SERVER_NAME_MOST
                    + " characters, not " + name.codePointCount(0, name.length()) + " ('" + name + "')");
        }
        return name;
    }

    /** The default of {@code bounce.limit}. */
    public static final int DEFAULT_BOUNCE_LIMIT = 3;

    /**
     * {@code bounce.limit}: after this many hard bounces (DSN status 5.x.x) an address gets
     * no more mail until its player changes address; 0 never holds an address.
     */
    public int bounceLimit() {
        return number("bounce.limit", DEFAULT_BOUNCE_LIMIT);
    }

    /** The default of {@code inbox.keep-days}. */
    public static final int DEFAULT_INBOX_KEEP_DAYS = 7;

    /**
     * {@code inbox.keep-days}: handled mails stay in {@code inbox/cur} this many days after they
     * arrived, then are deleted; 0 deletes each as soon as its batch committed.
     */
    public int inboxKeepDays() {
        int days = number("inbox.keep-days", DEFAULT_INBOX_KEEP_DAYS);
        if (days < 0) {
            throw new IllegalArgumentException("inbox.keep-days must be 0 or more, not '" + days + "'");
        }
        return days;
    }

    /** The default of {@code stranger.replies-per-hour}. */
    public static final int DEFAULT_STRANGER_REPLIES_PER_HOUR = 1;

    /**
     * {@code stranger.replies-per-hour}: how many replies an address that is no player's gets an
     * hour (at least 1); its further mail within the hour is dropped unread.
     */
    public int strangerRepliesPerHour() {
        int perHour = number("stranger.replies-per-hour", DEFAULT_STRANGER_REPLIES_PER_HOUR);
        if (perHour < 1) {
            throw new IllegalArgumentException("stranger.replies-per-hour must be at least 1, not " + perHour);
        }
        return perHour;
    }

    /**
     * {@code define.per-day}: the most definition versions one player may store by mail in
     * any 24 hours (default {@value pbm.play.GameDefinitions#VERSIONS_PER_DAY}); the admin's
     * {@code pbm game define} has no limit.
     */
    public int definesPerDay() {
        int perDay = number("define.per-day", GameDefinitions.VERSIONS_PER_DAY);
        if (perDay < 0) {
            throw new IllegalArgumentException("define.per-day must be 0 or more, not " + perDay);
        }
        return perDay;
    }

    /** {@code inbound}: {@code maildir} (default) or {@code imap}. */
    public Inbound inbound() {
        return choice("inbound", Inbound.class, Inbound.MAILDIR);
    }

    /** {@code outbound}: {@code eml} (default) or {@code smtp}. */
    public Outbound outbound() {
        return choice("outbound", Outbound.class, Outbound.EML);
    }

    /** The {@code imap.*} keys. */
    public ImapConfig imap() {
        boolean ssl = flag("imap.ssl", false);
        return new ImapConfig(get("imap.host", null), number("imap.port", ssl ? 993 : 143),
                get("imap.user", null), rawValue("imap.password"), get("imap.folder", "INBOX"),
                get("imap.processed-folder", "processed"), ssl, flag("imap.starttls", false),
                Duration.ofSeconds(number("imap.poll-seconds", 30)), flag("imap.idle", true));
    }

    /** The {@code smtp.*} keys. */
    public SmtpConfig smtp() {
        boolean ssl = flag("smtp.ssl", false);
        boolean starttls = flag("smtp.starttls", false);
        return new SmtpConfig(get("smtp.host", null), number("smtp.port", ssl ? 465 : starttls ? 587 : 25),
                get("smtp.user", null), rawValue("smtp.password"), starttls, ssl);
    }

    /** {@code mail.local-part-case}: {@code insensitive} (default) or {@code sensitive}. */
    public AddressMatch addressMatch() {
        return new AddressMatch(choice("mail.local-part-case", AddressMatch.LocalPartCase.class,
                AddressMatch.LocalPartCase.INSENSITIVE));
    }

    /** {@code mail.authserv-id}: the receiving server whose verdict a reply to play needs; null when unset. */
    public String authservId() {
        return get("mail.authserv-id", null);
    }

    public String get(String key, String defaultValue) {
        String value = properties.getProperty(key);
        return value == null || value.isBlank() ? defaultValue : value.strip();
    }

    /** A password is taken as written: blanks around it may belong to it. */
    private String rawValue(String key) {
        String value = properties.getProperty(key);
        return value == null || value.isEmpty() ? null : value;
    }

    private boolean flag(String key, boolean defaultValue) {
        String value = get(key, null);
        if (value == null) {
            return defaultValue;
        }
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "true", "yes", "on" -> true;
            case "false", "no", "off" -> false;
            default -> throw new IllegalArgumentException(key + " must be true or false, not '" + value + "'");
        };
    }

    private int number(String key, int defaultValue) {
        String value = get(key, null);
        if (value == null) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be a number, not '" + value + "'", e);
        }
    }

    private <E extends Enum<E>> E choice(String key, Class<E> type, E defaultValue) {
        String value = get(key, null);
        if (value == null) {
            return defaultValue;
        }
        for (E option : type.getEnumConstants()) {
            if (option.name().equalsIgnoreCase(value)) {
                return option;
            }
        }
        throw new IllegalArgumentException(key + " must be one of " + java.util.Arrays.toString(type.getEnumConstants())
                .toLowerCase(Locale.ROOT) + ", not '" + value + "'");
    }
}
