package jvmpitest;

// MONITOR_DUMP (test jvmpi.monitordump): "waiter" waits on LOCK, then
// "holder" takes LOCK and sleeps holding it, then "blocked" blocks entering
// it; then main sleeps 43 ms, and the agent asks for the dump in that
// MONITOR_WAIT.  Then everything is let go.
public class MonitorDump {
    static final class Lock {
    }

    static final Lock LOCK = new Lock();
    static volatile boolean release;

    static void sink(String s) {
        if (s.isEmpty()) {
            System.out.println("?");
        }
    }

    static void await(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s) {
            Thread.sleep(1);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        // loaded here: two threads loading it at once can fail (a VM bug)
        sink(InterruptedException.class.getName());
        Thread waiter = new Thread(() -> {
            synchronized (LOCK) {
                while (!release) {
                    try {
                        LOCK.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "waiter");
        Thread holder = new Thread(() -> {
            synchronized (LOCK) {
                try {
                    Thread.sleep(600_000);
                } catch (InterruptedException e) {
                    // the end
                }
            }
        }, "holder");
        Thread blocked = new Thread(() -> {
            synchronized (LOCK) {
                release = true;
            }
        }, "blocked");
        waiter.start();
        await(waiter, Thread.State.WAITING);
        holder.start();
        await(holder, Thread.State.TIMED_WAITING);
        blocked.start();
        await(blocked, Thread.State.BLOCKED);
        Thread.sleep(43);
        holder.interrupt();
        holder.join();
        blocked.join();
        synchronized (LOCK) {
            release = true;
            LOCK.notifyAll();
        }
        waiter.join();
        System.out.println("done");
    }
}
