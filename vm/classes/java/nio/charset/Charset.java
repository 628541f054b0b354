/*
 * java.nio.charset.Charset: a named charset and its coders.  Lantern's
 * charsets are sun.nio.cs.Charsets' (one instance each, so identity checks
 * work); forName finds them by name or alias, case-insensitively, and
 * checks a name it does not know against the JDK's rules for legal names.
 */
package java.nio.charset;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.util.Collections;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

public abstract class Charset implements Comparable<Charset> {
    private final String name;
    private final String[] aliases;
    private Set<String> aliasSet;

    protected Charset(String canonicalName, String[] aliases) {
        String[] as = aliases == null ? new String[0] : aliases;
        checkName(canonicalName);
        for (int i = 0; i < as.length; i++) {
            checkName(as[i]);
        }
        this.name = canonicalName;
        this.aliases = as;
    }

    private static void checkName(String s) {
        int n = s.length();
        if (n == 0) {
            throw new IllegalCharsetNameException(s);
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
                continue;
            }
            if (i > 0 && (c == '-' || c == '+' || c == ':' || c == '_' || c == '.')) {
                continue;
            }
            throw new IllegalCharsetNameException(s);
        }
    }

    private static Charset lookup(String charsetName) {
        if (charsetName == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        Charset cs = sun.nio.cs.Charsets.lookup(charsetName);
        if (cs == null) {
            checkName(charsetName);
        }
        return cs;
    }

    public static boolean isSupported(String charsetName) {
        return lookup(charsetName) != null;
    }

    public static Charset forName(String charsetName) {
        Charset cs = lookup(charsetName);
        if (cs == null) {
            throw new UnsupportedCharsetException(charsetName);
        }
        return cs;
    }

    public static Charset forName(String charsetName, Charset fallback) {
        try {
            Charset cs = lookup(charsetName);
            return cs != null ? cs : fallback;
        } catch (IllegalArgumentException e) {
            return fallback;
        }
    }

    public static SortedMap<String, Charset> availableCharsets() {
        TreeMap<String, Charset> m = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        Charset[] all = sun.nio.cs.Charsets.all();
        for (int i = 0; i < all.length; i++) {
            m.put(all[i].name(), all[i]);
        }
        return m; /* a fresh map per call: changing it changes nothing else */
    }

    public static Charset defaultCharset() {
        return StandardCharsets.UTF_8;
    }

    public final String name() {
        return name;
    }

    public final Set<String> aliases() {
        Set<String> s = aliasSet;
        if (s == null) {
            HashSet<String> h = new HashSet<>();
            for (int i = 0; i < aliases.length; i++) {
                h.add(aliases[i]);
            }
            s = Collections.unmodifiableSet(h);
            aliasSet = s;
        }
        return s;
    }

    public String displayName() {
        return name;
    }

    public String displayName(Locale locale) {
        return name;
    }

    public final boolean isRegistered() {
        return !name.startsWith("X-") && !name.startsWith("x-");
    }

    public boolean canEncode() {
        return true;
    }

    public abstract boolean contains(Charset cs);

    public abstract CharsetDecoder newDecoder();

    public abstract CharsetEncoder newEncoder();

    /* Whole-buffer coding with REPLACE, as the JDK's convenience methods. */
    public final CharBuffer decode(ByteBuffer bb) {
        try {
            return newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE).decode(bb);
        } catch (CharacterCodingException x) {
            throw new Error(x);
        }
    }

    public final ByteBuffer encode(CharBuffer cb) {
        try {
            return newEncoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE).encode(cb);
        } catch (CharacterCodingException x) {
            throw new Error(x);
        }
    }

    public final ByteBuffer encode(String str) {
        return encode(CharBuffer.wrap(str));
    }

    public final int compareTo(Charset that) {
        return name().compareToIgnoreCase(that.name());
    }

    public final int hashCode() {
        return name().hashCode();
    }

    public final boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof Charset)) {
            return false;
        }
        return name.equals(((Charset) ob).name());
    }

    public final String toString() {
        return name();
    }
}
