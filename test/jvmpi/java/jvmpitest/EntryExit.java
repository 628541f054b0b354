package jvmpitest;

// METHOD_ENTRY2 receivers and METHOD_EXIT on exceptions (test
// jvmpi.entryexit): visit() and the constructors report their receiver;
// thrower() catches an exception thrown through t1 -> t2 -> t3, and each of
// those still gets its METHOD_EXIT.
public class EntryExit {
    int tag;

    EntryExit(int tag) {
        this.tag = tag;
    }

    int visit() {
        return tag;
    }

    static int twice(int x) {
        return 2 * x;
    }

    static void t3(int n) {
        if (n > 0) {
            throw new IllegalStateException("deep");
        }
    }

    static void t2(int n) {
        t3(n);
    }

    static void t1(int n) {
        t2(n);
    }

    static String thrower() {
        try {
            t1(1);
            return "no exception";
        } catch (IllegalStateException e) {
            return "caught";
        }
    }

    public static void main(String[] args) {
        EntryExit a = new EntryExit(111);
        EntryExit b = new SubEntry(222, 5);
        int s = a.visit() + b.visit() + a.visit() + twice(1);
        System.out.println(s);
        System.out.println(thrower());
        System.out.println(thrower());
    }
}

class SubEntry extends EntryExit {
    int extra;

    SubEntry(int tag, int extra) {
        super(tag);
        this.extra = extra;
    }
}
