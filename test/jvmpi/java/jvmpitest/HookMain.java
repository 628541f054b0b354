package jvmpitest;

// CLASS_LOAD_HOOK (test jvmpi.hook): the agent rewrites HookTarget's class
// bytes -- the constant 12345678 becomes 87654321 and the string "original"
// becomes "rewritten" (a longer constant: everything after it moves) -- and
// leaves this class alone, so main's own "original" stays.
public class HookMain {
    public static void main(String[] args) {
        System.out.println("original");
        System.out.println(HookTarget.number());
        System.out.println(HookTarget.text());
        System.out.println(HookTarget.text().length());
    }
}

class HookTarget {
    static int number() {
        return 12345678;
    }

    static String text() {
        return "original";
    }
}
