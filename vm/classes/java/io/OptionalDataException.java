/* java.io.OptionalDataException: primitive data (length) or end of custom data (eof) met where an object was expected. */
package java.io;

public class OptionalDataException extends ObjectStreamException {
    public int length;
    public boolean eof;

    OptionalDataException(int len) {
        eof = false;
        length = len;
    }

    OptionalDataException(boolean end) {
        length = 0;
        eof = end;
    }
}
