/* java.lang.ref.PhantomReference: get() is always null; cleared and queued when its referent dies. */
package java.lang.ref;

public class PhantomReference<T> extends Reference<T> {
    public PhantomReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }

    @Override
    public T get() {
        return null;
    }
}
