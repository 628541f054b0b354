/* java.util.function.IntConsumer (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface IntConsumer {
    void accept(int value);
}
