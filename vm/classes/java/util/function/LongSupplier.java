/* java.util.function.LongSupplier (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface LongSupplier {
    long getAsLong();
}
