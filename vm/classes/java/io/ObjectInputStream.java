/*
 * java.io.ObjectInputStream: reads the JDK's serialization stream protocol
 * (what ObjectOutputStream writes).
 *
 * Bytes come from `in` with one byte of look-ahead (`peeked`).  In
 * block-data mode primitive reads consume the current data block
 * (`blkRemaining` bytes left; 0 = read the next block header first; -1 =
 * the data ended: the next byte is a tag such as TC_ENDBLOCKDATA, left
 * unread).  readObject switches to object mode and back, so an object met
 * where primitive data was expected, or the reverse, raises
 * OptionalDataException / EOFException as in the JDK.
 *
 * `handles` holds every object, string, class and descriptor read, in
 * handle order; UNSHARED marks what readUnshared returned.  `curObj` /
 * `curDesc` are the object and class slice whose readObject hook runs.
 */
package java.io;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;

public class ObjectInputStream extends InputStream implements ObjectInput, ObjectStreamConstants {
    private static final Object UNSHARED = new Object();

    private final InputStream in;
    private int peeked = -2;
    private boolean blkmode;
    private int blkRemaining;
    private int depth;
    private boolean enableResolve;

    private Object[] handles = new Object[32];
    private int handleCount;

    private Object curObj;
    private ObjectStreamClass curDesc;
    private boolean defaultDataEnd;
    /* the handle of the object the last reader returned (resolveObject replaces it there) */
    private int passHandle = -1;

    public ObjectInputStream(InputStream in) throws IOException {
        if (in == null) throw new NullPointerException();
        this.in = in;
        readStreamHeader();
        setBlockDataMode(true);
    }

    protected ObjectInputStream() throws IOException {
        this.in = null;
    }

    protected void readStreamHeader() throws IOException, StreamCorruptedException {
        int s0 = rawShort();
        int s1 = rawShort();
        if (s0 != (STREAM_MAGIC & 0xFFFF) || s1 != STREAM_VERSION) {
            throw new StreamCorruptedException("invalid stream header: " + hex4(s0) + hex4(s1));
        }
    }

    private static String hex4(int v) {
        String h = Integer.toHexString(v & 0xFFFF).toUpperCase();
        while (h.length() < 4) h = "0" + h;
        return h;
    }

    /* ---- raw bytes --------------------------------------------------------------- */

    private int peekRaw() throws IOException {
        if (peeked == -2) peeked = in.read();
        return peeked;
    }

    private int readRaw() throws IOException {
        if (peeked != -2) {
            int b = peeked;
            peeked = -2;
            return b;
        }
        return in.read();
    }

    private int rawByteOrEOF() throws IOException {
        int b = readRaw();
        if (b < 0) throw new EOFException();
        return b;
    }

    private int rawShort() throws IOException {
        int a = rawByteOrEOF();
        return (a << 8) | rawByteOrEOF();
    }

    private int rawInt() throws IOException {
        int a = rawShort();
        return (a << 16) | rawShort();
    }

    private long rawLong() throws IOException {
        long a = rawInt() & 0xFFFFFFFFL;
        return (a << 32) | (rawInt() & 0xFFFFFFFFL);
    }

