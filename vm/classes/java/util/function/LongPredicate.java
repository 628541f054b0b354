/* java.util.function.LongPredicate (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface LongPredicate {
    boolean test(long value);
}
