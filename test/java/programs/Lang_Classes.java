// Classes and interfaces as javac 17 compiles them: private/static/default
// interface methods and diamond default resolution, nestmate access to
// private members, inner/local/anonymous classes capturing state,
// instance initializers, try-with-resources with suppressed exceptions,
// string switches with colliding hash codes, labeled loops, varargs.
public class Lang_Classes {
    interface Greeter {
        String name();

        default String greet() { return prefix() + name(); }

        private String prefix() { return "Hello, "; }

        static Greeter of(String n) { return () -> n; }
    }

    interface Left { default String side() { return "left"; } }

    interface Right { default String side() { return "right"; } }

    static class Both implements Left, Right {
        public String side() { return Left.super.side() + "+" + Right.super.side(); }
    }

    private int secret = 41;
    private static String hidden() { return "hidden"; }

    class Inner {
        int peek() { return ++secret; }
    }

    static class Nested {
        String call(Lang_Classes o) { return hidden() + o.secret; }
    }

    static class Res implements AutoCloseable {
        final String name;
        final boolean failClose;

        Res(String name, boolean failClose) {
            this.name = name;
            this.failClose = failClose;
            System.out.println("open " + name);
        }

        public void close() {
            System.out.println("close " + name);
            if (failClose) throw new IllegalStateException("close failed: " + name);
        }
    }

    int initOrder;
    {
        initOrder = 7;
    }

    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) s += x;
        return s;
    }

    @SafeVarargs
    static <T> String join(String sep, T... items) {
        StringBuilder sb = new StringBuilder();
        for (T t : items) {
            if (sb.length() > 0) sb.append(sep);
            sb.append(t);
        }
        return sb.toString();
    }

    static String kind(String s) {
        switch (s) {
            case "Aa": return "Aa";
            case "BB": return "BB"; // same hashCode as "Aa"
            case "": return "empty";
            default: return "other";
        }
    }

    public static void main(String[] args) {
        System.out.println(Greeter.of("Ann").greet());
        System.out.println(new Both().side());
        Lang_Classes o = new Lang_Classes();
        Lang_Classes.Inner in = o.new Inner();
        System.out.println(in.peek() + " " + in.peek() + " " + new Nested().call(o) + " " + o.initOrder);

        int base = 100;
        class Local {
            int add(int x) { return base + x; }
        }
        System.out.println(new Local().add(5));
        Runnable anon = new Runnable() {
            int calls;

            public void run() {
                calls++;
                System.out.println("anon run " + calls + " base " + base);
            }
        };
        anon.run();
        anon.run();

        try (Res a = new Res("a", false); Res b = new Res("b", true)) {
            System.out.println("body");
            throw new RuntimeException("body failed");
        } catch (RuntimeException e) {
            System.out.println("caught " + e.getMessage());
            for (Throwable s : e.getSuppressed()) System.out.println("  suppressed " + s.getMessage());
        }
        try (Res c = new Res("c", true)) {
            System.out.println("quiet body");
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage() + " suppressed " + e.getSuppressed().length);
        }

        System.out.println(kind("Aa") + " " + kind("BB") + " " + kind("") + " " + kind("Ab") + " " + ("Aa".hashCode() == "BB".hashCode()));

        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) continue outer;
                if (i == 3) break outer;
                System.out.print(i * 10 + j + " ");
            }
        }
        System.out.println();
        System.out.println(sum() + " " + sum(1) + " " + sum(1, 2, 3) + " " + join("-", "a", 1, 'c', 2.5));
        Object[] objs = {1, "two", 3.0, null};
        System.out.println(join("|", objs));
    }
}
