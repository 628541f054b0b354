/* java.util.function.DoubleToLongFunction: a double to long function. */
package java.util.function;

@FunctionalInterface
public interface DoubleToLongFunction {
    long applyAsLong(double value);
}
