/* java.util.function.BiPredicate (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface BiPredicate<T, U> {
    boolean test(T t, U u);
}
