/*
 * Reference stream stages.  Each stage is a Stream and also the cursor over
 * its own elements: tryAdvance hands the next element (if any) to an action
 * and pulls from upstream only as much as that needs, so short-circuiting
 * operations and limit stop the source early, and an element is computed
 * only when asked for, in encounter order, exactly as the JDK's sequential
 * pipelines observe.  forEachRemaining pushes everything left through the
 * stage with one action instead, for the operations that consume it all.
 * Stateful stages (sorted) drain their upstream on the first pull.
 */
package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.LongConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;
import java.util.function.UnaryOperator;

abstract class RefPipeline<T> extends AbstractPipe implements Stream<T> {
    RefPipeline() {
    }

    RefPipeline(AbstractPipe upstream) {
        super(upstream);
    }

    /* Give the next element to action and return true, or return false at the end. */
    abstract boolean tryAdvance(Consumer<? super T> action);

    void forEachRemaining(Consumer<? super T> action) {
        while (tryAdvance(action)) {
        }
    }

    long exactSize() {
        return -1;
    }

    /* The single-slot action pull-mode stages hand to their upstream. */
    static final class Box<T> implements Consumer<T> {
        T value;

        public void accept(T t) {
            value = t;
        }

        T take() {
            T t = value;
            value = null;
            return t;
        }
    }

    // ---- sources ----

    static <T> RefPipeline<T> ofArray(Object[] array, int from, int to) {
        return new RefPipeline<T>() {
            private int index = from;

            @SuppressWarnings("unchecked")
            boolean tryAdvance(Consumer<? super T> action) {
                if (index >= to) {
                    return false;
                }
                action.accept((T) array[index++]);
                return true;
            }

            long exactSize() {
                return to - index;
            }
        };
    }

    static <T> RefPipeline<T> fromIterable(Iterable<? extends T> source) {
        return new RefPipeline<T>() {
            private Iterator<? extends T> it;

            boolean tryAdvance(Consumer<? super T> action) {
                if (it == null) {
                    it = source.iterator();
                }
                if (!it.hasNext()) {
                    return false;
                }
                action.accept(it.next());
                return true;
            }

            void forEachRemaining(Consumer<? super T> action) {
                if (it == null) {
                    it = source.iterator();
                }
                while (it.hasNext()) {
                    action.accept(it.next());
                }
            }

            long exactSize() {
                return it == null && source instanceof Collection ? ((Collection<?>) source).size() : -1;
            }
        };
    }

    static <T> RefPipeline<T> fromIterator(Iterator<? extends T> it, long size) {
        return new RefPipeline<T>() {
            boolean tryAdvance(Consumer<? super T> action) {
                if (!it.hasNext()) {
                    return false;
                }
                action.accept(it.next());
                return true;
            }

            long exactSize() {
                return size;
            }
        };
    }

    static <T> RefPipeline<T> iterate(T seed, Predicate<? super T> hasNext, UnaryOperator<T> next) {
        return new RefPipeline<T>() {
            private boolean started;
            private boolean finished;
            private T previous;

            boolean tryAdvance(Consumer<? super T> action) {
                if (finished) {
                    return false;
                }
                T t;
                if (started) {
                    t = next.apply(previous);
                } else {
                    t = seed;
                    started = true;
                }
                if (hasNext != null && !hasNext.test(t)) {
                    previous = null;
                    finished = true;
                    return false;
                }
                previous = t;
                action.accept(t);
                return true;
            }
        };
    }

    static <T> RefPipeline<T> generate(Supplier<? extends T> s) {
        return new RefPipeline<T>() {
            boolean tryAdvance(Consumer<? super T> action) {
                action.accept(s.get());
                return true;
            }
        };
    }

    /* Any Stream as a pull source, consuming it: ours directly, others through their iterator. */
    @SuppressWarnings("unchecked")
    static <T> RefPipeline<T> pullFrom(Stream<? extends T> s) {
        if (s instanceof RefPipeline) {
            RefPipeline<T> p = (RefPipeline<T>) s;
            p.use();
            return p;
        }
        return fromIterator(s.iterator(), -1);
    }

