/*
 * java.security.Provider, as far as getProvider() answers need: a name, a
 * version and a description, printed "NAME version VERSION" as the JDK
 * does.  Lantern has one built-in provider (SunProvider, named "SUN") and
 * no provider registry: services are not looked up through Provider
 * objects, so the Properties this class extends (as the JDK's does) stay
 * empty.
 */
package java.security;

import java.util.Properties;

public abstract class Provider extends Properties {
    private static final long serialVersionUID = -4298000515446427739L;

    private final String name;
    private final String versionStr;
    private final double version;
    private final String info;

    @Deprecated(since = "9")
    protected Provider(String name, double version, String info) {
        this.name = name;
        this.version = version;
        this.versionStr = Double.toString(version);
        this.info = info;
    }

    protected Provider(String name, String versionStr, String info) {
        this.name = name;
        this.versionStr = versionStr;
        this.version = parseVersion(versionStr);
        this.info = info;
    }

    /* The JDK reads the leading "digits[.digits]" of the string as the
     * double version, 0 when there are none. */
    private static double parseVersion(String s) {
        int i = 0, n = s.length();
        while (i < n && Character.isDigit(s.charAt(i))) i++;
        if (i < n && s.charAt(i) == '.') {
            int j = i + 1;
            while (j < n && Character.isDigit(s.charAt(j))) j++;
            i = j == i + 1 ? i : j;
        }
        if (i == 0) return 0;
        try {
            return Double.parseDouble(s.substring(0, i));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    public String getName() {
        return name;
    }

    public String getVersionStr() {
        return versionStr;
    }

    @Deprecated(since = "9")
    public double getVersion() {
        return version;
    }

    public String getInfo() {
        return info;
    }

    public boolean isConfigured() {
        return true;
    }

    public Provider configure(String configArg) {
        throw new UnsupportedOperationException("configure is not supported");
    }

    public String toString() {
        return name + " version " + versionStr;
    }
}
