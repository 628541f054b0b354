/* java.util.function.LongFunction: a long to object function. */
package java.util.function;

@FunctionalInterface
public interface LongFunction<R> {
    R apply(long value);
}
