/* java.lang.OutOfMemoryError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class OutOfMemoryError extends VirtualMachineError {
    public OutOfMemoryError() {
        super();
    }

    public OutOfMemoryError(String s) {
        super(s);
    }
}
