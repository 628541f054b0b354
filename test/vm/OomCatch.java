/*
 * Run with a small -Xmx: fills the heap until OutOfMemoryError, catches it,
 * drops what it held, and shows the VM still allocates and runs.
 */
public class OomCatch {
    public static void main(String[] args) {
        Object[] chain = null;
        int blocks = 0;
        try {
            while (true) {
                Object[] next = new Object[1024];
                next[0] = chain;
                chain = next;
                blocks++;
            }
        } catch (OutOfMemoryError e) {
            chain = null;
            System.out.println("caught " + e.getClass().getName() + ": " + e.getMessage());
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 1000; i++) sb.append(i % 10);
        System.out.println("blocks > 100: " + (blocks > 100) + ", still running: " + sb.length());
    }
}
