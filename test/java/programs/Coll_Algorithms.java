import java.util.*;

// java.util.Collections algorithms: sort (stable), reverse, shuffle with a
// seeded Random (the JDK's exact swap sequence), swap, rotate, frequency,
// nCopies, min/max, binarySearch, fill, copy, disjoint, addAll,
// reverseOrder, indexOfSubList; empty/singleton/unmodifiable collections,
// newSetFromMap.
public class Coll_Algorithms {
    public static void main(String[] args) {
        List<Integer> xs = new ArrayList<>();
        for (int i = 0; i < 20; i++) xs.add(i);
        Collections.shuffle(xs, new Random(42));
        System.out.println(xs);
        LinkedList<Integer> lx = new LinkedList<>();
        for (int i = 0; i < 12; i++) lx.add(i);
        Collections.shuffle(lx, new Random(7));
        System.out.println(lx);
        Collections.sort(xs);
        Collections.reverse(xs);
        Collections.swap(xs, 0, 19);
        System.out.println(xs);
        Collections.rotate(xs, 3);
        System.out.println(xs);
        Collections.rotate(xs, -5);
        System.out.println(xs + " max " + Collections.max(xs) + " min " + Collections.min(xs) + " maxRev " + Collections.max(xs, Collections.reverseOrder()));
        List<String> words = new ArrayList<>(Arrays.asList("pear", "Fig", "apple", "kiwi", "banana", "fig", "date", "plum"));
        Collections.sort(words, String.CASE_INSENSITIVE_ORDER);
        System.out.println(words);
        words.sort(Comparator.comparing(String::length));
        System.out.println(words);
        Collections.sort(words);
        System.out.println(words + " " + Collections.binarySearch(words, "kiwi") + " " + Collections.binarySearch(words, "grape"));
        List<Integer> dup = Arrays.asList(1, 2, 2, 2, 2, 3, 5, 8, 8, 9);
        System.out.println(Collections.binarySearch(dup, 2) + " " + Collections.binarySearch(dup, 8) + " " + Collections.binarySearch(dup, 4) + " " + Collections.frequency(dup, 2) + " " + Collections.frequency(dup, 7));
        List<String> n = Collections.nCopies(4, "ab");
        System.out.println(n + " " + n.size() + " " + String.join("", n) + " " + n.indexOf("ab") + " " + n.contains("x"));
        List<Integer> target = new ArrayList<>(Collections.nCopies(5, 0));
        Collections.copy(target, Arrays.asList(7, 8, 9));
        System.out.println(target + " " + Collections.indexOfSubList(target, Arrays.asList(8, 9)) + " " + Collections.lastIndexOfSubList(target, List.of(0)));
        Collections.fill(target, -1);
        System.out.println(target + " " + Collections.disjoint(target, xs) + " " + Collections.disjoint(dup, xs));
        List<String> added = new ArrayList<>();
        System.out.println(Collections.addAll(added, "c", "a", "b") + " " + added);
        added.sort(Collections.reverseOrder());
        System.out.println(added + " " + Collections.replaceAll(added, "a", "A") + " " + added);
        List<String> unmod = Collections.unmodifiableList(added);
        System.out.println(unmod + " " + unmod.get(1) + " " + unmod.equals(added) + " " + unmod.hashCode());
        try { unmod.add("d"); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
        try { unmod.iterator().remove(); } catch (UnsupportedOperationException e) { System.out.println("UOE iterator"); }
        try { Collections.sort(unmod); } catch (UnsupportedOperationException e) { System.out.println("UOE sort"); }
        added.add("z");
        System.out.println(unmod + " " + unmod.size());
        Map<String, Integer> um = Collections.unmodifiableMap(new TreeMap<>(Map.of("one", 1, "two", 2, "three", 3)));
        System.out.println(um + " " + um.keySet() + " " + um.values() + " " + um.get("two") + " " + um.getOrDefault("four", 4));
        try { um.put("four", 4); } catch (UnsupportedOperationException e) { System.out.println("UOE put"); }
        try { um.entrySet().iterator().next().setValue(9); } catch (UnsupportedOperationException e) { System.out.println("UOE setValue"); }
        Set<Integer> us = Collections.unmodifiableSet(new TreeSet<>(xs.subList(0, 5)));
        System.out.println(us + " " + us.contains(3));
        System.out.println(Collections.emptyList() + " " + Collections.emptySet() + " " + Collections.emptyMap() + " " + Collections.emptyList().size() + " " + Collections.<String, Integer>emptyMap().getOrDefault("a", 5));
        try { Collections.emptyList().get(0); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { Collections.emptyList().add(null); } catch (UnsupportedOperationException e) { System.out.println("UOE empty"); }
        List<String> one = Collections.singletonList("solo");
        System.out.println(one + " " + Collections.singleton(5) + " " + Collections.singletonMap("k", "v") + " " + one.contains("solo"));
        try { one.get(1); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { one.set(0, "x"); } catch (UnsupportedOperationException e) { System.out.println("UOE singleton"); }
        try { Collections.nCopies(-1, "x"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Collections.max(new ArrayList<Integer>()); } catch (NoSuchElementException e) { System.out.println("NSEE max"); }
        List<Integer> sync = Collections.synchronizedList(new ArrayList<>(List.of(3, 1, 2)));
        sync.add(0);
        Collections.sort(sync);
        System.out.println(sync);
        Enumeration<Integer> en = Collections.enumeration(sync);
        System.out.println(Collections.list(en));
        Set<String> fromMap = Collections.newSetFromMap(new LinkedHashMap<>());
        fromMap.add("b"); fromMap.add("a"); fromMap.add("b");
        System.out.println(fromMap + " " + fromMap.size() + " " + fromMap.contains("a") + " " + fromMap.remove("a") + " " + fromMap);
        Set<Integer> hashed = Collections.newSetFromMap(new HashMap<>());
        for (int i = 0; i < 20; i++) hashed.add(i * 37);
        System.out.println(hashed + " " + hashed.equals(new HashSet<>(hashed)));
        try { Collections.newSetFromMap(Map.of("x", true)); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
    }
}
