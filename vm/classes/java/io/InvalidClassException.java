/* java.io.InvalidClassException: getMessage prefixes the class name ("C; reason") as the JDK's. */
package java.io;

public class InvalidClassException extends ObjectStreamException {
    public String classname;

    public InvalidClassException(String reason) {
        super(reason);
    }

    public InvalidClassException(String cname, String reason) {
        super(reason);
        classname = cname;
    }

    public String getMessage() {
        return classname == null ? super.getMessage() : classname + "; " + super.getMessage();
    }
}
