// tableswitch and lookupswitch: negative keys, sparse keys including the
// int extremes, fall-through, default in the middle, char and String switch.
public class Switch_Tables {
    static String dense(int k) {
        switch (k) {
            case -3: return "minus three";
            case -2: return "minus two";
            case -1: return "minus one";
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 4: return "four";
            default: return "other(" + k + ")";
        }
    }

    static String sparse(int k) {
        switch (k) {
            case Integer.MIN_VALUE: return "min";
            case -1000000: return "-1e6";
            case -5: return "-5";
            case 17: return "17";
            case 4096: return "4096";
            case 99999: return "99999";
            case Integer.MAX_VALUE: return "max";
            default: return "none";
        }
    }

    static int fall(int k) {
        int r = 0;
        switch (k) {
            case 1: r += 1;
            case 2: r += 10;
            default: r += 100;
            case 3: r += 1000;
                break;
            case 4: r += 10000;
        }
        return r;
    }

    static int chars(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u': return 1;
            case '\u0000': return -1;
            case '\uffff': return -2;
            case ' ': return 0;
            default: return 2;
        }
    }

    static int strings(String s) {
        switch (s) {
            case "Aa": return 1;   // "Aa" and "BB" have the same hashCode
            case "BB": return 2;
            case "": return 3;
            case "hello": return 4;
            case "polygenelubricants": return 5;
            default: return 0;
        }
    }

    static String arrow(int k) {
        return switch (k) {
            case 10, 20, 30 -> "tens";
            case -10 -> "neg";
            default -> {
                String t = "x" + k;
                yield t;
            }
        };
    }

    public static void main(String[] args) {
        for (int k = -5; k <= 6; k++) System.out.print(dense(k) + "; ");
        System.out.println();
        int[] probes = {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -1000000, -5, -4, 0, 17, 18, 4096, 99999, 100000, Integer.MAX_VALUE - 1, Integer.MAX_VALUE};
        for (int k : probes) System.out.print(sparse(k) + " ");
        System.out.println();
        for (int k = 0; k <= 5; k++) System.out.print(fall(k) + " ");
        System.out.println();
        String text = "a quiet evening\u0000\uffff";
        int sum = 0;
        for (int i = 0; i < text.length(); i++) sum = sum * 3 + chars(text.charAt(i));
        System.out.println("chars " + sum);
        for (String s : new String[] {"Aa", "BB", "", "hello", "polygenelubricants", "AaAa", "C#"}) System.out.print(strings(s) + " ");
        System.out.println();
        System.out.println(arrow(10) + " " + arrow(30) + " " + arrow(-10) + " " + arrow(7));
        long big = 1L << 40;
        switch ((int) big) { case 0: System.out.println("l2i is 0"); break; default: System.out.println("l2i nonzero"); }
        byte by = (byte) 200;
        switch (by) { case -56: System.out.println("byte -56"); break; default: System.out.println("byte other"); }
    }
}
