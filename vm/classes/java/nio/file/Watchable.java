/* java.nio.file.Watchable: Lantern has no watch service; the type is here for Path. */
package java.nio.file;

public interface Watchable {
}
