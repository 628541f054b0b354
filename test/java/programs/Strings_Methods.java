// java.lang.String methods: searching, slicing, comparing, case, trimming,
// replacing, repeat, hashCode values, compareTo results, valueOf.
public class Strings_Methods {
    public static void main(String[] args) {
        String s = "  Hello, Lantern World!  ";
        String t = s.trim();
        System.out.println("[" + t + "] " + t.length() + " " + s.length());
        System.out.println(t.charAt(0) + " " + t.indexOf('o') + " " + t.indexOf('o', 5) + " " + t.lastIndexOf('o') + " "
                + t.indexOf("World") + " " + t.indexOf("") + " " + t.lastIndexOf("l") + " " + t.indexOf("zzz") + " " + t.lastIndexOf('o', 7));
        System.out.println(t.substring(7) + "|" + t.substring(0, 5) + "|" + t.substring(3, 3) + "|");
        System.out.println(t.startsWith("Hello") + " " + t.startsWith("Lantern", 7) + " " + t.endsWith("!") + " " + t.contains("tern"));
        System.out.println(t.toUpperCase() + " " + t.toLowerCase());
        System.out.println(t.replace('l', 'L') + " " + t.replace("World", "Planet") + " " + "aaaa".replace("aa", "b"));
        System.out.println("ab".repeat(3) + " " + "x".repeat(0).isEmpty() + " " + "  ".isBlank() + " " + "".isEmpty());
        System.out.println("[" + " \t strip \n".strip() + "][" + "  lead".stripLeading() + "][" + "trail  ".stripTrailing() + "]");
        String[] words = {"apple", "Apple", "banana", "app", "", "apple pie", "APPLE", "b"};
        for (String w : words) {
            System.out.println(w + ": cmp=" + "apple".compareTo(w) + " cmpIC=" + "apple".compareToIgnoreCase(w) + " eq=" + "apple".equals(w)
                    + " eqIC=" + "apple".equalsIgnoreCase(w) + " hash=" + w.hashCode());
        }
        System.out.println("polygenelubricants".hashCode() + " " + "Aa".hashCode() + " " + "BB".hashCode());
        System.out.println(String.valueOf(3) + String.valueOf(4L) + String.valueOf(true) + String.valueOf('c') + String.valueOf(1.25) + String.valueOf(0.5f) + String.valueOf((Object) null));
        System.out.println("concat".concat("enated") + " " + "a,b,,c".indexOf(",,") + " " + "Mississippi".lastIndexOf("ss") + " " + "Mississippi".indexOf("ss", 3));
        char[] cs = "chars".toCharArray();
        cs[0] = 'C';
        System.out.println(new String(cs) + " " + new String(cs, 1, 3) + " " + String.copyValueOf(cs));
        System.out.println("regionMatches " + "Hello World".regionMatches(6, "World", 0, 5) + " " + "Hello World".regionMatches(true, 6, "WORLD", 0, 5));
        System.out.println("codePointAt " + "A".codePointAt(0) + " " + "abc".compareTo("abcd") + " " + "b".compareTo("a"));
        String longer = "";
        for (int i = 0; i < 50; i++) longer = longer + (char) ('a' + i % 26);
        System.out.println(longer + " " + longer.hashCode() + " " + longer.toUpperCase().hashCode());
        System.out.println("tab\there".indexOf('\t') + " " + "x".equals(null) + " " + "Y".equals("Y"));
    }
}
