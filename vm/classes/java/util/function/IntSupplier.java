/* java.util.function.IntSupplier: a supplier of int values. */
package java.util.function;

@FunctionalInterface
public interface IntSupplier {
    int getAsInt();
}
