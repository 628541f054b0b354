// An exception thrown in finally replaces the one in flight; a return in
// catch still runs finally; an exception in a catch handler leaves through
// finally; try-with-resources closes in reverse order and attaches
// suppressed exceptions; a null resource is skipped.
public class Exc_FinallyReplaces {
    static class R implements AutoCloseable {
        final String n; final boolean fail;
        R(String n, boolean fail) { this.n = n; this.fail = fail; System.out.println("open " + n); }
        public void close() throws Exception { System.out.println("close " + n); if (fail) throw new Exception("close " + n + " failed"); }
    }

    static void replaced() {
        try {
            throw new IllegalStateException("original");
        } finally {
            throw new UnsupportedOperationException("from finally");
        }
    }

    static String catchReturn() {
        StringBuilder sb = new StringBuilder();
        try {
            throw new RuntimeException("x");
        } catch (RuntimeException e) {
            sb.append("catch ");
            return sb.append("return").toString();
        } finally {
            sb.append(" finally");
            System.out.println("finally sees: " + sb);
        }
    }

    static void twr() throws Exception {
        try (R a = new R("a", true); R nul = null; R b = new R("b", true); R c = new R("c", false)) {
            System.out.println("body");
            throw new IllegalArgumentException("body failed");
        }
    }

    public static void main(String[] args) {
        try { replaced(); } catch (RuntimeException e) { System.out.println("got " + e.getMessage() + " suppressed " + e.getSuppressed().length); }
        System.out.println(catchReturn());
        try {
            try {
                throw new RuntimeException("first");
            } catch (RuntimeException e) {
                throw new IllegalStateException("second from catch");
            } finally {
                System.out.println("finally after catch threw");
            }
        } catch (IllegalStateException e) {
            System.out.println("outer " + e.getMessage());
        }
        try {
            twr();
        } catch (Exception e) {
            System.out.println("twr: " + e);
            for (Throwable s : e.getSuppressed()) System.out.println("  suppressed: " + s);
        }
        try (R ok = new R("ok", false)) {
            System.out.println("clean body");
        } catch (Exception e) {
            System.out.println("unexpected");
        }
    }
}
