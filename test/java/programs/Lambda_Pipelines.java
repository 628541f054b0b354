import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

// A small order-report program written the way people write Java today:
// streams over lists of objects, grouping into maps, sorting by composed
// comparators, Optional lookups, method references of every kind.
public class Lambda_Pipelines {
    enum Category { BOOKS, GAMES, TOOLS, FOOD }

    static final class Item {
        final String sku;
        final Category category;
        final int cents;

        Item(String sku, Category category, int cents) {
            this.sku = sku;
            this.category = category;
            this.cents = cents;
        }

        Category category() { return category; }
        int cents() { return cents; }
        public String toString() { return sku; }
    }

    static final class Order {
        final int id;
        final String customer;
        final List<Item> items;

        Order(int id, String customer, Item... items) {
            this.id = id;
            this.customer = customer;
            this.items = Arrays.asList(items);
        }

        String customer() { return customer; }
        List<Item> items() { return items; }
        int total() { return items.stream().mapToInt(Item::cents).sum(); }
        public String toString() { return "#" + id; }
    }

    static String money(long cents) {
        return cents / 100 + "." + (cents % 100 < 10 ? "0" : "") + cents % 100;
    }

    public static void main(String[] args) {
        Map<String, Item> catalog = Stream.of(new Item("B-1", Category.BOOKS, 1299), new Item("B-2", Category.BOOKS, 850),
                new Item("G-1", Category.GAMES, 5999), new Item("T-1", Category.TOOLS, 2450), new Item("T-2", Category.TOOLS, 399),
                new Item("F-1", Category.FOOD, 125), new Item("F-2", Category.FOOD, 780))
                .collect(Collectors.toMap(i -> i.sku, Function.identity(), (a, b) -> a, LinkedHashMap::new));
        Function<String, Item> sku = catalog::get;
        List<Order> orders = new ArrayList<>();
        String[][] raw = {{"ada", "B-1", "F-1", "F-1"}, {"bo", "G-1"}, {"ada", "T-1", "T-2", "B-2"}, {"cy", "F-2", "F-1"},
                {"bo", "B-1", "B-2", "G-1", "T-2"}, {"dee", "F-1"}, {"cy", "T-1"}};
        for (int i = 0; i < raw.length; i++) {
            String[] r = raw[i];
            orders.add(new Order(100 + i, r[0], Stream.of(r).skip(1).map(sku).toArray(Item[]::new)));
        }

        System.out.println("orders: " + orders.stream().map(o -> o + "=" + money(o.total())).collect(Collectors.joining(" ")));
        Map<String, Integer> spend = orders.stream().collect(Collectors.groupingBy(Order::customer, TreeMap::new, Collectors.summingInt(Order::total)));
        spend.forEach((c, t) -> System.out.println("  " + c + " spent " + money(t)));
        Optional<Map.Entry<String, Integer>> best = spend.entrySet().stream().max(Map.Entry.comparingByValue());
        System.out.println("best customer: " + best.map(Map.Entry::getKey).orElse("nobody"));
        Map<Category, Long> units = orders.stream().flatMap(o -> o.items().stream()).collect(Collectors.groupingBy(Item::category, TreeMap::new, Collectors.counting()));
        System.out.println("units by category: " + units);
        Map<String, List<String>> skusByCustomer = orders.stream().collect(Collectors.groupingBy(Order::customer, TreeMap::new,
                Collectors.flatMapping(o -> o.items().stream().map(i -> i.sku), Collectors.collectingAndThen(Collectors.toList(), l -> { l.sort(Comparator.naturalOrder()); return l; }))));
        System.out.println("skus: " + skusByCustomer);
        List<Item> top = catalog.values().stream().sorted(Comparator.comparing(Item::category).reversed().thenComparing(Item::cents, Comparator.reverseOrder())).limit(5).toList();
        System.out.println("sorted catalog: " + top);
        Predicate<Order> big = o -> o.total() > 5000;
        Predicate<Order> ada = o -> o.customer().equals("ada");
        System.out.println("big or ada: " + orders.stream().filter(big.or(ada)).toList() + ", small non-ada: " + orders.stream().filter(big.negate().and(Predicate.not(ada))).toList());
        System.out.println("avg order: " + orders.stream().mapToInt(Order::total).average().orElse(0) + " max items: " + orders.stream().mapToInt(o -> o.items().size()).max().getAsInt());
        Map<Boolean, Long> split = orders.stream().collect(Collectors.partitioningBy(big, Collectors.counting()));
        System.out.println("big orders: " + split);
        Map<String, Long> freq = orders.stream().flatMap(o -> o.items().stream()).collect(Collectors.groupingBy(i -> i.sku, HashMap::new, Collectors.counting()));
        System.out.println("frequency: " + freq);
        String histogram = IntStream.rangeClosed(1, 4).mapToObj(n -> n + ":" + "*".repeat((int) orders.stream().filter(o -> o.items().size() == n).count())).collect(Collectors.joining(" "));
        System.out.println("size histogram " + histogram);
        Supplier<Stream<Item>> allItems = () -> orders.stream().flatMap(o -> o.items().stream());
        System.out.println("distinct skus " + allItems.get().distinct().count() + ", cheapest " + allItems.get().min(Comparator.comparingInt(Item::cents)).get() + ", any tools " + allItems.get().anyMatch(i -> i.category() == Category.TOOLS));
        System.out.println("running totals " + Stream.iterate(new int[] {0, 0}, a -> a[0] < orders.size(), a -> new int[] {a[0] + 1, a[1] + orders.get(a[0]).total()}).skip(1).map(a -> money(a[1])).toList());
    }
}
