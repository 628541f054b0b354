/* java.util.function.ToDoubleBiFunction: a two-argument function to double. */
package java.util.function;

@FunctionalInterface
public interface ToDoubleBiFunction<T, U> {
    double applyAsDouble(T t, U u);
}
