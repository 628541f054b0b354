// java.util.Properties loaded from text (comments, escapes, continuation
// lines, ':' '=' and blank separators, unicode escapes, duplicates) with a
// defaults table, getProperty with and without fallback, iteration order of
// keySet/toString/stringPropertyNames/propertyNames/list across growth and
// removals, and load from an ISO-8859-1 stream.
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
        orders();
    }

    /* Iteration orders (the JDK's ConcurrentHashMap-backed table) across growth, removals and putAll; list(); load details. */
    static void orders() throws IOException {
      Random r = new Random(3);
      for (int round = 0; round < 40; round++) {
        Properties p = new Properties();
        int n = r.nextInt(round < 20 ? 30 : 120);
        for (int i = 0; i < n; i++) {
          String k = r.nextInt(3) == 0 ? "k" + r.nextInt(500) : r.nextBoolean() ? Integer.toString(r.nextInt(100000), 36) : "key." + r.nextInt(50) + ".x";
          p.setProperty(k, "v" + i);
          if (r.nextInt(8) == 0) p.remove("k" + r.nextInt(500));
        }
        if (round % 5 == 0) { Properties q = new Properties(); q.putAll(p); p = q; }
        System.out.println(p.size() + " " + p);
        System.out.println("  " + p.keySet() + " " + p.stringPropertyNames());
      }
      Properties c = new Properties();
      for (String s : new String[]{"Aa","BB","AaAa","BBBB","AaBB","BBAa","C#"}) c.setProperty(s, s);
      for (int i = 0; i < 20; i++) c.setProperty("p" + i, "x");
      System.out.println(c);
      Properties d = new Properties(c); d.setProperty("own", "1");
      System.out.println(d + " " + d.getProperty("Aa") + " " + d.stringPropertyNames().size());
      Enumeration<?> en = d.propertyNames(); StringBuilder sb = new StringBuilder(); while (en.hasMoreElements()) sb.append(en.nextElement()).append(',');
      System.out.println(sb);
      ByteArrayOutputStream bo = new ByteArrayOutputStream(); d.list(new PrintStream(bo, true)); System.out.print(bo.toString().replace("\r", ""));
      String text = "a=1\n  b : 2\nc 3\nd\\\n   continued\\\\\ne = x\\\\\\\n  y\n# comment \\\n!x=y\nf=\\u0041\\t\\z\n  \n\t\fg\\ h=i=j\nk:=:v\nlast=trail\\";
      Properties l = new Properties(); l.load(new StringReader(text));
      for (String k : new TreeSet<>(l.stringPropertyNames())) System.out.println("[" + k.replace("\t","\\t") + "]=[" + l.getProperty(k).replace("\t","\\t") + "]");
      try { new Properties().load(new StringReader("x=\\u12")); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
      try { new Properties().setProperty(null, "x"); } catch (NullPointerException e) { System.out.println("NPE"); }
      Properties in = new Properties(); in.load(new ByteArrayInputStream("x=caf\u00e9\ny=\\u00e9".getBytes("ISO-8859-1"))); System.out.println((int) in.getProperty("x").charAt(3) + " " + (int) in.getProperty("y").charAt(0));
    
    }
}
