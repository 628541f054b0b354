/* java.util.function.BooleanSupplier: a supplier of boolean values. */
package java.util.function;

@FunctionalInterface
public interface BooleanSupplier {
    boolean getAsBoolean();
}
