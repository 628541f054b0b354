// Unmodifiable and immutable collections: Collections.unmodifiable* views
// reflecting later changes to the backing collection, List.of/Set.of/
// Map.of null rejection and duplicate messages, copyOf sharing, the UOE
// thrown by every mutator (including on iterators and entries), toString
// and equals across implementations, and singleton/empty forms.
import java.util.*;

public class Coll_Unmodifiable {
    static void attempt(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getSimpleName() + (e.getMessage() == null || e instanceof NullPointerException ? "" : ": " + e.getMessage()));
        }
    }

    public static void main(String[] args) {
        List<String> backing = new ArrayList<>(List.of("a", "b"));
        List<String> view = Collections.unmodifiableList(backing);
        backing.add("c");
        System.out.println(view + " " + view.size() + " " + view.equals(backing) + " " + view.getClass().getSimpleName().isEmpty());
        attempt("view.add", () -> view.add("d"));
        attempt("view.set", () -> view.set(0, "z"));
        attempt("view.remove", () -> view.remove("a"));
        attempt("view.clear of empty sub", () -> view.subList(0, 0).clear());
        attempt("view.iterator.remove", () -> { Iterator<String> it = view.iterator(); it.next(); it.remove(); });
        attempt("view.listIterator.set", () -> { ListIterator<String> it = view.listIterator(); it.next(); it.set("q"); });
        attempt("view.sort", () -> view.sort(null));
        attempt("view.replaceAll", () -> view.replaceAll(String::toUpperCase));
        attempt("view.removeIf none", () -> view.removeIf(s -> false));

        Map<String, Integer> bm = new TreeMap<>(Map.of("x", 1, "y", 2));
        Map<String, Integer> mv = Collections.unmodifiableMap(bm);
        bm.put("z", 3);
        System.out.println(mv + " " + mv.get("z"));
        attempt("map view put", () -> mv.put("w", 0));
        attempt("map entry setValue", () -> mv.entrySet().iterator().next().setValue(9));
        attempt("map keySet remove", () -> mv.keySet().remove("x"));
        attempt("map merge", () -> mv.merge("x", 1, Integer::sum));
        attempt("map computeIfAbsent present", () -> mv.computeIfAbsent("x", k -> 5));
        Set<Integer> sv = Collections.unmodifiableSet(new LinkedHashSet<>(List.of(3, 1, 2)));
        System.out.println(sv + " " + sv.contains(1));
        attempt("set view add", () -> sv.add(4));
        SortedSet<Integer> ssv = Collections.unmodifiableSortedSet(new TreeSet<>(sv));
        System.out.println(ssv.first() + " " + ssv.headSet(3));
        attempt("sorted view headSet add", () -> ssv.headSet(3).add(0));
        NavigableSet<Integer> nv = Collections.unmodifiableNavigableSet(new TreeSet<>(List.of(10, 20, 30, 40)));
        System.out.println(nv.floor(25) + " " + nv.higher(40) + " " + nv.descendingSet() + " " + nv.headSet(30, true) + " " + nv.tailSet(20, false).first() + " " + nv.subSet(10, false, 40, false));
        attempt("navigable view pollFirst", () -> nv.pollFirst());
        attempt("navigable descending iterator remove", () -> { Iterator<Integer> it = nv.descendingIterator(); it.next(); it.remove(); });
        attempt("navigable sub add", () -> nv.subSet(10, true, 20, true).add(15));

        attempt("List.of null", () -> List.of("a", null));
        attempt("List.of(null) one", () -> List.of((String) null));
        attempt("Set.of dup", () -> Set.of("a", "b", "a"));
        attempt("Set.of null", () -> Set.of("a", null));
        attempt("Map.of dup key", () -> Map.of("k", 1, "k", 2));
        attempt("Map.of null value", () -> Map.of("k", null));
        attempt("Map.entry null", () -> Map.entry(null, 1));
        attempt("List.copyOf with null", () -> List.copyOf(Arrays.asList("a", null)));
        attempt("List.of contains(null)", () -> List.of("a").contains(null));
        attempt("List.of indexOf(null)", () -> List.of("a").indexOf(null));
        attempt("Set.of contains(null)", () -> Set.of("a").contains(null));
        attempt("Map.of get(null)", () -> Map.of("a", 1).get(null));
        attempt("Map.of containsKey(null)", () -> Map.of("a", 1).containsKey(null));
        attempt("List.of add", () -> List.of(1).add(2));
        attempt("List.of set", () -> List.of(1).set(0, 2));
        attempt("Map.of put", () -> Map.of().put("a", "b"));
        attempt("Map.of remove absent", () -> Map.of().remove("a"));
        attempt("Arrays.asList add", () -> Arrays.asList(1, 2).add(3));
        attempt("Arrays.asList set", () -> Arrays.asList(1, 2).set(0, 3));
        attempt("singletonList add", () -> Collections.singletonList(1).add(2));
        attempt("emptyList get(0)", () -> Collections.emptyList().get(0));
        attempt("emptyMap put", () -> Collections.emptyMap().put("a", "b"));
        attempt("nCopies(-1)", () -> Collections.nCopies(-1, "x"));

        List<String> lo = List.of("a", "b", "c");
        System.out.println((List.copyOf(lo) == lo) + " " + lo.equals(Arrays.asList("a", "b", "c")) + " " + lo.hashCode() + " " + Arrays.asList("a", "b", "c").hashCode() + " " + lo.subList(1, 3) + " " + lo.indexOf("c"));
        System.out.println(Map.of("k", 1).equals(new HashMap<>(Map.of("k", 1))) + " " + Set.of(1, 2, 3).equals(new TreeSet<>(List.of(3, 2, 1))) + " " + Map.of("k", 1).hashCode() + " " + Map.entry("k", 1));
        System.out.println(Collections.singletonMap("s", 0) + " " + Collections.singleton(null) + " " + Collections.emptySet() + " " + Collections.emptyMap() + " " + List.of() + " " + Map.of());
        System.out.println(new TreeMap<>(Map.of("c", 3, "a", 1, "b", 2)) + " " + new TreeSet<>(Set.of(5, 4, 3, 2, 1, 0)) + " " + Map.ofEntries(Map.entry("only", true)));

        Map<String, List<Integer>> deep = new HashMap<>();
        deep.put("xs", new ArrayList<>(List.of(1)));
        Map<String, List<Integer>> ro = Collections.unmodifiableMap(deep);
        ro.get("xs").add(2);
        System.out.println("shallow: " + ro);
        Collection<Integer> uc = Collections.unmodifiableCollection(new ArrayDeque<>(List.of(9, 8)));
        System.out.println(uc + " " + uc.size());
        attempt("collection view addAll empty", () -> uc.addAll(List.of()));
    }
}
