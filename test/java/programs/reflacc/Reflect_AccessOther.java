/* The other package of Reflect_AccessChecks: members of every access level; run itself, it reflects on the default package's package-private members (denied) and its own nest's privates (allowed). */
package reflacc;

import java.lang.reflect.*;

public class Reflect_AccessOther {
    private int priv = 1;
    int pkg = 2;
    protected int prot = 3;
    public int pub = 4;
    protected static int protStatic = 5;
    private static final String SECRET = "secret";

    public Reflect_AccessOther() {
    }

    protected Reflect_AccessOther(int x) {
    }

    private Reflect_AccessOther(String s) {
    }

    private void privMethod() {
    }

    void pkgMethod() {
    }

    protected String protMethod() {
        return "prot";
    }

    public String pubMethod() {
        return "pub";
    }

    private static void varargs(String... xs) {
    }

    static class Hidden {
        public int open = 6;

        public Hidden() {
        }

        public String hello() {
            return "hello";
        }
    }

    public static class Nested {
        private int mine = 7;

        private Nested() {
        }
    }

    public static Object hidden() {
        return new Hidden();
    }

    static void report(String what, Object r) {
        System.out.println(what + " -> " + r);
    }

    public static void main(String[] args) throws Exception {
        Class<?> other = Class.forName("Reflect_AccessChecks");
        Object o = other.getDeclaredConstructor().newInstance();
        for (String f : new String[] {"pkgField", "pubField"}) {
            try {
                report(f, other.getDeclaredField(f).get(o));
            } catch (IllegalAccessException e) {
                report(f, e.getMessage());
            }
        }
        Field mine = Nested.class.getDeclaredField("mine");
        Constructor<Nested> c = Nested.class.getDeclaredConstructor();
        report("nest private", mine.get(c.newInstance()));
        report("own private", Reflect_AccessOther.class.getDeclaredField("SECRET").get(null));
    }
}
