/* java.util.function.ToDoubleFunction (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface ToDoubleFunction<T> {
    double applyAsDouble(T value);
}
