import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.IntSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collector;
import java.util.stream.Collectors;
import java.util.stream.Stream;

// Every Collectors factory: container types and their iteration order
// (HashMap/HashSet as the JDK lays them out), the exception texts, and the
// compensated double sums.
public class Stream_Collectors {
    record Person(String name, String city, int age, double score) { }

    static List<Person> people() {
        return List.of(new Person("Ann", "Oslo", 31, 7.5), new Person("Bob", "Rome", 25, 6.25),
                new Person("Cid", "Oslo", 42, 9.0), new Person("Dee", "Lima", 25, 8.75),
                new Person("Eve", "Rome", 37, 5.5), new Person("Fay", "Oslo", 29, 7.0));
    }

    static void p(Object o) {
        System.out.println(o);
    }

    public static void main(String[] args) {
        List<String> words = Arrays.asList("delta", "alpha", "charlie", "bravo", "echo", "foxtrot", "golf", "hotel", "india");
        p(words.stream().collect(Collectors.toList()));
        p(words.stream().collect(Collectors.toSet()));
        p(words.stream().map(String::length).collect(Collectors.toSet()));
        p(words.stream().collect(Collectors.toCollection(TreeSet::new)));
        LinkedList<String> ll = words.stream().limit(3).collect(Collectors.toCollection(LinkedList::new));
        p(ll.getLast() + " " + ll);
        p(words.stream().collect(Collectors.joining()));
        p(words.stream().collect(Collectors.joining(", ")));
        p(words.stream().collect(Collectors.joining(", ", "<", ">")) + Stream.<String>empty().collect(Collectors.joining(",", "{", "}")));

        p(words.stream().collect(Collectors.toMap(w -> w.charAt(0), String::length)));
        p(words.stream().collect(Collectors.toMap(String::length, w -> w, (a, b) -> a + "|" + b)));
        p(words.stream().collect(Collectors.toMap(String::length, w -> w, (a, b) -> b, TreeMap::new)));
        try {
            words.stream().collect(Collectors.toMap(String::length, w -> w));
        } catch (IllegalStateException e) {
            p(e.getMessage());
        }
        try {
            Stream.of("a", "b").collect(Collectors.toMap(w -> w, w -> (String) null));
        } catch (NullPointerException e) {
            p("null value NPE");
        }
        p(words.stream().collect(Collectors.toUnmodifiableMap(w -> w, String::length)).get("golf"));

        p(words.stream().collect(Collectors.groupingBy(String::length)));
        p(words.stream().collect(Collectors.groupingBy(w -> w.charAt(w.length() - 1), Collectors.counting())));
        p(words.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.mapping(w -> w.substring(0, 2), Collectors.joining("+")))));
        p(words.stream().collect(Collectors.groupingBy(String::length, LinkedHashMap::new, Collectors.toCollection(TreeSet::new))));
        try {
            words.stream().collect(Collectors.groupingBy(w -> w.length() > 6 ? null : w.length()));
        } catch (NullPointerException e) {
            p(e.getMessage());
        }
        p(words.stream().collect(Collectors.partitioningBy(w -> w.length() > 4)));
        Map<Boolean, Long> part = words.stream().collect(Collectors.partitioningBy(w -> w.length() > 40, Collectors.counting()));
        p(part + " " + part.get(true) + " " + part.get(false) + " " + part.containsKey(true) + " " + part.size());

        List<Person> ps = people();
        p(ps.stream().collect(Collectors.groupingBy(Person::city, TreeMap::new, Collectors.averagingInt(Person::age))));
        p(ps.stream().collect(Collectors.groupingBy(Person::city, TreeMap::new, Collectors.summingDouble(Person::score))));
        p(ps.stream().collect(Collectors.groupingBy(Person::age, TreeMap::new, Collectors.mapping(Person::name, Collectors.toList()))));
        p(ps.stream().collect(Collectors.groupingBy(Person::city, TreeMap::new, Collectors.maxBy(Comparator.comparingDouble(Person::score)))).get("Oslo").map(Person::name));
        p(ps.stream().collect(Collectors.summingInt(Person::age)) + " " + ps.stream().collect(Collectors.summingLong(p -> p.age() * 1000000000L)));
        p(ps.stream().collect(Collectors.averagingDouble(Person::score)) + " " + ps.stream().collect(Collectors.averagingLong(Person::age)));
        p(Stream.<Person>empty().collect(Collectors.averagingInt(Person::age)));
        p(ps.stream().collect(Collectors.minBy(Comparator.comparing(Person::name).reversed())));
        p(ps.stream().map(Person::age).collect(Collectors.reducing(Integer::sum)) + " " + Stream.<Integer>empty().collect(Collectors.reducing(Integer::max)));
        p(ps.stream().map(Person::age).collect(Collectors.reducing(100, Integer::sum)) + " " + ps.stream().collect(Collectors.reducing(0, Person::age, Math::max)));
        p(ps.stream().collect(Collectors.collectingAndThen(Collectors.toList(), List::size)));
        p(ps.stream().collect(Collectors.filtering(p -> p.age() > 30, Collectors.mapping(Person::name, Collectors.joining(",")))));
        p(Stream.of("ab", "cde").collect(Collectors.flatMapping(w -> java.util.stream.IntStream.range(0, w.length()).mapToObj(w::charAt), Collectors.toList())));
        IntSummaryStatistics is = ps.stream().collect(Collectors.summarizingInt(Person::age));
        p(is + " " + is.getAverage());
        DoubleSummaryStatistics ds = ps.stream().collect(Collectors.summarizingDouble(Person::score));
        p(ds);
        p(ps.stream().collect(Collectors.summarizingLong(Person::age)));
        p(ps.stream().collect(Collectors.teeing(Collectors.counting(), Collectors.summingInt(Person::age), (c, s) -> s + "/" + c)));
        // compensated summation: the naive sum would print 0.9999999999999999
        p(Stream.of(0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1).collect(Collectors.summingDouble(d -> d)));
        p(Stream.of(1e100, 1.0, -1e100).collect(Collectors.summingDouble(d -> d)) + " " + Stream.of(Double.MAX_VALUE, Double.MAX_VALUE).collect(Collectors.summingDouble(d -> d)));

        List<String> ul = words.stream().collect(Collectors.toUnmodifiableList());
        try {
            ul.add("x");
        } catch (UnsupportedOperationException e) {
            p("unmodifiable " + ul.size());
        }
        Set<Integer> us = Stream.of(3, 3, 4).collect(Collectors.toUnmodifiableSet());
        p(us.size() + " " + us.contains(4));

        Collector<String, StringBuilder, String> custom = Collector.of(StringBuilder::new, (sb, s) -> sb.append(s.charAt(0)), StringBuilder::append, StringBuilder::toString);
        p(words.stream().collect(custom) + " " + custom.characteristics());
        Collector<Integer, List<Integer>, List<Integer>> idc = Collector.of(ArrayList::new, List::add, (a, b) -> { a.addAll(b); return a; });
        p(Stream.of(1, 2).collect(idc) + " " + idc.characteristics());
        p(Stream.of("a", "b", "c").collect(StringBuilder::new, StringBuilder::append, StringBuilder::append));
        Optional<Integer> none = Stream.<Integer>empty().collect(Collectors.maxBy(Comparator.naturalOrder()));
        p(none);
    }
}
