import java.util.Objects;
import java.util.Optional;

// java.util.Objects and Optional: requireNonNull messages, equals, hash
// (Arrays.hashCode of the arguments), toString with defaults, Optional
// chaining.
public class Util_Objects {
    public static void main(String[] args) {
        System.out.println(Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.hash(1, "a", null) + " " + Objects.hashCode(null) + " " + Objects.toString(null, "dflt"));
        try { Objects.requireNonNull(null, "thing must not be null"); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        try { Objects.checkIndex(5, 3); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        Optional<String> o = Optional.of("value");
        System.out.println(o.map(String::length).orElse(-1) + " " + Optional.empty().isPresent() + " " + o + " " + Optional.ofNullable(null).orElse("none"));
    }
}
