// Boolean logic and conditions: short-circuit evaluation with side effects,
// non-short-circuit & | ^ on booleans, nested ternaries with numeric
// promotion, comparisons of references, null checks, labelled loops.
public class Bc_Logic {
    static int calls;
    static boolean t(String s) { calls++; System.out.print(s); return true; }
    static boolean f(String s) { calls++; System.out.print(s); return false; }

    public static void main(String[] args) {
        boolean r1 = f("a") && t("b");
        boolean r2 = t("c") || f("d");
        boolean r3 = f("e") & t("f");
        boolean r4 = t("g") | f("h");
        boolean r5 = t("i") ^ t("j");
        boolean r6 = !(f("k") || f("l")) && (t("m") || t("n"));
        System.out.println(" -> " + r1 + r2 + r3 + r4 + r5 + r6 + " calls " + calls);
        int x = 5;
        long lx = x > 3 ? 10L : 'c';
        char ch = true ? 'x' : 0;
        Object o1 = x > 3 ? 1 : 2.0;
        Object o2 = x > 3 ? (Object) 1 : 2.0;
        Object o3 = x < 3 ? 'a' : 98;
        int nested = x > 10 ? 1 : x > 4 ? x > 5 ? 2 : 3 : 4;
        System.out.println(lx + " " + ch + " " + o1 + " " + o2 + " " + o3 + " " + nested);
        Object a = new Object(), b = a, c = new Object(), n = null;
        System.out.println((a == b) + " " + (a != c) + " " + (n == null) + " " + (a != null) + " " + (n instanceof Object));
        int found = -1;
        outer:
        for (int i = 0; i < 10; i++) {
            for (int j = 0; j < 10; j++) {
                if (j > i) continue outer;
                if (i * j == 42) { found = i * 100 + j; break outer; }
            }
        }
        System.out.println("found " + found);
        int k = 0, steps = 0;
        do { k += 3; steps++; } while (k % 7 != 0);
        System.out.println("do-while " + k + " " + steps);
        long acc = 0;
        for (long i = Integer.MAX_VALUE - 2L; i <= Integer.MAX_VALUE + 2L; i++) acc += i;
        System.out.println("long loop " + acc);
        int wrap = 0;
        for (int i = Integer.MAX_VALUE - 3; i > 0; i++) wrap++;
        System.out.println("int wraps after " + wrap);
        int bits = 0;
        for (int i = 0, j = 100; i < j; i += 7, j -= 3) bits ^= i * j;
        System.out.println("two vars " + bits);
        block: {
            if (bits != 0) break block;
            System.out.println("not printed");
        }
        int cnt = 0;
        while (true) { if (++cnt >= 17) break; }
        System.out.println("while(true) " + cnt);
        boolean[] flags = {true, false, true};
        int mask = 0;
        for (int i = 0; i < flags.length; i++) mask |= (flags[i] ? 1 : 0) << i;
        System.out.println("mask " + mask + " " + (flags[0] == flags[2]) + " " + (flags[0] != flags[1]));
    }
}
