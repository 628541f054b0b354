/* java.util.function.LongFunction (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface LongFunction<R> {
    R apply(long value);
}
