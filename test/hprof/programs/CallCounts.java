/*
 * cpu=old's program: known call counts per (callee, caller) pair.  work()
 * is called 1000 times from hot() (from two call sites, 600 + 400, which
 * the -prof table counts as one pair) and 7 times from cold().  No string
 * concatenation, so no library calls beyond println's.
 */
public class CallCounts {
    static int work(int i) {
        return i * 3 + 1;
    }

    static int hot() {
        int s = 0;
        for (int i = 0; i < 600; i++)
            s += work(i);
        for (int i = 0; i < 400; i++)
            s += work(i);
        return s;
    }

    static int cold() {
        int s = 0;
        for (int i = 0; i < 7; i++)
            s += work(i);
        return s;
    }

    public static void main(String[] args) {
        System.out.println(hot() + cold());
    }
}
