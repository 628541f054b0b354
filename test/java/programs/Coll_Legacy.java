import java.util.*;

// Legacy collections: Vector and Stack (messages, Enumeration), Hashtable
// iteration order (11 buckets, head insertion, rehash to 2n+1, walked from
// the last bucket), StringTokenizer, BitSet operations and toString.
public class Coll_Legacy {
    public static void main(String[] args) {
        Vector<Integer> v = new Vector<>();
        for (int i = 0; i < 12; i++) v.addElement(i * i);
        v.insertElementAt(-1, 0);
        v.removeElementAt(3);
        v.setElementAt(500, 2);
        System.out.println(v + " " + v.elementAt(4) + " " + v.firstElement() + " " + v.lastElement() + " " + v.size() + " " + v.capacity() + " " + v.indexOf(49));
        try { v.elementAt(40); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { v.get(40); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        StringBuilder sb = new StringBuilder();
        for (Enumeration<Integer> en = v.elements(); en.hasMoreElements();) sb.append(en.nextElement()).append(' ');
        System.out.println(sb.toString().trim());
        Stack<String> st = new Stack<>();
        st.push("a"); st.push("b"); st.push("c");
        System.out.println(st + " " + st.peek() + " " + st.pop() + " " + st.search("a") + " " + st.search("z") + " " + st.empty() + " " + st.get(0) + " " + st.size());
        st.pop(); st.pop();
        try { st.pop(); } catch (EmptyStackException e) { System.out.println("EmptyStackException " + e.getMessage()); }
        Hashtable<String, Integer> ht = new Hashtable<>();
        String[] keys = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon"};
        for (int i = 0; i < keys.length; i++) ht.put(keys[i], i);
        System.out.println(ht);
        ht.remove("gamma");
        ht.put("alpha", 100);
        System.out.println(ht.keySet() + " " + ht.get("alpha") + " " + ht.containsKey("gamma") + " " + ht.contains(5) + " " + ht.size());
        Hashtable<Integer, String> hi = new Hashtable<>();
        for (int i = 0; i < 30; i += 2) hi.put(i * 7 - 40, "v" + i);
        StringBuilder ks = new StringBuilder();
        for (Enumeration<Integer> en = hi.keys(); en.hasMoreElements();) ks.append(en.nextElement()).append(',');
        System.out.println(ks + " " + hi.values());
        try { ht.put("x", null); } catch (NullPointerException e) { System.out.println("NPE value"); }
        try { ht.put(null, 1); } catch (NullPointerException e) { System.out.println("NPE key"); }
        System.out.println(ht.equals(new HashMap<>(ht)) + " " + (ht.hashCode() == new HashMap<>(ht).hashCode()));
        StringTokenizer tok = new StringTokenizer("  the quick\tbrown\n fox  ");
        System.out.print(tok.countTokens() + ":");
        while (tok.hasMoreTokens()) System.out.print(" [" + tok.nextToken() + "]");
        System.out.println();
        StringTokenizer t2 = new StringTokenizer("a=1;b=2;;c", ";=", true);
        StringBuilder ts = new StringBuilder();
        while (t2.hasMoreElements()) ts.append(t2.nextElement()).append('|');
        System.out.println(ts + " " + t2.countTokens());
        StringTokenizer t3 = new StringTokenizer("x,y z", ",");
        System.out.println(t3.nextToken() + " " + t3.nextToken(" ") + " " + t3.nextToken());
        try { t3.nextToken(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
        BitSet bs = new BitSet(100);
        for (int i = 0; i < 100; i += 7) bs.set(i);
        BitSet b2 = new BitSet();
        b2.set(10, 30);
        b2.flip(14);
        System.out.println(bs + " " + bs.cardinality() + " " + bs.length() + " " + bs.size() + " " + b2 + " " + b2.size());
        BitSet and = (BitSet) bs.clone(); and.and(b2);
        BitSet or = (BitSet) bs.clone(); or.or(b2);
        BitSet xor = (BitSet) bs.clone(); xor.xor(b2);
        BitSet andNot = (BitSet) b2.clone(); andNot.andNot(bs);
        System.out.println(and + " " + or.cardinality() + " " + xor.cardinality() + " " + andNot);
        System.out.println(bs.nextSetBit(50) + " " + bs.nextClearBit(0) + " " + bs.previousSetBit(50) + " " + bs.get(21) + " " + bs.get(22) + " " + bs.intersects(b2) + " " + bs.hashCode() + " " + bs.equals(or) + " " + new BitSet().isEmpty());
        bs.clear(0, 50);
        bs.set(200, true);
        System.out.println(bs + " " + bs.length() + " " + bs.size() + " " + bs.get(60, 80));
        try { bs.set(-1); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
    }
}
