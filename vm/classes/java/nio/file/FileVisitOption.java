/* java.nio.file.FileVisitOption. */
package java.nio.file;

public enum FileVisitOption {
    FOLLOW_LINKS;
}
