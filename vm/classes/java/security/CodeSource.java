/*
 * java.security.CodeSource: where a class's code came from (a directory or
 * jar of the class path, as a URL); Lantern records no signers.
 */
package java.security;

import java.net.URL;

public class CodeSource implements java.io.Serializable {
    private static final long serialVersionUID = 4977541819976013951L;

    private final URL location;

    public CodeSource(URL url, CodeSigner[] signers) {
        this.location = url;
    }

    public final URL getLocation() {
        return location;
    }

    public final CodeSigner[] getCodeSigners() {
        return null;
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof CodeSource)) {
            return false;
        }
        URL other = ((CodeSource) obj).location;
        return location == null ? other == null : other != null && location.toString().equals(other.toString());
    }

    public int hashCode() {
        return location == null ? 0 : location.hashCode();
    }

    public String toString() {
        return "(" + location + " <no signer certificates>)";
    }
}
