// Compiled beside the test classes but not onto the class path: the
// embedding test reads its bytes and defines it with DefineClass.
public class Defined extends Base {
    static {
        System.out.println("Defined.<clinit>");
    }

    public String name() {
        return "defined from bytes";
    }
}
