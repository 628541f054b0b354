/* java.lang.ThreadDeath: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class ThreadDeath extends Error {
    public ThreadDeath() {
        super();
    }
}
