/* java.util.function.LongToIntFunction: a long to int function. */
package java.util.function;

@FunctionalInterface
public interface LongToIntFunction {
    int applyAsInt(long value);
}
