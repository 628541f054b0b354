/* java.util.function.DoubleBinaryOperator (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface DoubleBinaryOperator {
    double applyAsDouble(double left, double right);
}
