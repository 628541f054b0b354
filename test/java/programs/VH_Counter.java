/* VarHandle atomics under contention: threads count with getAndAdd, compareAndSet loops,
 * getAndBitwiseOr on neighbouring bytes and getAndSet hand-offs; the totals are exact. */
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VH_Counter {
    volatile int count;
    long casCount;
    static long total;
    final byte[] flags = new byte[8];
    final long[] slots = new long[4];

    static final VarHandle COUNT, CAS_COUNT, TOTAL, FLAGS, SLOTS;
    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            COUNT = l.findVarHandle(VH_Counter.class, "count", int.class);
            CAS_COUNT = l.findVarHandle(VH_Counter.class, "casCount", long.class);
            TOTAL = l.findStaticVarHandle(VH_Counter.class, "total", long.class);
            FLAGS = MethodHandles.arrayElementVarHandle(byte[].class);
            SLOTS = MethodHandles.arrayElementVarHandle(long[].class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws Exception {
        VH_Counter c = new VH_Counter();
        int threads = 4, rounds = 5000;
        Thread[] ts = new Thread[threads];
        for (int k = 0; k < threads; k++) {
            final int me = k;
            ts[k] = new Thread(() -> {
                for (int r = 0; r < rounds; r++) {
                    COUNT.getAndAdd(c, 1);
                    long v;
                    do {
                        v = (long) CAS_COUNT.getVolatile(c);
                    } while (!CAS_COUNT.compareAndSet(c, v, v + 2));
                    TOTAL.getAndAdd((long) r);
                    /* each thread owns two bits of every byte: the others' updates must survive */
                    FLAGS.getAndBitwiseOr(c.flags, r % 8, (byte) (1 << (2 * me + (r & 1))));
                    SLOTS.getAndAdd(c.slots, r % 4, 1L);
                    if (r % 1000 == 0) Thread.yield();
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("count " + c.count);
        System.out.println("casCount " + c.casCount);
        System.out.println("total " + total);
        StringBuilder sb = new StringBuilder("flags");
        for (byte b : c.flags) sb.append(' ').append(b & 0xff);
        System.out.println(sb);
        long sum = 0;
        for (long s : c.slots) sum += s;
        System.out.println("slots " + sum + " " + c.slots[0] + " " + c.slots[3]);
    }
}
