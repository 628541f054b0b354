import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

// FutureTask states run in the calling thread: a normal result, an
// exception (ExecutionException with the cause), cancel before run, a task
// runs at most once, get with timeout on an unfinished task, done(), and the
// toString suffixes.
public class Conc_FutureTask {
    static String state(Object o) {
        String s = o.toString();
        return s.substring(s.indexOf('['));
    }

    public static void main(String[] args) throws Exception {
        int[] calls = {0};
        FutureTask<Integer> ok = new FutureTask<>(() -> {
            calls[0]++;
            return 6 * 7;
        }) {
            @Override
            protected void done() {
                System.out.println("done() isDone=" + isDone());
            }
        };
        System.out.println(ok.isDone() + " " + ok.isCancelled());
        try {
            ok.get(1, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timeout: " + e);
        }
        ok.run();
        ok.run();
        System.out.println(ok.get() + " " + ok.get(0, TimeUnit.SECONDS) + " calls=" + calls[0] + " " + ok.isDone() + " " + ok.cancel(true) + " " + state(ok));

        FutureTask<String> bad = new FutureTask<>(() -> {
            throw new IllegalStateException("boom");
        });
        bad.run();
        try {
            bad.get();
        } catch (ExecutionException e) {
            System.out.println(e + " | cause: " + e.getCause());
        }
        System.out.println(state(bad));

        FutureTask<String> checked = new FutureTask<>(() -> {
            throw new java.io.IOException("io");
        });
        checked.run();
        try {
            checked.get();
        } catch (ExecutionException e) {
            System.out.println(e.getMessage());
        }

        FutureTask<String> cancelled = new FutureTask<>(() -> "never");
        System.out.println(cancelled.cancel(false) + " " + cancelled.cancel(false) + " " + cancelled.isCancelled() + " " + cancelled.isDone());
        cancelled.run();
        try {
            cancelled.get();
        } catch (CancellationException e) {
            System.out.println("get: " + e);
        }
        System.out.println(state(cancelled));
        FutureTask<String> interrupting = new FutureTask<>(() -> "x");
        System.out.println(interrupting.cancel(true) + " " + interrupting.isCancelled() + " " + Thread.interrupted());

        StringBuilder side = new StringBuilder();
        FutureTask<String> withResult = new FutureTask<>(() -> side.append("ran"), "fixed");
        withResult.run();
        System.out.println(withResult.get() + " " + side);

        Callable<Object> c = Executors.callable((Runnable) () -> side.append("!"));
        Callable<String> c2 = Executors.callable((Runnable) () -> side.append("?"), "res");
        System.out.println(c.call() + " " + c2.call() + " " + side);

        FutureTask<Integer> pending = new FutureTask<>(() -> 1);
        String s = state(pending);
        System.out.println(s.startsWith("[Not completed, task = ") + " " + s.endsWith("]"));
        Thread.currentThread().interrupt();
        try {
            pending.get();
        } catch (InterruptedException e) {
            System.out.println("get interrupted: " + e);
        }
    }
}
