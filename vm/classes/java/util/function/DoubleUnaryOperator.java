/* java.util.function.DoubleUnaryOperator (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface DoubleUnaryOperator {
    double applyAsDouble(double operand);
}
