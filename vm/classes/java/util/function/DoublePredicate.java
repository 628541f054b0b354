/* java.util.function.DoublePredicate (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface DoublePredicate {
    boolean test(double value);
}
