/*
 * java.nio.charset.CoderResult: why a coding step stopped.  Errors carry
 * the length of the bad input; those of small lengths are shared, as the
 * JDK caches them (identity is observable).
 */
package java.nio.charset;

import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;

public class CoderResult {
    private static final int CR_UNDERFLOW = 0;
    private static final int CR_OVERFLOW = 1;
    private static final int CR_MALFORMED = 2;
    private static final int CR_UNMAPPABLE = 3;

    private final int type;
    private final int length;

    private CoderResult(int type, int length) {
        this.type = type;
        this.length = length;
    }

    public static final CoderResult UNDERFLOW = new CoderResult(CR_UNDERFLOW, 0);
    public static final CoderResult OVERFLOW = new CoderResult(CR_OVERFLOW, 0);

    private static final CoderResult[] MALFORMED = new CoderResult[8];
    private static final CoderResult[] UNMAPPABLE = new CoderResult[8];

    public String toString() {
        switch (type) {
            case CR_UNDERFLOW: return "UNDERFLOW";
            case CR_OVERFLOW: return "OVERFLOW";
            case CR_MALFORMED: return "MALFORMED[" + length + "]";
            default: return "UNMAPPABLE[" + length + "]";
        }
    }

    public boolean isUnderflow() {
        return type == CR_UNDERFLOW;
    }

    public boolean isOverflow() {
        return type == CR_OVERFLOW;
    }

    public boolean isError() {
        return type >= CR_MALFORMED;
    }

    public boolean isMalformed() {
        return type == CR_MALFORMED;
    }

    public boolean isUnmappable() {
        return type == CR_UNMAPPABLE;
    }

    public int length() {
        if (!isError()) {
            throw new UnsupportedOperationException();
        }
        return length;
    }

    private static CoderResult of(int type, CoderResult[] cache, int length) {
        if (length <= 0) {
            throw new IllegalArgumentException("Non-positive length");
        }
        if (length < cache.length) {
            synchronized (cache) {
                CoderResult r = cache[length];
                if (r == null) {
                    r = new CoderResult(type, length);
                    cache[length] = r;
                }
                return r;
            }
        }
        return new CoderResult(type, length);
    }

    public static CoderResult malformedForLength(int length) {
        return of(CR_MALFORMED, MALFORMED, length);
    }

    public static CoderResult unmappableForLength(int length) {
        return of(CR_UNMAPPABLE, UNMAPPABLE, length);
    }

    public void throwException() throws CharacterCodingException {
        switch (type) {
            case CR_UNDERFLOW: throw new BufferUnderflowException();
            case CR_OVERFLOW: throw new BufferOverflowException();
            case CR_MALFORMED: throw new MalformedInputException(length);
            default: throw new UnmappableCharacterException(length);
        }
    }
}
