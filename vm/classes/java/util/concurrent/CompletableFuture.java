/*
 * java.util.concurrent.CompletableFuture: a result slot completed once,
 * plus the actions waiting for it.
 *
 * `result` is volatile: null while incomplete, NIL for a null value, an
 * AltResult for an exception, else the value.  Completion and the list of
 * dependent actions are guarded by the future's monitor: completing sets
 * the result and takes the list under the monitor, then runs the actions
 * outside it, newest first (depth first through their own dependents, as
 * on the JDK); an action registered after completion runs at once in the
 * registering thread.  Exceptions follow the JDK: a stage that fails
 * because of a function or a failed source holds a CompletionException
 * wrapping the cause; completeExceptionally stores its exception as given.
 * Async stages without an executor run on ForkJoinPool.commonPool() (the
 * JDK uses a thread per task when that pool's parallelism is 1; both use
 * daemon threads).  Delays (orTimeout, completeOnTimeout, delayedExecutor)
 * run on one daemon scheduler thread, "CompletableFutureDelayScheduler",
 * as on the JDK.
 */
package java.util.concurrent;

import java.util.ArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

@SuppressWarnings("unchecked")
public class CompletableFuture<T> implements Future<T>, CompletionStage<T> {
    static final class AltResult {
        final Throwable ex;

        AltResult(Throwable x) {
            this.ex = x;
        }
    }

    static final AltResult NIL = new AltResult(null);

    private static final Executor ASYNC_POOL = ForkJoinPool.commonPool();

    volatile Object result;
    /* Guarded by this; null once complete. */
    private ArrayList<Runnable> dependents;

    private interface Body<U> {
        void run(Object r, CompletableFuture<U> d) throws Throwable;
    }

    private interface Body2<U> {
        void run(Object r, Object s, CompletableFuture<U> d) throws Throwable;
    }

    public CompletableFuture() {
    }

    CompletableFuture(Object r) {
        this.result = r;
    }

    /* ---- completion ---- */

    final boolean completeRaw(Object r) {
        ArrayList<Runnable> deps;
        synchronized (this) {
            if (result != null) {
                return false;
            }
            result = r;
            deps = dependents;
            dependents = null;
            notifyAll();
        }
        if (deps != null) {
            // Newest first, as the JDK pops its stack of dependents.
            for (int i = deps.size() - 1; i >= 0; i--) {
                deps.get(i).run();
            }
        }
        return true;
    }

    final boolean completeValue(T v) {
        return completeRaw(v == null ? NIL : v);
    }

    static AltResult encodeThrowable(Throwable x) {
        return new AltResult((x instanceof CompletionException) ? x : new CompletionException(x));
    }

    /* A source's result as a dependent gets it: exceptions wrapped in CompletionException. */
    static Object encodeRelay(Object r) {
        Throwable x;
        if (r instanceof AltResult && (x = ((AltResult) r).ex) != null && !(x instanceof CompletionException)) {
            return new AltResult(new CompletionException(x));
        }
        return r;
    }

    final void whenDone(Runnable action) {
        synchronized (this) {
            if (result == null) {
                if (dependents == null) {
                    dependents = new ArrayList<>();
                }
                dependents.add(action);
                return;
            }
        }
        action.run();
    }

    static <V> V value(Object r) {
        return (r == NIL || r instanceof AltResult) ? null : (V) r;
    }

    static Throwable exception(Object r) {
        return (r instanceof AltResult) ? ((AltResult) r).ex : null;
    }

    private static <U> void fire(Executor e, CompletableFuture<U> d, Object r, boolean relayException, Body<U> body) {
        if (relayException && exception(r) != null) {
            d.completeRaw(encodeRelay(r));
            return;
        }
        Runnable task = () -> {
            try {
                body.run(r, d);
            } catch (Throwable ex) {
                d.completeRaw(encodeThrowable(ex));
            }
        };
        if (e == null) {
            task.run();
        } else {
            try {
                e.execute(task);
            } catch (Throwable ex) {
                d.completeRaw(encodeThrowable(ex));
            }
        }
    }

    private <U> CompletableFuture<U> uniStage(Executor e, boolean relayException, Body<U> body) {
        CompletableFuture<U> d = newIncompleteFuture();
        whenDone(() -> fire(e, d, result, relayException, body));
        return d;
    }

