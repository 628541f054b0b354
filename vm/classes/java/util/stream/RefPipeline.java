/* Reference stream stages (skeleton). */
package java.util.stream;

import java.util.Iterator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

abstract class RefPipeline<T> implements Stream<T> {
    abstract boolean tryAdvance(Consumer<? super T> action);

    static <T> RefPipeline<T> fromIterable(Iterable<? extends T> source) {
        return new RefPipeline<T>() {
            private Iterator<? extends T> it;

            boolean tryAdvance(Consumer<? super T> action) {
                if (it == null) {
                    it = source.iterator();
                }
                if (!it.hasNext()) {
                    return false;
                }
                action.accept(it.next());
                return true;
            }
        };
    }

    public Stream<T> filter(Predicate<? super T> predicate) {
        throw new UnsupportedOperationException();
    }

    public <R> Stream<R> map(Function<? super T, ? extends R> mapper) {
        throw new UnsupportedOperationException();
    }

    public void forEach(Consumer<? super T> action) {
        while (tryAdvance(action)) {
        }
    }

    public Iterator<T> iterator() {
        throw new UnsupportedOperationException();
    }

    public boolean isParallel() {
        return false;
    }

    public Stream<T> sequential() {
        return this;
    }

    public Stream<T> parallel() {
        return this;
    }

    public Stream<T> unordered() {
        return this;
    }

    public Stream<T> onClose(Runnable closeHandler) {
        return this;
    }

    public void close() {
    }
}
