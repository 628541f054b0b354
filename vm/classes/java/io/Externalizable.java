/* java.io.Externalizable: a class that writes and reads its whole state itself; read needs a public no-arg constructor. */
package java.io;

public interface Externalizable extends Serializable {
    void writeExternal(ObjectOutput out) throws IOException;

    void readExternal(ObjectInput in) throws IOException, ClassNotFoundException;
}
