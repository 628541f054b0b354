/*
 * The comparators behind Comparator's default and static methods.
 * naturalOrder/reverseOrder are singletons and reversing either gives the
 * other; reversing a Collections.ReverseComparator2 unwraps it; NullComparator orders null before (or
 * after) every element and delegates the rest, keeping that policy under
 * thenComparing and reversed.  All are Serializable, as the JDK's are.
 */
package java.util;

import java.io.Serializable;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

final class Comparators {
    private Comparators() {}

    @SuppressWarnings("rawtypes")
    private static final Comparator NATURAL = NaturalOrderComparator.INSTANCE;
    @SuppressWarnings("rawtypes")
    private static final Comparator REVERSE = Collections.ReverseComparator.REVERSE_ORDER;

    @SuppressWarnings("unchecked")
    static <T> Comparator<T> naturalOrder() {
        return (Comparator<T>) NATURAL;
    }

    @SuppressWarnings("unchecked")
    static <T> Comparator<T> reverseOrder() {
        return (Comparator<T>) REVERSE;
    }

    @SuppressWarnings("unchecked")
    static <T> Comparator<T> reverse(Comparator<T> c) {
        if (c == null || c == NATURAL) {
            return (Comparator<T>) REVERSE;
        }
        if (c == REVERSE) {
            return (Comparator<T>) NATURAL;
        }
        if (c instanceof Collections.ReverseComparator2) {
            return ((Collections.ReverseComparator2<T>) c).cmp;
        }
        return new Collections.ReverseComparator2<T>(c);
    }

    /* serial form: the JDK's natural order is this enum's constant */
    @SuppressWarnings({"rawtypes", "unchecked"})
    enum NaturalOrderComparator implements Comparator<Comparable> {
        INSTANCE;

        public int compare(Comparable c1, Comparable c2) {
            return c1.compareTo(c2);
        }

        public Comparator<Comparable> reversed() {
            return REVERSE;
        }
    }

    static final class Then<T> implements Comparator<T>, Serializable {
        private final Comparator<T> first;
        private final Comparator<? super T> second;

        Then(Comparator<T> first, Comparator<? super T> second) {
            this.first = first;
            this.second = second;
        }

        public int compare(T c1, T c2) {
            int res = first.compare(c1, c2);
            return (res != 0) ? res : second.compare(c1, c2);
        }
    }

    static final class NullComparator<T> implements Comparator<T>, Serializable {
        /* serial form: the JDK's class name, fields and serialVersionUID */
        private static final long serialVersionUID = -7569533591570686392L;
        private final boolean nullFirst;
        private final Comparator<T> real;

        @SuppressWarnings("unchecked")
        NullComparator(boolean nullFirst, Comparator<? super T> real) {
            this.nullFirst = nullFirst;
            this.real = (Comparator<T>) real;
        }

        public int compare(T a, T b) {
            if (a == null) {
                return (b == null) ? 0 : (nullFirst ? -1 : 1);
            } else if (b == null) {
                return nullFirst ? 1 : -1;
            } else {
                return (real == null) ? 0 : real.compare(a, b);
            }
        }

        public Comparator<T> thenComparing(Comparator<? super T> other) {
            Objects.requireNonNull(other);
            return new NullComparator<T>(nullFirst, real == null ? other : real.thenComparing(other));
        }

        public Comparator<T> reversed() {
            return new NullComparator<T>(!nullFirst, real == null ? null : real.reversed());
        }
    }

    static final class ByKey<T, U> implements Comparator<T>, Serializable {
        private final Function<? super T, ? extends U> key;
        private final Comparator<? super U> cmp;

        ByKey(Function<? super T, ? extends U> key, Comparator<? super U> cmp) {
            this.key = key;
            this.cmp = cmp;
        }

        public int compare(T c1, T c2) {
            return cmp.compare(key.apply(c1), key.apply(c2));
        }
    }

    static final class ByInt<T> implements Comparator<T>, Serializable {
        private final ToIntFunction<? super T> key;

        ByInt(ToIntFunction<? super T> key) {
            this.key = key;
        }

        public int compare(T c1, T c2) {
            return Integer.compare(key.applyAsInt(c1), key.applyAsInt(c2));
        }
    }

    static final class ByLong<T> implements Comparator<T>, Serializable {
        private final ToLongFunction<? super T> key;

        ByLong(ToLongFunction<? super T> key) {
            this.key = key;
        }

        public int compare(T c1, T c2) {
            return Long.compare(key.applyAsLong(c1), key.applyAsLong(c2));
        }
    }

    static final class ByDouble<T> implements Comparator<T>, Serializable {
        private final ToDoubleFunction<? super T> key;

        ByDouble(ToDoubleFunction<? super T> key) {
            this.key = key;
        }

        public int compare(T c1, T c2) {
            return Double.compare(key.applyAsDouble(c1), key.applyAsDouble(c2));
        }
    }
}
