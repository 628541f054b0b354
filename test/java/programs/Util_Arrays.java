import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

// java.util.Arrays: sort of primitives and objects (with comparators),
// binarySearch, fill, copyOf, copyOfRange, equals, hashCode, toString,
// deepToString, asList.
public class Util_Arrays {
    public static void main(String[] args) {
        int[] a = {5, -3, 9, 0, 12, -7, 3};
        Arrays.sort(a);
        System.out.println(Arrays.toString(a) + " " + Arrays.binarySearch(a, 9) + " " + Arrays.binarySearch(a, 4));
        double[] d = {3.5, -0.0, 0.0, Double.NaN, -1};
        Arrays.sort(d);
        System.out.println(Arrays.toString(d));
        String[] s = {"pear", "Fig", "apple", "banana"};
        Arrays.sort(s);
        System.out.println(Arrays.toString(s));
        Arrays.sort(s, Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println(Arrays.toString(s));
        int[] f = new int[5];
        Arrays.fill(f, 7);
        System.out.println(Arrays.toString(Arrays.copyOf(f, 7)) + " " + Arrays.toString(Arrays.copyOfRange(a, 2, 5)) + " " + Arrays.equals(f, new int[] {7, 7, 7, 7, 7}) + " " + Arrays.hashCode(f));
        System.out.println(Arrays.deepToString(new int[][] {{1, 2}, {3}}) + " " + Arrays.toString((Object[]) null));
        List<String> l = Arrays.asList("x", "y");
        try { l.add("z"); } catch (UnsupportedOperationException e) { System.out.println("fixed-size " + e.getClass().getName()); }
    }
}
