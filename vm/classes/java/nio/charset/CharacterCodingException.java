/* java.nio.charset.CharacterCodingException: a coder met input it would not code. */
package java.nio.charset;

public class CharacterCodingException extends java.io.IOException {
    public CharacterCodingException() {
    }
}
