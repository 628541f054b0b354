/*
 * java.security.CodeSigner: a signer of code.  Lantern verifies no
 * signatures, so none is ever made; the type exists for CodeSource.
 */
package java.security;

public final class CodeSigner implements java.io.Serializable {
    private static final long serialVersionUID = 6819288105193937581L;

    private CodeSigner() {
    }
}