    private <U> CompletableFuture<U> biStage(CompletionStage<?> other, Executor e, Body2<U> body) {
        CompletableFuture<?> b = other.toCompletableFuture();
        CompletableFuture<U> d = newIncompleteFuture();
        whenDone(() -> b.whenDone(() -> {
            Object r = result;
            Object s = b.result;
            if (exception(r) != null) {
                d.completeRaw(encodeRelay(r));
            } else if (exception(s) != null) {
                d.completeRaw(encodeRelay(s));
            } else {
                fire(e, d, r, false, (r1, d1) -> body.run(r1, s, d1));
            }
        }));
        return d;
    }

    private <U> CompletableFuture<U> orStage(CompletionStage<?> other, Executor e, Body<U> body) {
        CompletableFuture<?> b = other.toCompletableFuture();
        CompletableFuture<U> d = newIncompleteFuture();
        AtomicBoolean claimed = new AtomicBoolean();
        whenDone(() -> {
            if (claimed.compareAndSet(false, true)) {
                fire(e, d, result, true, body);
            }
        });
        b.whenDone(() -> {
            if (claimed.compareAndSet(false, true)) {
                fire(e, d, b.result, true, body);
            }
        });
        return d;
    }

    private static <U> void relayFrom(CompletionStage<U> stage, CompletableFuture<U> d) {
        CompletableFuture<U> g = stage.toCompletableFuture();
        g.whenDone(() -> d.completeRaw(encodeRelay(g.result)));
    }

    private static <T> void whenCompleteBody(BiConsumer<? super T, ? super Throwable> action, Object r,
            CompletableFuture<T> d) {
        Throwable x = exception(r);
        try {
            action.accept(value(r), x);
        } catch (Throwable ex) {
            if (x == null) {
                x = ex;
            } else if (x != ex) {
                x.addSuppressed(ex);
            }
        }
        if (x == null) {
            d.completeRaw(r);
        } else if (r instanceof AltResult && ((AltResult) r).ex == x && x instanceof CompletionException) {
            d.completeRaw(r);
        } else {
            d.completeRaw(encodeThrowable(x));
        }
    }

    static Executor screenExecutor(Executor e) {
        if (e == null) {
            throw new NullPointerException();
        }
        return e;
    }

