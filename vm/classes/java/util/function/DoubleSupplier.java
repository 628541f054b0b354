/* java.util.function.DoubleSupplier: a supplier of double values. */
package java.util.function;

@FunctionalInterface
public interface DoubleSupplier {
    double getAsDouble();
}
