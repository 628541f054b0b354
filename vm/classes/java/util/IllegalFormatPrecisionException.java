/* Formatter error; the message text is the JDK 17's. */
package java.util;

public class IllegalFormatPrecisionException extends IllegalFormatException {
    private final int p;

    public IllegalFormatPrecisionException(int p) {
        this.p = p;
    }

    public int getPrecision() {
        return p;
    }

    @Override
    public String getMessage() {
        return Integer.toString(p);
    }
}
