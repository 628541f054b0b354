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

public final class Class<T> implements Serializable, java.lang.reflect.Type, java.lang.reflect.GenericDeclaration,
        java.lang.reflect.AnnotatedElement {
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
        checkNewInstanceAccess(); /* reflgen */
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

    /* reflgen: nesting from the InnerClasses and EnclosingMethod attributes, as the JDK. */
    public String getSimpleName() {
        if (isArray()) {
            return getComponentType().getSimpleName().concat("[]");
        }
        if (isTopLevelClass()) {
            String n = getName();
            return n.substring(n.lastIndexOf('.') + 1);
        }
        String simpleName = getSimpleBinaryName0();
        return simpleName == null ? "" : simpleName;
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

    public String getCanonicalName() {
        if (isArray()) {
            String c = getComponentType().getCanonicalName();
            return c == null ? null : c.concat("[]");
        }
        if (isHidden() || isLocalOrAnonymousClass()) {
            return null;
        }
        Class<?> enclosing = getEnclosingClass();
        if (enclosing == null) {
            return getName();
        }
        String outer = enclosing.getCanonicalName();
        return outer == null ? null : outer + "." + getSimpleName();
    }

    public Class<?> getEnclosingClass() {
        String[] em = getEnclosingMethod0();
        if (em == null) {
            return declaringClass0();
        }
        Class<?> c = loadNamed(em[0]);
        if (c == this) {
            throw new InternalError("Malformed enclosing method information");
        }
        return c;
    }

    public Class<?> getDeclaringClass() {
        return declaringClass0();
    }

    public boolean isAnonymousClass() {
        return !isArray() && isLocalOrAnonymousClass() && "".equals(getSimpleBinaryName0());
    }

    public boolean isMemberClass() {
        return !isLocalOrAnonymousClass() && declaringClass0() != null;
    }

    public boolean isLocalClass() {
        return isLocalOrAnonymousClass() && !"".equals(getSimpleBinaryName0());
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

    // ---- records' reflection (the components come from the class file's Record attribute) ----
    public java.lang.reflect.RecordComponent[] getRecordComponents() {
        if (!isRecord()) return null;
        return java.lang.reflect.RecordSupport.components(this);
    }
    // ---- end records' reflection ----

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

    // ---- annotations (annot) ----
    /* The class's own RUNTIME annotations in class-file order, and those
     * with the @Inherited ones of the superclass first (the JDK's order:
     * inherited entries keep their place when the class re-declares them).
     * Parsed once (sun.reflect.annotation.AnnotationParser). */
    private transient java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> declaredAnnotationMap;
    private transient java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> annotationMap;
    /* sun.reflect.annotation.AnnotationType's data for an annotation interface (kept here so it dies with the class) */
    private transient Object annotationTypeCache;

    private java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> declaredAnnotationMap() {
        java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> m = declaredAnnotationMap;
        if (m == null) {
            m = sun.reflect.annotation.AnnotationParser.parseAnnotations(
                    isArray() || isPrimitive() ? null : java.lang.reflect.AnnotationSupport.classAnnotations(this), this);
            declaredAnnotationMap = m;
        }
        return m;
    }

    private java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> annotationMap() {
        java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> m = annotationMap;
        if (m == null) {
            java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> declared = declaredAnnotationMap();
            Class<?> sup = getSuperclass();
            if (sup == null) {
                m = declared;
            } else {
                m = new java.util.LinkedHashMap<>();
                for (java.util.Map.Entry<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> e
                        : sup.annotationMap().entrySet()) {
                    if (sun.reflect.annotation.AnnotationType.getInstance(e.getKey()).isInherited()) m.put(e.getKey(), e.getValue());
                }
                m.putAll(declared);
            }
            annotationMap = m;
        }
        return m;
    }

    public <A extends java.lang.annotation.Annotation> A getAnnotation(Class<A> annotationClass) {
        if (annotationClass == null) throw new NullPointerException();
        return annotationClass.cast(annotationMap().get(annotationClass));
    }

    public boolean isAnnotationPresent(Class<? extends java.lang.annotation.Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    public java.lang.annotation.Annotation[] getAnnotations() {
        return sun.reflect.annotation.AnnotationParser.toArray(annotationMap());
    }

    public java.lang.annotation.Annotation[] getDeclaredAnnotations() {
        return sun.reflect.annotation.AnnotationParser.toArray(declaredAnnotationMap());
    }

    public <A extends java.lang.annotation.Annotation> A getDeclaredAnnotation(Class<A> annotationClass) {
        if (annotationClass == null) throw new NullPointerException();
        return annotationClass.cast(declaredAnnotationMap().get(annotationClass));
    }

    public <A extends java.lang.annotation.Annotation> A[] getDeclaredAnnotationsByType(Class<A> annotationClass) {
        return sun.reflect.annotation.AnnotationParser.byType(declaredAnnotationMap(), annotationClass);
    }

    /* Directly or indirectly present here, else (for an @Inherited type) on
     * the nearest superclass that has any. */
    public <A extends java.lang.annotation.Annotation> A[] getAnnotationsByType(Class<A> annotationClass) {
        A[] result = sun.reflect.annotation.AnnotationParser.byType(declaredAnnotationMap(), annotationClass);
        if (sun.reflect.annotation.AnnotationType.getInstance(annotationClass).isInherited()) {
            for (Class<?> s = getSuperclass(); result.length == 0 && s != null; s = s.getSuperclass()) {
                result = sun.reflect.annotation.AnnotationParser.byType(s.declaredAnnotationMap(), annotationClass);
            }
        }
        return result;
    }
    // ---- end annotations ----

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

    // ---- reflgen: generic signatures, nesting, nest mates, toGenericString ----

    private native String getGenericSignature0();

    /* InnerClasses: per entry the inner class, outer class (or null) and simple name (or null). */
    private native String[] getInnerClasses0();

    /* EnclosingMethod: {class, name, descriptor} (the last two may be null), or null. */
    private native String[] getEnclosingMethod0();

    private native String getNestHost0();

    private native String[] getNestMembers0();

    /* Class.newInstance checks the nullary constructor's access as Constructor.newInstance does. */
    private void checkNewInstanceAccess() throws InstantiationException, IllegalAccessException {
        if (this == Class.class) {
            throw new IllegalAccessException("Can not call newInstance() on the Class for java.lang.Class");
        }
        java.lang.reflect.Constructor<T> c;
        try {
            c = getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            return; /* newInstance0 reports InstantiationException */
        }
        java.lang.reflect.ReflGen.checkAccess(this, this, c.getModifiers());
    }

    /* A class the class file names, through this class's loader; a missing
     * one is NoClassDefFoundError, as when the VM resolves a reference. */
    private Class<?> loadNamed(String internalName) {
        try {
            return forName0(internalName.replace('/', '.'), false, getClassLoader0());
        } catch (ClassNotFoundException e) {
            NoClassDefFoundError err = new NoClassDefFoundError(internalName);
            err.initCause(e);
            throw err;
        }
    }

    private String internalName() {
        return getName().replace('.', '/');
    }

    private boolean isLocalOrAnonymousClass() {
        return !isArray() && !isPrimitive() && getEnclosingMethod0() != null;
    }

    private boolean isTopLevelClass() {
        return !isLocalOrAnonymousClass() && declaringClass0() == null;
    }

    /* The outer class of this class's own InnerClasses entry, loaded, which
     * must list this class as its member too (else IncompatibleClassChangeError). */
    private Class<?> declaringClass0() {
        if (isArray() || isPrimitive()) {
            return null;
        }
        String[] ic = getInnerClasses0();
        String me = internalName();
        for (int i = 0; i < ic.length; i += 3) {
            if (!me.equals(ic[i])) {
                continue;
            }
            if (ic[i + 1] == null) {
                return null;
            }
            Class<?> outer = loadNamed(ic[i + 1]);
            String[] oic = outer.getInnerClasses0();
            for (int j = 0; j < oic.length; j += 3) {
                /* as the VM: the outer class's own entry, resolved by the outer class, must be this class */
                if (me.equals(oic[j]) && ic[i + 1].equals(oic[j + 1]) && outer.loadNamed(oic[j]) == this) {
                    return outer;
                }
            }
            throw new IncompatibleClassChangeError(outer.getName() + " and " + getName()
                    + " disagree on InnerClasses attribute");
        }
        return null;
    }

    public Class<?>[] getDeclaredClasses() {
        if (isArray() || isPrimitive()) {
            return new Class<?>[0];
        }
        String[] ic = getInnerClasses0();
        String me = internalName();
        Class<?>[] out = new Class<?>[0];
        for (int i = 0; i < ic.length; i += 3) {
            if (me.equals(ic[i + 1]) && !me.equals(ic[i])) {
                out = java.util.Arrays.copyOf(out, out.length + 1);
                out[out.length - 1] = loadNamed(ic[i]);
            }
        }
        return out;
    }

    /* Public member classes of the class and its superclasses (not its interfaces, as the JDK). */
    public Class<?>[] getClasses() {
        Class<?>[] out = new Class<?>[0];
        for (Class<?> c = this; c != null; c = c.getSuperclass()) {
            for (Class<?> m : c.getDeclaredClasses()) {
                if ((m.getModifiers() & java.lang.reflect.Modifier.PUBLIC) != 0) {
                    out = java.util.Arrays.copyOf(out, out.length + 1);
                    out[out.length - 1] = m;
                }
            }
        }
        return out;
    }

    public java.lang.reflect.Method getEnclosingMethod() {
        String[] em = isArray() || isPrimitive() ? null : getEnclosingMethod0();
        if (em == null || em[1] == null || em[1].equals("<init>") || em[1].equals("<clinit>")) {
            return null;
        }
        Class<?> c = loadNamed(em[0]);
        Class<?>[] params = parameterTypesOf(em[2]);
        Class<?> ret = returnTypeOf(em[2]);
        for (java.lang.reflect.Method m : c.declaredMethods(false)) {
            if (m.getName().equals(em[1]) && m.getReturnType() == ret
                    && java.util.Arrays.equals(m.getParameterTypes(), params)) {
                return m;
            }
        }
        throw new InternalError("Enclosing method not found");
    }

    public java.lang.reflect.Constructor<?> getEnclosingConstructor() {
        String[] em = isArray() || isPrimitive() ? null : getEnclosingMethod0();
        if (em == null || em[1] == null || !em[1].equals("<init>")) {
            return null;
        }
        Class<?> c = loadNamed(em[0]);
        Class<?>[] params = parameterTypesOf(em[2]);
        for (java.lang.reflect.Constructor<?> k : c.declaredConstructors(false)) {
            if (java.util.Arrays.equals(k.getParameterTypes(), params)) {
                return k;
            }
        }
        throw new InternalError("Enclosing constructor not found");
    }

    /* The NestHost when it loads, is in the same run-time package and lists
     * this class among its NestMembers; else the class itself. */
    public Class<?> getNestHost() {
        if (isPrimitive() || isArray()) {
            return this;
        }
        String h = getNestHost0();
        if (h == null) {
            return this;
        }
        try {
            Class<?> host = loadNamed(h);
            if (host.getClassLoader0() != getClassLoader0() || !host.getPackageName().equals(getPackageName())) {
                return this;
            }
            String[] members = host.getNestMembers0();
            String me = internalName();
            for (int i = 0; members != null && i < members.length; i++) {
                if (me.equals(members[i])) {
                    return host;
                }
            }
        } catch (LinkageError e) {
            /* an unloadable host makes the class its own host */
        }
        return this;
    }

    public boolean isNestmateOf(Class<?> c) {
        return this == c || (!isPrimitive() && !isArray() && !c.isPrimitive() && !c.isArray()
                && getNestHost() == c.getNestHost());
    }

    /* The host first, then the members that load and agree on the host. */
    public Class<?>[] getNestMembers() {
        Class<?> host = getNestHost();
        String[] names = host.isPrimitive() || host.isArray() ? null : host.getNestMembers0();
        Class<?>[] out = new Class<?>[] { host };
        for (int i = 0; names != null && i < names.length; i++) {
            try {
                Class<?> m = host.loadNamed(names[i]);
                if (m.getNestHost() == host) {
                    out = java.util.Arrays.copyOf(out, out.length + 1);
                    out[out.length - 1] = m;
                }
            } catch (LinkageError e) {
                /* left out, as the JDK leaves out a member that fails to load */
            }
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    public java.lang.reflect.TypeVariable<Class<T>>[] getTypeParameters() {
        String sig = isArray() || isPrimitive() ? null : getGenericSignature0();
        return (java.lang.reflect.TypeVariable<Class<T>>[]) java.lang.reflect.ReflGen.typeParameters(this, sig);
    }

    public java.lang.reflect.Type getGenericSuperclass() {
        String sig = isArray() || isPrimitive() ? null : getGenericSignature0();
        if (sig == null) {
            return getSuperclass();
        }
        return isInterface() ? null : java.lang.reflect.ReflGen.classSuperclass(this, sig);
    }

    public java.lang.reflect.Type[] getGenericInterfaces() {
        String sig = isArray() || isPrimitive() ? null : getGenericSignature0();
        return sig == null ? getInterfaces() : java.lang.reflect.ReflGen.classInterfaces(this, sig);
    }

    public String toGenericString() {
        if (isPrimitive()) {
            return toString();
        }
        StringBuilder sb = new StringBuilder();
        Class<?> component = this;
        int depth = 0;
        if (isArray()) {
            do {
                depth++;
                component = component.getComponentType();
            } while (component.isArray());
            sb.append(component.getName());
        } else {
            int mods = getModifiers() & java.lang.reflect.Modifier.classModifiers();
            if (mods != 0) {
                sb.append(java.lang.reflect.Modifier.toString(mods)).append(' ');
            }
            if (isAnnotation()) {
                sb.append('@');
            }
            sb.append(isInterface() ? "interface" : isEnum() ? "enum" : isRecord() ? "record" : "class");
            sb.append(' ').append(getName());
        }
        sb.append(java.lang.reflect.ReflGen.typeParameterList(component.getTypeParameters()));
        for (int i = 0; i < depth; i++) {
            sb.append("[]");
        }
        return sb.toString();
    }
    // ---- end reflgen ----

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
