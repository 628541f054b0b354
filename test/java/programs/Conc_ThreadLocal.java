import java.util.ArrayList;
import java.util.List;

// ThreadLocal in one thread: initialValue and withInitial run once per
// value (again after remove), set/get/remove, many locals at once (the
// per-thread table grows and removals keep the others reachable), and an
// InheritableThreadLocal's own value.
public class Conc_ThreadLocal {
    static int made;

    public static void main(String[] args) {
        ThreadLocal<StringBuilder> sb = ThreadLocal.withInitial(() -> {
            made++;
            return new StringBuilder("init" + made);
        });
        System.out.println(sb.get() + " " + sb.get().append("+") + " " + sb.get() + " made=" + made);
        sb.remove();
        System.out.println(sb.get() + " made=" + made);
        sb.set(new StringBuilder("set"));
        System.out.println(sb.get() + " made=" + made);

        ThreadLocal<Integer> plain = new ThreadLocal<>();
        System.out.println(plain.get());
        plain.set(42);
        System.out.println(plain.get());
        plain.set(null);
        System.out.println(plain.get());
        plain.remove();
        plain.remove();
        System.out.println(plain.get());

        ThreadLocal<String> overridden = new ThreadLocal<String>() {
            @Override
            protected String initialValue() {
                return "from initialValue";
            }
        };
        System.out.println(overridden.get());

        List<ThreadLocal<Integer>> many = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            ThreadLocal<Integer> t = new ThreadLocal<>();
            t.set(i * i);
            many.add(t);
        }
        for (int i = 0; i < 200; i += 3) {
            many.get(i).remove();
        }
        long sum = 0;
        int nulls = 0;
        for (ThreadLocal<Integer> t : many) {
            Integer v = t.get();
            if (v == null) {
                nulls++;
            } else {
                sum += v;
            }
        }
        System.out.println("sum=" + sum + " nulls=" + nulls);

        InheritableThreadLocal<String> inh = new InheritableThreadLocal<String>() {
            @Override
            protected String childValue(String parentValue) {
                return parentValue + "/child";
            }
        };
        System.out.println(inh.get());
        inh.set("parent");
        System.out.println(inh.get() + " " + sb.get() + " " + overridden.get());
        inh.remove();
        System.out.println(inh.get());
    }
}
