/*
 * cpu=samples test program: the main thread spins in spin() for about
 * 1.5 s while a second thread sleeps; spin() must rank first.  Line
 * numbers matter to checks/java.cpu_samples.cmake.
 */
public class HotSpin {
    static volatile long sink;

    static long spin(long until) {
        long s = 0;
        while (System.nanoTime() < until) {
            for (int i = 0; i < 10_000; i++) {
                s += (long) i * i % 7;
            }
        }
        return s;
    }

    public static void main(String[] args) throws Exception {
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(1000);
            } catch (InterruptedException e) {
                // not expected
            }
        }, "sleeper");
        sleeper.start();
        sink = spin(System.nanoTime() + 1_500_000_000L);
        sleeper.join();
        System.out.println("done");
    }
}
