import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/* java.util.UUID against the JDK: the text form both ways (strict and
 * lenient parsing, every error message), fields of each version, name
 * UUIDs (MD5, version 3), random UUIDs (version 4, IETF variant, unique),
 * ordering, equality and hash codes. */
public class Util_UUID {
    /* The output stays ASCII: other characters as \\uXXXX. */
    static String ascii(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c < 128) sb.append(c);
            else sb.append(String.format("\\u%04x", (int) c));
        }
        return sb.toString();
    }

    static void parse(String s) {
        try {
            UUID u = UUID.fromString(s);
            System.out.println("\"" + ascii(s) + "\" -> " + u + " v" + u.version() + " variant " + u.variant());
        } catch (NullPointerException e) {
            System.out.println("\"" + s + "\" -> " + e.getClass().getName());
        } catch (IllegalArgumentException e) {
            System.out.println("\"" + s + "\" -> " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        UUID u = new UUID(0x123456789abcdef0L, 0xfedcba9876543210L);
        System.out.println(u + " " + u.version() + " " + u.variant() + " " + u.hashCode() + " "
                + Long.toHexString(u.getMostSignificantBits()) + " " + Long.toHexString(u.getLeastSignificantBits()));
        System.out.println(new UUID(0, 0) + " " + new UUID(-1, -1) + " " + new UUID(0, 0).hashCode() + " " + new UUID(-1, 0).hashCode());
        for (long lsb : new long[]{0L, 0x4000000000000000L, 0x8000000000000000L, 0xa000000000000000L, 0xc000000000000000L,
                0xe000000000000000L, -1L}) {
            System.out.print(new UUID(0, lsb).variant() + " ");
        }
        System.out.println();

        System.out.println("== time-based");
        UUID t = UUID.fromString("f81d4fae-7dec-11d0-a765-00a0c91e6bf6");
        System.out.println(t.version() + " " + t.variant() + " " + t.timestamp() + " " + t.clockSequence() + " " + t.node());
        for (UUID x : new UUID[]{u, UUID.nameUUIDFromBytes(new byte[0])}) {
            try {
                x.timestamp();
            } catch (UnsupportedOperationException e) {
                System.out.println("timestamp " + e);
            }
            try {
                x.clockSequence();
            } catch (UnsupportedOperationException e) {
                System.out.println("clockSequence " + e);
            }
            try {
                x.node();
            } catch (UnsupportedOperationException e) {
                System.out.println("node " + e);
            }
        }

        System.out.println("== parse");
        String[] inputs = {"f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6",
            "00000000-0000-0000-0000-000000000000", "ffffffff-ffff-ffff-ffff-ffffffffffff", "1-2-3-4-5",
            "123456789-1-1-1-1", "+1-1-1-1-1", "-1-1-1-1-1", "0-0-0-0-0-0", "1-2-3-4", "", "-", "----",
            "zzzzzzzz-0000-0000-0000-000000000000", "00000000-0000-0000-0000-00000000000g",
            "00000000-0000-0000-0000-0000000000000000", "ffffffffffffffffffffffffffffffffffff",
            "1-1-1-1-x", "12345678901234567-1-1-1-1", "1-1-1-1-", "1-1-1-1-+", "1-1-1-1--5",
            "ffffffffffffffff-1-1-1-1", "1-1-1-1-7fffffffffffffff", "1-1-1-1-8000000000000000",
            "f81d4fae_7dec-11d0-a765-00a0c91e6bf6", "f81d4fae-7dec-11d0-a765-00a0c91e6bf", " f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
            "\uff11-2-3-4-5"};
        for (String s : inputs) parse(s);
        parse(null);

        System.out.println("== round trip");
        for (String s : inputs) {
            try {
                UUID x = UUID.fromString(s);
                UUID y = UUID.fromString(x.toString());
                if (!x.equals(y) || x.hashCode() != y.hashCode() || x.compareTo(y) != 0) System.out.println("mismatch " + s);
            } catch (IllegalArgumentException e) {
                /* shown above */
            }
        }

        System.out.println("== names");
        for (String s : new String[]{"", "hello", "www.example.com", "The quick brown fox jumps over the lazy dog"}) {
            UUID n = UUID.nameUUIDFromBytes(s.getBytes("UTF-8"));
            System.out.println("\"" + s + "\" " + n + " v" + n.version() + " variant " + n.variant());
        }
        try {
            UUID.nameUUIDFromBytes(null);
        } catch (NullPointerException e) {
            System.out.println("null name " + e.getClass().getName());
        }

        System.out.println("== random");
        Set<UUID> seen = new HashSet<>();
        boolean ok = true;
        for (int i = 0; i < 2000; i++) {
            UUID r = UUID.randomUUID();
            ok &= r.version() == 4 && r.variant() == 2 && r.toString().length() == 36;
            ok &= r.toString().charAt(14) == '4';
            ok &= "89ab".indexOf(r.toString().charAt(19)) >= 0;
            ok &= UUID.fromString(r.toString()).equals(r);
            seen.add(r);
        }
        System.out.println("version 4, variant 2, round trip " + ok + ", distinct " + seen.size());

        System.out.println("== order");
        List<UUID> list = new ArrayList<>();
        for (long m : new long[]{0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE})
            for (long l : new long[]{0, -1, 5}) list.add(new UUID(m, l));
        Collections.sort(list);
        for (UUID x : list) System.out.println("  " + x);
        System.out.println(u.compareTo(t) + " " + t.compareTo(u) + " " + u.compareTo(u) + " " + u.equals(t) + " "
                + u.equals(null) + " " + u.equals("x") + " " + u.equals(new UUID(u.getMostSignificantBits(), u.getLeastSignificantBits())));
        try {
            u.compareTo(null);
        } catch (NullPointerException e) {
            System.out.println("compareTo(null) " + e.getClass().getName());
        }
    }
}
