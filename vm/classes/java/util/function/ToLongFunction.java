/* java.util.function.ToLongFunction: an object to long function. */
package java.util.function;

@FunctionalInterface
public interface ToLongFunction<T> {
    long applyAsLong(T value);
}
