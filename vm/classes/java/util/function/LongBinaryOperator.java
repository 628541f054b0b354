/* java.util.function.LongBinaryOperator: a (long, long) to long operation. */
package java.util.function;

@FunctionalInterface
public interface LongBinaryOperator {
    long applyAsLong(long left, long right);
}
