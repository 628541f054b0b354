public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, Lantern");
        System.out.println("args: " + args.length);
        System.out.print("no newline then ");
        System.out.println();
        System.out.println(42);
        System.out.println('x');
        System.out.println(true);
        System.out.println(-7L);
        System.out.println(1.5f);
        System.out.println(2.25);
        System.out.println((Object) null);
        System.out.println(new char[] {'o', 'k'});
        System.err.println("to stderr");
    }
}
