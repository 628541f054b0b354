/*
 * java.util.stream.DoubleStream: a stream of double values.  Lantern's DoublePipeline
 * stages implement it (sequential, lazy, pulling from the source one value
 * at a time; see RefPipeline).
 */
package java.util.stream;

import java.util.DoubleSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.function.BiConsumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleSupplier;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleToLongFunction;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.Supplier;

public interface DoubleStream extends BaseStream<Double, DoubleStream> {
    DoubleStream filter(DoublePredicate predicate);

    DoubleStream map(DoubleUnaryOperator mapper);

    <U> Stream<U> mapToObj(DoubleFunction<? extends U> mapper);

    IntStream mapToInt(DoubleToIntFunction mapper);

    LongStream mapToLong(DoubleToLongFunction mapper);

    DoubleStream flatMap(DoubleFunction<? extends DoubleStream> mapper);

    default DoubleStream mapMulti(DoubleMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return flatMap(e -> {
            DoubleBuilder buffer = new DoubleBuilder();
            mapper.accept(e, buffer);
            return buffer.build();
        });
    }

    DoubleStream distinct();

    DoubleStream sorted();

    DoubleStream peek(DoubleConsumer action);

    DoubleStream limit(long maxSize);

    DoubleStream skip(long n);

    default DoubleStream takeWhile(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return DoublePipeline.fromIterator(iterator(), -1).onClose(this::close).takeWhile(predicate);
    }

    default DoubleStream dropWhile(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return DoublePipeline.fromIterator(iterator(), -1).onClose(this::close).dropWhile(predicate);
    }

    void forEach(DoubleConsumer action);

    void forEachOrdered(DoubleConsumer action);

    double[] toArray();

    double reduce(double identity, DoubleBinaryOperator op);

    OptionalDouble reduce(DoubleBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner);

    double sum();

    OptionalDouble min();

    OptionalDouble max();

    long count();

    OptionalDouble average();

    DoubleSummaryStatistics summaryStatistics();

    boolean anyMatch(DoublePredicate predicate);

    boolean allMatch(DoublePredicate predicate);

    boolean noneMatch(DoublePredicate predicate);

    OptionalDouble findFirst();

    OptionalDouble findAny();

    Stream<Double> boxed();

    @Override
    DoubleStream sequential();

    @Override
    DoubleStream parallel();

    @Override
    PrimitiveIterator.OfDouble iterator();

    public static Builder builder() {
        return new DoubleBuilder();
    }

    public static DoubleStream empty() {
        return DoublePipeline.ofArray(new double[0], 0, 0);
    }

    public static DoubleStream of(double t) {
        return DoublePipeline.ofArray(new double[] {t}, 0, 1);
    }

    public static DoubleStream of(double... values) {
        return DoublePipeline.ofArray(values, 0, values.length);
    }

    public static DoubleStream iterate(final double seed, final DoubleUnaryOperator f) {
        Objects.requireNonNull(f);
        return DoublePipeline.iterate(seed, null, f);
    }

    public static DoubleStream iterate(double seed, DoublePredicate hasNext, DoubleUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return DoublePipeline.iterate(seed, hasNext, next);
    }

    public static DoubleStream generate(DoubleSupplier s) {
        Objects.requireNonNull(s);
        return DoublePipeline.generate(s);
    }

    public static DoubleStream concat(DoubleStream a, DoubleStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        return DoublePipeline.concat(a, b);
    }

    public interface Builder extends DoubleConsumer {
        @Override
        void accept(double t);

        default Builder add(double t) {
            accept(t);
            return this;
        }

        DoubleStream build();
    }

    @FunctionalInterface
    public interface DoubleMapMultiConsumer {
        void accept(double value, DoubleConsumer ic);
    }
}
