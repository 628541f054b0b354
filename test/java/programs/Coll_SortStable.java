// Sorting and searching: Collections.sort and List.sort stability on
// records with equal keys, Arrays.sort on primitives (NaN/-0.0 order) and
// objects, binarySearch hits and insertion points (negative results),
// Collections.shuffle/rotate/swap/reverse with a seeded Random,
// frequency, nCopies, disjoint, and Comparator combinators with nulls.
import java.util.*;

public class Coll_SortStable {
    record Emp(String name, String dept, int age) {}

    public static void main(String[] args) {
        List<Emp> emps = new ArrayList<>();
        String[] depts = {"ops", "dev", "qa"};
        Random r = new Random(7);
        for (int i = 0; i < 24; i++) emps.add(new Emp("e" + i, depts[r.nextInt(3)], 20 + r.nextInt(5)));
        List<Emp> byDept = new ArrayList<>(emps);
        byDept.sort(Comparator.comparing(Emp::dept));
        StringBuilder sb = new StringBuilder();
        for (Emp e : byDept) sb.append(e.dept()).append(':').append(e.name()).append(' ');
        System.out.println(sb);
        List<Emp> byAgeThenDept = new ArrayList<>(byDept);
        Collections.sort(byAgeThenDept, Comparator.comparingInt(Emp::age).reversed());
        sb.setLength(0);
        for (Emp e : byAgeThenDept) sb.append(e.age()).append(e.dept().charAt(0)).append(e.name().substring(1)).append(' ');
        System.out.println(sb);

        double[] ds = {3.5, -0.0, Double.NaN, 0.0, -1.0, Double.NEGATIVE_INFINITY, 2.0, Double.NaN, -0.0, Double.MIN_VALUE};
        Arrays.sort(ds);
        System.out.println(Arrays.toString(ds));
        Double[] boxed = {3.5, -0.0, Double.NaN, 0.0, -1.0};
        Arrays.sort(boxed, Collections.reverseOrder());
        System.out.println(Arrays.toString(boxed));
        int[] is = new int[50];
        for (int i = 0; i < is.length; i++) is[i] = r.nextInt(100) - 50;
        Arrays.sort(is, 10, 40);
        System.out.println(Arrays.toString(is));
        char[] cs = "the quick brown fox".toCharArray();
        Arrays.sort(cs);
        System.out.println("[" + new String(cs) + "]");
        String[] strs = {"banana", "Apple", "cherry", "apple", "Banana", "date"};
        Arrays.sort(strs);
        System.out.println(Arrays.toString(strs));
        Arrays.sort(strs, String.CASE_INSENSITIVE_ORDER);
        System.out.println(Arrays.toString(strs));

        int[] sorted = {1, 3, 5, 7, 9, 11};
        for (int key : new int[] {0, 1, 4, 11, 12, 7})
            System.out.print(key + "->" + Arrays.binarySearch(sorted, key) + " ");
        System.out.println();
        List<String> words = new ArrayList<>(List.of("ant", "bee", "cat", "dog", "eel"));
        for (String k : new String[] {"aaa", "bee", "cow", "zzz"}) System.out.print(k + "->" + Collections.binarySearch(words, k) + " ");
        System.out.println(Collections.binarySearch(words, "CAT", String.CASE_INSENSITIVE_ORDER));
        long[] ls = {-5, 0, 5};
        System.out.println(Arrays.binarySearch(ls, 5) + " " + Arrays.binarySearch(new double[] {0.5, 1.5}, 1.0) + " " + Arrays.binarySearch(sorted, 1, 4, 9));

        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 15; i++) nums.add(i);
        Collections.shuffle(nums, new Random(12345));
        System.out.println(nums);
        Collections.shuffle(nums, new Random(12345));
        System.out.println(nums);
        Collections.rotate(nums, 4);
        System.out.println(nums);
        Collections.rotate(nums, -6);
        Collections.swap(nums, 0, 14);
        Collections.reverse(nums);
        System.out.println(nums + " max=" + Collections.max(nums) + " min=" + Collections.min(nums, Comparator.comparing(x -> x % 5)));
        Integer[] arr = {1, 2, 3, 4, 5, 6, 7, 8};
        Collections.shuffle(Arrays.asList(arr), new Random(1));
        System.out.println(Arrays.toString(arr));

        List<String> letters = new ArrayList<>(List.of("a", "b", "a", "c", "a", "b"));
        System.out.println(Collections.frequency(letters, "a") + " " + Collections.frequency(letters, "z") + " " + Collections.nCopies(3, "ab") + " "
            + Collections.disjoint(letters, List.of("x", "y")) + " " + Collections.disjoint(letters, Set.of("c")));
        System.out.println(Collections.indexOfSubList(letters, List.of("a", "b")) + " " + Collections.lastIndexOfSubList(letters, List.of("a", "b")));
        Collections.replaceAll(letters, "a", "A");
        Collections.fill(letters.subList(4, 6), "-");
        System.out.println(letters);

        List<String> withNulls = new ArrayList<>(Arrays.asList("pear", null, "fig", "apple", null, "kiwi"));
        withNulls.sort(Comparator.nullsLast(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder())));
        System.out.println(withNulls);
        withNulls.sort(Comparator.nullsFirst(Comparator.<String>reverseOrder()));
        System.out.println(withNulls);
        try {
            withNulls.sort(Comparator.naturalOrder());
        } catch (NullPointerException e) {
            System.out.println("NPE sorting nulls naturally");
        }

        // stable merge of many equal keys (TimSort galloping paths)
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < 2000; i++) pairs.add(new int[] {(i * 7919) % 13, i});
        pairs.sort(Comparator.comparingInt(p -> p[0]));
        boolean stable = true;
        for (int i = 1; i < pairs.size(); i++)
            if (pairs.get(i)[0] == pairs.get(i - 1)[0] && pairs.get(i)[1] < pairs.get(i - 1)[1]) stable = false;
        System.out.println("stable=" + stable + " first=" + pairs.get(0)[1] + " last=" + pairs.get(1999)[1]);
        Object[] objs = {"b", "a", "c"};
        Arrays.sort(objs);
        System.out.println(Arrays.toString(objs));
        try {
            Arrays.sort(new Object[] {"a", 1});
        } catch (ClassCastException e) {
            System.out.println("CCE mixed sort");
        }
    }
}
