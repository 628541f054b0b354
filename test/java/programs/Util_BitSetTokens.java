// java.util odds and ends: BitSet (sieve, logical operations, navigation
// with next/previous set and clear bits, ranges, cardinality, toString,
// valueOf/toLongArray/toByteArray, equals/hashCode), StringTokenizer with
// custom and returned delimiters, and StringJoiner with prefix/suffix/
// empty value and merge.  (Properties: Util_Properties.)
import java.util.*;

public class Util_BitSetTokens {
    public static void main(String[] args) {
        int n = 200;
        BitSet composite = new BitSet(n);
        composite.set(0, 2);
        for (int i = 2; i * i < n; i++) if (!composite.get(i)) for (int j = i * i; j < n; j += i) composite.set(j);
        BitSet primes = (BitSet) composite.clone();
        primes.flip(0, n);
        System.out.println(primes.cardinality() + " " + primes.nextSetBit(100) + " " + primes.previousSetBit(100) + " " + primes.nextClearBit(2) + " " + primes.previousClearBit(199) + " " + primes.length() + " " + (primes.size() >= n));
        System.out.println(primes.get(0, 30) + " " + primes.get(190, 260));
        BitSet odd = new BitSet();
        for (int i = 1; i < 40; i += 2) odd.set(i);
        BitSet p40 = primes.get(0, 40);
        BitSet and = (BitSet) p40.clone(); and.and(odd);
        BitSet or = (BitSet) p40.clone(); or.or(odd);
        BitSet xor = (BitSet) p40.clone(); xor.xor(odd);
        BitSet andNot = (BitSet) odd.clone(); andNot.andNot(p40);
        System.out.println(and + "\n" + xor + "\n" + andNot + "\n" + or.cardinality() + " " + p40.intersects(odd) + " " + and.equals(p40.get(3, 40)) + " " + new BitSet().isEmpty() + " " + new BitSet());
        StringBuilder sb = new StringBuilder();
        for (int i = primes.nextSetBit(150); i >= 0; i = primes.nextSetBit(i + 1)) sb.append(i).append(' ');
        System.out.println(sb.toString().trim() + " | stream sum=" + primes.stream().limit(10).sum());
        BitSet words = BitSet.valueOf(new long[] {0x8000000000000001L, 5});
        System.out.println(words + " " + Arrays.toString(words.toLongArray()) + " " + Arrays.toString(BitSet.valueOf(new byte[] {1, (byte) 0x80}).toByteArray()) + " " + words.length() + " " + Arrays.toString(primes.get(0, 20).toByteArray()));
        BitSet r = new BitSet();
        r.set(10, 20);
        r.clear(12, 15);
        r.flip(18, 25);
        r.set(3, true);
        r.set(4, false);
        System.out.println(r + " " + r.cardinality() + " " + r.hashCode() + " " + new BitSet().hashCode() + " " + r.equals(BitSet.valueOf(r.toLongArray())));
        try { r.set(-1); } catch (IndexOutOfBoundsException e) { System.out.println("IOOBE " + e.getMessage()); }
        try { r.set(5, 2); } catch (IndexOutOfBoundsException e) { System.out.println("IOOBE " + e.getMessage()); }

        StringTokenizer st = new StringTokenizer("  the quick\tbrown\nfox  ");
        System.out.print(st.countTokens() + ":");
        while (st.hasMoreTokens()) System.out.print(" [" + st.nextToken() + "]");
        System.out.println();
        StringTokenizer expr = new StringTokenizer("a+b*(c-d)/e", "+-*/()", true);
        List<String> toks = new ArrayList<>();
        while (expr.hasMoreElements()) toks.add((String) expr.nextElement());
        System.out.println(toks);
        StringTokenizer sw = new StringTokenizer("k1=v1;k2=v2,x", ";");
        System.out.println(sw.nextToken() + " then " + sw.nextToken(",") + " then " + sw.nextToken() + " more=" + sw.hasMoreTokens());
        try { sw.nextToken(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }

        StringJoiner j = new StringJoiner(", ", "{", "}");
        System.out.println(j + " " + j.length());
        j.setEmptyValue("EMPTY");
        System.out.println(j + " " + j.length());
        j.add("a").add("b");
        StringJoiner k = new StringJoiner("-", "[", "]");
        k.add("x").add("y");
        j.merge(k);
        System.out.println(j + " " + j.length() + " " + k + " " + new StringJoiner("/").add("").add("").toString() + "|");

    }
}
