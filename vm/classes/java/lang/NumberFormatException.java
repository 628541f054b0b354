/* java.lang.NumberFormatException; forInputString builds the JDK 17 message. */
package java.lang;

public class NumberFormatException extends IllegalArgumentException {
    public NumberFormatException() {
        super();
    }

    public NumberFormatException(String s) {
        super(s);
    }

    static NumberFormatException forInputString(String s, int radix) {
        StringBuilder sb = new StringBuilder("For input string: \"").append(s).append('"');
        if (radix != 10) {
            sb.append(" under radix ").append(radix);
        }
        return new NumberFormatException(sb.toString());
    }

    static NumberFormatException forInputString(String s) {
        return forInputString(s, 10);
    }
}
