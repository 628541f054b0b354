/* java.lang.UnknownError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class UnknownError extends VirtualMachineError {
    public UnknownError() {
        super();
    }

    public UnknownError(String s) {
        super(s);
    }
}
