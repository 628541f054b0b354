// System.exit(-1): the process status is the low 8 bits, 255.
public class Exit_Negative {
    static int depth(int n) {
        if (n == 0) {
            System.out.println("exiting from depth");
            System.exit(-1);
        }
        return depth(n - 1) + 1;
    }

    public static void main(String[] args) {
        System.out.println("result " + depth(50));
    }
}
