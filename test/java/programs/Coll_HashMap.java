import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

// HashMap/HashSet iteration order with String and Integer keys (hash
// spreading, power-of-two tables, resizes as in OpenJDK), LinkedHashMap
// insertion order, merge/compute/getOrDefault.
public class Coll_HashMap {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        String[] keys = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi", "rho"};
        for (int i = 0; i < keys.length; i++) m.put(keys[i], i);
        System.out.println(m);
        System.out.println(m.keySet());
        Map<Integer, String> im = new HashMap<>();
        for (int i = 0; i < 40; i += 3) im.put(i * 17, "v" + i);
        System.out.println(im);
        Set<String> set = new HashSet<>();
        for (String k : keys) set.add(k.substring(0, 1));
        System.out.println(set);
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String w : "the cat and the hat and the bat".split(" ")) counts.merge(w, 1, Integer::sum);
        System.out.println(counts + " " + counts.getOrDefault("dog", 0));
        m.computeIfAbsent("new", k -> k.length());
        m.computeIfPresent("alpha", (k, v) -> v + 100);
        m.remove("beta");
        System.out.println(m.get("new") + " " + m.get("alpha") + " " + m.containsKey("beta") + " " + m.size());
    }
}
