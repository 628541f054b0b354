/*
 * double stream stages: the same pull-based design as RefPipeline (tryAdvance
 * hands over one value, pulling upstream only as needed; forEachRemaining
 * pushes the rest; exactSize is the JDK's SIZED knowledge).
 */
package java.util.stream;

import java.util.Arrays;
import java.util.HashSet;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.Set;
import java.util.DoubleSummaryStatistics;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleSupplier;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.Supplier;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleToLongFunction;

abstract class DoublePipeline extends AbstractPipe implements DoubleStream {
    DoublePipeline() {
    }

    DoublePipeline(AbstractPipe upstream) {
        super(upstream);
    }

    /* Give the next value to action and return true, or return false at the end. */
    abstract boolean tryAdvance(DoubleConsumer action);

    void forEachRemaining(DoubleConsumer action) {
        while (tryAdvance(action)) {
        }
    }

    long exactSize() {
        return -1;
    }

    /* The single-slot action pull-mode stages hand to their upstream. */
    static final class Box implements DoubleConsumer {
        double value;

        public void accept(double t) {
            value = t;
        }
    }

    // ---- sources ----

    static DoublePipeline ofArray(double[] array, int from, int to) {
        return new DoublePipeline() {
            private int index = from;

            boolean tryAdvance(DoubleConsumer action) {
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

    static DoublePipeline fromIterator(PrimitiveIterator.OfDouble it, long size) {
        return new DoublePipeline() {
            boolean tryAdvance(DoubleConsumer action) {
                if (!it.hasNext()) {
                    return false;
                }
                action.accept(it.nextDouble());
                return true;
            }

            long exactSize() {
                return size;
            }
        };
    }

    static DoublePipeline iterate(double seed, DoublePredicate hasNext, DoubleUnaryOperator next) {
        return new DoublePipeline() {
            private boolean started;
            private boolean finished;
            private double previous;

            boolean tryAdvance(DoubleConsumer action) {
                if (finished) {
                    return false;
                }
                double t;
                if (started) {
                    t = next.applyAsDouble(previous);
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

    static DoublePipeline generate(DoubleSupplier s) {
        return new DoublePipeline() {
            boolean tryAdvance(DoubleConsumer action) {
                action.accept(s.getAsDouble());
                return true;
            }
        };
    }

    /* Any DoubleStream as a pull source, consuming it: ours directly, others through their iterator. */
    static DoublePipeline pullFrom(DoubleStream s) {
        if (s instanceof DoublePipeline) {
            DoublePipeline p = (DoublePipeline) s;
            p.use();
            return p;
        }
        return fromIterator(s.iterator(), -1);
    }

    static DoubleStream concat(DoubleStream a, DoubleStream b) {
        DoublePipeline first = pullFrom(a);
        DoublePipeline second = pullFrom(b);
        DoublePipeline result = new DoublePipeline() {
            private boolean inSecond;

            boolean tryAdvance(DoubleConsumer action) {
                if (!inSecond) {
                    if (first.tryAdvance(action)) {
                        return true;
                    }
                    inSecond = true;
                }
                return second.tryAdvance(action);
            }

            void forEachRemaining(DoubleConsumer action) {
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

    public PrimitiveIterator.OfDouble iterator() {
        use();
        return new PrimitiveIterator.OfDouble() {
            private final Box box = new Box();
            private boolean ready;

            public boolean hasNext() {
                if (!ready) {
                    ready = tryAdvance(box);
                }
                return ready;
            }

            public double nextDouble() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return box.value;
            }
        };
    }

    public DoubleStream sequential() {
        setParallel(false);
        return this;
    }

    public DoubleStream parallel() {
        setParallel(true);
        return this;
    }

    public DoubleStream unordered() {
        return this;
    }

    public DoubleStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    // ---- intermediate operations ----

    public DoubleStream filter(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        DoublePipeline up = this;
        return new DoublePipeline(this) {
            private final Box box = new Box();

            boolean tryAdvance(DoubleConsumer action) {
                while (up.tryAdvance(box)) {
                    double t = box.value;
                    if (predicate.test(t)) {
                        action.accept(t);
                        return true;
                    }
                }
                return false;
            }

            void forEachRemaining(DoubleConsumer action) {
                up.forEachRemaining((double t) -> {
                    if (predicate.test(t)) {
                        action.accept(t);
                    }
                });
            }
        };
    }

    public DoubleStream map(DoubleUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        DoublePipeline up = this;
        return new DoublePipeline(this) {
            private final Box box = new Box();

            boolean tryAdvance(DoubleConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept(mapper.applyAsDouble(box.value));
                return true;
            }

            void forEachRemaining(DoubleConsumer action) {
                up.forEachRemaining((double t) -> action.accept(mapper.applyAsDouble(t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public <U> Stream<U> mapToObj(DoubleFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        DoublePipeline up = this;
        return new RefPipeline<U>(this) {
            private final DoublePipeline.Box box = new DoublePipeline.Box();

            boolean tryAdvance(Consumer<? super U> action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept(mapper.apply(box.value));
                return true;
            }

            void forEachRemaining(Consumer<? super U> action) {
                up.forEachRemaining((double t) -> action.accept(mapper.apply(t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public Stream<Double> boxed() {
        return mapToObj(Double::valueOf);
    }

    public IntStream mapToInt(DoubleToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        DoublePipeline up = this;
        return new IntPipeline(this) {
            private final DoublePipeline.Box box = new DoublePipeline.Box();

            boolean tryAdvance(IntConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept(mapper.applyAsInt(box.value));
                return true;
            }

            void forEachRemaining(IntConsumer action) {
                up.forEachRemaining((double t) -> action.accept(mapper.applyAsInt(t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public LongStream mapToLong(DoubleToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        DoublePipeline up = this;
        return new LongPipeline(this) {
            private final DoublePipeline.Box box = new DoublePipeline.Box();

            boolean tryAdvance(LongConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept(mapper.applyAsLong(box.value));
                return true;
            }

            void forEachRemaining(LongConsumer action) {
                up.forEachRemaining((double t) -> action.accept(mapper.applyAsLong(t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public DoubleStream flatMap(DoubleFunction<? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        DoublePipeline up = this;
        return new DoublePipeline(this) {
            private final Box box = new Box();
            private DoubleStream inner;
            private DoublePipeline innerPull;

            boolean tryAdvance(DoubleConsumer action) {
                while (true) {
                    if (innerPull != null) {
                        if (innerPull.tryAdvance(action)) {
                            return true;
                        }
                        DoubleStream s = inner;
                        inner = null;
                        innerPull = null;
                        s.close();
                    }
                    if (!up.tryAdvance(box)) {
                        return false;
                    }
                    DoubleStream s = mapper.apply(box.value);
                    if (s != null) {
                        inner = s;
                        innerPull = pullFrom(s.sequential());
                    }
                }
            }

            void release() {
                if (innerPull != null) {
                    innerPull.release();
                    DoubleStream s = inner;
                    inner = null;
                    innerPull = null;
                    s.close();
                }
                super.release();
            }

            void forEachRemaining(DoubleConsumer action) {
                if (innerPull != null) {
                    DoubleStream s = inner;
                    DoublePipeline p = innerPull;
                    inner = null;
                    innerPull = null;
                    try (s) {
                        p.forEachRemaining(action);
                    }
                }
                up.forEachRemaining((double t) -> {
                    try (DoubleStream s = mapper.apply(t)) {
                        if (s != null) {
                            s.sequential().forEach(action);
                        }
                    }
                });
            }
        };
    }

    // Equality as the JDK's boxed distinct() sees it (Double.equals).
    public DoubleStream distinct() {
        DoublePipeline up = this;
        return new DoublePipeline(this) {
            private final Box box = new Box();
            private final Set<Double> seen = new HashSet<>();

            boolean tryAdvance(DoubleConsumer action) {
                while (up.tryAdvance(box)) {
                    double t = box.value;
                    if (seen.add(t)) {
                        action.accept(t);
                        return true;
                    }
                }
                return false;
            }

            void forEachRemaining(DoubleConsumer action) {
                up.forEachRemaining((double t) -> {
                    if (seen.add(t)) {
                        action.accept(t);
                    }
                });
            }
        };
    }

    public DoubleStream sorted() {
        DoublePipeline up = this;
        return new DoublePipeline(this) {
            private double[] sorted;
            private int count;
            private int index;

            boolean tryAdvance(DoubleConsumer action) {
                if (sorted == null) {
                    DoubleBuilder buffer = new DoubleBuilder();
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

    public DoubleStream peek(DoubleConsumer peekAction) {
        Objects.requireNonNull(peekAction);
        DoublePipeline up = this;
        return new DoublePipeline(this) {
            private final Box box = new Box();

            boolean tryAdvance(DoubleConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                double t = box.value;
                peekAction.accept(t);
                action.accept(t);
                return true;
            }

            void forEachRemaining(DoubleConsumer action) {
                up.forEachRemaining((double t) -> {
                    peekAction.accept(t);
                    action.accept(t);
                });
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public DoubleStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        DoublePipeline up = this;
        return new DoublePipeline(this) {
            private long remaining = maxSize;

            boolean tryAdvance(DoubleConsumer action) {
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

    public DoubleStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        DoublePipeline up = this;
        return new DoublePipeline(this) {
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

            boolean tryAdvance(DoubleConsumer action) {
                return skipAll() && up.tryAdvance(action);
            }

            void forEachRemaining(DoubleConsumer action) {
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

    public DoubleStream takeWhile(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        DoublePipeline up = this;
        return new DoublePipeline(this) {
            private final Box box = new Box();
            private boolean done;

            boolean tryAdvance(DoubleConsumer action) {
                if (done || !up.tryAdvance(box)) {
                    done = true;
                    return false;
                }
                double t = box.value;
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

    public DoubleStream dropWhile(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        DoublePipeline up = this;
        return new DoublePipeline(this) {
            private boolean dropping = true;

            private boolean drop(DoubleConsumer action) {
                dropping = false;
                Box box = new Box();
                while (up.tryAdvance(box)) {
                    double t = box.value;
                    if (!predicate.test(t)) {
                        action.accept(t);
                        return true;
                    }
                }
                return false;
            }

            boolean tryAdvance(DoubleConsumer action) {
                if (dropping) {
                    return drop(action);
                }
                return up.tryAdvance(action);
            }

            void forEachRemaining(DoubleConsumer action) {
                if (dropping && !drop(action)) {
                    return;
                }
                up.forEachRemaining(action);
            }
        };
    }

    // ---- terminal operations ----

    public void forEach(DoubleConsumer action) {
        Objects.requireNonNull(action);
        use();
        forEachRemaining(action);
    }

    public void forEachOrdered(DoubleConsumer action) {
        forEach(action);
    }

    public double[] toArray() {
        use();
        DoubleBuilder buffer = new DoubleBuilder();
        forEachRemaining(buffer);
        return Arrays.copyOf(buffer.elements, buffer.count);
    }

    public double reduce(double identity, DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        use();
        Box state = new Box();
        state.value = identity;
        forEachRemaining((double t) -> state.value = op.applyAsDouble(state.value, t));
        return state.value;
    }

    public OptionalDouble reduce(DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        use();
        Box state = new Box();
        boolean[] empty = {true};
        forEachRemaining((double t) -> {
            if (empty[0]) {
                empty[0] = false;
                state.value = t;
            } else {
                state.value = op.applyAsDouble(state.value, t);
            }
        });
        return empty[0] ? OptionalDouble.empty() : OptionalDouble.of(state.value);
    }

    public <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        use();
        R container = supplier.get();
        forEachRemaining((double t) -> accumulator.accept(container, t));
        return container;
    }

    // Compensated (Kahan) summation with a plain sum beside it, as the JDK
    // does: the result is the compensated sum unless that is NaN while the
    // plain sum is infinite.
    public double sum() {
        use();
        double[] summation = new double[3];
        forEachRemaining((double t) -> {
            Collectors.sumWithCompensation(summation, t);
            summation[2] += t;
        });
        return Collectors.computeFinalSum(summation);
    }

    public OptionalDouble average() {
        use();
        // [0] high sum, [1] compensation, [2] count, [3] plain sum
        double[] avg = new double[4];
        forEachRemaining((double t) -> {
            avg[2]++;
            Collectors.sumWithCompensation(avg, t);
            avg[3] += t;
        });
        return avg[2] > 0 ? OptionalDouble.of(Collectors.computeFinalSum(avg) / avg[2]) : OptionalDouble.empty();
    }

    public OptionalDouble min() {
        return reduce(Math::min);
    }

    public OptionalDouble max() {
        return reduce(Math::max);
    }

    public long count() {
        use();
        long size = exactSize();
        if (size >= 0) {
            return size;
        }
        long[] n = {0};
        forEachRemaining((double t) -> n[0]++);
        return n[0];
    }

    public DoubleSummaryStatistics summaryStatistics() {
        return collect(DoubleSummaryStatistics::new, DoubleSummaryStatistics::accept, DoubleSummaryStatistics::combine);
    }

    public boolean anyMatch(DoublePredicate predicate) {
        return match(predicate, true);
    }

    public boolean allMatch(DoublePredicate predicate) {
        return !match(predicate.negate(), true);
    }

    public boolean noneMatch(DoublePredicate predicate) {
        return !match(predicate, true);
    }

    /* Whether some value's test gives `stopOn`; stops at the first that does. */
    private boolean match(DoublePredicate predicate, boolean stopOn) {
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

    public OptionalDouble findFirst() {
        use();
        Box box = new Box();
        if (!tryAdvance(box)) {
            return OptionalDouble.empty();
        }
        release();
        return OptionalDouble.of(box.value);
    }

    public OptionalDouble findAny() {
        return findFirst();
    }
}
