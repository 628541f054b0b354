import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

// Single-threaded semantics of the atomics: every read-modify-write form,
// update/accumulate functions, compareAndExchange, the arrays with their
// bounds checks, the adders, and toString.
public class Conc_Atomics {
    public static void main(String[] args) {
        AtomicInteger i = new AtomicInteger(5);
        System.out.println(i.getAndIncrement() + " " + i.incrementAndGet() + " " + i.getAndDecrement() + " "
                + i.decrementAndGet() + " " + i.getAndAdd(10) + " " + i.addAndGet(-3) + " " + i);
        System.out.println(i.compareAndSet(12, 1) + " " + i.compareAndSet(12, 2) + " " + i.get());
        System.out.println(i.getAndSet(7) + " " + i.updateAndGet(x -> x * 3) + " " + i.getAndUpdate(x -> x - 1) + " " + i);
        System.out.println(i.accumulateAndGet(4, Math::max) + " " + i.getAndAccumulate(100, Integer::sum) + " " + i);
        System.out.println(i.compareAndExchange(120, 0) + " " + i.compareAndExchange(1, 2) + " " + i.intValue()
                + " " + i.longValue() + " " + i.doubleValue() + " " + i.floatValue());
        i.set(Integer.MAX_VALUE);
        System.out.println(i.incrementAndGet());
        i.lazySet(3);
        i.setPlain(4);
        System.out.println(i.getPlain() + " " + i.getAcquire() + " " + new AtomicInteger());

        AtomicLong l = new AtomicLong(Long.MAX_VALUE - 1);
        System.out.println(l.incrementAndGet() + " " + l.incrementAndGet() + " " + l.addAndGet(5) + " " + l);
        System.out.println(l.updateAndGet(x -> x / 2) + " " + l.accumulateAndGet(3, (a, b) -> a * b) + " "
                + l.getAndSet(-1) + " " + l.compareAndSet(-1, 9) + " " + l.get());

        AtomicBoolean b = new AtomicBoolean();
        System.out.println(b + " " + b.compareAndSet(false, true) + " " + b.compareAndSet(false, true) + " "
                + b.getAndSet(false) + " " + b.get() + " " + new AtomicBoolean(true));

        String s1 = "a";
        String s2 = new String("a");
        AtomicReference<String> r = new AtomicReference<>(s1);
        System.out.println(r.compareAndSet(s2, "x") + " " + r.compareAndSet(s1, "y") + " " + r);
        System.out.println(r.updateAndGet(v -> v + v) + " " + r.getAndUpdate(v -> v + "!") + " "
                + r.accumulateAndGet("z", String::concat) + " " + r.getAndSet(null) + " " + r);

        AtomicIntegerArray ia = new AtomicIntegerArray(4);
        ia.set(0, 10);
        ia.incrementAndGet(1);
        ia.addAndGet(2, 7);
        ia.getAndAccumulate(3, 5, (a, c) -> a - c);
        System.out.println(ia + " " + ia.length() + " " + ia.compareAndSet(2, 7, 8) + " " + ia.updateAndGet(0, v -> v * v) + " " + ia);
        try {
            ia.get(4);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            ia.set(-1, 0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        AtomicIntegerArray copy = new AtomicIntegerArray(new int[] {3, 1, 4});
        System.out.println(copy + " " + new AtomicIntegerArray(0));

        AtomicLongArray la = new AtomicLongArray(new long[] {1L << 40, -2});
        System.out.println(la.getAndIncrement(0) + " " + la.decrementAndGet(1) + " " + la + " " + la.accumulateAndGet(1, 4, Long::sum));

        AtomicReferenceArray<String> ra = new AtomicReferenceArray<>(new String[] {"p", null, "q"});
        System.out.println(ra + " " + ra.compareAndSet(1, null, "n") + " " + ra.getAndSet(0, "P") + " " + ra.updateAndGet(2, String::toUpperCase) + " " + ra);

        LongAdder adder = new LongAdder();
        for (int k = 1; k <= 100; k++) {
            adder.add(k);
        }
        adder.increment();
        adder.decrement();
        adder.decrement();
        System.out.println(adder + " " + adder.sum() + " " + adder.intValue() + " " + adder.sumThenReset() + " " + adder);

        DoubleAdder d = new DoubleAdder();
        d.add(0.5);
        d.add(0.25);
        d.add(2);
        System.out.println(d + " " + d.sum() + " " + d.longValue());

        LongAccumulator max = new LongAccumulator(Long::max, Long.MIN_VALUE);
        for (long v : new long[] {3, -7, 42, 5}) {
            max.accumulate(v);
        }
        System.out.println(max + " " + max.get() + " " + max.getThenReset() + " " + max.get());
    }
}
