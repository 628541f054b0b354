import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

// Executors with real threads: futures from a fixed pool, invokeAll and
// invokeAny, task exceptions through Future.get, pool thread names, the
// rejection policies and RejectedExecutionException's message shape,
// shutdown/shutdownNow/awaitTermination, a cached and a single-thread pool.
public class Conc_Executors {
    static String noHash(String s) {
        return s.replaceAll("@[0-9a-f]+", "@H");
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Long>> fs = new ArrayList<>();
        for (int t = 0; t < 10; t++) {
            final long from = t * 1000L;
            fs.add(pool.submit(() -> {
                long s = 0;
                for (long i = from; i < from + 1000; i++) {
                    s += i;
                }
                return s;
            }));
        }
        long total = 0;
        for (Future<Long> f : fs) {
            total += f.get();
        }
        System.out.println("total " + total);

        List<Callable<String>> tasks = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            final int k = i;
            tasks.add(() -> "task" + k + ":" + Thread.currentThread().getName().startsWith("pool-"));
        }
        for (Future<String> f : pool.invokeAll(tasks)) {
            System.out.println(f.isDone() + " " + f.get());
        }
        List<Callable<String>> mostlyFail = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int k = i;
            mostlyFail.add(() -> {
                if (k != 2) {
                    throw new IllegalStateException("no " + k);
                }
                return "winner " + k;
            });
        }
        System.out.println(pool.invokeAny(mostlyFail));
        try {
            pool.invokeAny(List.<Callable<String>>of(() -> {
                throw new IllegalStateException("all fail");
            }));
        } catch (ExecutionException e) {
            System.out.println("invokeAny: " + e.getCause());
        }
        Future<?> boom = pool.submit(() -> {
            throw new ArithmeticException("in task");
        });
        try {
            boom.get();
        } catch (ExecutionException e) {
            System.out.println(e.getMessage());
        }
        Future<String> named = pool.submit(() -> Thread.currentThread().getName());
        String name = named.get();
        System.out.println(name.matches("pool-\\d+-thread-[1-4]") + " " + Thread.currentThread().getName());
        ThreadPoolExecutor tpe = (ThreadPoolExecutor) pool;
        System.out.println(tpe.getCorePoolSize() + " " + tpe.getMaximumPoolSize() + " " + tpe.getPoolSize() + " " + tpe.getQueue().size());
        pool.shutdown();
        System.out.println(pool.isShutdown() + " " + pool.awaitTermination(10, TimeUnit.SECONDS) + " " + pool.isTerminated()
                + " " + tpe.getCompletedTaskCount() + " " + noHash(tpe.toString()));
        try {
            pool.submit(() -> 1);
        } catch (RejectedExecutionException e) {
            System.out.println(noHash(e.getMessage()).replaceAll("Task .* rejected", "Task T rejected"));
        }
        try {
            pool.execute(new Runnable() {
                public String toString() {
                    return "MyTask";
                }

                public void run() {
                }
            });
        } catch (RejectedExecutionException e) {
            System.out.println(noHash(e.getMessage()));
        }

        // A pool of 1 with a queue of 1: the third task is rejected or run by the caller.
        for (String policy : new String[] {"abort", "callerRuns", "discard", "discardOldest"}) {
            ThreadPoolExecutor small = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>(1));
            switch (policy) {
                case "callerRuns": small.setRejectedExecutionHandler(new ThreadPoolExecutor.CallerRunsPolicy()); break;
                case "discard": small.setRejectedExecutionHandler(new ThreadPoolExecutor.DiscardPolicy()); break;
                case "discardOldest": small.setRejectedExecutionHandler(new ThreadPoolExecutor.DiscardOldestPolicy()); break;
                default: break;
            }
            java.util.concurrent.CountDownLatch gate = new java.util.concurrent.CountDownLatch(1);
            java.util.concurrent.CountDownLatch running = new java.util.concurrent.CountDownLatch(1);
            List<String> ran = java.util.Collections.synchronizedList(new ArrayList<>());
            small.execute(() -> {
                try {
                    running.countDown();
                    gate.await();
                } catch (InterruptedException e) {
                }
                ran.add("first");
            });
            running.await();
            small.execute(() -> ran.add("second"));
            try {
                small.execute(() -> ran.add("third@" + (Thread.currentThread().getName().equals("main") ? "main" : "pool")));
            } catch (RejectedExecutionException e) {
                System.out.println(policy + ": " + noHash(e.getMessage()).replaceAll("Task .* rejected", "Task T rejected"));
            }
            gate.countDown();
            small.shutdown();
            small.awaitTermination(10, TimeUnit.SECONDS);
            List<String> sorted = new ArrayList<>(ran);
            java.util.Collections.sort(sorted);
            System.out.println(policy + " ran " + sorted);
        }

        ExecutorService cached = Executors.newCachedThreadPool();
        AtomicInteger hits = new AtomicInteger();
        List<Future<?>> cf = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            cf.add(cached.submit(hits::incrementAndGet));
        }
        for (Future<?> f : cf) {
            f.get();
        }
        System.out.println("cached " + hits.get() + " " + ((ThreadPoolExecutor) cached).getCorePoolSize());
        List<Runnable> never = cached.shutdownNow();
        System.out.println(never.size() + " " + cached.awaitTermination(10, TimeUnit.SECONDS));

        ExecutorService single = Executors.newSingleThreadExecutor();
        StringBuilder order = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            final int k = i;
            single.execute(() -> order.append(k));
        }
        single.submit(() -> { }).get();
        System.out.println("single " + order);
        ThreadPoolExecutor stopper = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>());
        java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(1);
        stopper.execute(() -> {
            started.countDown();
            try {
                Thread.sleep(60000);
            } catch (InterruptedException e) {
                System.out.println("worker interrupted by shutdownNow");
            }
        });
        stopper.execute(() -> System.out.println("never runs"));
        started.await();
        System.out.println("drained " + stopper.shutdownNow().size() + " " + stopper.awaitTermination(10, TimeUnit.SECONDS));
        single.shutdown();
        System.out.println(single.awaitTermination(10, TimeUnit.SECONDS));
        try {
            new ThreadPoolExecutor(2, 1, 0, TimeUnit.SECONDS, new SynchronousQueue<>());
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
    }
}
