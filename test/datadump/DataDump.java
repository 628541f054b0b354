// The program of the datadump test: the agent presses Ctrl-\ (Ctrl-Break)
// when poke() is entered; the first dump must find main spinning in a loop
// (stopped at a backward-branch safepoint poll), the second sleeping
// (blocked in native code, which never holds a safepoint up); the program
// runs on and ends normally.
public class DataDump {
    static volatile long sink;

    static void poke() {
    }

    static void spin(long ms) {
        long end = System.nanoTime() + ms * 1_000_000L;
        long x = 0;
        while (System.nanoTime() < end) {
            x++;
        }
        sink = x;
    }

    static void sleepy(int n) throws InterruptedException {
        for (int i = 0; i < n; i++) Thread.sleep(50);
    }

    public static void main(String[] args) throws Exception {
        poke();
        spin(3000);
        poke();
        sleepy(60);
        System.out.println("done");
    }
}
