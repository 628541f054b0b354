/*
 * java.text.ChoiceFormat: picks a string by the interval a number falls in.
 * limits are ascending; "a<text" is stored as the next double above a, and
 * printed back as "a<" like the JDK's toPattern.
 */
package java.text;

import java.util.ArrayList;
import java.util.Arrays;

public class ChoiceFormat extends NumberFormat {
    private double[] choiceLimits;
    private String[] choiceFormats;

    public ChoiceFormat(String newPattern) {
        applyPattern(newPattern);
    }

    public ChoiceFormat(double[] limits, String[] formats) {
        setChoices(limits, formats);
    }

    public void applyPattern(String newPattern) {
        ArrayList<Double> limits = new ArrayList<>();
        ArrayList<String> formats = new ArrayList<>();
        StringBuilder num = new StringBuilder();
        StringBuilder text = new StringBuilder();
        boolean inText = false;
        boolean inQuote = false;
        double limit = 0;
        int n = newPattern.length();
        for (int i = 0; i < n; i++) {
            char c = newPattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < n && newPattern.charAt(i + 1) == '\'') {
                    (inText ? text : num).append('\'');
                    i++;
                } else {
                    inQuote = !inQuote;
                }
            } else if (inQuote) {
                (inText ? text : num).append(c);
            } else if (!inText && (c == '#' || c == '<' || c == '\u2264')) {
                String s = num.toString().trim();
                if (s.isEmpty()) {
                    throw new IllegalArgumentException("Each interval must contain a number before a format");
                }
                if (s.equals("\u221e")) {
                    limit = Double.POSITIVE_INFINITY;
                } else if (s.equals("-\u221e")) {
                    limit = Double.NEGATIVE_INFINITY;
                } else {
                    try {
                        limit = Double.parseDouble(s);
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("Each interval must contain a number before a format");
                    }
                }
                if (c == '<' && limit != Double.POSITIVE_INFINITY && limit != Double.NEGATIVE_INFINITY) {
                    limit = nextDouble(limit);
                }
                if (!limits.isEmpty() && limit <= limits.get(limits.size() - 1)) {
                    throw new IllegalArgumentException("Incorrect order of intervals, must be in ascending order");
                }
                num.setLength(0);
                inText = true;
            } else if (inText && c == '|') {
                limits.add(limit);
                formats.add(text.toString());
                text.setLength(0);
                inText = false;
            } else {
                (inText ? text : num).append(c);
            }
        }
        if (inText) {
            limits.add(limit);
            formats.add(text.toString());
        }
        choiceLimits = new double[limits.size()];
        for (int i = 0; i < choiceLimits.length; i++) {
            choiceLimits[i] = limits.get(i);
        }
        choiceFormats = formats.toArray(new String[0]);
    }

    public String toPattern() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < choiceLimits.length; i++) {
            if (i != 0) {
                sb.append('|');
            }
            double less = previousDouble(choiceLimits[i]);
            double tryLess = Math.abs(Math.IEEEremainder(choiceLimits[i], 1.0));
            double tryLessOrEqual = Math.abs(Math.IEEEremainder(less, 1.0));
            if (tryLess < tryLessOrEqual) {
                sb.append(choiceLimits[i]);
                sb.append('#');
            } else {
                if (Double.isInfinite(choiceLimits[i])) {
                    appendLimit(sb, choiceLimits[i]);
                } else {
                    sb.append(less);
                }
                sb.append('<');
            }
            String text = choiceFormats[i];
            boolean needQuote = text.indexOf('<') >= 0 || text.indexOf('#') >= 0
                || text.indexOf('\u2264') >= 0 || text.indexOf('|') >= 0;
            if (needQuote) {
                sb.append('\'');
            }
            if (text.indexOf('\'') < 0) {
                sb.append(text);
            } else {
                for (int j = 0; j < text.length(); j++) {
                    char c = text.charAt(j);
                    sb.append(c);
                    if (c == '\'') {
                        sb.append(c);
                    }
                }
            }
            if (needQuote) {
                sb.append('\'');
            }
        }
        return sb.toString();
    }

    private static void appendLimit(StringBuilder sb, double d) {
        if (d == Double.POSITIVE_INFINITY) {
            sb.append('\u221e');
        } else if (d == Double.NEGATIVE_INFINITY) {
            sb.append("-\u221e");
        } else {
            sb.append(d);
        }
    }

    public void setChoices(double[] limits, String[] formats) {
        if (limits.length != formats.length) {
            throw new IllegalArgumentException("Array and limit arrays must be of the same length.");
        }
        choiceLimits = Arrays.copyOf(limits, limits.length);
        choiceFormats = Arrays.copyOf(formats, formats.length);
    }

    public double[] getLimits() {
        return Arrays.copyOf(choiceLimits, choiceLimits.length);
    }

    public Object[] getFormats() {
        return Arrays.copyOf(choiceFormats, choiceFormats.length);
    }

    public StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition status) {
        return format((double) number, toAppendTo, status);
    }

    public StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition status) {
        int i;
        for (i = 0; i < choiceLimits.length; i++) {
            if (!(number >= choiceLimits[i])) {
                break;
            }
        }
        i--;
        if (i < 0) {
            i = 0;
        }
        return toAppendTo.append(choiceFormats[i]);
    }

    public Number parse(String text, ParsePosition status) {
        int start = status.index;
        int furthest = start;
        double best = Double.NaN;
        for (int i = 0; i < choiceFormats.length; i++) {
            String s = choiceFormats[i];
            if (text.regionMatches(start, s, 0, s.length())) {
                int end = start + s.length();
                if (end > furthest) {
                    furthest = end;
                    best = choiceLimits[i];
                }
            }
        }
        status.index = furthest;
        if (status.index == start) {
            status.errorIndex = furthest;
        }
        return best;
    }

    public static final double nextDouble(double d) {
        return Math.nextUp(d);
    }

    public static final double previousDouble(double d) {
        return Math.nextDown(d);
    }

    public static double nextDouble(double d, boolean positive) {
        return positive ? Math.nextUp(d) : Math.nextDown(d);
    }

    public Object clone() {
        ChoiceFormat other = (ChoiceFormat) super.clone();
        other.choiceLimits = choiceLimits.clone();
        other.choiceFormats = choiceFormats.clone();
        return other;
    }

    public int hashCode() {
        int result = choiceLimits.length;
        if (choiceFormats.length > 0) {
            result ^= choiceFormats[choiceFormats.length - 1].hashCode();
        }
        return result;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        ChoiceFormat other = (ChoiceFormat) obj;
        return Arrays.equals(choiceLimits, other.choiceLimits) && Arrays.equals(choiceFormats, other.choiceFormats);
    }
}
