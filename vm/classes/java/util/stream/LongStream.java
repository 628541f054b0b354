/*
 * java.util.stream.LongStream: a stream of long values.  Lantern's LongPipeline
 * stages implement it (sequential, lazy, pulling from the source one value
 * at a time; see RefPipeline).
 */
package java.util.stream;

import java.util.LongSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.PrimitiveIterator;
import java.util.function.BiConsumer;
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongSupplier;
import java.util.function.LongToDoubleFunction;
import java.util.function.LongToIntFunction;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjLongConsumer;
import java.util.function.Supplier;

public interface LongStream extends BaseStream<Long, LongStream> {
    LongStream filter(LongPredicate predicate);

    LongStream map(LongUnaryOperator mapper);

    <U> Stream<U> mapToObj(LongFunction<? extends U> mapper);

    IntStream mapToInt(LongToIntFunction mapper);

    DoubleStream mapToDouble(LongToDoubleFunction mapper);

    LongStream flatMap(LongFunction<? extends LongStream> mapper);

    default LongStream mapMulti(LongMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return flatMap(e -> {
            LongBuilder buffer = new LongBuilder();
            mapper.accept(e, buffer);
            return buffer.build();
        });
    }

    LongStream distinct();

    LongStream sorted();

    LongStream peek(LongConsumer action);

    LongStream limit(long maxSize);

    LongStream skip(long n);

    default LongStream takeWhile(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return LongPipeline.fromIterator(iterator(), -1).onClose(this::close).takeWhile(predicate);
    }

    default LongStream dropWhile(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return LongPipeline.fromIterator(iterator(), -1).onClose(this::close).dropWhile(predicate);
    }

    void forEach(LongConsumer action);

    void forEachOrdered(LongConsumer action);

    long[] toArray();

    long reduce(long identity, LongBinaryOperator op);

    OptionalLong reduce(LongBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner);

    long sum();

    OptionalLong min();

    OptionalLong max();

    long count();

    OptionalDouble average();

    LongSummaryStatistics summaryStatistics();

    boolean anyMatch(LongPredicate predicate);

    boolean allMatch(LongPredicate predicate);

    boolean noneMatch(LongPredicate predicate);

    OptionalLong findFirst();

    OptionalLong findAny();

    DoubleStream asDoubleStream();

    Stream<Long> boxed();

    @Override
    LongStream sequential();

    @Override
    LongStream parallel();

    @Override
    PrimitiveIterator.OfLong iterator();

    public static Builder builder() {
        return new LongBuilder();
    }

    public static LongStream empty() {
        return LongPipeline.ofArray(new long[0], 0, 0);
    }

    public static LongStream of(long t) {
        return LongPipeline.ofArray(new long[] {t}, 0, 1);
    }

    public static LongStream of(long... values) {
        return LongPipeline.ofArray(values, 0, values.length);
    }

    public static LongStream iterate(final long seed, final LongUnaryOperator f) {
        Objects.requireNonNull(f);
        return LongPipeline.iterate(seed, null, f);
    }

    public static LongStream iterate(long seed, LongPredicate hasNext, LongUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return LongPipeline.iterate(seed, hasNext, next);
    }

    public static LongStream generate(LongSupplier s) {
        Objects.requireNonNull(s);
        return LongPipeline.generate(s);
    }

    public static LongStream range(long startInclusive, long endExclusive) {
        if (startInclusive >= endExclusive) {
            return empty();
        }
        return LongPipeline.range(startInclusive, endExclusive - 1);
    }

    public static LongStream rangeClosed(long startInclusive, long endInclusive) {
        if (startInclusive > endInclusive) {
            return empty();
        }
        return LongPipeline.range(startInclusive, endInclusive);
    }

    public static LongStream concat(LongStream a, LongStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        return LongPipeline.concat(a, b);
    }

    public interface Builder extends LongConsumer {
        @Override
        void accept(long t);

        default Builder add(long t) {
            accept(t);
            return this;
        }

        LongStream build();
    }

    @FunctionalInterface
    public interface LongMapMultiConsumer {
        void accept(long value, LongConsumer ic);
    }
}
