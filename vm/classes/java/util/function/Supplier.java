/* java.util.function.Supplier (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface Supplier<T> {
    T get();
}
