/* MethodHandles' Java 9 combinators in their common shapes: tryFinally, countedLoop, dropArgumentsToMatch. */
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;

public class MH_Loops {
    interface Th {
        Object run() throws Throwable;
    }

    static void c(String label, Th r) {
        try {
            System.out.println(label + ": " + r.run());
        } catch (Throwable e) {
            System.out.println(label + ": " + e);
        }
    }

    static final MethodHandles.Lookup L = MethodHandles.lookup();

    static MethodHandle st(String name, Class<?> r, Class<?>... p) throws Throwable {
        return L.findStatic(MH_Loops.class, name, MethodType.methodType(r, p));
    }

    static int work(String s) {
        if (s.isEmpty()) throw new IllegalArgumentException("empty");
        return s.length();
    }

    static int cleanup(Throwable t, int result, String s) {
        System.out.println("cleanup " + t + " " + result + " " + s);
        return result * 100;
    }

    static void act(String s) {
        System.out.println("act " + s);
        if (s.equals("bad")) throw new IllegalStateException("bad act");
    }

    static void after(Throwable t) {
        System.out.println("after " + t);
    }

    static int count(String s) {
        return s.length();
    }

    static int start(String s) {
        return 1000;
    }

    static int step(int v, int i, String s) {
        return v + i * 10 + s.charAt(i);
    }

    static int stepShort(int v, int i) {
        return v * 2 + i;
    }

    static void tick(int i, String s) {
        System.out.println("tick " + i + " " + s);
    }

    static String pair(int a, String b) {
        return a + b;
    }

    public static void main(String[] args) throws Throwable {
        MethodHandle tf = MethodHandles.tryFinally(st("work", int.class, String.class), st("cleanup", int.class, Throwable.class, int.class, String.class));
        c("tryFinally", () -> tf + " " + (int) tf.invokeExact("abc"));
        c("tryFinally throws", () -> (int) tf.invokeExact(""));
        MethodHandle tfv = MethodHandles.tryFinally(st("act", void.class, String.class), st("after", void.class, Throwable.class));
        c("tryFinally void", () -> {
            tfv.invokeExact("ok");
            return tfv;
        });
        c("tryFinally void throws", () -> {
            tfv.invokeExact("bad");
            return "no";
        });

        MethodHandle loop = MethodHandles.countedLoop(st("count", int.class, String.class), st("start", int.class, String.class),
                st("step", int.class, int.class, int.class, String.class));
        c("countedLoop", () -> loop + " " + (int) loop.invokeExact("abc"));
        c("countedLoop empty", () -> (int) loop.invokeExact(""));
        MethodHandle shortBody = MethodHandles.countedLoop(st("count", int.class, String.class), null, st("stepShort", int.class, int.class, int.class));
        c("countedLoop no init", () -> shortBody + " " + shortBody.invoke("abcd"));
        MethodHandle voidLoop = MethodHandles.countedLoop(st("count", int.class, String.class), null, st("tick", void.class, int.class, String.class));
        c("countedLoop void", () -> {
            voidLoop.invokeExact("xy");
            return voidLoop;
        });
        MethodHandle constLoop = MethodHandles.countedLoop(MethodHandles.constant(int.class, 5), MethodHandles.constant(int.class, 1),
                st("stepShort", int.class, int.class, int.class));
        c("countedLoop constants", () -> constLoop + " " + (int) constLoop.invokeExact());

        MethodHandle pair = st("pair", String.class, int.class, String.class);
        c("dropArgumentsToMatch", () -> {
            MethodHandle h = MethodHandles.dropArgumentsToMatch(pair, 0, List.of(long.class, int.class, String.class, double.class), 1);
            return h + " " + (String) h.invokeExact(1L, 2, "x", 3.0);
        });
        c("dropArgumentsToMatch skip", () -> MethodHandles.dropArgumentsToMatch(pair, 1, List.of(String.class, char.class), 0).type());
    }
}
