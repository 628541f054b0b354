// try-with-resources in depth: close order of several resources, exceptions
// from the body and from close() becoming suppressed, a close() failure with
// no body exception becoming primary, resources declared as existing
// effectively-final variables, null resources, nested try-with-resources,
// addSuppressed rules (self-suppression, null), and printStackTrace to
// System.out showing Suppressed: and Caused by: sections (program frames
// only, so the output is the same on any VM).
import java.util.*;

public class Exc_Suppressed {
    static List<String> log = new ArrayList<>();

    static class Res implements AutoCloseable {
        final String name;
        final boolean failClose;
        Res(String name, boolean failClose) { this.name = name; this.failClose = failClose; log.add("open " + name); }
        public void close() throws Exception {
            log.add("close " + name);
            if (failClose) throw new IllegalStateException("close failed: " + name);
        }
    }

    static class OpenFails implements AutoCloseable {
        OpenFails() throws Exception { throw new java.io.IOException("cannot open"); }
        public void close() { log.add("never"); }
    }

    static void body(boolean fail) throws Exception {
        try (Res a = new Res("a", true); Res b = new Res("b", false); Res c = new Res("c", true)) {
            log.add("body");
            if (fail) throw new RuntimeException("body failed");
        }
    }

    static void describe(Throwable t) {
        System.out.println(t + " suppressed=" + t.getSuppressed().length);
        for (Throwable s : t.getSuppressed()) System.out.println("  suppressed: " + s);
    }

    static void level3() throws Exception {
        try (Res r = new Res("deep", true)) {
            throw new UnsupportedOperationException("level3");
        }
    }
    static void level2() {
        try {
            level3();
        } catch (Exception e) {
            throw new IllegalArgumentException("level2 wraps", e);
        }
    }
    static void level1() {
        try {
            level2();
        } catch (IllegalArgumentException e) {
            RuntimeException re = new RuntimeException("level1", e);
            re.addSuppressed(new Error("side note"));
            throw re;
        }
    }

    public static void main(String[] args) throws Exception {
        try { body(true); } catch (Exception e) { describe(e); }
        System.out.println(log); log.clear();
        try { body(false); } catch (Exception e) { describe(e); }
        System.out.println(log); log.clear();
        try (Res x = new Res("x", false); OpenFails f = new OpenFails()) {
            log.add("unreached");
        } catch (Exception e) { describe(e); }
        System.out.println(log); log.clear();

        Res shared = new Res("shared", false);
        try (shared; Res nul = null) {
            log.add("with null resource " + (nul == null));
        }
        System.out.println(log); log.clear();

        try (Res outer = new Res("outer", true)) {
            try (Res inner = new Res("inner", true)) {
                throw new ArithmeticException("innermost");
            } finally {
                log.add("inner finally");
            }
        } catch (ArithmeticException e) {
            describe(e);
        } finally {
            log.add("outer finally");
        }
        System.out.println(log); log.clear();

        Exception base = new Exception("base");
        try { base.addSuppressed(base); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { base.addSuppressed(null); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        Exception quiet = new Exception("quiet", null, false, true) {};
        quiet.addSuppressed(new Exception("dropped"));
        System.out.println("suppression disabled: " + quiet.getSuppressed().length);

        try {
            level1();
        } catch (RuntimeException e) {
            e.printStackTrace(System.out);
        }
        System.out.println(log);
        Throwable t = new Throwable("no stack", null, true, false) {};
        t.printStackTrace(System.out);
        System.out.println(t.getStackTrace().length);
    }
}
