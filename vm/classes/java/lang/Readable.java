/* java.lang.Readable (CharBuffer arrives with java.nio; only the type exists). */
package java.lang;

public interface Readable {
}
