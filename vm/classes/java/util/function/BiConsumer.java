/* java.util.function.BiConsumer (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface BiConsumer<T, U> {
    void accept(T t, U u);
}
