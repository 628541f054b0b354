/* java.util.function.DoubleToIntFunction: a double to int function. */
package java.util.function;

@FunctionalInterface
public interface DoubleToIntFunction {
    int applyAsInt(double value);
}
