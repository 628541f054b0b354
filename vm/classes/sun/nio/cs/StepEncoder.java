/*
 * An encoder that works one unit (a char or a surrogate pair) at a time,
 * the mirror of StepDecoder: step() consumes chars from p to lim and
 * leaves 0..8 bytes in buf (nb), or stops.  Surrogates follow the JDK: a
 * high surrogate at the end of the buffer waits (malformed at the end of
 * input), an unpaired one is malformed, length 1.
 */
package sun.nio.cs;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;

abstract class StepEncoder extends CharsetEncoder {
    final byte[] buf = new byte[8];
    int nb;

    StepEncoder(Charset cs, float avg, float max, byte[] replacement) {
        super(cs, avg, max, replacement);
    }

    StepEncoder(Charset cs, float avg, float max) {
        super(cs, avg, max);
    }

    abstract int step(CharBuffer in, int p, int lim);

    /* step() result: write buf[0, nb) and consume nothing (a byte-order mark). */
    static final int PREFIX = 0x10000;

    static int unmappable(int n) {
        return StepDecoder.unmappable(n);
    }

    /* The code point of the surrogate pair at p, or a StepDecoder-style stop (NEED_MORE, malformed(1)). */
    static int pair(CharBuffer in, int p, int lim) {
        char c = in.get(p);
        if (Character.isHighSurrogate(c)) {
            if (p + 1 >= lim) {
                return StepDecoder.NEED_MORE;
            }
            char d = in.get(p + 1);
            if (Character.isLowSurrogate(d)) {
                return Character.toCodePoint(c, d);
            }
        }
        return StepDecoder.malformed(1);
    }

    protected final CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
        int p = in.position();
        int lim = in.limit();
        try {
            while (p < lim) {
                int r = step(in, p, lim);
                if (r == StepDecoder.NEED_MORE) {
                    return CoderResult.UNDERFLOW;
                }
                if (r < 0) {
                    int m = -r;
                    return m > 0x100 ? CoderResult.unmappableForLength(m - 0x100) : CoderResult.malformedForLength(m);
                }
                if (out.remaining() < nb) {
                    undo();
                    return CoderResult.OVERFLOW;
                }
                out.put(buf, 0, nb);
                if (r != PREFIX) {
                    p += r;
                }
            }
            return CoderResult.UNDERFLOW;
        } finally {
            in.position(p);
        }
    }

    void undo() {
    }
}
