/* java.util.function.IntUnaryOperator (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface IntUnaryOperator {
    int applyAsInt(int operand);
}
