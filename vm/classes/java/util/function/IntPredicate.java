/* java.util.function.IntPredicate (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface IntPredicate {
    boolean test(int value);
}
