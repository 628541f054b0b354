package jvmpitest;

// Allocation book-keeping (tests jvmpi.allocs, jvmpi.allocs_free): rounds
// of allocation of every kind -- instances, object arrays, primitive arrays,
// library objects -- keeping some alive, with a checkpoint() after each
// round at which the agent collects and compares the heap with its books.
public class Allocs {
    static final Object[] keep = new Object[500];
    int a;
    long b;

    static void checkpoint(int round) {
        // the agent acts at this method's METHOD_ENTRY
    }

    public static void main(String[] args) {
        int kept = 0;
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < 60000; i++) {
                Object o;
                switch (i % 5) {
                    case 0: o = new int[i % 50]; break;
                    case 1: o = new Object[i % 7]; break;
                    case 2: o = new StringBuilder().append(i); break;
                    case 3: o = new double[i % 3][2]; break;
                    default: o = new Allocs(); break;
                }
                if (i % 400 == 0) {
                    keep[kept % keep.length] = o;
                    kept++;
                }
            }
            checkpoint(round);
        }
        System.out.println(kept);
    }
}
