/*
 * java.io.ObjectStreamClass: the serialization descriptor of a class.
 *
 * A local descriptor (lookup) is built from the class by reflection: its
 * serializable fields sorted primitives first then by name (or
 * serialPersistentFields), its serialVersionUID (the declared static
 * final long, else the default hash of the serialization spec over the
 * class's shape, else a fixed JDK value for the library's own classes,
 * whose private shape differs from the JDK's), and its hooks.  A stream
 * descriptor (read by ObjectInputStream) holds what the stream says, with
 * `localDesc` the matching local one once the class is resolved.
 *
 * Descriptors of one class are cached so that a class always has one
 * local descriptor (the stream's handle table relies on identity).
 */
package java.io;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

public class ObjectStreamClass implements Serializable {
    public static final ObjectStreamField[] NO_FIELDS = new ObjectStreamField[0];

    private Class<?> cl;
    private String name;
    private long suid;
    private boolean suidKnown;
    private boolean isEnum;
    private boolean isRecord;
    private boolean serializable;
    private boolean externalizable;
    private boolean hasWriteObjectData;
    private boolean hasBlockExternalData = true;
    private ObjectStreamField[] fields = NO_FIELDS;
    private ObjectStreamClass superDesc;
    ObjectStreamClass localDesc;

    private Method writeObjectMethod;
    private Method readObjectMethod;
    private Method readObjectNoDataMethod;
    private Method writeReplaceMethod;
    private Method readResolveMethod;
    /* the first non-serializable superclass, whose no-arg constructor runs on read */
    private Class<?> initClass;
    private String invalidReason;
    /* the JDK's custom data of a library collection lacking its own hooks (LibrarySerialForms) */
    private boolean libraryForm;

    private static Object[] cache = new Object[64];
    private static int cacheSize;

    ObjectStreamClass() {
    }

    /* ---- lookup ------------------------------------------------------------ */

    public static ObjectStreamClass lookup(Class<?> cl) {
        return lookup(cl, false);
    }

    public static ObjectStreamClass lookupAny(Class<?> cl) {
        return lookup(cl, true);
    }

    static ObjectStreamClass lookup(Class<?> cl, boolean all) {
        if (!all && !Serializable.class.isAssignableFrom(cl)) return null;
        synchronized (ObjectStreamClass.class) {
            for (int i = 0; i < cacheSize; i += 2) {
                if (cache[i] == cl) return (ObjectStreamClass) cache[i + 1];
            }
        }
        ObjectStreamClass d = new ObjectStreamClass();
        synchronized (ObjectStreamClass.class) {
            for (int i = 0; i < cacheSize; i += 2) {
                if (cache[i] == cl) return (ObjectStreamClass) cache[i + 1];
            }
            if (cacheSize == cache.length) cache = java.util.Arrays.copyOf(cache, cacheSize * 2);
            cache[cacheSize++] = cl;
            cache[cacheSize++] = d;
        }
        d.init(cl);
        return d;
    }

    private void init(Class<?> c) {
        cl = c;
        name = c.getName();
        isEnum = Enum.class.isAssignableFrom(c);
        isRecord = c.isRecord();
        serializable = Serializable.class.isAssignableFrom(c);
        externalizable = Externalizable.class.isAssignableFrom(c);
        Class<?> sup = c.getSuperclass();
        superDesc = sup != null ? lookup(sup, false) : null;
        localDesc = this;
        if (!serializable) {
            suid = 0L;
            suidKnown = true;
            return;
        }
        if (isEnum) {
            suid = 0L;
            suidKnown = true;
            return;
        }
        if (c.isArray()) return;
        /* the library's table first: it has the JDK's value, whatever
         * Lantern's class declares */
        Long declared = c.getClassLoader() == null ? librarySuid(name) : null;
        if (declared == null) declared = declaredSuid(c);
        if (declared != null) {
            suid = declared;
            suidKnown = true;
        } else if (isRecord) {
            suid = 0L;
            suidKnown = true;
        }
        if (externalizable) {
            try {
                Constructor<?> k = c.getDeclaredConstructor();
                if (!Modifier.isPublic(k.getModifiers())) invalidReason = "no valid constructor";
            } catch (NoSuchMethodException e) {
                invalidReason = "no valid constructor";
            }
        } else {
            /* String is written as TC_STRING, never by fields */
            fields = c == String.class ? NO_FIELDS : c == StringBuffer.class ? LibrarySerialForms.stringBufferFields() : localFields(c);
            Method[] own = c.getDeclaredMethods();
            writeObjectMethod = privateMethod(own, "writeObject", ObjectOutputStream.class, Void.TYPE);
            readObjectMethod = privateMethod(own, "readObject", ObjectInputStream.class, Void.TYPE);
            readObjectNoDataMethod = privateMethod(own, "readObjectNoData", null, Void.TYPE);
            hasWriteObjectData = writeObjectMethod != null;
            if (writeObjectMethod == null && readObjectMethod == null && LibrarySerialForms.handles(c)) {
                libraryForm = true;
                hasWriteObjectData = true;
            }
            if (!isRecord) {
                initClass = c;
                while (initClass != null && Serializable.class.isAssignableFrom(initClass)) initClass = initClass.getSuperclass();
                if (initClass != null && !constructorAccessible(initClass, c)) invalidReason = "no valid constructor";
            }
        }
        writeReplaceMethod = inheritableMethod(c, "writeReplace");
        readResolveMethod = inheritableMethod(c, "readResolve");
    }

