/* java.util.function.DoubleSupplier (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface DoubleSupplier {
    double getAsDouble();
}
