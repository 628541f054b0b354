/* java.util.function.LongConsumer: an operation on a long; andThen runs this, then after. */
package java.util.function;

import java.util.Objects;

@FunctionalInterface
public interface LongConsumer {
    void accept(long value);

    default LongConsumer andThen(LongConsumer after) {
        Objects.requireNonNull(after);
        return (value) -> {
            accept(value);
            after.accept(value);
        };
    }
}
