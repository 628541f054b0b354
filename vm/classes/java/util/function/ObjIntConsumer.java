/* java.util.function.ObjIntConsumer (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface ObjIntConsumer<T> {
    void accept(T t, int value);
}
