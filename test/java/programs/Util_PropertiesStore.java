import java.io.*;
import java.util.*;

/* Properties.store: comment lines, escapes of keys and values, Unicode
 * escapes for streams, and a round trip through load.  The date line
 * differs run to run: it is only checked for its shape. */
public class Util_PropertiesStore {
    static void show(String what, String s) {
        String[] lines = s.split("\r?\n");
        List<String> rest = new ArrayList<>();
        StringBuilder head = new StringBuilder();
        for (String l : lines) {
            if (l.startsWith("#")) {
                if (l.matches("#[A-Z][a-z][a-z] [A-Z][a-z][a-z] [ 0-9][0-9] [0-9:]{8} [A-Z]+ [0-9]{4}")) head.append("#<date>\n");
                else head.append(l).append('\n');
            } else {
                rest.add(l);
            }
        }
        Collections.sort(rest);
        System.out.println("-- " + what);
        System.out.print(head);
        for (String l : rest) System.out.println(l);
    }

    public static void main(String[] args) throws Exception {
        Properties p = new Properties();
        p.setProperty("plain", "value");
        p.setProperty("with space", " leading and trailing ");
        p.setProperty("sep=colon:", "a=b:c");
        p.setProperty("#hash!bang", "!#");
        p.setProperty("tabs\tand\nnewlines", "x\ty\r\nz\f");
        p.setProperty("unicode", "caf\u00e9 \u4e2d\u6587 \u0001");
        p.setProperty("back\\slash", "c:\\dir\\file");
        p.setProperty("", "empty key");

        StringWriter w = new StringWriter();
        p.store(w, "A comment\nsecond line\n#already a comment\r\n!bang line \u4e2d");
        show("store(Writer)", w.toString());

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        p.store(bytes, null);
        show("store(OutputStream), no comment", bytes.toString("ISO-8859-1"));

        Properties back = new Properties();
        back.load(new StringReader(w.toString()));
        System.out.println("round trip through Writer: " + back.equals(p));
        back = new Properties();
        back.load(new ByteArrayInputStream(bytes.toByteArray()));
        System.out.println("round trip through bytes: " + back.equals(p));
    }
}
