// Switch in every form javac 17 compiles: enum switches (old and arrow),
// switch expressions with yield and blocks, string switches whose cases
// collide in hashCode ("Aa"/"BB", "AaAa"/"BBBB"/"AaBB"), char and byte
// switches, sparse and dense int cases, fall-through, and the default
// when a String is null (NPE).
public class Switch_Forms {
    enum Color { RED, GREEN, BLUE, ALPHA }

    static String hashCase(String s) {
        switch (s) {
            case "Aa": return "Aa";
            case "BB": return "BB";
            case "AaAa": return "AaAa";
            case "BBBB": return "BBBB";
            case "AaBB": return "AaBB";
            case "BBAa": return "BBAa";
            case "": return "empty";
            default: return "other(" + s.hashCode() + ")";
        }
    }

    static int arrow(String s) {
        return switch (s) {
            case "one", "uno" -> 1;
            case "two", "dos" -> 2;
            case "Aa", "BB" -> { int h = s.hashCode(); yield h * 10 + s.charAt(0); }
            default -> {
                if (s.isEmpty()) yield 0;
                yield -s.length();
            }
        };
    }

    static String colorOld(Color c) {
        String r = "";
        switch (c) {
            case RED: r += "r";
            case GREEN: r += "g"; break;
            case BLUE: r += "b";
            default: r += "?";
        }
        return r;
    }

    static int colorExpr(Color c) {
        return switch (c) {
            case RED -> 0xff0000;
            case GREEN -> 0x00ff00;
            case BLUE -> 0x0000ff;
            case ALPHA -> { int a = 0; for (int i = 0; i < 8; i++) a = a << 1 | 1; yield a << 24; }
        };
    }

    static String dense(int n) {
        switch (n) {
            case -1: return "m1";
            case 0: return "z";
            case 1: case 2: case 3: return "small";
            case 4: return "four";
            case 5: return "five";
            case 6: return "six";
            default: return "d" + n;
        }
    }

    static String sparse(long n) {
        return switch ((int) n) {
            case Integer.MIN_VALUE -> "min";
            case -1000000 -> "-1e6";
            case 7 -> "seven";
            case 1 << 20 -> "2^20";
            case Integer.MAX_VALUE -> "max";
            default -> "x";
        };
    }

    static int chars(char c) {
        return switch (c) {
            case 'a', 'e', 'i', 'o', 'u' -> 1;
            case '\u00e9' -> 2;
            case '\uffff' -> 3;
            default -> Character.isDigit(c) ? 4 : 0;
        };
    }

    static String bytes(byte b) {
        switch (b) {
            case -128: return "minb";
            case 127: return "maxb";
            case 0: return "zero";
            default: return b < 0 ? "neg" : "pos";
        }
    }

    static String kind(Object o) {
        String k = switch (o.getClass().getSimpleName()) {
            case "Integer", "Long", "Short" -> "integral";
            case "Double", "Float" -> "floating";
            case "String" -> { String s = (String) o; yield s.length() > 3 ? "long string" : "short string"; }
            default -> "other";
        };
        return k;
    }

    public static void main(String[] args) {
        System.out.println("Aa".hashCode() + " " + "BB".hashCode() + " " + "AaAa".hashCode() + " " + "BBBB".hashCode() + " " + "AaBB".hashCode());
        for (String s : new String[] {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "C#", "Ab"}) System.out.print(hashCase(s) + " ");
        System.out.println();
        for (String s : new String[] {"one", "dos", "Aa", "BB", "", "four"}) System.out.print(arrow(s) + " ");
        System.out.println();
        for (Color c : Color.values()) System.out.print(colorOld(c) + ":" + Integer.toHexString(colorExpr(c)) + " ");
        System.out.println();
        StringBuilder sb = new StringBuilder();
        for (int i = -3; i <= 8; i++) sb.append(dense(i)).append(',');
        System.out.println(sb);
        for (long n : new long[] {Integer.MIN_VALUE, -1000000, 7, 1 << 20, Integer.MAX_VALUE, 8, (1L << 32) + 7}) System.out.print(sparse(n) + " ");
        System.out.println();
        for (char c : "aXe\u00e91\uffffz".toCharArray()) System.out.print(chars(c));
        System.out.println();
        for (int b : new int[] {-128, -5, 0, 9, 127, 128}) System.out.print(bytes((byte) b) + " ");
        System.out.println();
        for (Object o : new Object[] {1, 2L, 3.0, 4f, "ab", "abcd", 'c', (short) 5}) System.out.print(kind(o) + "; ");
        System.out.println();
        try {
            hashCase(null);
        } catch (NullPointerException e) {
            System.out.println("NPE for null string switch");
        }
        try {
            colorExpr(null);
        } catch (NullPointerException e) {
            System.out.println("NPE for null enum switch");
        }
        // a state machine driven by a string switch in a loop
        String prog = "push 3 push 4 add push 5 mul dup add pop print";
        java.util.ArrayDeque<Integer> st = new java.util.ArrayDeque<>();
        String[] toks = prog.split(" ");
        for (int i = 0; i < toks.length; i++) {
            switch (toks[i]) {
                case "push" -> st.push(Integer.parseInt(toks[++i]));
                case "add" -> st.push(st.pop() + st.pop());
                case "mul" -> st.push(st.pop() * st.pop());
                case "dup" -> st.push(st.peek());
                case "pop" -> System.out.println("popped " + st.pop());
                case "print" -> System.out.println("stack " + st);
                default -> throw new IllegalStateException(toks[i]);
            }
        }
        int total = 0;
        for (int i = 0; i < 10000; i++) total += arrow(i % 3 == 0 ? "uno" : i % 3 == 1 ? "BB" : "zz");
        System.out.println(total);
    }
}
