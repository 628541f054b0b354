/*
 * java.util.stream.Collectors.  Each collector is a CollectorImpl whose
 * functions match the JDK's observable behaviour: the container types
 * (ArrayList, HashSet, HashMap unless a factory is given), the order in
 * which keys, values and finishers are computed, the exception texts
 * (duplicate keys, null keys), and compensated summation for doubles.
 * Streams here are sequential, so combiners exist only to satisfy the
 * interface and for callers that invoke them directly.
 */
package java.util.stream;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IntSummaryStatistics;
import java.util.Iterator;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

public final class Collectors {
    static final Set<Collector.Characteristics> CH_ID = characteristics(Collector.Characteristics.IDENTITY_FINISH);
    static final Set<Collector.Characteristics> CH_UNORDERED_ID =
            characteristics(Collector.Characteristics.UNORDERED, Collector.Characteristics.IDENTITY_FINISH);
    static final Set<Collector.Characteristics> CH_NOID = characteristics();
    static final Set<Collector.Characteristics> CH_UNORDERED_NOID = characteristics(Collector.Characteristics.UNORDERED);

    private Collectors() {
    }

    private static Set<Collector.Characteristics> characteristics(Collector.Characteristics... cs) {
        Set<Collector.Characteristics> set = new HashSet<>();
        for (Collector.Characteristics c : cs) {
            set.add(c);
        }
        return Collections.unmodifiableSet(set);
    }

    static final class CollectorImpl<T, A, R> implements Collector<T, A, R> {
        private final Supplier<A> supplier;
        private final BiConsumer<A, T> accumulator;
        private final BinaryOperator<A> combiner;
        private final Function<A, R> finisher;
        private final Set<Characteristics> characteristics;

        CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
                      Function<A, R> finisher, Set<Characteristics> characteristics) {
            this.supplier = supplier;
            this.accumulator = accumulator;
            this.combiner = combiner;
            this.finisher = finisher;
            this.characteristics = characteristics;
        }

