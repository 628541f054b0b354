/* java.util.function.Consumer (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface Consumer<T> {
    void accept(T t);
}
