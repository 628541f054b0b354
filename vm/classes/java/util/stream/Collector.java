/*
 * java.util.stream.Collector: a mutable reduction as four functions and a
 * set of characteristics.  Lantern's streams are sequential, so the combiner
 * is never called; IDENTITY_FINISH lets collect() skip the finisher.
 */
package java.util.stream;

import java.util.Collections;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Supplier;

public interface Collector<T, A, R> {
    Supplier<A> supplier();

    BiConsumer<A, T> accumulator();

    BinaryOperator<A> combiner();

    Function<A, R> finisher();

    Set<Characteristics> characteristics();

    public static <T, R> Collector<T, R, R> of(Supplier<R> supplier, BiConsumer<R, T> accumulator,
                                              BinaryOperator<R> combiner, Characteristics... characteristics) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Objects.requireNonNull(characteristics);
        Set<Characteristics> cs = new HashSet<>();
        cs.add(Characteristics.IDENTITY_FINISH);
        for (Characteristics c : characteristics) {
            cs.add(Objects.requireNonNull(c));
        }
        return new Collectors.CollectorImpl<>(supplier, accumulator, combiner, Collections.unmodifiableSet(cs));
    }

    public static <T, A, R> Collector<T, A, R> of(Supplier<A> supplier, BiConsumer<A, T> accumulator,
                                                 BinaryOperator<A> combiner, Function<A, R> finisher,
                                                 Characteristics... characteristics) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Objects.requireNonNull(finisher);
        Objects.requireNonNull(characteristics);
        Set<Characteristics> cs = new HashSet<>();
        for (Characteristics c : characteristics) {
            cs.add(Objects.requireNonNull(c));
        }
        return new Collectors.CollectorImpl<>(supplier, accumulator, combiner, finisher, Collections.unmodifiableSet(cs));
    }

    enum Characteristics {
        CONCURRENT,
        UNORDERED,
        IDENTITY_FINISH
    }
}
