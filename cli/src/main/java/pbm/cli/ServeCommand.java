package pbm.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.play.WebLinks;
import pbm.server.Config;
import pbm.server.Server;
import pbm.web.WebServer;

/** {@code pbm serve}: the server, until SIGINT or SIGTERM. */
@Command(name = "serve", description = "Run the server: handle the inbox and send replies until stopped (Ctrl-C, SIGTERM).")
final class ServeCommand implements java.util.concurrent.Callable<Integer> {
    @Mixin
    DataOption dataOption;

    @Spec
    CommandSpec spec;

    /**
     * The web pages on {@code web.listen}, their address ({@code web.base-url}) in every board
     * mail; null when {@code web.enabled=false}, or when the address is taken (mail is served
     * all the same, and the log says why there are no pages).
     */
    private WebServer web(Server server) {
        Config config = server.config();
        if (!config.webEnabled()) {
            return null;
        }
        WebServer web = new WebServer(server.database(), Environment.of(spec).clock(), config.webBaseUrl());
        try {
            web.start(config.webListen());
        } catch (java.io.IOException e) {
            web.close();
            spec.commandLine().getErr().println("pbm: warning: no web pages: cannot listen on " + config.webListen()
                    + " (" + e.getMessage() + "); set web.listen, or web.enabled=false");
            return null;
        }
        WebLinks.baseUrl(config.webBaseUrl());
        spec.commandLine().getErr().println("pbm: web pages at " + config.webBaseUrl() + " (listening on "
                + config.webListen() + ")");
        return web;
    }

    @Override
    public Integer call() throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        CountDownLatch stopped = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            stop.set(true);
            try {
                stopped.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "pbm-shutdown");
        Environment environment = Environment.of(spec);
        try (Server server = Server.open(dataOption.data, environment.clock(), environment.passwords())) {
            server.dataDir().tighten(true); // every entry, once a start (opening looked at the top only)
            Runtime.getRuntime().addShutdownHook(hook);
            spec.commandLine().getErr().println("pbm: serving " + server.dataDir().root()
                    + " (mail from " + server.inboundDescription() + ", replies by "
                    + server.config().outbound().name().toLowerCase(java.util.Locale.ROOT) + "); stop with Ctrl-C");
            for (String exposed : server.dataDir().exposure()) {
                spec.commandLine().getErr().println("pbm: warning: " + exposed);
            }
            try (WebServer web = web(server)) {
                server.serve(stop::get);
            }
        } finally {
            stopped.countDown();
        }
        spec.commandLine().getErr().println("pbm: stopped");
        return ExitCodes.OK;
    }
}
