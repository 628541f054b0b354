/*
 * cpu=times test program: burn() does nearly all the work in 3 calls,
 * light() is called 200 times and does nearly none.  Few calls in all, so
 * that the profiler's own per-call cost (large under Wine, whose thread
 * clock is a server call) cannot change the ranking.  Line numbers matter
 * to checks/java.cpu_times.cmake.
 */
public class CpuBurn {
    static long burn(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            s += (long) i * i % 7;
        }
        return s;
    }

    static long light(int n) {
        return n * 2L;
    }

    public static void main(String[] args) {
        long s = 0;
        for (int i = 0; i < 3; i++) {
            s += burn(10_000_000);
        }
        for (int i = 0; i < 200; i++) {
            s += light(i);
        }
        System.out.println("done " + s);
    }
}
