/* java.util.EventListener: the tagging interface of event listeners. */
package java.util;

public interface EventListener {
}
