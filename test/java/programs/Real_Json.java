// A small JSON parser and printer: recursive descent over a String into
// LinkedHashMap/ArrayList/Double/Long/Boolean/null, with escapes and
// \\u sequences, then queries, a pretty printer, a round trip, and errors
// with positions.
import java.util.*;

public class Real_Json {
    static final class Parser {
        final String s;
        int i;

        Parser(String s) { this.s = s; }

        RuntimeException error(String what) {
            return new IllegalArgumentException(what + " at " + i);
        }

        void ws() {
            while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
        }

        Object value() {
            ws();
            if (i >= s.length()) throw error("unexpected end");
            char c = s.charAt(i);
            switch (c) {
                case '{': return object();
                case '[': return array();
                case '"': return string();
                case 't': return literal("true", Boolean.TRUE);
                case 'f': return literal("false", Boolean.FALSE);
                case 'n': return literal("null", null);
                default:
                    if (c == '-' || Character.isDigit(c)) return number();
                    throw error("unexpected '" + c + "'");
            }
        }

        Object literal(String word, Object v) {
            if (!s.startsWith(word, i)) throw error("bad literal");
            i += word.length();
            return v;
        }

        Map<String, Object> object() {
            Map<String, Object> m = new LinkedHashMap<>();
            i++;
            ws();
            if (s.charAt(i) == '}') { i++; return m; }
            while (true) {
                ws();
                String k = string();
                ws();
                if (s.charAt(i++) != ':') throw error("expected ':'");
                m.put(k, value());
                ws();
                char c = s.charAt(i++);
                if (c == '}') return m;
                if (c != ',') throw error("expected ',' or '}'");
            }
        }

        List<Object> array() {
            List<Object> a = new ArrayList<>();
            i++;
            ws();
            if (s.charAt(i) == ']') { i++; return a; }
            while (true) {
                a.add(value());
                ws();
                char c = s.charAt(i++);
                if (c == ']') return a;
                if (c != ',') throw error("expected ',' or ']'");
            }
        }

        String string() {
            if (s.charAt(i) != '"') throw error("expected string");
            StringBuilder sb = new StringBuilder();
            i++;
            while (true) {
                char c = s.charAt(i++);
                if (c == '"') return sb.toString();
                if (c != '\\') { sb.append(c); continue; }
                char e = s.charAt(i++);
                switch (e) {
                    case 'n': sb.append('\n'); break;
                    case 't': sb.append('\t'); break;
                    case 'u': sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; break;
                    default: sb.append(e);
                }
            }
        }

        Object number() {
            int start = i;
            if (s.charAt(i) == '-') i++;
            while (i < s.length() && "0123456789.eE+-".indexOf(s.charAt(i)) >= 0) i++;
            String t = s.substring(start, i);
            if (t.contains(".") || t.contains("e") || t.contains("E")) return Double.parseDouble(t);
            return Long.parseLong(t);
        }
    }

    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c == '\n') sb.append("\\n");
            else if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
            else sb.append(c);
        }
        return sb.append('"').toString();
    }

    static void print(Object v, StringBuilder out, int indent) {
        String pad = "  ".repeat(indent);
        if (v instanceof Map) {
            Map<?, ?> m = (Map<?, ?>) v;
            if (m.isEmpty()) { out.append("{}"); return; }
            out.append("{\n");
            int n = 0;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                out.append(pad).append("  ").append(quote((String) e.getKey())).append(": ");
                print(e.getValue(), out, indent + 1);
                out.append(++n < m.size() ? ",\n" : "\n");
            }
            out.append(pad).append('}');
        } else if (v instanceof List) {
            List<?> l = (List<?>) v;
            out.append('[');
            for (int k = 0; k < l.size(); k++) {
                if (k > 0) out.append(", ");
                print(l.get(k), out, indent + 1);
            }
            out.append(']');
        } else if (v instanceof String) {
            out.append(quote((String) v));
        } else {
            out.append(v);
        }
    }

    public static void main(String[] args) {
        String doc = "{\"name\": \"Lantern\", \"version\": 17, \"ratio\": 0.47, \"tags\": [\"vm\", \"jvmpi\", \"h\\u00e9llo\"],"
                + " \"nested\": {\"ok\": true, \"none\": null, \"list\": [1, 2.5e3, -3, {\"deep\": []}]}, \"esc\": \"a\\\"b\\nc\"}";
        @SuppressWarnings("unchecked")
        Map<String, Object> m = (Map<String, Object>) new Parser(doc).value();
        System.out.println(m.keySet());
        System.out.println(m.get("version").getClass().getSimpleName() + " " + m.get("ratio") + " " + m.get("tags"));
        @SuppressWarnings("unchecked")
        Map<String, Object> nested = (Map<String, Object>) m.get("nested");
        System.out.println(nested + " " + nested.containsKey("none"));
        StringBuilder out = new StringBuilder();
        print(m, out, 0);
        System.out.println(out);
        Object again = new Parser(out.toString()).value();
        System.out.println("round trip equal: " + again.equals(m));
        long sum = 0;
        for (int k = 0; k < 200; k++) {
            Object v = new Parser("[" + k + ", {\"x\": " + (k * 3) + "}]").value();
            sum += (Long) ((List<?>) v).get(0) + (Long) ((Map<?, ?>) ((List<?>) v).get(1)).get("x");
        }
        System.out.println("sum " + sum);
        for (String bad : new String[] {"{\"a\" 1}", "[1, 2", "tru", "{\"a\": @}"}) {
            try {
                new Parser(bad).value();
            } catch (IllegalArgumentException | StringIndexOutOfBoundsException e) {
                System.out.println(bad + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
    }
}
