/* java.util.function.LongConsumer (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface LongConsumer {
    void accept(long value);
}
