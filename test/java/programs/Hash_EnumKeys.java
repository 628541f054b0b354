import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/* HashMap and HashSet of enum constants print in HotSpot's order: an enum
 * constant's hashCode is its identity hash, so the order follows the
 * identity hashes main's sequence hands out (Hash_Identity), including the
 * one the switch's synthetic class takes when it is linked.  (Not the
 * library's enums: HotSpot's archive hashed some of them at build time.) */
public class Hash_EnumKeys {
    enum Color { RED, GREEN, BLUE, YELLOW, BLACK, WHITE, PINK, CYAN }

    enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }

    static int weight(Suit s) {
        switch (s) {
            case CLUBS:
                return 1;
            case HEARTS:
                return 3;
            default:
                return 2;
        }
    }

    public static void main(String[] args) {
        Map<Color, Integer> m = new HashMap<>();
        for (Color c : Color.values()) {
            m.put(c, c.ordinal());
        }
        System.out.println(m);
        Set<Color> set = new HashSet<>(Arrays.asList(Color.values()));
        System.out.println(set);
        Map<Suit, Integer> w = new HashMap<>();
        for (Suit s : Suit.values()) {
            w.put(s, weight(s));
        }
        System.out.println(w);
        Set<Object> mixed = new HashSet<>();
        mixed.add(Suit.SPADES);
        mixed.add(Color.PINK);
        mixed.add(Color.RED);
        mixed.add(Suit.CLUBS);
        System.out.println(mixed);
    }
}
