/* java.nio.file.attribute.BasicFileAttributeView. */
package java.nio.file.attribute;

import java.io.IOException;

public interface BasicFileAttributeView extends AttributeView {
    String name();

    BasicFileAttributes readAttributes() throws IOException;

    void setTimes(FileTime lastModifiedTime, FileTime lastAccessTime, FileTime createTime) throws IOException;
}