    private void rawFully(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
            if (peeked != -2) {
                int x = readRaw();
                if (x < 0) throw new EOFException();
                b[off++] = (byte) x;
                len--;
                continue;
            }
            int n = in.read(b, off, len);
            if (n < 0) throw new EOFException();
            off += n;
            len -= n;
        }
    }

    private String rawUTF() throws IOException {
        int len = rawShort();
        byte[] b = new byte[len];
        rawFully(b, 0, len);
        return DataInputStream.decodeUTF(b, 0, len);
    }

    /* ---- block data -------------------------------------------------------------- */

    private boolean setBlockDataMode(boolean mode) throws IOException {
        if (blkmode == mode) return blkmode;
        if (mode) {
            blkRemaining = 0;
        } else if (blkRemaining > 0) {
            throw new IllegalStateException("unread block data");
        }
        blkmode = mode;
        return !mode;
    }

    /* Reads block headers until a non-empty block or the end of the data. */
    private void refill() throws IOException {
        while (true) {
            int tc = peekRaw();
            if (tc == (TC_BLOCKDATA & 0xFF)) {
                readRaw();
                blkRemaining = rawByteOrEOF();
            } else if (tc == (TC_BLOCKDATALONG & 0xFF)) {
                readRaw();
                blkRemaining = rawInt();
                if (blkRemaining < 0) throw new StreamCorruptedException("illegal block data header length: " + blkRemaining);
            } else if (tc == (TC_RESET & 0xFF)) {
                readRaw();
                handleReset();
                continue;
            } else {
                blkRemaining = -1;
                return;
            }
            if (blkRemaining > 0) return;
        }
    }

    private int blockByte() throws IOException {
        if (blkRemaining == 0) refill();
        if (blkRemaining <= 0) return -1;
        int b = readRaw();
        if (b < 0) throw new StreamCorruptedException("unexpected EOF in middle of data block");
        blkRemaining--;
        return b;
    }

    /* One byte of data in either mode; -1 at the end of the data. */
    private int dataByte() throws IOException {
        return blkmode ? blockByte() : readRaw();
    }

    private int dataByteOrEOF() throws IOException {
        int b = dataByte();
        if (b < 0) throw new EOFException();
        return b;
    }

    private void skipBlockData() throws IOException {
        while (true) {
            if (blkRemaining == 0) refill();
            if (blkRemaining < 0) return;
            while (blkRemaining > 0) {
                if (readRaw() < 0) throw new StreamCorruptedException("unexpected EOF in middle of data block");
                blkRemaining--;
            }
        }
    }

    /* ---- primitive data ------------------------------------------------------------- */

    public int read() throws IOException {
        return dataByte();
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (b == null) throw new NullPointerException();
        if (off < 0 || len < 0 || len > b.length - off) throw new IndexOutOfBoundsException();
        if (len == 0) return 0;
        if (blkmode) {
            if (blkRemaining == 0) refill();
            if (blkRemaining < 0) return -1;
            int n = Math.min(len, blkRemaining);
            rawFully(b, off, n);
            blkRemaining -= n;
            return n;
        }
        int n = 0;
        while (n < len) {
            int x = readRaw();
            if (x < 0) return n == 0 ? -1 : n;
            b[off + n++] = (byte) x;
        }
        return n;
    }

    public int available() throws IOException {
        if (blkmode) {
            if (blkRemaining == 0) refill();
            return Math.max(blkRemaining, 0);
        }
        return in.available() + (peeked >= 0 ? 1 : 0);
    }

    public void close() throws IOException {
        in.close();
    }

    public boolean readBoolean() throws IOException {
        return dataByteOrEOF() != 0;
    }

    public byte readByte() throws IOException {
        return (byte) dataByteOrEOF();
    }

    public int readUnsignedByte() throws IOException {
        return dataByteOrEOF();
    }

    public char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public int readUnsignedShort() throws IOException {
        int a = dataByteOrEOF();
        return (a << 8) | dataByteOrEOF();
    }

    public int readInt() throws IOException {
        int a = readUnsignedShort();
        return (a << 16) | readUnsignedShort();
    }

    public long readLong() throws IOException {
        long a = readInt() & 0xFFFFFFFFL;
        return (a << 32) | (readInt() & 0xFFFFFFFFL);
    }

    public float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    public void readFully(byte[] buf) throws IOException {
        readFully(buf, 0, buf.length);
    }

    public void readFully(byte[] buf, int off, int len) throws IOException {
        for (int i = 0; i < len; i++) buf[off + i] = (byte) dataByteOrEOF();
    }

    public int skipBytes(int len) throws IOException {
        int n = 0;
        while (n < len && dataByte() >= 0) n++;
        return n;
    }

    @Deprecated
    public String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c = dataByte();
        if (c < 0) return null;
        while (c >= 0 && c != '\n') {
            if (c == '\r') {
                /* a following '\n' belongs to this terminator; the look-ahead is lost otherwise */
                break;
            }
            sb.append((char) c);
            c = dataByte();
        }
        return sb.toString();
    }

    public String readUTF() throws IOException {
        int len = readUnsignedShort();
        byte[] b = new byte[len];
        readFully(b, 0, len);
        return DataInputStream.decodeUTF(b, 0, len);
    }

    /* ---- handles ---------------------------------------------------------------------- */

    private int assignHandle(Object obj) {
        if (handleCount == handles.length) handles = java.util.Arrays.copyOf(handles, handleCount * 2);
        handles[handleCount] = obj;
        return handleCount++;
    }

    private void handleReset() throws StreamCorruptedException {
        if (depth > 0) throw new StreamCorruptedException("unexpected reset; recursion depth: " + depth);
        java.util.Arrays.fill(handles, 0, handleCount, null);
        handleCount = 0;
    }

    private Object readHandle(boolean unshared) throws IOException {
        readRaw();
        int h = rawInt() - baseWireHandle;
        if (h < 0 || h >= handleCount) {
            throw new StreamCorruptedException("invalid handle value: " + hex8(h + baseWireHandle));
        }
        if (unshared) throw new InvalidObjectException("cannot read back reference as unshared");
        Object o = handles[h];
        if (o == UNSHARED) throw new InvalidObjectException("cannot read back reference to unshared object");
        return o;
    }

    private static String hex8(int v) {
        String h = Integer.toHexString(v).toUpperCase();
        while (h.length() < 8) h = "0" + h;
        return h;
    }

    /* ---- objects ----------------------------------------------------------------------- */

    public final Object readObject() throws IOException, ClassNotFoundException {
        if (in == null) return readObjectOverride();
        return readObject0(false);
    }

    protected Object readObjectOverride() throws IOException, ClassNotFoundException {
        return null;
    }

    public Object readUnshared() throws IOException, ClassNotFoundException {
        return readObject0(true);
    }

    protected boolean enableResolveObject(boolean enable) {
        boolean old = enableResolve;
        enableResolve = enable;
        return old;
    }

    protected Object resolveObject(Object obj) throws IOException {
        return obj;
    }

    protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        String name = desc.getName();
        try {
            return Class.forName(name, false, ClassLoader.getSystemClassLoader());
        } catch (ClassNotFoundException e) {
            switch (name) {
            case "boolean": return Boolean.TYPE;
            case "byte": return Byte.TYPE;
            case "char": return Character.TYPE;
            case "short": return Short.TYPE;
            case "int": return Integer.TYPE;
            case "long": return Long.TYPE;
            case "float": return Float.TYPE;
            case "double": return Double.TYPE;
            case "void": return Void.TYPE;
            default: throw e;
            }
        }
    }

    protected ObjectStreamClass readClassDescriptor() throws IOException, ClassNotFoundException {
        String name = rawUTF();
        long suid = rawLong();
        byte flags = (byte) rawByteOrEOF();
        int n = rawShort();
        ObjectStreamField[] fs = new ObjectStreamField[n];
        for (int i = 0; i < n; i++) {
            char tcode = (char) rawByteOrEOF();
            String fname = rawUTF();
            String sig;
            if (tcode == 'L' || tcode == '[') {
                sig = readTypeString();
            } else if ("ZBCSIJFD".indexOf(tcode) >= 0) {
                sig = String.valueOf(tcode);
            } else {
                throw new InvalidClassException(name, "invalid descriptor for field " + fname);
            }
            fs[i] = new ObjectStreamField(fname, sig, false);
        }
        ObjectStreamClass d = new ObjectStreamClass();
        d.initFromStream(name, suid, flags, fs);
        return d;
    }

    private String readTypeString() throws IOException {
        int tc = peekRaw();
        if (tc == (TC_NULL & 0xFF)) {
            readRaw();
            return null;
        }
        if (tc == (TC_REFERENCE & 0xFF)) return (String) readHandle(false);
        if (tc == (TC_STRING & 0xFF) || tc == (TC_LONGSTRING & 0xFF)) return readString(false);
        throw new StreamCorruptedException("invalid type code: " + hex2(tc));
    }

    private static String hex2(int v) {
        String h = Integer.toHexString(v & 0xFF).toUpperCase();
        return h.length() < 2 ? "0" + h : h;
    }

    private Object readObject0(boolean unshared) throws IOException, ClassNotFoundException {
        boolean oldMode = blkmode;
        if (oldMode) {
            if (blkRemaining > 0) throw new OptionalDataException(blkRemaining);
            if (defaultDataEnd) throw new OptionalDataException(true);
            blkRemaining = 0;
            blkmode = false;
        }
        int tc;
        while ((tc = peekRaw()) == (TC_RESET & 0xFF)) {
            readRaw();
            handleReset();
        }
        depth++;
        try {
            switch ((byte) tc) {
            case TC_NULL:
                readRaw();
                return null;
            case TC_REFERENCE:
                return readHandle(unshared);
            case TC_CLASS:
                return readClass(unshared);
            case TC_CLASSDESC:
            case TC_PROXYCLASSDESC:
                return readClassDesc(unshared);
            case TC_STRING:
            case TC_LONGSTRING:
                return checkResolve(readString(unshared));
            case TC_ARRAY:
                return checkResolve(readArray(unshared));
            case TC_ENUM:
                return checkResolve(readEnum(unshared));
            case TC_OBJECT:
                return checkResolve(readOrdinaryObject(unshared));
            case TC_EXCEPTION:
                throw new StreamCorruptedException("writing aborted");
            case TC_BLOCKDATA:
            case TC_BLOCKDATALONG:
                if (oldMode) {
                    blkmode = true;
                    blkRemaining = 0;
                    refill();
                    throw new OptionalDataException(Math.max(blkRemaining, 0));
                }
                throw new StreamCorruptedException("unexpected block data");
            case TC_ENDBLOCKDATA:
                if (oldMode) throw new OptionalDataException(true);
                throw new StreamCorruptedException("unexpected end of block data");
            default:
                if (tc < 0) throw new EOFException();
                throw new StreamCorruptedException("invalid type code: " + hex2(tc));
            }
        } finally {
            depth--;
            if (oldMode && !blkmode) {
                blkmode = true;
                blkRemaining = 0;
            }
        }
    }

    private Object checkResolve(Object obj) throws IOException {
        if (!enableResolve) return obj;
        int h = passHandle;
        Object rep = resolveObject(obj);
        if (rep != obj && h >= 0 && h < handleCount && handles[h] != UNSHARED) handles[h] = rep;
        return rep;
    }

    private Class<?> readClass(boolean unshared) throws IOException, ClassNotFoundException {
        readRaw();
        ObjectStreamClass desc = readClassDesc(false);
        Class<?> cl = desc.forClass();
        if (cl == null) throw new ClassNotFoundException(desc.getName());
        assignHandle(unshared ? UNSHARED : cl);
        return cl;
    }

    private ObjectStreamClass readClassDesc(boolean unshared) throws IOException, ClassNotFoundException {
        int tc = peekRaw();
        switch ((byte) tc) {
        case TC_NULL:
            readRaw();
            return null;
        case TC_REFERENCE: {
            Object o = readHandle(unshared);
            if (!(o instanceof ObjectStreamClass)) throw new StreamCorruptedException("invalid class descriptor");
            return (ObjectStreamClass) o;
        }
        case TC_CLASSDESC:
            return readNonProxyDesc(unshared);
        case TC_PROXYCLASSDESC:
            throw new InvalidClassException("dynamic proxy classes are not supported");
        default:
            if (tc < 0) throw new EOFException();
            throw new StreamCorruptedException("invalid type code: " + hex2(tc));
        }
    }

    private ObjectStreamClass readNonProxyDesc(boolean unshared) throws IOException, ClassNotFoundException {
        readRaw();
        int h = assignHandle(null);
        ObjectStreamClass desc = readClassDescriptor();
        handles[h] = unshared ? UNSHARED : desc;
        Class<?> cl = null;
        ClassNotFoundException missing = null;
        try {
            cl = resolveClass(desc);
        } catch (ClassNotFoundException e) {
            missing = e;
        }
        skipCustomData();
        ObjectStreamClass sup = readClassDesc(false);
        desc.bind(cl, sup);
        if (missing != null) throw missing;
        return desc;
    }

    private void skipCustomData() throws IOException, ClassNotFoundException {
        while (true) {
            if (blkmode) {
                skipBlockData();
                blkmode = false;
                blkRemaining = 0;
            }
            int tc = peekRaw();
            if (tc == (TC_BLOCKDATA & 0xFF) || tc == (TC_BLOCKDATALONG & 0xFF)) {
                blkmode = true;
                blkRemaining = 0;
            } else if (tc == (TC_ENDBLOCKDATA & 0xFF)) {
                readRaw();
                return;
            } else if (tc < 0) {
                throw new EOFException();
            } else {
                readObject0(false);
            }
        }
    }

    private String readString(boolean unshared) throws IOException {
        int tc = readRaw();
        String s;
        if (tc == (TC_STRING & 0xFF)) {
            s = rawUTF();
        } else {
            long len = rawLong();
            if (len < 0 || len > Integer.MAX_VALUE) throw new StreamCorruptedException("invalid long string length: " + len);
            byte[] b = new byte[(int) len];
            rawFully(b, 0, b.length);
            s = DataInputStream.decodeUTF(b, 0, b.length);
        }
        passHandle = assignHandle(unshared ? UNSHARED : s);
        return s;
    }

    private Object readArray(boolean unshared) throws IOException, ClassNotFoundException {
        readRaw();
        ObjectStreamClass desc = readClassDesc(false);
        int len = rawInt();
        if (len < 0) throw new StreamCorruptedException("Array length is negative");
        Class<?> cl = desc.forClass();
        if (cl == null) throw new ClassNotFoundException(desc.getName());
        Class<?> ct = cl.getComponentType();
        Object array = Array.newInstance(ct, len);
        int h = assignHandle(unshared ? UNSHARED : array);
        if (ct == Integer.TYPE) {
            int[] a = (int[]) array;
            for (int i = 0; i < len; i++) a[i] = rawInt();
        } else if (ct == Byte.TYPE) {
            rawFully((byte[]) array, 0, len);
        } else if (ct == Long.TYPE) {
            long[] a = (long[]) array;
            for (int i = 0; i < len; i++) a[i] = rawLong();
        } else if (ct == Float.TYPE) {
            float[] a = (float[]) array;
            for (int i = 0; i < len; i++) a[i] = Float.intBitsToFloat(rawInt());
        } else if (ct == Double.TYPE) {
            double[] a = (double[]) array;
            for (int i = 0; i < len; i++) a[i] = Double.longBitsToDouble(rawLong());
        } else if (ct == Short.TYPE) {
            short[] a = (short[]) array;
            for (int i = 0; i < len; i++) a[i] = (short) rawShort();
        } else if (ct == Character.TYPE) {
            char[] a = (char[]) array;
            for (int i = 0; i < len; i++) a[i] = (char) rawShort();
        } else if (ct == Boolean.TYPE) {
            boolean[] a = (boolean[]) array;
            for (int i = 0; i < len; i++) a[i] = rawByteOrEOF() != 0;
        } else {
            Object[] a = (Object[]) array;
            for (int i = 0; i < len; i++) a[i] = readObject0(false);
        }
        passHandle = h;
        return array;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Enum<?> readEnum(boolean unshared) throws IOException, ClassNotFoundException {
        readRaw();
        ObjectStreamClass desc = readClassDesc(false);
        if (!desc.isEnum()) throw new InvalidClassException("non-enum class: " + desc);
        int h = assignHandle(null);
        String name = readString(false);
        Class<?> cl = desc.forClass();
        if (cl == null) throw new ClassNotFoundException(desc.getName());
        Enum<?> en;
        try {
            en = Enum.valueOf((Class) cl, name);
        } catch (IllegalArgumentException e) {
            InvalidObjectException x = new InvalidObjectException("enum constant " + name + " does not exist in " + cl);
            x.initCause(e);
            throw x;
        }
        handles[h] = unshared ? UNSHARED : en;
        passHandle = h;
        return en;
    }

    private Object readOrdinaryObject(boolean unshared) throws IOException, ClassNotFoundException {
        readRaw();
        ObjectStreamClass desc = readClassDesc(false);
        Class<?> cl = desc.forClass();
        if (cl == null) throw new ClassNotFoundException(desc.getName());
        if (cl == String.class || cl == Class.class || cl == ObjectStreamClass.class) {
            throw new InvalidClassException("invalid class descriptor");
        }
        desc.checkDeserialize();
        if (desc.localDesc.isRecord()) {
            int h = assignHandle(null);
            Object rec = readRecord(desc);
            handles[h] = unshared ? UNSHARED : rec;
            return resolve(desc, rec, h, unshared);
        }
        Object obj = desc.newInstance();
        int h = assignHandle(unshared ? UNSHARED : obj);
        if (desc.isExternalizable()) {
            readExternalData((Externalizable) obj, desc);
        } else {
            readSerialData(obj, desc);
        }
        return resolve(desc, obj, h, unshared);
    }

    private Object resolve(ObjectStreamClass desc, Object obj, int h, boolean unshared) throws IOException {
        passHandle = h;
        if (obj != null && desc.localDesc.hasReadResolveMethod()) {
            Object rep = desc.invokeReadResolve(obj);
            if (rep != obj) {
                obj = rep;
                if (!unshared) handles[h] = rep;
            }
        }
        return obj;
    }

    private void readExternalData(Externalizable obj, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        Object oldObj = curObj;
        ObjectStreamClass oldDesc = curDesc;
        curObj = null;
        curDesc = null;
        boolean blocked = desc.hasBlockExternalData();
        try {
            if (blocked) {
                blkmode = true;
                blkRemaining = 0;
            }
            obj.readExternal(this);
            if (blocked) skipCustomData();
        } finally {
            curObj = oldObj;
            curDesc = oldDesc;
        }
    }

    /* The stream's class slices from the top; local serializable classes the
     * stream does not mention get readObjectNoData. */
    private void readSerialData(Object obj, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        ObjectStreamClass[] slots = ObjectOutputStream.layout(desc);
        Class<?> local = desc.forClass();
        for (ObjectStreamClass slot : slots) {
            Class<?> sc = slot.forClass();
            boolean mine = sc != null && sc.isAssignableFrom(local);
            Object target = mine ? obj : null;
            if (target != null && slot.localDesc.hasReadObjectMethod()) {
                Object oldObj = curObj;
                ObjectStreamClass oldDesc = curDesc;
                boolean oldEnd = defaultDataEnd;
                curObj = target;
                curDesc = slot;
                try {
                    blkmode = true;
                    blkRemaining = 0;
                    defaultDataEnd = !slot.hasWriteObjectData();
                    slot.invokeReadObject(target, this);
                } finally {
                    curObj = oldObj;
                    curDesc = oldDesc;
                    defaultDataEnd = oldEnd;
                }
            } else {
                defaultReadFields(target, slot);
            }
            if (slot.hasWriteObjectData()) {
                skipCustomData();
            } else {
                blkmode = false;
                blkRemaining = 0;
            }
        }
        for (ObjectStreamClass l = desc.localDesc; l != null; l = l.getSuperDesc()) {
            boolean inStream = false;
            for (ObjectStreamClass slot : slots) inStream |= slot.forClass() == l.forClass();
            if (!inStream && l.hasReadObjectNoDataMethod()) l.invokeReadObjectNoData(obj);
        }
    }

    private Object[] readFieldValues(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        ObjectStreamField[] fs = desc.fields();
        Object[] vals = new Object[fs.length];
        for (int i = 0; i < fs.length; i++) {
            if (fs[i].isPrimitive()) vals[i] = readPrimitive(fs[i].getTypeCode());
        }
        for (int i = 0; i < fs.length; i++) {
            if (!fs[i].isPrimitive()) vals[i] = readObject0(fs[i].isUnshared());
        }
        return vals;
    }

    private Object readPrimitive(char code) throws IOException {
        switch (code) {
        case 'Z': return rawByteOrEOF() != 0;
        case 'B': return (byte) rawByteOrEOF();
        case 'C': return (char) rawShort();
        case 'S': return (short) rawShort();
        case 'I': return rawInt();
        case 'J': return rawLong();
        case 'F': return Float.intBitsToFloat(rawInt());
        default: return Double.longBitsToDouble(rawLong());
        }
    }

    private void defaultReadFields(Object obj, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        boolean old = blkmode;
        blkmode = false;
        Object[] vals = readFieldValues(desc);
        blkmode = old;
        if (obj != null) setFields(obj, desc, vals);
    }

    private static void setFields(Object obj, ObjectStreamClass desc, Object[] vals) {
        ObjectStreamField[] fs = desc.fields();
        for (int i = 0; i < fs.length; i++) {
            Field f = fs[i].field;
            if (f == null) continue;
            Object v = vals[i];
            if (!fs[i].isPrimitive() && v != null && !f.getType().isInstance(v)) {
                throw new ClassCastException("cannot assign instance of " + v.getClass().getName() + " to field "
                        + f.getDeclaringClass().getName() + "." + f.getName() + " of type " + f.getType().getName()
                        + " in instance of " + obj.getClass().getName());
            }
            try {
                f.set(obj, v);
            } catch (IllegalAccessException e) {
                throw new InternalError(e);
            }
        }
    }

    /* A record: its component values, then its canonical constructor
     * (the one whose parameters are the instance fields in order). */
    private Object readRecord(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        boolean old = blkmode;
        blkmode = false;
        Object[] vals = readFieldValues(desc);
        blkmode = old;
        Class<?> cl = desc.forClass();
        Field[] all = cl.getDeclaredFields();
        int n = 0;
        for (Field f : all) if ((f.getModifiers() & java.lang.reflect.Modifier.STATIC) == 0) n++;
        Class<?>[] types = new Class<?>[n];
        Object[] args = new Object[n];
        int k = 0;
        ObjectStreamField[] fs = desc.fields();
        for (Field f : all) {
            if ((f.getModifiers() & java.lang.reflect.Modifier.STATIC) != 0) continue;
            types[k] = f.getType();
            Object v = f.getType().isPrimitive() ? defaultValue(ObjectStreamClass.signatureOf(f.getType()).charAt(0)) : null;
            for (int i = 0; i < fs.length; i++) {
                if (fs[i].getName().equals(f.getName())) v = vals[i];
            }
            args[k++] = v;
        }
        try {
            Constructor<?> c = cl.getDeclaredConstructor(types);
            c.setAccessible(true);
            return c.newInstance(args);
        } catch (java.lang.reflect.InvocationTargetException e) {
            InvalidObjectException x = new InvalidObjectException(String.valueOf(e.getCause()));
            x.initCause(e.getCause());
            throw x;
        } catch (ReflectiveOperationException e) {
            throw new InvalidClassException(cl.getName(), "record canonical constructor not found");
        }
    }

    static Object defaultValue(char code) {
        switch (code) {
        case 'Z': return Boolean.FALSE;
        case 'B': return (byte) 0;
        case 'C': return (char) 0;
        case 'S': return (short) 0;
        case 'I': return 0;
        case 'J': return 0L;
        case 'F': return 0f;
        case 'D': return 0d;
        default: return null;
        }
    }

    static String primitiveName(char code) {
        switch (code) {
        case 'Z': return "boolean";
        case 'B': return "byte";
        case 'C': return "char";
        case 'S': return "short";
        case 'I': return "int";
        case 'J': return "long";
        case 'F': return "float";
        default: return "double";
        }
    }

    public void defaultReadObject() throws IOException, ClassNotFoundException {
        if (curObj == null || curDesc == null) throw new NotActiveException("not in call to readObject");
        boolean old = blkmode;
        if (blkRemaining > 0) throw new IllegalStateException("unread block data");
        blkmode = false;
        blkRemaining = 0;
        Object[] vals = readFieldValues(curDesc);
        blkmode = old;
        blkRemaining = 0;
        setFields(curObj, curDesc, vals);
        if (!curDesc.hasWriteObjectData()) defaultDataEnd = true;
    }

    public ObjectInputStream.GetField readFields() throws IOException, ClassNotFoundException {
        if (curObj == null || curDesc == null) throw new NotActiveException("not in call to readObject");
        blkmode = false;
        blkRemaining = 0;
        Object[] vals = readFieldValues(curDesc);
        blkmode = true;
        blkRemaining = 0;
        if (!curDesc.hasWriteObjectData()) defaultDataEnd = true;
        return new GetFieldImpl(curDesc, vals);
    }

    /* ---- GetField --------------------------------------------------------------------- */

    public abstract static class GetField {
        public GetField() {
        }

        public abstract ObjectStreamClass getObjectStreamClass();

        public abstract boolean defaulted(String name) throws IOException;

        public abstract boolean get(String name, boolean val) throws IOException;

        public abstract byte get(String name, byte val) throws IOException;

        public abstract char get(String name, char val) throws IOException;

        public abstract short get(String name, short val) throws IOException;

        public abstract int get(String name, int val) throws IOException;

        public abstract long get(String name, long val) throws IOException;

        public abstract float get(String name, float val) throws IOException;

        public abstract double get(String name, double val) throws IOException;

        public abstract Object get(String name, Object val) throws IOException, ClassNotFoundException;
    }

    private static final class GetFieldImpl extends GetField {
        private final ObjectStreamClass desc;
        private final Object[] vals;

        GetFieldImpl(ObjectStreamClass desc, Object[] vals) {
            this.desc = desc;
            this.vals = vals;
        }

        public ObjectStreamClass getObjectStreamClass() {
            return desc;
        }

        /* -1: defaulted (not in the stream); else the index. */
        private int index(String name, char code) {
            ObjectStreamField[] fs = desc.fields();
            for (int i = 0; i < fs.length; i++) {
                if (fs[i].getName().equals(name)) {
                    if (code == 'L' ? fs[i].isPrimitive() : fs[i].getTypeCode() != code) break;
                    return i;
                }
            }
            ObjectStreamClass l = desc.localDesc;
            ObjectStreamField lf = l == null ? null : l.getField(name);
            if (lf != null && (code == 'L' ? !lf.isPrimitive() : lf.getTypeCode() == code)) return -1;
            throw new IllegalArgumentException("no such field " + name + " with type "
                    + (code == 'L' ? "class java.lang.Object" : primitiveName(code)));
        }

        public boolean defaulted(String name) {
            for (ObjectStreamField f : desc.fields()) {
                if (f.getName().equals(name)) return false;
            }
            if (desc.localDesc != null && desc.localDesc.getField(name) != null) return true;
            throw new IllegalArgumentException("no such field " + name + " with type null");
        }

        public boolean get(String name, boolean val) {
            int i = index(name, 'Z');
            return i < 0 ? val : (Boolean) vals[i];
        }

        public byte get(String name, byte val) {
            int i = index(name, 'B');
            return i < 0 ? val : (Byte) vals[i];
        }

        public char get(String name, char val) {
            int i = index(name, 'C');
            return i < 0 ? val : (Character) vals[i];
        }

        public short get(String name, short val) {
            int i = index(name, 'S');
            return i < 0 ? val : (Short) vals[i];
        }

        public int get(String name, int val) {
            int i = index(name, 'I');
            return i < 0 ? val : (Integer) vals[i];
        }

        public long get(String name, long val) {
            int i = index(name, 'J');
            return i < 0 ? val : (Long) vals[i];
        }

        public float get(String name, float val) {
            int i = index(name, 'F');
            return i < 0 ? val : (Float) vals[i];
        }

        public double get(String name, double val) {
            int i = index(name, 'D');
            return i < 0 ? val : (Double) vals[i];
        }

        public Object get(String name, Object val) {
            int i = index(name, 'L');
            return i < 0 ? val : vals[i];
        }
    }
}
