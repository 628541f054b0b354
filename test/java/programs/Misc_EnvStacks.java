/*
 * System.getenv() as a whole map (unmodifiable, agreeing with getenv(name)),
 * Thread.getStackTrace of other threads (waiting, sleeping, not started,
 * ended) and Thread.getAllStackTraces (keys are live threads; only this
 * program's own frames are printed, the library's differ by design).
 */
import java.util.Map;

public class Misc_EnvStacks {
    static void show(String what, StackTraceElement[] st) {
        StringBuilder sb = new StringBuilder(what).append(':');
        for (StackTraceElement e : st) {
            String c = e.getClassName();
            if (c.startsWith("java.") || c.contains("$$Lambda")) {
                continue;
            }
            sb.append(' ').append(c).append('.').append(e.getMethodName()).append(':').append(e.getLineNumber());
        }
        System.out.println(sb);
    }

    static void deep(int n, Object lock) throws InterruptedException {
        if (n > 0) {
            deep(n - 1, lock);
            return;
        }
        synchronized (lock) {
            lock.notifyAll();
            lock.wait();
        }
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> env = System.getenv();
        boolean agree = true;
        for (Map.Entry<String, String> e : env.entrySet()) {
            if (!e.getValue().equals(System.getenv(e.getKey()))) {
                agree = false;
            }
        }
        System.out.println("env agrees with getenv(name): " + agree + ", same map: " + (env == System.getenv()));
        System.out.println("PATH present: " + env.containsKey("PATH") + ", missing: " + env.get("LANTERN_SURELY_UNSET_VAR"));
        try {
            env.put("X", "Y");
        } catch (UnsupportedOperationException e) {
            System.out.println("put: " + e);
        }
        try {
            env.remove("PATH");
        } catch (UnsupportedOperationException e) {
            System.out.println("remove: " + e);
        }
        try {
            env.entrySet().iterator().next().setValue("v");
        } catch (UnsupportedOperationException e) {
            System.out.println("setValue: " + e);
        }
        try {
            System.getenv(null);
        } catch (NullPointerException e) {
            System.out.println("getenv(null): " + e);
        }

        Object lock = new Object();
        Thread waiter = new Thread(() -> {
            try {
                deep(3, lock);
            } catch (InterruptedException e) {
                /* ended by the interrupt */
            }
        }, "waiter");
        waiter.setDaemon(true);
        synchronized (lock) {
            waiter.start();
            lock.wait();
        }
        /* it has let go of the lock in wait() once this one can take it */
        synchronized (lock) {
            show("waiter", waiter.getStackTrace());
        }
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                /* ended by the interrupt */
            }
        }, "sleeper");
        sleeper.setDaemon(true);
        sleeper.start();
        while (sleeper.getState() != Thread.State.TIMED_WAITING) {
            Thread.sleep(5);
        }
        show("sleeper", sleeper.getStackTrace());
        Thread unstarted = new Thread(() -> { }, "unstarted");
        System.out.println("unstarted: " + unstarted.getStackTrace().length);

        Map<Thread, StackTraceElement[]> all = Thread.getAllStackTraces();
        System.out.println("all has main " + all.containsKey(Thread.currentThread()) + ", waiter " + all.containsKey(waiter)
                + ", sleeper " + all.containsKey(sleeper) + ", unstarted " + all.containsKey(unstarted));
        boolean allAlive = true;
        for (Thread t : all.keySet()) {
            allAlive &= t.isAlive();
        }
        System.out.println("all alive: " + allAlive);
        show("main", all.get(Thread.currentThread()));
        show("waiter in all", all.get(waiter));

        sleeper.interrupt();
        sleeper.join();
        System.out.println("ended: " + sleeper.getStackTrace().length + " " + Thread.getAllStackTraces().containsKey(sleeper));
        show("self", Thread.currentThread().getStackTrace());
    }
}
