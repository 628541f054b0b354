/* java.util.function.DoubleBinaryOperator: a (double, double) to double operation. */
package java.util.function;

@FunctionalInterface
public interface DoubleBinaryOperator {
    double applyAsDouble(double left, double right);
}