    /* The no-arg constructor of the first non-serializable superclass must be
     * public, protected, or package-private in the serializable class's package. */
    private static boolean constructorAccessible(Class<?> init, Class<?> c) {
        try {
            Constructor<?> k = init.getDeclaredConstructor();
            int m = k.getModifiers();
            if ((m & Modifier.PRIVATE) != 0) return false;
            if ((m & (Modifier.PUBLIC | Modifier.PROTECTED)) != 0) return true;
            return packageOf(init).equals(packageOf(c));
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    private static String packageOf(Class<?> c) {
        String n = c.getName();
        int i = n.lastIndexOf('.');
        return i < 0 ? "" : n.substring(0, i);
    }

    private static Long declaredSuid(Class<?> c) {
        try {
            Field f = c.getDeclaredField("serialVersionUID");
            int m = f.getModifiers();
            if ((m & (Modifier.STATIC | Modifier.FINAL)) == (Modifier.STATIC | Modifier.FINAL) && f.getType() == Long.TYPE) {
                f.setAccessible(true);
                return (Long) f.get(null);
            }
        } catch (NoSuchFieldException | IllegalAccessException e) {
            /* none declared */
        }
        return null;
    }

    /* The JDK's fixed serialVersionUIDs of library classes whose serial form
     * Lantern's classes share (their private members differ from the JDK's,
     * so the default hash would not match).  After the first group: every
     * public serializable class of Lantern's library whose value differed
     * from the JDK 17's, declared there or computed there by default. */
    private static Long librarySuid(String n) {
        switch (n) {
        case "java.lang.Number": return -8742448824652078965L;
        case "java.lang.Integer": return 1360826667806852920L;
        case "java.lang.Long": return 4290774380558885855L;
        case "java.lang.Double": return -9172774392245257468L;
        case "java.lang.Float": return -2671257302660747028L;
        case "java.lang.Short": return 7515723908773894738L;
        case "java.lang.Byte": return -7183698231559129828L;
        case "java.lang.Boolean": return -3665804199014368530L;
        case "java.lang.Character": return 3786198910865385080L;
        case "java.lang.String": return -6849794470754667710L;
        case "java.lang.StringBuilder": return 4383685877147921099L;
        case "java.lang.StringBuffer": return 3388685877147921107L;
        case "java.io.File": return 301077366599181567L;
        case "java.io.IOException": return 7818375828146090155L;
        case "java.io.InterruptedIOException": return 4020568460727500567L;
        case "java.io.ObjectStreamClass": return -6120832682080437368L;
        case "java.io.WriteAbortedException": return -3326426625597282442L;
        case "java.lang.AssertionError": return -5013299493970297370L;
        case "java.lang.BootstrapMethodError": return 292L;
        case "java.lang.Class": return 3206093459760846163L;
        case "java.lang.ClassNotFoundException": return 9176873029745254542L;
        case "java.lang.Error": return 4980196508277280342L;
        case "java.lang.Exception": return -3387516993124229948L;
        case "java.lang.ExceptionInInitializerError": return 1521711792217232256L;
        case "java.lang.IllegalArgumentException": return -5365630128856068164L;
        case "java.lang.IllegalStateException": return -1848914673093119416L;
        case "java.lang.IndexOutOfBoundsException": return 234122996006267687L;
        case "java.lang.InternalError": return -9062593416125562365L;
        case "java.lang.LinkageError": return 3579600108157160122L;
        case "java.lang.NumberFormatException": return -2848938806368998894L;
        case "java.lang.ReflectiveOperationException": return 123456789L;
        case "java.lang.RuntimeException": return -7034897190745766939L;
        case "java.lang.SecurityException": return 6878364983674394167L;
        case "java.lang.StackTraceElement": return 6992337162326171013L;
        case "java.lang.Throwable": return -3042686055658047285L;
        case "java.lang.UnsupportedOperationException": return -1242599979055084673L;
        case "java.lang.VirtualMachineError": return 4161983926571568670L;
        case "java.lang.invoke.LambdaConversionException": return 300L;
        case "java.lang.reflect.InvocationTargetException": return 4085088731926701167L;
        case "java.math.BigDecimal": return 6108874887143696463L;
        case "java.math.BigInteger": return -8287574255936472291L;
        case "java.net.SocketException": return -5935874303556886934L;
        case "java.nio.charset.IllegalCharsetNameException": return 1457525358470002989L;
        case "java.nio.charset.UnsupportedCharsetException": return 1490765524727386367L;
        case "java.nio.file.NoSuchFileException": return -1390291775875351931L;
        case "java.security.DigestException": return 5821450303093652515L;
        case "java.security.GeneralSecurityException": return 894798122053539237L;
        case "java.security.NoSuchAlgorithmException": return -7443947487218346562L;
        case "java.security.ProviderException": return 5256023526693665674L;
        case "java.text.ChoiceFormat": return 1795184449645032964L;
        case "java.text.DateFormat": return 7218322306649953788L;
        case "java.text.DateFormat$Field": return 7441350119349544720L;
        case "java.text.DateFormatSymbols": return -5987973545549424702L;
        case "java.text.DecimalFormat": return 864413376551465018L;
        case "java.text.DecimalFormatSymbols": return 5772796243397350300L;
        case "java.text.Format": return -299282585814624189L;
        case "java.text.Format$Field": return 276966692217360283L;
        case "java.text.MessageFormat": return 6479157306784022952L;
        case "java.text.NumberFormat": return -2308460125733713944L;
        case "java.text.NumberFormat$Field": return 7494728892700160890L;
        case "java.text.SimpleDateFormat": return 4774881970558875024L;
        case "java.util.Calendar": return -1807547505821590642L;
        case "java.util.ConcurrentModificationException": return -3666751008965953603L;
        case "java.util.Date": return 7523967970034938905L;
        case "java.util.DuplicateFormatFlagsException": return 18890531L;
        case "java.util.FormatFlagsConversionMismatchException": return 19120414L;
        case "java.util.FormatterClosedException": return 18111216L;
        case "java.util.GregorianCalendar": return -8125100834729963327L;
        case "java.util.IllegalFormatCodePointException": return 19080630L;
        case "java.util.IllegalFormatConversionException": return 17000126L;
        case "java.util.IllegalFormatFlagsException": return 790824L;
        case "java.util.IllegalFormatPrecisionException": return 18711008L;
        case "java.util.IllegalFormatWidthException": return 16660902L;
        case "java.util.Locale": return 9149081749638150636L;
        case "java.util.MissingFormatArgumentException": return 19190115L;
        case "java.util.MissingFormatWidthException": return 15560123L;
        case "java.util.NoSuchElementException": return 6769829250639411880L;
        case "java.util.Random": return 3905348978240129619L;
        case "java.util.SimpleTimeZone": return -403250971215465050L;
        case "java.util.TimeZone": return 3581463369166924961L;
        case "java.util.UnknownFormatConversionException": return 19060418L;
        case "java.util.UnknownFormatFlagsException": return 19370506L;
        default: return null;
        }
    }

    private static ObjectStreamField[] localFields(Class<?> c) {
        try {
            Field spf = c.getDeclaredField("serialPersistentFields");
            int m = spf.getModifiers();
            int want = Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL;
            if ((m & want) == want) {
                spf.setAccessible(true);
                ObjectStreamField[] decl = (ObjectStreamField[]) spf.get(null);
                if (decl != null) {
                    ObjectStreamField[] out = new ObjectStreamField[decl.length];
                    for (int i = 0; i < decl.length; i++) {
                        ObjectStreamField d = decl[i];
                        out[i] = new ObjectStreamField(d.getName(), d.getType(), d.isUnshared());
                        try {
                            Field f = c.getDeclaredField(d.getName());
                            /* a library class may hold a serial field in a narrower
                             * type than the JDK's (its own implementation class) */
                            boolean fits = f.getType() == d.getType() || c.getClassLoader() == null
                                    && !d.getType().isPrimitive() && d.getType().isAssignableFrom(f.getType());
                            if (fits && (f.getModifiers() & Modifier.STATIC) == 0) {
                                f.setAccessible(true);
                                out[i].field = f;
                            }
                        } catch (NoSuchFieldException e) {
                            /* a field that exists only in the serial form */
                        }
                    }
                    sort(out);
                    return out;
                }
            }
        } catch (NoSuchFieldException | IllegalAccessException e) {
            /* none declared: the default fields */
        }
        Field[] all = c.getDeclaredFields();
        ObjectStreamField[] out = new ObjectStreamField[all.length];
        int n = 0;
        for (Field f : all) {
            if ((f.getModifiers() & (Modifier.STATIC | Modifier.TRANSIENT)) != 0) continue;
            f.setAccessible(true);
            ObjectStreamField osf = new ObjectStreamField(f.getName(), f.getType(), false);
            osf.field = f;
            out[n++] = osf;
        }
        out = java.util.Arrays.copyOf(out, n);
        sort(out);
        return out;
    }

    static void sort(ObjectStreamField[] a) {
        for (int i = 1; i < a.length; i++) {
            ObjectStreamField x = a[i];
            int j = i - 1;
            while (j >= 0 && a[j].compareTo(x) > 0) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
        /* as the JDK: primitives at byte offsets, objects numbered apart */
        int off = 0, objs = 0;
        for (ObjectStreamField f : a) {
            if (f.isPrimitive()) {
                f.setOffset(off);
                off += sizeOf(f.getTypeCode());
            } else {
                f.setOffset(objs++);
            }
        }
    }

    static int sizeOf(char code) {
        switch (code) {
        case 'Z': case 'B': return 1;
        case 'C': case 'S': return 2;
        case 'I': case 'F': return 4;
        default: return 8;
        }
    }

    private static Method privateMethod(Method[] own, String n, Class<?> param, Class<?> ret) {
        for (Method m : own) {
            if (!m.getName().equals(n) || m.getReturnType() != ret) continue;
            Class<?>[] p = m.getParameterTypes();
            if (param == null ? p.length != 0 : (p.length != 1 || p[0] != param)) continue;
            int mods = m.getModifiers();
            if ((mods & Modifier.PRIVATE) == 0 || (mods & Modifier.STATIC) != 0) continue;
            m.setAccessible(true);
            return m;
        }
        return null;
    }

    /* writeReplace/readResolve: `Object name()` declared in c or inherited
     * (not private there; package-private only within one package). */
    private static Method inheritableMethod(Class<?> c, String n) {
        /* Object declares neither method: its members need not be listed */
        for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
            for (Method m : k.getDeclaredMethods()) {
                if (!m.getName().equals(n) || m.getParameterTypes().length != 0) continue;
                if (m.getReturnType() != Object.class) continue;
                int mods = m.getModifiers();
                if ((mods & (Modifier.STATIC | Modifier.ABSTRACT)) != 0) return null;
                if (k != c) {
                    if ((mods & Modifier.PRIVATE) != 0) return null;
                    if ((mods & (Modifier.PUBLIC | Modifier.PROTECTED)) == 0 && !packageOf(k).equals(packageOf(c))) return null;
                }
                m.setAccessible(true);
                return m;
            }
        }
        return null;
    }

    /* ---- the public face ------------------------------------------------------ */

    public String getName() {
        return name;
    }

    public long getSerialVersionUID() {
        if (!suidKnown) {
            suid = computeDefaultSUID(cl);
            suidKnown = true;
        }
        return suid;
    }

    public Class<?> forClass() {
        return cl;
    }

    public ObjectStreamField[] getFields() {
        return fields.clone();
    }

    public ObjectStreamField getField(String n) {
        for (ObjectStreamField f : fields) {
            if (f.getName().equals(n)) return f;
        }
        return null;
    }

    public String toString() {
        return name + ": static final long serialVersionUID = " + getSerialVersionUID() + "L;";
    }

    /* ---- for the streams ------------------------------------------------------------ */

    ObjectStreamField[] fields() {
        return fields;
    }

    ObjectStreamClass getSuperDesc() {
        return superDesc;
    }

    boolean isEnum() {
        return isEnum;
    }

    boolean isRecord() {
        return isRecord;
    }

    boolean isSerializable() {
        return serializable;
    }

    boolean isExternalizable() {
        return externalizable;
    }

    boolean hasWriteObjectData() {
        return hasWriteObjectData;
    }

    boolean hasBlockExternalData() {
        return hasBlockExternalData;
    }

    boolean hasWriteObjectMethod() {
        return writeObjectMethod != null || libraryForm;
    }

    boolean isLibraryForm() {
        return libraryForm;
    }

    boolean hasReadObjectMethod() {
        return readObjectMethod != null || libraryForm;
    }

    boolean hasReadObjectNoDataMethod() {
        return readObjectNoDataMethod != null;
    }

    boolean hasWriteReplaceMethod() {
        return writeReplaceMethod != null;
    }

    boolean hasReadResolveMethod() {
        return readResolveMethod != null;
    }

    byte flags() {
        byte f = 0;
        if (externalizable) {
            f |= ObjectStreamConstants.SC_EXTERNALIZABLE;
            f |= ObjectStreamConstants.SC_BLOCK_DATA;
        } else if (serializable) {
            f |= ObjectStreamConstants.SC_SERIALIZABLE;
        }
        if (hasWriteObjectData) f |= ObjectStreamConstants.SC_WRITE_METHOD;
        if (isEnum) f |= ObjectStreamConstants.SC_ENUM;
        return f;
    }

    /* Fills a stream descriptor from what the stream said. */
    void initFromStream(String n, long id, byte flags, ObjectStreamField[] fs) {
        name = n;
        suid = id;
        suidKnown = true;
        externalizable = (flags & ObjectStreamConstants.SC_EXTERNALIZABLE) != 0;
        serializable = (flags & ObjectStreamConstants.SC_SERIALIZABLE) != 0 || externalizable;
        hasWriteObjectData = (flags & ObjectStreamConstants.SC_WRITE_METHOD) != 0;
        hasBlockExternalData = (flags & ObjectStreamConstants.SC_BLOCK_DATA) != 0;
        isEnum = (flags & ObjectStreamConstants.SC_ENUM) != 0;
        fields = fs;
        /* as the JDK: primitives at byte offsets, objects numbered apart */
        int off = 0, objs = 0;
        for (ObjectStreamField f : fs) {
            if (f.isPrimitive()) {
                f.setOffset(off);
                off += sizeOf(f.getTypeCode());
            } else {
                f.setOffset(objs++);
            }
        }
    }

    /* Binds a stream descriptor to its local class (null if not found). */
    void bind(Class<?> c, ObjectStreamClass sup) throws InvalidClassException {
        superDesc = sup;
        if (c == null) return;
        ObjectStreamClass local = lookup(c, true);
        cl = c;
        localDesc = local;
        if (isEnum != local.isEnum) {
            throw new InvalidClassException(name, isEnum ? "cannot bind enum descriptor to a non-enum class"
                    : "cannot bind non-enum descriptor to an enum class");
        }
        if (local.serializable && !c.isArray() && !isEnum && !local.isRecord && getSerialVersionUID() != local.getSerialVersionUID()) {
            throw new InvalidClassException(name, "local class incompatible: stream classdesc serialVersionUID = "
                    + getSerialVersionUID() + ", local class serialVersionUID = " + local.getSerialVersionUID());
        }
        if (serializable != local.serializable && !c.isArray()) {
            throw new InvalidClassException(name, "class invalid for deserialization");
        }
        if (externalizable != local.externalizable) {
            throw new InvalidClassException(name, "Serializable incompatible with Externalizable");
        }
        for (ObjectStreamField f : fields) {
            ObjectStreamField lf = local.getField(f.getName());
            if (lf == null) continue;
            if (f.isPrimitive() || lf.isPrimitive()) {
                if (f.getTypeCode() != lf.getTypeCode()) {
                    throw new InvalidClassException(name, "incompatible types for field " + f.getName());
                }
            }
            f.field = lf.field;
        }
    }

    void checkDeserialize() throws InvalidClassException {
        if (localDesc != null && localDesc.invalidReason != null) throw new InvalidClassException(name, localDesc.invalidReason);
        if (localDesc != null && !localDesc.serializable) throw new InvalidClassException(name, "class invalid for deserialization");
    }

    void checkSerialize() throws InvalidClassException {
        /* the JDK checks only on read */
    }

    /* ---- hooks ------------------------------------------------------------------ */

    private static Object invoke(Method m, Object obj, Object... args) throws IOException, ClassNotFoundException {
        try {
            return m.invoke(obj, args);
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof IOException) throw (IOException) t;
            if (t instanceof ClassNotFoundException) throw (ClassNotFoundException) t;
            if (t instanceof RuntimeException) throw (RuntimeException) t;
            if (t instanceof Error) throw (Error) t;
            throw new InternalError(t);
        } catch (IllegalAccessException e) {
            throw new InternalError(e);
        }
    }

    void invokeWriteObject(Object obj, ObjectOutputStream out) throws IOException {
        if (libraryForm) {
            LibrarySerialForms.write(cl, obj, out);
            return;
        }
        try {
            invoke(writeObjectMethod, obj, out);
        } catch (ClassNotFoundException e) {
            throw new InternalError(e);
        }
    }

    void invokeReadObject(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
        if (localDesc.libraryForm) {
            LibrarySerialForms.read(localDesc.cl, obj, in);
            return;
        }
        invoke(localDesc.readObjectMethod, obj, in);
    }

    void invokeReadObjectNoData(Object obj) throws IOException {
        try {
            invoke(readObjectNoDataMethod, obj);
        } catch (ClassNotFoundException e) {
            throw new InternalError(e);
        }
    }

    Object invokeWriteReplace(Object obj) throws IOException {
        try {
            return invoke(writeReplaceMethod, obj);
        } catch (ClassNotFoundException e) {
            throw new InternalError(e);
        }
    }

    Object invokeReadResolve(Object obj) throws IOException {
        try {
            return invoke(localDesc.readResolveMethod, obj);
        } catch (ClassNotFoundException e) {
            throw new InternalError(e);
        }
    }

    /* A new instance for reading: Externalizable classes through their public
     * no-arg constructor, Serializable ones through the no-arg constructor of
     * their first non-serializable superclass (the VM allocates the object
     * and runs that constructor on it). */
    Object newInstance() throws IOException {
        ObjectStreamClass l = localDesc;
        try {
            if (l.externalizable) {
                Constructor<?> k = l.cl.getDeclaredConstructor();
                k.setAccessible(true);
                return k.newInstance();
            }
            Object box = newBox(l.cl);
            if (box != null) return box;
            Object coll = LibrarySerialForms.newInstance(l.cl);
            if (coll != null) return coll;
            return allocateInstance0(l.cl, l.initClass);
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof RuntimeException) throw (RuntimeException) t;
            if (t instanceof Error) throw (Error) t;
            throw new InvalidClassException(name, t.toString());
        } catch (ReflectiveOperationException e) {
            throw new InvalidClassException(name, e.toString());
        }
    }

