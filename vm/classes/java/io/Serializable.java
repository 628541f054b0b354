/* java.io.Serializable: marker (object streams are a later issue). */
package java.io;

public interface Serializable {
}
