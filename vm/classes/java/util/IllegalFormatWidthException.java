/* Formatter error; the message text is the JDK 17's. */
package java.util;

public class IllegalFormatWidthException extends IllegalFormatException {
    private final int w;

    public IllegalFormatWidthException(int w) {
        this.w = w;
    }

    public int getWidth() {
        return w;
    }

    @Override
    public String getMessage() {
        return Integer.toString(w);
    }
}
