/* java.util.function.IntSupplier (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface IntSupplier {
    int getAsInt();
}
