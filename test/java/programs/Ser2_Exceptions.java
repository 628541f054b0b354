/*
 * Ser2_Exceptions: the library's exceptions serialize to the JDK's bytes
 * (printed as length and CRC32), including the classes whose serial form
 * keeps the cause in a field of its own, and read back with message,
 * cause and stack trace.  Stack traces are set by hand: the frames the VM
 * records name loaders and module versions that differ between VMs.
 */
import java.io.*;
import java.lang.reflect.InvocationTargetException;
import java.util.ConcurrentModificationException;
import java.util.NoSuchElementException;
import java.util.concurrent.ExecutionException;
import java.util.zip.CRC32;

public class Ser2_Exceptions {
    static String describe(Throwable t) {
        StringBuilder sb = new StringBuilder(t.toString());
        StackTraceElement[] st = t.getStackTrace();
        if (st.length > 0) sb.append(" at ").append(java.util.Arrays.toString(st));
        if (t.getCause() != null) sb.append(" cause=[").append(describe(t.getCause())).append(']');
        for (Throwable s : t.getSuppressed()) sb.append(" suppressed=[").append(describe(s)).append(']');
        return sb.toString();
    }

    static <T extends Throwable> T fix(T t, int frames) {
        StackTraceElement[] st = new StackTraceElement[frames];
        for (int i = 0; i < frames; i++) st[i] = new StackTraceElement("q.K", "f" + i, "K.java", 100 + i);
        t.setStackTrace(st);
        return t;
    }

    static void check(Throwable t) {
        for (Throwable c = t.getCause(); c != null; c = c.getCause()) {
            if (c.getStackTrace().length > 1) fix(c, 1);
        }
        try {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            try (ObjectOutputStream oo = new ObjectOutputStream(bo)) {
                oo.writeObject(t);
            }
            byte[] b = bo.toByteArray();
            CRC32 c = new CRC32();
            c.update(b);
            System.out.println(t.getClass().getName() + ": " + b.length + " bytes, crc " + Long.toHexString(c.getValue()));
            Throwable r = (Throwable) new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
            String d = describe(r);
            System.out.println("  " + d);
            System.out.println("  same " + d.equals(describe(t)));
        } catch (Exception e) {
            System.out.println(t.getClass().getName() + ": " + e);
        }
    }

    public static void main(String[] args) {
        check(fix(new ClassNotFoundException("a.B"), 2));
        check(fix(new ClassNotFoundException("a.C", fix(new IOException("disk"), 1)), 1));
        check(fix(new ClassNotFoundException(), 0));
        check(fix(new ExceptionInInitializerError(fix(new ArithmeticException("/ by zero"), 1)), 1));
        check(fix(new ExceptionInInitializerError("static"), 0));
        InterruptedIOException iio = fix(new InterruptedIOException("timed out"), 1);
        iio.bytesTransferred = 77;
        check(iio);
        check(fix(new java.net.SocketTimeoutException("read timed out"), 0));
        check(fix(new InvocationTargetException(fix(new IllegalStateException("inner"), 1), "invoke"), 1));
        check(fix(new ExecutionException("failed", fix(new RuntimeException("task"), 1)), 1));
        check(fix(new UncheckedIOException("wrapped", fix(new FileNotFoundException("f.txt"), 0)), 0));
        check(fix(new NullPointerException("npe"), 3));
        check(fix(new ArrayIndexOutOfBoundsException(5), 1));
        check(fix(new StringIndexOutOfBoundsException("range"), 0));
        check(fix(new NumberFormatException("For input string: \"x\""), 1));
        check(fix(new NoSuchElementException(), 0));
        check(fix(new ConcurrentModificationException(), 0));
        check(fix(new InvalidClassException("a.B", "local class incompatible"), 0));
        check(fix(new OutOfMemoryError("Java heap space"), 0));
        check(fix(new StackOverflowError(), 2));
        check(fix(new AssertionError("assert"), 1));
        check(fix(new AssertionError(42), 0));
        Exception multi = fix(new Exception("multi"), 1);
        multi.addSuppressed(fix(new ClassNotFoundException("s.S"), 0));
        multi.addSuppressed(fix(new ExceptionInInitializerError(fix(new Error("deep"), 0)), 0));
        check(multi);
        try {
            new ClassNotFoundException("x").initCause(new Error());
        } catch (IllegalStateException e) {
            System.out.println("initCause: " + e.getMessage());
        }
    }
}
