/* java.lang.ArrayStoreException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class ArrayStoreException extends RuntimeException {
    public ArrayStoreException() {
        super();
    }

    public ArrayStoreException(String s) {
        super(s);
    }
}
