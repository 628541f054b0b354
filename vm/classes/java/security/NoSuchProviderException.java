/* java.security.NoSuchProviderException: constructors as the JDK 17's (it has no cause-taking ones). */
package java.security;

public class NoSuchProviderException extends GeneralSecurityException {
    public NoSuchProviderException() {
        super();
    }

    public NoSuchProviderException(String msg) {
        super(msg);
    }
}
