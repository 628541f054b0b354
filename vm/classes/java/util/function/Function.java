/* java.util.function.Function (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface Function<T, R> {
    R apply(T t);

    static <T> Function<T, T> identity() {
        return new Function<T, T>() {
            public T apply(T t) {
                return t;
            }
        };
    }
}
