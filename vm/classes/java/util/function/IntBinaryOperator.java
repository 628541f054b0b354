/* java.util.function.IntBinaryOperator: a (int, int) to int operation. */
package java.util.function;

@FunctionalInterface
public interface IntBinaryOperator {
    int applyAsInt(int left, int right);
}
