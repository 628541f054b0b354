import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/* Identity hash codes as HotSpot 17 hands them out: a per-thread xor-shift
 * sequence (main's here; each started thread has its own), with the mirror of every
 * class the application loader links taking the next value.  Programs that
 * print Object.toString ("[I@7ad041f3") or iterate a HashSet of plain
 * objects then print what they print on HotSpot.  (No lambdas or string
 * concatenation here: on HotSpot their first uses consume hashes too.) */
public class Hash_Identity {
    interface Shape {
    }

    static class Square implements Shape {
    }

    static class Late {
        static int x = 1;
    }

    static class Holder {
    }

    static void show(String what, Object o) {
        System.out.print(what);
        System.out.print(" ");
        System.out.println(Integer.toHexString(System.identityHashCode(o)));
    }

    static class Worker extends Thread {
        /* its own sequence (which draw it gets depends on how many symbols
         * HotSpot made before: not printed); main's goes on untouched */
        public void run() {
            Object o = new Object();
            System.out.println(o.hashCode() == System.identityHashCode(o));
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println(new Object());
        System.out.println(new int[3]);
        System.out.println(new String[0]);
        show("main class", Hash_Identity.class);
        Shape s = new Square();
        show("after linking Square and Shape", new Object());
        show("Square.class", Square.class);
        show("Shape.class", Shape.class);
        Class<?> c = Class.forName("Hash_Identity$Late", false, Hash_Identity.class.getClassLoader());
        show("loaded, not linked", new Object());
        int v = Late.x;
        show("after initializing Late", new Object());
        Holder[] hs = new Holder[2];
        show("array class only", new Object());
        Object o = new Object();
        show("hash", o);
        show("same again", o);
        System.out.println(o.hashCode() == System.identityHashCode(o));
        HashSet<Object> set = new HashSet<>();
        List<Object> order = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            Holder h = new Holder();
            set.add(h);
            order.add(h);
        }
        StringBuilder sb = new StringBuilder();
        for (Object e : set) {
            sb.append(order.indexOf(e)).append(' ');
        }
        System.out.println(sb);
        Worker w = new Worker();
        w.start();
        w.join();
        Worker w2 = new Worker();
        w2.start();
        w2.join();
        show("main again", new Object());
    }
}
