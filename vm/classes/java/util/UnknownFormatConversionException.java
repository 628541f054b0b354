/* Formatter error; the message text is the JDK 17's. */
package java.util;

public class UnknownFormatConversionException extends IllegalFormatException {
    private final String s;

    public UnknownFormatConversionException(String s) {
        if (s == null) throw new NullPointerException();
        this.s = s;
    }

    public String getConversion() {
        return s;
    }

    @Override
    public String getMessage() {
        return "Conversion = '" + s + "'";
    }
}
