/* java.security.ProviderException: constructors as the JDK 17's (written from its list of public constructors). */
package java.security;

public class ProviderException extends RuntimeException {
    public ProviderException() {
        super();
    }

    public ProviderException(String msg) {
        super(msg);
    }

    public ProviderException(String message, Throwable cause) {
        super(message, cause);
    }

    public ProviderException(Throwable cause) {
        super(cause);
    }
}
