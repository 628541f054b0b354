/* java.util.function.LongBinaryOperator (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface LongBinaryOperator {
    long applyAsLong(long left, long right);
}
