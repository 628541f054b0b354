package jvmpitest;

/*
 * The program of the -Xcheck:jvmpi tests (test/jvmpi/check): a thread that
 * has ended and one that waits while `new Trigger()` loads XCheck$Trigger
 * -- the check agents make their mistake in that class's CLASS_LOAD
 * handler -- then some contention, allocation and a collection for HPROF.
 */
public class XCheck {
    static final Object lock = new Object();
    static boolean started, release;
    static int shared;

    static class Trigger {
    }

    static class Worker implements Runnable {
        public void run() {
            synchronized (lock) {
                started = true;
                lock.notifyAll();
                while (!release) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }
    }

    static class Bumper implements Runnable {
        public void run() {
            for (int i = 0; i < 20000; i++) {
                synchronized (lock) {
                    shared++;
                }
            }
        }
    }

    static Object trigger() {
        return new Trigger();
    }

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(new Worker(), "xcheck-worker");
        synchronized (lock) {
            worker.start();
            while (!started) lock.wait();
        }
        // the last thread made before the trigger: no new thread can take
        // over its (freed) JNIEnv before the agents use it
        Thread ended = new Thread(new Bumper(), "xcheck-ended");
        ended.start();
        ended.join();
        System.out.println("XCheck: trigger");
        trigger();
        synchronized (lock) {
            release = true;
            lock.notifyAll();
        }
        worker.join();
        Thread a = new Thread(new Bumper(), "xcheck-a"), b = new Thread(new Bumper(), "xcheck-b");
        a.start();
        b.start();
        a.join();
        b.join();
        long sum = 0;
        for (int i = 0; i < 20000; i++) {
            int[] arr = new int[16 + (i & 63)];
            sum += arr.length + String.valueOf(i).length();
        }
        System.gc();
        System.out.println("XCheck: done " + shared + " " + sum);
    }
}
