/*
 * java.util.CollSer: the serial proxy of the unmodifiable collections of
 * List.of, Set.of and Map.of, in the JDK's form -- a tag (1 list, 2 set,
 * 3 map) and then the length and the elements (a map's as key, value,
 * key, value...).  Reading makes the collection again through the same
 * factories, which reject nulls and duplicates as they always do.
 */
package java.util;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamException;
import java.io.Serializable;

final class CollSer implements Serializable {
    private static final long serialVersionUID = 6309168927139932177L;

    static final int IMM_LIST = 1;
    static final int IMM_SET = 2;
    static final int IMM_MAP = 3;

    private final int tag;
    private transient Object[] array;

    CollSer(int tag, Object... array) {
        this.tag = tag;
        this.array = array;
    }

    private void writeObject(ObjectOutputStream s) throws IOException {
        s.defaultWriteObject();
        s.writeInt(array.length);
        for (Object o : array) {
            s.writeObject(o);
        }
    }

    private void readObject(ObjectInputStream s) throws IOException, ClassNotFoundException {
        s.defaultReadObject();
        int len = s.readInt();
        if (len < 0) {
            throw new InvalidObjectException("negative length " + len);
        }
        Object[] a = new Object[len];
        for (int i = 0; i < len; i++) {
            a[i] = s.readObject();
        }
        array = a;
    }

    private Object readResolve() throws ObjectStreamException {
        try {
            if (array == null) {
                throw new InvalidObjectException("null array");
            }
            switch (tag & 0xff) {
            case IMM_LIST:
                return List.of(array);
            case IMM_SET:
                return Set.of(array);
            case IMM_MAP:
                if (array.length % 2 != 0) {
                    throw new InvalidObjectException("odd number of elements in map");
                }
                @SuppressWarnings("unchecked")
                Map.Entry<Object, Object>[] es = new Map.Entry[array.length / 2];
                for (int i = 0; i < es.length; i++) {
                    es[i] = Map.entry(array[2 * i], array[2 * i + 1]);
                }
                return Map.ofEntries(es);
            default:
                throw new InvalidObjectException(String.format("invalid flags 0x%x", tag));
            }
        } catch (NullPointerException | IllegalArgumentException ex) {
            InvalidObjectException ioe = new InvalidObjectException("invalid object");
            ioe.initCause(ex);
            throw ioe;
        }
    }
}
