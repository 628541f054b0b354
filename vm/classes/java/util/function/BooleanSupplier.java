/* java.util.function.BooleanSupplier (default methods without lambdas: the library has no invokedynamic). */
package java.util.function;

@FunctionalInterface
public interface BooleanSupplier {
    boolean getAsBoolean();
}
