import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

// Comparator's static factories and default combinators, on a list with
// ties and nulls: comparing with and without a key comparator, the
// primitive key extractors, thenComparing chains, reversed (of a chain, of
// naturalOrder, twice), nullsFirst/nullsLast and their reversal.
public class Func_Comparators {
    static final class City {
        final String name;
        final String country;
        final int pop;
        final long area;
        final double lat;

        City(String name, String country, int pop, long area, double lat) {
            this.name = name;
            this.country = country;
            this.pop = pop;
            this.area = area;
            this.lat = lat;
        }

        String name() { return name; }
        String country() { return country; }
        int pop() { return pop; }
        long area() { return area; }
        double lat() { return lat; }

        public String toString() { return name; }
    }

    static <T> String sorted(List<T> in, Comparator<? super T> c) {
        List<T> l = new ArrayList<>(in);
        l.sort(c);
        return l.toString();
    }

    public static void main(String[] args) {
        List<City> cs = List.of(new City("Lyon", "FR", 513, 48, 45.76), new City("Paris", "FR", 2161, 105, 48.86),
                new City("Porto", "PT", 232, 41, 41.15), new City("Nice", "FR", 342, 72, 43.70),
                new City("Lisbon", "PT", 545, 100, 38.72), new City("Braga", "PT", 193, 183, 41.55),
                new City("Bonn", "DE", 327, 141, 50.73), new City("Kiel", "DE", 246, 119, 54.32));
        System.out.println(sorted(cs, Comparator.comparing(City::name)));
        System.out.println(sorted(cs, Comparator.comparing(City::name, Comparator.reverseOrder())));
        System.out.println(sorted(cs, Comparator.comparingInt(City::pop)));
        System.out.println(sorted(cs, Comparator.comparingLong(City::area).reversed()));
        System.out.println(sorted(cs, Comparator.comparingDouble(City::lat)));
        System.out.println(sorted(cs, Comparator.comparing(City::country).thenComparing(City::name)));
        System.out.println(sorted(cs, Comparator.comparing(City::country).thenComparingInt(City::pop).reversed()));
        System.out.println(sorted(cs, Comparator.comparing(City::country).reversed().thenComparingLong(City::area)));
        System.out.println(sorted(cs, Comparator.comparing(City::country).thenComparingDouble(City::lat)));
        System.out.println(sorted(cs, Comparator.comparing(City::country, Comparator.reverseOrder()).thenComparing(City::name, Comparator.comparing(String::length)).thenComparing(Comparator.comparing(City::name))));
        System.out.println(sorted(cs, Comparator.comparing((City c) -> c.name().length()).thenComparing(Comparator.comparing(City::pop).reversed())));

        List<String> ws = Arrays.asList("pear", null, "Fig", "apple", null, "kiwi", "Date");
        System.out.println(sorted(ws, Comparator.nullsFirst(Comparator.naturalOrder())));
        System.out.println(sorted(ws, Comparator.nullsLast(Comparator.<String>naturalOrder().reversed())));
        System.out.println(sorted(ws, Comparator.nullsFirst(String.CASE_INSENSITIVE_ORDER).reversed()));
        System.out.println(sorted(ws, Comparator.nullsLast(Comparator.comparing(String::length)).thenComparing(Comparator.nullsLast(Comparator.reverseOrder()))));
        System.out.println(sorted(ws, Comparator.nullsFirst(null)));
        System.out.println(sorted(ws, Comparator.nullsLast(Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder()))));

        Comparator<String> nat = Comparator.naturalOrder();
        Comparator<String> rev = Comparator.reverseOrder();
        System.out.println(nat.compare("a", "b") + " " + rev.compare("a", "b") + " " + nat.reversed().compare("a", "b") + " " + rev.reversed().compare("a", "b") + " " + (rev.reversed() == nat) + " " + (nat.reversed() == rev) + " " + (Collections.<String>reverseOrder() == rev));
        Comparator<Integer> byMod = Comparator.comparingInt(i -> i % 10);
        System.out.println(byMod.reversed().reversed().compare(13, 21) + " " + byMod.compare(19, 21) + " " + byMod.reversed().compare(19, 21));
        List<Integer> nums = Arrays.asList(31, 12, 25, 11, 42, 5, 22);
        System.out.println(sorted(nums, byMod.thenComparing(Comparator.reverseOrder())) + " " + sorted(nums, Collections.reverseOrder(byMod)));
        System.out.println(Collections.max(nums, byMod) + " " + Collections.min(nums, byMod.thenComparing(Comparator.naturalOrder())));
        try {
            Comparator.comparing(null);
        } catch (NullPointerException e) {
            System.out.println("comparing(null) NPE");
        }
        try {
            Comparator.<String>naturalOrder().thenComparing((Comparator<String>) null);
        } catch (NullPointerException e) {
            System.out.println("thenComparing(null) NPE");
        }
        try {
            sorted(ws, Comparator.naturalOrder());
        } catch (NullPointerException e) {
            System.out.println("null element NPE");
        }
    }
}
