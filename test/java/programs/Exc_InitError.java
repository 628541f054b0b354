// A static initializer that throws: the first use gets
// ExceptionInInitializerError (with the cause), every later use gets
// NoClassDefFoundError "Could not initialize class ...". Errors thrown
// as such by an initializer are not wrapped.
public class Exc_InitError {
    static int zero = 0;

    static class Bad {
        static int value = 10 / zero;
        static int get() { return value; }
    }
    static class ErrInInit {
        static { if (zero == 0) throw new AssertionError("assert in clinit"); }
        static void touch() { }
    }
    static class Good {
        static int v = 5;
    }

    public static void main(String[] args) {
        for (int i = 0; i < 3; i++) {
            try {
                System.out.println(Bad.get());
            } catch (ExceptionInInitializerError e) {
                System.out.println(i + ": EIIE " + e.getMessage() + " cause " + e.getCause() + " exception " + e.getException());
            } catch (NoClassDefFoundError e) {
                System.out.println(i + ": " + e);
            }
        }
        try {
            new Bad();
        } catch (NoClassDefFoundError e) {
            System.out.println("new: " + e.getMessage());
        }
        try {
            Bad[] arr = new Bad[2];
            System.out.println("array creation still works: " + arr.length);
        } catch (Throwable t) {
            System.out.println("array: " + t);
        }
        for (int i = 0; i < 2; i++) {
            try {
                ErrInInit.touch();
            } catch (AssertionError e) {
                System.out.println("direct error: " + e);
            } catch (NoClassDefFoundError e) {
                System.out.println("then: " + e.getMessage());
            }
        }
        System.out.println("Good " + Good.v);
        Bad.get();
    }
}
