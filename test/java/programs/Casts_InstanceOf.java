// instanceof and checkcast across classes, interfaces, arrays and null,
// pattern matching instanceof, and ClassCastException messages.
public class Casts_InstanceOf {
    interface Shape { double area(); }
    interface Named { String name(); }
    static class Base implements Named { public String name() { return "base"; } }
    static class Square extends Base implements Shape {
        double s;
        Square(double s) { this.s = s; }
        public double area() { return s * s; }
        public String name() { return "square"; }
    }
    static class Circle implements Shape {
        public double area() { return 3.0; }
    }

    public static void main(String[] args) {
        Object[] things = {new Base(), new Square(2), new Circle(), "str", 5, null, new int[1], new Square[0]};
        for (Object o : things) {
            System.out.println((o instanceof Base) + " " + (o instanceof Square) + " " + (o instanceof Shape) + " "
                    + (o instanceof Named) + " " + (o instanceof CharSequence) + " " + (o instanceof Number) + " "
                    + (o instanceof Object) + " " + (o instanceof Shape[]) + " " + (o instanceof Base[]));
        }
        Object sq = new Square(3);
        if (sq instanceof Square s && s.area() > 5) System.out.println("pattern: " + s.name() + " " + s.area());
        Shape shape = (Shape) sq;
        Named named = (Named) shape;
        System.out.println(named.name() + " " + shape.area());
        Object nothing = null;
        String ns = (String) nothing;
        System.out.println("null cast ok: " + ns);
        Object[] sources = {"text", 42, new Base(), new Circle(), new int[2], new Base[1], new Object(), new Square[1]};
        for (int k = 0; k < sources.length; k++) tryCast(k, sources[k]);
    }

    static Object cast(int k, Object o) {
        switch (k) {
            case 0: return (Integer) o;
            case 1: return (String) o;
            case 2: return (Square) o;
            case 3: return (Named) o;
            case 4: return (long[]) o;
            case 5: return (Square[]) o;
            case 6: return (Object[]) o;
            default: return (Base[]) o;
        }
    }

    static void tryCast(int k, Object o) {
        try {
            Object r = cast(k, o);
            System.out.println("ok: " + (r == null ? "null" : r.getClass().getName()));
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage());
        }
    }
}
