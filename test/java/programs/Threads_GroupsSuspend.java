import java.util.concurrent.CountDownLatch;

/* ThreadGroup's enumerations and counts, Thread.activeCount/enumerate, and
 * the deprecated suspend/resume (still working in 17). */
public class Threads_GroupsSuspend {
    static volatile long counter;
    static volatile boolean stop;

    public static void main(String[] args) throws Exception {
        ThreadGroup main = Thread.currentThread().getThreadGroup();
        ThreadGroup workers = new ThreadGroup("workers");
        ThreadGroup inner = new ThreadGroup(workers, "inner");
        CountDownLatch started = new CountDownLatch(3), release = new CountDownLatch(1);
        Runnable waiter = () -> {
            started.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
            }
        };
        Thread a = new Thread(workers, waiter, "worker-a");
        Thread b = new Thread(workers, waiter, "worker-b");
        Thread c = new Thread(inner, waiter, "inner-c");
        Thread notStarted = new Thread(workers, waiter, "never-started");
        a.start();
        b.start();
        c.start();
        started.await();

        System.out.println("main group: " + main + ", parent " + main.getParent().getName());
        System.out.println("workers active " + workers.activeCount() + ", groups " + workers.activeGroupCount()
                + "; inner active " + inner.activeCount());
        Thread[] list = new Thread[10];
        int n = workers.enumerate(list, false);
        System.out.print("workers, not recursing: " + n + ":");
        for (int i = 0; i < n; i++) System.out.print(" " + list[i].getName());
        System.out.println();
        n = workers.enumerate(list);
        System.out.print("workers, recursing: " + n + ":");
        for (int i = 0; i < n; i++) System.out.print(" " + list[i].getName());
        System.out.println();
        Thread[] two = new Thread[2];
        System.out.println("into an array of 2: " + workers.enumerate(two));
        ThreadGroup[] groups = new ThreadGroup[5];
        n = main.enumerate(groups);
        System.out.print("groups under main: " + n + ":");
        for (int i = 0; i < n; i++) System.out.print(" " + groups[i].getName());
        System.out.println();
        n = Thread.enumerate(list);
        System.out.print("Thread.enumerate from main: " + n + ":");
        for (int i = 0; i < n; i++) System.out.print(" " + list[i].getName());
        System.out.println(" (activeCount " + Thread.activeCount() + ")");
        workers.list();
        release.countDown();
        a.join();
        b.join();
        c.join();
        System.out.println("after they ended: workers active " + workers.activeCount() + ", " + notStarted.getState());

        Thread spinner = new Thread(() -> {
            while (!stop) counter++;
        }, "spinner");
        spinner.start();
        while (counter == 0) Thread.onSpinWait();
        spinner.suspend();
        long at = counter;
        Thread.sleep(100);
        System.out.println("suspended: counter still " + (counter == at) + ", state " + spinner.getState()
                + ", alive " + spinner.isAlive());
        spinner.resume();
        while (counter == at) Thread.onSpinWait();
        System.out.println("resumed: counter moves again");
        stop = true;
        spinner.join();
        notStarted.suspend();
        notStarted.resume();
        System.out.println("suspend/resume of a thread not started: nothing happens");
    }
}
