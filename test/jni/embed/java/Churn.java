// A Java thread that allocates (and so collects) while the embedding
// program's thread is busy in JNI calls: the collector must not wait for a
// thread in native code, and must move objects under the C code's
// references safely.
public class Churn extends Thread {
    public volatile long checksum;
    public volatile boolean done;

    /* Allocates mb megabytes of garbage: collections happen, whatever the
     * VM does with System.gc(). */
    public static int garbage(int mb) {
        int sum = 0;
        for (int i = 0; i < mb; i++) {
            byte[] b = new byte[1 << 20];
            b[i & 1023] = 1;
            sum += b.length >> 20;
        }
        return sum;
    }

    public void run() {
        long sum = 0;
        for (int i = 0; i < 200000; i++) {
            String s = "item-" + i;
            sum += s.length();
            int[] junk = new int[64];
            junk[i & 63] = i;
            sum += junk[i & 63] & 1;
        }
        checksum = sum;
        done = true;
    }
}
