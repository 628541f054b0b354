/*
 * What all stages of one pipeline share, whatever their element type.
 * Invariants: `head` is the pipeline's first stage and holds the close
 * handlers and the parallel flag; a stage is used once, either linked to
 * the next stage or consumed by a terminal operation (use() enforces it
 * with the JDK's IllegalStateException); exactSize() is the number of
 * elements the stage will deliver when that is known without running the
 * pipeline (the JDK's SIZED flag), else -1, so count() can skip traversal.
 * Streams here are sequential only: parallel() just sets the flag.
 */
package java.util.stream;

import java.util.Objects;

abstract class AbstractPipe {
    static final String MSG_LINKED = "stream has already been operated upon or closed";

    final AbstractPipe head;
    private final AbstractPipe upstream;
    private Runnable closeAction;
    private boolean parallel;
    private boolean linkedOrConsumed;

    AbstractPipe() {
        head = this;
        upstream = null;
    }

    AbstractPipe(AbstractPipe upstream) {
        upstream.use();
        head = upstream.head;
        this.upstream = upstream;
    }

    /*
     * Nothing more will be pulled from this stage: flatMap stages close the
     * inner stream they are in, as the JDK does as soon as a short-circuit
     * (limit, takeWhile, findFirst, the matches) cancels the pipeline.
     */
    void release() {
        if (upstream != null) {
            upstream.release();
        }
    }

    final void use() {
        if (linkedOrConsumed) {
            throw new IllegalStateException(MSG_LINKED);
        }
        linkedOrConsumed = true;
    }

    abstract long exactSize();

    final void addCloseHandler(Runnable handler) {
        if (linkedOrConsumed) {
            throw new IllegalStateException(MSG_LINKED);
        }
        Objects.requireNonNull(handler);
        Runnable previous = head.closeAction;
        head.closeAction = previous == null ? handler : composeClose(previous, handler);
    }

    // Both handlers run; the first one's exception wins and carries the
    // second's as suppressed.
    static Runnable composeClose(Runnable first, Runnable second) {
        return () -> {
            try {
                first.run();
            } catch (Throwable e1) {
                try {
                    second.run();
                } catch (Throwable e2) {
                    try {
                        e1.addSuppressed(e2);
                    } catch (Throwable ignore) {
                    }
                }
                throw e1;
            }
            second.run();
        };
    }

    public void close() {
        linkedOrConsumed = true;
        Runnable action = head.closeAction;
        head.closeAction = null;
        if (action != null) {
            action.run();
        }
    }

    public boolean isParallel() {
        return head.parallel;
    }

    final void setParallel(boolean on) {
        head.parallel = on;
    }
}
