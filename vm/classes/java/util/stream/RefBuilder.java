/*
 * A growable buffer of references: Stream.Builder, the element store of
 * sorted() and toArray(), and the per-element sink of mapMulti.  Once
 * built it accepts nothing more (IllegalStateException, as the JDK).
 */
package java.util.stream;

import java.util.Arrays;

final class RefBuilder<T> implements Stream.Builder<T> {
    Object[] elements = new Object[8];
    int count;
    private boolean built;

    public void accept(T t) {
        if (built) {
            throw new IllegalStateException();
        }
        if (count == elements.length) {
            elements = Arrays.copyOf(elements, count * 2);
        }
        elements[count++] = t;
    }

    public Stream<T> build() {
        if (built) {
            throw new IllegalStateException();
        }
        built = true;
        return RefPipeline.ofArray(elements, 0, count);
    }

    Stream<T> stream() {
        return RefPipeline.ofArray(elements, 0, count);
    }
}
