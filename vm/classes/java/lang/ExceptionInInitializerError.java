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

    /* ---- serial form: the JDK's one field, exception, holding the cause */
    private static final long serialVersionUID = 1521711792217232256L;
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("exception", Throwable.class)
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("exception", getCause());
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        Throwable t = (Throwable) s.readFields().get("exception", null);
        if (t != null) {
            setCauseFromStream(t);
        }
    }
}
