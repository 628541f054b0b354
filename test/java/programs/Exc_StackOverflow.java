// Deep recursion: a StackOverflowError is caught, the program continues and
// can recurse again; finally blocks run while unwinding; moderate recursion
// depth (2000) must work.
public class Exc_StackOverflow {
    static int depth;
    static int finallies;

    static void down() { depth++; down(); }

    static long sum(int n) { return n == 0 ? 0 : n + sum(n - 1); }

    static void withFinally(int n) {
        try {
            withFinally(n + 1);
        } finally {
            if (n % 1000 == 0) finallies++;
        }
    }

    static int downArgs(long a, double b, Object c, int d) { return downArgs(a + 1, b * 2, c, d + 1) + 1; }

    public static void main(String[] args) {
        try {
            down();
        } catch (StackOverflowError e) {
            System.out.println("caught " + e.getClass().getName() + " deep enough: " + (depth > 1000));
        }
        System.out.println("sum(2000) = " + sum(2000));
        depth = 0;
        try {
            down();
        } catch (StackOverflowError e) {
            System.out.println("again: " + (depth > 1000));
        }
        try {
            withFinally(0);
        } catch (StackOverflowError e) {
            System.out.println("finally blocks ran: " + (finallies > 0));
        }
        try {
            downArgs(0, 1, "x", 0);
        } catch (Error e) {
            System.out.println("wide frames: " + e.getClass().getName());
        }
        System.out.println("sum(1000) = " + sum(1000));
    }
}
