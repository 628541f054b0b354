/* java.lang.Cloneable: marker checked by the VM's Object.clone. */
package java.lang;

public interface Cloneable {}
