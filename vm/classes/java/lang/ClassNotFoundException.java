/* java.lang.ClassNotFoundException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class ClassNotFoundException extends ReflectiveOperationException {
    /* as the JDK's: the cause is fixed (null) so initCause is refused */
    public ClassNotFoundException() {
        super((Throwable) null);
    }

    public ClassNotFoundException(String s) {
        super(s, null);
    }

    public ClassNotFoundException(String s, Throwable ex) {
        super(s, ex);
    }

    public Throwable getException() {
        return getCause();
    }

    /* ---- serial form: the JDK's one field, ex, holding the cause */
    private static final long serialVersionUID = 9176873029745254542L;
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("ex", Throwable.class)
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("ex", getCause());
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        Throwable t = (Throwable) s.readFields().get("ex", null);
        if (t != null) {
            setCauseFromStream(t);
        }
    }
}
