// Exception chains: custom checked and unchecked exception hierarchies,
// initCause rules (twice, self-cause), getCause loops to the root,
// getMessage vs getLocalizedMessage vs toString for null and custom
// messages, Throwable(cause) message derivation, finally ordering with
// returns and rethrows, catch order with multi-catch, fillInStackTrace and
// setStackTrace, and stack traces of nested calls printed to System.out.
import java.util.*;

public class Exc_CauseChains {
    static class AppException extends Exception {
        final int code;
        AppException(String msg, int code) { super(msg); this.code = code; }
        AppException(String msg, Throwable cause) { super(msg, cause); this.code = -1; }
        @Override public String getMessage() { return super.getMessage() + " (code " + code + ")"; }
    }
    static class DataException extends AppException {
        DataException(String msg, Throwable cause) { super(msg, cause); }
    }
    static class Localized extends RuntimeException {
        Localized(String m) { super(m); }
        @Override public String getLocalizedMessage() { return "[local] " + getMessage(); }
    }

    static StringBuilder order = new StringBuilder();

    @SuppressWarnings("finally")
    static int finallyReturns() {
        try {
            order.append("try ");
            throw new RuntimeException("lost");
        } finally {
            order.append("finally ");
            return 42;
        }
    }

    static int tryReturnFinallyModifies() {
        int x = 1;
        try {
            order.append("t ");
            return x;
        } finally {
            x = 99;
            order.append("f(x=" + x + ") ");
        }
    }

    static void parse(String s) throws AppException {
        try {
            // checked here rather than by Integer.parseInt so that every frame of the printed trace is the program's
            for (char c : s.toCharArray()) if (c < '0' || c > '9') throw new NumberFormatException("For input string: \"" + s + "\"");
        } catch (NumberFormatException e) {
            throw new DataException("bad number " + s, e);
        }
    }

    static void load(String s) throws AppException {
        try {
            parse(s);
        } catch (DataException e) {
            throw new AppException("load failed", e);
        }
    }

    static void recurse(int n) {
        if (n == 0) throw new IllegalStateException("bottom reached");
        recurse(n - 1);
    }

    public static void main(String[] args) {
        try {
            load("12x");
        } catch (AppException e) {
            int depth = 0;
            for (Throwable t = e; t != null; t = t.getCause()) System.out.println("  ".repeat(depth++) + t.getClass().getSimpleName() + ": " + t.getMessage());
            Throwable root = e;
            while (root.getCause() != null) root = root.getCause();
            System.out.println("root: " + root);
        }
        RuntimeException noMsg = new RuntimeException();
        RuntimeException fromCause = new RuntimeException(new IllegalArgumentException("inner"));
        RuntimeException nullCause = new RuntimeException((Throwable) null);
        System.out.println(noMsg + " | " + noMsg.getMessage() + " | " + fromCause + " | " + fromCause.getMessage() + " | " + nullCause.getMessage() + " | " + new Localized("msg") + " | " + new AppException("m", 7));

        Exception e1 = new Exception("e1");
        e1.initCause(new Error("cause"));
        try { e1.initCause(new Error("again")); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }
        Exception e2 = new Exception("e2");
        try { e2.initCause(e2); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        Exception e3 = new Exception("e3", null);
        try { e3.initCause(new Error()); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }

        System.out.println(finallyReturns() + " " + tryReturnFinallyModifies() + " " + order);
        order.setLength(0);
        for (Object o : new Object[] {"s", 5, null, new int[0], 2.5}) {
            try {
                order.append('[');
                if (o == null) throw new NullPointerException("null item");
                if (o instanceof String s) throw new UnsupportedOperationException(s);
                if (o instanceof Integer i) throw new ArithmeticException("int " + i);
                if (o instanceof int[]) throw new ArrayStoreException("array");
                order.append("ok");
            } catch (UnsupportedOperationException | ArithmeticException e) {
                order.append("multi:").append(e.getMessage());
            } catch (RuntimeException e) {
                order.append("rt:").append(e.getClass().getSimpleName());
            } finally {
                order.append(']');
            }
        }
        System.out.println(order);

        try {
            recurse(3);
        } catch (IllegalStateException e) {
            e.printStackTrace(System.out);
            StackTraceElement[] st = e.getStackTrace();
            System.out.println(st.length >= 5 ? st[0].getMethodName() + "@" + st[0].getLineNumber() + " " + st[4].getMethodName() : "short");
        }
        try {
            load("zz");
        } catch (AppException e) {
            e.printStackTrace(System.out);
        }
        Exception manual = new Exception("manual");
        manual.setStackTrace(new StackTraceElement[] {new StackTraceElement("a.B", "m", "B.java", 10), new StackTraceElement("c.D", "n", null, -1), new StackTraceElement("e.F", "nat", "F.java", -2)});
        manual.printStackTrace(System.out);
        StackTraceElement ste = manual.getStackTrace()[0];
        System.out.println(ste.getClassName() + " " + ste.getMethodName() + " " + ste.getFileName() + " " + ste.getLineNumber() + " " + ste.isNativeMethod() + " " + manual.getStackTrace()[2].isNativeMethod() + " " + ste.equals(new StackTraceElement("a.B", "m", "B.java", 10)));
    }
}
