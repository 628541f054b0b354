package jvmpitest;

// Per-thread method counts with JVMPI thread-local storage (tests
// jvmpi.tlscount and jvmpi.jdk_jni_h), one thread: main computes fib(12)
// and, through a Worker, fib(10).  fib(n) is entered 1 + C(n-1) + C(n-2)
// times: C(10) = 177, C(12) = 465.  (FibThreads: the same with threads.)
public class Fib {
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

    public static void main(String[] args) {
        System.out.println(fib(12));
        Worker w = new Worker(10);
        w.run();
        System.out.println(w.result);
    }
}
