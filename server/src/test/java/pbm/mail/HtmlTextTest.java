package pbm.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class HtmlTextTest {

    @Test
    void breaksAndBlocks() {
        assertEquals("a\nb\nc\nd\n", HtmlText.toPlain("a<br>b<BR />c<div>d</div>"));
    }

    @Test
    void paragraphsAreSeparatedByOneBlankLine() {
        assertEquals("one\n\ntwo\n", HtmlText.toPlain("<p>one</p>\n\n<p>two</p><p></p><p></p>"));
    }

    @Test
    void sourceWhiteSpaceCollapses() {
        assertEquals("draughts move 101 alice pw 34-29\n",
                HtmlText.toPlain("<div>  draughts   move\n 101\talice\r\n pw 34-29 </div>"));
    }

    @Test
    void nbspIndentationSurvives() {
        assertEquals("move\n  comment\n", HtmlText.toPlain("move<br>&nbsp;&nbsp;comment"));
    }

    @Test
    void entities() {
        assertEquals("& < > \" ' \u00e9 \u00e9 \u263a \u2014 &unknown; &amp\n",
                HtmlText.toPlain("&amp; &lt; &gt; &quot; &#39; &#233; &#xE9; &#X263a; &mdash; &unknown; &amp"));
    }

    @Test
    void invalidNumericReferencesBecomeReplacementCharacters() {
        assertEquals("\ufffd \ufffd \ufffd\n", HtmlText.toPlain("&#0; &#xD800; &#x110000;"));
    }

    @Test
    void scriptStyleHeadAndCommentsAreDropped() {
        assertEquals("shown\n", HtmlText.toPlain("<html><head><title>t</title></head><body>"
                + "<script type=\"text/javascript\">if (a < b) { x = '</div>'; }</SCRIPT>"
                + "<style>p{}</style><!-- hidden <p>x</p> -->shown</body></html>"));
    }

    @Test
    void quotedAttributesMayHoldAngleBrackets() {
        assertEquals("link\n", HtmlText.toPlain("<a href=\"x?a>b\" title='c>d'>link</a>"));
    }

    @Test
    void preKeepsLayout() {
        assertEquals("x\n  |  |\n  |  |\ny\n", HtmlText.toPlain("x<pre>  |  |\n  |  |</pre>y"));
    }

    @Test
    void lonelyLessThanIsText() {
        assertEquals("a < b and 3<4\n", HtmlText.toPlain("a < b and 3<4"));
    }

    @Test
    void unterminatedTagDropsTheRest() {
        assertEquals("before\n", HtmlText.toPlain("before<div class=\"x"));
    }

    @Test
    void unterminatedScriptDropsTheRest() {
        assertEquals("before\n", HtmlText.toPlain("before<script>never closed"));
    }

    @Test
    void listsAndTables() {
        assertEquals("one\ntwo\na b\nc d\n", HtmlText.toPlain(
                "<ul><li>one<li>two</ul><table><tr><td>a</td><td>b</td></tr><tr><td>c<td>d</table>"));
    }

    @Test
    void emptyAndTextOnly() {
        assertEquals("", HtmlText.toPlain(""));
        assertEquals("", HtmlText.toPlain("<html><body> \n </body></html>"));
        assertEquals("plain\n", HtmlText.toPlain("plain"));
    }

    @Test
    void blockquoteLinesAreQuotedAsAPlainReplyQuotes() {
        assertEquals("34-29\nOn Monday, pbm wrote:\n> Summary\n> > older\n> It is\nafter\n",
                HtmlText.toPlain("<div>34-29</div><div>On Monday, pbm wrote:</div><blockquote>Summary"
                        + "<blockquote>older</blockquote>It is</blockquote>after"));
    }
}
