import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/* Runtime.Version: parsing (every form the grammar allows and the ways a
 * string fails), the accessors, toString, equals/hashCode and the order
 * compareTo defines; Runtime.version() of the running VM is a feature-17
 * version (its full text differs between runtimes and is not printed). */
public class Runtime_Version {
    public static void main(String[] args) {
        Runtime.Version rv = Runtime.version();
        System.out.println("running feature " + rv.feature() + ", parses back " + Runtime.Version.parse(rv.toString()).equals(rv));
        String[] good = {"17", "17.0.15", "9.0.1", "17-ea", "17+35", "17.0.2+8", "17-ea+5", "17.0.15+6-Debian-1deb12u1",
            "17+-opt", "17-beta-x.y-z", "17-ea+5-x-y.z", "1.2.3.4.5", "11.0.0.1", "17+0", "21-1"};
        List<Runtime.Version> vs = new ArrayList<>();
        for (String s : good) {
            Runtime.Version v = Runtime.Version.parse(s);
            vs.add(v);
            System.out.println(s + " -> " + v + " " + v.version() + " f=" + v.feature() + " i=" + v.interim() + " u=" + v.update()
                    + " p=" + v.patch() + " pre=" + v.pre() + " build=" + v.build() + " opt=" + v.optional()
                    + " hash=" + v.hashCode());
        }
        String[] bad = {"", "0", "017", "17.0", "17.", ".17", "17-", "17+", "17+01", "17-ea-", "17_1", "17 ", "17+x", "a",
            "17..1", "17-e!a", "99999999999", "17-x.y", "17+5-", "17-ea+", "17.01", "17+05", "17-ea+-o", "17.0.1-ea+01", "17+5-a+b", "17-a-"};
        for (String s : bad) {
            try {
                System.out.println("accepted " + Runtime.Version.parse(s));
            } catch (RuntimeException e) {
                System.out.println(e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            Runtime.Version.parse(null);
        } catch (NullPointerException e) {
            System.out.println("null: NPE");
        }
        Collections.sort(vs);
        System.out.println(vs);
        Runtime.Version a = Runtime.Version.parse("17-ea+5-x"), b = Runtime.Version.parse("17-ea+5-y");
        System.out.println(a.compareTo(b) + " " + a.compareToIgnoreOptional(b) + " " + a.equals(b) + " " + a.equalsIgnoreOptional(b));
        System.out.println(Runtime.Version.parse("17-2").compareTo(Runtime.Version.parse("17-10")) + " "
                + Runtime.Version.parse("17-2").compareTo(Runtime.Version.parse("17-a")) + " "
                + Runtime.Version.parse("17+2").compareTo(Runtime.Version.parse("17")));
        try {
            rv.version().add(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("version() is unmodifiable");
        }
    }
}
