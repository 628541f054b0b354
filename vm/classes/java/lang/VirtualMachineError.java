/* java.lang.VirtualMachineError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class VirtualMachineError extends Error {
    public VirtualMachineError() {
        super();
    }

    public VirtualMachineError(String s) {
        super(s);
    }

    public VirtualMachineError(String message, Throwable cause) {
        super(message, cause);
    }

    public VirtualMachineError(Throwable cause) {
        super(cause);
    }
}
