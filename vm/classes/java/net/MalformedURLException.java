/* java.net.MalformedURLException: a URL string that cannot be parsed, or names a protocol with no handler. */
package java.net;

import java.io.IOException;

public class MalformedURLException extends IOException {
    private static final long serialVersionUID = -182787522200415866L;

    public MalformedURLException() {
    }

    public MalformedURLException(String msg) {
        super(msg);
    }
}
