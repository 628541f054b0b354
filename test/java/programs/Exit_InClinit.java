// System.exit(9) from inside a static initializer of a class used by main:
// the initializer's output appears, the exit status is 9, nothing after runs.
public class Exit_InClinit {
    static class Config {
        static final int VALUE;
        static {
            System.out.println("Config init");
            if (Boolean.parseBoolean("true")) System.exit(9);
            VALUE = 1;
        }
    }

    public static void main(String[] args) {
        System.out.println("main starts");
        System.out.println("value " + Config.VALUE);
        System.out.println("not reached");
    }
}
