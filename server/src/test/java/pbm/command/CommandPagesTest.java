package pbm.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import pbm.games.Catalog;
import pbm.help.HelpPages;

/** Every mail command and every game the server knows has its help. */
class CommandPagesTest {
    private final HelpPages pages = HelpPages.fromClasspath();
    private final Commands commands = new Commands();

    @Test
    void everyCommandHasItsSyntaxOnTheCommandsPage() {
        String page = pages.page("commands").orElseThrow();
        for (String usage : commands.usages()) {
            String written = usage.replace("GAME ", "game ");
            assertTrue(page.contains(written), "help/commands.txt lacks \"" + written + "\"");
        }
    }

    @Test
    void everyGameOfTheCatalogHasAPage() {
        for (String word : Catalog.words()) {
            assertTrue(pages.page(word).isPresent(), "no help page for " + word);
        }
    }
}
