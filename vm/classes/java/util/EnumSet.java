/* java.util.EnumSet: a set of one enum type's constants as a bit per ordinal (in a
 * long[]), iterating in declaration order.  The factories are the only constructors. */
package java.util;

public abstract class EnumSet<E extends Enum<E>> extends AbstractSet<E> implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 1009687484059888093L;

    final transient Class<E> elementType;
    final transient E[] universe;

    EnumSet(Class<E> elementType, E[] universe) {
        this.elementType = elementType;
        this.universe = universe;
    }

    public static <E extends Enum<E>> EnumSet<E> noneOf(Class<E> elementType) {
        E[] universe = elementType.getEnumConstants();
        if (universe == null) {
            throw new ClassCastException(elementType + " not an enum");
        }
        return new BitEnumSet<>(elementType, universe);
    }

    public static <E extends Enum<E>> EnumSet<E> allOf(Class<E> elementType) {
        EnumSet<E> result = noneOf(elementType);
        result.addAll();
        return result;
    }

    abstract void addAll();

    abstract void addRange(E from, E to);

    abstract void complement();

    public static <E extends Enum<E>> EnumSet<E> copyOf(EnumSet<E> s) {
        return s.clone();
    }

    public static <E extends Enum<E>> EnumSet<E> copyOf(Collection<E> c) {
        if (c instanceof EnumSet) {
            return ((EnumSet<E>) c).clone();
        }
        if (c.isEmpty()) {
            throw new IllegalArgumentException("Collection is empty");
        }
        Iterator<E> i = c.iterator();
        E first = i.next();
        EnumSet<E> result = EnumSet.of(first);
        while (i.hasNext()) {
            result.add(i.next());
        }
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> complementOf(EnumSet<E> s) {
        EnumSet<E> result = copyOf(s);
        result.complement();
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e) {
        EnumSet<E> result = noneOf(e.getDeclaringClass());
        result.add(e);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2) {
        EnumSet<E> result = noneOf(e1.getDeclaringClass());
        result.add(e1);
        result.add(e2);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3) {
        EnumSet<E> result = noneOf(e1.getDeclaringClass());
        result.add(e1);
        result.add(e2);
        result.add(e3);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3, E e4) {
        EnumSet<E> result = noneOf(e1.getDeclaringClass());
        result.add(e1);
        result.add(e2);
        result.add(e3);
        result.add(e4);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3, E e4, E e5) {
        EnumSet<E> result = noneOf(e1.getDeclaringClass());
        result.add(e1);
        result.add(e2);
        result.add(e3);
        result.add(e4);
        result.add(e5);
        return result;
    }

    @SafeVarargs
    public static <E extends Enum<E>> EnumSet<E> of(E first, E... rest) {
        EnumSet<E> result = noneOf(first.getDeclaringClass());
        result.add(first);
        for (E e : rest) {
            result.add(e);
        }
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> range(E from, E to) {
        if (from.compareTo(to) > 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        EnumSet<E> result = noneOf(from.getDeclaringClass());
        result.addRange(from, to);
        return result;
    }

    @SuppressWarnings("unchecked")
    public EnumSet<E> clone() {
        try {
            return (EnumSet<E>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }

    /* ---- serialization: as the JDK, through a proxy holding the element
     * type and the elements; the set itself is never read directly ---- */

    private static class SerializationProxy<E extends Enum<E>> implements java.io.Serializable {
        private static final long serialVersionUID = 362491234563181265L;

        private final Class<E> elementType;
        private final Enum<?>[] elements;

        SerializationProxy(EnumSet<E> set) {
            elementType = set.elementType;
            elements = set.toArray(new Enum<?>[0]);
        }

        @SuppressWarnings("unchecked")
        private Object readResolve() {
            EnumSet<E> result = EnumSet.noneOf(elementType);
            for (Enum<?> e : elements) {
                result.add((E) e);
            }
            return result;
        }
    }

    Object writeReplace() {
        return new SerializationProxy<>(this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Proxy required");
    }

    static final class BitEnumSet<E extends Enum<E>> extends EnumSet<E> {
        private static final long serialVersionUID = 3411599620347842686L;
        private long[] bits;
        private int size;

        BitEnumSet(Class<E> elementType, E[] universe) {
            super(elementType, universe);
            bits = new long[(universe.length + 63) >>> 6];
        }

        private void typeCheck(E e) {
            Class<?> eClass = e.getClass();
            if (eClass != elementType && eClass.getSuperclass() != elementType) {
                throw new ClassCastException(eClass + " != " + elementType);
            }
        }

        private boolean has(int i) {
            return (bits[i >>> 6] & (1L << i)) != 0;
        }

        void addAll() {
            for (int i = 0; i < universe.length; i++) {
                bits[i >>> 6] |= 1L << i;
            }
            size = universe.length;
        }

        void addRange(E from, E to) {
            for (int i = from.ordinal(); i <= to.ordinal(); i++) {
                if (!has(i)) {
                    bits[i >>> 6] |= 1L << i;
                    size++;
                }
            }
        }

        void complement() {
            for (int i = 0; i < universe.length; i++) {
                bits[i >>> 6] ^= 1L << i;
            }
            size = universe.length - size;
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                int next = advance(0);
                int lastReturned = -1;

                private int advance(int from) {
                    while (from < universe.length && !has(from)) {
                        from++;
                    }
                    return from;
                }

                public boolean hasNext() {
                    next = advance(next);
                    return next < universe.length;
                }

                public E next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException();
                    }
                    lastReturned = next++;
                    return universe[lastReturned];
                }

                public void remove() {
                    if (lastReturned < 0) {
                        throw new IllegalStateException();
                    }
                    if (has(lastReturned)) {
                        bits[lastReturned >>> 6] &= ~(1L << lastReturned);
                        size--;
                    }
                    lastReturned = -1;
                }
            };
        }

        public int size() {
            return size;
        }

        public boolean isEmpty() {
            return size == 0;
        }

        public boolean contains(Object e) {
            if (e == null) {
                return false;
            }
            Class<?> eClass = e.getClass();
            if (eClass != elementType && eClass.getSuperclass() != elementType) {
                return false;
            }
            return has(((Enum<?>) e).ordinal());
        }

        public boolean add(E e) {
            typeCheck(e);
            int i = e.ordinal();
            if (has(i)) {
                return false;
            }
            bits[i >>> 6] |= 1L << i;
            size++;
            return true;
        }

        public boolean remove(Object e) {
            if (!contains(e)) {
                return false;
            }
            int i = ((Enum<?>) e).ordinal();
            bits[i >>> 6] &= ~(1L << i);
            size--;
            return true;
        }

        public void clear() {
            Arrays.fill(bits, 0L);
            size = 0;
        }

        public BitEnumSet<E> clone() {
            BitEnumSet<E> result = (BitEnumSet<E>) super.clone();
            result.bits = bits.clone();
            return result;
        }
    }
}
