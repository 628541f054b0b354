/*
 * int stream stages: the same pull-based design as RefPipeline (tryAdvance
 * hands over one value, pulling upstream only as needed; forEachRemaining
 * pushes the rest; exactSize is the JDK's SIZED knowledge).
 */
package java.util.stream;

import java.util.Arrays;
import java.util.HashSet;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.PrimitiveIterator;
import java.util.Set;
import java.util.IntSummaryStatistics;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;
import java.util.function.IntBinaryOperator;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntSupplier;
import java.util.function.IntUnaryOperator;
import java.util.function.ObjIntConsumer;
import java.util.function.Supplier;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;

abstract class IntPipeline extends AbstractPipe implements IntStream {
    IntPipeline() {
    }

    IntPipeline(AbstractPipe upstream) {
        super(upstream);
    }

    /* Give the next value to action and return true, or return false at the end. */
    abstract boolean tryAdvance(IntConsumer action);

    void forEachRemaining(IntConsumer action) {
        while (tryAdvance(action)) {
        }
    }

    long exactSize() {
        return -1;
    }

    /* The single-slot action pull-mode stages hand to their upstream. */
    static final class Box implements IntConsumer {
        int value;

        public void accept(int t) {
            value = t;
        }
    }

    // ---- sources ----

    static IntPipeline ofArray(int[] array, int from, int to) {
        return new IntPipeline() {
            private int index = from;

            boolean tryAdvance(IntConsumer action) {
                if (index >= to) {
                    return false;
                }
                action.accept(array[index++]);
                return true;
            }

            long exactSize() {
                return to - index;
            }
        };
    }

    static IntPipeline fromIterator(PrimitiveIterator.OfInt it, long size) {
        return new IntPipeline() {
            boolean tryAdvance(IntConsumer action) {
                if (!it.hasNext()) {
                    return false;
                }
                action.accept(it.nextInt());
                return true;
            }

            long exactSize() {
                return size;
            }
        };
    }

    static IntPipeline iterate(int seed, IntPredicate hasNext, IntUnaryOperator next) {
        return new IntPipeline() {
            private boolean started;
            private boolean finished;
            private int previous;

            boolean tryAdvance(IntConsumer action) {
                if (finished) {
                    return false;
                }
                int t;
                if (started) {
                    t = next.applyAsInt(previous);
                } else {
                    t = seed;
                    started = true;
                }
                if (hasNext != null && !hasNext.test(t)) {
                    finished = true;
                    return false;
                }
                previous = t;
                action.accept(t);
                return true;
            }
        };
    }

    static IntPipeline generate(IntSupplier s) {
        return new IntPipeline() {
            boolean tryAdvance(IntConsumer action) {
                action.accept(s.getAsInt());
                return true;
            }
        };
    }

    /* [first, last] with first <= last; its size is known up front. */
    static IntPipeline range(int first, int last) {
        return new IntPipeline() {
            private int next = first;
            private boolean done;

            boolean tryAdvance(IntConsumer action) {
                if (done) {
                    return false;
                }
                int t = next;
                if (t == last) {
                    done = true;
                } else {
                    next = t + 1;
                }
                action.accept(t);
                return true;
            }

            void forEachRemaining(IntConsumer action) {
                if (done) {
                    return;
                }
                done = true;
                int t = next;
                while (true) {
                    action.accept(t);
                    if (t == last) {
                        return;
                    }
                    t++;
                }
            }

            long exactSize() {
                if (done) {
                    return 0;
                }
                long size = (long) last - (long) next + 1;
                return size > 0 ? size : -1;
            }
        };
    }

    /* Any IntStream as a pull source, consuming it: ours directly, others through their iterator. */
    static IntPipeline pullFrom(IntStream s) {
        if (s instanceof IntPipeline) {
            IntPipeline p = (IntPipeline) s;
            p.use();
            return p;
        }
        return fromIterator(s.iterator(), -1);
    }

