// The main class's own static initializer throws: the launcher reports an
// ExceptionInInitializerError with the cause; exit code 1; nothing of main runs.
public class Exc_MainClinit {
    static int[] table = build();

    static int[] build() {
        System.out.println("building table");
        int[] t = new int[4];
        for (int i = 0; i <= 4; i++) t[i] = i * i;
        return t;
    }

    public static void main(String[] args) {
        System.out.println("main must not run: " + table.length);
    }
}
