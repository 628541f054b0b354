/* java.util.function.ToIntFunction: an object to int function. */
package java.util.function;

@FunctionalInterface
public interface ToIntFunction<T> {
    int applyAsInt(T value);
}
