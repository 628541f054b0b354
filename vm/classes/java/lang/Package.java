/* java.lang.Package: placeholder type until packages are reflected (Class.getPackage returns null). */
package java.lang;

public class Package {
    private Package() {}
}
