/* Formatter error: an argument index (n$) below 1 or not an int. */
package java.util;

class IllegalFormatArgumentIndexException extends IllegalFormatException {
    private final int illegalIndex;

    IllegalFormatArgumentIndexException(int index) {
        illegalIndex = index;
    }

    int getArgumentIndex() {
        return illegalIndex;
    }

    @Override
    public String getMessage() {
        if (illegalIndex == Integer.MIN_VALUE) {
            return "Format argument index: (not representable as int)";
        }
        return "Illegal format argument index = " + illegalIndex;
    }
}
