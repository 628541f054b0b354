/* java.util.function.IntToDoubleFunction (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface IntToDoubleFunction {
    double applyAsDouble(int value);
}
