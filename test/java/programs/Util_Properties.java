// java.util.Properties loaded from text (comments, escapes, continuation
// lines, ':' '=' and blank separators, unicode escapes, duplicates) with a
// defaults table, getProperty with and without fallback, and store()'s
// escaping (its date comment line left out).
import java.io.*;
import java.util.*;

public class Util_Properties {
    public static void main(String[] args) throws IOException {
        String text = String.join("\n",
            "# a comment",
            "! another comment",
            "name = Lantern VM",
            "version:17",
            "path=c:\\\\dir\\\\file",
            "multi = first \\",
            "        second \\",
            "        third",
            "spaced\\ key = value with spaces   ",
            "unicode=caf\\u00e9",
            "empty=",
            "justkey",
            "  indented.key   =   trimmed left",
            "tab\\tkey=tabbed",
            "dup=1",
            "dup=2",
            "colon\\:in\\=key=v");
        Properties defaults = new Properties();
        defaults.setProperty("fallback", "from defaults");
        defaults.setProperty("name", "shadowed");
        Properties p = new Properties(defaults);
        p.load(new StringReader(text));
        for (String key : new TreeSet<>(p.stringPropertyNames())) {
            String v = p.getProperty(key);
            StringBuilder esc = new StringBuilder();
            for (char c : v.toCharArray()) esc.append(c < 128 && c >= 32 ? String.valueOf(c) : String.format("\\u%04x", (int) c));
            StringBuilder ek = new StringBuilder();
            for (char c : key.toCharArray()) ek.append(c == '\t' ? "\\t" : String.valueOf(c));
            System.out.println("[" + ek + "]=[" + esc + "]");
        }
        System.out.println(p.size() + " " + p.getProperty("missing") + " " + p.getProperty("missing", "dflt") + " " + p.get("fallback") + " " + p.containsKey("name"));
        StringWriter out = new StringWriter();
        Properties q = new Properties();
        q.setProperty("b", "2");
        q.setProperty("a key", "x=y:z");
        q.setProperty("c", "line1\nline2");
        q.store(out, null);
        List<String> lines = new ArrayList<>(Arrays.asList(out.toString().split("\\R")));
        lines.removeIf(l -> l.startsWith("#"));
        Collections.sort(lines);
        System.out.println(lines);
    }
}
