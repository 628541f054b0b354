// A large long-lived set (about 250 MB) and steady churn around it: the case
// where a collector that copies every live object at every collection pays
// most, and a generational one least.
public class LiveSetChurn {
    static final class Rec {
        final long id;
        final int[] data;

        Rec(long id, int n) {
            this.id = id;
            data = new int[n];
            data[0] = (int) id;
        }
    }

    public static void main(String[] args) {
        int n = 400_000;
        Rec[] live = new Rec[n];
        for (int i = 0; i < n; i++) live[i] = new Rec(i, 150);
        long seed = 42, sum = 0;
        for (int k = 0; k < 2_000_000; k++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            int i = (int) ((seed >>> 33) % n);
            Rec r = new Rec(k, 16 + (k & 63));
            if ((k & 15) == 0) live[i] = new Rec(k, 150);
            sum += r.data[0] + live[i].data[0] + live[i].id;
        }
        System.out.println(sum);
    }
}
