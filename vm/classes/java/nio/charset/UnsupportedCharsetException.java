/* java.nio.charset.UnsupportedCharsetException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.nio.charset;

public class UnsupportedCharsetException extends IllegalArgumentException {
    private final String charsetName;

    public UnsupportedCharsetException(String charsetName) {
        super(String.valueOf(charsetName));
        this.charsetName = charsetName;
    }

    public String getCharsetName() {
        return charsetName;
    }
}