    /* A fresh box whose `value` the stream then sets: the boxes' constructors
     * have no effects beyond that field, so this equals the JDK's
     * allocation without the VM's help. */
    @SuppressWarnings("removal")
    private static Object newBox(Class<?> c) {
        if (c == Integer.class) return new Integer(0);
        if (c == Long.class) return new Long(0L);
        if (c == Double.class) return new Double(0d);
        if (c == Float.class) return new Float(0f);
        if (c == Short.class) return new Short((short) 0);
        if (c == Byte.class) return new Byte((byte) 0);
        if (c == Character.class) return new Character((char) 0);
        if (c == Boolean.class) return new Boolean(false);
        return null;
    }

    /* Allocates an instance of cl (uninitialized) and runs the no-arg
     * constructor of its superclass initCl on it.  A VM native. */
    private static native Object allocateInstance0(Class<?> cl, Class<?> initCl);

    /* ---- signatures and the default serialVersionUID ------------------------------ */

    static String signatureOf(Class<?> c) {
        if (c.isPrimitive()) {
            if (c == Integer.TYPE) return "I";
            if (c == Long.TYPE) return "J";
            if (c == Boolean.TYPE) return "Z";
            if (c == Byte.TYPE) return "B";
            if (c == Character.TYPE) return "C";
            if (c == Short.TYPE) return "S";
            if (c == Float.TYPE) return "F";
            if (c == Double.TYPE) return "D";
            return "V";
        }
        if (c.isArray()) return c.getName().replace('.', '/');
        return "L" + c.getName().replace('.', '/') + ";";
    }

