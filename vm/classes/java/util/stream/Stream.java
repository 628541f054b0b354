/* java.util.stream.Stream (skeleton; the full interface follows). */
package java.util.stream;

import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

public interface Stream<T> extends BaseStream<T, Stream<T>> {
    Stream<T> filter(Predicate<? super T> predicate);

    <R> Stream<R> map(Function<? super T, ? extends R> mapper);

    void forEach(Consumer<? super T> action);
}
