/*
 * JvmpiDemo.java -- the program the sample agents of demo/jvmpi watch.
 *
 * Each part gives one agent something it can find exactly:
 *   alloc    50000 JvmpiDemo$Point objects in 10 JvmpiDemo$Point[5000]
 *            arrays                                         (alloccount)
 *   calls    fib(4), an exception caught one frame up, and a thread named
 *            "worker" that computes square(7)               (calltrace)
 *   contend  three threads block on the JvmpiDemo$Lock that main holds;
 *            a fourth waits on a JvmpiDemo$Mailbox until main posts a
 *            letter                                          (monwatch)
 *   hot      about a second of arithmetic in JvmpiDemo.hot  (sampler)
 *
 *   java JvmpiDemo [part...]    the parts named, or all four in this order
 *
 * No lambdas and no string concatenation with '+': both make classes at
 * run time whose names would show up in the agents' output.
 */
public class JvmpiDemo {
    static final class Point {
        final int x, y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }
    }

    static final class Lock {
    }

    static final class Mailbox {
        String letter;
    }

    /* The monitor the contend part fights over (made in <clinit>). */
    static final Lock LOCK = new Lock();
    static int entered;

    public static void main(String[] args) throws Exception {
        String[] parts = args.length > 0 ? args : new String[] {"alloc", "calls", "contend", "hot"};
        for (String p : parts) {
            switch (p) {
            case "alloc":
                alloc();
                break;
            case "calls":
                calls();
                break;
            case "contend":
                contend();
                break;
            case "hot":
                hot();
                break;
            default:
                System.out.println("usage: java JvmpiDemo [alloc] [calls] [contend] [hot]");
                System.exit(2);
            }
        }
    }

    // ---- alloc ------------------------------------------------------------

    static void alloc() {
        long sum = 0;
        for (int a = 0; a < 10; a++) {
            Point[] row = new Point[5000];
            for (int i = 0; i < row.length; i++)
                row[i] = new Point(i, a);
            sum += row[row.length - 1].x + row[0].y;
        }
        System.out.println(String.format("alloc: 50000 points in 10 arrays (sum %d)", sum));
    }

    // ---- calls ------------------------------------------------------------

    static final class Worker extends Thread {
        int result;

        Worker() {
            super("worker");
        }

        @Override
        public void run() {
            result = square(7);
        }
    }

    static void calls() throws InterruptedException {
        int f = fib(4);
        int q = safeDivide(1, 0);
        Worker w = new Worker();
        w.start();
        w.join();
        System.out.println(String.format("calls: fib(4) = %d, safeDivide(1, 0) = %d, square(7) = %d", f, q, w.result));
    }

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static int divide(int a, int b) {
        return a / b;
    }

    static int safeDivide(int a, int b) {
        try {
            return divide(a, b);
        } catch (ArithmeticException e) {
            return 0;
        }
    }

    static int square(int n) {
        return n * n;
    }

    // ---- contend ----------------------------------------------------------

    static final class Contender extends Thread {
        Contender(int i) {
            super(String.format("contender-%d", i));
        }

        @Override
        public void run() {
            synchronized (LOCK) {
                entered++;
            }
        }
    }

    static final class Reader extends Thread {
        final Mailbox box;
        String got;

        Reader(Mailbox box) {
            super("reader");
            this.box = box;
        }

        @Override
        public void run() {
            synchronized (box) {
                while (box.letter == null) {
                    try {
                        box.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                got = box.letter;
            }
        }
    }

    static void contend() throws InterruptedException {
        Contender[] cs = new Contender[3];
        synchronized (LOCK) {
            for (int i = 0; i < cs.length; i++) {
                cs[i] = new Contender(i);
                cs[i].start();
            }
            // each contender blocks once: three contended enters exactly
            for (Contender c : cs)
                while (c.getState() != Thread.State.BLOCKED)
                    Thread.yield();
        }
        for (Contender c : cs)
            c.join();

        Mailbox box = new Mailbox();
        Reader r = new Reader(box);
        r.start();
        while (r.getState() != Thread.State.WAITING)
            Thread.yield();
        synchronized (box) {
            box.letter = "hello";
            box.notifyAll();
        }
        r.join();
        System.out.println(String.format("contend: %d threads entered the lock, the reader got %s", entered, r.got));
    }

    // ---- hot --------------------------------------------------------------

    static long hot() {
        long x = 0;
        long end = System.nanoTime() + 1_000_000_000L;
        while (System.nanoTime() < end)
            for (int i = 0; i < 20000; i++)
                x = x * 31 + i;
        System.out.println("hot: one second of arithmetic");
        return x;
    }
}
