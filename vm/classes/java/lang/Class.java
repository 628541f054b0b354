/*
 * java.lang.Class.  The VM allocates every Class object itself and keeps its
 * own pointer in `vmClass`; the natives below (see NATIVES.md) read it.
 * Names: getName() is the JDK's binary name ("java.lang.String", "[I",
 * "[Ljava.lang.String;", "Outer$Inner"), computed once by the VM through
 * initClassName() and cached in `name`.  Everything else here is Java logic
 * over those natives, and the basic reflection below (getDeclaredFields,
 * getMethods...).
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
    private transient Object[] signers;

    private Class() {}

    public String toString() {
        String kind = isInterface() ? "interface " : (isPrimitive() ? "" : "class ");
        return kind.concat(getName());
    }

    public static Class<?> forName(String className) throws ClassNotFoundException {
        return forName0(className, true, ClassLoader.callerLoader());
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

    /* Allocates an instance and runs its no-argument constructor (reflection). */
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

    public Object[] getSigners() {
        Object[] s = signers;
        return s == null ? null : s.clone();
    }

    /* ClassLoader.setSigners */
    void setSigners(Object[] s) {
        if (!isPrimitive() && !isArray()) {
            signers = s;
        }
    }

    public native Class<? super T> getSuperclass();

    /* urlcl: the defining loader's run-time package (ClassLoader's packages block). */
    public Package getPackage() {
        return ClassLoader.definePackage(this);
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

    /*
     * Read from the binary name as javac forms it (Outer$Member,
     * Outer$<digits> anonymous, Outer$<digits>Local) rather than from the
     * EnclosingMethod attribute, which the VM does not expose: the part before
     * the '$' that precedes the simple name and its digits, loaded by this
     * class's loader.
     */
    public Class<?> getEnclosingClass() {
        String simple = isArray() ? null : getSimpleBinaryName0();
        if (simple == null) {
            return null;
        }
        String n = getName();
        int i = n.length() - simple.length();
        while (i > 0 && Character.isDigit(n.charAt(i - 1))) {
            i--;
        }
        if (i <= 1 || n.charAt(i - 1) != '$') {
            return null;
        }
        try {
            return forName0(n.substring(0, i - 1), false, getClassLoader0());
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    /* Only member classes have a declaring class; local and anonymous ones answer null. */
    public Class<?> getDeclaringClass() {
        return isMemberClass() ? getEnclosingClass() : null;
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

    // ---- reflection: members (natives in vm/reflect.c) ----

    /* One of the parallel arrays describing the declared members:
     * kind 0 methods, 1 constructors, 2 fields; what 0 names, 1 descriptors,
     * 2 modifiers (int[]), 3 VM slots (long[]). */
    private native Object getMembers0(int kind, boolean publicOnly, int what);

    /* The class a field descriptor names, loaded as this class's loader sees it. */
    private native Class<?> classForDescriptor0(String descriptor);

    private static int typeEnd(String d, int i) {
        while (d.charAt(i) == '[') i++;
        return d.charAt(i) == 'L' ? d.indexOf(';', i) + 1 : i + 1;
    }

    private Class<?>[] parameterTypesOf(String desc) {
        int count = 0;
        for (int i = 1; desc.charAt(i) != ')'; i = typeEnd(desc, i)) count++;
        Class<?>[] types = new Class<?>[count];
        int k = 0;
        for (int i = 1; desc.charAt(i) != ')';) {
            int e = typeEnd(desc, i);
            types[k++] = classForDescriptor0(desc.substring(i, e));
            i = e;
        }
        return types;
    }

    private Class<?> returnTypeOf(String desc) {
        String r = desc.substring(desc.indexOf(')') + 1);
        return r.equals("V") ? void.class : classForDescriptor0(r);
    }

    private java.lang.reflect.Method[] declaredMethods(boolean publicOnly) {
        String[] names = (String[]) getMembers0(0, publicOnly, 0);
        String[] descs = (String[]) getMembers0(0, publicOnly, 1);
        int[] mods = (int[]) getMembers0(0, publicOnly, 2);
        long[] slots = (long[]) getMembers0(0, publicOnly, 3);
        java.lang.reflect.Method[] out = new java.lang.reflect.Method[names.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = java.lang.reflect.ReflectFactory.method(this, names[i], mods[i], parameterTypesOf(descs[i]), returnTypeOf(descs[i]),
                    slots[i]);
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private java.lang.reflect.Constructor<T>[] declaredConstructors(boolean publicOnly) {
        String[] descs = (String[]) getMembers0(1, publicOnly, 1);
        int[] mods = (int[]) getMembers0(1, publicOnly, 2);
        long[] slots = (long[]) getMembers0(1, publicOnly, 3);
        java.lang.reflect.Constructor<T>[] out = new java.lang.reflect.Constructor[descs.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = java.lang.reflect.ReflectFactory.constructor(this, mods[i], parameterTypesOf(descs[i]), slots[i]);
        }
        return out;
    }

    private java.lang.reflect.Field[] declaredFields(boolean publicOnly) {
        String[] names = (String[]) getMembers0(2, publicOnly, 0);
        String[] descs = (String[]) getMembers0(2, publicOnly, 1);
        int[] mods = (int[]) getMembers0(2, publicOnly, 2);
        long[] slots = (long[]) getMembers0(2, publicOnly, 3);
        java.lang.reflect.Field[] out = new java.lang.reflect.Field[names.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = java.lang.reflect.ReflectFactory.field(this, names[i], classForDescriptor0(descs[i]), mods[i], slots[i]);
        }
        return out;
    }

    public java.lang.reflect.Method[] getDeclaredMethods() {
        return declaredMethods(false);
    }

    public java.lang.reflect.Field[] getDeclaredFields() {
        return declaredFields(false);
    }

    public java.lang.reflect.Constructor<?>[] getDeclaredConstructors() {
        return declaredConstructors(false);
    }

    public java.lang.reflect.Constructor<?>[] getConstructors() {
        return declaredConstructors(true);
    }

    /* Public methods of the class, its superclasses and superinterfaces; a
     * method overridden lower down appears once. */
    public java.lang.reflect.Method[] getMethods() {
        java.lang.reflect.Method[] acc = new java.lang.reflect.Method[0];
        for (Class<?> c = this; c != null; c = c.getSuperclass()) acc = mergeMethods(acc, c.declaredMethods(true));
        acc = addInterfaceMethods(acc, this);
        return acc;
    }

    private static java.lang.reflect.Method[] addInterfaceMethods(java.lang.reflect.Method[] acc, Class<?> c) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Class<?> i : k.getInterfaces()) {
                acc = mergeMethods(acc, i.declaredMethods(true));
                acc = addInterfaceMethods(acc, i);
            }
        }
        return acc;
    }

    private static java.lang.reflect.Method[] mergeMethods(java.lang.reflect.Method[] acc, java.lang.reflect.Method[] more) {
        java.lang.reflect.Method[] out = java.util.Arrays.copyOf(acc, acc.length + more.length);
        int n = acc.length;
        for (java.lang.reflect.Method m : more) {
            if ((m.getModifiers() & java.lang.reflect.Modifier.STATIC) != 0 && m.getDeclaringClass().isInterface()
                    && acc.length > 0) {
                continue; /* static interface methods are not inherited */
            }
            boolean seen = false;
            for (int i = 0; i < n && !seen; i++) {
                seen = out[i].getName().equals(m.getName())
                        && java.util.Arrays.equals(out[i].getParameterTypes(), m.getParameterTypes());
            }
            if (!seen) out[n++] = m;
        }
        return java.util.Arrays.copyOf(out, n);
    }

    private static java.lang.reflect.Method find(java.lang.reflect.Method[] ms, String name, Class<?>[] types) {
        Class<?>[] want = types == null ? new Class<?>[0] : types;
        java.lang.reflect.Method best = null;
        for (java.lang.reflect.Method m : ms) {
            if (m.getName().equals(name) && java.util.Arrays.equals(m.getParameterTypes(), want)) {
                /* among equal signatures, the most specific return type */
                if (best == null || best.getReturnType().isAssignableFrom(m.getReturnType())) best = m;
            }
        }
        return best;
    }

    private String methodToString(String name, Class<?>[] types) {
        StringBuilder sb = new StringBuilder(getName()).append('.').append(name).append('(');
        if (types != null) {
            for (int i = 0; i < types.length; i++) {
                if (i > 0) sb.append(',');
                sb.append(types[i] == null ? "null" : types[i].getName());
            }
        }
        return sb.append(')').toString();
    }

    public java.lang.reflect.Method getMethod(String name, Class<?>... parameterTypes) throws NoSuchMethodException {
        java.lang.reflect.Method m = find(getMethods(), name, parameterTypes);
        if (m == null) throw new NoSuchMethodException(methodToString(name, parameterTypes));
        return m;
    }

    public java.lang.reflect.Method getDeclaredMethod(String name, Class<?>... parameterTypes)
            throws NoSuchMethodException {
        java.lang.reflect.Method m = find(declaredMethods(false), name, parameterTypes);
        if (m == null) throw new NoSuchMethodException(methodToString(name, parameterTypes));
        return m;
    }

    private java.lang.reflect.Constructor<T> findConstructor(boolean publicOnly, Class<?>[] types)
            throws NoSuchMethodException {
        Class<?>[] want = types == null ? new Class<?>[0] : types;
        for (java.lang.reflect.Constructor<T> c : declaredConstructors(publicOnly)) {
            if (java.util.Arrays.equals(c.getParameterTypes(), want)) return c;
        }
        throw new NoSuchMethodException(methodToString("<init>", types));
    }

    public java.lang.reflect.Constructor<T> getConstructor(Class<?>... parameterTypes) throws NoSuchMethodException {
        return findConstructor(true, parameterTypes);
    }

    public java.lang.reflect.Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes)
            throws NoSuchMethodException {
        return findConstructor(false, parameterTypes);
    }

    public java.lang.reflect.Field getDeclaredField(String name) throws NoSuchFieldException {
        for (java.lang.reflect.Field f : declaredFields(false)) {
            if (f.getName().equals(name)) return f;
        }
        throw new NoSuchFieldException(name);
    }

    /* Public fields: the class's own, its superinterfaces', then its superclass's. */
    public java.lang.reflect.Field[] getFields() {
        java.lang.reflect.Field[] acc = new java.lang.reflect.Field[0];
        for (Class<?> c = this; c != null; c = c.getSuperclass()) {
            acc = concat(acc, c.declaredFields(true));
            for (Class<?> i : c.getInterfaces()) acc = concat(acc, i.getFields());
        }
        return acc;
    }

    private static java.lang.reflect.Field[] concat(java.lang.reflect.Field[] a, java.lang.reflect.Field[] b) {
        java.lang.reflect.Field[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    public java.lang.reflect.Field getField(String name) throws NoSuchFieldException {
        for (java.lang.reflect.Field f : getFields()) {
            if (f.getName().equals(name)) return f;
        }
        throw new NoSuchFieldException(name);
    }

    // ---- resources (h18res) ----
    /* A relative name is under the class's package, a leading '/' makes it
     * absolute; the class's loader looks it up, the boot class path for a
     * class of the boot loader. */

    public java.net.URL getResource(String name) {
        name = resolveResourceName(name);
        ClassLoader cl = getClassLoader0();
        return cl != null ? cl.getResource(name) : jdk.internal.loader.ClassPathResources.find(true, name);
    }

    public java.io.InputStream getResourceAsStream(String name) {
        name = resolveResourceName(name);
        ClassLoader cl = getClassLoader0();
        if (cl != null) {
            return cl.getResourceAsStream(name);
        }
        java.net.URL url = jdk.internal.loader.ClassPathResources.find(true, name);
        try {
            return url != null ? url.openStream() : null;
        } catch (java.io.IOException e) {
            return null;
        }
    }

    private String resolveResourceName(String name) {
        if (name.startsWith("/")) {
            return name.substring(1);
        }
        String pkg = getPackageName();
        return pkg.isEmpty() ? name : pkg.replace('.', '/') + "/" + name;
    }
    // ---- end resources ----

    /* ---- protection domain (misc gaps): only the code source is known ---- */

    public java.security.ProtectionDomain getProtectionDomain() {
        @SuppressWarnings("removal")
        SecurityManager sm = System.getSecurityManager();
        if (sm != null) {
            sm.checkPermission(new RuntimePermission("getProtectionDomain"));
        }
        java.security.CodeSource cs = new java.security.CodeSource(CodeLocations.of(this), (java.security.CodeSigner[]) null);
        return new java.security.ProtectionDomain(cs, null);
    }
}
