/* java.io.WriteAbortedException: an exception the writer met, read back from the stream; its cause is `detail`. */
package java.io;

public class WriteAbortedException extends ObjectStreamException {
    public Exception detail;

    public WriteAbortedException(String s, Exception ex) {
        super(s);
        detail = ex;
    }

    public String getMessage() {
        return detail == null ? super.getMessage() : super.getMessage() + "; " + detail.toString();
    }

    public Throwable getCause() {
        return detail;
    }
}
