/* java.util.function.Supplier: a supplier of values. */
package java.util.function;

@FunctionalInterface
public interface Supplier<T> {
    T get();
}
