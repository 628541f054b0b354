/* java.lang.StackOverflowError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class StackOverflowError extends VirtualMachineError {
    public StackOverflowError() {
        super();
    }

    public StackOverflowError(String s) {
        super(s);
    }
}
