/*
 * Flame-graph test program: main -> work -> deep (8 calls down) -> hot()
 * does four times the work of main -> work -> warm(), so hot() has about
 * 80% of the CPU and warm() 20%, with hot's stacks deeper than HPROF's
 * default depth=4.  Both loops are the same code, called few times, so
 * that cpu=samples and cpu=times see the same shares.
 */
public class HotWarm {
    static volatile long sink;

    static long hot(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            s += (long) i * i % 7;
        }
        return s;
    }

    static long warm(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            s += (long) i * i % 7;
        }
        return s;
    }

    static long deep(int levels, int n) {
        return levels == 0 ? hot(n) : deep(levels - 1, n) + 1;
    }

    static void work(int rounds, int n) {
        for (int r = 0; r < rounds; r++) {
            sink += deep(7, 4 * n);
            sink += warm(n);
        }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        work(10, n);
        System.out.println("done");
    }
}
