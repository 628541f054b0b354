/* java.lang.InternalError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class InternalError extends VirtualMachineError {
    public InternalError() {
        super();
    }

    public InternalError(String s) {
        super(s);
    }

    public InternalError(String message, Throwable cause) {
        super(message, cause);
    }

    public InternalError(Throwable cause) {
        super(cause);
    }
}
