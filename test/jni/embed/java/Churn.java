// A Java thread that allocates (and so collects) while the embedding
// program's thread is busy in JNI calls: the collector must not wait for a
// thread in native code, and must move objects under the C code's
// references safely.
public class Churn extends Thread {
    public volatile long checksum;
    public volatile boolean done;

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