    static IntStream concat(IntStream a, IntStream b) {
        IntPipeline first = pullFrom(a);
        IntPipeline second = pullFrom(b);
        IntPipeline result = new IntPipeline() {
            private boolean inSecond;

            boolean tryAdvance(IntConsumer action) {
                if (!inSecond) {
                    if (first.tryAdvance(action)) {
                        return true;
                    }
                    inSecond = true;
                }
                return second.tryAdvance(action);
            }

            void forEachRemaining(IntConsumer action) {
                if (!inSecond) {
                    first.forEachRemaining(action);
                    inSecond = true;
                }
                second.forEachRemaining(action);
            }

            long exactSize() {
                long x = first.exactSize();
                long y = second.exactSize();
                return x < 0 || y < 0 || x + y < 0 ? -1 : x + y;
            }
        };
        result.setParallel(a.isParallel() || b.isParallel());
        result.addCloseHandler(composeClose(a::close, b::close));
        return result;
    }

    // ---- BaseStream ----

    public PrimitiveIterator.OfInt iterator() {
        use();
        return new PrimitiveIterator.OfInt() {
            private final Box box = new Box();
            private boolean ready;

            public boolean hasNext() {
                if (!ready) {
                    ready = tryAdvance(box);
                }
                return ready;
            }

            public int nextInt() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return box.value;
            }
        };
    }

    public IntStream sequential() {
        setParallel(false);
        return this;
    }

    public IntStream parallel() {
        setParallel(true);
        return this;
    }

    public IntStream unordered() {
        return this;
    }

    public IntStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    // ---- intermediate operations ----

    public IntStream filter(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        IntPipeline up = this;
        return new IntPipeline(this) {
            private final Box box = new Box();

            boolean tryAdvance(IntConsumer action) {
                while (up.tryAdvance(box)) {
                    int t = box.value;
                    if (predicate.test(t)) {
                        action.accept(t);
                        return true;
                    }
                }
                return false;
            }

            void forEachRemaining(IntConsumer action) {
                up.forEachRemaining((int t) -> {
                    if (predicate.test(t)) {
                        action.accept(t);
                    }
                });
            }
        };
    }

    public IntStream map(IntUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        IntPipeline up = this;
        return new IntPipeline(this) {
            private final Box box = new Box();

            boolean tryAdvance(IntConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept(mapper.applyAsInt(box.value));
                return true;
            }

            void forEachRemaining(IntConsumer action) {
                up.forEachRemaining((int t) -> action.accept(mapper.applyAsInt(t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public <U> Stream<U> mapToObj(IntFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        IntPipeline up = this;
        return new RefPipeline<U>(this) {
            private final IntPipeline.Box box = new IntPipeline.Box();

            boolean tryAdvance(Consumer<? super U> action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept(mapper.apply(box.value));
                return true;
            }

            void forEachRemaining(Consumer<? super U> action) {
                up.forEachRemaining((int t) -> action.accept(mapper.apply(t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public Stream<Integer> boxed() {
        return mapToObj(Integer::valueOf);
    }

    public LongStream mapToLong(IntToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        IntPipeline up = this;
        return new LongPipeline(this) {
            private final IntPipeline.Box box = new IntPipeline.Box();

            boolean tryAdvance(LongConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept(mapper.applyAsLong(box.value));
                return true;
            }

            void forEachRemaining(LongConsumer action) {
                up.forEachRemaining((int t) -> action.accept(mapper.applyAsLong(t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public DoubleStream mapToDouble(IntToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        IntPipeline up = this;
        return new DoublePipeline(this) {
            private final IntPipeline.Box box = new IntPipeline.Box();

            boolean tryAdvance(DoubleConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept(mapper.applyAsDouble(box.value));
                return true;
            }

            void forEachRemaining(DoubleConsumer action) {
                up.forEachRemaining((int t) -> action.accept(mapper.applyAsDouble(t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public LongStream asLongStream() {
        IntPipeline up = this;
        return new LongPipeline(this) {
            private final IntPipeline.Box box = new IntPipeline.Box();

            boolean tryAdvance(LongConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept((long) (box.value));
                return true;
            }

            void forEachRemaining(LongConsumer action) {
                up.forEachRemaining((int t) -> action.accept((long) (t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public DoubleStream asDoubleStream() {
        IntPipeline up = this;
        return new DoublePipeline(this) {
            private final IntPipeline.Box box = new IntPipeline.Box();

            boolean tryAdvance(DoubleConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept((double) (box.value));
                return true;
            }

            void forEachRemaining(DoubleConsumer action) {
                up.forEachRemaining((int t) -> action.accept((double) (t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public IntStream flatMap(IntFunction<? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        IntPipeline up = this;
        return new IntPipeline(this) {
            private final Box box = new Box();
            private IntStream inner;
            private IntPipeline innerPull;

            boolean tryAdvance(IntConsumer action) {
                while (true) {
                    if (innerPull != null) {
                        if (innerPull.tryAdvance(action)) {
                            return true;
                        }
                        IntStream s = inner;
                        inner = null;
                        innerPull = null;
                        s.close();
                    }
                    if (!up.tryAdvance(box)) {
                        return false;
                    }
                    IntStream s = mapper.apply(box.value);
                    if (s != null) {
                        inner = s;
                        innerPull = pullFrom(s.sequential());
                    }
                }
            }

            void release() {
                if (innerPull != null) {
                    innerPull.release();
                    IntStream s = inner;
                    inner = null;
                    innerPull = null;
                    s.close();
                }
                super.release();
            }

            void forEachRemaining(IntConsumer action) {
                if (innerPull != null) {
                    IntStream s = inner;
                    IntPipeline p = innerPull;
                    inner = null;
                    innerPull = null;
                    try (s) {
                        p.forEachRemaining(action);
                    }
                }
                up.forEachRemaining((int t) -> {
                    try (IntStream s = mapper.apply(t)) {
                        if (s != null) {
                            s.sequential().forEach(action);
                        }
                    }
                });
            }
        };
    }

    // Equality as the JDK's boxed distinct() sees it (Integer.equals).
    public IntStream distinct() {
        IntPipeline up = this;
        return new IntPipeline(this) {
            private final Box box = new Box();
            private final Set<Integer> seen = new HashSet<>();

            boolean tryAdvance(IntConsumer action) {
                while (up.tryAdvance(box)) {
                    int t = box.value;
                    if (seen.add(t)) {
                        action.accept(t);
                        return true;
                    }
                }
                return false;
            }

            void forEachRemaining(IntConsumer action) {
                up.forEachRemaining((int t) -> {
                    if (seen.add(t)) {
                        action.accept(t);
                    }
                });
            }
        };
    }

    public IntStream sorted() {
        IntPipeline up = this;
        return new IntPipeline(this) {
            private int[] sorted;
            private int count;
            private int index;

            boolean tryAdvance(IntConsumer action) {
                if (sorted == null) {
                    IntBuilder buffer = new IntBuilder();
                    up.forEachRemaining(buffer);
                    sorted = buffer.elements;
                    count = buffer.count;
                    Arrays.sort(sorted, 0, count);
                }
                if (index >= count) {
                    return false;
                }
                action.accept(sorted[index++]);
                return true;
            }

            long exactSize() {
                return sorted == null ? up.exactSize() : count - index;
            }
        };
    }

    public IntStream peek(IntConsumer peekAction) {
        Objects.requireNonNull(peekAction);
        IntPipeline up = this;
        return new IntPipeline(this) {
            private final Box box = new Box();

            boolean tryAdvance(IntConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                int t = box.value;
                peekAction.accept(t);
                action.accept(t);
                return true;
            }

            void forEachRemaining(IntConsumer action) {
                up.forEachRemaining((int t) -> {
                    peekAction.accept(t);
                    action.accept(t);
                });
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public IntStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        IntPipeline up = this;
        return new IntPipeline(this) {
            private long remaining = maxSize;

            boolean tryAdvance(IntConsumer action) {
                if (remaining <= 0) {
                    return false;
                }
                remaining--;
                if (!up.tryAdvance(action)) {
                    remaining = 0;
                    return false;
                }
                if (remaining == 0) {
                    up.release();
                }
                return true;
            }

            // JDK 17 keeps a sized upstream sized through limit and skip.
            long exactSize() {
                long size = up.exactSize();
                return size < 0 ? -1 : Math.min(size, remaining);
            }
        };
    }

    public IntStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        IntPipeline up = this;
        return new IntPipeline(this) {
            private long toSkip = n;

            private boolean skipAll() {
                Box box = new Box();
                while (toSkip > 0) {
                    if (!up.tryAdvance(box)) {
                        return false;
                    }
                    toSkip--;
                }
                return true;
            }

            boolean tryAdvance(IntConsumer action) {
                return skipAll() && up.tryAdvance(action);
            }

            void forEachRemaining(IntConsumer action) {
                if (skipAll()) {
                    up.forEachRemaining(action);
                }
            }

            long exactSize() {
                long size = up.exactSize();
                return size < 0 ? -1 : Math.max(0, size - toSkip);
            }
        };
    }

    public IntStream takeWhile(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        IntPipeline up = this;
        return new IntPipeline(this) {
            private final Box box = new Box();
            private boolean done;

            boolean tryAdvance(IntConsumer action) {
                if (done || !up.tryAdvance(box)) {
                    done = true;
                    return false;
                }
                int t = box.value;
                if (!predicate.test(t)) {
                    done = true;
                    up.release();
                    return false;
                }
                action.accept(t);
                return true;
            }
        };
    }

    public IntStream dropWhile(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        IntPipeline up = this;
        return new IntPipeline(this) {
            private boolean dropping = true;

            private boolean drop(IntConsumer action) {
                dropping = false;
                Box box = new Box();
                while (up.tryAdvance(box)) {
                    int t = box.value;
                    if (!predicate.test(t)) {
                        action.accept(t);
                        return true;
                    }
                }
                return false;
            }

            boolean tryAdvance(IntConsumer action) {
                if (dropping) {
                    return drop(action);
                }
                return up.tryAdvance(action);
            }

            void forEachRemaining(IntConsumer action) {
                if (dropping && !drop(action)) {
                    return;
                }
                up.forEachRemaining(action);
            }
        };
    }

    // ---- terminal operations ----

    public void forEach(IntConsumer action) {
        Objects.requireNonNull(action);
        use();
        forEachRemaining(action);
    }

    public void forEachOrdered(IntConsumer action) {
        forEach(action);
    }

    public int[] toArray() {
        use();
        IntBuilder buffer = new IntBuilder();
        forEachRemaining(buffer);
        return Arrays.copyOf(buffer.elements, buffer.count);
    }

    public int reduce(int identity, IntBinaryOperator op) {
        Objects.requireNonNull(op);
        use();
        Box state = new Box();
        state.value = identity;
        forEachRemaining((int t) -> state.value = op.applyAsInt(state.value, t));
        return state.value;
    }

    public OptionalInt reduce(IntBinaryOperator op) {
        Objects.requireNonNull(op);
        use();
        Box state = new Box();
        boolean[] empty = {true};
        forEachRemaining((int t) -> {
            if (empty[0]) {
                empty[0] = false;
                state.value = t;
            } else {
                state.value = op.applyAsInt(state.value, t);
            }
        });
        return empty[0] ? OptionalInt.empty() : OptionalInt.of(state.value);
    }

    public <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        use();
        R container = supplier.get();
        forEachRemaining((int t) -> accumulator.accept(container, t));
        return container;
    }

    public int sum() {
        return reduce(0, Integer::sum);
    }

    public OptionalDouble average() {
        use();
        long[] countAndSum = new long[2];
        forEachRemaining((int t) -> {
            countAndSum[0]++;
            countAndSum[1] += t;
        });
        return countAndSum[0] > 0 ? OptionalDouble.of((double) countAndSum[1] / countAndSum[0]) : OptionalDouble.empty();
    }

    public OptionalInt min() {
        return reduce(Math::min);
    }

    public OptionalInt max() {
        return reduce(Math::max);
    }

    public long count() {
        use();
        long size = exactSize();
        if (size >= 0) {
            return size;
        }
        long[] n = {0};
        forEachRemaining((int t) -> n[0]++);
        return n[0];
    }

    public IntSummaryStatistics summaryStatistics() {
        return collect(IntSummaryStatistics::new, IntSummaryStatistics::accept, IntSummaryStatistics::combine);
    }

    public boolean anyMatch(IntPredicate predicate) {
        return match(predicate, true);
    }

    public boolean allMatch(IntPredicate predicate) {
        return !match(predicate.negate(), true);
    }

    public boolean noneMatch(IntPredicate predicate) {
        return !match(predicate, true);
    }

    /* Whether some value's test gives `stopOn`; stops at the first that does. */
    private boolean match(IntPredicate predicate, boolean stopOn) {
        Objects.requireNonNull(predicate);
        use();
        Box box = new Box();
        while (tryAdvance(box)) {
            if (predicate.test(box.value) == stopOn) {
                release();
                return true;
            }
        }
        return false;
    }

    public OptionalInt findFirst() {
        use();
        Box box = new Box();
        if (!tryAdvance(box)) {
            return OptionalInt.empty();
        }
        release();
        return OptionalInt.of(box.value);
    }

    public OptionalInt findAny() {
        return findFirst();
    }
}
