/*
 * java.math.MathContext: a precision in decimal digits (0 = unlimited) and
 * the RoundingMode BigDecimal's context-taking operations apply.  Immutable;
 * toString is the form the String constructor parses back.
 */
package java.math;

public final class MathContext implements java.io.Serializable {
    private static final long serialVersionUID = 5579720004786848255L;

    public static final MathContext UNLIMITED = new MathContext(0, RoundingMode.HALF_UP);
    public static final MathContext DECIMAL32 = new MathContext(7, RoundingMode.HALF_EVEN);
    public static final MathContext DECIMAL64 = new MathContext(16, RoundingMode.HALF_EVEN);
    public static final MathContext DECIMAL128 = new MathContext(34, RoundingMode.HALF_EVEN);

    private final int precision;
    private final RoundingMode roundingMode;

    public MathContext(int setPrecision) {
        this(setPrecision, RoundingMode.HALF_UP);
    }

    public MathContext(int setPrecision, RoundingMode setRoundingMode) {
        if (setPrecision < 0) {
            throw new IllegalArgumentException("Digits < 0");
        }
        if (setRoundingMode == null) {
            throw new NullPointerException("null RoundingMode");
        }
        precision = setPrecision;
        roundingMode = setRoundingMode;
    }

    /* Exactly "precision=<digits> roundingMode=<mode name>", else "bad string format". */
    public MathContext(String val) {
        if (val == null) {
            throw new NullPointerException("null String");
        }
        int p;
        RoundingMode m;
        try {
            if (!val.startsWith("precision=")) {
                throw new RuntimeException();
            }
            int space = val.indexOf(' ');
            p = Integer.parseInt(val.substring(10, space));
            if (!val.startsWith("roundingMode=", space + 1)) {
                throw new RuntimeException();
            }
            m = RoundingMode.valueOf(val.substring(space + 14));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("bad string format");
        }
        if (p < 0) {
            throw new IllegalArgumentException("Digits < 0");
        }
        precision = p;
        roundingMode = m;
    }

    public int getPrecision() {
        return precision;
    }

    public RoundingMode getRoundingMode() {
        return roundingMode;
    }

    public boolean equals(Object x) {
        return x instanceof MathContext mc && mc.precision == precision && mc.roundingMode == roundingMode;
    }

    public int hashCode() {
        return roundingMode.ordinal() * 59 + (precision << 2);
    }

    public String toString() {
        return "precision=" + precision + " roundingMode=" + roundingMode;
    }
}
