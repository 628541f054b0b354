/* java.util.function.IntToLongFunction: a int to long function. */
package java.util.function;

@FunctionalInterface
public interface IntToLongFunction {
    long applyAsLong(int value);
}
