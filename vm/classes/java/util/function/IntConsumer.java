/* java.util.function.IntConsumer: an operation on an int; andThen runs this, then after. */
package java.util.function;

import java.util.Objects;

@FunctionalInterface
public interface IntConsumer {
    void accept(int value);

    default IntConsumer andThen(IntConsumer after) {
        Objects.requireNonNull(after);
        return (value) -> {
            accept(value);
            after.accept(value);
        };
    }
}
