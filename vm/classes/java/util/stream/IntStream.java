/*
 * java.util.stream.IntStream: a stream of int values.  Lantern's IntPipeline
 * stages implement it (sequential, lazy, pulling from the source one value
 * at a time; see RefPipeline).
 */
package java.util.stream;

import java.util.IntSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.PrimitiveIterator;
import java.util.function.BiConsumer;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntSupplier;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.ObjIntConsumer;
import java.util.function.Supplier;

public interface IntStream extends BaseStream<Integer, IntStream> {
    IntStream filter(IntPredicate predicate);

    IntStream map(IntUnaryOperator mapper);

    <U> Stream<U> mapToObj(IntFunction<? extends U> mapper);

    LongStream mapToLong(IntToLongFunction mapper);

    DoubleStream mapToDouble(IntToDoubleFunction mapper);

    IntStream flatMap(IntFunction<? extends IntStream> mapper);

    default IntStream mapMulti(IntMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return flatMap(e -> {
            IntBuilder buffer = new IntBuilder();
            mapper.accept(e, buffer);
            return buffer.build();
        });
    }

    IntStream distinct();

    IntStream sorted();

    IntStream peek(IntConsumer action);

    IntStream limit(long maxSize);

    IntStream skip(long n);

    default IntStream takeWhile(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return IntPipeline.fromIterator(iterator(), -1).onClose(this::close).takeWhile(predicate);
    }

    default IntStream dropWhile(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return IntPipeline.fromIterator(iterator(), -1).onClose(this::close).dropWhile(predicate);
    }

    void forEach(IntConsumer action);

    void forEachOrdered(IntConsumer action);

    int[] toArray();

    int reduce(int identity, IntBinaryOperator op);

    OptionalInt reduce(IntBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner);

    int sum();

    OptionalInt min();

    OptionalInt max();

    long count();

    OptionalDouble average();

    IntSummaryStatistics summaryStatistics();

    boolean anyMatch(IntPredicate predicate);

    boolean allMatch(IntPredicate predicate);

    boolean noneMatch(IntPredicate predicate);

    OptionalInt findFirst();

    OptionalInt findAny();

    LongStream asLongStream();

    DoubleStream asDoubleStream();

    Stream<Integer> boxed();

    @Override
    IntStream sequential();

    @Override
    IntStream parallel();

    @Override
    PrimitiveIterator.OfInt iterator();

    public static Builder builder() {
        return new IntBuilder();
    }

    public static IntStream empty() {
        return IntPipeline.ofArray(new int[0], 0, 0);
    }

    public static IntStream of(int t) {
        return IntPipeline.ofArray(new int[] {t}, 0, 1);
    }

    public static IntStream of(int... values) {
        return IntPipeline.ofArray(values, 0, values.length);
    }

    public static IntStream iterate(final int seed, final IntUnaryOperator f) {
        Objects.requireNonNull(f);
        return IntPipeline.iterate(seed, null, f);
    }

    public static IntStream iterate(int seed, IntPredicate hasNext, IntUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return IntPipeline.iterate(seed, hasNext, next);
    }

    public static IntStream generate(IntSupplier s) {
        Objects.requireNonNull(s);
        return IntPipeline.generate(s);
    }

    public static IntStream range(int startInclusive, int endExclusive) {
        if (startInclusive >= endExclusive) {
            return empty();
        }
        return IntPipeline.range(startInclusive, endExclusive - 1);
    }

    public static IntStream rangeClosed(int startInclusive, int endInclusive) {
        if (startInclusive > endInclusive) {
            return empty();
        }
        return IntPipeline.range(startInclusive, endInclusive);
    }

    public static IntStream concat(IntStream a, IntStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        return IntPipeline.concat(a, b);
    }

    public interface Builder extends IntConsumer {
        @Override
        void accept(int t);

        default Builder add(int t) {
            accept(t);
            return this;
        }

        IntStream build();
    }

    @FunctionalInterface
    public interface IntMapMultiConsumer {
        void accept(int value, IntConsumer ic);
    }
}
