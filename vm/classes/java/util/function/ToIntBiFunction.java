/* java.util.function.ToIntBiFunction: a two-argument function to int. */
package java.util.function;

@FunctionalInterface
public interface ToIntBiFunction<T, U> {
    int applyAsInt(T t, U u);
}
