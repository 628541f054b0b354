/* Thrown by Scanner when the next token does not fit the requested type. */
package java.util;

public class InputMismatchException extends NoSuchElementException {
    public InputMismatchException() {
    }

    public InputMismatchException(String s) {
        super(s);
    }
}