    static <T> Stream<T> concat(Stream<? extends T> a, Stream<? extends T> b) {
        RefPipeline<T> first = pullFrom(a);
        RefPipeline<T> second = pullFrom(b);
        RefPipeline<T> result = new RefPipeline<T>() {
            private boolean inSecond;

            boolean tryAdvance(Consumer<? super T> action) {
                if (!inSecond) {
                    if (first.tryAdvance(action)) {
                        return true;
                    }
                    inSecond = true;
                }
                return second.tryAdvance(action);
            }

            void forEachRemaining(Consumer<? super T> action) {
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

    public Iterator<T> iterator() {
        use();
        return new Iterator<T>() {
            private final Box<T> box = new Box<>();
            private boolean ready;

            public boolean hasNext() {
                if (!ready) {
                    ready = tryAdvance(box);
                }
                return ready;
            }

            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return box.take();
            }
        };
    }

    public Stream<T> sequential() {
        setParallel(false);
        return this;
    }

    public Stream<T> parallel() {
        setParallel(true);
        return this;
    }

    public Stream<T> unordered() {
        return this;
    }

    public Stream<T> onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    // ---- intermediate operations ----

    public Stream<T> filter(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        RefPipeline<T> up = this;
        return new RefPipeline<T>(this) {
            private final Box<T> box = new Box<>();

            boolean tryAdvance(Consumer<? super T> action) {
                while (up.tryAdvance(box)) {
                    T t = box.take();
                    if (predicate.test(t)) {
                        action.accept(t);
                        return true;
                    }
                }
                return false;
            }

            void forEachRemaining(Consumer<? super T> action) {
                up.forEachRemaining(t -> {
                    if (predicate.test(t)) {
                        action.accept(t);
                    }
                });
            }
        };
    }

    public <R> Stream<R> map(Function<? super T, ? extends R> mapper) {
        Objects.requireNonNull(mapper);
        RefPipeline<T> up = this;
        return new RefPipeline<R>(this) {
            private final Box<T> box = new Box<>();

            boolean tryAdvance(Consumer<? super R> action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept(mapper.apply(box.take()));
                return true;
            }

            void forEachRemaining(Consumer<? super R> action) {
                up.forEachRemaining(t -> action.accept(mapper.apply(t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public IntStream mapToInt(ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        RefPipeline<T> up = this;
        return new IntPipeline(this) {
            private final RefPipeline.Box<T> box = new RefPipeline.Box<>();

            boolean tryAdvance(IntConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept(mapper.applyAsInt(box.take()));
                return true;
            }

            void forEachRemaining(IntConsumer action) {
                up.forEachRemaining(t -> action.accept(mapper.applyAsInt(t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public LongStream mapToLong(ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        RefPipeline<T> up = this;
        return new LongPipeline(this) {
            private final RefPipeline.Box<T> box = new RefPipeline.Box<>();

            boolean tryAdvance(LongConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept(mapper.applyAsLong(box.take()));
                return true;
            }

            void forEachRemaining(LongConsumer action) {
                up.forEachRemaining(t -> action.accept(mapper.applyAsLong(t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public DoubleStream mapToDouble(ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        RefPipeline<T> up = this;
        return new DoublePipeline(this) {
            private final RefPipeline.Box<T> box = new RefPipeline.Box<>();

            boolean tryAdvance(DoubleConsumer action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                action.accept(mapper.applyAsDouble(box.take()));
                return true;
            }

            void forEachRemaining(DoubleConsumer action) {
                up.forEachRemaining(t -> action.accept(mapper.applyAsDouble(t)));
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public <R> Stream<R> flatMap(Function<? super T, ? extends Stream<? extends R>> mapper) {
        Objects.requireNonNull(mapper);
        RefPipeline<T> up = this;
        return new RefPipeline<R>(this) {
            private final Box<T> box = new Box<>();
            private Stream<? extends R> inner;
            private RefPipeline<R> innerPull;

            boolean tryAdvance(Consumer<? super R> action) {
                while (true) {
                    if (innerPull != null) {
                        if (innerPull.tryAdvance(action)) {
                            return true;
                        }
                        Stream<? extends R> s = inner;
                        inner = null;
                        innerPull = null;
                        s.close();
                    }
                    if (!up.tryAdvance(box)) {
                        return false;
                    }
                    Stream<? extends R> s = mapper.apply(box.take());
                    if (s != null) {
                        inner = s;
                        innerPull = pullFrom(s.sequential());
                    }
                }
            }

            void release() {
                if (innerPull != null) {
                    innerPull.release();
                    Stream<? extends R> s = inner;
                    inner = null;
                    innerPull = null;
                    s.close();
                }
                super.release();
            }

            void forEachRemaining(Consumer<? super R> action) {
                if (innerPull != null) {
                    Stream<? extends R> s = inner;
                    RefPipeline<R> p = innerPull;
                    inner = null;
                    innerPull = null;
                    try (s) {
                        p.forEachRemaining(action);
                    }
                }
                up.forEachRemaining(t -> {
                    try (Stream<? extends R> s = mapper.apply(t)) {
                        if (s != null) {
                            s.sequential().forEach(action);
                        }
                    }
                });
            }
        };
    }

    public IntStream flatMapToInt(Function<? super T, ? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        RefPipeline<T> up = this;
        return new IntPipeline(this) {
            private final RefPipeline.Box<T> box = new RefPipeline.Box<>();
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
                    IntStream s = mapper.apply(box.take());
                    if (s != null) {
                        inner = s;
                        innerPull = IntPipeline.pullFrom(s.sequential());
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
                up.forEachRemaining(t -> {
                    try (IntStream s = mapper.apply(t)) {
                        if (s != null) {
                            s.sequential().forEach(action);
                        }
                    }
                });
            }
        };
    }

    public LongStream flatMapToLong(Function<? super T, ? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        RefPipeline<T> up = this;
        return new LongPipeline(this) {
            private final RefPipeline.Box<T> box = new RefPipeline.Box<>();
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
                    LongStream s = mapper.apply(box.take());
                    if (s != null) {
                        inner = s;
                        innerPull = LongPipeline.pullFrom(s.sequential());
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
                up.forEachRemaining(t -> {
                    try (LongStream s = mapper.apply(t)) {
                        if (s != null) {
                            s.sequential().forEach(action);
                        }
                    }
                });
            }
        };
    }

    public DoubleStream flatMapToDouble(Function<? super T, ? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        RefPipeline<T> up = this;
        return new DoublePipeline(this) {
            private final RefPipeline.Box<T> box = new RefPipeline.Box<>();
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
                    DoubleStream s = mapper.apply(box.take());
                    if (s != null) {
                        inner = s;
                        innerPull = DoublePipeline.pullFrom(s.sequential());
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
                up.forEachRemaining(t -> {
                    try (DoubleStream s = mapper.apply(t)) {
                        if (s != null) {
                            s.sequential().forEach(action);
                        }
                    }
                });
            }
        };
    }

    public Stream<T> distinct() {
        RefPipeline<T> up = this;
        return new RefPipeline<T>(this) {
            private final Box<T> box = new Box<>();
            private final Set<T> seen = new HashSet<>();

            boolean tryAdvance(Consumer<? super T> action) {
                while (up.tryAdvance(box)) {
                    T t = box.take();
                    if (seen.add(t)) {
                        action.accept(t);
                        return true;
                    }
                }
                return false;
            }

            void forEachRemaining(Consumer<? super T> action) {
                up.forEachRemaining(t -> {
                    if (seen.add(t)) {
                        action.accept(t);
                    }
                });
            }
        };
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public Stream<T> sorted() {
        return sorted((Comparator) Comparator.naturalOrder());
    }

    public Stream<T> sorted(Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        RefPipeline<T> up = this;
        return new RefPipeline<T>(this) {
            private Object[] sorted;
            private int count;
            private int index;

            @SuppressWarnings("unchecked")
            private void fill() {
                RefBuilder<T> buffer = new RefBuilder<>();
                up.forEachRemaining(buffer);
                sorted = buffer.elements;
                count = buffer.count;
                Arrays.sort((T[]) sorted, 0, count, comparator);
            }

            @SuppressWarnings("unchecked")
            boolean tryAdvance(Consumer<? super T> action) {
                if (sorted == null) {
                    fill();
                }
                if (index >= count) {
                    return false;
                }
                T t = (T) sorted[index];
                sorted[index++] = null;
                action.accept(t);
                return true;
            }

            long exactSize() {
                return sorted == null ? up.exactSize() : count - index;
            }
        };
    }

    public Stream<T> peek(Consumer<? super T> peekAction) {
        Objects.requireNonNull(peekAction);
        RefPipeline<T> up = this;
        return new RefPipeline<T>(this) {
            private final Box<T> box = new Box<>();

            boolean tryAdvance(Consumer<? super T> action) {
                if (!up.tryAdvance(box)) {
                    return false;
                }
                T t = box.take();
                peekAction.accept(t);
                action.accept(t);
                return true;
            }

            void forEachRemaining(Consumer<? super T> action) {
                up.forEachRemaining(t -> {
                    peekAction.accept(t);
                    action.accept(t);
                });
            }

            long exactSize() {
                return up.exactSize();
            }
        };
    }

    public Stream<T> limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        RefPipeline<T> up = this;
        return new RefPipeline<T>(this) {
            private long remaining = maxSize;

            boolean tryAdvance(Consumer<? super T> action) {
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

    public Stream<T> skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        RefPipeline<T> up = this;
        return new RefPipeline<T>(this) {
            private long toSkip = n;

            private boolean skipAll() {
                Box<T> box = new Box<>();
                while (toSkip > 0) {
                    if (!up.tryAdvance(box)) {
                        return false;
                    }
                    box.value = null;
                    toSkip--;
                }
                return true;
            }

            boolean tryAdvance(Consumer<? super T> action) {
                return skipAll() && up.tryAdvance(action);
            }

            void forEachRemaining(Consumer<? super T> action) {
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

    public Stream<T> takeWhile(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        RefPipeline<T> up = this;
        return new RefPipeline<T>(this) {
            private final Box<T> box = new Box<>();
            private boolean done;

            boolean tryAdvance(Consumer<? super T> action) {
                if (done || !up.tryAdvance(box)) {
                    done = true;
                    return false;
                }
                T t = box.take();
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

    public Stream<T> dropWhile(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        RefPipeline<T> up = this;
        return new RefPipeline<T>(this) {
            private boolean dropping = true;

            private boolean drop(Consumer<? super T> action) {
                dropping = false;
                Box<T> box = new Box<>();
                while (up.tryAdvance(box)) {
                    T t = box.take();
                    if (!predicate.test(t)) {
                        action.accept(t);
                        return true;
                    }
                }
                return false;
            }

            boolean tryAdvance(Consumer<? super T> action) {
                if (dropping) {
                    return drop(action);
                }
                return up.tryAdvance(action);
            }

            void forEachRemaining(Consumer<? super T> action) {
                if (dropping && !drop(action)) {
                    return;
                }
                up.forEachRemaining(action);
            }
        };
    }

    // ---- terminal operations ----

    public void forEach(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        use();
        forEachRemaining(action);
    }

    public void forEachOrdered(Consumer<? super T> action) {
        forEach(action);
    }

    public Object[] toArray() {
        use();
        RefBuilder<T> buffer = new RefBuilder<>();
        forEachRemaining(buffer);
        return Arrays.copyOf(buffer.elements, buffer.count);
    }

    /*
     * As the JDK: a sized pipeline asks the generator for the exact size
     * first and stores each element (a wrong element type fails that store);
     * otherwise the elements are buffered and copied into the array.
     */
    @SuppressWarnings("unchecked")
    public <A> A[] toArray(IntFunction<A[]> generator) {
        Objects.requireNonNull(generator);
        use();
        long size = exactSize();
        if (size >= 0) {
            if (size >= Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("Stream size exceeds max array length");
            }
            A[] array = generator.apply((int) size);
            if (array.length != size) {
                throw new IllegalStateException("Begin size " + size + " is not equal to fixed size " + array.length);
            }
            Object[] store = array;
            int[] index = {0};
            forEachRemaining(t -> store[index[0]++] = t);
            return array;
        }
        RefBuilder<T> buffer = new RefBuilder<>();
        forEachRemaining(buffer);
        A[] result = generator.apply(buffer.count);
        if (buffer.count > result.length) {
            throw new IndexOutOfBoundsException("does not fit");
        }
        System.arraycopy(buffer.elements, 0, result, 0, buffer.count);
        return result;
    }

    public T reduce(T identity, BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        use();
        Box<T> state = new Box<>();
        state.value = identity;
        forEachRemaining(t -> state.value = accumulator.apply(state.value, t));
        return state.value;
    }

    public Optional<T> reduce(BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        use();
        Box<T> state = new Box<>();
        boolean[] empty = {true};
        forEachRemaining(t -> {
            if (empty[0]) {
                empty[0] = false;
                state.value = t;
            } else {
                state.value = accumulator.apply(state.value, t);
            }
        });
        return empty[0] ? Optional.empty() : Optional.of(state.value);
    }

    public <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        use();
        Box<U> state = new Box<>();
        state.value = identity;
        forEachRemaining(t -> state.value = accumulator.apply(state.value, t));
        return state.value;
    }

    public <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        use();
        R container = supplier.get();
        forEachRemaining(t -> accumulator.accept(container, t));
        return container;
    }

    @SuppressWarnings("unchecked")
    public <R, A> R collect(Collector<? super T, A, R> collector) {
        Supplier<A> supplier = Objects.requireNonNull(collector).supplier();
        BiConsumer<A, ? super T> accumulator = collector.accumulator();
        collector.combiner();
        use();
        A container = supplier.get();
        forEachRemaining(t -> accumulator.accept(container, t));
        return collector.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)
                ? (R) container : collector.finisher().apply(container);
    }

    @SuppressWarnings("unchecked")
    public List<T> toList() {
        return (List<T>) Collections.unmodifiableList(new ArrayList<>(Arrays.asList(toArray())));
    }

    public Optional<T> min(Comparator<? super T> comparator) {
        return reduce(BinaryOperator.minBy(comparator));
    }

    public Optional<T> max(Comparator<? super T> comparator) {
        return reduce(BinaryOperator.maxBy(comparator));
    }

    public long count() {
        use();
        long size = exactSize();
        if (size >= 0) {
            return size;
        }
        long[] n = {0};
        forEachRemaining(t -> n[0]++);
        return n[0];
    }

    public boolean anyMatch(Predicate<? super T> predicate) {
        return match(predicate, true);
    }

    public boolean allMatch(Predicate<? super T> predicate) {
        return !match(predicate.negate(), true);
    }

    public boolean noneMatch(Predicate<? super T> predicate) {
        return !match(predicate, true);
    }

    /* Whether some element's test gives `stopOn`; stops at the first that does. */
    private boolean match(Predicate<? super T> predicate, boolean stopOn) {
        Objects.requireNonNull(predicate);
        use();
        Box<T> box = new Box<>();
        while (tryAdvance(box)) {
            if (predicate.test(box.take()) == stopOn) {
                release();
                return true;
            }
        }
        return false;
    }

    public Optional<T> findFirst() {
        use();
        Box<T> box = new Box<>();
        if (!tryAdvance(box)) {
            return Optional.empty();
        }
        release();
        return Optional.of(box.take());
    }

    public Optional<T> findAny() {
        return findFirst();
    }
}