        @SuppressWarnings("unchecked")
        CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
                      Set<Characteristics> characteristics) {
            this(supplier, accumulator, combiner, a -> (R) a, characteristics);
        }

        public BiConsumer<A, T> accumulator() {
            return accumulator;
        }

        public Supplier<A> supplier() {
            return supplier;
        }

        public BinaryOperator<A> combiner() {
            return combiner;
        }

        public Function<A, R> finisher() {
            return finisher;
        }

        public Set<Characteristics> characteristics() {
            return characteristics;
        }
    }

    private static IllegalStateException duplicateKeyException(Object k, Object u, Object v) {
        return new IllegalStateException("Duplicate key " + k + " (attempted merging values " + u + " and " + v + ")");
    }

    private static <K, V, M extends Map<K, V>> BinaryOperator<M> mapMerger(BinaryOperator<V> mergeFunction) {
        return (m1, m2) -> {
            for (Map.Entry<K, V> e : m2.entrySet()) {
                m1.merge(e.getKey(), e.getValue(), mergeFunction);
            }
            return m1;
        };
    }

    private static <T, K, V> BiConsumer<Map<K, V>, T> uniqKeysMapAccumulator(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends V> valueMapper) {
        return (map, element) -> {
            K k = keyMapper.apply(element);
            V v = Objects.requireNonNull(valueMapper.apply(element));
            V u = map.putIfAbsent(k, v);
            if (u != null) {
                throw duplicateKeyException(k, u, v);
            }
        };
    }

    private static <K, V, M extends Map<K, V>> BinaryOperator<M> uniqKeysMapMerger() {
        return (m1, m2) -> {
            for (Map.Entry<K, V> e : m2.entrySet()) {
                K k = e.getKey();
                V v = Objects.requireNonNull(e.getValue());
                V u = m1.putIfAbsent(k, v);
                if (u != null) {
                    throw duplicateKeyException(k, u, v);
                }
            }
            return m1;
        };
    }

    // ---- collections ----

    public static <T, C extends Collection<T>> Collector<T, ?, C> toCollection(Supplier<C> collectionFactory) {
        return new CollectorImpl<>(collectionFactory, Collection<T>::add, (r1, r2) -> {
            r1.addAll(r2);
            return r1;
        }, CH_ID);
    }

    public static <T> Collector<T, ?, List<T>> toList() {
        return new CollectorImpl<>(ArrayList::new, List::add, (left, right) -> {
            left.addAll(right);
            return left;
        }, CH_ID);
    }

    @SuppressWarnings("unchecked")
    public static <T> Collector<T, ?, List<T>> toUnmodifiableList() {
        return new CollectorImpl<>(ArrayList::new, List::add, (left, right) -> {
            left.addAll(right);
            return left;
        }, list -> (List<T>) List.of(list.toArray()), CH_NOID);
    }

    public static <T> Collector<T, ?, Set<T>> toSet() {
        return new CollectorImpl<>(HashSet::new, Set::add, (left, right) -> {
            if (left.size() < right.size()) {
                right.addAll(left);
                return right;
            }
            left.addAll(right);
            return left;
        }, CH_UNORDERED_ID);
    }

    @SuppressWarnings("unchecked")
    public static <T> Collector<T, ?, Set<T>> toUnmodifiableSet() {
        return new CollectorImpl<>(HashSet::new, Set::add, (left, right) -> {
            left.addAll(right);
            return left;
        }, set -> (Set<T>) Set.of(set.toArray()), CH_UNORDERED_NOID);
    }

    // ---- strings ----

    public static Collector<CharSequence, ?, String> joining() {
        return new CollectorImpl<CharSequence, StringBuilder, String>(StringBuilder::new, StringBuilder::append,
                (r1, r2) -> {
                    r1.append(r2);
                    return r1;
                }, StringBuilder::toString, CH_NOID);
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter) {
        return joining(delimiter, "", "");
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter, CharSequence prefix,
                                                             CharSequence suffix) {
        Objects.requireNonNull(delimiter, "The delimiter must not be null");
        Objects.requireNonNull(prefix, "The prefix must not be null");
        Objects.requireNonNull(suffix, "The suffix must not be null");
        return new CollectorImpl<>(() -> new StringJoiner(delimiter, prefix, suffix), StringJoiner::add,
                StringJoiner::merge, StringJoiner::toString, CH_NOID);
    }

    // ---- adapters ----

    public static <T, U, A, R> Collector<T, ?, R> mapping(Function<? super T, ? extends U> mapper,
                                                          Collector<? super U, A, R> downstream) {
        BiConsumer<A, ? super U> downstreamAccumulator = downstream.accumulator();
        return new CollectorImpl<>(downstream.supplier(), (A r, T t) -> downstreamAccumulator.accept(r, mapper.apply(t)),
                downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, U, A, R> Collector<T, ?, R> flatMapping(
            Function<? super T, ? extends Stream<? extends U>> mapper, Collector<? super U, A, R> downstream) {
        BiConsumer<A, ? super U> downstreamAccumulator = downstream.accumulator();
        return new CollectorImpl<>(downstream.supplier(), (A r, T t) -> {
            try (Stream<? extends U> result = mapper.apply(t)) {
                if (result != null) {
                    result.sequential().forEach(u -> downstreamAccumulator.accept(r, u));
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R> Collector<T, ?, R> filtering(Predicate<? super T> predicate,
                                                         Collector<? super T, A, R> downstream) {
        BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        return new CollectorImpl<>(downstream.supplier(), (A r, T t) -> {
            if (predicate.test(t)) {
                downstreamAccumulator.accept(r, t);
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R, RR> Collector<T, A, RR> collectingAndThen(Collector<T, A, R> downstream,
                                                                    Function<R, RR> finisher) {
        Set<Collector.Characteristics> characteristics = downstream.characteristics();
        if (characteristics.contains(Collector.Characteristics.IDENTITY_FINISH)) {
            if (characteristics.size() == 1) {
                characteristics = CH_NOID;
            } else {
                Set<Collector.Characteristics> cs = new HashSet<>(characteristics);
                cs.remove(Collector.Characteristics.IDENTITY_FINISH);
                characteristics = Collections.unmodifiableSet(cs);
            }
        }
        return new CollectorImpl<>(downstream.supplier(), downstream.accumulator(), downstream.combiner(),
                downstream.finisher().andThen(finisher), characteristics);
    }

    // ---- numbers ----

    public static <T> Collector<T, ?, Long> counting() {
        return summingLong(e -> 1L);
    }

    public static <T> Collector<T, ?, Optional<T>> minBy(Comparator<? super T> comparator) {
        return reducing(BinaryOperator.minBy(comparator));
    }

    public static <T> Collector<T, ?, Optional<T>> maxBy(Comparator<? super T> comparator) {
        return reducing(BinaryOperator.maxBy(comparator));
    }

    public static <T> Collector<T, ?, Integer> summingInt(ToIntFunction<? super T> mapper) {
        return new CollectorImpl<T, int[], Integer>(() -> new int[1], (a, t) -> {
            a[0] += mapper.applyAsInt(t);
        }, (a, b) -> {
            a[0] += b[0];
            return a;
        }, a -> a[0], CH_NOID);
    }

    public static <T> Collector<T, ?, Long> summingLong(ToLongFunction<? super T> mapper) {
        return new CollectorImpl<T, long[], Long>(() -> new long[1], (a, t) -> {
            a[0] += mapper.applyAsLong(t);
        }, (a, b) -> {
            a[0] += b[0];
            return a;
        }, a -> a[0], CH_NOID);
    }

    public static <T> Collector<T, ?, Double> summingDouble(ToDoubleFunction<? super T> mapper) {
        // [0] high sum, [1] compensation, [2] plain sum
        return new CollectorImpl<T, double[], Double>(() -> new double[3], (a, t) -> {
            double val = mapper.applyAsDouble(t);
            sumWithCompensation(a, val);
            a[2] += val;
        }, (a, b) -> {
            sumWithCompensation(a, b[0]);
            a[2] += b[2];
            return sumWithCompensation(a, b[1]);
        }, a -> computeFinalSum(a), CH_NOID);
    }

    /* One step of Kahan summation into s[0] (sum) and s[1] (compensation). */
    static double[] sumWithCompensation(double[] s, double value) {
        double tmp = value - s[1];
        double sum = s[0];
        double velvel = sum + tmp;
        s[1] = (velvel - sum) - tmp;
        s[0] = velvel;
        return s;
    }

    /* The compensated sum, or the plain sum (last slot) when only that is infinite rather than NaN. */
    static double computeFinalSum(double[] summands) {
        double tmp = summands[0] + summands[1];
        double simpleSum = summands[summands.length - 1];
        if (Double.isNaN(tmp) && Double.isInfinite(simpleSum)) {
            return simpleSum;
        }
        return tmp;
    }

    public static <T> Collector<T, ?, Double> averagingInt(ToIntFunction<? super T> mapper) {
        return new CollectorImpl<T, long[], Double>(() -> new long[2], (a, t) -> {
            a[0] += mapper.applyAsInt(t);
            a[1]++;
        }, (a, b) -> {
            a[0] += b[0];
            a[1] += b[1];
            return a;
        }, a -> (a[1] == 0) ? 0.0d : (double) a[0] / a[1], CH_NOID);
    }

    public static <T> Collector<T, ?, Double> averagingLong(ToLongFunction<? super T> mapper) {
        return new CollectorImpl<T, long[], Double>(() -> new long[2], (a, t) -> {
            a[0] += mapper.applyAsLong(t);
            a[1]++;
        }, (a, b) -> {
            a[0] += b[0];
            a[1] += b[1];
            return a;
        }, a -> (a[1] == 0) ? 0.0d : (double) a[0] / a[1], CH_NOID);
    }

    public static <T> Collector<T, ?, Double> averagingDouble(ToDoubleFunction<? super T> mapper) {
        // [0] high sum, [1] compensation, [2] count, [3] plain sum
        return new CollectorImpl<T, double[], Double>(() -> new double[4], (a, t) -> {
            double val = mapper.applyAsDouble(t);
            sumWithCompensation(a, val);
            a[2]++;
            a[3] += val;
        }, (a, b) -> {
            sumWithCompensation(a, b[0]);
            sumWithCompensation(a, b[1]);
            a[2] += b[2];
            a[3] += b[3];
            return a;
        }, a -> (a[2] == 0) ? 0.0d : (computeFinalSum(a) / a[2]), CH_NOID);
    }

    public static <T> Collector<T, ?, IntSummaryStatistics> summarizingInt(ToIntFunction<? super T> mapper) {
        return new CollectorImpl<T, IntSummaryStatistics, IntSummaryStatistics>(IntSummaryStatistics::new,
                (r, t) -> r.accept(mapper.applyAsInt(t)), (l, r) -> {
                    l.combine(r);
                    return l;
                }, CH_ID);
    }

    public static <T> Collector<T, ?, LongSummaryStatistics> summarizingLong(ToLongFunction<? super T> mapper) {
        return new CollectorImpl<T, LongSummaryStatistics, LongSummaryStatistics>(LongSummaryStatistics::new,
                (r, t) -> r.accept(mapper.applyAsLong(t)), (l, r) -> {
                    l.combine(r);
                    return l;
                }, CH_ID);
    }

    public static <T> Collector<T, ?, DoubleSummaryStatistics> summarizingDouble(ToDoubleFunction<? super T> mapper) {
        return new CollectorImpl<T, DoubleSummaryStatistics, DoubleSummaryStatistics>(DoubleSummaryStatistics::new,
                (r, t) -> r.accept(mapper.applyAsDouble(t)), (l, r) -> {
                    l.combine(r);
                    return l;
                }, CH_ID);
    }

    // ---- reductions ----

    @SuppressWarnings("unchecked")
    public static <T> Collector<T, ?, T> reducing(T identity, BinaryOperator<T> op) {
        return new CollectorImpl<T, Object[], T>(() -> new Object[] {identity}, (a, t) -> {
            a[0] = op.apply((T) a[0], t);
        }, (a, b) -> {
            a[0] = op.apply((T) a[0], (T) b[0]);
            return a;
        }, a -> (T) a[0], CH_NOID);
    }

    /* The state of reducing(op): whether an element arrived, and the running value. */
    private static final class OptionalBox<T> {
        boolean present;
        T value;
    }

    public static <T> Collector<T, ?, Optional<T>> reducing(BinaryOperator<T> op) {
        return new CollectorImpl<T, OptionalBox<T>, Optional<T>>(OptionalBox::new, (a, t) -> {
            if (a.present) {
                a.value = op.apply(a.value, t);
            } else {
                a.value = t;
                a.present = true;
            }
        }, (a, b) -> {
            if (b.present) {
                if (a.present) {
                    a.value = op.apply(a.value, b.value);
                } else {
                    a.value = b.value;
                    a.present = true;
                }
            }
            return a;
        }, a -> Optional.ofNullable(a.value), CH_NOID);
    }

    @SuppressWarnings("unchecked")
    public static <T, U> Collector<T, ?, U> reducing(U identity, Function<? super T, ? extends U> mapper,
                                                    BinaryOperator<U> op) {
        return new CollectorImpl<T, Object[], U>(() -> new Object[] {identity}, (a, t) -> {
            a[0] = op.apply((U) a[0], mapper.apply(t));
        }, (a, b) -> {
            a[0] = op.apply((U) a[0], (U) b[0]);
            return a;
        }, a -> (U) a[0], CH_NOID);
    }

    public static <T, R1, R2, R> Collector<T, ?, R> teeing(Collector<? super T, ?, R1> downstream1,
                                                           Collector<? super T, ?, R2> downstream2,
                                                           BiFunction<? super R1, ? super R2, R> merger) {
        return teeing0(downstream1, downstream2, merger);
    }

    private static <T, A1, A2, R1, R2, R> Collector<T, ?, R> teeing0(Collector<? super T, A1, R1> downstream1,
                                                                     Collector<? super T, A2, R2> downstream2,
                                                                     BiFunction<? super R1, ? super R2, R> merger) {
        Supplier<A1> s1 = Objects.requireNonNull(downstream1, "downstream1").supplier();
        Supplier<A2> s2 = Objects.requireNonNull(downstream2, "downstream2").supplier();
        Objects.requireNonNull(merger, "merger");
        BiConsumer<A1, ? super T> a1 = downstream1.accumulator();
        BiConsumer<A2, ? super T> a2 = downstream2.accumulator();
        BinaryOperator<A1> c1 = downstream1.combiner();
        BinaryOperator<A2> c2 = downstream2.combiner();
        Function<A1, R1> f1 = downstream1.finisher();
        Function<A2, R2> f2 = downstream2.finisher();
        return new CollectorImpl<T, Object[], R>(() -> new Object[] {s1.get(), s2.get()}, (p, t) -> {
            a1.accept(cast(p[0]), t);
            a2.accept(cast(p[1]), t);
        }, (p, q) -> {
            p[0] = c1.apply(cast(p[0]), cast(q[0]));
            p[1] = c2.apply(cast(p[1]), cast(q[1]));
            return p;
        }, p -> merger.apply(f1.apply(cast(p[0])), f2.apply(cast(p[1]))), CH_NOID);
    }

    @SuppressWarnings("unchecked")
    private static <X> X cast(Object o) {
        return (X) o;
    }

    // ---- grouping ----

    public static <T, K> Collector<T, ?, Map<K, List<T>>> groupingBy(Function<? super T, ? extends K> classifier) {
        return groupingBy(classifier, HashMap::new, toList());
    }

    public static <T, K, A, D> Collector<T, ?, Map<K, D>> groupingBy(Function<? super T, ? extends K> classifier,
                                                                    Collector<? super T, A, D> downstream) {
        return groupingBy(classifier, HashMap::new, downstream);
    }

    @SuppressWarnings("unchecked")
    public static <T, K, D, A, M extends Map<K, D>> Collector<T, ?, M> groupingBy(
            Function<? super T, ? extends K> classifier, Supplier<M> mapFactory,
            Collector<? super T, A, D> downstream) {
        Supplier<A> downstreamSupplier = downstream.supplier();
        BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        BiConsumer<Map<K, A>, T> accumulator = (m, t) -> {
            K key = Objects.requireNonNull(classifier.apply(t), "element cannot be mapped to a null key");
            A container = m.computeIfAbsent(key, k -> downstreamSupplier.get());
            downstreamAccumulator.accept(container, t);
        };
        BinaryOperator<Map<K, A>> merger = Collectors.<K, A, Map<K, A>>mapMerger(downstream.combiner());
        Supplier<Map<K, A>> mangledFactory = (Supplier<Map<K, A>>) mapFactory;
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return new CollectorImpl<>(mangledFactory, accumulator, merger, CH_ID);
        }
        Function<A, A> downstreamFinisher = (Function<A, A>) downstream.finisher();
        Function<Map<K, A>, M> finisher = intermediate -> {
            intermediate.replaceAll((k, v) -> downstreamFinisher.apply(v));
            return (M) intermediate;
        };
        return new CollectorImpl<>(mangledFactory, accumulator, merger, finisher, CH_NOID);
    }

    public static <T> Collector<T, ?, Map<Boolean, List<T>>> partitioningBy(Predicate<? super T> predicate) {
        return partitioningBy(predicate, toList());
    }

    public static <T, D, A> Collector<T, ?, Map<Boolean, D>> partitioningBy(Predicate<? super T> predicate,
                                                                           Collector<? super T, A, D> downstream) {
        BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        BiConsumer<Partition<A>, T> accumulator = (result, t) ->
                downstreamAccumulator.accept(predicate.test(t) ? result.forTrue : result.forFalse, t);
        BinaryOperator<A> op = downstream.combiner();
        BinaryOperator<Partition<A>> merger = (left, right) ->
                new Partition<>(op.apply(left.forTrue, right.forTrue), op.apply(left.forFalse, right.forFalse));
        Supplier<Partition<A>> supplier = () ->
                new Partition<>(downstream.supplier().get(), downstream.supplier().get());
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return new CollectorImpl<>(supplier, accumulator, merger, CH_ID);
        }
        Function<Partition<A>, Map<Boolean, D>> finisher = par ->
                new Partition<>(downstream.finisher().apply(par.forTrue), downstream.finisher().apply(par.forFalse));
        return new CollectorImpl<>(supplier, accumulator, merger, finisher, CH_NOID);
    }

    /* The map partitioningBy returns: exactly the keys false and true, in that order; read-only. */
    private static final class Partition<T> extends AbstractMap<Boolean, T> implements Map<Boolean, T> {
        final T forTrue;
        final T forFalse;

        Partition(T forTrue, T forFalse) {
            this.forTrue = forTrue;
            this.forFalse = forFalse;
        }

        @Override
        public Set<Map.Entry<Boolean, T>> entrySet() {
            return new AbstractSet<>() {
                @Override
                public Iterator<Map.Entry<Boolean, T>> iterator() {
                    Map.Entry<Boolean, T> falseEntry = new SimpleImmutableEntry<>(false, forFalse);
                    Map.Entry<Boolean, T> trueEntry = new SimpleImmutableEntry<>(true, forTrue);
                    return List.of(falseEntry, trueEntry).iterator();
                }

                @Override
                public int size() {
                    return 2;
                }
            };
        }
    }

    // ---- maps ----

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
                                                            Function<? super T, ? extends U> valueMapper) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        return new CollectorImpl<>(HashMap::new, uniqKeysMapAccumulator(keyMapper, valueMapper),
                uniqKeysMapMerger(), CH_ID);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
                                                            Function<? super T, ? extends U> valueMapper,
                                                            BinaryOperator<U> mergeFunction) {
        return toMap(keyMapper, valueMapper, mergeFunction, HashMap::new);
    }

    public static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        BiConsumer<M, T> accumulator = (map, element) ->
                map.merge(keyMapper.apply(element), valueMapper.apply(element), mergeFunction);
        return new CollectorImpl<>(mapFactory, accumulator, mapMerger(mergeFunction), CH_ID);
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper) {
        Objects.requireNonNull(keyMapper, "keyMapper");
        Objects.requireNonNull(valueMapper, "valueMapper");
        return collectingAndThen(toMap(keyMapper, valueMapper),
                map -> (Map<K, U>) Map.ofEntries(map.entrySet().toArray(new Map.Entry[0])));
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> mergeFunction) {
        Objects.requireNonNull(keyMapper, "keyMapper");
        Objects.requireNonNull(valueMapper, "valueMapper");
        Objects.requireNonNull(mergeFunction, "mergeFunction");
        return collectingAndThen(toMap(keyMapper, valueMapper, mergeFunction, HashMap::new),
                map -> (Map<K, U>) Map.ofEntries(map.entrySet().toArray(new Map.Entry[0])));
    }
}
