package jvmpitest;

// Defined three times by HookLoaderMain (the application loader and two
// loaders of its own); agent hookloader changes its "original" to
// "replaced" each time.
public class HookLoaderTarget {
    public static String text() {
        return "original";
    }

    public static int number() {
        return 7;
    }
}
