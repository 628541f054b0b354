import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

// CompletableFuture without other threads: chains on completed and
// later-completed futures run in the completing thread; exceptions wrap in
// CompletionException as on the JDK (get unwraps into ExecutionException,
// join does not); allOf/anyOf; cancel; obtrude; toString suffixes.
public class Conc_CompletableDone {
    static String state(Object o) {
        String s = o.toString();
        return s.substring(s.indexOf('['));
    }

    public static void main(String[] args) throws Exception {
        CompletableFuture<Integer> a = CompletableFuture.completedFuture(20);
        CompletableFuture<Integer> chain = a.thenApply(x -> x + 1).thenCompose(x -> CompletableFuture.completedFuture(x * 2))
                .thenCombine(CompletableFuture.completedFuture(0), Integer::sum);
        System.out.println(chain.join() + " " + chain.get() + " " + chain.getNow(-1) + " " + state(chain));

        CompletableFuture<String> later = new CompletableFuture<>();
        StringBuilder log = new StringBuilder();
        CompletableFuture<Void> acc = later.thenAccept(s -> log.append("accept:").append(s).append(' '));
        CompletableFuture<Void> run = later.thenRun(() -> log.append("run "));
        CompletableFuture<String> upper = later.thenApply(String::toUpperCase);
        CompletableFuture<String> either = later.applyToEither(new CompletableFuture<String>(), s -> "either:" + s);
        System.out.println(later.getNow("absent") + " " + later.isDone() + " " + later.getNumberOfDependents() + " " + state(later));
        System.out.println(later.complete("hi") + " " + later.complete("again") + " " + log + upper.join() + " " + either.join() + " " + acc.isDone() + run.isDone());

        CompletableFuture<Integer> failed = new CompletableFuture<>();
        failed.completeExceptionally(new IllegalArgumentException("bad"));
        CompletableFuture<Integer> dep = failed.thenApply(x -> x + 1);
        try {
            failed.join();
        } catch (CompletionException e) {
            System.out.println("join source: " + e + " cause=" + e.getCause());
        }
        try {
            dep.join();
        } catch (CompletionException e) {
            System.out.println("join dependent: " + e);
        }
        try {
            dep.get();
        } catch (ExecutionException e) {
            System.out.println("get dependent: " + e + " cause=" + e.getCause());
        }
        System.out.println(state(failed) + " " + state(dep) + " " + dep.isCompletedExceptionally());
        System.out.println(failed.exceptionally(t -> -1).join() + " " + dep.exceptionally(t -> {
            System.out.println("exceptionally got " + t.getClass().getSimpleName());
            return -2;
        }).join());
        System.out.println(dep.handle((v, t) -> v + "/" + t).join());
        System.out.println(a.handle((v, t) -> v + "/" + t).join());
        CompletableFuture<Integer> wc = failed.whenComplete((v, t) -> System.out.println("whenComplete " + v + " " + t));
        try {
            wc.join();
        } catch (CompletionException e) {
            System.out.println("whenComplete result: " + e);
        }
        CompletableFuture<Integer> wcThrows = a.whenComplete((v, t) -> {
            throw new UnsupportedOperationException("in action");
        });
        System.out.println(wcThrows.handle((v, t) -> String.valueOf(t)).join());
        CompletableFuture<Integer> thrower = a.thenApply(x -> {
            throw new ArithmeticException("div");
        });
        System.out.println(thrower.handle((v, t) -> t + " / " + t.getCause()).join());
        CompletableFuture<Integer> composedFailure = a.thenCompose(x -> CompletableFuture.failedFuture(new IllegalStateException("inner")));
        System.out.println(composedFailure.handle((v, t) -> t.toString()).join());
        System.out.println(failed.exceptionallyCompose(t -> CompletableFuture.completedFuture(7)).join());

        CompletableFuture<Void> all = CompletableFuture.allOf(a, chain, CompletableFuture.completedFuture(null));
        System.out.println(all.join() + " " + all.isDone());
        CompletableFuture<Void> allFail = CompletableFuture.allOf(a, failed, dep);
        System.out.println(allFail.handle((v, t) -> String.valueOf(t)).join());
        CompletableFuture<Object> any = CompletableFuture.anyOf(new CompletableFuture<>(), a);
        System.out.println(any.join() + " " + CompletableFuture.anyOf().isDone() + " " + CompletableFuture.allOf().isDone());

        CompletableFuture<String> c = new CompletableFuture<>();
        CompletableFuture<String> cDep = c.thenApply(s -> s + "!");
        System.out.println(c.cancel(true) + " " + c.isCancelled() + " " + c.isCompletedExceptionally() + " " + cDep.isCompletedExceptionally());
        try {
            c.join();
        } catch (CancellationException e) {
            System.out.println("join cancelled: " + e);
        }
        try {
            cDep.get();
        } catch (ExecutionException e) {
            System.out.println("dependent of cancelled: " + e);
        }
        try {
            new CompletableFuture<String>().get(1, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timeout: " + e);
        }
        CompletableFuture<String> ob = CompletableFuture.completedFuture("x");
        ob.obtrudeValue("y");
        System.out.println(ob.join());
        ob.obtrudeException(new RuntimeException("z"));
        System.out.println(ob.isCompletedExceptionally() + " " + state(ob));
        CompletableFuture<String> both = a.thenCombine(CompletableFuture.completedFuture("s"), (x, s) -> x + s);
        CompletableFuture<Void> ab = a.thenAcceptBoth(both, (x, s) -> System.out.println("both " + x + " " + s));
        CompletableFuture<Void> rab = a.runAfterBoth(both, () -> System.out.println("after both"));
        System.out.println(ab.join() + " " + rab.join() + " " + a.acceptEither(CompletableFuture.completedFuture(1), x -> System.out.println("accept either " + x)).join()
                + " " + a.runAfterEither(failed, () -> System.out.println("after either")).join());
        System.out.println(a.copy().join() + " " + CompletableFuture.completedStage(5).toCompletableFuture().join()
                + " " + CompletableFuture.failedStage(new Error("e")).toCompletableFuture().isCompletedExceptionally());
    }
}
