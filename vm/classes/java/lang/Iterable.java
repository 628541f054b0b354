/* java.lang.Iterable: the enhanced-for contract (forEach/spliterator later). */
package java.lang;

import java.util.Iterator;

public interface Iterable<T> {
    Iterator<T> iterator();
}
