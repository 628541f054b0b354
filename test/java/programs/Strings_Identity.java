// String identity: literals are interned (also across classes), constant
// expressions are folded at compile time, runtime concatenation makes new
// strings, intern() returns the canonical instance.
public class Strings_Identity {
    static final String PREFIX = "lan";
    static class Other { static final String SAME = "lantern"; static String dynamic() { return "lan" + "tern"; } }

    public static void main(String[] args) {
        String a = "lantern";
        String b = "lan" + "tern";
        String c = PREFIX + "tern";
        String pre = "lan";
        String d = pre + "tern";
        String e = d.intern();
        String f = new String("lantern");
        System.out.println((a == b) + " " + (a == c) + " " + (a == d) + " " + (a == e) + " " + (a == f) + " " + a.equals(f));
        System.out.println((a == Other.SAME) + " " + (a == Other.dynamic()) + " " + (f.intern() == a));
        String g = String.valueOf(new char[] {'l', 'a', 'n', 't', 'e', 'r', 'n'});
        System.out.println((g == a) + " " + (g.intern() == a) + " " + (g.hashCode() == a.hashCode()));
        String x1 = "x" + 1, x2 = "x" + 1;
        int one = 1;
        String x3 = "x" + one;
        System.out.println((x1 == x2) + " " + (x1 == x3) + " " + x1.equals(x3));
        String empty1 = "", empty2 = new String();
        System.out.println((empty1 == empty2) + " " + empty1.equals(empty2) + " " + (empty2.intern() == empty1));
    }
}
