/* java.util.function.BinaryOperator (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface BinaryOperator<T> extends BiFunction<T, T, T> {
}
