// Benchmark: JSON.  Builds a deterministic document (objects, arrays,
// strings with escapes, longs, doubles, booleans, nulls) from an LCG,
// serializes it, then repeatedly parses the text with a recursive-descent
// parser and serializes the tree again; the round trip must be the
// identity.  Prints the document size, a hash of the text and statistics.
import java.util.*;

public class JsonBench {
    static final int DEFAULT_N = 400;
    static long seed = 12345;
    static final String ALPHABET = "ab\"\\/\n\tcdE \u0001xyz";

    static int next(int bound) {
        seed = (seed * 6364136223846793005L + 1442695040888963407L);
        return (int) ((seed >>> 33) % bound);
    }

    static Object gen(int depth) {
        int k = depth > 3 ? next(5) : next(7);
        switch (k) {
            case 0: return (long) next(100000) - 50000;
            case 1: return next(2000000) / 64.0 - 1000;
            case 2: { StringBuilder sb = new StringBuilder(); int len = next(12); for (int i = 0; i < len; i++) sb.append(ALPHABET.charAt(next(ALPHABET.length()))); return sb.toString(); }
            case 3: return next(2) == 0;
            case 4: return null;
            case 5: { List<Object> l = new ArrayList<>(); int len = next(6); for (int i = 0; i < len; i++) l.add(gen(depth + 1)); return l; }
            default: { Map<String, Object> m = new LinkedHashMap<>(); int len = next(6); for (int i = 0; i < len; i++) m.put("k" + next(50), gen(depth + 1)); return m; }
        }
    }

    static void write(Object v, StringBuilder sb) {
        if (v == null) sb.append("null");
        else if (v instanceof String s) {
            sb.append('"');
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                switch (c) {
                    case '"': sb.append("\\\""); break;
                    case '\\': sb.append("\\\\"); break;
                    case '\n': sb.append("\\n"); break;
                    case '\t': sb.append("\\t"); break;
                    default:
                        if (c < 0x20) sb.append(String.format("\\u%04x", (int) c));
                        else sb.append(c);
                }
            }
            sb.append('"');
        } else if (v instanceof Map<?, ?> m) {
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!first) sb.append(',');
                first = false;
                write(e.getKey(), sb);
                sb.append(':');
                write(e.getValue(), sb);
            }
            sb.append('}');
        } else if (v instanceof List<?> l) {
            sb.append('[');
            for (int i = 0; i < l.size(); i++) { if (i > 0) sb.append(','); write(l.get(i), sb); }
            sb.append(']');
        } else sb.append(v);
    }

    static final class Parser {
        final String s; int p;
        int objects, arrays, strings, numbers;
        Parser(String s) { this.s = s; }
        void ws() { while (p < s.length() && " \n\r\t".indexOf(s.charAt(p)) >= 0) p++; }
        Object value() {
            ws();
            char c = s.charAt(p);
            switch (c) {
                case '{': {
                    p++; objects++;
                    Map<String, Object> m = new LinkedHashMap<>();
                    ws();
                    if (s.charAt(p) == '}') { p++; return m; }
                    for (;;) {
                        ws();
                        String k = string();
                        ws(); expect(':');
                        m.put(k, value());
                        ws();
                        if (s.charAt(p) == ',') { p++; continue; }
                        expect('}');
                        return m;
                    }
                }
                case '[': {
                    p++; arrays++;
                    List<Object> l = new ArrayList<>();
                    ws();
                    if (s.charAt(p) == ']') { p++; return l; }
                    for (;;) {
                        l.add(value());
                        ws();
                        if (s.charAt(p) == ',') { p++; continue; }
                        expect(']');
                        return l;
                    }
                }
                case '"': return string();
                case 't': p += 4; return Boolean.TRUE;
                case 'f': p += 5; return Boolean.FALSE;
                case 'n': p += 4; return null;
                default: return number();
            }
        }
        void expect(char c) { if (s.charAt(p) != c) throw new IllegalStateException("expected " + c + " at " + p); p++; }
        String string() {
            expect('"');
            strings++;
            StringBuilder sb = new StringBuilder();
            for (;;) {
                char c = s.charAt(p++);
                if (c == '"') return sb.toString();
                if (c != '\\') { sb.append(c); continue; }
                char e = s.charAt(p++);
                switch (e) {
                    case 'n': sb.append('\n'); break;
                    case 't': sb.append('\t'); break;
                    case 'u': sb.append((char) Integer.parseInt(s.substring(p, p + 4), 16)); p += 4; break;
                    default: sb.append(e);
                }
            }
        }
        Object number() {
            int start = p;
            boolean real = false;
            while (p < s.length() && "+-0123456789.eE".indexOf(s.charAt(p)) >= 0) { if (".eE".indexOf(s.charAt(p)) >= 0) real = true; p++; }
            numbers++;
            String t = s.substring(start, p);
            return real ? (Object) Double.parseDouble(t) : (Object) Long.parseLong(t);
        }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : DEFAULT_N;
        boolean printDoc = args.length > 1 && args[1].equals("all"); // the differential test's form
        List<Object> root = new ArrayList<>();
        for (int i = 0; i < 40; i++) root.add(gen(0));
        StringBuilder sb = new StringBuilder();
        write(root, sb);
        String text = sb.toString();
        if (printDoc) System.out.println(text);
        long hash = 0;
        Parser last = null;
        for (int round = 0; round < n; round++) {
            last = new Parser(text);
            Object tree = last.value();
            StringBuilder again = new StringBuilder(text.length());
            write(tree, again);
            if (!again.toString().equals(text)) throw new IllegalStateException("round trip differs in round " + round);
            hash = hash * 1000003 + again.toString().hashCode();
        }
        System.out.println("json rounds=" + n + " length=" + text.length() + " objects=" + last.objects + " arrays=" + last.arrays + " strings=" + last.strings + " numbers=" + last.numbers + " hash=" + Long.toHexString(hash));
    }
}
