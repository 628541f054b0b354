/*
 * java.util.concurrent.atomic.AtomicReferenceFieldUpdater: CAS on a named
 * volatile reference field of any instance of a class, through the
 * field's Unsafe offset.  Checked when made (declared in the class, of
 * exactly the given type, volatile; the JDK's messages); each operation
 * checks the object's class and the new value's type (ClassCastException).
 * The JDK's caller access checks are not made.
 */
package java.util.concurrent.atomic;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import jdk.internal.misc.Unsafe;

public abstract class AtomicReferenceFieldUpdater<T, V> {
    public static <U, W> AtomicReferenceFieldUpdater<U, W> newUpdater(Class<U> tclass, Class<W> vclass, String fieldName) {
        return new Impl<U, W>(tclass, vclass, fieldName);
    }

    protected AtomicReferenceFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, V expect, V update);

    public abstract boolean weakCompareAndSet(T obj, V expect, V update);

    public abstract void set(T obj, V newValue);

    public abstract void lazySet(T obj, V newValue);

    public abstract V get(T obj);

    public V getAndSet(T obj, V newValue) {
        V prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public final V getAndUpdate(T obj, UnaryOperator<V> updateFunction) {
        V prev;
        V next;
        do {
            prev = get(obj);
            next = updateFunction.apply(prev);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final V updateAndGet(T obj, UnaryOperator<V> updateFunction) {
        V prev;
        V next;
        do {
            prev = get(obj);
            next = updateFunction.apply(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final V getAndAccumulate(T obj, V x, BinaryOperator<V> accumulatorFunction) {
        V prev;
        V next;
        do {
            prev = get(obj);
            next = accumulatorFunction.apply(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final V accumulateAndGet(T obj, V x, BinaryOperator<V> accumulatorFunction) {
        V prev;
        V next;
        do {
            prev = get(obj);
            next = accumulatorFunction.apply(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    @SuppressWarnings("unchecked")
    private static final class Impl<T, V> extends AtomicReferenceFieldUpdater<T, V> {
        private static final Unsafe U = Unsafe.getUnsafe();
        private final long offset;
        private final Class<T> tclass;
        private final Class<V> vclass;

        Impl(Class<T> tclass, Class<V> vclass, String fieldName) {
            Field field;
            try {
                field = tclass.getDeclaredField(fieldName);
            } catch (NoSuchFieldException e) {
                throw new RuntimeException(e);
            }
            if (vclass != field.getType()) {
                throw new ClassCastException();
            }
            if (vclass.isPrimitive()) {
                throw new IllegalArgumentException("Must be reference type");
            }
            int modifiers = field.getModifiers();
            if (!Modifier.isVolatile(modifiers)) {
                throw new IllegalArgumentException("Must be volatile type");
            }
            if (Modifier.isStatic(modifiers)) {
                throw new IllegalArgumentException();
            }
            this.tclass = tclass;
            this.vclass = vclass;
            this.offset = U.objectFieldOffset(tclass, fieldName);
        }

        private void check(T obj) {
            if (!tclass.isInstance(obj)) {
                throw new ClassCastException();
            }
        }

        private void checkValue(V v) {
            if (v != null && !vclass.isInstance(v)) {
                throw new ClassCastException();
            }
        }

        public boolean compareAndSet(T obj, V expect, V update) {
            check(obj);
            checkValue(update);
            return U.compareAndSetReference(obj, offset, expect, update);
        }

        public boolean weakCompareAndSet(T obj, V expect, V update) {
            return compareAndSet(obj, expect, update);
        }

        public void set(T obj, V newValue) {
            check(obj);
            checkValue(newValue);
            U.putReferenceVolatile(obj, offset, newValue);
        }

        public void lazySet(T obj, V newValue) {
            set(obj, newValue);
        }

        public V get(T obj) {
            check(obj);
            return (V) U.getReferenceVolatile(obj, offset);
        }

        public V getAndSet(T obj, V newValue) {
            check(obj);
            checkValue(newValue);
            return (V) U.getAndSetReference(obj, offset, newValue);
        }
    }
}
