package jvmpitest;

// Per-thread method counts with JVMPI thread-local storage, several threads
// (test jvmpi.tlscount_threads): main computes fib(12), then two threads,
// one after the other, fib(10) and fib(5).  fib(n) is entered
// 1 + C(n-1) + C(n-2) times: C(5) = 15, C(10) = 177, C(12) = 465.
public class FibThreads {
    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static final class Worker implements Runnable {
        private final int n;
        int result;

        Worker(int n) {
            this.n = n;
        }

        public void run() {
            result = fib(n);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        System.out.println(fib(12));
        Worker w1 = new Worker(10);
        Thread t1 = new Thread(w1, "worker-1");
        t1.start();
        t1.join();
        Worker w2 = new Worker(5);
        Thread t2 = new Thread(w2, "worker-2");
        t2.start();
        t2.join();
        System.out.println(w1.result);
        System.out.println(w2.result);
    }
}
