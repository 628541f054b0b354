// Scoping of inline flags: (?i) inside any group ends with the group, but
// reaches later alternatives; (?-i); COMMENTS mode inside classes.
import java.util.regex.*;
public class Regex_Flags { public static void main(String[] a) {
  String[][] t = {{"(a(?i)b)b", "aBB"}, {"(a(?i)b)b", "aBb"}, {"(?:a(?i)b)b", "aBB"}, {"a(?i)b|c", "C"}, {"(?i)a(?-i)b", "Ab"}, {"(?i)a(?-i)b", "AB"}, {"((?i)a)a", "AA"}, {"(?i:a)a", "AA"}, {"(?x) [ a ] b", "ab"}, {"(?x)[ ]b", " b"}, {"a{2}{3}", "aaaaaa"}, {"(?=(a))a", "a"}};
  for (String[] r : t) { try { Matcher m = Pattern.compile(r[0]).matcher(r[1]); System.out.println(r[0] + " " + r[1] + " " + m.matches() + (m.matches() && m.groupCount() > 0 ? " " + m.group(1) : "")); } catch (Exception e) { System.out.println(r[0] + " " + e.getMessage().replace("\r", "").replace('\n', ' ')); } }
}}
