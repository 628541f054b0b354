// String concatenation of every type (invokedynamic recipes with constants
// folded in), null, objects with toString (and toString returning null),
// char arrays through String.valueOf, and concatenation in loops.
public class Strings_Concat {
    static class P {
        final int x, y;
        P(int x, int y) { this.x = x; this.y = y; }
        @Override public String toString() { return "P(" + x + "," + y + ")"; }
    }
    static class NullToString { @Override public String toString() { return null; } }

    static final String FOLDED = "fold" + 1 + 'c' + true + 2L + 1.5f + 2.5;

    public static void main(String[] args) {
        byte b = -8; short s = 300; char c = 'z'; int i = -42; long l = 1L << 40;
        float f = 0.1f; double d = 1.0 / 3; boolean z = false;
        String n = null; Object o = null; P p = new P(3, -4); char[] cs = {'h', 'i'};
        System.out.println("b=" + b + " s=" + s + " c=" + c + " i=" + i + " l=" + l + " f=" + f + " d=" + d + " z=" + z);
        System.out.println("null: " + n + " " + o + " " + p + " " + new NullToString());
        System.out.println("chars: " + String.valueOf(cs) + " " + String.valueOf(cs, 1, 1) + " " + new String(cs));
        System.out.println(FOLDED);
        System.out.println(1 + 2 + "x" + 1 + 2);
        System.out.println('a' + 'b' + "c" + 'a' + 'b');
        System.out.println("" + c + c + (char) (c - 1) + (c - 1));
        System.out.println(i + l + "|" + (i + l) + "|" + f + d + "|" + (f + d));
        System.out.println("\u0001\t<tab>" + "\\" + "\"" + '\'');
        String acc = "";
        for (int k = 0; k < 20; k++) acc += k % 3 == 0 ? k : "-";
        System.out.println(acc);
        String s1 = "lit";
        s1 += 5;
        s1 += 'c';
        s1 += 2.0;
        s1 += null;
        s1 += p;
        s1 += z;
        System.out.println(s1);
        Object[] mixed = {1, 2L, 3.0f, 4.0, 'x', true, "str", p, null};
        StringBuilder sb = new StringBuilder();
        for (Object m : mixed) sb.append(m).append(';');
        System.out.println(sb);
        System.out.println("min/max: " + Integer.MIN_VALUE + Long.MIN_VALUE + Double.MIN_VALUE + Float.MAX_VALUE + (int) Character.MAX_VALUE + Byte.MIN_VALUE + Short.MIN_VALUE);
        String empty = "";
        System.out.println("[" + empty + "]" + (empty + empty).length() + ("" + null).length());
        System.out.println("recipe with \u0001 and \u0002 constants: " + i + "\u0001" + l + "\u0002");
        System.out.println(concat4("a", 1, 'b', 2.0) + concat4(null, -1, '\u0041', -0.0));
    }

    static String concat4(String a, int b, char c, double d) { return a + b + c + d; }
}
