// Stream collectors on a small order data set: groupingBy with
// downstream counting/summing/mapping/averaging and TreeMap factories,
// partitioningBy, toMap with merge functions (and the duplicate-key
// IllegalStateException message), flatMap, reduce forms, sorted with
// multi-key comparators, distinct, joining with prefix/suffix,
// teeing, collectingAndThen and summary statistics.
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class Stream_Grouping {
    record Order(int id, String customer, String city, List<String> items, double amount) {}

    public static void main(String[] args) {
        String[] customers = {"ann", "bob", "cy", "dee"};
        String[] cities = {"Oslo", "Rome", "Lima"};
        String[] goods = {"pen", "ink", "pad", "cup", "mug", "box"};
        Random r = new Random(2024);
        List<Order> orders = new ArrayList<>();
        for (int i = 1; i <= 30; i++) {
            List<String> items = new ArrayList<>();
            int n = 1 + r.nextInt(3);
            for (int k = 0; k < n; k++) items.add(goods[r.nextInt(goods.length)]);
            orders.add(new Order(i, customers[r.nextInt(4)], cities[r.nextInt(3)], items, Math.round(r.nextDouble() * 10000) / 100.0));
        }

        Map<String, Long> countByCustomer = orders.stream().collect(Collectors.groupingBy(Order::customer, TreeMap::new, Collectors.counting()));
        System.out.println(countByCustomer);
        Map<String, Double> sumByCity = orders.stream().collect(Collectors.groupingBy(Order::city, TreeMap::new, Collectors.summingDouble(Order::amount)));
        sumByCity.forEach((k, v) -> System.out.printf("%s=%.2f ", k, v));
        System.out.println();
        Map<String, Set<String>> itemsByCustomer = orders.stream().collect(Collectors.groupingBy(Order::customer, TreeMap::new,
            Collectors.flatMapping(o -> o.items().stream(), Collectors.toCollection(TreeSet::new))));
        System.out.println(itemsByCustomer);
        Map<String, Map<String, List<Integer>>> nested = orders.stream().filter(o -> o.id() <= 12).collect(Collectors.groupingBy(Order::city, TreeMap::new,
            Collectors.groupingBy(Order::customer, TreeMap::new, Collectors.mapping(Order::id, Collectors.toList()))));
        System.out.println(nested);
        Map<Boolean, List<Integer>> big = orders.stream().collect(Collectors.partitioningBy(o -> o.amount() > 50, Collectors.mapping(Order::id, Collectors.toList())));
        System.out.println(big);
        Map<Boolean, Long> emptyPart = Stream.<Order>empty().collect(Collectors.partitioningBy(o -> true, Collectors.counting()));
        System.out.println(emptyPart);
        Map<String, Double> avg = orders.stream().collect(Collectors.groupingBy(Order::customer, TreeMap::new, Collectors.averagingDouble(Order::amount)));
        avg.forEach((k, v) -> System.out.printf("%s:%.3f ", k, v));
        System.out.println();

        Map<String, Integer> itemCounts = orders.stream().flatMap(o -> o.items().stream()).collect(Collectors.toMap(Function.identity(), s -> 1, Integer::sum, TreeMap::new));
        System.out.println(itemCounts);
        try {
            orders.stream().collect(Collectors.toMap(Order::customer, Order::id));
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage().replaceAll("\\(attempted merging values \\d+ and \\d+\\)", "(attempted merging values X and Y)"));
        }
        Map<String, Order> biggestPerCity = orders.stream().collect(Collectors.toMap(Order::city, Function.identity(), BinaryOperator.maxBy(Comparator.comparingDouble(Order::amount)), TreeMap::new));
        biggestPerCity.forEach((k, v) -> System.out.print(k + "->#" + v.id() + " "));
        System.out.println();

        List<String> sorted = orders.stream().sorted(Comparator.comparing(Order::city).thenComparing(Order::amount, Comparator.reverseOrder()).thenComparingInt(Order::id))
            .limit(8).map(o -> o.city() + "/" + o.amount() + "/" + o.id()).collect(Collectors.toList());
        System.out.println(sorted);
        System.out.println(orders.stream().map(Order::customer).distinct().sorted(Comparator.reverseOrder()).collect(Collectors.joining(", ", "{", "}")));
        System.out.println(orders.stream().map(o -> o.items().size()).reduce(0, Integer::sum) + " " + orders.stream().map(Order::amount).reduce(Double::max).get()
            + " " + orders.stream().reduce(0.0, (acc, o) -> acc + o.items().size() * 0.5, Double::sum));
        DoubleSummaryStatistics st = orders.stream().mapToDouble(Order::amount).summaryStatistics();
        System.out.printf("n=%d min=%.2f max=%.2f avg=%.4f sum=%.2f%n", st.getCount(), st.getMin(), st.getMax(), st.getAverage(), st.getSum());
        IntSummaryStatistics ist = orders.stream().collect(Collectors.summarizingInt(o -> o.items().size()));
        System.out.println(ist);
        String range = orders.stream().collect(Collectors.teeing(Collectors.minBy(Comparator.comparingDouble(Order::amount)), Collectors.maxBy(Comparator.comparingDouble(Order::amount)),
            (a, b) -> a.get().id() + ".." + b.get().id()));
        System.out.println(range);
        List<Integer> unmod = orders.stream().map(Order::id).filter(i -> i % 7 == 0).collect(Collectors.collectingAndThen(Collectors.toList(), Collections::unmodifiableList));
        System.out.println(unmod + " " + orders.stream().map(Order::id).filter(i -> i % 9 == 0).toList());
        Map<Integer, String> byLen = Stream.of("a", "bb", "cc", "ddd", "e").collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.joining("+")));
        System.out.println(byLen + " " + Stream.of("x", "y", "x", "z", "y", "x").collect(Collectors.groupingBy(s -> s, LinkedHashMap::new, Collectors.counting())));
        System.out.println(Stream.iterate(1, x -> x * 3).limit(6).collect(Collectors.reducing(0, x -> x % 10, Integer::sum)) + " " + IntStream.rangeClosed(1, 5).mapToObj(Integer::toString).collect(Collectors.joining("*")));
        Map<String, List<String>> anagrams = Stream.of("listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog")
            .collect(Collectors.groupingBy(w -> { char[] c = w.toCharArray(); Arrays.sort(c); return new String(c); }, TreeMap::new, Collectors.toList()));
        System.out.println(anagrams);
        System.out.println(Stream.of("b", "a", "c").collect(Collectors.toCollection(ArrayDeque::new)).peekLast() + " " + Stream.of(3, 1, 2).collect(Collectors.toUnmodifiableSet()).size()
            + " " + Stream.of(1, 2, 3, 4).collect(Collectors.filtering(x -> x % 2 == 0, Collectors.toList())) + " " + Stream.of(5, 3).collect(Collectors.summingLong(x -> x * 1000000000L)));
    }
}
