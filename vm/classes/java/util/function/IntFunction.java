/* java.util.function.IntFunction: a int to object function. */
package java.util.function;

@FunctionalInterface
public interface IntFunction<R> {
    R apply(int value);
}
