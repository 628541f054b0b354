import java.util.*;

// List.of/Set.of/Map.of/copyOf/Map.entry and Arrays.asList: order of
// List.of, immutability (UnsupportedOperationException, no message), null
// rejection, duplicate rejection messages, index messages, equality with
// mutable collections.  Set.of/Map.of iteration order is unspecified
// (randomised per run in the JDK), so only sorted views are printed.
public class Coll_Immutable {
    public static void main(String[] args) {
        List<String> l = List.of("c", "a", "b");
        System.out.println(l + " " + l.get(1) + " " + l.indexOf("b") + " " + l.contains("z") + " " + l.equals(Arrays.asList("c", "a", "b")) + " " + l.hashCode() + " " + l.subList(1, 3));
        try { l.add("d"); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
        try { l.set(0, "d"); } catch (UnsupportedOperationException e) { System.out.println("UOE set"); }
        try { l.sort(null); } catch (UnsupportedOperationException e) { System.out.println("UOE sort"); }
        try { l.iterator().remove(); } catch (UnsupportedOperationException | IllegalStateException e) { System.out.println(e.getClass().getSimpleName()); }
        try { l.get(3); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { l.contains(null); } catch (NullPointerException e) { System.out.println("NPE contains"); }
        try { List.of("a", null); } catch (NullPointerException e) { System.out.println("NPE of"); }
        try { List.copyOf(Arrays.asList("a", null)); } catch (NullPointerException e) { System.out.println("NPE copyOf"); }
        List<Integer> many = List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
        System.out.println(many + " " + many.size() + " " + List.of() + " " + List.of().isEmpty());
        Set<String> s = Set.of("pear", "apple", "fig");
        System.out.println(new TreeSet<>(s) + " " + s.contains("fig") + " " + s.size() + " " + s.equals(new HashSet<>(List.of("fig", "pear", "apple"))));
        try { Set.of("a", "b", "a"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { s.remove("fig"); } catch (UnsupportedOperationException e) { System.out.println("UOE set remove"); }
        Map<String, Integer> m = Map.of("one", 1, "two", 2, "three", 3);
        System.out.println(new TreeMap<>(m) + " " + m.get("two") + " " + m.get("four") + " " + m.getOrDefault("four", 4) + " " + m.containsValue(3) + " " + m.size());
        try { Map.of("k", 1, "k", 2); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { m.put("four", 4); } catch (UnsupportedOperationException e) { System.out.println("UOE map put"); }
        try { m.merge("one", 1, Integer::sum); } catch (UnsupportedOperationException e) { System.out.println("UOE map merge"); }
        try { Map.of("k", null); } catch (NullPointerException e) { System.out.println("NPE map value"); }
        try { m.containsKey(null); } catch (NullPointerException e) { System.out.println("NPE map key"); }
        Map<String, Integer> e12 = Map.ofEntries(Map.entry("x", 1), Map.entry("y", 2));
        System.out.println(new TreeMap<>(e12) + " " + Map.entry("k", "v") + " " + Map.entry("k", 1).equals(new AbstractMap.SimpleEntry<>("k", 1)));
        try { Map.entry("k", 1).setValue(2); } catch (UnsupportedOperationException e) { System.out.println("UOE entry"); }
        Map<String, Integer> copy = Map.copyOf(new HashMap<>(m));
        System.out.println(copy.equals(m) + " " + copy.hashCode() + " " + m.hashCode());
        List<Integer> mutable = new ArrayList<>(many);
        List<Integer> frozen = List.copyOf(mutable);
        mutable.set(0, 100);
        System.out.println(frozen.get(0) + " " + mutable.get(0));
        String[] arr = {"x", "y", "z"};
        List<String> view = Arrays.asList(arr);
        view.set(1, "Y");
        arr[2] = "Z";
        System.out.println(view + " " + Arrays.toString(arr) + " " + view.size() + " " + view.indexOf("Z"));
        try { view.add("w"); } catch (UnsupportedOperationException e) { System.out.println("UOE asList " + e.getMessage()); }
        try { view.remove(0); } catch (UnsupportedOperationException e) { System.out.println("UOE asList remove"); }
        try { view.get(5); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        Collections.sort(view, Comparator.reverseOrder());
        System.out.println(view + " " + Arrays.toString(arr));
        Integer[] boxed = {3, 1, 2};
        List<Integer> bl = Arrays.asList(boxed);
        bl.replaceAll(x -> x * 10);
        System.out.println(bl + " " + Arrays.toString(bl.toArray(new Integer[0])) + " " + bl.toArray().length);
    }
}
