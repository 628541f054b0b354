/*
 * java.io.LibrarySerialForms: the JDK's serial forms of the common
 * java.util collections, written and read for the library's classes that
 * do not declare writeObject/readObject hooks themselves (a class that
 * does uses its own).  ObjectStreamClass marks such a class slice as
 * having custom data (SC_WRITE_METHOD), as the JDK's classes do, so the
 * bytes equal the JDK's; the internal state the forms need (HashMap's
 * table and threshold) is read reflectively.
 *
 * Forms (after the default fields): ArrayList, LinkedList, ArrayDeque:
 * int (size or capacity), elements.  HashMap: int buckets, int size, key
 * and value pairs in iteration order.  HashSet: int capacity, float load
 * factor, int size, elements.  TreeMap: int size, pairs.  TreeSet:
 * comparator, int size, elements.  StringBuilder: int length, char[]
 * (maybe longer than length).  StringBuffer: the fields count, shared,
 * value of its serialPersistentFields, through PutField/GetField.
 */
package java.io;

import java.lang.reflect.Field;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

final class LibrarySerialForms {
    private LibrarySerialForms() {
    }

    static boolean handles(Class<?> c) {
        return c == StringBuilder.class || c == StringBuffer.class || c == ArrayList.class || c == LinkedList.class || c == ArrayDeque.class || c == HashMap.class
                || c == HashSet.class || c == TreeMap.class || c == TreeSet.class;
    }

    /* A new empty instance for reading, when the class is the library's own. */
    static Object newInstance(Class<?> c) {
        if (c == StringBuilder.class) return new StringBuilder();
        if (c == StringBuffer.class) return new StringBuffer();
        if (c == ArrayList.class) return new ArrayList<Object>();
        if (c == LinkedList.class) return new LinkedList<Object>();
        if (c == ArrayDeque.class) return new ArrayDeque<Object>();
        if (c == HashMap.class) return new HashMap<Object, Object>();
        if (c == LinkedHashMap.class) return new LinkedHashMap<Object, Object>();
        if (c == HashSet.class) return new HashSet<Object>();
        if (c == LinkedHashSet.class) return new LinkedHashSet<Object>();
        if (c == TreeMap.class) return new TreeMap<Object, Object>();
        if (c == TreeSet.class) return new TreeSet<Object>();
        return null;
    }

    private static Field field(Class<?> c, String name) {
        try {
            Field f = c.getDeclaredField(name);
            f.setAccessible(true);
            return f;
        } catch (NoSuchFieldException e) {
            throw new InternalError(c.getName() + "." + name);
        }
    }

    private static Object get(Class<?> c, String name, Object obj) {
        try {
            return field(c, name).get(obj);
        } catch (IllegalAccessException e) {
            throw new InternalError(e);
        }
    }

    private static void set(Class<?> c, String name, Object obj, Object v) {
        try {
            field(c, name).set(obj, v);
        } catch (IllegalAccessException e) {
            throw new InternalError(e);
        }
    }

    /* HashMap's capacity as its writeObject reports it. */
    private static int capacity(HashMap<?, ?> m) {
        Object[] table = (Object[]) get(HashMap.class, "table", m);
        if (table != null) return table.length;
        int thr = (Integer) get(HashMap.class, "threshold", m);
        return thr > 0 ? thr : 16;
    }

    private static float loadFactor(HashMap<?, ?> m) {
        return (Float) get(HashMap.class, "loadFactor", m);
    }

    /* StringBuffer's serial fields, in the stream's order. */
    static ObjectStreamField[] stringBufferFields() {
        ObjectStreamField[] f = {new ObjectStreamField("value", char[].class), new ObjectStreamField("count", Integer.TYPE),
            new ObjectStreamField("shared", Boolean.TYPE)};
        ObjectStreamClass.sort(f);
        return f;
    }

    static void write(Class<?> slot, Object obj, ObjectOutputStream out) throws IOException {
        if (slot == StringBuffer.class) {
            StringBuffer sb = (StringBuffer) obj;
            ObjectOutputStream.PutField pf = out.putFields();
            /* the JDK writes the whole buffer, capacity() chars */
            char[] v = new char[Math.max(sb.capacity(), sb.length())];
            sb.getChars(0, sb.length(), v, 0);
            pf.put("value", v);
            pf.put("count", sb.length());
            pf.put("shared", false);
            out.writeFields();
            return;
        }
        out.defaultWriteObject();
        if (slot == StringBuilder.class) {
            StringBuilder sb = (StringBuilder) obj;
            char[] v = new char[Math.max(sb.capacity(), sb.length())];
            sb.getChars(0, sb.length(), v, 0);
            out.writeInt(sb.length());
            out.writeObject(v);
            return;
        }
        if (slot == ArrayList.class || slot == LinkedList.class || slot == ArrayDeque.class) {
            Collection<?> c = (Collection<?>) obj;
            out.writeInt(c.size());
            for (Object e : c) out.writeObject(e);
        } else if (slot == HashMap.class) {
            HashMap<?, ?> m = (HashMap<?, ?>) obj;
            out.writeInt(capacity(m));
            out.writeInt(m.size());
            for (Map.Entry<?, ?> e : m.entrySet()) {
                out.writeObject(e.getKey());
                out.writeObject(e.getValue());
            }
        } else if (slot == HashSet.class) {
            HashMap<?, ?> m = (HashMap<?, ?>) get(HashSet.class, "map", obj);
            out.writeInt(capacity(m));
            out.writeFloat(loadFactor(m));
            out.writeInt(m.size());
            for (Object e : m.keySet()) out.writeObject(e);
        } else if (slot == TreeMap.class) {
            TreeMap<?, ?> m = (TreeMap<?, ?>) obj;
            out.writeInt(m.size());
            for (Map.Entry<?, ?> e : m.entrySet()) {
                out.writeObject(e.getKey());
                out.writeObject(e.getValue());
            }
        } else if (slot == TreeSet.class) {
            TreeSet<?> s = (TreeSet<?>) obj;
            out.writeObject(s.comparator());
            out.writeInt(s.size());
            for (Object e : s) out.writeObject(e);
        }
    }

