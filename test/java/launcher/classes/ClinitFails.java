// The main class's initializer fails: reported when main is invoked.
public class ClinitFails {
    static int zero = 0;
    static int v = 1 / zero;
    public static void main(String[] args) { System.out.println("wrong " + v); }
}
