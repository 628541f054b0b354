/* java.util.function.IntToDoubleFunction: a int to double function. */
package java.util.function;

@FunctionalInterface
public interface IntToDoubleFunction {
    double applyAsDouble(int value);
}
