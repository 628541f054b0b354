/*
 * long stream stages: the same pull-based design as RefPipeline (tryAdvance
 * hands over one value, pulling upstream only as needed; forEachRemaining
 * pushes the rest; exactSize is the JDK's SIZED knowledge).
 */
package java.util.stream;

import java.util.Arrays;
import java.util.HashSet;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.PrimitiveIterator;
import java.util.Set;
import java.util.LongSummaryStatistics;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;
import java.util.function.LongBinaryOperator;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongSupplier;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjLongConsumer;
import java.util.function.Supplier;
import java.util.function.LongToDoubleFunction;
import java.util.function.LongToIntFunction;

abstract class LongPipeline extends AbstractPipe implements LongStream {
    LongPipeline() {
    }

    LongPipeline(AbstractPipe upstream) {
        super(upstream);
    }

    /* Give the next value to action and return true, or return false at the end. */
    abstract boolean tryAdvance(LongConsumer action);

    void forEachRemaining(LongConsumer action) {
        while (tryAdvance(action)) {
        }
    }

    long exactSize() {
        return -1;
    }

    /* The single-slot action pull-mode stages hand to their upstream. */
    static final class Box implements LongConsumer {
        long value;

        public void accept(long t) {
            value = t;
        }
    }

    // ---- sources ----

