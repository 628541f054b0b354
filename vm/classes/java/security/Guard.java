/*
 * java.security.Guard: an object that decides whether another may be had.
 */
package java.security;

public interface Guard {
    void checkGuard(Object object) throws SecurityException;
}
