// Embedding tests (test/jni/embed): a class with a virtual method that
// Derived overrides, for virtual and nonvirtual calls from C.
public class Base {
    public static int baseCount = 3;

    public String name() {
        return "base";
    }

    public int twice(int v) {
        return 2 * v;
    }
}
