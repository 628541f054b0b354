/* java.util.function.IntToLongFunction (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface IntToLongFunction {
    long applyAsLong(int value);
}
