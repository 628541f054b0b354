/*
 * java.lang.reflect.Executable: what methods and constructors share -- the
 * declaring class, name, modifiers, parameter types (from the descriptor,
 * loaded as the declaring class sees them) and the VM's slot for calls.
 */
package java.lang.reflect;

public abstract class Executable extends AccessibleObject implements Member, GenericDeclaration {
    final Class<?> clazz;
    final String name;
    final int modifiers;
    final Class<?>[] parameterTypes;
    final long slot;

    Executable(Class<?> clazz, String name, int modifiers, Class<?>[] parameterTypes, long slot) {
        this.clazz = clazz;
        this.name = name;
        this.modifiers = modifiers;
        this.parameterTypes = parameterTypes;
        this.slot = slot;
    }

    public Class<?> getDeclaringClass() {
        return clazz;
    }

    public int getModifiers() {
        return modifiers;
    }

    public Class<?>[] getParameterTypes() {
        return parameterTypes.clone();
    }

    public int getParameterCount() {
        return parameterTypes.length;
    }

    public boolean isVarArgs() {
        return (modifiers & 0x0080) != 0;
    }

    public boolean isSynthetic() {
        return (modifiers & 0x1000) != 0;
    }

    /* Checks and converts the arguments the way the JDK's reflection does:
     * the count, then each one -- a reference must be an instance of its
     * parameter type, a primitive parameter takes a wrapper that widens to
     * it -- into the exact wrapper the VM expects. */
    Object[] convertArguments(Object[] args) {
        int n = args == null ? 0 : args.length;
        if (n != parameterTypes.length) {
            throw new IllegalArgumentException("wrong number of arguments");
        }
        Object[] out = new Object[n];
        for (int i = 0; i < n; i++) {
            out[i] = convert(parameterTypes[i], args[i]);
        }
        return out;
    }

    static Object convert(Class<?> type, Object v) {
        if (!type.isPrimitive()) {
            if (v != null && !type.isInstance(v)) throw new IllegalArgumentException("argument type mismatch");
            return v;
        }
        if (v == null) throw new IllegalArgumentException();
        if (type == boolean.class) {
            if (v instanceof Boolean) return v;
        } else if (type == char.class) {
            if (v instanceof Character) return v;
        } else if (v instanceof Character) {
            return convertNumber(type, (int) ((Character) v).charValue(), v);
        } else if (v instanceof Byte || v instanceof Short || v instanceof Integer || v instanceof Long
                || v instanceof Float || v instanceof Double) {
            return convertNumber(type, v, v);
        }
        throw new IllegalArgumentException("argument type mismatch");
    }

    /* Widening only (JLS 5.1.2): byte < short < int < long < float < double. */
    private static Object convertNumber(Class<?> type, Object num, Object original) {
        int rank = rank(num.getClass() == Integer.class && original instanceof Character ? int.class : primitiveOf(num));
        int want = rank(type);
        if (want < 0 || rank < 0 || rank > want) throw new IllegalArgumentException("argument type mismatch");
        Number n = (Number) num;
        if (type == byte.class) return Byte.valueOf(n.byteValue());
        if (type == short.class) return Short.valueOf(n.shortValue());
        if (type == int.class) return Integer.valueOf(n.intValue());
        if (type == long.class) return Long.valueOf(n.longValue());
        if (type == float.class) return Float.valueOf(n.floatValue());
        return Double.valueOf(n.doubleValue());
    }

    private static Class<?> primitiveOf(Object num) {
        if (num instanceof Byte) return byte.class;
        if (num instanceof Short) return short.class;
        if (num instanceof Integer) return int.class;
        if (num instanceof Long) return long.class;
        if (num instanceof Float) return float.class;
        return double.class;
    }

    private static int rank(Class<?> c) {
        if (c == byte.class) return 0;
        if (c == short.class) return 1;
        if (c == int.class) return 2;
        if (c == long.class) return 3;
        if (c == float.class) return 4;
        if (c == double.class) return 5;
        return -1;
    }

    static String typeName(Class<?> c) {
        return c.getTypeName();
    }

