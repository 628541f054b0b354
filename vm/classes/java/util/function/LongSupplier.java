/* java.util.function.LongSupplier: a supplier of long values. */
package java.util.function;

@FunctionalInterface
public interface LongSupplier {
    long getAsLong();
}
