package embedhelp;

/* For the embedding program (embed/jninat_embed.c): its attached thread
 * registers twice() and calls viaNative, so Java calls C, which calls Java. */
public class Both {
    static native int twice(int x);

    public static int viaNative(int x) {
        return twice(x) + 1;
    }

    public static int square(int x) {
        return x * x;
    }
}
