/* java.util.function.LongToDoubleFunction: a long to double function. */
package java.util.function;

@FunctionalInterface
public interface LongToDoubleFunction {
    double applyAsDouble(long value);
}