    static LongPipeline ofArray(long[] array, int from, int to) {
        return new LongPipeline() {
            private int index = from;

            boolean tryAdvance(LongConsumer action) {
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

    static LongPipeline fromIterator(PrimitiveIterator.OfLong it, long size) {
        return new LongPipeline() {
            boolean tryAdvance(LongConsumer action) {
                if (!it.hasNext()) {
                    return false;
                }
                action.accept(it.nextLong());
                return true;
            }

            long exactSize() {
                return size;
            }
        };
    }

    static LongPipeline iterate(long seed, LongPredicate hasNext, LongUnaryOperator next) {
        return new LongPipeline() {
            private boolean started;
            private boolean finished;
            private long previous;

            boolean tryAdvance(LongConsumer action) {
                if (finished) {
                    return false;
                }
                long t;
                if (started) {
                    t = next.applyAsLong(previous);
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

    static LongPipeline generate(LongSupplier s) {
        return new LongPipeline() {
            boolean tryAdvance(LongConsumer action) {
                action.accept(s.getAsLong());
                return true;
            }
        };
    }

    /* [first, last] with first <= last; its size is known up front. */
    static LongPipeline range(long first, long last) {
        return new LongPipeline() {
            private long next = first;
            private boolean done;

            boolean tryAdvance(LongConsumer action) {
                if (done) {
                    return false;
                }
                long t = next;
                if (t == last) {
                    done = true;
                } else {
                    next = t + 1;
                }
                action.accept(t);
                return true;
            }

            void forEachRemaining(LongConsumer action) {
                if (done) {
                    return;
                }
                done = true;
                long t = next;
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

    /* Any LongStream as a pull source, consuming it: ours directly, others through their iterator. */
    static LongPipeline pullFrom(LongStream s) {
        if (s instanceof LongPipeline) {
            LongPipeline p = (LongPipeline) s;
            p.use();
            return p;
        }
        return fromIterator(s.iterator(), -1);
    }

    static LongStream concat(LongStream a, LongStream b) {
        LongPipeline first = pullFrom(a);
        LongPipeline second = pullFrom(b);
        LongPipeline result = new LongPipeline() {
            private boolean inSecond;

            boolean tryAdvance(LongConsumer action) {
                if (!inSecond) {
                    if (first.tryAdvance(action)) {
                        return true;
                    }
                    inSecond = true;
                }
                return second.tryAdvance(action);
            }

            void forEachRemaining(LongConsumer action) {
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

    public PrimitiveIterator.OfLong iterator() {
        use();
        return new PrimitiveIterator.OfLong() {
            private final Box box = new Box();
            private boolean ready;

            public boolean hasNext() {
                if (!ready) {
                    ready = tryAdvance(box);
                }
                return ready;
            }

            public long nextLong() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return box.value;
            }
        };
    }

    public LongStream sequential() {
        setParallel(false);
        return this;
    }

    public LongStream parallel() {
        setParallel(true);
        return this;
    }

    public LongStream unordered() {
        return this;
    }

    public LongStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    // ---- intermediate operations ----

    public LongStream filter(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        LongPipeline up = this;
        return new LongPipeline(this) {
            private final Box box = new Box();

            boolean tryAdvance(LongConsumer action) {
                while (up.tryAdvance(box)) {
                    long t = box.value;
                    if (predicate.test(t)) {
                        action.accept(t);
                        return true;
                    }
                }
                return false;
            }

            void forEachRemaining(LongConsumer action) {
                up.forEachRemaining((long t) -> {
                    if (predicate.test(t)) {
                        action.accept(t);
                    }
                });
            }
        };
    }

    public LongStream map(LongUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        LongPipeline up = this;
        return new LongPipeline(this) {
            private final Box box = new Box();

            boolean tryAdvance(LongConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept(mapper.applyAsLong(box.value));
                return true;
            }

            void forEachRemaining(LongConsumer action) {
                up.forEachRemaining((long t) -> action.accept(mapper.applyAsLong(t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public <U> Stream<U> mapToObj(LongFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        LongPipeline up = this;
        return new RefPipeline<U>(this) {
            private final LongPipeline.Box box = new LongPipeline.Box();

            boolean tryAdvance(Consumer<? super U> action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept(mapper.apply(box.value));
                return true;
            }

            void forEachRemaining(Consumer<? super U> action) {
                up.forEachRemaining((long t) -> action.accept(mapper.apply(t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public Stream<Long> boxed() {
        return mapToObj(Long::valueOf);
    }

    public IntStream mapToInt(LongToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        LongPipeline up = this;
        return new IntPipeline(this) {
            private final LongPipeline.Box box = new LongPipeline.Box();

            boolean tryAdvance(IntConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept(mapper.applyAsInt(box.value));
                return true;
            }

            void forEachRemaining(IntConsumer action) {
                up.forEachRemaining((long t) -> action.accept(mapper.applyAsInt(t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public DoubleStream mapToDouble(LongToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        LongPipeline up = this;
        return new DoublePipeline(this) {
            private final LongPipeline.Box box = new LongPipeline.Box();

            boolean tryAdvance(DoubleConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept(mapper.applyAsDouble(box.value));
                return true;
            }

            void forEachRemaining(DoubleConsumer action) {
                up.forEachRemaining((long t) -> action.accept(mapper.applyAsDouble(t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public DoubleStream asDoubleStream() {
        LongPipeline up = this;
        return new DoublePipeline(this) {
            private final LongPipeline.Box box = new LongPipeline.Box();

            boolean tryAdvance(DoubleConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept((double) (box.value));
                return true;
            }

            void forEachRemaining(DoubleConsumer action) {
                up.forEachRemaining((long t) -> action.accept((double) (t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public LongStream flatMap(LongFunction<? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        LongPipeline up = this;
        return new LongPipeline(this) {
            private final Box box = new Box();
            private LongStream inner;
            private LongPipeline innerPull;

            boolean tryAdvance(LongConsumer action) {
                while (true) {
                    if (innerPull != null) {
                        if (innerPull.tryAdvance(action)) {
                            return true;
                        }
                        LongStream s = inner;
                        inner = null;
                        innerPull = null;
                        s.close();
                    }
                    if (!up.tryAdvance(box)) {
                        return false;
                    }
                    LongStream s = mapper.apply(box.value);
                    if (s != null) {
                        inner = s;
                        innerPull = pullFrom(s.sequential());
                    }
                }
            }

            void release() {
                if (innerPull != null) {
                    innerPull.release();
                    LongStream s = inner;
                    inner = null;
                    innerPull = null;
                    s.close();
                }
                super.release();
            }

            void forEachRemaining(LongConsumer action) {
                if (innerPull != null) {
                    LongStream s = inner;
                    LongPipeline p = innerPull;
                    inner = null;
                    innerPull = null;
                    try (s) {
                        p.forEachRemaining(action);
                    }
                }
                up.forEachRemaining((long t) -> {
                    try (LongStream s = mapper.apply(t)) {
                        if (s != null) {
                            s.sequential().forEach(action);
                        }
                    }
                });
            }
        };
    }

    // Equality as the JDK's boxed distinct() sees it (Long.equals).
    public LongStream distinct() {
        LongPipeline up = this;
        return new LongPipeline(this) {
            private final Box box = new Box();
            private final Set<Long> seen = new HashSet<>();

            boolean tryAdvance(LongConsumer action) {
                while (up.tryAdvance(box)) {
                    long t = box.value;
                    if (seen.add(t)) {
                        action.accept(t);
                        return true;
                    }
                }
                return false;
            }

            void forEachRemaining(LongConsumer action) {
                up.forEachRemaining((long t) -> {
                    if (seen.add(t)) {
                        action.accept(t);
                    }
                });
            }
        };
    }

    public LongStream sorted() {
        LongPipeline up = this;
        return new LongPipeline(this) {
            private long[] sorted;
            private int count;
            private int index;

            boolean tryAdvance(LongConsumer action) {
                if (sorted == null) {
                    LongBuilder buffer = new LongBuilder();
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

    public LongStream peek(LongConsumer peekAction) {
        Objects.requireNonNull(peekAction);
        LongPipeline up = this;
        return new LongPipeline(this) {
            private final Box box = new Box();

            boolean tryAdvance(LongConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                long t = box.value;
                peekAction.accept(t);
                action.accept(t);
                return true;
            }

            void forEachRemaining(LongConsumer action) {
                up.forEachRemaining((long t) -> {
                    peekAction.accept(t);
                    action.accept(t);
                });
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public LongStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        LongPipeline up = this;
        return new LongPipeline(this) {
            private long remaining = maxSize;

            boolean tryAdvance(LongConsumer action) {
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

    public LongStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        LongPipeline up = this;
        return new LongPipeline(this) {
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

            boolean tryAdvance(LongConsumer action) {
                return skipAll() && up.tryAdvance(action);
            }

            void forEachRemaining(LongConsumer action) {
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

    public LongStream takeWhile(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        LongPipeline up = this;
        return new LongPipeline(this) {
            private final Box box = new Box();
            private boolean done;

            boolean tryAdvance(LongConsumer action) {
                if (done || !up.tryAdvance(box)) {
                    done = true;
                    return false;
                }
                long t = box.value;
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

    public LongStream dropWhile(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        LongPipeline up = this;
        return new LongPipeline(this) {
            private boolean dropping = true;

            private boolean drop(LongConsumer action) {
                dropping = false;
                Box box = new Box();
                while (up.tryAdvance(box)) {
                    long t = box.value;
                    if (!predicate.test(t)) {
                        action.accept(t);
                        return true;
                    }
                }
                return false;
            }

            boolean tryAdvance(LongConsumer action) {
                if (dropping) {
                    return drop(action);
                }
                return up.tryAdvance(action);
            }

            void forEachRemaining(LongConsumer action) {
                if (dropping && !drop(action)) {
                    return;
                }
                up.forEachRemaining(action);
            }
        };
    }

    // ---- terminal operations ----

    public void forEach(LongConsumer action) {
        Objects.requireNonNull(action);
        use();
        forEachRemaining(action);
    }

    public void forEachOrdered(LongConsumer action) {
        forEach(action);
    }

    public long[] toArray() {
        use();
        LongBuilder buffer = new LongBuilder();
        forEachRemaining(buffer);
        return Arrays.copyOf(buffer.elements, buffer.count);
    }

    public long reduce(long identity, LongBinaryOperator op) {
        Objects.requireNonNull(op);
        use();
        Box state = new Box();
        state.value = identity;
        forEachRemaining((long t) -> state.value = op.applyAsLong(state.value, t));
        return state.value;
    }

    public OptionalLong reduce(LongBinaryOperator op) {
        Objects.requireNonNull(op);
        use();
        Box state = new Box();
        boolean[] empty = {true};
        forEachRemaining((long t) -> {
            if (empty[0]) {
                empty[0] = false;
                state.value = t;
            } else {
                state.value = op.applyAsLong(state.value, t);
            }
        });
        return empty[0] ? OptionalLong.empty() : OptionalLong.of(state.value);
    }

    public <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        use();
        R container = supplier.get();
        forEachRemaining((long t) -> accumulator.accept(container, t));
        return container;
    }

    public long sum() {
        return reduce(0, Long::sum);
    }

    public OptionalDouble average() {
        use();
        long[] countAndSum = new long[2];
        forEachRemaining((long t) -> {
            countAndSum[0]++;
            countAndSum[1] += t;
        });
        return countAndSum[0] > 0 ? OptionalDouble.of((double) countAndSum[1] / countAndSum[0]) : OptionalDouble.empty();
    }

    public OptionalLong min() {
        return reduce(Math::min);
    }

    public OptionalLong max() {
        return reduce(Math::max);
    }

    public long count() {
        use();
        long size = exactSize();
        if (size >= 0) {
            return size;
        }
        long[] n = {0};
        forEachRemaining((long t) -> n[0]++);
        return n[0];
    }

    public LongSummaryStatistics summaryStatistics() {
        return collect(LongSummaryStatistics::new, LongSummaryStatistics::accept, LongSummaryStatistics::combine);
    }

    public boolean anyMatch(LongPredicate predicate) {
        return match(predicate, true);
    }

    public boolean allMatch(LongPredicate predicate) {
        return !match(predicate.negate(), true);
    }

    public boolean noneMatch(LongPredicate predicate) {
        return !match(predicate, true);
    }

    /* Whether some value's test gives `stopOn`; stops at the first that does. */
    private boolean match(LongPredicate predicate, boolean stopOn) {
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

    public OptionalLong findFirst() {
        use();
        Box box = new Box();
        if (!tryAdvance(box)) {
            return OptionalLong.empty();
        }
        release();
        return OptionalLong.of(box.value);
    }

    public OptionalLong findAny() {
        return findFirst();
    }
}
