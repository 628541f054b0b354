/* java.util.RandomAccess: marker for lists with constant-time get(int). */
package java.util;

public interface RandomAccess {
}
