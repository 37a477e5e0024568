package pbm.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class FlowedTextTest {

    @Test
    void softBreaksJoinLines() {
        assertEquals("draughts challenge alice bob --nagtime=3\nnext\n",
                FlowedText.decode("draughts challenge alice \nbob --nagtime=3\nnext\n", false));
    }

    @Test
    void delSpDropsTheBlankOfTheBreak() {
        assertEquals("abcdef\n", FlowedText.decode("abc \ndef\n", true));
    }

    @Test
    void spaceStuffingIsUndoneSoIndentationStays() {
        assertEquals("move\n  comment\nFrom here\n", FlowedText.decode("move\n   comment\n From here\n", false));
    }

    @Test
    void signatureAndQuotesStay() {
        assertEquals("a b\n-- \nsig\n> quoted \n> more\n",
                FlowedText.decode("a \nb\n-- \nsig\n> quoted \n> more\n", false));
    }

    @Test
    void flowedPartOfAMail() {
        byte[] raw = ("From: a@example.org\r\nContent-Type: text/plain; charset=utf-8; format=flowed; delsp=no\r\n"
                + "\r\ndraughts move 101 alice secret \r\n34-29\r\n  indented\r\n").getBytes(StandardCharsets.US_ASCII);
        assertEquals("draughts move 101 alice secret 34-29\n indented\n", InboundParser.parse(raw).text());
    }

    @Test
    void withoutFormatFlowedTrailingBlanksStay() {
        byte[] raw = ("From: a@example.org\r\nContent-Type: text/plain; charset=utf-8\r\n"
                + "\r\nline \r\nnext\r\n").getBytes(StandardCharsets.US_ASCII);
        assertEquals("line \nnext\n", InboundParser.parse(raw).text());
    }
}
