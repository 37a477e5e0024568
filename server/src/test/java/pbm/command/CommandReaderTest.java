package pbm.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Where the commands of a mail end: PROTOCOL.md "Where commands are read" and "Settled since". */
class CommandReaderTest {
    private final Commands commands = new Commands();
    private final CommandReader reader = new CommandReader(commands::isCommand);

    private List<String> lines(String subject, String body) {
        return reader.read(subject, body).stream().map(c -> String.join(" ", c.words())).toList();
    }

    @Test
    void proseAfterACommandEndsTheCommands() {
        assertEquals(List.of("draughts move 101 alice pw 32-28"),
                lines("Re: Draughts Board 101 alice", "draughts move 101 alice pw 32-28\nThanks!\nAlice\n"));
    }

    @Test
    void aCommandAfterTheProseIsNotRead() {
        assertEquals(List.of("draughts move 101 alice pw 32-28"),
                lines("", "draughts move 101 alice pw 32-28\n\nThanks!\n\ndraughts resign 101 alice pw\n"));
    }

    @Test
    void blankLinesBetweenCommandsStillSeparateThem() {
        assertEquals(List.of("draughts move 101 alice pw 32-28", "draughts move 102 alice pw 31-27",
                "help commands"),
                lines("multiple", "draughts move 101 alice pw 32-28\n\ndraughts move 102 alice pw 31-27\n\n"
                        + "help commands\n\nSent from my iPhone\n"));
    }

    @Test
    void anUnknownFirstLineIsStillReadSoThatItGetsItsError() {
        assertEquals(List.of("Hello!", "draughts move 101 alice pw 32-28"),
                lines("", "Hello!\n\ndraughts move 101 alice pw 32-28\nCheers\n"));
    }

    @Test
    void aMisspeltGameVerbAfterACommandIsStillACommand() {
        assertEquals(List.of("draughts move 101 alice pw 32-28", "draughts mvoe 102 alice pw 31-27"),
                lines("", "draughts move 101 alice pw 32-28\ndraughts mvoe 102 alice pw 31-27\nBye\n"));
    }

    @Test
    void outlookHeaderBlocksEndTheCommands() {
        assertEquals(List.of("draughts move 101 alice pw 32-28"), lines("RE: Draughts Board 101 alice", """
                draughts move 101 alice pw 32-28

                -----Original Message-----
                From: Draughts <pbm@localhost>
                Sent: Sunday, November 22, 2026 10:00 AM
                To: alice@example.org
                Subject: Draughts Board 101 alice
                """));
        assertEquals(List.of("draughts move 101 alice pw 32-28"), lines("RE: Draughts Board 101 alice", """
                draughts move 101 alice pw 32-28
                ________________________________
                From: pbm@localhost <pbm@localhost>
                Sent: Sunday, 22 November 2026 10:00
                help
                """));
    }

    @Test
    void aCommandInTheSubjectKeepsTheWholeBodyAsItsComment() {
        List<CommandText> read = reader.read("draughts move 101 alice pw 32-28", "Good luck!\nAlice\n");
        assertEquals(1, read.size());
        assertEquals("Good luck!\nAlice", read.get(0).comment());
    }
}
