package jvmpitest;

// INSTRUCTION_START (test jvmpi.instructions): branchy() runs three times
// with different arguments, taking different sides of its two ifs and
// different cases of a tableswitch and a lookupswitch.
public class Instructions {
    static int branchy(int x, Object o) {
        int r = 0;
        if (x > 3) {
            r += 1;
        }
        if (o == null) {
            r += 2;
        }
        switch (x) {
            case 1: r += 10; break;
            case 2: r += 20; break;
            case 3: r += 30; break;
            default: r += 40; break;
        }
        switch (x) {
            case 100: r += 100; break;
            case 5000: r += 200; break;
            default: r += 300; break;
        }
        return r;
    }

    public static void main(String[] args) {
        System.out.println(branchy(2, null) + " " + branchy(7, "x") + " " + branchy(5000, null));
    }
}
