// Sample for test_classfile compiled with --release 8 (class file 52.0):
// StringBuilder concatenation, access$ bridges, anonymous classes.
public class Old8 {
    private int secret = 1;

    class Inner {
        int peek() { return secret + privateStatic(); }
    }

    private static int privateStatic() { return 2; }

    public static void main(String[] args) {
        Old8 o = new Old8();
        Runnable r = new Runnable() {
            public void run() { System.out.println("old " + o.secret + args.length); }
        };
        r.run();
        java.util.function.IntUnaryOperator f = x -> x + o.new Inner().peek();
        System.out.println(f.applyAsInt(3));
    }
}
