/*
 * java.lang.invoke.VarHandle -- a typed reference to an instance field, a
 * static field or an array element, with plain, volatile and atomic access
 * modes.  The access-mode methods are signature polymorphic: the VM
 * (natives_invoke.c) links a call site of any descriptor to a native that
 * boxes the arguments and calls invokeFromVM with the mode's ordinal and
 * the site's type.  A site of exactly accessModeType(mode) runs access()
 * directly; any other goes through a method handle adapted with asType, so
 * conversions and their failures are those of method handles, as on the
 * JDK.  The memory operations are natives_varhandle.c's: every mode runs
 * sequentially consistent, and read-modify-writes are really atomic.
 * Views of byte[] and ByteBuffer read and write plain get/set byte by byte
 * (any index, either order); their other modes need an aligned index and
 * run on the int or long word, byte-reversed for big-endian.
 */
package java.lang.invoke;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

public abstract class VarHandle {
    @MethodHandle.PolymorphicSignature public final native Object get(Object... args);
    @MethodHandle.PolymorphicSignature public final native void set(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getVolatile(Object... args);
    @MethodHandle.PolymorphicSignature public final native void setVolatile(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getAcquire(Object... args);
    @MethodHandle.PolymorphicSignature public final native void setRelease(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getOpaque(Object... args);
    @MethodHandle.PolymorphicSignature public final native void setOpaque(Object... args);
    @MethodHandle.PolymorphicSignature public final native boolean compareAndSet(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object compareAndExchange(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object compareAndExchangeAcquire(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object compareAndExchangeRelease(Object... args);
    @MethodHandle.PolymorphicSignature public final native boolean weakCompareAndSetPlain(Object... args);
    @MethodHandle.PolymorphicSignature public final native boolean weakCompareAndSet(Object... args);
    @MethodHandle.PolymorphicSignature public final native boolean weakCompareAndSetAcquire(Object... args);
    @MethodHandle.PolymorphicSignature public final native boolean weakCompareAndSetRelease(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getAndSet(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getAndSetAcquire(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getAndSetRelease(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getAndAdd(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getAndAddAcquire(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getAndAddRelease(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getAndBitwiseOr(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getAndBitwiseOrRelease(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getAndBitwiseOrAcquire(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getAndBitwiseAnd(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getAndBitwiseAndRelease(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getAndBitwiseAndAcquire(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getAndBitwiseXor(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getAndBitwiseXorRelease(Object... args);
    @MethodHandle.PolymorphicSignature public final native Object getAndBitwiseXorAcquire(Object... args);

    /* The shapes of access modes' types. */
    static final int T_GET = 0, T_SET = 1, T_CAS = 2, T_CAE = 3, T_UPDATE = 4;
    /* natives_varhandle.c's operations. */
    static final int OP_GET = 0, OP_SET = 1, OP_CAE = 2, OP_SWAP = 3, OP_ADD = 4, OP_OR = 5, OP_AND = 6, OP_XOR = 7;

    public enum AccessMode {
        GET("get", T_GET, OP_GET),
        SET("set", T_SET, OP_SET),
        GET_VOLATILE("getVolatile", T_GET, OP_GET),
        SET_VOLATILE("setVolatile", T_SET, OP_SET),
        GET_ACQUIRE("getAcquire", T_GET, OP_GET),
        SET_RELEASE("setRelease", T_SET, OP_SET),
        GET_OPAQUE("getOpaque", T_GET, OP_GET),
        SET_OPAQUE("setOpaque", T_SET, OP_SET),
        COMPARE_AND_SET("compareAndSet", T_CAS, OP_CAE),
        COMPARE_AND_EXCHANGE("compareAndExchange", T_CAE, OP_CAE),
        COMPARE_AND_EXCHANGE_ACQUIRE("compareAndExchangeAcquire", T_CAE, OP_CAE),
        COMPARE_AND_EXCHANGE_RELEASE("compareAndExchangeRelease", T_CAE, OP_CAE),
        WEAK_COMPARE_AND_SET_PLAIN("weakCompareAndSetPlain", T_CAS, OP_CAE),
        WEAK_COMPARE_AND_SET("weakCompareAndSet", T_CAS, OP_CAE),
        WEAK_COMPARE_AND_SET_ACQUIRE("weakCompareAndSetAcquire", T_CAS, OP_CAE),
        WEAK_COMPARE_AND_SET_RELEASE("weakCompareAndSetRelease", T_CAS, OP_CAE),
        GET_AND_SET("getAndSet", T_UPDATE, OP_SWAP),
        GET_AND_SET_ACQUIRE("getAndSetAcquire", T_UPDATE, OP_SWAP),
        GET_AND_SET_RELEASE("getAndSetRelease", T_UPDATE, OP_SWAP),
        GET_AND_ADD("getAndAdd", T_UPDATE, OP_ADD),
        GET_AND_ADD_ACQUIRE("getAndAddAcquire", T_UPDATE, OP_ADD),
        GET_AND_ADD_RELEASE("getAndAddRelease", T_UPDATE, OP_ADD),
        GET_AND_BITWISE_OR("getAndBitwiseOr", T_UPDATE, OP_OR),
        GET_AND_BITWISE_OR_RELEASE("getAndBitwiseOrRelease", T_UPDATE, OP_OR),
        GET_AND_BITWISE_OR_ACQUIRE("getAndBitwiseOrAcquire", T_UPDATE, OP_OR),
        GET_AND_BITWISE_AND("getAndBitwiseAnd", T_UPDATE, OP_AND),
        GET_AND_BITWISE_AND_RELEASE("getAndBitwiseAndRelease", T_UPDATE, OP_AND),
        GET_AND_BITWISE_AND_ACQUIRE("getAndBitwiseAndAcquire", T_UPDATE, OP_AND),
        GET_AND_BITWISE_XOR("getAndBitwiseXor", T_UPDATE, OP_XOR),
        GET_AND_BITWISE_XOR_RELEASE("getAndBitwiseXorRelease", T_UPDATE, OP_XOR),
        GET_AND_BITWISE_XOR_ACQUIRE("getAndBitwiseXorAcquire", T_UPDATE, OP_XOR);

        final String methodName;
        final int shape, op;

        AccessMode(String methodName, int shape, int op) {
            this.methodName = methodName;
            this.shape = shape;
            this.op = op;
        }

        public String methodName() {
            return methodName;
        }

        public static AccessMode valueFromMethodName(String methodName) {
            for (AccessMode m : values())
                if (m.methodName.equals(methodName)) return m;
            throw new IllegalArgumentException("No AccessMode value for method name " + methodName);
        }
    }

    private static final AccessMode[] MODES = AccessMode.values();

    static final int FIELD = 0, STATIC = 1, ARRAY = 2, VIEW = 3, BUFFER_VIEW = 4;

    final int kind;
    final Class<?> varType;
    final List<Class<?>> coordinates;
    final boolean readOnly, exact;
    /* the type code natives_varhandle.c takes: a descriptor letter, 'L' for references */
    final char tc;
    /* FIELD and STATIC: the field's offset (tagged slot for a static); STATIC: its class's mirror */
    final long offset;
    final Class<?> holder;
    /* ARRAY and VIEW: the elements' base offset and log2 of their size (VIEW: of varType's) */
    final int arrayBase, arrayShift;
    /* VIEW: the bytes are in big-endian order */
    boolean bigEndian;
    private final MethodHandle[] invokers = new MethodHandle[MODES.length];

    VarHandle(int kind, Class<?> varType, Class<?>[] coordinates, boolean readOnly, boolean exact, long offset,
            Class<?> holder, int arrayBase, int arrayShift) {
        this.kind = kind;
        this.varType = varType;
        this.coordinates = Collections.unmodifiableList(Arrays.asList(coordinates));
        this.readOnly = readOnly;
        this.exact = exact;
        this.offset = offset;
        this.holder = holder;
        this.arrayBase = arrayBase;
        this.arrayShift = arrayShift;
        this.tc = varType.isPrimitive() ? Conversions.descriptorOf(varType).charAt(0) : 'L';
    }

    /* The one concrete kind: behaviour differs by fields, not by class. */
    static final class Impl extends VarHandle {
        Impl(int kind, Class<?> varType, Class<?>[] coordinates, boolean readOnly, boolean exact, long offset,
                Class<?> holder, int arrayBase, int arrayShift) {
            super(kind, varType, coordinates, readOnly, exact, offset, holder, arrayBase, arrayShift);
        }
    }

    /* -- factories (MethodHandles and its Lookup) -- */

    static VarHandle forField(Class<?> refc, Class<?> type, long slot, boolean isStatic, boolean isFinal) {
        long off = fieldOffset(slot);
        if (isStatic) {
            /* the JDK initializes the field's class when it makes the handle */
            Class<?> holder = MethodHandleNatives.declaringClass(slot, true);
            initialize(holder);
            return new Impl(STATIC, type, new Class<?>[0], isFinal, false, off, holder, 0, 0);
        }
        return new Impl(FIELD, type, new Class<?>[] {refc}, isFinal, false, off, null, 0, 0);
    }

    static VarHandle forArray(Class<?> arrayClass) {
        if (!arrayClass.isArray()) throw new IllegalArgumentException("not an array: " + arrayClass);
        Class<?> c = arrayClass.getComponentType();
        jdk.internal.misc.Unsafe u = jdk.internal.misc.Unsafe.getUnsafe();
        int scale = u.arrayIndexScale(arrayClass);
        return new Impl(ARRAY, c, new Class<?>[] {arrayClass, int.class}, false, false, 0, null,
                u.arrayBaseOffset(arrayClass), Integer.numberOfTrailingZeros(scale));
    }

    /* A view of a byte[] (or a ByteBuffer) as elements of viewArrayClass's component type, in the given order. */
    static VarHandle forByteArrayView(Class<?> viewArrayClass, boolean bigEndian) {
        return forView(viewArrayClass, bigEndian, false);
    }

    static VarHandle forByteBufferView(Class<?> viewArrayClass, boolean bigEndian) {
        return forView(viewArrayClass, bigEndian, true);
    }

    private static VarHandle forView(Class<?> viewArrayClass, boolean bigEndian, boolean buffer) {
        if (!viewArrayClass.isArray()) throw new IllegalArgumentException("not an array: " + viewArrayClass);
        Class<?> c = viewArrayClass.getComponentType();
        int shift;
        if (c == char.class || c == short.class) shift = 1;
        else if (c == int.class || c == float.class) shift = 2;
        else if (c == long.class || c == double.class) shift = 3;
        else throw new UnsupportedOperationException();
        jdk.internal.misc.Unsafe u = jdk.internal.misc.Unsafe.getUnsafe();
        VarHandle h = new Impl(buffer ? BUFFER_VIEW : VIEW, c, new Class<?>[] {buffer ? java.nio.ByteBuffer.class : byte[].class, int.class},
                false, false, 0, null, u.arrayBaseOffset(byte[].class), shift);
        h.bigEndian = bigEndian;
        return h;
    }

    private VarHandle withExact(boolean e) {
        if (e == exact) return this;
        Class<?>[] cs = coordinates.toArray(new Class<?>[0]);
        VarHandle h = new Impl(kind, varType, cs, readOnly, e, offset, holder, arrayBase, arrayShift);
        h.bigEndian = bigEndian;
        return h;
    }

    /* -- description -- */

    public Class<?> varType() {
        return varType;
    }

    public List<Class<?>> coordinateTypes() {
        return coordinates;
    }

    public boolean hasInvokeExactBehavior() {
        return exact;
    }

    public VarHandle withInvokeExactBehavior() {
        return withExact(true);
    }

    public VarHandle withInvokeBehavior() {
        return withExact(false);
    }

    /* accessModeType's answers by shape, made once: every call site's check asks for one */
    private final MethodType[] shapeTypes = new MethodType[5];

    public final MethodType accessModeType(AccessMode accessMode) {
        MethodType t = shapeTypes[accessMode.shape];
        if (t == null) {
            t = shapeType(accessMode.shape);
            shapeTypes[accessMode.shape] = t;
        }
        return t;
    }

    private MethodType shapeType(int shape) {
        MethodType t = MethodType.methodType(varType, coordinates);
        switch (shape) {
        case T_GET: return t;
        case T_SET: return t.appendParameterTypes(varType).changeReturnType(void.class);
        case T_CAS: return t.appendParameterTypes(varType, varType).changeReturnType(boolean.class);
        case T_CAE: return t.appendParameterTypes(varType, varType);
        default: return t.appendParameterTypes(varType);
        }
    }

    public final boolean isAccessModeSupported(AccessMode accessMode) {
        if (accessMode.shape == T_GET) return true;
        if (readOnly) return false;
        if (kind >= VIEW) {
            if (accessMode.shape == T_SET) return true;
            if (tc == 'C' || tc == 'S') return false;
            if (accessMode.op == OP_ADD || accessMode.op >= OP_OR) return tc == 'I' || tc == 'J';
            return true;
        }
        switch (accessMode.op) {
        case OP_ADD: return tc != 'L' && tc != 'Z';
        case OP_OR: case OP_AND: case OP_XOR: return tc != 'L' && tc != 'F' && tc != 'D';
        default: return true;
        }
    }

    public MethodHandle toMethodHandle(AccessMode accessMode) {
        return invoker(accessMode).bindTo(this);
    }

    @Override
    public final String toString() {
        return "VarHandle[varType=" + varType.getName() + ", coord=" + coordinates + "]";
    }

    /* -- fences -- */

    public static void fullFence() {
        fence();
    }

    public static void acquireFence() {
        fence();
    }

    public static void releaseFence() {
        fence();
    }

    public static void loadLoadFence() {
        fence();
    }

    public static void storeStoreFence() {
        fence();
    }

    /* -- running an access mode -- */

    /* A handle of type (VarHandle, accessModeType...) running the mode on its first argument. */
    private MethodHandle invoker(AccessMode mode) {
        MethodHandle h = invokers[mode.ordinal()];
        if (h == null) {
            h = new Invoker(accessModeType(mode).insertParameterTypes(0, VarHandle.class), mode);
            invokers[mode.ordinal()] = h;
        }
        return h;
    }

    static final class Invoker extends MethodHandle {
        final AccessMode mode;

        Invoker(MethodType type, AccessMode mode) {
            super(type);
            this.mode = mode;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            return ((VarHandle) args[0]).access(mode, args, 1);
        }
    }

    /* The VM's entry for every access-mode method (see the header). */
    static Object invokeFromVM(VarHandle vh, int mode, MethodType site, Object[] args) throws Throwable {
        if (vh == null) throw new NullPointerException();
        AccessMode m = MODES[mode];
        MethodType want = vh.accessModeType(m);
        if (site == want || site.equals(want)) return vh.access(m, args, 0);
        if (vh.exact) throw new WrongMethodTypeException("expected " + want + " but found " + site);
        if (site.returnType() == void.class && sameParameters(site, want)) {
            vh.access(m, args, 0); /* a statement: the result dropped, as asType would */
            return null;
        }
        Object[] all = new Object[args.length + 1];
        all[0] = vh;
        System.arraycopy(args, 0, all, 1, args.length);
        /* a call site's type is one object for the site's life (natives_invoke.c caches it),
         * so the adapted handle of the last site per mode is found by identity */
        Adapted a = vh.adapted[mode];
        if (a == null || a.site != site) {
            a = new Adapted(site, vh.invoker(m).asType(site.insertParameterTypes(0, VarHandle.class)));
            vh.adapted[mode] = a;
        }
        return a.handle.invokeBoxed(all);
    }

    private static boolean sameParameters(MethodType a, MethodType b) {
        int n = a.parameterCount();
        if (n != b.parameterCount()) return false;
        for (int i = 0; i < n; i++)
            if (a.parameterType(i) != b.parameterType(i)) return false;
        return true;
    }

    private final Adapted[] adapted = new Adapted[MODES.length];

    private static final class Adapted {
        final MethodType site;
        final MethodHandle handle;

        Adapted(MethodType site, MethodHandle handle) {
            this.site = site;
            this.handle = handle;
        }
    }

    /* Runs mode on the place args[at...] names, the values following it; args are exactly accessModeType's. */
    final Object access(AccessMode mode, Object[] args, int at) {
        if (!isAccessModeSupported(mode)) throw new UnsupportedOperationException();
        Object base;
        long off;
        Object arrayToCheck = null;
        if (kind == FIELD) {
            base = args[at++];
            if (base == null) throw new NullPointerException();
            off = offset;
        } else if (kind == STATIC) {
            base = holder;
            off = offset;
        } else if (kind >= VIEW) {
            return viewAccess(mode, args, at);
        } else {
            base = args[at++];
            int index = (Integer) args[at++];
            if (base == null) throw new NullPointerException(nullArrayMessage(mode));
            int length = java.lang.reflect.Array.getLength(base);
            if (index < 0 || index >= length)
                throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length " + length);
            off = arrayBase + ((long) index << arrayShift);
            if (tc == 'L') arrayToCheck = base;
        }
        Object x = mode.shape == T_GET ? null : args[at];
        Object y = mode.shape == T_CAS || mode.shape == T_CAE ? args[at + 1] : null;
        if (tc == 'L') {
            if (arrayToCheck != null) {
                Class<?> elem = arrayToCheck.getClass().getComponentType();
                if (mode.shape == T_CAS || mode.shape == T_CAE) storable(elem, y, false);
                else if (mode.shape != T_GET) storable(elem, x, true);
            }
            Object old = ref(mode.op, base, off, x, y);
            switch (mode.shape) {
            case T_SET: return null;
            case T_CAS: return old == x;
            default: return old;
            }
        }
        long xb = x == null ? 0 : bits(x), yb = y == null ? 0 : bits(y);
        long old = prim(mode.op, tc, base, off, xb, yb);
        switch (mode.shape) {
        case T_SET: return null;
        case T_CAS: return old == normalised(xb);
        default: return box(old);
        }
    }

    /* -- byte[] views: plain get and set byte by byte at any index, every other
     * mode on the aligned int or long word through the natives -- */

    private Object viewAccess(AccessMode mode, Object[] args, int at) {
        int index = (Integer) args[at + 1];
        int size = 1 << arrayShift;
        byte[] ba = null;
        java.nio.ByteBuffer bb = null;
        if (kind == VIEW) {
            ba = (byte[]) args[at];
            if (ba == null) throw new NullPointerException("Cannot read the array length because \"ba\" is null");
            int limit = ba.length - size + 1;
            if (index < 0 || index >= limit)
                throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length " + limit);
        } else {
            bb = (java.nio.ByteBuffer) args[at];
            if (bb == null) throw new NullPointerException();
            if (bb.isReadOnly() && mode.shape != T_GET) throw new java.nio.ReadOnlyBufferException();
            int limit = bb.limit() - size + 1;
            if (index < 0 || index >= limit)
                throw new IndexOutOfBoundsException("Index " + index + " out of bounds for length " + limit);
        }
        if (mode == AccessMode.GET) return box(readBytes(ba, bb, index, size));
        if (mode == AccessMode.SET) {
            writeBytes(ba, bb, index, size, bits(args[at + 2]));
            return null;
        }
        /* the place: a byte[] and an offset in it, or (a direct buffer) no base and an address */
        Object base = ba;
        long off = arrayBase + (long) index, where = index;
        if (bb != null) {
            jdk.internal.misc.Unsafe u = jdk.internal.misc.Unsafe.getUnsafe();
            base = u.getReferenceVolatile(bb, BUFFER_HB);
            if (base != null) {
                where = u.getIntVolatile(bb, BUFFER_OFFSET) + (long) index;
                off = arrayBase + where;
            } else {
                off = where = u.getLongVolatile(bb, BUFFER_ADDRESS) + index;
            }
        }
        if ((where & (size - 1)) != 0) throw new IllegalStateException("Misaligned access at index: " + index);
        char word = size == 8 ? 'J' : size == 4 ? 'I' : tc;
        long x = mode.shape == T_GET ? 0 : order(bits(args[at + 2]), size);
        long y = mode.shape == T_CAS || mode.shape == T_CAE ? order(bits(args[at + 3]), size) : 0;
        long old;
        if (mode.op == OP_ADD && bigEndian) {
            /* the word holds the value byte-reversed: add in a compare-and-set loop */
            long add = bits(args[at + 2]);
            for (;;) {
                long seen = prim(OP_GET, word, base, off, 0, 0);
                long next = order(order(seen, size) + add, size);
                if (prim(OP_CAE, word, base, off, seen, next) == seen) {
                    old = seen;
                    break;
                }
            }
        } else {
            old = prim(mode.op, word, base, off, x, y);
        }
        old = order(old, size);
        switch (mode.shape) {
        case T_SET: return null;
        case T_CAS: return old == normalised(bits(args[at + 2]));
        default: return box(old);
        }
    }

    /* Bits between the view's byte order and the processor's (little-endian, see natives_varhandle.c). */
    private long order(long b, int size) {
        if (!bigEndian) return b;
        if (size == 8) return Long.reverseBytes(b);
        if (size == 4) return Integer.reverseBytes((int) b);
        return normalised(Short.reverseBytes((short) b));
    }

    private long readBytes(byte[] ba, java.nio.ByteBuffer bb, int index, int size) {
        long v = 0;
        for (int k = 0; k < size; k++) {
            int pos = index + (bigEndian ? k : size - 1 - k);
            v = (v << 8) | ((ba != null ? ba[pos] : bb.get(pos)) & 0xff);
        }
        return normalised(v);
    }

    private void writeBytes(byte[] ba, java.nio.ByteBuffer bb, int index, int size, long v) {
        for (int k = 0; k < size; k++) {
            int pos = index + (bigEndian ? size - 1 - k : k);
            if (ba != null) ba[pos] = (byte) (v >>> (8 * k));
            else bb.put(pos, (byte) (v >>> (8 * k)));
        }
    }

    /* ByteBuffer's fields behind a buffer view's atomic modes (java.nio's, not visible here). */
    private static final long BUFFER_HB, BUFFER_OFFSET, BUFFER_ADDRESS;
    static {
        jdk.internal.misc.Unsafe u = jdk.internal.misc.Unsafe.getUnsafe();
        BUFFER_HB = u.objectFieldOffset(java.nio.ByteBuffer.class, "hb");
        BUFFER_OFFSET = u.objectFieldOffset(java.nio.ByteBuffer.class, "offset");
        BUFFER_ADDRESS = u.objectFieldOffset(java.nio.ByteBuffer.class, "address");
    }

    /* A value stored into an array whose elements may be narrower than varType
     * (the JDK names the value's class for plain stores only). */
    private static void storable(Class<?> elem, Object v, boolean named) {
        if (v != null && !elem.isInstance(v)) throw named ? new ArrayStoreException(v.getClass().getName()) : new ArrayStoreException();
    }

    private String nullArrayMessage(AccessMode mode) {
        String what;
        switch (tc) {
        case 'Z': case 'B': what = "byte/boolean"; break;
        case 'C': what = "char"; break;
        case 'S': what = "short"; break;
        case 'I': what = "int"; break;
        case 'J': what = "long"; break;
        case 'F': what = "float"; break;
        case 'D': what = "double"; break;
        default: what = "object"; break;
        }
        if (mode == AccessMode.GET) return "Cannot load from " + what + " array because \"array\" is null";
        if (mode == AccessMode.SET) return "Cannot store to " + what + " array because \"array\" is null";
        return "Cannot read the array length because \"array\" is null";
    }

    private static void initialize(Class<?> holder) {
        try {
            Class.forName(holder.getName(), true, holder.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new NoClassDefFoundError(holder.getName());
        }
    }

    /* The bits of a boxed value of type tc, as natives_varhandle.c takes them. */
    private long bits(Object v) {
        switch (tc) {
        case 'Z': return ((Boolean) v) ? 1 : 0;
        case 'B': return (Byte) v;
        case 'S': return (Short) v;
        case 'C': return (Character) v;
        case 'I': return (Integer) v;
        case 'J': return (Long) v;
        case 'F': return Float.floatToRawIntBits((Float) v);
        default: return Double.doubleToRawLongBits((Double) v);
        }
    }

    private long normalised(long b) {
        switch (tc) {
        case 'Z': return b & 1;
        case 'B': return (byte) b;
        case 'S': return (short) b;
        case 'C': return (char) b;
        case 'I': case 'F': return (int) b;
        default: return b;
        }
    }

    private Object box(long b) {
        switch (tc) {
        case 'Z': return (b & 1) != 0;
        case 'B': return (byte) b;
        case 'S': return (short) b;
        case 'C': return (char) b;
        case 'I': return (int) b;
        case 'J': return b;
        case 'F': return Float.intBitsToFloat((int) b);
        default: return Double.longBitsToDouble(b);
        }
    }

    private static native long fieldOffset(long slot);

    private static native long prim(int op, char type, Object base, long offset, long x, long y);

    private static native Object ref(int op, Object base, long offset, Object x, Object y);

    private static native void fence();
}
