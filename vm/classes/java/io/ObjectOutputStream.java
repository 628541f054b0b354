/*
 * java.io.ObjectOutputStream: writes objects in the JDK's stream protocol
 * (magic 0xACED, version 5) so that the bytes equal the JDK's.
 *
 * Output goes through `buf` (1024 bytes, the protocol's largest block).
 * In block-data mode (primitive data written by the program or by
 * writeObject/writeExternal hooks) a drain frames the buffer as
 * TC_BLOCKDATA/TC_BLOCKDATALONG; otherwise it is written raw.  Switching
 * modes drains, so a top-level writeObject leaves every byte in the
 * underlying stream, while top-level primitives wait for flush/close or
 * the next object, as in the JDK.
 *
 * Every object, string, class and class descriptor written gets the next
 * handle (from baseWireHandle); writing it again writes TC_REFERENCE.
 * `subs` remembers writeReplace substitutions.  `curObj`/`curDesc` are
 * the object and class slice whose writeObject hook is running.
 */
package java.io;

public class ObjectOutputStream extends OutputStream implements ObjectOutput, ObjectStreamConstants {
    private static final int MAX_BLOCK = 1024;

    private final OutputStream out;
    private final byte[] buf = new byte[MAX_BLOCK];
    private int pos;
    private boolean blkmode;
    private int depth;
    private int protocol = PROTOCOL_VERSION_2;
    private boolean enableReplace;

    private Object[] handleKeys = new Object[64];
    private int[] handleVals = new int[64];
    private int handleCount;
    private Object[] subsKeys = new Object[16];
    private Object[] subsVals = new Object[16];
    private int subsCount;

    private Object curObj;
    private ObjectStreamClass curDesc;
    private PutFieldImpl curPut;

    public ObjectOutputStream(OutputStream out) throws IOException {
        if (out == null) throw new NullPointerException();
        this.out = out;
        writeStreamHeader();
        setBlockDataMode(true);
    }

    protected ObjectOutputStream() throws IOException {
        this.out = null;
    }

    protected void writeStreamHeader() throws IOException {
        writeRawShort(STREAM_MAGIC);
        writeRawShort(STREAM_VERSION);
    }

    public void useProtocolVersion(int version) throws IOException {
        if (handleCount != 0) throw new IllegalStateException("stream non-empty");
        if (version != PROTOCOL_VERSION_1 && version != PROTOCOL_VERSION_2) {
            throw new IllegalArgumentException("unknown version: " + version);
        }
        protocol = version;
    }

    /* ---- the buffer ------------------------------------------------------------ */

    private boolean setBlockDataMode(boolean mode) throws IOException {
        if (blkmode == mode) return blkmode;
        drainBuffer();
        blkmode = mode;
        return !blkmode;
    }

    private void drainBuffer() throws IOException {
        if (pos == 0) return;
        if (blkmode) {
            if (pos <= 0xFF) {
                out.write(TC_BLOCKDATA);
                out.write(pos);
            } else {
                out.write(TC_BLOCKDATALONG);
                out.write(pos >>> 24);
                out.write(pos >>> 16);
                out.write(pos >>> 8);
                out.write(pos);
            }
        }
        out.write(buf, 0, pos);
        pos = 0;
    }

    private void put(int b) throws IOException {
        if (pos >= MAX_BLOCK) drainBuffer();
        buf[pos++] = (byte) b;
    }