    private static String methodSignature(Class<?>[] params, Class<?> ret) {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : params) sb.append(signatureOf(p));
        return sb.append(')').append(signatureOf(ret)).toString();
    }

    /* Whether the class has a <clinit>: read from its class file when it lies
     * in a class-path directory (Lantern's reflection does not list
     * <clinit>); otherwise a guess from the static fields (javac emits
     * <clinit> for static initializers, non-constant static fields with an
     * initializer and assertions; a field without initializer or a static
     * block alone is not told apart). */
    private static boolean hasStaticInitializer(Class<?> c) {
        Boolean fromFile = clinitFromClassFile(c);
        if (fromFile != null) return fromFile;
        if (c.isEnum()) return true;
        for (Field f : c.getDeclaredFields()) {
            int m = f.getModifiers();
            if ((m & Modifier.STATIC) == 0) continue;
            if ((m & Modifier.FINAL) == 0) return true;
            if (!f.getType().isPrimitive() && f.getType() != String.class) return true;
            if (f.isSynthetic()) return true;
        }
        return false;
    }

    private static Boolean clinitFromClassFile(Class<?> c) {
        if (c.getClassLoader() == null) return null;
        String cp = System.getProperty("java.class.path");
        if (cp == null) return null;
        String rel = c.getName().replace('.', '/') + ".class";
        for (String dir : cp.split(File.pathSeparator)) {
            File f = new File(dir.isEmpty() ? "." : dir, rel);
            if (!f.isFile()) continue;
            try (DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream(f)))) {
                return hasClinit(in);
            } catch (IOException | RuntimeException e) {
                return null;
            }
        }
        return null;
    }

    private static boolean hasClinit(DataInputStream in) throws IOException {
        if (in.readInt() != 0xCAFEBABE) throw new IOException("not a class file");
        in.readInt();
        int n = in.readUnsignedShort();
        String[] utf8 = new String[n];
        for (int i = 1; i < n; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
            case 1: utf8[i] = in.readUTF(); break;
            case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18: in.readInt(); break;
            case 5: case 6: in.readLong(); i++; break;
            case 7: case 8: case 16: case 19: case 20: in.readUnsignedShort(); break;
            case 15: in.readUnsignedByte(); in.readUnsignedShort(); break;
            default: throw new IOException("constant pool tag " + tag);
            }
        }
        in.readUnsignedShort();
        in.readUnsignedShort();
        in.readUnsignedShort();
        int ifs = in.readUnsignedShort();
        for (int i = 0; i < ifs; i++) in.readUnsignedShort();
        for (int pass = 0; pass < 2; pass++) {
            int count = in.readUnsignedShort();
            for (int i = 0; i < count; i++) {
                in.readUnsignedShort();
                String name = utf8[in.readUnsignedShort()];
                in.readUnsignedShort();
                if (pass == 1 && "<clinit>".equals(name)) return true;
                int attrs = in.readUnsignedShort();
                for (int a = 0; a < attrs; a++) {
                    in.readUnsignedShort();
                    int len = in.readInt();
                    while (len > 0) {
                        int k = in.skipBytes(len);
                        if (k <= 0) {
                            in.readByte();
                            k = 1;
                        }
                        len -= k;
                    }
                }
            }
        }
        return false;
    }

    private static void sortStrings(String[][] a, int keys) {
        for (int i = 1; i < a.length; i++) {
            String[] x = a[i];
            int j = i - 1;
            while (j >= 0 && compareKeys(a[j], x, keys) > 0) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static int compareKeys(String[] a, String[] b, int keys) {
        for (int k = 0; k < keys; k++) {
            int c = a[k].compareTo(b[k]);
            if (c != 0) return c;
        }
        return 0;
    }

    static long computeDefaultSUID(Class<?> c) {
        if (!Serializable.class.isAssignableFrom(c)) return 0L;
        try {
            ByteArrayOutputStream bos = new ByteArrayOutputStream();
            DataOutputStream dout = new DataOutputStream(bos);
            dout.writeUTF(c.getName());
            int classMods = c.getModifiers() & (Modifier.PUBLIC | Modifier.FINAL | Modifier.INTERFACE | Modifier.ABSTRACT);
            Method[] methods = c.getDeclaredMethods();
            if ((classMods & Modifier.INTERFACE) != 0) {
                classMods = methods.length > 0 ? (classMods | Modifier.ABSTRACT) : (classMods & ~Modifier.ABSTRACT);
            }
            dout.writeInt(classMods);
            if (!c.isArray()) {
                Class<?>[] ifs = c.getInterfaces();
                String[][] names = new String[ifs.length][];
                for (int i = 0; i < ifs.length; i++) names[i] = new String[] {ifs[i].getName()};
                sortStrings(names, 1);
                for (String[] n : names) dout.writeUTF(n[0]);
            }
            Field[] fs = c.getDeclaredFields();
            String[][] fa = new String[fs.length][];
            int nf = 0;
            for (Field f : fs) {
                int m = f.getModifiers();
                if ((m & Modifier.PRIVATE) != 0 && (m & (Modifier.STATIC | Modifier.TRANSIENT)) != 0) continue;
                int mods = m & (Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED | Modifier.STATIC | Modifier.FINAL
                        | Modifier.VOLATILE | Modifier.TRANSIENT);
                fa[nf++] = new String[] {f.getName(), signatureOf(f.getType()), Integer.toString(mods)};
            }
            fa = java.util.Arrays.copyOf(fa, nf);
            sortStrings(fa, 1);
            for (String[] f : fa) {
                dout.writeUTF(f[0]);
                dout.writeInt(Integer.parseInt(f[2]));
                dout.writeUTF(f[1]);
            }
            if (!c.isArray() && hasStaticInitializer(c)) {
                dout.writeUTF("<clinit>");
                dout.writeInt(Modifier.STATIC);
                dout.writeUTF("()V");
            }
            int methodMask = Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED | Modifier.STATIC | Modifier.FINAL
                    | Modifier.SYNCHRONIZED | Modifier.NATIVE | Modifier.ABSTRACT | Modifier.STRICT;
            Constructor<?>[] ks = c.isArray() ? new Constructor<?>[0] : c.getDeclaredConstructors();
            String[][] ka = new String[ks.length][];
            int nk = 0;
            for (Constructor<?> k : ks) {
                int m = k.getModifiers();
                if ((m & Modifier.PRIVATE) != 0) continue;
                ka[nk++] = new String[] {methodSignature(k.getParameterTypes(), Void.TYPE), Integer.toString(m & methodMask)};
            }
            ka = java.util.Arrays.copyOf(ka, nk);
            sortStrings(ka, 1);
            for (String[] k : ka) {
                dout.writeUTF("<init>");
                dout.writeInt(Integer.parseInt(k[1]));
                dout.writeUTF(k[0].replace('/', '.'));
            }
            String[][] ma = new String[methods.length][];
            int nm = 0;
            for (Method m : c.isArray() ? new Method[0] : methods) {
                int mods = m.getModifiers();
                if ((mods & Modifier.PRIVATE) != 0) continue;
                ma[nm++] = new String[] {m.getName(), methodSignature(m.getParameterTypes(), m.getReturnType()),
                    Integer.toString(mods & methodMask)};
            }
            ma = java.util.Arrays.copyOf(ma, nm);
            sortStrings(ma, 2);
            for (String[] m : ma) {
                dout.writeUTF(m[0]);
                dout.writeInt(Integer.parseInt(m[2]));
                dout.writeUTF(m[1].replace('/', '.'));
            }
            dout.flush();
            byte[] h = Sha1.digest(bos.toByteArray());
            long hash = 0;
            for (int i = Math.min(h.length, 8) - 1; i >= 0; i--) hash = (hash << 8) | (h[i] & 0xFF);
            return hash;
        } catch (IOException e) {
            throw new InternalError(e);
        }
    }

    /* SHA-1 (FIPS 180-4) for the default serialVersionUID. */
    static final class Sha1 {
        static byte[] digest(byte[] msg) {
            int h0 = 0x67452301, h1 = 0xEFCDAB89, h2 = 0x98BADCFE, h3 = 0x10325476, h4 = 0xC3D2E1F0;
            long bitLen = (long) msg.length * 8;
            int padded = ((msg.length + 8) / 64 + 1) * 64;
            byte[] m = java.util.Arrays.copyOf(msg, padded);
            m[msg.length] = (byte) 0x80;
            for (int i = 0; i < 8; i++) m[padded - 1 - i] = (byte) (bitLen >>> (8 * i));
            int[] w = new int[80];
            for (int blk = 0; blk < padded; blk += 64) {
                for (int i = 0; i < 16; i++) {
                    int j = blk + 4 * i;
                    w[i] = (m[j] << 24) | ((m[j + 1] & 0xFF) << 16) | ((m[j + 2] & 0xFF) << 8) | (m[j + 3] & 0xFF);
                }
                for (int i = 16; i < 80; i++) w[i] = Integer.rotateLeft(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
                int a = h0, b = h1, c = h2, d = h3, e = h4;
                for (int i = 0; i < 80; i++) {
                    int f, k;
                    if (i < 20) {
                        f = (b & c) | (~b & d);
                        k = 0x5A827999;
                    } else if (i < 40) {
                        f = b ^ c ^ d;
                        k = 0x6ED9EBA1;
                    } else if (i < 60) {
                        f = (b & c) | (b & d) | (c & d);
                        k = 0x8F1BBCDC;
                    } else {
                        f = b ^ c ^ d;
                        k = 0xCA62C1D6;
                    }
                    int t = Integer.rotateLeft(a, 5) + f + e + k + w[i];
                    e = d;
                    d = c;
                    c = Integer.rotateLeft(b, 30);
                    b = a;
                    a = t;
                }
                h0 += a;
                h1 += b;
                h2 += c;
                h3 += d;
                h4 += e;
            }
            int[] hs = {h0, h1, h2, h3, h4};
            byte[] out = new byte[20];
            for (int i = 0; i < 5; i++) {
                out[4 * i] = (byte) (hs[i] >>> 24);
                out[4 * i + 1] = (byte) (hs[i] >>> 16);
                out[4 * i + 2] = (byte) (hs[i] >>> 8);
                out[4 * i + 3] = (byte) hs[i];
            }
            return out;
        }
    }
}
