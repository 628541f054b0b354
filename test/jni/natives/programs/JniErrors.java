import java.io.File;

/* Loading libraries: the JDK's UnsatisfiedLinkError texts, JNI_OnLoad (once
 * per library, its version checked), a native found nowhere. */
public class JniErrors {
    static native int onloadCalls();
    static native int onloadGetEnv();
    static native int onloadVersion();
    static native int badverNative();
    static native int missing(String s, long[] a);

    /* Messages hold paths: the library directory (absolute, canonical) and
     * the file names differ by platform. */
    static String clean(String msg) throws Exception {
        String lib = new File("lib").getCanonicalPath();
        String abs = new File("").getAbsolutePath();
        msg = msg.replace(lib, "<lib>").replace(abs, "<cwd>");
        msg = msg.replace(System.mapLibraryName("jninat_badver"), "<badver>");
        return msg.replace(File.separatorChar, '/');
    }

    static void attempt(String what, Runnable r) throws Exception {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (UnsatisfiedLinkError e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + clean(e.getMessage()));
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("mapLibraryName " + System.mapLibraryName("x").replace("x.dll", "libx.so"));
        attempt("missing library", () -> System.loadLibrary("jninat_nosuch"));
        attempt("separator", () -> System.loadLibrary("a" + File.separator + "b"));
        attempt("relative load", () -> System.load("relative.so"));
        attempt("missing file", () -> System.load(new File("lib/nosuch.so").getAbsolutePath()));
        attempt("native before load", () -> onloadCalls());
        attempt("load", () -> System.loadLibrary("jninat_onload"));
        System.out.println("JNI_OnLoad calls " + onloadCalls() + ", GetEnv " + onloadGetEnv() + ", GetVersion 0x"
                           + Integer.toHexString(onloadVersion()));
        attempt("load again", () -> System.loadLibrary("jninat_onload"));
        attempt("load by path", () -> System.load(new File("lib", System.mapLibraryName("jninat_onload"))
                                                      .getAbsolutePath()));
        attempt("load by path with ..", () -> System.load(new File("lib/../lib", System.mapLibraryName("jninat_onload"))
                                                      .getAbsolutePath()));
        attempt("Runtime.loadLibrary", () -> Runtime.getRuntime().loadLibrary("jninat_onload"));
        System.out.println("JNI_OnLoad calls " + onloadCalls());
        attempt("bad version", () -> System.loadLibrary("jninat_badver"));
        attempt("bad version again", () -> System.loadLibrary("jninat_badver"));
        attempt("native of the refused library", () -> badverNative());
        attempt("missing native", () -> missing("x", null));
        attempt("missing native again", () -> missing("x", null));
        missing("uncaught", new long[1]);
    }
}
