/* java.util.function.DoubleFunction: a double to object function. */
package java.util.function;

@FunctionalInterface
public interface DoubleFunction<R> {
    R apply(double value);
}
