/*
 * Base of the Formatter's unchecked exceptions.  Subclasses compute their
 * message in getMessage(), as the JDK does, so the detail message is null.
 */
package java.util;

public class IllegalFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 18830826L;

    IllegalFormatException() {
    }
}
