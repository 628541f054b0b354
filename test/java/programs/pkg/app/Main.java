package pkg.app;

// A main class in a package: class names with the package, nested classes,
// and an uncaught exception whose frames carry the package name.
public class Main {
    static class Helper {
        int twice(int x) {
            if (x > 100) throw new IllegalArgumentException("too big: " + x);
            return 2 * x;
        }
    }

    public static void main(String[] args) {
        System.out.println(Main.class.getName() + " " + Helper.class.getName() + " " + new Helper().getClass().getName());
        Helper h = new Helper();
        int v = 3;
        while (true) {
            v = h.twice(v) + 1;
            System.out.println("v = " + v);
        }
    }
}
