/* Formatter error; the message text is the JDK 17's. */
package java.util;

public class IllegalFormatCodePointException extends IllegalFormatException {
    private final int c;

    public IllegalFormatCodePointException(int c) {
        this.c = c;
    }

    public int getCodePoint() {
        return c;
    }

    @Override
    public String getMessage() {
        return "Code point = 0x" + Integer.toHexString(c);
    }
}
