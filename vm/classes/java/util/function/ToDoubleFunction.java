/* java.util.function.ToDoubleFunction: an object to double function. */
package java.util.function;

@FunctionalInterface
public interface ToDoubleFunction<T> {
    double applyAsDouble(T value);
}
