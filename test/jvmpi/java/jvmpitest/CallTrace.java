package jvmpitest;

// GetCallTrace (test jvmpi.calltrace): at each METHOD_ENTRY of leaf() the
// agent prints the current thread's call trace, top frame first, with the
// line numbers of this file.
public class CallTrace {
    CallTrace() {
        leaf(3);
    }

    static int leaf(int k) {
        return k * 2;
    }

    static int b(int k) {
        int r = 0;
        r += leaf(k);
        return r;
    }

    static int a(int k) {
        return b(k + 1);
    }

    public static void main(String[] args) {
        int s = a(1);
        s += leaf(10);
        new CallTrace();
        System.out.println(s);
    }
}
