/*
 * java.text.MessageFormat: text with {index[,type[,style]]} elements, types
 * number (integer/currency/percent/pattern), date, time (short/medium/long/
 * full/pattern) and choice.  Literal text keeps the JDK quoting rules ('' is a
 * quote, '...' quotes braces).  A choice result that contains '{' is itself
 * formatted as a MessageFormat with the same arguments, as the JDK does.
 */
package java.text;

import java.util.ArrayList;
import java.util.Date;
import java.util.Locale;

public class MessageFormat extends Format {
    private Locale locale;
    /** Literal pieces: literals[i] precedes element i; literals[n] ends the pattern. */
    private ArrayList<String> literals = new ArrayList<>();
    private ArrayList<Element> elements = new ArrayList<>();

    private static final class Element implements Cloneable {
        int index;
        String type; // null, "number", "date", "time", "choice"
        String style; // keyword or pattern as written, null if none
        Format format;
    }

    public MessageFormat(String pattern) {
        this(pattern, Locale.getDefault());
    }

    public MessageFormat(String pattern, Locale locale) {
        this.locale = locale;
        applyPattern(pattern);
    }

    public void setLocale(Locale locale) {
        this.locale = locale;
    }

    public Locale getLocale() {
        return locale;
    }

    public void applyPattern(String pattern) {
        literals = new ArrayList<>();
        elements = new ArrayList<>();
        StringBuilder lit = new StringBuilder();
        int n = pattern.length();
        boolean inQuote = false;
        int i = 0;
        while (i < n) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < n && pattern.charAt(i + 1) == '\'') {
                    lit.append('\'');
                    i += 2;
                } else {
                    inQuote = !inQuote;
                    i++;
                }
            } else if (c == '{' && !inQuote) {
                int j = i + 1;
                int depth = 1;
                boolean q = false;
                while (j < n) {
                    char d = pattern.charAt(j);
                    if (d == '\'') {
                        q = !q;
                    } else if (!q) {
                        if (d == '{') {
                            depth++;
                        } else if (d == '}') {
                            depth--;
                            if (depth == 0) {
                                break;
                            }
                        }
                    }
                    j++;
                }
                if (j >= n) {
                    throw new IllegalArgumentException("Unmatched braces in the pattern.");
                }
                literals.add(lit.toString());
                lit.setLength(0);
                elements.add(makeElement(pattern.substring(i + 1, j)));
                i = j + 1;
            } else if (c == '}' && !inQuote) {
                // a lone closing brace is literal text in the JDK
                lit.append(c);
                i++;
            } else {
                lit.append(c);
                i++;
            }
        }
        literals.add(lit.toString());
    }

    private Element makeElement(String body) {
        int c1 = body.indexOf(',');
        String idx = (c1 < 0 ? body : body.substring(0, c1)).trim();
        Element e = new Element();
        try {
            e.index = Integer.parseInt(idx);
        } catch (NumberFormatException x) {
            throw new IllegalArgumentException("can't parse argument number: " + idx, x);
        }
        if (e.index < 0) {
            throw new IllegalArgumentException("negative argument number: " + e.index);
        }
        if (c1 < 0) {
            return e;
        }
        String rest = body.substring(c1 + 1);
        int c2 = rest.indexOf(',');
        String type = (c2 < 0 ? rest : rest.substring(0, c2)).trim();
        String style = c2 < 0 ? null : rest.substring(c2 + 1);
        String kw = style == null ? "" : style.trim();
        switch (type.toLowerCase()) {
            case "number":
                e.type = "number";
                if (kw.isEmpty()) {
                    e.format = NumberFormat.getInstance(locale);
                    style = null;
                } else if (kw.equals("integer") || kw.equals("currency") || kw.equals("percent")) {
                    e.format = kw.equals("integer") ? NumberFormat.getIntegerInstance(locale)
                        : kw.equals("currency") ? NumberFormat.getCurrencyInstance(locale)
                        : NumberFormat.getPercentInstance(locale);
                    style = kw;
                } else {
                    e.format = new DecimalFormat(style, DecimalFormatSymbols.getInstance(locale));
                    style = null;
                }
                break;
            case "date":
            case "time": {
                e.type = type.toLowerCase();
                boolean date = e.type.equals("date");
                int st;
                switch (kw) {
                    case "":
                    case "medium":
                        st = DateFormat.MEDIUM;
                        break;
                    case "short":
                        st = DateFormat.SHORT;
                        break;
                    case "long":
                        st = DateFormat.LONG;
                        break;
                    case "full":
                        st = DateFormat.FULL;
                        break;
                    default:
                        st = -1;
                }
                if (st >= 0) {
                    e.format = date ? DateFormat.getDateInstance(st, locale) : DateFormat.getTimeInstance(st, locale);
                    style = kw.isEmpty() || kw.equals("medium") ? null : kw;
                } else {
                    e.format = new SimpleDateFormat(style, locale);
                    style = null;
                }
                break;
            }
            case "choice":
                e.type = "choice";
                e.format = new ChoiceFormat(style == null ? "" : style);
                style = null;
                break;
            default:
                throw new IllegalArgumentException("unknown format type: " + type);
        }
        e.style = style;
        return e;
    }

    public String toPattern() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < elements.size(); i++) {
            quoteLiteral(sb, literals.get(i));
            Element e = elements.get(i);
            sb.append('{').append(e.index);
            String type = e.type;
            if (type == null && e.format != null) {
                type = e.format instanceof ChoiceFormat ? "choice" : e.format instanceof NumberFormat ? "number"
                    : e.format instanceof DateFormat ? "date" : null;
            }
            if (type != null) {
                sb.append(',').append(type);
                if (e.style != null) {
                    sb.append(',').append(e.style);
                } else if (e.format instanceof DecimalFormat && type.equals("number")
                           && !e.format.equals(NumberFormat.getInstance(locale))) {
                    sb.append(',').append(((DecimalFormat) e.format).toPattern());
                } else if (e.format instanceof SimpleDateFormat
                           && !((SimpleDateFormat) e.format).toPattern().equals(
                               ((SimpleDateFormat) (type.equals("date")
                                   ? DateFormat.getDateInstance(DateFormat.MEDIUM, locale)
                                   : DateFormat.getTimeInstance(DateFormat.MEDIUM, locale))).toPattern())) {
                    sb.append(',').append(((SimpleDateFormat) e.format).toPattern());
                } else if (e.format instanceof ChoiceFormat) {
                    sb.append(',').append(((ChoiceFormat) e.format).toPattern());
                }
            }
            sb.append('}');
        }
        quoteLiteral(sb, literals.get(literals.size() - 1));
        return sb.toString();
    }

    private static void quoteLiteral(StringBuilder sb, String s) {
        boolean quoted = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '{') {
                if (!quoted) {
                    sb.append('\'');
                    quoted = true;
                }
                sb.append(c);
            } else if (c == '\'') {
                sb.append("''");
            } else {
                if (quoted) {
                    sb.append('\'');
                    quoted = false;
                }
                sb.append(c);
            }
        }
        if (quoted) {
            sb.append('\'');
        }
    }

    public void setFormatsByArgumentIndex(Format[] newFormats) {
        for (Element e : elements) {
            if (e.index < newFormats.length) {
                e.format = newFormats[e.index];
                e.style = null;
            }
        }
    }

    public void setFormats(Format[] newFormats) {
        for (int i = 0; i < newFormats.length && i < elements.size(); i++) {
            elements.get(i).format = newFormats[i];
            elements.get(i).style = null;
        }
    }

    public void setFormatByArgumentIndex(int argumentIndex, Format newFormat) {
        for (Element e : elements) {
            if (e.index == argumentIndex) {
                e.format = newFormat;
                e.style = null;
            }
        }
    }

    public void setFormat(int formatElementIndex, Format newFormat) {
        elements.get(formatElementIndex).format = newFormat;
        elements.get(formatElementIndex).style = null;
    }

    public Format[] getFormatsByArgumentIndex() {
        int max = -1;
        for (Element e : elements) {
            max = Math.max(max, e.index);
        }
        Format[] r = new Format[max + 1];
        for (Element e : elements) {
            r[e.index] = e.format;
        }
        return r;
    }

    public Format[] getFormats() {
        Format[] r = new Format[elements.size()];
        for (int i = 0; i < r.length; i++) {
            r[i] = elements.get(i).format;
        }
        return r;
    }

    public final StringBuffer format(Object[] arguments, StringBuffer result, FieldPosition pos) {
        for (int i = 0; i < elements.size(); i++) {
            result.append(literals.get(i));
            Element e = elements.get(i);
            if (arguments == null || e.index >= arguments.length) {
                result.append('{').append(e.index).append('}');
                continue;
            }
            Object arg = arguments[e.index];
            if (arg == null) {
                result.append("null");
            } else if (e.format != null) {
                String s = e.format.format(arg);
                if (e.format instanceof ChoiceFormat && s.indexOf('{') >= 0) {
                    s = new MessageFormat(s, locale).format(arguments, new StringBuffer(), pos).toString();
                }
                result.append(s);
            } else if (arg instanceof Number) {
                result.append(NumberFormat.getInstance(locale).format(arg));
            } else if (arg instanceof Date) {
                result.append(DateFormat.getDateTimeInstance(DateFormat.SHORT, DateFormat.SHORT, locale).format(arg));
            } else if (arg instanceof String) {
                result.append((String) arg);
            } else {
                result.append(arg.toString());
            }
        }
        result.append(literals.get(literals.size() - 1));
        return result;
    }

    public static String format(String pattern, Object... arguments) {
        return new MessageFormat(pattern).format(arguments);
    }

    public final StringBuffer format(Object arguments, StringBuffer result, FieldPosition pos) {
        return format((Object[]) arguments, result, pos);
    }

    public Object[] parse(String source, ParsePosition pos) {
        if (source == null) {
            return new Object[0];
        }
        int max = -1;
        for (Element e : elements) {
            max = Math.max(max, e.index);
        }
        Object[] result = new Object[max + 1];
        int p = pos.index;
        for (int i = 0; i < elements.size(); i++) {
            String lit = literals.get(i);
            if (!source.regionMatches(p, lit, 0, lit.length())) {
                pos.errorIndex = p;
                return null;
            }
            p += lit.length();
            Element e = elements.get(i);
            String next = literals.get(i + 1);
            if (e.format == null) {
                int end;
                if (next.isEmpty()) {
                    end = i + 1 < elements.size() ? p : source.length();
                } else {
                    end = source.indexOf(next, p);
                    if (end < 0) {
                        pos.errorIndex = p;
                        return null;
                    }
                }
                result[e.index] = source.substring(p, end);
                p = end;
            } else {
                ParsePosition pp = new ParsePosition(p);
                Object o = e.format.parseObject(source, pp);
                if (pp.index == p) {
                    pos.errorIndex = p;
                    return null;
                }
                result[e.index] = o;
                p = pp.index;
            }
        }
        String last = literals.get(literals.size() - 1);
        if (!source.regionMatches(p, last, 0, last.length())) {
            pos.errorIndex = p;
            return null;
        }
        pos.index = p + last.length();
        return result;
    }

    public Object[] parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Object[] result = parse(source, pos);
        if (pos.index == 0) {
            throw new ParseException("MessageFormat parse error!", pos.errorIndex);
        }
        return result;
    }

    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public Object clone() {
        MessageFormat other = (MessageFormat) super.clone();
        other.literals = new ArrayList<>(literals);
        other.elements = new ArrayList<>();
        for (Element e : elements) {
            Element c = new Element();
            c.index = e.index;
            c.type = e.type;
            c.style = e.style;
            c.format = e.format == null ? null : (Format) e.format.clone();
            other.elements.add(c);
        }
        return other;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        MessageFormat o = (MessageFormat) obj;
        return locale.equals(o.locale) && toPattern().equals(o.toPattern());
    }

    public int hashCode() {
        return literals.hashCode();
    }
}
