package jvmpitest;

// Level-2 heap dump (test jvmpi.heapdump): at checkpoint()'s METHOD_ENTRY
// the agent decodes a HEAP_DUMP and prints the statics and the instances of
// the classes below, values as this file sets them.
public class HeapDump {
    static void checkpoint() {
        // the agent acts at this method's METHOD_ENTRY
    }

    public static void main(String[] args) {
        Holder h = new Holder("h", 1);
        SubHolder s = new SubHolder("s", 2);
        s.peers = new Holder[] { h, null };
        Holder.SH = h;
        checkpoint();
        System.out.println(h.name);
        System.out.println(s.name);
    }
}

class Leaf {
    int id;

    Leaf(int id) {
        this.id = id;
    }
}

class Holder {
    static int SI = 7;
    static long SL = -1L;
    static double SD = -0.5;
    static char SC = 'q';
    static String SS = "static";
    static Holder SH;
    static int[] SA = { 4, 5 };

    String name;
    int i = 42;
    long l = 1234567890123L;
    double d = 2.5;
    float f = 1.5f;
    boolean z = true;
    char c = 'x';
    byte b = -7;
    short s = 300;
    Object ref;
    int[] arr = { 1, 2, 3 };
    Object nothing;

    Holder(String name, int leaf) {
        this.name = name;
        this.ref = new Leaf(leaf);
    }
}

class SubHolder extends Holder {
    int extra = 9;
    char[] chars = { 'a', 'b' };
    Holder[] peers;

    SubHolder(String name, int leaf) {
        super(name, leaf);
    }
}
