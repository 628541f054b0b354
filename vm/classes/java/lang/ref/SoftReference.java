/*
 * java.lang.ref.SoftReference: kept by every collection except the last
 * try before OutOfMemoryError, which clears them all (gc.c).
 */
package java.lang.ref;

public class SoftReference<T> extends Reference<T> {
    public SoftReference(T referent) {
        super(referent);
    }

    public SoftReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }

    @Override
    public T get() {
        return super.get();
    }
}
