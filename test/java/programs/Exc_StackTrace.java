// Stack traces as data: getStackTrace of a caught exception (class, method,
// line of the program's own frames), printStackTrace of a caught exception
// with causes and suppressed exceptions (stderr), and fillInStackTrace.
public class Exc_StackTrace {
    static Exception make(int n) {
        if (n == 0) return new Exception("made at the bottom");
        return make(n - 1);
    }

    static void a() { b(); }
    static void b() { c(); }
    static void c() { throw new UnsupportedOperationException("from c"); }

    public static void main(String[] args) {
        Exception e = make(3);
        StackTraceElement[] st = e.getStackTrace();
        for (int i = 0; i < 5; i++) {
            StackTraceElement f = st[i];
            System.out.println(f.getClassName() + "." + f.getMethodName() + " line " + f.getLineNumber() + " file " + f.getFileName());
        }
        try {
            a();
        } catch (UnsupportedOperationException u) {
            for (StackTraceElement f : u.getStackTrace()) {
                if (f.getClassName().startsWith("Exc_")) System.out.println("  " + f);
            }
            RuntimeException wrapper = new RuntimeException("wrapper", u);
            wrapper.addSuppressed(new IllegalStateException("suppressed one"));
            wrapper.printStackTrace();
            System.out.println("suppressed: " + wrapper.getSuppressed().length + " " + wrapper.getSuppressed()[0].getMessage());
        }
        Exception refilled = make(0);
        int before = refilled.getStackTrace().length;
        refilled.fillInStackTrace();
        System.out.println("refill changes depth: " + (refilled.getStackTrace().length < before) + " top " + refilled.getStackTrace()[0].getMethodName());
    }
}
