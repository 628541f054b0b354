/* java.util.function.ToIntFunction (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface ToIntFunction<T> {
    int applyAsInt(T value);
}
