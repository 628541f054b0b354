/*
 * java.util.stream.StreamSupport.  Lantern has no Spliterator: streams pull
 * from an Iterator, so the entry point for collections is stream(Iterable),
 * which Collection.stream() calls.  A Collection source reports its size
 * (late-binding, read at the terminal operation) so count() can skip the
 * traversal as the JDK does for SIZED sources.
 */
package java.util.stream;

import java.util.Objects;

public final class StreamSupport {
    private StreamSupport() {
    }

    public static <T> Stream<T> stream(Iterable<? extends T> source) {
        Objects.requireNonNull(source);
        return RefPipeline.fromIterable(source);
    }
}
