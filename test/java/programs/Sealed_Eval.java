// A sealed expression hierarchy (records and final/non-sealed classes)
// evaluated, simplified and printed with pattern-matching instanceof,
// including patterns with && guards, negated patterns, and
// getPermittedSubclasses/isSealed reflection.
import java.util.*;

public class Sealed_Eval {
    sealed interface Expr permits Num, Var, Bin, Neg, Call {}
    record Num(double v) implements Expr {}
    record Var(String name) implements Expr {}
    record Bin(char op, Expr l, Expr r) implements Expr {}
    record Neg(Expr e) implements Expr {}
    static non-sealed class Call implements Expr {
        final String fn; final Expr arg;
        Call(String fn, Expr arg) { this.fn = fn; this.arg = arg; }
        public String toString() { return fn + "(" + arg + ")"; }
    }
    static final class Sqrt extends Call { Sqrt(Expr a) { super("sqrt", a); } }

    sealed static abstract class Animal permits Cat, Dog {}
    static final class Cat extends Animal {}
    static final class Dog extends Animal {}

    static double eval(Expr e, Map<String, Double> env) {
        if (e instanceof Num n) return n.v();
        if (e instanceof Var v) {
            Double d = env.get(v.name());
            if (d == null) throw new NoSuchElementException("unbound " + v.name());
            return d;
        }
        if (e instanceof Neg n) return -eval(n.e(), env);
        if (e instanceof Bin b) {
            double l = eval(b.l(), env), r = eval(b.r(), env);
            switch (b.op()) {
                case '+': return l + r;
                case '-': return l - r;
                case '*': return l * r;
                case '/': return l / r;
                default: throw new IllegalArgumentException("op " + b.op());
            }
        }
        if (e instanceof Sqrt s) return Math.sqrt(eval(s.arg, env));
        if (e instanceof Call c && c.fn.equals("abs")) return Math.abs(eval(c.arg, env));
        throw new IllegalArgumentException("cannot eval " + e);
    }

    static Expr simplify(Expr e) {
        if (e instanceof Bin b) {
            Expr l = simplify(b.l()), r = simplify(b.r());
            if (l instanceof Num a && r instanceof Num c) return new Num(eval(new Bin(b.op(), a, c), Map.of()));
            if (b.op() == '*' && (l instanceof Num n && n.v() == 0 || r instanceof Num m && m.v() == 0)) return new Num(0);
            if (b.op() == '*' && l instanceof Num n && n.v() == 1) return r;
            if ((b.op() == '*' || b.op() == '/') && r instanceof Num n && n.v() == 1) return l;
            if (b.op() == '+' && l instanceof Num n && n.v() == 0) return r;
            if ((b.op() == '+' || b.op() == '-') && r instanceof Num n && n.v() == 0) return l;
            if (b.op() == '-' && l.equals(r)) return new Num(0);
            return new Bin(b.op(), l, r);
        }
        if (e instanceof Neg n) {
            Expr in = simplify(n.e());
            if (in instanceof Neg nn) return nn.e();
            if (in instanceof Num num) return new Num(-num.v());
            return new Neg(in);
        }
        return e;
    }

    static String show(Expr e) {
        if (e instanceof Num n) return n.v() == Math.rint(n.v()) && !Double.isInfinite(n.v()) ? Long.toString((long) n.v()) : Double.toString(n.v());
        if (e instanceof Var v) return v.name();
        if (e instanceof Neg n) return "-" + show(n.e());
        if (e instanceof Bin b) return "(" + show(b.l()) + " " + b.op() + " " + show(b.r()) + ")";
        return e.toString();
    }

    static Expr d(Expr e, String x) {
        if (e instanceof Num) return new Num(0);
        if (e instanceof Var v) return new Num(v.name().equals(x) ? 1 : 0);
        if (e instanceof Neg n) return new Neg(d(n.e(), x));
        if (e instanceof Bin b && (b.op() == '+' || b.op() == '-')) return new Bin(b.op(), d(b.l(), x), d(b.r(), x));
        if (e instanceof Bin b && b.op() == '*') return new Bin('+', new Bin('*', d(b.l(), x), b.r()), new Bin('*', b.l(), d(b.r(), x)));
        if (e instanceof Bin b && b.op() == '/')
            return new Bin('/', new Bin('-', new Bin('*', d(b.l(), x), b.r()), new Bin('*', b.l(), d(b.r(), x))), new Bin('*', b.r(), b.r()));
        throw new UnsupportedOperationException("d/d" + x + " of " + show(e));
    }

    static String sound(Animal a) {
        return a instanceof Cat ? "meow" : a instanceof Dog ? "woof" : "?";
    }

    public static void main(String[] args) {
        Var x = new Var("x"), y = new Var("y");
        Expr poly = new Bin('+', new Bin('*', new Num(3), new Bin('*', x, x)), new Bin('-', new Bin('*', new Num(2), x), new Num(7)));
        Map<String, Double> env = new HashMap<>(Map.of("x", 2.0, "y", -0.5));
        System.out.println(show(poly) + " = " + eval(poly, env));
        Expr dp = d(poly, "x");
        System.out.println("d/dx raw: " + show(dp));
        System.out.println("d/dx simplified: " + show(simplify(dp)) + " at x=2: " + eval(dp, env));
        Expr q = new Bin('/', x, new Bin('+', y, new Num(1)));
        System.out.println(show(simplify(d(q, "y"))) + " = " + eval(d(q, "y"), env));
        Expr n = new Neg(new Neg(new Bin('*', new Num(1), new Bin('+', new Num(0), y))));
        System.out.println(show(n) + " -> " + show(simplify(n)));
        System.out.println(show(simplify(new Bin('-', new Bin('*', x, y), new Bin('*', x, y)))));
        System.out.println(show(simplify(new Bin('/', new Num(1), new Num(0)))) + " " + show(simplify(new Bin('/', new Num(0), new Num(0)))));
        Expr c = new Bin('+', new Sqrt(new Num(16)), new Call("abs", new Neg(new Num(3))));
        System.out.println(show(c) + " = " + eval(c, env));
        try { eval(new Call("sin", x), env); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { eval(new Var("z"), env); } catch (NoSuchElementException e) { System.out.println(e.getMessage()); }
        try { d(new Sqrt(x), "x"); } catch (UnsupportedOperationException e) { System.out.println(e.getMessage()); }
        System.out.println(poly.equals(new Bin('+', new Bin('*', new Num(3), new Bin('*', x, x)), new Bin('-', new Bin('*', new Num(2), x), new Num(7)))));

        // Newton iteration on the polynomial using the symbolic derivative
        double guess = 1;
        for (int i = 0; i < 8; i++) {
            env.put("x", guess);
            guess = guess - eval(poly, env) / eval(dp, env);
        }
        System.out.println("root ~ " + guess);

        System.out.println(Expr.class.isSealed() + " " + Call.class.isSealed() + " " + Num.class.isSealed() + " " + Animal.class.isSealed());
        List<String> permitted = new ArrayList<>();
        for (Class<?> k : Expr.class.getPermittedSubclasses()) permitted.add(k.getSimpleName());
        System.out.println(permitted);
        List<String> pa = new ArrayList<>();
        for (Class<?> k : Animal.class.getPermittedSubclasses()) pa.add(k.getSimpleName());
        System.out.println(pa + " " + Call.class.getPermittedSubclasses());
        System.out.println(sound(new Cat()) + " " + sound(new Dog()));
        Object o = new Num(4);
        if (!(o instanceof Var v)) System.out.println("not a var: " + o);
        else System.out.println(v.name());
    }
}
