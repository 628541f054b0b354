/* References held by native code across collections made by other threads:
 * what a native returns is still the object it was given. */
public class JniGc {
    static native Object holdAndReturn(Object a, Object b, int ms, int which);
    native Object holdThis(int ms);

    final int[] payload;

    JniGc(int n) {
        payload = new int[n];
        for (int i = 0; i < n; i++) {
            payload[i] = i * 7;
        }
    }

    static volatile boolean stop;
    static volatile long sink;

    public static void main(String[] args) throws Exception {
        System.loadLibrary("jninat_gc");
        Thread churn = new Thread(() -> {
            while (!stop) {
                Object[] junk = new Object[256];
                for (int i = 0; i < junk.length; i++) {
                    junk[i] = new int[1024];
                }
                sink += junk.length;
            }
        });
        churn.start();
        boolean allOk = true;
        for (int round = 0; round < 20; round++) {
            JniGc a = new JniGc(100 + round), b = new JniGc(200 + round);
            Object r = holdAndReturn(a, b, 20, round & 1);
            JniGc want = (round & 1) == 0 ? a : b;
            boolean ok = r == want && ((JniGc) r).payload[99] == 99 * 7;
            Object s = want.holdThis(10);
            ok &= s == want;
            if (!ok) {
                System.out.println("round " + round + " wrong");
                allOk = false;
            }
        }
        stop = true;
        churn.join();
        System.out.println("references kept across collections: " + allOk);
    }
}
