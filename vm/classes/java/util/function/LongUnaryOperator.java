/* java.util.function.LongUnaryOperator (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface LongUnaryOperator {
    long applyAsLong(long operand);
}
