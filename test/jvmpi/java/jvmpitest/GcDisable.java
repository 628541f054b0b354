package jvmpitest;

// DisableGC/EnableGC nesting (test jvmpi.gcdisable, -Xmx16m): the agent
// disables GC twice and enables it once at phase1()'s entry, and enables it
// again at phase1()'s exit.  phase1 allocates far more garbage than the heap
// holds: with collections still disabled that is an OutOfMemoryError.
// phase2 allocates the same garbage with GC enabled: it needs collections
// and completes.  At phase3()'s entry the agent calls RunGC.
public class GcDisable {
    static boolean oom;
    static long sink;

    static void phase1() {
        try {
            for (int i = 0; i < 200000; i++) {
                Object[] a = new Object[128];
                sink += a.length;
            }
        } catch (OutOfMemoryError e) {
            oom = true;
        }
    }

    static int phase2() {
        int n = 0;
        for (int i = 0; i < 200000; i++) {
            Object[] a = new Object[128];
            n += a.length;
        }
        return n;
    }

    static void phase3() {
        // the agent acts at this method's METHOD_ENTRY
    }

    public static void main(String[] args) {
        phase1();
        System.out.println(oom ? "phase1: OutOfMemoryError" : "phase1: no OutOfMemoryError");
        System.out.println(phase2());
        phase3();
        System.out.println("done");
    }
}
