/* java.util.function.UnaryOperator: a Function whose argument and result have the same type. */
package java.util.function;

@FunctionalInterface
public interface UnaryOperator<T> extends Function<T, T> {
    static <T> UnaryOperator<T> identity() {
        return t -> t;
    }
}
