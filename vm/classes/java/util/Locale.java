/*
 * java.util.Locale, minimal: language and country only.  Lantern's text
 * functions are locale-independent (ROOT), which equals the JDK's behaviour
 * under the en/US default this machine has.
 */
package java.util;

public final class Locale implements java.io.Serializable {
    public static final Locale ROOT = new Locale("", "");
    public static final Locale ENGLISH = new Locale("en", "");
    public static final Locale US = new Locale("en", "US");
    public static final Locale UK = new Locale("en", "GB");
    public static final Locale FRENCH = new Locale("fr", "");
    public static final Locale GERMAN = new Locale("de", "");
    public static final Locale FRANCE = new Locale("fr", "FR");
    public static final Locale GERMANY = new Locale("de", "DE");

    private static Locale defaultLocale = US;

    /* not final: readObject sets them (serial form at the end) */
    private transient String language;
    private transient String country;
    private transient String variant;

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = language.toLowerCase();
        this.country = country.toUpperCase();
        this.variant = variant;
    }

    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    public static Locale getDefault() {
        return defaultLocale;
    }

    public static synchronized void setDefault(Locale newLocale) {
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        defaultLocale = newLocale;
    }

    public String getLanguage() {
        return language;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(language);
        if (!country.isEmpty() || !variant.isEmpty()) {
            sb.append('_').append(country);
        }
        if (!variant.isEmpty()) {
            sb.append('_').append(variant);
        }
        return sb.toString();
    }

    public String toLanguageTag() {
        if (language.isEmpty()) {
            return "und";
        }
        return country.isEmpty() ? language : new StringBuilder(language).append('-').append(country).toString();
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Locale)) {
            return false;
        }
        Locale l = (Locale) obj;
        return language.equals(l.language) && country.equals(l.country) && variant.equals(l.variant);
    }

    public int hashCode() {
        return (language.hashCode() * 31 + country.hashCode()) * 31 + variant.hashCode();
    }

    /* ---- serial form: the JDK's fields (script and extensions always empty
     * here, the retired hashcode -1), each string interned as the JDK's
     * locales hold them, so equal strings share one handle in the stream */
    private static final long serialVersionUID = 9149081749638150636L;
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("language", String.class),
        new java.io.ObjectStreamField("country", String.class),
        new java.io.ObjectStreamField("variant", String.class),
        new java.io.ObjectStreamField("hashcode", Integer.TYPE),
        new java.io.ObjectStreamField("script", String.class),
        new java.io.ObjectStreamField("extensions", String.class)
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("language", language.intern());
        f.put("country", country.intern());
        f.put("variant", variant.intern());
        f.put("hashcode", -1);
        f.put("script", "");
        f.put("extensions", "");
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        String l = (String) f.get("language", "");
        String c = (String) f.get("country", "");
        String v = (String) f.get("variant", "");
        language = l == null ? "" : l.toLowerCase();
        country = c == null ? "" : c.toUpperCase();
        variant = v == null ? "" : v;
    }

    /* the JDK hands back its cached instance; Lantern's cache is the constants */
    private Object readResolve() {
        Locale[] shared = {ROOT, ENGLISH, US, UK, FRENCH, GERMAN, FRANCE, GERMANY};
        for (Locale l : shared) {
            if (l.equals(this)) return l;
        }
        return this;
    }
}
