// System.exit from inside a finally in nested calls, while an exception is
// propagating: the exception is dropped, outer finally blocks never run.
public class Exit_InFinally {
    static void inner() {
        try {
            System.out.println("inner try");
            throw new IllegalStateException("never reported");
        } finally {
            System.out.println("inner finally: exiting with 42");
            System.exit(42);
        }
    }

    static void middle() {
        try {
            inner();
        } finally {
            System.out.println("middle finally (wrong)");
        }
    }

    public static void main(String[] args) {
        try {
            middle();
        } catch (RuntimeException e) {
            System.out.println("caught (wrong)");
        } finally {
            System.out.println("main finally (wrong)");
        }
    }
}
