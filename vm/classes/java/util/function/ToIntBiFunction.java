/* java.util.function.ToIntBiFunction (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface ToIntBiFunction<T, U> {
    int applyAsInt(T t, U u);
}
