// The thread-dump test's program (named DataDump so that the datadump
// agent presses Ctrl-\ / Ctrl-Break when poke() is entered): two daemon
// threads deadlock on two monitors, a third waits in Object.wait, a fourth
// sleeps; then main pokes, and the dump must show each of them and report
// the deadlock; the program runs on and ends normally.
public class DataDump {
    static final Object first = new Object(), second = new Object(), bell = new Object();

    static void poke() {
    }

    static final Object gate = new Object();
    static int arrived;

    static void lockBoth(Object a, Object b) {
        synchronized (a) {
            synchronized (gate) {
                arrived++;
                gate.notifyAll();
                while (arrived < 2) {
                    try { gate.wait(); } catch (InterruptedException e) { return; }
                }
            }
            synchronized (b) {
                System.out.println("no deadlock (wrong)");
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread alpha = new Thread(() -> lockBoth(first, second), "alpha");
        Thread beta = new Thread(() -> lockBoth(second, first), "beta");
        Thread waiter = new Thread(() -> {
            synchronized (bell) {
                try { bell.wait(); } catch (InterruptedException e) { }
            }
        }, "waiter");
        Thread sleeper = new Thread(() -> {
            try { Thread.sleep(60000); } catch (InterruptedException e) { }
        }, "sleeper");
        for (Thread t : new Thread[] {alpha, beta, waiter, sleeper}) {
            t.setDaemon(true);
            t.start();
        }
        while (alpha.getState() != Thread.State.BLOCKED || beta.getState() != Thread.State.BLOCKED
               || waiter.getState() != Thread.State.WAITING || sleeper.getState() != Thread.State.TIMED_WAITING) {
            Thread.sleep(10);
        }
        poke();
        System.out.println("main goes on after the dump");
    }
}
