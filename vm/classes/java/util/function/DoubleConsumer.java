/* java.util.function.DoubleConsumer (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface DoubleConsumer {
    void accept(double value);
}
