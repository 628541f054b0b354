/* java.util.function.BiFunction (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface BiFunction<T, U, R> {
    R apply(T t, U u);
}
