import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

// CompletableFuture across threads: supplyAsync/runAsync on the default
// pool and on an executor, async stages, thenCombine of two async
// computations, allOf over many, anyOf, exceptions raised in another
// thread, join/get waiting for them, and timeouts and delays.
public class Conc_CompletableAsync {
    static long slowSum(int n) {
        long s = 0;
        for (int i = 1; i <= n; i++) {
            s += i;
        }
        return s;
    }

    public static void main(String[] args) throws Exception {
        CompletableFuture<Long> a = CompletableFuture.supplyAsync(() -> slowSum(100000));
        CompletableFuture<Long> b = CompletableFuture.supplyAsync(() -> slowSum(1000));
        System.out.println(a.thenCombine(b, Long::sum).thenApply(x -> "combined " + x).join());

        ExecutorService ex = Executors.newFixedThreadPool(3);
        CompletableFuture<String> chain = CompletableFuture.supplyAsync(() -> 21, ex)
                .thenApplyAsync(x -> x * 2, ex)
                .thenComposeAsync(x -> CompletableFuture.supplyAsync(() -> "answer " + x, ex))
                .whenCompleteAsync((v, t) -> { }, ex);
        System.out.println(chain.get(10, TimeUnit.SECONDS));

        List<CompletableFuture<Integer>> many = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            final int k = i;
            many.add(CompletableFuture.supplyAsync(() -> k * k, ex));
        }
        CompletableFuture.allOf(many.toArray(new CompletableFuture<?>[0])).join();
        int total = 0;
        for (CompletableFuture<Integer> f : many) {
            total += f.getNow(0);
        }
        System.out.println("allOf total " + total);

        CompletableFuture<Object> any = CompletableFuture.anyOf(new CompletableFuture<String>(), CompletableFuture.supplyAsync(() -> "first", ex));
        System.out.println("anyOf " + any.join());

        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(() -> {
            throw new IllegalArgumentException("async failure");
        }, ex);
        try {
            failing.join();
        } catch (CompletionException e) {
            System.out.println("join: " + e.getMessage());
        }
        System.out.println(failing.exceptionally(t -> -1).join() + " " + failing.handleAsync((v, t) -> t.getCause().getMessage(), ex).join());

        StringBuffer log = new StringBuffer();
        CompletableFuture<Void> r = CompletableFuture.runAsync(() -> log.append("ran"), ex).thenRunAsync(() -> log.append(" then"));
        r.get();
        System.out.println(log);

        CompletableFuture<String> manual = new CompletableFuture<>();
        CompletableFuture<Integer> len = manual.thenApplyAsync(String::length, ex);
        new Thread(() -> manual.complete("completed elsewhere")).start();
        System.out.println("length " + len.join());

        try {
            new CompletableFuture<String>().orTimeout(20, TimeUnit.MILLISECONDS).join();
        } catch (CompletionException e) {
            System.out.println("orTimeout: " + e);
        }
        System.out.println(new CompletableFuture<String>().completeOnTimeout("default", 10, TimeUnit.MILLISECONDS).join() + " "
                + CompletableFuture.completedFuture("fast").completeOnTimeout("default", 10, TimeUnit.MILLISECONDS).join());
        long t0 = System.nanoTime();
        String delayed = CompletableFuture.supplyAsync(() -> "delayed", CompletableFuture.delayedExecutor(30, TimeUnit.MILLISECONDS, ex)).join();
        System.out.println(delayed + " at least 30 ms later: " + (System.nanoTime() - t0 >= 30_000_000L));
        CompletableFuture<String> completeAsync = new CompletableFuture<String>().completeAsync(() -> "via completeAsync", ex);
        System.out.println(completeAsync.join());
        ex.shutdown();
        System.out.println(ex.awaitTermination(10, TimeUnit.SECONDS));
    }
}
