/* Objects that format themselves for %s: Formatter calls formatTo with the FormattableFlags, width and precision. */
package java.util;

public interface Formattable {
    void formatTo(Formatter formatter, int flags, int width, int precision);
}
