/*
 * The environment as java.lang sees it: a snapshot of the VM's, read once
 * (ProcessImpl.environ0), and the mutable copies ProcessBuilder.environment()
 * hands out, which refuse what no environment can hold with the JDK's
 * exceptions.  On Windows names compare without regard to case, as the
 * system's do.
 */
package java.lang;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

final class ProcessEnvironment {
    private static Map<String, String> snapshot;

    private ProcessEnvironment() {}

    /* The VM's environment, unmodifiable. */
    static synchronized Map<String, String> getenv() {
        if (snapshot == null) {
            Map<String, String> m = newMap();
            String all = ProcessImpl.environ0();
            int start = 0;
            while (start < all.length()) {
                int end = all.indexOf('\u0000', start);
                if (end < 0) {
                    end = all.length();
                }
                /* a name may not be empty, so '=' is searched for from its second character */
                int eq = all.indexOf('=', start + 1);
                if (eq > 0 && eq < end) {
                    m.put(all.substring(start, eq), all.substring(eq + 1, end));
                }
                start = end + 1;
            }
            snapshot = Collections.unmodifiableMap(m);
        }
        return snapshot;
    }

    private static Map<String, String> newMap() {
        return ProcessImpl.WINDOWS ? new TreeMap<String, String>(String.CASE_INSENSITIVE_ORDER)
                                   : new HashMap<String, String>();
    }

    /* A mutable copy of the VM's environment (ProcessBuilder.environment()). */
    static Map<String, String> environment() {
        Checked c = new Checked();
        c.map.putAll(getenv());
        return c;
    }

    /* An empty one (Runtime.exec with envp). */
    static Map<String, String> emptyEnvironment() {
        return new Checked();
    }

    private static final class Checked extends AbstractMap<String, String> {
        final Map<String, String> map = newMap();

        private static String name(Object key) {
            String s = (String) key;
            if (s == null) {
                throw new NullPointerException();
            }
            return s;
        }

        public String put(String key, String value) {
            if (key == null || value == null) {
                throw new NullPointerException();
            }
            if (key.indexOf('=') != -1 || key.indexOf('\u0000') != -1) {
                throw new IllegalArgumentException("Invalid environment variable name: \"" + key + "\"");
            }
            if (value.indexOf('\u0000') != -1) {
                throw new IllegalArgumentException("Invalid environment variable value: \"" + value + "\"");
            }
            return map.put(key, value);
        }

        public String get(Object key) {
            return map.get(name(key));
        }

        public boolean containsKey(Object key) {
            return map.containsKey(name(key));
        }

        public boolean containsValue(Object value) {
            if (value == null) {
                throw new NullPointerException();
            }
            return map.containsValue((String) value);
        }

        public String remove(Object key) {
            return map.remove(name(key));
        }

        public int size() {
            return map.size();
        }

        public boolean isEmpty() {
            return map.isEmpty();
        }

        public void clear() {
            map.clear();
        }

        public Set<String> keySet() {
            return map.keySet();
        }

        public java.util.Collection<String> values() {
            return map.values();
        }

        public Set<Map.Entry<String, String>> entrySet() {
            return map.entrySet();
        }
    }
}
