/* java.util.function.ToLongBiFunction: a two-argument function to long. */
package java.util.function;

@FunctionalInterface
public interface ToLongBiFunction<T, U> {
    long applyAsLong(T t, U u);
}
