/*
 * A growable buffer of double values: DoubleStream.Builder, the store of sorted()
 * and toArray(), and the sink of mapMulti.  Once built it accepts nothing
 * more (IllegalStateException, as the JDK).
 */
package java.util.stream;

import java.util.Arrays;

final class DoubleBuilder implements DoubleStream.Builder {
    double[] elements = new double[8];
    int count;
    private boolean built;

    public void accept(double t) {
        if (built) {
            throw new IllegalStateException();
        }
        if (count == elements.length) {
            elements = Arrays.copyOf(elements, count * 2);
        }
        elements[count++] = t;
    }

    public DoubleStream build() {
        if (built) {
            throw new IllegalStateException();
        }
        built = true;
        return DoublePipeline.ofArray(elements, 0, count);
    }
}
