/* java.util.function.IntFunction (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface IntFunction<R> {
    R apply(int value);
}
