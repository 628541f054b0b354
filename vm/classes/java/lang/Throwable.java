/*
 * java.lang.Throwable.  VM contract (NATIVES.md): the VM fills `backtrace`
 * through fillInStackTrace0() (skipping the frames of fillInStackTrace and of
 * the constructors of this object) and turns it into StackTraceElements
 * through decodeBacktrace().  stackTrace == UNASSIGNED_STACK means "not decoded
 * yet"; stackTrace == null means the stack trace is not writable.
 * suppressedExceptions == null means suppression is disabled.
 * printStackTrace reproduces the JDK's text exactly: the toString() line,
 * "\tat " frames, "... N more" for the frames shared with the enclosing
 * trace, "Suppressed: " (one more tab), "Caused by: " and
 * "[CIRCULAR REFERENCE: ...]".
 */
package java.lang;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Serializable;

public class Throwable implements Serializable {
    private static final StackTraceElement[] UNASSIGNED_STACK = new StackTraceElement[0];
    private static final Throwable[] EMPTY_THROWABLE_ARRAY = new Throwable[0];

    private transient Object backtrace;
    /* the user-defined loaders whose methods the backtrace names (their
     * classes must not be unloaded while it may be printed); set by the VM */
    private transient Object[] backtraceLoaders;
    private String detailMessage;
    private Throwable cause = this;
    private StackTraceElement[] stackTrace = UNASSIGNED_STACK;
    private Throwable[] suppressedExceptions = EMPTY_THROWABLE_ARRAY;

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        this.cause = cause;
    }

    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null ? null : cause.toString());
        this.cause = cause;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression,
                        boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            stackTrace = null;
        }
        detailMessage = message;
        this.cause = cause;
        if (!enableSuppression) {
            suppressedExceptions = null;
        }
    }

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public Throwable getCause() {
        return (cause == this ? null : cause);
    }

    public Throwable initCause(Throwable cause) {
        if (this.cause != this) {
            throw new IllegalStateException(new StringBuilder("Can't overwrite cause with ")
                .append(cause == null ? "a null" : cause.toString()).toString(), this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        return this;
    }

    public String toString() {
        String s = getClass().getName();
        String message = getLocalizedMessage();
        if (message == null) {
            return s;
        }
        return new StringBuilder(s.length() + 2 + message.length())
            .append(s).append(": ").append(message).toString();
    }

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    public void printStackTrace(PrintStream s) {
        printStackTrace(new WrappedPrintStream(s));
    }

    public void printStackTrace(PrintWriter s) {
        printStackTrace(new WrappedPrintWriter(s));
    }

    private void printStackTrace(Sink s) {
        Throwable[] dejaVu = new Throwable[8];
        dejaVu[0] = this;
        int[] seen = {1};
        s.println(toString());
        StackTraceElement[] trace = getOurStackTrace();
        for (int i = 0; i < trace.length; i++) {
            s.println(new StringBuilder("\tat ").append(trace[i].toString()).toString());
        }
        Throwable[] sup = getSuppressed();
        for (int i = 0; i < sup.length; i++) {
            dejaVu = sup[i].printEnclosedStackTrace(s, trace, "Suppressed: ", "\t", dejaVu, seen);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.printEnclosedStackTrace(s, trace, "Caused by: ", "", dejaVu, seen);
        }
    }

    /* dejaVu is an identity set kept as an array; seen[0] is its size. */
    private Throwable[] printEnclosedStackTrace(Sink s, StackTraceElement[] enclosingTrace,
                                                String caption, String prefix,
                                                Throwable[] dejaVu, int[] seen) {
        for (int i = 0; i < seen[0]; i++) {
            if (dejaVu[i] == this) {
                s.println(new StringBuilder(prefix).append(caption).append("[CIRCULAR REFERENCE: ")
                    .append(toString()).append(']').toString());
                return dejaVu;
            }
        }
        if (seen[0] == dejaVu.length) {
            Throwable[] bigger = new Throwable[dejaVu.length * 2];
            System.arraycopy(dejaVu, 0, bigger, 0, dejaVu.length);
            dejaVu = bigger;
        }
        dejaVu[seen[0]++] = this;

        StackTraceElement[] trace = getOurStackTrace();
        int m = trace.length - 1;
        int n = enclosingTrace.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosingTrace[n])) {
            m--;
            n--;
        }
        int framesInCommon = trace.length - 1 - m;

        s.println(new StringBuilder(prefix).append(caption).append(toString()).toString());
        for (int i = 0; i <= m; i++) {
            s.println(new StringBuilder(prefix).append("\tat ").append(trace[i].toString()).toString());
        }
        if (framesInCommon != 0) {
            s.println(new StringBuilder(prefix).append("\t... ").append(framesInCommon)
                .append(" more").toString());
        }
        Throwable[] sup = getSuppressed();
        String supPrefix = new StringBuilder(prefix).append('\t').toString();
        for (int i = 0; i < sup.length; i++) {
            dejaVu = sup[i].printEnclosedStackTrace(s, trace, "Suppressed: ", supPrefix, dejaVu, seen);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            dejaVu = ourCause.printEnclosedStackTrace(s, trace, "Caused by: ", prefix, dejaVu, seen);
        }
        return dejaVu;
    }

    /* Where printStackTrace writes: a PrintStream or a PrintWriter. */
    private abstract static class Sink {
        abstract void println(String line);
    }

    private static final class WrappedPrintStream extends Sink {
        private final PrintStream printStream;

        WrappedPrintStream(PrintStream printStream) {
            this.printStream = printStream;
        }

        void println(String line) {
            printStream.println(line);
        }
    }

    private static final class WrappedPrintWriter extends Sink {
        private final PrintWriter printWriter;

        WrappedPrintWriter(PrintWriter printWriter) {
            this.printWriter = printWriter;
        }

        void println(String line) {
            printWriter.println(line);
        }
    }

    public Throwable fillInStackTrace() {
        if (stackTrace != null || backtrace != null) {
            fillInStackTrace0();
            stackTrace = UNASSIGNED_STACK;
        }
        return this;
    }

    /* Stores the VM's record of the current Java stack into `backtrace`. */
    private native void fillInStackTrace0();

    /* Turns `backtrace` into one StackTraceElement per frame, innermost first. */
    private native StackTraceElement[] decodeBacktrace();

    public StackTraceElement[] getStackTrace() {
        return getOurStackTrace().clone();
    }

    private StackTraceElement[] getOurStackTrace() {
        if (stackTrace == UNASSIGNED_STACK) {
            StackTraceElement[] decoded = (backtrace == null) ? null : decodeBacktrace();
            if (decoded == null) {
                decoded = UNASSIGNED_STACK;
            }
            for (int i = 0; i < decoded.length; i++) {
                decoded[i].fillIn();
            }
            stackTrace = decoded;
        } else if (stackTrace == null) {
            return UNASSIGNED_STACK;
        }
        return stackTrace;
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] defensiveCopy = stackTrace.clone();
        for (int i = 0; i < defensiveCopy.length; i++) {
            if (defensiveCopy[i] == null) {
                throw new NullPointerException(new StringBuilder("stackTrace[").append(i)
                    .append(']').toString());
            }
        }
        if (this.stackTrace == null && backtrace == null) {
            return;
        }
        this.stackTrace = defensiveCopy;
    }

    public final void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException("Self-suppression not permitted", exception);
        }
        if (exception == null) {
            throw new NullPointerException("Cannot suppress a null exception.");
        }
        if (suppressedExceptions == null) {
            return;
        }
        int n = suppressedExceptions.length;
        Throwable[] grown = new Throwable[n + 1];
        System.arraycopy(suppressedExceptions, 0, grown, 0, n);
        grown[n] = exception;
        suppressedExceptions = grown;
    }

    public final Throwable[] getSuppressed() {
        if (suppressedExceptions == null || suppressedExceptions.length == 0) {
            return EMPTY_THROWABLE_ARRAY;
        }
        return suppressedExceptions.clone();
    }

    /* ---- serial form: the JDK's fields cause, detailMessage, stackTrace and
     * suppressedExceptions (a List: Collections.emptyList() while none were
     * added, an ArrayList after, null when suppression is disabled).  An
     * unwritable stack trace travels as the one-element sentinel trace. */
    private static final long serialVersionUID = -3042686055658047285L;
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("detailMessage", String.class),
        new java.io.ObjectStreamField("cause", Throwable.class),
        new java.io.ObjectStreamField("stackTrace", StackTraceElement[].class),
        new java.io.ObjectStreamField("suppressedExceptions", java.util.List.class)
    };

    /* for subclasses whose serial form carries the cause in a field of
     * their own (ClassNotFoundException, ExceptionInInitializerError) */
    final void setCauseFromStream(Throwable t) {
        cause = t;
    }

    private static StackTraceElement[] sentinelTrace() {
        return new StackTraceElement[] {new StackTraceElement("", "", null, Integer.MIN_VALUE)};
    }

    private synchronized void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        StackTraceElement[] trace = stackTrace == null ? sentinelTrace() : getOurStackTrace();
        java.util.List<Throwable> sup;
        if (suppressedExceptions == null) {
            sup = null;
        } else if (suppressedExceptions.length == 0) {
            sup = java.util.Collections.emptyList();
        } else {
            sup = new java.util.ArrayList<Throwable>(suppressedExceptions.length);
            for (Throwable x : suppressedExceptions) sup.add(x);
        }
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("detailMessage", detailMessage);
        f.put("cause", cause);
        f.put("stackTrace", trace);
        f.put("suppressedExceptions", sup);
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        detailMessage = (String) f.get("detailMessage", null);
        cause = (Throwable) f.get("cause", this);
        Object sup = f.get("suppressedExceptions", null);
        if (sup == null) {
            suppressedExceptions = null;
        } else if (!(sup instanceof java.util.List)) {
            throw new java.io.StreamCorruptedException("List of suppressed exceptions expected");
        } else {
            java.util.List<?> l = (java.util.List<?>) sup;
            Throwable[] a = new Throwable[l.size()];
            for (int i = 0; i < a.length; i++) {
                Object x = l.get(i);
                if (x == null) throw new NullPointerException("Cannot suppress a null exception.");
                if (x == this) throw new IllegalArgumentException("Self-suppression not permitted");
                a[i] = (Throwable) x;
            }
            suppressedExceptions = a.length == 0 ? EMPTY_THROWABLE_ARRAY : a;
        }
        StackTraceElement[] trace = (StackTraceElement[]) f.get("stackTrace", null);
        if (trace == null) {
            /* streams of releases before the field existed: an empty trace */
            stackTrace = new StackTraceElement[0];
        } else if (trace.length == 1 && sentinelTrace()[0].equals(trace[0])) {
            stackTrace = null;
        } else {
            trace = trace.clone();
            for (StackTraceElement e : trace) {
                if (e == null) throw new NullPointerException("null StackTraceElement in serial stream.");
            }
            stackTrace = trace;
        }
    }
}
