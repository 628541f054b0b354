import java.util.*;

// Object sorts of fewer than 32 elements call the comparator exactly as the
// JDK's TimSort does (leading run, then binary insertion): the order of the
// calls is printed; a single non-Comparable element is not compared.
public class Coll_SortCalls {
    static int n;
    public static void main(String[] args) {
        Object[] one = {new Object()};
        Arrays.sort(one);
        System.out.println("one ok");
        Integer[][] inputs = {{5, 3, 9, 1, 7, 2, 8}, {1, 2, 3, 4, 5}, {9, 8, 7, 6, 5, 4}, {3, 3, 1, 1, 2, 2, 5, 4, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22}};
        for (Integer[] in : inputs) {
            StringBuilder sb = new StringBuilder();
            Integer[] a = in.clone();
            Arrays.sort(a, (x, y) -> { sb.append(x).append('?').append(y).append(' '); return Integer.compare(x, y); });
            System.out.println(Arrays.toString(a) + " : " + sb);
        }
        List<String> l = new ArrayList<>(List.of("pear", "fig", "apple", "kiwi", "date"));
        List<String> log = new ArrayList<>();
        l.sort((x, y) -> { log.add(x + "/" + y); return x.compareTo(y); });
        System.out.println(l + " " + log);
    }
}
