/* java.lang.Record: the superclass of records (their members come from ObjectMethods in the VM). */
package java.lang;

public abstract class Record {
    protected Record() {}

    @Override
    public abstract boolean equals(Object obj);

    @Override
    public abstract int hashCode();

    @Override
    public abstract String toString();
}
