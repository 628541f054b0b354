/* Formatter error; the message text is the JDK 17's. */
package java.util;

public class MissingFormatArgumentException extends IllegalFormatException {
    private final String s;

    public MissingFormatArgumentException(String s) {
        if (s == null) throw new NullPointerException();
        this.s = s;
    }

    public String getFormatSpecifier() {
        return s;
    }

    @Override
    public String getMessage() {
        return "Format specifier '" + s + "'";
    }
}
