/* java.util.function.ToLongFunction (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface ToLongFunction<T> {
    long applyAsLong(T value);
}