    String parameterList() {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < parameterTypes.length; i++) {
            if (i > 0) sb.append(',');
            sb.append(typeName(parameterTypes[i]));
        }
        return sb.append(')').toString();
    }

    static String modifierPrefix(int mods) {
        String m = Modifier.toString(mods);
        return m.isEmpty() ? "" : m + " ";
    }

    // ---- reflgen: generic signatures, thrown types, toString/toGenericString ----

    /* The Signature attribute, or null when the member has none. */
    String signature() {
        return ReflGen.signature0(slot, false);
    }

    public abstract TypeVariable<?>[] getTypeParameters();

    public Class<?>[] getExceptionTypes() {
        String[] names = ReflGen.exceptions0(slot);
        Class<?>[] out = new Class<?>[names.length];
        for (int i = 0; i < names.length; i++) {
            try {
                out[i] = Class.forName(names[i].replace('/', '.'), false, clazz.getClassLoader());
            } catch (ClassNotFoundException e) {
                NoClassDefFoundError err = new NoClassDefFoundError(names[i]);
                err.initCause(e);
                throw err;
            }
        }
        return out;
    }

    public Type[] getGenericParameterTypes() {
        String sig = signature();
        return sig == null ? getParameterTypes() : ReflGen.methodTypes(this, sig, 0);
    }

    public Type[] getGenericExceptionTypes() {
        String sig = signature();
        if (sig != null) {
            Type[] thrown = ReflGen.methodTypes(this, sig, 2);
            if (thrown.length > 0) return thrown;
        }
        return getExceptionTypes();
    }

    public abstract String toGenericString();

    /* Modifiers, with "default" after the access modifier for a default method. */
    void appendModifiers(StringBuilder sb, int mask, boolean isDefault) {
        int mod = modifiers & mask;
        if (mod != 0 && !isDefault) {
            sb.append(Modifier.toString(mod)).append(' ');
            return;
        }
        int access = mod & (Modifier.PUBLIC | Modifier.PROTECTED | Modifier.PRIVATE);
        if (access != 0) sb.append(Modifier.toString(access)).append(' ');
        if (isDefault) sb.append("default ");
        mod &= ~(Modifier.PUBLIC | Modifier.PROTECTED | Modifier.PRIVATE);
        if (mod != 0) sb.append(Modifier.toString(mod)).append(' ');
    }

    /* toString: header is "int C.m" or "C"; parameters and thrown types as erased classes. */
    String sharedToString(int mask, boolean isDefault, String header) {
        StringBuilder sb = new StringBuilder();
        appendModifiers(sb, mask, isDefault);
        sb.append(header).append(parameterList());
        Class<?>[] thrown = getExceptionTypes();
        for (int i = 0; i < thrown.length; i++) {
            sb.append(i == 0 ? " throws " : ",").append(thrown[i].getTypeName());
        }
        return sb.toString();
    }

    /* toGenericString: type parameters, generic types, a varargs parameter as "T...". */
    String sharedToGenericString(int mask, boolean isDefault, String header) {
        StringBuilder sb = new StringBuilder();
        appendModifiers(sb, mask, isDefault);
        String params = ReflGen.typeParameterList(getTypeParameters());
        if (!params.isEmpty()) sb.append(params).append(' ');
        sb.append(header).append('(');
        Type[] types = getGenericParameterTypes();
        for (int i = 0; i < types.length; i++) {
            if (i > 0) sb.append(',');
            String n = types[i].getTypeName();
            if (isVarArgs() && i == types.length - 1 && n.endsWith("[]")) n = n.substring(0, n.length() - 2) + "...";
            sb.append(n);
        }
        sb.append(')');
        Type[] thrown = getGenericExceptionTypes();
        for (int i = 0; i < thrown.length; i++) {
            sb.append(i == 0 ? " throws " : ",").append(thrown[i].getTypeName());
        }
        return sb.toString();
    }
    // ---- end reflgen ----

    // ---- annotations and parameters (annot) ----
    /* The declared annotations (parsed and cached by AccessibleObject), the
     * parameter annotations and Parameter objects, from the class-file
     * attributes natives_annot.c hands out. */
    private transient Parameter[] parameters;
    private transient boolean realParameterData;

    byte[] rawAnnotations() {
        return AnnotationSupport.methodAttribute(this, AnnotationSupport.RVA);
    }

    Class<?> annotationContainer() {
        return clazz;
    }

    /* One array per parameter; javac leaves the implicit leading parameters
     * of some constructors out of the attribute, so a shorter result is
     * padded in front with empty arrays. */
    public java.lang.annotation.Annotation[][] getParameterAnnotations() {
        int n = parameterTypes.length;
        byte[] raw = AnnotationSupport.methodAttribute(this, AnnotationSupport.RVPA);
        if (raw == null) return new java.lang.annotation.Annotation[n][0];
        java.lang.annotation.Annotation[][] result = sun.reflect.annotation.AnnotationParser.parseParameterAnnotations(raw, clazz);
        if (result.length != n) {
            if (this instanceof Method || result.length > n) {
                throw new java.lang.annotation.AnnotationFormatError("Parameter annotations don't match number of parameters");
            }
            java.lang.annotation.Annotation[][] padded = new java.lang.annotation.Annotation[n][];
            for (int i = 0; i < n - result.length; i++) padded[i] = new java.lang.annotation.Annotation[0];
            System.arraycopy(result, 0, padded, n - result.length, result.length);
            result = padded;
        }
        return result;
    }

    boolean hasRealParameterData() {
        getParameters();
        return realParameterData;
    }

    public Parameter[] getParameters() {
        Parameter[] p = parameters;
        if (p == null) {
            p = readParameters();
            parameters = p;
        }
        return p.clone();
    }

    private Parameter[] readParameters() {
        int n = parameterTypes.length;
        byte[] raw = AnnotationSupport.methodAttribute(this, AnnotationSupport.METHOD_PARAMETERS);
        Parameter[] out = new Parameter[n];
        if (raw == null) {
            for (int i = 0; i < n; i++) out[i] = new Parameter("arg" + i, 0, this, i);
            return out;
        }
        int count = raw[0] & 0xff;
        if (count != n) throw new MalformedParametersException("Wrong number of parameters in MethodParameters attribute");
        jdk.internal.reflect.ConstantPool pool = new jdk.internal.reflect.ConstantPool(clazz);
        for (int i = 0; i < n; i++) {
            int nameIndex = ((raw[1 + 4 * i] & 0xff) << 8) | (raw[2 + 4 * i] & 0xff);
            int flags = ((raw[3 + 4 * i] & 0xff) << 8) | (raw[4 + 4 * i] & 0xff);
            String pname = nameIndex == 0 ? null : pool.getUTF8At(nameIndex);
            if (pname != null) {
                if (pname.isEmpty()) throw new MalformedParametersException("Empty parameter name");
                if (pname.indexOf('.') >= 0 || pname.indexOf(';') >= 0 || pname.indexOf('[') >= 0 || pname.indexOf('/') >= 0) {
                    throw new MalformedParametersException("Invalid parameter name \"" + pname + "\"");
                }
            }
            if ((flags & ~(Modifier.FINAL | 0x1000 | 0x8000)) != 0) {
                throw new MalformedParametersException("Invalid parameter modifiers");
            }
            out[i] = new Parameter(pname, flags, this, i);
        }
        realParameterData = true;
        return out;
    }
    // ---- end annotations and parameters ----
}
