// Conway's Game of Life on a torus with a glider, a blinker and an
// R-pentomino: the board printed at a few generations and population counts.
public class Real_Life {
    static boolean[][] step(boolean[][] g) {
        int h = g.length, w = g[0].length;
        boolean[][] n = new boolean[h][w];
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                int c = 0;
                for (int dy = -1; dy <= 1; dy++)
                    for (int dx = -1; dx <= 1; dx++)
                        if ((dy != 0 || dx != 0) && g[(y + dy + h) % h][(x + dx + w) % w]) c++;
                n[y][x] = g[y][x] ? (c == 2 || c == 3) : c == 3;
            }
        return n;
    }
    static int pop(boolean[][] g) { int c = 0; for (boolean[] r : g) for (boolean b : r) if (b) c++; return c; }
    static void show(boolean[][] g) {
        for (boolean[] r : g) { StringBuilder sb = new StringBuilder(); for (boolean b : r) sb.append(b ? '#' : '.'); System.out.println(sb); }
    }

    public static void main(String[] args) {
        boolean[][] g = new boolean[16][32];
        int[][] glider = {{0, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}};
        for (int[] p : glider) g[p[0]][p[1]] = true;
        g[5][20] = g[5][21] = g[5][22] = true;
        int[][] r = {{10, 11}, {10, 12}, {11, 10}, {11, 11}, {12, 11}};
        for (int[] p : r) g[p[0]][p[1]] = true;
        StringBuilder pops = new StringBuilder();
        for (int gen = 0; gen <= 120; gen++) {
            if (gen == 0 || gen == 4 || gen == 120) { System.out.println("generation " + gen); show(g); }
            pops.append(pop(g)).append(' ');
            g = step(g);
        }
        System.out.println(pops);
    }
}