    /* An instance of a user subclass was made without the library class's
     * constructor: give the slot's own fields the state a fresh instance has. */
    private static void initFields(Class<?> slot, Object obj) {
        Object fresh = newInstance(slot);
        try {
            for (Field f : slot.getDeclaredFields()) {
                if ((f.getModifiers() & java.lang.reflect.Modifier.STATIC) != 0) continue;
                f.setAccessible(true);
                f.set(obj, f.get(fresh));
            }
        } catch (IllegalAccessException e) {
            throw new InternalError(e);
        }
    }

    @SuppressWarnings("unchecked")
    static void read(Class<?> slot, Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
        if (obj.getClass() != slot) initFields(slot, obj);
        ObjectInputStream.GetField fields = in.readFields();
        if (slot == StringBuffer.class) {
            char[] v = (char[]) fields.get("value", null);
            int count = fields.get("count", 0);
            if (v == null || count < 0 || count > v.length) throw new StreamCorruptedException("count value invalid");
            StringBuffer sb = (StringBuffer) obj;
            sb.setLength(0);
            sb.append(v, 0, count);
        } else if (slot == StringBuilder.class) {
            int count = in.readInt();
            char[] v = (char[]) in.readObject();
            if (count < 0 || count > v.length) throw new StreamCorruptedException("count value invalid");
            StringBuilder sb = (StringBuilder) obj;
            sb.setLength(0);
            sb.append(v, 0, count);
        } else if (slot == ArrayList.class) {
            int size = fields.get("size", 0);
            in.readInt();
            ArrayList<Object> l = (ArrayList<Object>) obj;
            l.clear();
            l.ensureCapacity(size);
            for (int i = 0; i < size; i++) l.add(in.readObject());
        } else if (slot == LinkedList.class || slot == ArrayDeque.class) {
            int size = in.readInt();
            Collection<Object> c = (Collection<Object>) obj;
            c.clear();
            for (int i = 0; i < size; i++) c.add(in.readObject());
        } else if (slot == HashMap.class) {
            HashMap<Object, Object> m = (HashMap<Object, Object>) obj;
            float lf = fields.get("loadFactor", 0.75f);
            int streamThreshold = fields.get("threshold", 0);
            in.readInt();
            int mappings = in.readInt();
            if (mappings < 0) throw new InvalidObjectException("Illegal mappings count: " + mappings);
            if (lf <= 0 || Float.isNaN(lf)) throw new InvalidObjectException("Illegal load factor: " + lf);
            m.clear();
            set(HashMap.class, "table", m, null);
            set(HashMap.class, "loadFactor", m, lf);
            if (mappings == 0) {
                set(HashMap.class, "threshold", m, streamThreshold);
                return;
            }
            /* the JDK sizes the table for the mappings read */
            float clf = Math.min(Math.max(0.25f, lf), 4.0f);
            float fc = (float) mappings / clf + 1.0f;
            int cap = fc < 16 ? 16 : fc >= (1 << 30) ? (1 << 30) : tableSizeFor((int) fc);
            set(HashMap.class, "threshold", m, cap);
            for (int i = 0; i < mappings; i++) {
                Object k = in.readObject();
                Object v = in.readObject();
                m.put(k, v);
            }
        } else if (slot == HashSet.class) {
            int capacity = in.readInt();
            if (capacity < 0) throw new InvalidObjectException("Illegal capacity: " + capacity);
            float lf = in.readFloat();
            if (lf <= 0 || Float.isNaN(lf)) throw new InvalidObjectException("Illegal load factor: " + lf);
            int size = in.readInt();
            if (size < 0) throw new InvalidObjectException("Illegal size: " + size);
            capacity = (int) Math.min(size * Math.min(1 / lf, 4.0f), (float) (1 << 30));
            HashMap<Object, Object> m = obj instanceof LinkedHashSet ? new LinkedHashMap<>(capacity, lf)
                    : new HashMap<>(capacity, lf);
            set(HashSet.class, "map", obj, m);
            HashSet<Object> hs = (HashSet<Object>) obj;
            for (int i = 0; i < size; i++) hs.add(in.readObject());
        } else if (slot == TreeMap.class) {
            TreeMap<Object, Object> m = (TreeMap<Object, Object>) obj;
            m.clear();
            set(TreeMap.class, "comparator", m, fields.get("comparator", null));
            int size = in.readInt();
            for (int i = 0; i < size; i++) {
                Object k = in.readObject();
                m.put(k, in.readObject());
            }
        } else if (slot == TreeSet.class) {
            Comparator<Object> c = (Comparator<Object>) in.readObject();
            TreeSet<Object> s = (TreeSet<Object>) obj;
            TreeMap<Object, Object> m = new TreeMap<>(c);
            set(TreeSet.class, "m", s, m);
            int size = in.readInt();
            for (int i = 0; i < size; i++) s.add(in.readObject());
        }
    }

    private static int tableSizeFor(int c) {
        int n = -1 >>> Integer.numberOfLeadingZeros(c - 1);
        return n < 0 ? 1 : n >= (1 << 30) ? (1 << 30) : n + 1;
    }
}
