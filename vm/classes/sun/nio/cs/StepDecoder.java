/*
 * A decoder that works one unit at a time: step() looks at the bytes from
 * p to lim (absolute indexes, so heap and direct buffers alike) and either
 * consumes some, leaving 0..2 chars in c1/c2 (nc), or stops.  The loop
 * commits the position only past whole units, so a unit cut by the end of
 * the buffer waits for the next call (or, at the end of input, becomes one
 * malformed unit in CharsetDecoder.decode).
 */
package sun.nio.cs;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;

abstract class StepDecoder extends CharsetDecoder {
    /* step() results other than a positive count of bytes consumed */
    static final int NEED_MORE = 0;

    static int malformed(int n) {
        return -n;
    }

    static int unmappable(int n) {
        return -(0x100 + n);
    }

    char c1;
    char c2;
    int nc;

    StepDecoder(Charset cs, float avg, float max) {
        super(cs, avg, max);
    }

    abstract int step(ByteBuffer in, int p, int lim);

    protected final CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
        int p = in.position();
        int lim = in.limit();
        try {
            while (p < lim) {
                int r = step(in, p, lim);
                if (r == NEED_MORE) {
                    return CoderResult.UNDERFLOW;
                }
                if (r < 0) {
                    int m = -r;
                    return m > 0x100 ? CoderResult.unmappableForLength(m - 0x100) : CoderResult.malformedForLength(m);
                }
                if (out.remaining() < nc) {
                    undo();
                    return CoderResult.OVERFLOW;
                }
                if (nc > 0) {
                    out.put(c1);
                    if (nc > 1) {
                        out.put(c2);
                    }
                }
                p += r;
            }
            return CoderResult.UNDERFLOW;
        } finally {
            in.position(p);
        }
    }

    /* The unit step() just decoded will be decoded again: forget state it changed. */
    void undo() {
    }
}
