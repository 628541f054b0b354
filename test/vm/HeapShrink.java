// The heap gives memory back: after 200 MB of live data is dropped, a full
// collection shrinks the heap (Runtime.totalMemory) below what it grew to,
// as the JDK's free-ratio rule says.
public class HeapShrink {
    public static void main(String[] args) {
        Runtime rt = Runtime.getRuntime();
        byte[][] big = new byte[200][];
        for (int i = 0; i < big.length; i++) big[i] = new byte[1 << 20];
        System.gc();
        long grown = rt.totalMemory();
        big = null;
        System.gc();
        System.gc();
        long shrunk = rt.totalMemory();
        System.out.println("grew past 200 MB: " + (grown > (200L << 20)) + ", shrank by half: " + (shrunk < grown / 2));
    }
}
