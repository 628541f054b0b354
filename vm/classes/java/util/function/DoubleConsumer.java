/* java.util.function.DoubleConsumer: an operation on a double; andThen runs this, then after. */
package java.util.function;

import java.util.Objects;

@FunctionalInterface
public interface DoubleConsumer {
    void accept(double value);

    default DoubleConsumer andThen(DoubleConsumer after) {
        Objects.requireNonNull(after);
        return (value) -> {
            accept(value);
            after.accept(value);
        };
    }
}
