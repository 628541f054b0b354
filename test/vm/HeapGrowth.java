// A live set larger than the heap a fixed-size collector would start with:
// the heap must grow to it (within -Xmx, or the JDK's default maximum of a
// quarter of physical memory), and give the garbage back between.
public class HeapGrowth {
    public static void main(String[] args) {
        int n = 320;
        byte[][] keep = new byte[n][];
        long garbage = 0;
        for (int i = 0; i < n; i++) {
            keep[i] = new byte[1 << 20];
            keep[i][i] = (byte) i;
            for (int j = 0; j < 50; j++) garbage += new byte[1 << 14].length;
        }
        long check = 0;
        for (int i = 0; i < n; i++) check += keep[i][i] & 0xff;
        System.gc();
        System.out.println("kept " + n + " MB, checksum " + check + ", garbage " + (garbage >> 20) + " MB");
    }
}
