package jvmpitest;

// A generational heap's workout (tests jvmpi.generations*): a long-lived
// table of about 2 MB, which a generational collector promotes; short-lived
// garbage between its uses, so that young collections come often; young
// objects stored into the old table's arrays and into old objects' fields,
// with garbage in between, so that a young collection happens while an old
// object is the only thing pointing to them (the write barrier's work: were
// a store not seen, the young object would be lost or left stale, and the
// agent's books, the heap or the checks below would disagree); parts of the
// table dropped and System.gc() called (major collections); and two large
// arrays, an int[] of 4 MB and an Object[] of 1 MB filled with young objects.
//
// The agent compares its books with the heap at the first tick() after each
// collection, learns at major() that a major collection follows, and runs
// one itself at each checkpoint().  The program checks its structures and
// prints checksums, the same on every collector.  -Dgenerations.scale=N
// (default 32) sizes the work; 1 keeps it small enough for -Xgcstress.
public class Generations {
    static final class Node {
        final int id;
        Node next;
        int[] payload;

        Node(int id) {
            this.id = id;
        }
    }

    static final class Cell {
        final int v;

        Cell(int v) {
            this.v = v;
        }
    }

    static final int COLS = 256;
    static Node[][] table;
    static int nextId = 1000000;
    static int corrupt;

    static void tick() {
        // the agent compares books and heap here if a collection came since
    }

    static void major() {
        // the agent marks the collections from here to the next tick() as
        // major: the last one must move every survivor
        System.gc();
    }

    static void checkpoint(int round) {
        // the agent runs RunGC (a major collection) and compares
    }

    static int[] payloadFor(int id) {
        int[] p = new int[8];
        for (int k = 0; k < p.length; k++) p[k] = id * 31 + k;
        return p;
    }

    static Node newNode(int id) {
        Node n = new Node(id);
        n.payload = payloadFor(id);
        return n;
    }

    static boolean intact(Node n) {
        if (n.payload == null || n.payload.length != 8) return false;
        for (int k = 0; k < 8; k++)
            if (n.payload[k] != n.id * 31 + k) return false;
        return true;
    }

    // Short-lived objects of every kind, young-to-young links among them;
    // a tick every 32 allocations.  Returns a value derived from them.
    static int churn(int count, int seed) {
        int acc = 0;
        Node chain = null;
        for (int i = 0; i < count; i++) {
            int k = i + seed;
            switch (k % 6) {
                case 0: acc += new int[16 + k % 112].length; break;
                case 1: acc += new Object[k % 9].length; break;
                case 2: acc += new StringBuilder().append("g").append(k).toString().length(); break;
                case 3: acc += new long[k % 5][3].length; break;
                case 4: {
                    Node n = new Node(k);
                    n.next = chain;
                    chain = (k % 64 == 4) ? null : n;
                    acc += n.id & 7;
                    break;
                }
                default: acc += new byte[k % 300].length; break;
            }
            if (i % 32 == 0) tick();
        }
        for (Node n = chain; n != null; n = n.next) acc += n.id & 3;
        return acc;
    }

    static void build(int rows) {
        table = new Node[rows][];
        for (int r = 0; r < rows; r++) {
            Node[] row = new Node[COLS];
            for (int c = 0; c < COLS; c++) row[c] = newNode(r * COLS + c);
            table[r] = row;
            if (r % 4 == 3) tick();
        }
    }

    // Young objects into old places: new nodes into old arrays (aastore),
    // new chains and payloads into old nodes' fields (putfield), with
    // garbage between the stores so that collections come while only the
    // old objects point to the new ones.
    static int mutate(int round, int churnPerRow) {
        int acc = 0;
        for (int r = round % 3; r < table.length; r += 3) {
            Node[] row = table[r];
            if (row == null) continue;
            for (int c = round % 4; c < COLS; c += 4) {
                switch ((c / 4 + round) % 3) {
                    case 0: row[c] = newNode(nextId++); break;
                    case 1: {
                        Node n = newNode(nextId++);
                        n.next = row[c].next;
                        row[c].next = n;
                        break;
                    }
                    default: {
                        // a fresh payload of the same contents
                        row[c].payload = payloadFor(row[c].id);
                        break;
                    }
                }
            }
            acc += churn(churnPerRow, r + round);
        }
        return acc;
    }

    static void dropRows(int round) {
        for (int r = round % 5; r < table.length; r += 5) table[r] = null;
    }

    static long tableChecksum() {
        long sum = 0;
        int nodes = 0;
        for (int r = 0; r < table.length; r++) {
            Node[] row = table[r];
            if (row == null) continue;
            for (int c = 0; c < COLS; c++) {
                for (Node n = row[c]; n != null; n = n.next) {
                    if (!intact(n)) corrupt++;
                    sum = sum * 1000003 + n.id + r * 7 + c;
                    nodes++;
                }
            }
        }
        return sum ^ nodes;
    }

    static long bigArray(int ints, int churnCount) {
        int[] big = new int[ints];
        for (int i = 0; i < big.length; i++) big[i] = i * 7 + 3;
        tick();
        long acc = churn(churnCount, 5);
        long sum = 0;
        for (int i = 0; i < big.length; i++) {
            if (big[i] != i * 7 + 3) corrupt++;
            sum += big[i];
        }
        return sum + acc;
    }

    // An Object[] (old: large, or promoted) whose slots get young cells,
    // with garbage between so that young collections come while the old
    // array alone holds them.
    static long refsArray(int slots) {
        Object[] refs = new Object[slots];
        tick();
        long acc = 0;
        for (int i = 0; i < slots; i++) {
            refs[i] = (i % 2 == 0) ? new Cell(i) : refs[i - 1];
            if (i % 512 == 0) acc += churn(48, i);
        }
        tick();
        acc += churn(slots / 4, 11);
        long sum = 0;
        for (int i = 0; i < slots; i++) {
            Cell c = (Cell) refs[i];
            if (c == null || c.v != (i & ~1)) {
                corrupt++;
                continue;
            }
            sum += c.v;
        }
        return sum + acc;
    }

    public static void main(String[] args) {
        int scale = Integer.getInteger("generations.scale", 32).intValue();
        int rows = 3 * scale + 2;
        build(rows);
        tick();
        long churned = 0;
        int checkpoints = 0;
        for (int round = 0; round < 6; round++) {
            churned += churn(5000 * scale, round);
            tick();
            churned += mutate(round, 60);
            tick();
            if (round % 2 == 1) {
                dropRows(round);
                major();
                tick();
            }
            if (round % 3 == 2) checkpoint(checkpoints++);
        }
        System.out.println("table checksum: " + tableChecksum());
        // the big arrays need room: most of the table goes first
        for (int r = 0; r < table.length; r++)
            if (r % 4 != 0) table[r] = null;
        major();
        tick();
        System.out.println("int[] checksum: " + bigArray(scale << 15, 2000 * scale));
        major();
        tick();
        System.out.println("Object[] checksum: " + refsArray(scale << 12));
        major();
        tick();
        churned += churn(2000 * scale, 99);
        checkpoint(checkpoints++);
        System.out.println("table checksum: " + tableChecksum());
        System.out.println("churn checksum: " + churned);
        System.out.println("corrupt objects: " + corrupt);
    }
}
