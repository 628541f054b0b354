import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

// Optional: every method, present and empty, including the texts of
// toString and of the exceptions, equality, and Optional.stream in a
// flatMap over a stream of lookups.
public class Func_Optional {
    static Optional<Integer> parse(String s) {
        try {
            return Optional.of(Integer.parseInt(s));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    public static void main(String[] args) {
        Optional<String> some = Optional.of("value");
        Optional<String> none = Optional.empty();
        System.out.println(some + " " + none + " " + Optional.ofNullable(null) + " " + Optional.ofNullable("x"));
        System.out.println(some.isPresent() + " " + some.isEmpty() + " " + none.isPresent() + " " + none.isEmpty());
        System.out.println(some.get() + " " + some.orElse("other") + " " + none.orElse("other") + " " + none.orElse(null) + " " + none.orElseGet(() -> "got") + " " + some.orElseThrow());
        System.out.println(some.map(String::length) + " " + none.map(String::length) + " " + some.map(s -> (String) null) + " " + some.flatMap(s -> parse("12")) + " " + some.flatMap(s -> parse("zz")));
        System.out.println(some.filter(s -> s.startsWith("v")) + " " + some.filter(s -> s.startsWith("w")) + " " + none.filter(s -> true));
        System.out.println(some.or(() -> Optional.of("alt")) + " " + none.or(() -> Optional.of("alt")) + " " + none.or(Optional::empty));
        some.ifPresent(s -> System.out.println("has " + s));
        none.ifPresent(s -> System.out.println("never"));
        some.ifPresentOrElse(s -> System.out.println("yes " + s), () -> System.out.println("no"));
        none.ifPresentOrElse(s -> System.out.println("yes " + s), () -> System.out.println("no"));
        System.out.println(some.stream().count() + " " + none.stream().count() + " " + some.stream().map(String::toUpperCase).collect(Collectors.toList()));
        System.out.println(some.equals(Optional.of("value")) + " " + some.equals(none) + " " + none.equals(Optional.ofNullable(null)) + " " + some.equals("value") + " " + (some.hashCode() == "value".hashCode()) + " " + none.hashCode());
        System.out.println(Stream.of("1", "x", "3", "", "5").map(Func_Optional::parse).flatMap(Optional::stream).collect(Collectors.toList()));
        System.out.println(Stream.of("4", "q").map(Func_Optional::parse).map(o -> o.map(i -> i * i).orElse(-1)).collect(Collectors.toList()));
        List<Optional<Integer>> opts = List.of(parse("7"), parse("-"), parse("8"));
        System.out.println(opts + " " + opts.stream().filter(Optional::isPresent).map(Optional::get).reduce(0, Integer::sum));
        try {
            none.get();
        } catch (NoSuchElementException e) {
            System.out.println("get: " + e.getMessage());
        }
        try {
            none.orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println("orElseThrow: " + e.getMessage());
        }
        try {
            none.orElseThrow(() -> new IllegalStateException("custom"));
        } catch (IllegalStateException e) {
            System.out.println("supplier: " + e.getMessage());
        }
        try {
            Optional.of(null);
        } catch (NullPointerException e) {
            System.out.println("of(null) NPE");
        }
        try {
            some.flatMap(s -> null);
        } catch (NullPointerException e) {
            System.out.println("flatMap to null NPE");
        }
        try {
            Stream.of("a", null).filter(s -> s == null).findFirst();
        } catch (NullPointerException e) {
            System.out.println("findFirst null NPE");
        }
        System.out.println(Stream.of(3, 9, 4).max(Integer::compare) + " " + Stream.<Integer>empty().min(Integer::compare) + " " + Stream.of("bb", "a", "cc").min((x, y) -> x.length() - y.length()).get());
    }
}
