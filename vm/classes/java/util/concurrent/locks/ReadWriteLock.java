/* java.util.concurrent.locks.ReadWriteLock: a pair of locks. */
package java.util.concurrent.locks;

public interface ReadWriteLock {
    Lock readLock();

    Lock writeLock();
}
