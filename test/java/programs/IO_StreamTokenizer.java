import java.io.*;

/* StreamTokenizer's default syntax and its switches, token by token. */
public class IO_StreamTokenizer {
    static void dump(String title, StreamTokenizer st) throws IOException {
        System.out.println("-- " + title);
        while (st.nextToken() != StreamTokenizer.TT_EOF) {
            System.out.println(st.ttype + " " + st);
        }
        System.out.println(st);
    }

    public static void main(String[] args) throws IOException {
        String text = "Hello world 42 -7 3.25 .5 - -x 1.2.3 'single' \"dou\\\"ble\\n\\101\\7x\" a_b\n"
                + "next line // slash comment\n/* star\ncomment */ after # hash !bang\n"
                + "\"unterminated\nx= y+z; caf\u00e9 \u4e2d\u6587 \r\nend\r";
        dump("defaults", new StreamTokenizer(new StringReader(text)));

        StreamTokenizer st = new StreamTokenizer(new StringReader(text));
        st.slashSlashComments(true);
        st.slashStarComments(true);
        st.eolIsSignificant(true);
        st.lowerCaseMode(true);
        st.ordinaryChar('.');
        st.wordChars('_', '_');
        st.commentChar('#');
        dump("comments, lines, lower case, '.' ordinary, '_' in words", st);

        st = new StreamTokenizer(new StringReader("a b 12 c"));
        st.resetSyntax();
        st.wordChars('a', 'z');
        st.whitespaceChars(' ', ' ');
        dump("reset syntax: no numbers", st);

        st = new StreamTokenizer(new StringReader("one two"));
        System.out.println(st);
        st.nextToken();
        st.pushBack();
        System.out.println(st.nextToken() + " " + st.sval + " line " + st.lineno());
        st.nextToken();
        st.pushBack();
        st.pushBack();
        System.out.println(st.nextToken() + " " + st.sval + " then " + st.nextToken());
    }
}