    /* ---- static factories ---- */

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
        return supplyAsync(supplier, ASYNC_POOL);
    }

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier, Executor executor) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        CompletableFuture<U> d = new CompletableFuture<U>();
        screenExecutor(executor).execute(new AsyncTask(() -> {
            try {
                d.completeValue(supplier.get());
            } catch (Throwable ex) {
                d.completeRaw(encodeThrowable(ex));
            }
        }));
        return d;
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable) {
        return runAsync(runnable, ASYNC_POOL);
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable, Executor executor) {
        if (runnable == null) {
            throw new NullPointerException();
        }
        CompletableFuture<Void> d = new CompletableFuture<Void>();
        screenExecutor(executor).execute(new AsyncTask(() -> {
            try {
                runnable.run();
                d.completeValue(null);
            } catch (Throwable ex) {
                d.completeRaw(encodeThrowable(ex));
            }
        }));
        return d;
    }

    /* The runnable handed to executors, marked as the JDK's AsynchronousCompletionTask. */
    static final class AsyncTask implements Runnable, AsynchronousCompletionTask {
        private final Runnable body;

        AsyncTask(Runnable body) {
            this.body = body;
        }

        public void run() {
            body.run();
        }
    }

    public static interface AsynchronousCompletionTask {
    }

    public static <U> CompletableFuture<U> completedFuture(U value) {
        return new CompletableFuture<U>((value == null) ? NIL : value);
    }

    public static <U> CompletionStage<U> completedStage(U value) {
        return completedFuture(value);
    }

    public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return new CompletableFuture<U>(new AltResult(ex));
    }

    public static <U> CompletionStage<U> failedStage(Throwable ex) {
        return failedFuture(ex);
    }

    public static CompletableFuture<Void> allOf(CompletableFuture<?>... cfs) {
        CompletableFuture<Void> d = new CompletableFuture<Void>();
        if (cfs.length == 0) {
            d.completeValue(null);
            return d;
        }
        AtomicInteger pending = new AtomicInteger(cfs.length);
        for (CompletableFuture<?> f : cfs) {
            if (f == null) {
                throw new NullPointerException();
            }
        }
        for (CompletableFuture<?> f : cfs) {
            f.whenDone(() -> {
                if (pending.decrementAndGet() == 0) {
                    for (CompletableFuture<?> g : cfs) {
                        if (exception(g.result) != null) {
                            d.completeRaw(encodeRelay(g.result));
                            return;
                        }
                    }
                    d.completeValue(null);
                }
            });
        }
        return d;
    }

    public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        CompletableFuture<Object> d = new CompletableFuture<Object>();
        for (CompletableFuture<?> f : cfs) {
            Object r = f.result;
            if (r != null) {
                d.completeRaw(encodeRelay(r));
                return d;
            }
        }
        for (CompletableFuture<?> f : cfs) {
            f.whenDone(() -> d.completeRaw(encodeRelay(f.result)));
        }
        return d;
    }

    /* ---- Future ---- */

    private Object waitingGet(boolean interruptible) throws InterruptedException {
        Object r;
        if ((r = result) != null) {
            return r;
        }
        boolean interrupted = false;
        synchronized (this) {
            while ((r = result) == null) {
                try {
                    wait();
                } catch (InterruptedException ie) {
                    if (interruptible) {
                        throw ie;
                    }
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return r;
    }

    private Object timedGet(long nanos) throws InterruptedException, TimeoutException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        Object r;
        if ((r = result) != null) {
            return r;
        }
        long deadline = System.nanoTime() + nanos;
        synchronized (this) {
            while ((r = result) == null) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    throw new TimeoutException();
                }
                wait(left / 1000000L, (int) (left % 1000000L));
            }
        }
        return r;
    }

    private static Object reportGet(Object r) throws InterruptedException, ExecutionException {
        if (r == null) {
            throw new InterruptedException();
        }
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x == null) {
                return null;
            }
            if (x instanceof CancellationException) {
                throw (CancellationException) x;
            }
            Throwable cause;
            if ((x instanceof CompletionException) && (cause = x.getCause()) != null) {
                x = cause;
            }
            throw new ExecutionException(x);
        }
        return r;
    }

    private static Object reportJoin(Object r) {
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x == null) {
                return null;
            }
            if (x instanceof CancellationException) {
                throw (CancellationException) x;
            }
            if (x instanceof CompletionException) {
                throw (CompletionException) x;
            }
            throw new CompletionException(x);
        }
        return r;
    }

    public T get() throws InterruptedException, ExecutionException {
        return (T) reportGet(waitingGet(true));
    }

    public T get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        return (T) reportGet(timedGet(unit.toNanos(timeout)));
    }

    public T join() {
        try {
            return (T) reportJoin(waitingGet(false));
        } catch (InterruptedException cannotHappen) {
            throw new CompletionException(cannotHappen);
        }
    }

    public T getNow(T valueIfAbsent) {
        Object r = result;
        return (r == null) ? valueIfAbsent : (T) reportJoin(r);
    }

    public boolean complete(T value) {
        return completeValue(value);
    }

    public boolean completeExceptionally(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return completeRaw(new AltResult(ex));
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        boolean cancelled = (result == null) && completeRaw(new AltResult(new CancellationException()));
        return cancelled || isCancelled();
    }

    public boolean isDone() {
        return result != null;
    }

    public boolean isCancelled() {
        Object r = result;
        return (r instanceof AltResult) && (((AltResult) r).ex instanceof CancellationException);
    }

    public boolean isCompletedExceptionally() {
        Object r = result;
        return (r instanceof AltResult) && r != NIL;
    }

    public void obtrudeValue(T value) {
        synchronized (this) {
            result = (value == null) ? NIL : value;
        }
    }

    public void obtrudeException(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        synchronized (this) {
            result = new AltResult(ex);
        }
    }

    public int getNumberOfDependents() {
        synchronized (this) {
            return dependents == null ? 0 : dependents.size();
        }
    }

    public CompletableFuture<T> toCompletableFuture() {
        return this;
    }

    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new CompletableFuture<U>();
    }

    public Executor defaultExecutor() {
        return ASYNC_POOL;
    }

    public CompletableFuture<T> copy() {
        return uniStage(null, true, (r, d) -> d.completeRaw(r));
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier, Executor executor) {
        if (supplier == null || executor == null) {
            throw new NullPointerException();
        }
        executor.execute(new AsyncTask(() -> {
            try {
                completeValue(supplier.get());
            } catch (Throwable ex) {
                completeRaw(encodeThrowable(ex));
            }
        }));
        return this;
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
        return completeAsync(supplier, defaultExecutor());
    }

    /* ---- stages ---- */

    public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return uniStage(null, true, (r, d) -> d.completeValue(fn.apply(value(r))));
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return uniStage(defaultExecutor(), true, (r, d) -> d.completeValue(fn.apply(value(r))));
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn, Executor executor) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return uniStage(screenExecutor(executor), true, (r, d) -> d.completeValue(fn.apply(value(r))));
    }

    public CompletableFuture<Void> thenAccept(Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return uniStage(null, true, (r, d) -> { action.accept(value(r)); d.completeValue(null); });
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return uniStage(defaultExecutor(), true, (r, d) -> { action.accept(value(r)); d.completeValue(null); });
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action, Executor executor) {
        if (action == null) {
            throw new NullPointerException();
        }
        return uniStage(screenExecutor(executor), true, (r, d) -> { action.accept(value(r)); d.completeValue(null); });
    }

    public CompletableFuture<Void> thenRun(Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return uniStage(null, true, (r, d) -> { action.run(); d.completeValue(null); });
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return uniStage(defaultExecutor(), true, (r, d) -> { action.run(); d.completeValue(null); });
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action, Executor executor) {
        if (action == null) {
            throw new NullPointerException();
        }
        return uniStage(screenExecutor(executor), true, (r, d) -> { action.run(); d.completeValue(null); });
    }

    public <U, V> CompletableFuture<V> thenCombine(CompletionStage<? extends U> other, BiFunction<? super T, ? super U, ? extends V> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return biStage(other, null, (r, s, d) -> d.completeValue(fn.apply(value(r), value(s))));
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other, BiFunction<? super T, ? super U, ? extends V> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return biStage(other, defaultExecutor(), (r, s, d) -> d.completeValue(fn.apply(value(r), value(s))));
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other, BiFunction<? super T, ? super U, ? extends V> fn, Executor executor) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return biStage(other, screenExecutor(executor), (r, s, d) -> d.completeValue(fn.apply(value(r), value(s))));
    }

    public <U> CompletableFuture<Void> thenAcceptBoth(CompletionStage<? extends U> other, BiConsumer<? super T, ? super U> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return biStage(other, null, (r, s, d) -> { action.accept(value(r), value(s)); d.completeValue(null); });
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other, BiConsumer<? super T, ? super U> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return biStage(other, defaultExecutor(), (r, s, d) -> { action.accept(value(r), value(s)); d.completeValue(null); });
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other, BiConsumer<? super T, ? super U> action, Executor executor) {
        if (action == null) {
            throw new NullPointerException();
        }
        return biStage(other, screenExecutor(executor), (r, s, d) -> { action.accept(value(r), value(s)); d.completeValue(null); });
    }

    public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return biStage(other, null, (r, s, d) -> { action.run(); d.completeValue(null); });
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return biStage(other, defaultExecutor(), (r, s, d) -> { action.run(); d.completeValue(null); });
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        if (action == null) {
            throw new NullPointerException();
        }
        return biStage(other, screenExecutor(executor), (r, s, d) -> { action.run(); d.completeValue(null); });
    }

    public <U> CompletableFuture<U> applyToEither(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return orStage(other, null, (r, d) -> d.completeValue(fn.apply(value(r))));
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return orStage(other, defaultExecutor(), (r, d) -> d.completeValue(fn.apply(value(r))));
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn, Executor executor) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return orStage(other, screenExecutor(executor), (r, d) -> d.completeValue(fn.apply(value(r))));
    }

    public CompletableFuture<Void> acceptEither(CompletionStage<? extends T> other, Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return orStage(other, null, (r, d) -> { action.accept(value(r)); d.completeValue(null); });
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return orStage(other, defaultExecutor(), (r, d) -> { action.accept(value(r)); d.completeValue(null); });
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action, Executor executor) {
        if (action == null) {
            throw new NullPointerException();
        }
        return orStage(other, screenExecutor(executor), (r, d) -> { action.accept(value(r)); d.completeValue(null); });
    }

    public CompletableFuture<Void> runAfterEither(CompletionStage<?> other, Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return orStage(other, null, (r, d) -> { action.run(); d.completeValue(null); });
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return orStage(other, defaultExecutor(), (r, d) -> { action.run(); d.completeValue(null); });
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        if (action == null) {
            throw new NullPointerException();
        }
        return orStage(other, screenExecutor(executor), (r, d) -> { action.run(); d.completeValue(null); });
    }

    public <U> CompletableFuture<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return uniStage(null, true, (r, d) -> relayFrom(fn.apply(value(r)), d));
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return uniStage(defaultExecutor(), true, (r, d) -> relayFrom(fn.apply(value(r)), d));
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn, Executor executor) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return uniStage(screenExecutor(executor), true, (r, d) -> relayFrom(fn.apply(value(r)), d));
    }

    public <U> CompletableFuture<U> handle(BiFunction<? super T, Throwable, ? extends U> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return uniStage(null, false, (r, d) -> d.completeValue(fn.apply(value(r), exception(r))));
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return uniStage(defaultExecutor(), false, (r, d) -> d.completeValue(fn.apply(value(r), exception(r))));
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn, Executor executor) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return uniStage(screenExecutor(executor), false, (r, d) -> d.completeValue(fn.apply(value(r), exception(r))));
    }

    public CompletableFuture<T> whenComplete(BiConsumer<? super T, ? super Throwable> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return uniStage(null, false, (r, d) -> whenCompleteBody(action, r, d));
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        return uniStage(defaultExecutor(), false, (r, d) -> whenCompleteBody(action, r, d));
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action, Executor executor) {
        if (action == null) {
            throw new NullPointerException();
        }
        return uniStage(screenExecutor(executor), false, (r, d) -> whenCompleteBody(action, r, d));
    }

    public CompletableFuture<T> exceptionally(Function<Throwable, ? extends T> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return uniStage(null, false, (r, d) -> exceptionallyBody(fn, r, d));
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn) {
        return exceptionallyAsync(fn, defaultExecutor());
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn, Executor executor) {
        if (fn == null || executor == null) {
            throw new NullPointerException();
        }
        CompletableFuture<T> d = newIncompleteFuture();
        whenDone(() -> {
            Object r = result;
            if (exception(r) == null) {
                d.completeRaw(r);
            } else {
                fire(executor, d, r, false, (r1, d1) -> exceptionallyBody(fn, r1, d1));
            }
        });
        return d;
    }

    private static <T> void exceptionallyBody(Function<Throwable, ? extends T> fn, Object r, CompletableFuture<T> d) {
        Throwable x = exception(r);
        if (x == null) {
            d.completeRaw(r);
        } else {
            d.completeValue(fn.apply(x));
        }
    }

    public CompletableFuture<T> exceptionallyCompose(Function<Throwable, ? extends CompletionStage<T>> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        return uniStage(null, false, (r, d) -> {
            Throwable x = exception(r);
            if (x == null) {
                d.completeRaw(r);
            } else {
                relayFrom(fn.apply(x), d);
            }
        });
    }

    /* ---- delays ---- */

    static final class Delayer {
        static final ScheduledThreadPoolExecutor delayer;

        static {
            delayer = new ScheduledThreadPoolExecutor(1, r -> {
                Thread t = new Thread(r);
                t.setDaemon(true);
                t.setName("CompletableFutureDelayScheduler");
                return t;
            });
            delayer.setRemoveOnCancelPolicy(true);
        }

        static ScheduledFuture<?> delay(Runnable command, long delay, TimeUnit unit) {
            return delayer.schedule(command, delay, unit);
        }
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit, Executor executor) {
        if (unit == null || executor == null) {
            throw new NullPointerException();
        }
        return r -> {
            if (r == null) {
                throw new NullPointerException();
            }
            Delayer.delay(() -> executor.execute(r), delay, unit);
        };
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit) {
        return delayedExecutor(delay, unit, ASYNC_POOL);
    }

    public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (result == null) {
            ScheduledFuture<?> f = Delayer.delay(() -> completeRaw(new AltResult(new TimeoutException())), timeout, unit);
            whenDone(() -> f.cancel(false));
        }
        return this;
    }

    public CompletableFuture<T> completeOnTimeout(T value, long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (result == null) {
            ScheduledFuture<?> f = Delayer.delay(() -> completeValue(value), timeout, unit);
            whenDone(() -> f.cancel(false));
        }
        return this;
    }

    public String toString() {
        Object r = result;
        int count = getNumberOfDependents();
        return super.toString() + ((r == null)
                ? ((count == 0) ? "[Not completed]" : "[Not completed, " + count + " dependents]")
                : (((r instanceof AltResult) && ((AltResult) r).ex != null)
                        ? "[Completed exceptionally: " + ((AltResult) r).ex + "]"
                        : "[Completed normally]"));
    }
}
