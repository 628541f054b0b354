// Graph algorithms over the collections: BFS shortest paths and DFS
// orders on an adjacency map, topological sort (Kahn, with a TreeSet so
// ties break alphabetically) and cycle detection, Tarjan strongly connected
// components, Kruskal's MST with union-find, Floyd-Warshall, and a grid
// maze solved with A* (PriorityQueue with a deterministic tie-break).
import java.util.*;
import java.util.stream.*;

public class Real_Graphs {
    static Map<String, List<String>> graph(String spec) {
        Map<String, List<String>> g = new TreeMap<>();
        for (String edge : spec.split(" ")) {
            String[] ab = edge.split("->");
            g.computeIfAbsent(ab[0], k -> new ArrayList<>()).add(ab[1]);
            g.computeIfAbsent(ab[1], k -> new ArrayList<>());
        }
        return g;
    }

    static List<String> topo(Map<String, List<String>> g) {
        Map<String, Integer> indeg = new TreeMap<>();
        g.keySet().forEach(k -> indeg.put(k, 0));
        g.values().forEach(vs -> vs.forEach(v -> indeg.merge(v, 1, Integer::sum)));
        TreeSet<String> ready = indeg.entrySet().stream().filter(e -> e.getValue() == 0).map(Map.Entry::getKey).collect(Collectors.toCollection(TreeSet::new));
        List<String> out = new ArrayList<>();
        while (!ready.isEmpty()) {
            String n = ready.pollFirst();
            out.add(n);
            for (String m : g.get(n)) if (indeg.merge(m, -1, Integer::sum) == 0) ready.add(m);
        }
        return out.size() == g.size() ? out : null;
    }

    static int index;
    static List<List<String>> tarjan(Map<String, List<String>> g) {
        Map<String, Integer> idx = new HashMap<>(), low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> on = new HashSet<>();
        List<List<String>> comps = new ArrayList<>();
        index = 0;
        for (String v : g.keySet()) if (!idx.containsKey(v)) strong(v, g, idx, low, stack, on, comps);
        return comps;
    }
    static void strong(String v, Map<String, List<String>> g, Map<String, Integer> idx, Map<String, Integer> low, Deque<String> stack, Set<String> on, List<List<String>> comps) {
        idx.put(v, index); low.put(v, index); index++;
        stack.push(v); on.add(v);
        for (String w : g.get(v)) {
            if (!idx.containsKey(w)) { strong(w, g, idx, low, stack, on, comps); low.put(v, Math.min(low.get(v), low.get(w))); }
            else if (on.contains(w)) low.put(v, Math.min(low.get(v), idx.get(w)));
        }
        if (low.get(v).equals(idx.get(v))) {
            List<String> comp = new ArrayList<>();
            String w;
            do { w = stack.pop(); on.remove(w); comp.add(w); } while (!w.equals(v));
            Collections.sort(comp);
            comps.add(comp);
        }
    }

    static int find(int[] parent, int x) { while (parent[x] != x) { parent[x] = parent[parent[x]]; x = parent[x]; } return x; }

