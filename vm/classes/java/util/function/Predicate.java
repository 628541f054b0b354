/* java.util.function.Predicate (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface Predicate<T> {
    boolean test(T t);

    default Predicate<T> negate() {
        final Predicate<T> self = this;
        return new Predicate<T>() {
            public boolean test(T t) {
                return !self.test(t);
            }
        };
    }

    default Predicate<T> and(Predicate<? super T> other) {
        java.util.Objects.requireNonNull(other);
        final Predicate<T> self = this;
        return new Predicate<T>() {
            public boolean test(T t) {
                return self.test(t) && other.test(t);
            }
        };
    }

    default Predicate<T> or(Predicate<? super T> other) {
        java.util.Objects.requireNonNull(other);
        final Predicate<T> self = this;
        return new Predicate<T>() {
            public boolean test(T t) {
                return self.test(t) || other.test(t);
            }
        };
    }
}
