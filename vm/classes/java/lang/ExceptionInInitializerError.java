/*
 * java.lang.ExceptionInInitializerError.  The VM constructs it with the
 * Throwable thrown by a static initializer; it is the cause, and the message
 * stays null (the JDK prints "java.lang.ExceptionInInitializerError" then
 * "Caused by: ...").
 */
package java.lang;

public class ExceptionInInitializerError extends LinkageError {
    public ExceptionInInitializerError() {
        initCause(null);
    }

    public ExceptionInInitializerError(Throwable thrown) {
        super(null, thrown);
    }

    public ExceptionInInitializerError(String s) {
        super(s, null);
    }

    public Throwable getException() {
        return super.getCause();
    }
}
