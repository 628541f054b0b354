/* java.util.function.DoubleFunction (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface DoubleFunction<R> {
    R apply(double value);
}
