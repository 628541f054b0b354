/* java.io.Serializable: marker (Lantern has no object streams). */
package java.io;

public interface Serializable {
}
