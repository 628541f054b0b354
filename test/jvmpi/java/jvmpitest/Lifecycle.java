package jvmpitest;

// VM lifecycle events (test jvmpi.lifecycle_threads): JVM_INIT_DONE and the main
// thread's THREAD_START before main runs; a worker thread that starts and
// ends; a daemon thread that never ends and keeps calling spin() while the
// VM shuts down; THREAD_END of main, then JVM_SHUT_DOWN, then nothing.
public class Lifecycle {
    static volatile boolean started;
    static volatile long spins;

    static void spin() {
        spins++;
    }

    static final class Spinner implements Runnable {
        public void run() {
            started = true;
            while (true) {
                spin();
            }
        }
    }

    static final class Worker implements Runnable {
        public void run() {
            spin();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread s = new Thread(new Spinner(), "spinner");
        s.setDaemon(true);
        s.start();
        while (!started) {
            Thread.sleep(1);
        }
        Thread w = new Thread(new Worker(), "worker");
        w.start();
        w.join();
        System.out.println("main done");
    }
}
