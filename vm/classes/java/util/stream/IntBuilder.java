/*
 * A growable buffer of int values: IntStream.Builder, the store of sorted()
 * and toArray(), and the sink of mapMulti.  Once built it accepts nothing
 * more (IllegalStateException, as the JDK).
 */
package java.util.stream;

import java.util.Arrays;

final class IntBuilder implements IntStream.Builder {
    int[] elements = new int[8];
    int count;
    private boolean built;

    public void accept(int t) {
        if (built) {
            throw new IllegalStateException();
        }
        if (count == elements.length) {
            elements = Arrays.copyOf(elements, count * 2);
        }
        elements[count++] = t;
    }

    public IntStream build() {
        if (built) {
            throw new IllegalStateException();
        }
        built = true;
        return IntPipeline.ofArray(elements, 0, count);
    }
}