    public static void main(String[] args) {
        Map<String, List<String>> dag = graph("shirt->tie tie->jacket pants->shoes pants->belt belt->jacket shirt->belt socks->shoes undershorts->pants undershorts->shoes watch->watch2");
        System.out.println("topo " + topo(dag));
        Map<String, List<String>> cyc = graph("a->b b->c c->a c->d d->e e->d f->a g->g");
        System.out.println("topo with cycle " + topo(cyc) + " scc " + tarjan(cyc));

        Map<String, List<String>> und = new TreeMap<>();
        String[] edges = "A-B A-C B-D C-D D-E E-F C-G G-F F-H".split(" ");
        for (String e : edges) {
            String[] ab = e.split("-");
            und.computeIfAbsent(ab[0], k -> new ArrayList<>()).add(ab[1]);
            und.computeIfAbsent(ab[1], k -> new ArrayList<>()).add(ab[0]);
        }
        Map<String, String> prev = new LinkedHashMap<>();
        Deque<String> q = new ArrayDeque<>(List.of("A"));
        prev.put("A", null);
        while (!q.isEmpty()) { String v = q.poll(); for (String w : und.get(v)) if (!prev.containsKey(w)) { prev.put(w, v); q.add(w); } }
        LinkedList<String> path = new LinkedList<>();
        for (String v = "H"; v != null; v = prev.get(v)) path.addFirst(v);
        System.out.println("bfs order " + prev.keySet() + " path A..H " + path);
        List<String> dfs = new ArrayList<>();
        Deque<String> st = new ArrayDeque<>(List.of("A"));
        Set<String> seen = new HashSet<>();
        while (!st.isEmpty()) {
            String v = st.pop();
            if (!seen.add(v)) continue;
            dfs.add(v);
            List<String> ns = new ArrayList<>(und.get(v));
            Collections.reverse(ns);
            ns.forEach(st::push);
        }
        System.out.println("dfs " + dfs);

        int n = 7;
        int[][] w = {{0, 1, 7}, {0, 3, 5}, {1, 2, 8}, {1, 3, 9}, {1, 4, 7}, {2, 4, 5}, {3, 4, 15}, {3, 5, 6}, {4, 5, 8}, {4, 6, 9}, {5, 6, 11}};
        Integer[] order = IntStream.range(0, w.length).boxed().toArray(Integer[]::new);
        Arrays.sort(order, Comparator.comparingInt((Integer i) -> w[i][2]).thenComparingInt(i -> i));
        int[] parent = IntStream.range(0, n).toArray();
        int total = 0;
        List<String> mst = new ArrayList<>();
        for (int i : order) {
            int a = find(parent, w[i][0]), b = find(parent, w[i][1]);
            if (a != b) { parent[a] = b; total += w[i][2]; mst.add((char) ('A' + w[i][0]) + "" + (char) ('A' + w[i][1])); }
        }
        System.out.println("mst " + mst + " weight " + total);

        final int INF = 1_000_000;
        int[][] d = new int[n][n];
        for (int[] row : d) Arrays.fill(row, INF);
        for (int i = 0; i < n; i++) d[i][i] = 0;
        for (int[] e : w) { d[e[0]][e[1]] = e[2]; d[e[1]][e[0]] = e[2]; }
        for (int k = 0; k < n; k++) for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) if (d[i][k] + d[k][j] < d[i][j]) d[i][j] = d[i][k] + d[k][j];
        for (int[] row : d) System.out.println(Arrays.stream(row).mapToObj(x -> String.format("%3d", x)).collect(Collectors.joining(" ")));

        String[] maze = {
            "S.#.......",
            ".##.####..",
            "....#..#.#",
            "##.##.##..",
            "...#...#.#",
            ".#...#...E"};
        int rows = maze.length, cols = maze[0].length();
        int[] start = {0, 0}, end = {rows - 1, cols - 1};
        int[][] cost = new int[rows][cols];
        for (int[] r : cost) Arrays.fill(r, INF);
        int[][][] from = new int[rows][cols][];
        PriorityQueue<int[]> open = new PriorityQueue<>(Comparator.<int[]>comparingInt(a -> a[2]).thenComparingInt(a -> a[0]).thenComparingInt(a -> a[1]));
        cost[0][0] = 0;
        open.add(new int[] {0, 0, Math.abs(end[0]) + Math.abs(end[1])});
        int expanded = 0;
        int[][] dirs = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        while (!open.isEmpty()) {
            int[] cur = open.poll();
            expanded++;
            if (cur[0] == end[0] && cur[1] == end[1]) break;
            for (int[] dd : dirs) {
                int r = cur[0] + dd[0], c = cur[1] + dd[1];
                if (r < 0 || c < 0 || r >= rows || c >= cols || maze[r].charAt(c) == '#') continue;
                int nc = cost[cur[0]][cur[1]] + 1;
                if (nc < cost[r][c]) { cost[r][c] = nc; from[r][c] = new int[] {cur[0], cur[1]}; open.add(new int[] {r, c, nc + Math.abs(end[0] - r) + Math.abs(end[1] - c)}); }
            }
        }
        char[][] pic = new char[rows][];
        for (int r = 0; r < rows; r++) pic[r] = maze[r].toCharArray();
        for (int[] p = from[end[0]][end[1]]; p != null && !(p[0] == start[0] && p[1] == start[1]); p = from[p[0]][p[1]]) pic[p[0]][p[1]] = '*';
        for (char[] r : pic) System.out.println(new String(r));
        System.out.println("length " + cost[end[0]][end[1]] + " expanded " + expanded);
    }
}
