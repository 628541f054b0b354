// StringBuilder editing (insert at every position kind, delete ranges,
// deleteCharAt, replace, reverse with surrogates, setCharAt, setLength
// growing with NULs, capacity-independent results, indexOf), and text
// blocks (indentation stripping, trailing spaces, escapes \s and \<eol>,
// quotes inside), plus a text-wrapping routine over StringBuilder.
public class Strings_BuilderText {
    static String wrap(String text, int width) {
        StringBuilder out = new StringBuilder();
        StringBuilder line = new StringBuilder();
        for (String w : text.split("\\s+")) {
            if (line.length() > 0 && line.length() + 1 + w.length() > width) {
                out.append(line).append('\n');
                line.setLength(0);
            }
            if (line.length() > 0) line.append(' ');
            line.append(w);
        }
        return out.append(line).toString();
    }

    static String justify(String line, int width) {
        StringBuilder sb = new StringBuilder(line);
        int gaps = 0;
        for (int i = 0; i < sb.length(); i++) if (sb.charAt(i) == ' ') gaps++;
        if (gaps == 0) return line;
        int pos = 0;
        while (sb.length() < width) {
            int idx = sb.indexOf(" ", pos);
            if (idx < 0) { pos = 0; continue; }
            sb.insert(idx, ' ');
            while (idx < sb.length() && sb.charAt(idx) == ' ') idx++;
            pos = idx;
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder("hello");
        sb.insert(0, '[').insert(sb.length(), ']').insert(3, 123).insert(1, 4.5).insert(2, true).insert(0, new char[] {'x', 'y'}).insert(5, (Object) null).insert(1, 7L);
        System.out.println(sb + " " + sb.length());
        sb.delete(0, 3).deleteCharAt(sb.length() - 1).replace(2, 6, "--").reverse();
        System.out.println(sb);
        sb.setCharAt(0, 'Z');
        sb.setLength(3);
        sb.setLength(6);
        System.out.println(sb.toString().replace('\0', '0') + " " + sb.length());
        sb.setLength(0);
        for (int i = 0; i < 10; i++) sb.append(i).append(i % 3 == 0 ? "," : "");
        System.out.println(sb + " " + sb.indexOf(",") + " " + sb.lastIndexOf(",") + " " + sb.indexOf("9,") + " " + sb.charAt(4) + " " + sb.substring(3, 6) + " " + sb.subSequence(0, 2));
        StringBuilder sur = new StringBuilder("ab\uD83D\uDE00cd");
        System.out.println(sur.reverse().codePointAt(2) + " " + sur.length() + " " + sur.codePointCount(0, sur.length()));
        StringBuilder del = new StringBuilder("0123456789");
        del.delete(8, 100).delete(2, 2).delete(0, 1).replace(0, 100, "all").append("!".repeat(3)).insert(3, "_");
        System.out.println(del + " " + del.compareTo(new StringBuilder("all_!!!")) + " " + "all_!!!".contentEquals(del));
        try { new StringBuilder("abc").insert(4, "x"); } catch (StringIndexOutOfBoundsException e) { System.out.println("SIOOBE insert " + e.getMessage()); }
        try { new StringBuilder("abc").deleteCharAt(3); } catch (StringIndexOutOfBoundsException e) { System.out.println("SIOOBE deleteCharAt " + e.getMessage()); }
        try { new StringBuilder("abc").delete(2, 1); } catch (StringIndexOutOfBoundsException e) { System.out.println("SIOOBE delete " + e.getMessage()); }
        try { new StringBuilder("abc").setLength(-1); } catch (StringIndexOutOfBoundsException e) { System.out.println("SIOOBE setLength " + e.getMessage()); }
        StringBuilder chain = new StringBuilder();
        chain.append(1).append('c').append(2.5f).append(3.25).append(4L).append(true).append((String) null).append(new char[] {'!', '?'}, 1, 1).append("xyz", 1, 2).appendCodePoint(0x41);
        System.out.println(chain);
        StringBuffer buf = new StringBuffer("sync");
        buf.append(1).insert(0, "a ").reverse();
        System.out.println(buf + " " + buf.length());

        String tb = """
            Dear reader,
              indented line
            "quotes" and \"escaped\" and \\ backslash
            trailing spaces kept:\s\s
            joined \
            line
            tab\there
            """;
        System.out.print(tb);
        System.out.println(tb.lines().count() + " " + tb.length() + " " + tb.endsWith("\n"));
        String noNl = """
            no trailing newline""";
        String json = """
              {
                "k": [1, 2],
                "s": "v"
              }
            """;
        System.out.println("[" + noNl + "] " + json.lines().map(String::length).toList() + " " + json.stripIndent().equals(json));
        String text = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs. How vexingly quick daft zebras jump!";
        String wrapped = wrap(text, 28);
        System.out.println(wrapped);
        for (String line : wrapped.split("\n")) System.out.println("|" + justify(line, 28) + "|");
        StringBuilder table = new StringBuilder();
        for (int r = 1; r <= 4; r++) {
            for (int c = 1; c <= 6; c++) {
                String cell = Integer.toString(r * c * c);
                table.append(" ".repeat(5 - cell.length())).append(cell);
            }
            table.append('\n');
        }
        System.out.print(table);
    }
}
