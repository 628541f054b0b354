/*
 * java.nio.Buffer: capacity, limit, position and mark, with the JDK's
 * invariant mark <= position <= limit <= capacity and its messages when a
 * call would break it.
 */
package java.nio;

public abstract class Buffer {
    private int mark = -1;
    private int position;
    private int limit;
    private final int capacity;

    Buffer(int mark, int pos, int lim, int cap) {
        if (cap < 0) throw new IllegalArgumentException("capacity < 0: (" + cap + " < 0)");
        this.capacity = cap;
        limit(lim);
        position(pos);
        if (mark >= 0) {
            if (mark > pos) throw new IllegalArgumentException("mark > position: (" + mark + " > " + pos + ")");
            this.mark = mark;
        }
    }

    public final int capacity() {
        return capacity;
    }

    public final int position() {
        return position;
    }

    public Buffer position(int newPosition) {
        if (newPosition > limit || newPosition < 0) {
            throw new IllegalArgumentException(newPosition > limit
                    ? "newPosition > limit: (" + newPosition + " > " + limit + ")"
                    : "newPosition < 0: (" + newPosition + " < 0)");
        }
        if (mark > newPosition) mark = -1;
        position = newPosition;
        return this;
    }

    public final int limit() {
        return limit;
    }

    public Buffer limit(int newLimit) {
        if (newLimit > capacity || newLimit < 0) {
            throw new IllegalArgumentException(newLimit > capacity
                    ? "newLimit > capacity: (" + newLimit + " > " + capacity + ")"
                    : "newLimit < 0: (" + newLimit + " < 0)");
        }
        limit = newLimit;
        if (position > newLimit) position = newLimit;
        if (mark > newLimit) mark = -1;
        return this;
    }

    public Buffer mark() {
        mark = position;
        return this;
    }

    public Buffer reset() {
        int m = mark;
        if (m < 0) throw new InvalidMarkException();
        position = m;
        return this;
    }

    public Buffer clear() {
        position = 0;
        limit = capacity;
        mark = -1;
        return this;
    }

    public Buffer flip() {
        limit = position;
        position = 0;
        mark = -1;
        return this;
    }

    public Buffer rewind() {
        position = 0;
        mark = -1;
        return this;
    }

    public final int remaining() {
        int rem = limit - position;
        return rem > 0 ? rem : 0;
    }

    public final boolean hasRemaining() {
        return position < limit;
    }

    public abstract boolean isReadOnly();

    public abstract boolean hasArray();

    public abstract Object array();

    public abstract int arrayOffset();

    public abstract boolean isDirect();

    public abstract Buffer slice();

    public abstract Buffer slice(int index, int length);

    public abstract Buffer duplicate();

    /* The position to read or write n elements at, advanced past them. */
    final int nextGetIndex(int n) {
        int p = position;
        if (limit - p < n) throw new BufferUnderflowException();
        position = p + n;
        return p;
    }

    final int nextPutIndex(int n) {
        int p = position;
        if (limit - p < n) throw new BufferOverflowException();
        position = p + n;
        return p;
    }

    /* An index for n bytes within the limit; JDK 17 throws without a message. */
    final int checkIndex(int i, int n) {
        if (i < 0 || n > limit - i) throw new IndexOutOfBoundsException();
        return i;
    }

    final int markValue() {
        return mark;
    }

    final void discardMark() {
        mark = -1;
    }
}
