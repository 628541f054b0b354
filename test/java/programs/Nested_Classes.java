// Inner classes (this$0), static nested classes, anonymous classes capturing
// locals, local classes, inner classes of inner classes, Outer.this, and
// private members accessed across nestmates.
public class Nested_Classes {
    private int secret = 42;
    private static String sstat = "static-secret";
    private String tag;

    Nested_Classes(String tag) { this.tag = tag; }

    class Inner {
        int secret = 7;
        String show() { return tag + ":" + secret + "/" + Nested_Classes.this.secret; }
        class Deeper {
            String show() { return "deeper " + tag + " " + Inner.this.secret + " " + secret; }
        }
    }
    static class StaticNested {
        private int hidden = 3;
        String peek(Nested_Classes o) { return sstat + " " + o.secret; }
    }
    interface Op { int apply(int x); }

    private int bump() { return ++secret; }

    Op adder(final int k) {
        int local = k * 2;
        return new Op() {
            int calls;
            public int apply(int x) { calls++; return x + local + bump() + calls; }
        };
    }

    public static void main(String[] args) {
        Nested_Classes outer = new Nested_Classes("o1");
        Nested_Classes.Inner in = outer.new Inner();
        Nested_Classes.Inner.Deeper d = in.new Deeper();
        System.out.println(in.show() + " | " + d.show());
        StaticNested sn = new StaticNested();
        System.out.println(sn.peek(outer) + " " + sn.hidden);
        Op op = outer.adder(5);
        System.out.println(op.apply(1) + " " + op.apply(1) + " " + outer.secret);
        int base = 100;
        class Local implements Op {
            final int m;
            Local(int m) { this.m = m; }
            public int apply(int x) { return base + m * x; }
        }
        Op l1 = new Local(2), l2 = new Local(3);
        System.out.println(l1.apply(5) + " " + l2.apply(5));
        System.out.println(in.getClass().getName() + " " + d.getClass().getName() + " " + sn.getClass().getName() + " "
                + op.getClass().getName() + " " + l1.getClass().getName());
        Nested_Classes other = new Nested_Classes("o2");
        Inner in2 = other.new Inner();
        in2.secret = 99;
        System.out.println(in2.show() + " " + in.show());
        Op chain = new Op() {
            public int apply(int x) {
                Op innerAnon = new Op() { public int apply(int y) { return y * 10; } };
                return innerAnon.apply(x) + 1;
            }
        };
        System.out.println(chain.apply(4) + " " + chain.getClass().getName());
    }
}
