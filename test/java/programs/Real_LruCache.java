// An LRU cache on LinkedHashMap(accessOrder=true) with removeEldestEntry,
// a hand-written LRU (HashMap + doubly linked list) checked against it on a
// pseudo-random workload, hit/miss statistics, memoized recursion through
// the cache, and LinkedHashMap's access-order iteration after get/put/
// getOrDefault/putIfAbsent/compute.
import java.util.*;
import java.util.function.*;

public class Real_LruCache {
    static final class LinkedLru<K, V> extends LinkedHashMap<K, V> {
        final int cap;
        final List<K> evicted = new ArrayList<>();
        LinkedLru(int cap) { super(16, 0.75f, true); this.cap = cap; }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            if (size() > cap) { evicted.add(eldest.getKey()); return true; }
            return false;
        }
    }

    static final class HandLru<K, V> {
        final class Node { K key; V val; Node prev, next; }
        final Map<K, Node> map = new HashMap<>();
        final Node head = new Node(), tail = new Node();
        final int cap;
        int hits, misses;
        HandLru(int cap) { this.cap = cap; head.next = tail; tail.prev = head; }
        void unlink(Node n) { n.prev.next = n.next; n.next.prev = n.prev; }
        void pushBack(Node n) { n.prev = tail.prev; n.next = tail; tail.prev.next = n; tail.prev = n; }
        V get(K k) {
            Node n = map.get(k);
            if (n == null) { misses++; return null; }
            hits++;
            unlink(n); pushBack(n);
            return n.val;
        }
        K put(K k, V v) {
            Node n = map.get(k);
            if (n != null) { n.val = v; unlink(n); pushBack(n); return null; }
            n = new Node(); n.key = k; n.val = v;
            map.put(k, n); pushBack(n);
            if (map.size() > cap) { Node old = head.next; unlink(old); map.remove(old.key); return old.key; }
            return null;
        }
        List<K> keys() { List<K> ks = new ArrayList<>(); for (Node n = head.next; n != tail; n = n.next) ks.add(n.key); return ks; }
    }

    static long calls;
    static final Map<Integer, Long> memo = new LinkedLru<>(64);
    static long ways(int n) {
        calls++;
        if (n < 0) return 0;
        if (n == 0) return 1;
        Long c = memo.get(n);
        if (c != null) return c;
        long r = ways(n - 1) + ways(n - 3) + ways(n - 4);
        memo.put(n, r);
        return r;
    }

    public static void main(String[] args) {
        LinkedLru<String, Integer> lru = new LinkedLru<>(3);
        lru.put("a", 1); lru.put("b", 2); lru.put("c", 3);
        lru.get("a");
        lru.put("d", 4);
        System.out.println(lru + " evicted " + lru.evicted);
        lru.getOrDefault("c", 0);
        lru.putIfAbsent("a", 99);
        lru.compute("d", (k, v) -> v * 10);
        System.out.println(lru.keySet() + " " + lru.values());
        lru.put("e", 5);
        lru.merge("f", 6, Integer::sum);
        System.out.println(lru + " evicted " + lru.evicted + " containsKey(a)=" + lru.containsKey("a"));
        LinkedHashMap<String, Integer> insertion = new LinkedHashMap<>();
        insertion.put("x", 1); insertion.put("y", 2); insertion.get("x"); insertion.put("x", 3);
        System.out.println("insertion order unaffected: " + insertion);

        Random rnd = new Random(99);
        LinkedLru<Integer, Integer> ref = new LinkedLru<>(20);
        HandLru<Integer, Integer> mine = new HandLru<>(20);
        int refHits = 0, refMisses = 0, mismatches = 0;
        for (int i = 0; i < 20000; i++) {
            int key = (int) Math.abs(rnd.nextGaussian() * 15);
            if (rnd.nextInt(4) == 0) {
                ref.put(key, i);
                mine.put(key, i);
            } else {
                Integer a = ref.get(key), b = mine.get(key);
                if (a == null) refMisses++; else refHits++;
                if (!Objects.equals(a, b)) mismatches++;
            }
            if (i % 5000 == 4999) System.out.println("step " + (i + 1) + " keys " + mine.keys() + " same=" + mine.keys().equals(new ArrayList<>(ref.keySet())));
        }
        System.out.println("hits " + refHits + "/" + mine.hits + " misses " + refMisses + "/" + mine.misses + " mismatches " + mismatches + " evictions " + ref.evicted.size());
        System.out.printf("hit rate %.4f%n", (double) mine.hits / (mine.hits + mine.misses));

        System.out.println("ways(60) = " + ways(60) + " calls " + calls + " cached " + memo.size());
        calls = 0;
        System.out.println("ways(200) = " + ways(200) + " calls " + calls + " cached " + memo.size() + " first keys " + new ArrayList<>(memo.keySet()).subList(0, 5));

        Function<String, Integer> slow = s -> { calls++; return s.chars().map(c -> c * c).sum(); };
        Map<String, Integer> cache = new LinkedLru<>(4);
        calls = 0;
        String[] reqs = "aa bb aa cc dd aa ee bb aa ff aa bb".split(" ");
        StringBuilder sb = new StringBuilder();
        for (String r : reqs) sb.append(cache.computeIfAbsent(r, slow)).append(' ');
        System.out.println(sb.toString().trim() + " | computed " + calls + " final " + cache.keySet());
    }
}
