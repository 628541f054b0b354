/*
 * LinkRace -- threads that link the same class at the same moment (the
 * test verify.link_race, link_race.cmake): eight threads released together
 * each initialize H2_ok_race, a valid class with many methods, then
 * H2_string_as_integer, which fails verification.  The VM must verify the
 * first once (its -Xtrace:class shows one "verified H2_ok_race"), and throw
 * the second's VerifyError to every thread, as HotSpot does (the class
 * stays unlinked, so each attempt verifies it again).
 */
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicInteger;

public class LinkRace {
    static final int THREADS = 8;

    public static void main(String[] args) throws Exception {
        ClassLoader loader = LinkRace.class.getClassLoader();
        Class<?> ok = Class.forName("H2_ok_race", false, loader);
        Class<?> bad = Class.forName("H2_string_as_integer", false, loader);
        CyclicBarrier start = new CyclicBarrier(THREADS);
        AtomicInteger linked = new AtomicInteger(), refused = new AtomicInteger();
        Thread[] threads = new Thread[THREADS];
        for (int i = 0; i < THREADS; i++) {
            threads[i] = new Thread(() -> {
                try {
                    start.await();
                    if (Class.forName("H2_ok_race", true, loader) == ok) linked.incrementAndGet();
                    start.await();
                    Class.forName("H2_string_as_integer", true, loader);
                } catch (VerifyError e) {
                    refused.incrementAndGet();
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            });
            threads[i].start();
        }
        for (Thread t : threads) t.join();
        System.out.println("H2_ok_race initialized by " + linked + " threads");
        System.out.println("H2_string_as_integer refused to " + refused + " threads");
        System.out.println("still the class loaded: " + (Class.forName("H2_string_as_integer", false, loader) == bad));
    }
}