    private void put(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
            if (pos >= MAX_BLOCK) drainBuffer();
            int n = Math.min(len, MAX_BLOCK - pos);
            System.arraycopy(b, off, buf, pos, n);
            pos += n;
            off += n;
            len -= n;
        }
    }

    private void writeRawShort(int v) throws IOException {
        put(v >>> 8);
        put(v);
    }

    private void writeRawInt(int v) throws IOException {
        put(v >>> 24);
        put(v >>> 16);
        put(v >>> 8);
        put(v);
    }

    private void writeRawLong(long v) throws IOException {
        writeRawInt((int) (v >>> 32));
        writeRawInt((int) v);
    }

    private void writeRawUTF(String s) throws IOException {
        /* unlike DataOutputStream, the JDK's object stream gives no message */
        if (DataOutputStream.utfLength(s) > 0xFFFF) throw new UTFDataFormatException();
        byte[] b = DataOutputStream.encodeUTF(s);
        put(b, 0, b.length);
    }

    protected void drain() throws IOException {
        drainBuffer();
    }

    /* ---- primitive data (block mode at the top level and in hooks) ------------------- */

    public void write(int val) throws IOException {
        put(val);
    }

    public void write(byte[] b) throws IOException {
        put(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (b == null) throw new NullPointerException();
        if (off < 0 || len < 0 || len > b.length - off) throw new IndexOutOfBoundsException();
        put(b, off, len);
    }

    public void writeBoolean(boolean val) throws IOException {
        put(val ? 1 : 0);
    }

    public void writeByte(int val) throws IOException {
        put(val);
    }

    public void writeShort(int val) throws IOException {
        writeRawShort(val);
    }

    public void writeChar(int val) throws IOException {
        writeRawShort(val);
    }

    public void writeInt(int val) throws IOException {
        writeRawInt(val);
    }

    public void writeLong(long val) throws IOException {
        writeRawLong(val);
    }

    public void writeFloat(float val) throws IOException {
        writeRawInt(Float.floatToIntBits(val));
    }

    public void writeDouble(double val) throws IOException {
        writeRawLong(Double.doubleToLongBits(val));
    }

    public void writeBytes(String str) throws IOException {
        for (int i = 0; i < str.length(); i++) put(str.charAt(i));
    }

    public void writeChars(String str) throws IOException {
        for (int i = 0; i < str.length(); i++) writeRawShort(str.charAt(i));
    }

    public void writeUTF(String str) throws IOException {
        writeRawUTF(str);
    }

    public void flush() throws IOException {
        drainBuffer();
        out.flush();
    }

    public void close() throws IOException {
        flush();
        out.close();
    }

    public void reset() throws IOException {
        if (depth != 0) throw new IOException("stream active");
        boolean old = setBlockDataMode(false);
        put(TC_RESET);
        clear();
        setBlockDataMode(old);
    }

    private void clear() {
        java.util.Arrays.fill(handleKeys, null);
        handleCount = 0;
        java.util.Arrays.fill(subsKeys, 0, subsCount, null);
        java.util.Arrays.fill(subsVals, 0, subsCount, null);
        subsCount = 0;
    }

    /* ---- handles ------------------------------------------------------------------ */

    private int lookupHandle(Object obj) {
        int mask = handleKeys.length - 1;
        for (int i = System.identityHashCode(obj) & mask;; i = (i + 1) & mask) {
            Object k = handleKeys[i];
            if (k == null) return -1;
            if (k == obj) return handleVals[i];
        }
    }

    private void assignHandle(Object obj) {
        int h = handleCount++;
        if (obj == null) return;
        if (handleCount * 2 > handleKeys.length) {
            Object[] ok = handleKeys;
            int[] ov = handleVals;
            handleKeys = new Object[ok.length * 2];
            handleVals = new int[ok.length * 2];
            for (int i = 0; i < ok.length; i++) {
                if (ok[i] != null) insert(ok[i], ov[i]);
            }
        }
        insert(obj, h);
    }

    private void insert(Object obj, int h) {
        int mask = handleKeys.length - 1;
        int i = System.identityHashCode(obj) & mask;
        while (handleKeys[i] != null) i = (i + 1) & mask;
        handleKeys[i] = obj;
        handleVals[i] = h;
    }

    private Object lookupSub(Object obj) {
        for (int i = 0; i < subsCount; i++) {
            if (subsKeys[i] == obj) return subsVals[i];
        }
        return obj;
    }

    private void assignSub(Object orig, Object rep) {
        if (subsCount == subsKeys.length) {
            subsKeys = java.util.Arrays.copyOf(subsKeys, subsCount * 2);
            subsVals = java.util.Arrays.copyOf(subsVals, subsCount * 2);
        }
        subsKeys[subsCount] = orig;
        subsVals[subsCount++] = rep;
    }

    private void writeHandle(int h) throws IOException {
        put(TC_REFERENCE);
        writeRawInt(baseWireHandle + h);
    }

    /* ---- objects ---------------------------------------------------------------------- */

    public final void writeObject(Object obj) throws IOException {
        writeObjectOverride0(obj, false);
    }

    public void writeUnshared(Object obj) throws IOException {
        writeObjectOverride0(obj, true);
    }

    protected void writeObjectOverride(Object obj) throws IOException {
    }

    private void writeObjectOverride0(Object obj, boolean unshared) throws IOException {
        if (out == null) {
            writeObjectOverride(obj);
            return;
        }
        writeObject0(obj, unshared);
    }

    protected boolean enableReplaceObject(boolean enable) {
        boolean old = enableReplace;
        enableReplace = enable;
        return old;
    }

    protected Object replaceObject(Object obj) throws IOException {
        return obj;
    }

    protected void annotateClass(Class<?> cl) throws IOException {
    }

    protected void annotateProxyClass(Class<?> cl) throws IOException {
    }

    private void writeObject0(Object obj, boolean unshared) throws IOException {
        boolean oldMode = setBlockDataMode(false);
        depth++;
        try {
            obj = lookupSub(obj);
            if (obj == null) {
                put(TC_NULL);
                return;
            }
            int h;
            if (!unshared && (h = lookupHandle(obj)) != -1) {
                writeHandle(h);
                return;
            }
            if (obj instanceof Class) {
                writeClass((Class<?>) obj, unshared);
                return;
            }
            if (obj instanceof ObjectStreamClass) {
                writeClassDesc((ObjectStreamClass) obj, unshared);
                return;
            }
            Object orig = obj;
            Class<?> cl = obj.getClass();
            ObjectStreamClass desc;
            for (;;) {
                desc = ObjectStreamClass.lookup(cl, true);
                Class<?> repCl;
                if (!desc.hasWriteReplaceMethod() || (obj = desc.invokeWriteReplace(obj)) == null
                        || (repCl = obj.getClass()) == cl) {
                    break;
                }
                cl = repCl;
            }
            if (enableReplace) {
                Object rep = replaceObject(obj);
                if (rep != obj && rep != null) {
                    cl = rep.getClass();
                    desc = ObjectStreamClass.lookup(cl, true);
                }
                obj = rep;
            }
            if (obj != orig) {
                assignSub(orig, obj);
                if (obj == null) {
                    put(TC_NULL);
                    return;
                }
                if (!unshared && (h = lookupHandle(obj)) != -1) {
                    writeHandle(h);
                    return;
                }
                if (obj instanceof Class) {
                    writeClass((Class<?>) obj, unshared);
                    return;
                }
                if (obj instanceof ObjectStreamClass) {
                    writeClassDesc((ObjectStreamClass) obj, unshared);
                    return;
                }
            }
            if (obj instanceof String) {
                writeString((String) obj, unshared);
            } else if (cl.isArray()) {
                writeArray(obj, desc, unshared);
            } else if (obj instanceof Enum) {
                writeEnum((Enum<?>) obj, desc, unshared);
            } else if (obj instanceof Serializable) {
                writeOrdinaryObject(obj, desc, unshared);
            } else {
                throw new NotSerializableException(cl.getName());
            }
        } finally {
            depth--;
            setBlockDataMode(oldMode);
        }
    }

    private void writeClass(Class<?> cl, boolean unshared) throws IOException {
        put(TC_CLASS);
        writeClassDesc(ObjectStreamClass.lookup(cl, true), false);
        assignHandle(unshared ? null : cl);
    }

    private void writeClassDesc(ObjectStreamClass desc, boolean unshared) throws IOException {
        int h;
        if (desc == null) {
            put(TC_NULL);
        } else if (!unshared && (h = lookupHandle(desc)) != -1) {
            writeHandle(h);
        } else {
            put(TC_CLASSDESC);
            assignHandle(unshared ? null : desc);
            if (protocol == PROTOCOL_VERSION_1) {
                writeNonProxy(desc);
            } else {
                writeClassDescriptor(desc);
            }
            Class<?> cl = desc.forClass();
            setBlockDataMode(true);
            annotateClass(cl);
            setBlockDataMode(false);
            put(TC_ENDBLOCKDATA);
            writeClassDesc(desc.getSuperDesc(), false);
        }
    }

    protected void writeClassDescriptor(ObjectStreamClass desc) throws IOException {
        writeNonProxy(desc);
    }

    private void writeNonProxy(ObjectStreamClass desc) throws IOException {
        writeRawUTF(desc.getName());
        writeRawLong(desc.getSerialVersionUID());
        byte flags = desc.flags();
        if (desc.isExternalizable() && protocol == PROTOCOL_VERSION_1) flags &= ~SC_BLOCK_DATA;
        put(flags);
        ObjectStreamField[] fs = desc.fields();
        writeRawShort(fs.length);
        for (ObjectStreamField f : fs) {
            put(f.getTypeCode());
            writeRawUTF(f.getName());
            if (!f.isPrimitive()) writeTypeString(f.getSignature());
        }
    }

    private void writeTypeString(String s) throws IOException {
        int h;
        if (s == null) {
            put(TC_NULL);
        } else if ((h = lookupHandle(s)) != -1) {
            writeHandle(h);
        } else {
            writeString(s, false);
        }
    }

    private void writeString(String s, boolean unshared) throws IOException {
        assignHandle(unshared ? null : s);
        long len = DataOutputStream.utfLength(s);
        if (len <= 0xFFFF) {
            put(TC_STRING);
            writeRawUTF(s);
        } else {
            put(TC_LONGSTRING);
            writeRawLong(len);
            byte[] b = new byte[(int) len];
            DataOutputStream.putUTF(s, b, 0);
            put(b, 0, b.length);
        }
    }

    private void writeArray(Object array, ObjectStreamClass desc, boolean unshared) throws IOException {
        put(TC_ARRAY);
        writeClassDesc(desc, false);
        assignHandle(unshared ? null : array);
        Class<?> ct = array.getClass().getComponentType();
        if (ct.isPrimitive()) {
            if (ct == Integer.TYPE) {
                int[] a = (int[]) array;
                writeRawInt(a.length);
                for (int v : a) writeRawInt(v);
            } else if (ct == Byte.TYPE) {
                byte[] a = (byte[]) array;
                writeRawInt(a.length);
                put(a, 0, a.length);
            } else if (ct == Long.TYPE) {
                long[] a = (long[]) array;
                writeRawInt(a.length);
                for (long v : a) writeRawLong(v);
            } else if (ct == Float.TYPE) {
                float[] a = (float[]) array;
                writeRawInt(a.length);
                for (float v : a) writeRawInt(Float.floatToIntBits(v));
            } else if (ct == Double.TYPE) {
                double[] a = (double[]) array;
                writeRawInt(a.length);
                for (double v : a) writeRawLong(Double.doubleToLongBits(v));
            } else if (ct == Short.TYPE) {
                short[] a = (short[]) array;
                writeRawInt(a.length);
                for (short v : a) writeRawShort(v);
            } else if (ct == Character.TYPE) {
                char[] a = (char[]) array;
                writeRawInt(a.length);
                for (char v : a) writeRawShort(v);
            } else {
                boolean[] a = (boolean[]) array;
                writeRawInt(a.length);
                for (boolean v : a) put(v ? 1 : 0);
            }
        } else {
            Object[] a = (Object[]) array;
            writeRawInt(a.length);
            for (Object o : a) writeObject0(o, false);
        }
    }

    private void writeEnum(Enum<?> en, ObjectStreamClass desc, boolean unshared) throws IOException {
        put(TC_ENUM);
        ObjectStreamClass sdesc = desc.getSuperDesc();
        writeClassDesc(sdesc.forClass() == Enum.class ? desc : sdesc, false);
        assignHandle(unshared ? null : en);
        writeString(en.name(), false);
    }

    private void writeOrdinaryObject(Object obj, ObjectStreamClass desc, boolean unshared) throws IOException {
        put(TC_OBJECT);
        writeClassDesc(desc, false);
        assignHandle(unshared ? null : obj);
        if (desc.isExternalizable()) {
            writeExternalData((Externalizable) obj);
        } else {
            writeSerialData(obj, desc);
        }
    }

    private void writeExternalData(Externalizable obj) throws IOException {
        Object oldObj = curObj;
        ObjectStreamClass oldDesc = curDesc;
        PutFieldImpl oldPut = curPut;
        curObj = null;
        curDesc = null;
        curPut = null;
        try {
            if (protocol == PROTOCOL_VERSION_1) {
                obj.writeExternal(this);
            } else {
                setBlockDataMode(true);
                obj.writeExternal(this);
                setBlockDataMode(false);
                put(TC_ENDBLOCKDATA);
            }
        } finally {
            curObj = oldObj;
            curDesc = oldDesc;
            curPut = oldPut;
        }
    }

    /* The class slices from the topmost serializable superclass down. */
    static ObjectStreamClass[] layout(ObjectStreamClass desc) {
        int n = 0;
        for (ObjectStreamClass d = desc; d != null; d = d.getSuperDesc()) n++;
        ObjectStreamClass[] out = new ObjectStreamClass[n];
        for (ObjectStreamClass d = desc; d != null; d = d.getSuperDesc()) out[--n] = d;
        return out;
    }

    private void writeSerialData(Object obj, ObjectStreamClass desc) throws IOException {
        for (ObjectStreamClass slot : layout(desc)) {
            if (slot.hasWriteObjectMethod()) {
                Object oldObj = curObj;
                ObjectStreamClass oldDesc = curDesc;
                PutFieldImpl oldPut = curPut;
                curObj = obj;
                curDesc = slot;
                curPut = null;
                try {
                    setBlockDataMode(true);
                    slot.invokeWriteObject(obj, this);
                    setBlockDataMode(false);
                    put(TC_ENDBLOCKDATA);
                } finally {
                    curObj = oldObj;
                    curDesc = oldDesc;
                    curPut = oldPut;
                }
            } else {
                defaultWriteFields(obj, slot);
            }
        }
    }

    private void defaultWriteFields(Object obj, ObjectStreamClass desc) throws IOException {
        ObjectStreamField[] fs = desc.fields();
        Object[] vals = new Object[fs.length];
        try {
            for (int i = 0; i < fs.length; i++) {
                java.lang.reflect.Field f = fs[i].field;
                if (f == null) {
                    throw new InvalidClassException(desc.getName(), "unmatched serializable field(s) declared");
                }
                vals[i] = f.get(obj);
            }
        } catch (IllegalAccessException e) {
            throw new InternalError(e);
        }
        writeFieldValues(fs, vals);
    }

    private void writeFieldValues(ObjectStreamField[] fs, Object[] vals) throws IOException {
        for (int i = 0; i < fs.length; i++) {
            if (fs[i].isPrimitive()) writePrimitive(fs[i].getTypeCode(), vals[i]);
        }
        for (int i = 0; i < fs.length; i++) {
            if (!fs[i].isPrimitive()) writeObject0(vals[i], fs[i].isUnshared());
        }
    }

    private void writePrimitive(char code, Object v) throws IOException {
        switch (code) {
        case 'Z': put(((Boolean) v) ? 1 : 0); break;
        case 'B': put((Byte) v); break;
        case 'C': writeRawShort((Character) v); break;
        case 'S': writeRawShort((Short) v); break;
        case 'I': writeRawInt((Integer) v); break;
        case 'J': writeRawLong((Long) v); break;
        case 'F': writeRawInt(Float.floatToIntBits((Float) v)); break;
        default: writeRawLong(Double.doubleToLongBits((Double) v)); break;
        }
    }

    public void defaultWriteObject() throws IOException {
        if (curObj == null || curDesc == null) throw new NotActiveException("not in call to writeObject");
        setBlockDataMode(false);
        defaultWriteFields(curObj, curDesc);
        setBlockDataMode(true);
    }

    public ObjectOutputStream.PutField putFields() throws IOException {
        if (curPut == null) {
            if (curObj == null || curDesc == null) throw new NotActiveException("not in call to writeObject");
            curPut = new PutFieldImpl(curDesc);
        }
        return curPut;
    }

    public void writeFields() throws IOException {
        if (curPut == null) throw new NotActiveException("no current PutField object");
        setBlockDataMode(false);
        writeFieldValues(curPut.desc.fields(), curPut.vals);
        setBlockDataMode(true);
    }

    /* ---- PutField -------------------------------------------------------------------- */

    public abstract static class PutField {
        public PutField() {
        }

        public abstract void put(String name, boolean val);

        public abstract void put(String name, byte val);

        public abstract void put(String name, char val);

        public abstract void put(String name, short val);

        public abstract void put(String name, int val);

        public abstract void put(String name, long val);

        public abstract void put(String name, float val);

        public abstract void put(String name, double val);

        public abstract void put(String name, Object val);

        @Deprecated
        public abstract void write(ObjectOutput out) throws IOException;
    }

    private static final class PutFieldImpl extends PutField {
        final ObjectStreamClass desc;
        final Object[] vals;

        PutFieldImpl(ObjectStreamClass desc) {
            this.desc = desc;
            ObjectStreamField[] fs = desc.fields();
            vals = new Object[fs.length];
            for (int i = 0; i < fs.length; i++) vals[i] = ObjectInputStream.defaultValue(fs[i].getTypeCode());
        }

        private int index(String name, char code) {
            ObjectStreamField[] fs = desc.fields();
            for (int i = 0; i < fs.length; i++) {
                if (fs[i].getName().equals(name) && (code == 'L' ? !fs[i].isPrimitive() : fs[i].getTypeCode() == code)) {
                    return i;
                }
            }
            throw new IllegalArgumentException("no such field " + name + " with type " + (code == 'L' ? "class java.lang.Object" : ObjectInputStream.primitiveName(code)));
        }

        public void put(String name, boolean val) {
            vals[index(name, 'Z')] = val;
        }

        public void put(String name, byte val) {
            vals[index(name, 'B')] = val;
        }

        public void put(String name, char val) {
            vals[index(name, 'C')] = val;
        }

        public void put(String name, short val) {
            vals[index(name, 'S')] = val;
        }

        public void put(String name, int val) {
            vals[index(name, 'I')] = val;
        }

        public void put(String name, long val) {
            vals[index(name, 'J')] = val;
        }

        public void put(String name, float val) {
            vals[index(name, 'F')] = val;
        }

        public void put(String name, double val) {
            vals[index(name, 'D')] = val;
        }

        public void put(String name, Object val) {
            vals[index(name, 'L')] = val;
        }

        @Deprecated
        public void write(ObjectOutput out) throws IOException {
            throw new UnsupportedOperationException("PutField.write");
        }
    }
}
