import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;
import java.util.concurrent.TimeUnit;

// Fork/join: the sum of 1..10^6 split recursively on the common pool and
// on a pool of 3, a RecursiveAction filling an array, invokeAll, a
// Fibonacci with deep nesting, exceptions from a subtask, and adapters.
public class Conc_ForkJoin {
    static final class Sum extends RecursiveTask<Long> {
        final int lo;
        final int hi;

        Sum(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected Long compute() {
            if (hi - lo < 5000) {
                long s = 0;
                for (int i = lo; i <= hi; i++) {
                    s += i;
                }
                return s;
            }
            int mid = (lo + hi) >>> 1;
            Sum left = new Sum(lo, mid);
            Sum right = new Sum(mid + 1, hi);
            left.fork();
            return right.compute() + left.join();
        }
    }

    static final class Square extends RecursiveAction {
        final long[] a;
        final int lo;
        final int hi;

        Square(long[] a, int lo, int hi) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected void compute() {
            if (hi - lo <= 1000) {
                for (int i = lo; i < hi; i++) {
                    a[i] = (long) i * i;
                }
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new Square(a, lo, mid), new Square(a, mid, hi));
        }
    }

    static final class Fib extends RecursiveTask<Integer> {
        final int n;

        Fib(int n) {
            this.n = n;
        }

        @Override
        protected Integer compute() {
            if (n <= 12) {
                return slow(n);
            }
            Fib f1 = new Fib(n - 1);
            f1.fork();
            Fib f2 = new Fib(n - 2);
            return f2.compute() + f1.join();
        }

        static int slow(int n) {
            return n <= 1 ? n : slow(n - 1) + slow(n - 2);
        }
    }

    static final class Failing extends RecursiveTask<Integer> {
        final int depth;

        Failing(int depth) {
            this.depth = depth;
        }

        @Override
        protected Integer compute() {
            if (depth == 0) {
                throw new IllegalStateException("leaf failed");
            }
            Failing sub = new Failing(depth - 1);
            sub.fork();
            return sub.join() + 1;
        }
    }

    // How many copies wrap a failure depends on which threads ran the tasks (on the JDK too): print the original.
    static String root(Throwable t) {
        while (t.getCause() != null) {
            t = t.getCause();
        }
        return t.toString();
    }

    public static void main(String[] args) throws Exception {
        System.out.println("common sum " + ForkJoinPool.commonPool().invoke(new Sum(1, 1000000)));
        ForkJoinPool pool = new ForkJoinPool(3);
        System.out.println("pool sum " + pool.invoke(new Sum(1, 1000000)) + " parallelism " + pool.getParallelism());
        System.out.println("direct invoke " + new Sum(1, 100).invoke());

        long[] a = new long[20000];
        pool.invoke(new Square(a, 0, a.length));
        long check = 0;
        for (long v : a) {
            check += v;
        }
        System.out.println("squares " + check + " " + a[19999]);
        System.out.println("fib(27) " + pool.invoke(new Fib(27)));

        List<Sum> parts = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            parts.add(new Sum(i * 100 + 1, (i + 1) * 100));
        }
        long viaAll = pool.submit(() -> {
            long s = 0;
            for (Sum p : ForkJoinTask.invokeAll(parts)) {
                s += p.join();
            }
            return s;
        }).get();
        System.out.println("invokeAll " + viaAll);

        try {
            pool.invoke(new Failing(5));
        } catch (IllegalStateException e) {
            System.out.println("failed: " + root(e));
        }
        ForkJoinTask<?> failing = pool.submit(new Failing(3));
        try {
            failing.get();
        } catch (java.util.concurrent.ExecutionException e) {
            System.out.println("get: " + root(e) + " " + failing.isCompletedAbnormally() + " " + root(failing.getException()));
        }
        ForkJoinTask<String> adapted = ForkJoinTask.adapt(() -> "callable");
        System.out.println(pool.invoke(adapted) + " " + adapted.isDone() + " " + adapted.isCompletedNormally());
        StringBuilder sb = new StringBuilder();
        pool.submit(() -> sb.append("runnable")).get();
        System.out.println(sb);
        pool.shutdown();
        System.out.println(pool.awaitTermination(10, TimeUnit.SECONDS) + " " + pool.isShutdown());
    }
}
