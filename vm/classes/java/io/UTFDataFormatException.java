/* java.io.UTFDataFormatException: constructors as the JDK's. */
package java.io;

public class UTFDataFormatException extends IOException {
    public UTFDataFormatException() {
        super();
    }

    public UTFDataFormatException(String s) {
        super(s);
    }
}
