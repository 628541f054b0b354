/* java.io.FileNotFoundException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.io;

public class FileNotFoundException extends IOException {
    public FileNotFoundException() {
        super();
    }

    public FileNotFoundException(String s) {
        super(s);
    }
}
