/*
 * java.lang.Class.  The VM allocates every Class object itself and keeps its
 * own pointer in `vmClass`; the natives below (see NATIVES.md) read it.
 * Names: getName() is the JDK's binary name ("java.lang.String", "[I",
 * "[Ljava.lang.String;", "Outer$Inner"), computed once by the VM through
 * initClassName() and cached in `name`.  Everything else here is Java logic
 * over those natives.  Reflection (getMethod, getDeclaredFields...) is a later
 * issue.
 */
package java.lang;

import java.io.Serializable;

public final class Class<T> implements Serializable {
    private static final int ANNOTATION = 0x00002000;
    private static final int ENUM = 0x00004000;
    private static final int SYNTHETIC = 0x00001000;

    private transient long vmClass;
    private transient String name;
    private transient Object[] enumConstants;

    private Class() {}

    public String toString() {
        String kind = isInterface() ? "interface " : (isPrimitive() ? "" : "class ");
        return kind.concat(getName());
    }

    public static Class<?> forName(String className) throws ClassNotFoundException {
        return forName0(className, true, ClassLoader.getSystemClassLoader());
    }

    public static Class<?> forName(String name, boolean initialize, ClassLoader loader)
            throws ClassNotFoundException {
        return forName0(name, initialize, loader);
    }

    /*
     * Loads (and, if asked, initializes) the class with this binary name or array
     * descriptor through `loader` (null = the boot loader only); throws
     * ClassNotFoundException(name) when it does not exist.
     */
    private static native Class<?> forName0(String name, boolean initialize, ClassLoader loader)
            throws ClassNotFoundException;

    /* Allocates an instance and runs its no-argument constructor (reflection, later issue). */
    private native T newInstance0() throws InstantiationException, IllegalAccessException;

