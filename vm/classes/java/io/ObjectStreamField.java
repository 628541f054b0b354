/*
 * java.io.ObjectStreamField: one serializable field, by name and type.
 * `signature` is the JVM type signature ("I", "Ljava/lang/String;"),
 * interned so that equal type strings are one object and the stream
 * writes the second one as a back-reference, as the JDK does; for a field
 * made from a Class it is worked out on first use, so that a class's
 * serialPersistentFields (Throwable's among them) cost its initialization
 * four small objects, not ObjectStreamClass.  `field` is
 * the local reflective field (null for fields only in the stream or only
 * declared through serialPersistentFields).
 */
package java.io;

import java.lang.reflect.Field;

public class ObjectStreamField implements Comparable<Object> {
    private final String name;
    private String signature; /* see sig() */
    private final Class<?> type;
    private final boolean unshared;
    Field field;
    private int offset;

    public ObjectStreamField(String name, Class<?> type) {
        this(name, type, false);
    }

    public ObjectStreamField(String name, Class<?> type, boolean unshared) {
        if (name == null) throw new NullPointerException();
        this.name = name;
        this.type = type;
        this.unshared = unshared;
        if (type == null) throw new NullPointerException();
    }

    private String sig() {
        String s = signature;
        if (s == null) {
            s = signature = ObjectStreamClass.signatureOf(type).intern();
        }
        return s;
    }

    /* A field described by the stream: only the signature is known. */
    ObjectStreamField(String name, String signature, boolean unshared) {
        if (name == null) throw new NullPointerException();
        this.name = name;
        this.signature = signature.intern();
        this.unshared = unshared;
        switch (signature.charAt(0)) {
        case 'Z': type = Boolean.TYPE; break;
        case 'B': type = Byte.TYPE; break;
        case 'C': type = Character.TYPE; break;
        case 'S': type = Short.TYPE; break;
        case 'I': type = Integer.TYPE; break;
        case 'J': type = Long.TYPE; break;
        case 'F': type = Float.TYPE; break;
        case 'D': type = Double.TYPE; break;
        case 'L':
        case '[': type = Object.class; break;
        default: throw new IllegalArgumentException("illegal signature");
        }
    }

    public String getName() {
        return name;
    }

    public Class<?> getType() {
        return type;
    }

    public char getTypeCode() {
        return sig().charAt(0);
    }

    public String getTypeString() {
        return isPrimitive() ? null : sig();
    }

    String getSignature() {
        return sig();
    }

    public int getOffset() {
        return offset;
    }

    protected void setOffset(int offset) {
        this.offset = offset;
    }

    public boolean isPrimitive() {
        char c = sig().charAt(0);
        return c != 'L' && c != '[';
    }

    public boolean isUnshared() {
        return unshared;
    }

    public int compareTo(Object obj) {
        ObjectStreamField other = (ObjectStreamField) obj;
        boolean p = isPrimitive();
        if (p != other.isPrimitive()) return p ? -1 : 1;
        return name.compareTo(other.name);
    }

    public String toString() {
        return sig() + ' ' + name;
    }
}
