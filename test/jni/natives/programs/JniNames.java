/* Mangled names: see my_pkg/Na_t.java. */
public class JniNames {
    public static void main(String[] args) {
        my_pkg.Na_t.run();
    }
}
