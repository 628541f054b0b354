import java.util.*;

// Object sorts of many sizes and shapes (random, few distinct values,
// ascending, descending, sawtooth, mostly sorted): the comparator must be
// called exactly as by the JDK's TimSort (a hash of every call is printed),
// List.sort and Collections.sort stability, and an inconsistent comparator.
public class Coll_TimSort {
    public static void main(String[] args) {
        Random r = new Random(12345);
        long h = 0;
        int[] sizes = {32, 33, 64, 65, 100, 127, 128, 200, 257, 600};
        for (int n : sizes) {
            for (int kind = 0; kind < 6; kind++) {
                Integer[] a = new Integer[n];
                for (int i = 0; i < n; i++) {
                    switch (kind) {
                        case 0: a[i] = r.nextInt(); break;
                        case 1: a[i] = r.nextInt(10); break;
                        case 2: a[i] = i; break;
                        case 3: a[i] = n - i; break;
                        case 4: a[i] = (i % 50) * (i / 50 % 2 == 0 ? 1 : -1); break;
                        default: a[i] = i % 100 < 90 ? i : r.nextInt(n); break;
                    }
                }
                long[] acc = {0, 0};
                Arrays.sort(a, (x, y) -> { acc[0] = acc[0] * 31 + x * 7 + y; acc[1]++; return Integer.compare(x, y); });
                long sh = 0;
                for (Integer x : a) sh = sh * 17 + x;
                System.out.println(n + " " + kind + " " + acc[1] + " " + acc[0] + " " + sh);
            }
        }
        String[] s = new String[300];
        for (int i = 0; i < s.length; i++) s[i] = Integer.toString(r.nextInt(1000), 36);
        List<String> l = new ArrayList<>(Arrays.asList(s));
        int[] cnt = {0};
        l.sort((x, y) -> { cnt[0]++; return x.length() - y.length(); });
        System.out.println(cnt[0] + " " + l.subList(0, 20) + " " + l.get(299));
        Collections.sort(l);
        System.out.println(l.subList(100, 120));
        Integer[] bad = new Integer[100];
        for (int i = 0; i < 100; i++) bad[i] = r.nextInt(100);
        try { Arrays.sort(bad, (x, y) -> r.nextInt(3) - 1); System.out.println("no exception"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
    }
}
