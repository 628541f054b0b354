/*
 * A growable buffer of long values: LongStream.Builder, the store of sorted()
 * and toArray(), and the sink of mapMulti.  Once built it accepts nothing
 * more (IllegalStateException, as the JDK).
 */
package java.util.stream;

import java.util.Arrays;

final class LongBuilder implements LongStream.Builder {
    long[] elements = new long[8];
    int count;
    private boolean built;

    public void accept(long t) {
        if (built) {
            throw new IllegalStateException();
        }
        if (count == elements.length) {
            elements = Arrays.copyOf(elements, count * 2);
        }
        elements[count++] = t;
    }

    public LongStream build() {
        if (built) {
            throw new IllegalStateException();
        }
        built = true;
        return LongPipeline.ofArray(elements, 0, count);
    }
}
