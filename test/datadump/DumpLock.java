// The program of the dumplock test: twenty times, poke() (at whose entry
// the agent presses Ctrl-\ / Ctrl-Break and waits for the dump to finish)
// then 20 ms of work, while the agent's sampler thread suspends and
// samples main under the agent's lock.
public class DumpLock {
    static volatile long sink;

    static void poke() {
    }

    static void work(long ms) {
        long end = System.nanoTime() + ms * 1_000_000L;
        long x = 0;
        while (System.nanoTime() < end) {
            x++;
        }
        sink += x;
    }

    public static void main(String[] args) {
        for (int i = 0; i < 20; i++) {
            poke();
            work(20);
        }
        System.out.println("done");
    }
}
