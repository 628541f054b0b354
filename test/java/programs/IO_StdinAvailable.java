import java.io.BufferedReader;
import java.io.InputStreamReader;

/* System.in redirected from a file (IO_StdinAvailable.stdin): available()
 * counts what is left, as the JDK does, and Object.wait / Thread.sleep with
 * the longest timeouts wait instead of returning at once. */
public class IO_StdinAvailable {
    public static void main(String[] args) throws Exception {
        System.out.println("available before reading: " + System.in.available());
        int first = System.in.read();
        System.out.println("first byte '" + (char) first + "', then available: " + System.in.available());
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
        String line;
        int lines = 0;
        while ((line = r.readLine()) != null) lines++;
        System.out.println(lines + " more lines, available at the end: " + System.in.available());

        Object lock = new Object();
        Thread notifier = new Thread(() -> {
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
            }
            synchronized (lock) {
                lock.notifyAll();
            }
        });
        long t0 = System.nanoTime();
        synchronized (lock) {
            notifier.start();
            lock.wait(Long.MAX_VALUE);
        }
        System.out.println("wait(Long.MAX_VALUE) waited for the notify: " + ((System.nanoTime() - t0) / 1000000 >= 150));
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(Long.MAX_VALUE);
                System.out.println("sleep(Long.MAX_VALUE) returned");
            } catch (InterruptedException e) {
                System.out.println("sleep(Long.MAX_VALUE) interrupted");
            }
        });
        t0 = System.nanoTime();
        sleeper.start();
        Thread.sleep(200);
        sleeper.interrupt();
        sleeper.join();
        System.out.println("it slept until interrupted: " + ((System.nanoTime() - t0) / 1000000 >= 150));
    }
}