    @Deprecated(since = "9")
    public T newInstance() throws InstantiationException, IllegalAccessException {
        return newInstance0();
    }

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public boolean isAnnotation() {
        return (getModifiers() & ANNOTATION) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & SYNTHETIC) != 0;
    }

    public String getName() {
        String n = name;
        if (n == null) {
            n = initClassName();
            name = n;
        }
        return n;
    }

    /* The binary name as getName() returns it; the VM may also store it into `name`. */
    private native String initClassName();

    public ClassLoader getClassLoader() {
        return getClassLoader0();
    }

    /* null for classes of the boot loader, else the defining loader (the app loader for the class path). */
    private native ClassLoader getClassLoader0();

    public native Class<? super T> getSuperclass();

    public Package getPackage() {
        return null;
    }

    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String cn = c.getName();
        int dot = cn.lastIndexOf('.');
        return (dot != -1) ? cn.substring(0, dot).intern() : "";
    }

    public native Class<?> getComponentType();

    public Class<?> componentType() {
        return getComponentType();
    }

    public Class<?> arrayType() {
        try {
            String n = getName();
            String desc;
            if (isArray()) {
                desc = "[".concat(n);
            } else if (isPrimitive()) {
                desc = "[".concat(primitiveDescriptor());
            } else {
                desc = new StringBuilder("[L").append(n).append(';').toString();
            }
            return forName0(desc, false, getClassLoader0());
        } catch (ClassNotFoundException e) {
            throw new InternalError(e);
        }
    }

    private String primitiveDescriptor() {
        String n = getName();
        if (n.equals("int")) return "I";
        if (n.equals("long")) return "J";
        if (n.equals("boolean")) return "Z";
        if (n.equals("byte")) return "B";
        if (n.equals("char")) return "C";
        if (n.equals("short")) return "S";
        if (n.equals("float")) return "F";
        if (n.equals("double")) return "D";
        return "V";
    }

    /*
     * The JDK's modifiers: for a member class the flags of its InnerClasses entry,
     * else the class's access_flags, without ACC_SUPER; arrays: the component's
     * public/private/protected | ABSTRACT | FINAL; primitives: PUBLIC|ABSTRACT|FINAL.
     */
    public native int getModifiers();

    public String getSimpleName() {
        if (isArray()) {
            return getComponentType().getSimpleName().concat("[]");
        }
        String simpleName = getSimpleBinaryName0();
        if (simpleName == null) {
            simpleName = getName();
            simpleName = simpleName.substring(simpleName.lastIndexOf('.') + 1);
        }
        return simpleName;
    }

    /*
     * From the class's own entry in its InnerClasses attribute: null for a
     * top-level class, "" for an anonymous class, else the inner simple name.
     */
    private native String getSimpleBinaryName0();

    public String getTypeName() {
        if (isArray()) {
            Class<?> cl = this;
            int dimensions = 0;
            do {
                dimensions++;
                cl = cl.getComponentType();
            } while (cl.isArray());
            StringBuilder sb = new StringBuilder(cl.getName());
            for (int i = 0; i < dimensions; i++) {
                sb.append("[]");
            }
            return sb.toString();
        }
        return getName();
    }

    /*
     * Top-level: the binary name; member classes: the enclosing canonical name,
     * '.', the simple name; local and anonymous classes: null.  Member-ness is
     * read from the binary name (a segment after '$' starting with a digit is
     * local or anonymous).
     */
    public String getCanonicalName() {
        if (isArray()) {
            String c = getComponentType().getCanonicalName();
            return c == null ? null : c.concat("[]");
        }
        String simple = getSimpleBinaryName0();
        String n = getName();
        if (simple == null) {
            return n;
        }
        if (simple.isEmpty()) {
            return null;
        }
        int cut = n.length() - simple.length() - 1;
        if (cut <= 0 || n.charAt(cut) != '$') {
            return null;
        }
        String outer = n.substring(0, cut);
        int lastDollar = outer.lastIndexOf('$');
        int lastDot = outer.lastIndexOf('.');
        if (lastDollar > lastDot && lastDollar + 1 < outer.length()
                && Character.isDigit(outer.charAt(lastDollar + 1))) {
            return null;
        }
        return new StringBuilder(n.length()).append(outer.replace('$', '.')).append('.')
            .append(simple).toString();
    }

    public boolean isAnonymousClass() {
        String s = getSimpleBinaryName0();
        return !isArray() && s != null && s.isEmpty();
    }

    public boolean isMemberClass() {
        return !isArray() && getSimpleBinaryName0() != null && !isAnonymousClass()
            && getCanonicalName() != null;
    }

    public boolean isLocalClass() {
        return !isArray() && getSimpleBinaryName0() != null && !isAnonymousClass()
            && getCanonicalName() == null;
    }

    public native boolean isHidden();

    public boolean isEnum() {
        return (getModifiers() & ENUM) != 0 && getSuperclass() == Enum.class;
    }

    public boolean isRecord() {
        return getSuperclass() == Record.class && isRecord0();
    }

    /* True when the class file has a Record attribute. */
    private native boolean isRecord0();

    public boolean isSealed() {
        return !isArray() && getPermittedSubclasses0() != null;
    }

    public Class<?>[] getPermittedSubclasses() {
        return isArray() ? null : getPermittedSubclasses0();
    }

    /* The classes of the PermittedSubclasses attribute (loaded), or null. */
    private native Class<?>[] getPermittedSubclasses0();

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException(new StringBuilder("Cannot cast ")
                .append(obj.getClass().getName()).append(" to ").append(getName()).toString());
        }
        return (T) obj;
    }

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(this.toString());
    }

    public boolean desiredAssertionStatus() {
        return desiredAssertionStatus0(this);
    }

    /* -ea/-da (and -esa) as they apply to this class; false by default. */
    private static native boolean desiredAssertionStatus0(Class<?> clazz);

    /* The Class object of a primitive type or void, by its keyword ("int", "void"). */
    static native Class<?> getPrimitiveClass(String name);

    /*
     * Initializes the enum class and returns the array its static values() method
     * returns, or null when it has none.
     */
    private native Object[] getEnumConstants0();

    @SuppressWarnings("unchecked")
    public T[] getEnumConstants() {
        Object[] values = getEnumConstantsShared();
        return (values != null) ? (T[]) values.clone() : null;
    }

    Object[] getEnumConstantsShared() {
        Object[] values = enumConstants;
        if (values == null) {
            if (!isEnum()) {
                return null;
            }
            values = getEnumConstants0();
            enumConstants = values;
        }
        return values;
    }

    public native Class<?>[] getInterfaces();
}
