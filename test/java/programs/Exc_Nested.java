// Nested handlers, handler order, rethrow, multi-catch, custom exception
// hierarchies with causes, exceptions thrown from catch blocks, and
// Throwable's toString/getMessage/getCause/getLocalizedMessage.
public class Exc_Nested {
    static class AppException extends Exception {
        final int code;
        AppException(String m, int code) { super(m); this.code = code; }
        AppException(String m, Throwable cause) { super(m, cause); this.code = -1; }
    }
    static class DbException extends AppException {
        DbException(String m) { super(m, 500); }
    }
    static class Quiet extends RuntimeException {
        Quiet() { super(); }
        @Override public String getMessage() { return "custom message"; }
    }
    static class Localized extends RuntimeException {
        Localized(String m) { super(m); }
        @Override public String getLocalizedMessage() { return "[l10n] " + getMessage(); }
    }

    static void thrower(int kind) throws AppException {
        switch (kind) {
            case 0: throw new DbException("db down");
            case 1: throw new AppException("app", 42);
            case 2: throw new IllegalArgumentException("bad arg");
            case 3: throw new Quiet();
            case 4: throw new Localized("hello");
            case 5: throw new Error("an error");
            case 6: throw new AppException("wrapped", new IllegalStateException("root cause"));
            default: System.out.println("no throw");
        }
    }

    public static void main(String[] args) {
        for (int k = 0; k <= 7; k++) {
            try {
                try {
                    thrower(k);
                } catch (DbException e) {
                    System.out.println("inner Db: " + e.getMessage() + " code " + e.code);
                    throw new RuntimeException("from catch", e);
                } catch (IllegalArgumentException | ArithmeticException e) {
                    System.out.println("inner multi: " + e);
                    throw e;
                } finally {
                    System.out.println("inner finally " + k);
                }
            } catch (AppException e) {
                System.out.println("outer App: " + e + " code " + e.code + " cause " + e.getCause());
            } catch (RuntimeException e) {
                System.out.println("outer Runtime: " + e + " / msg " + e.getMessage() + " / cause " + e.getCause());
            } catch (Throwable t) {
                System.out.println("outer Throwable: " + t);
            }
        }
        Throwable bare = new Throwable();
        Exception withNull = new Exception((String) null);
        RuntimeException fromCause = new RuntimeException(new IllegalStateException("inner"));
        RuntimeException nullCause = new RuntimeException((Throwable) null);
        System.out.println(bare + " | " + withNull + " | " + fromCause + " | " + fromCause.getMessage() + " | " + nullCause + " | " + nullCause.getMessage());
        Throwable t = new Exception("top", new RuntimeException("middle", new Error("bottom")));
        int depth = 0;
        for (Throwable c = t; c != null; c = c.getCause()) System.out.println("chain " + depth++ + ": " + c);
        try {
            Object o = new Object();
            synchronized (o) {
                throw new IllegalMonitorStateException("inside sync");
            }
        } catch (IllegalMonitorStateException e) {
            System.out.println("after sync: " + e.getMessage());
        }
        int sum = 0;
        for (int i = 0; i < 5; i++) {
            try {
                try {
                    if (i % 2 == 0) throw new IndexOutOfBoundsException("i=" + i);
                    sum += i;
                } catch (IndexOutOfBoundsException e) {
                    sum += 100;
                    if (i == 4) throw new IllegalStateException("rethrown at 4", e);
                }
            } catch (IllegalStateException e) {
                System.out.println(e.getMessage() + " cause " + e.getCause().getMessage());
            }
        }
        System.out.println("sum " + sum);
    }
}
