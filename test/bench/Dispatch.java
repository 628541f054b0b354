// Benchmark: virtual and interface calls at monomorphic, bimorphic and
// megamorphic call sites (inline caches), plus a small amount of arithmetic.
public class Dispatch {
    interface Shape { int area(); }
    static abstract class Base implements Shape { abstract int sides(); }
    static final class Sq extends Base { final int s; Sq(int s) { this.s = s; } public int area() { return s * s; } int sides() { return 4; } }
    static final class Rect extends Base { final int w, h; Rect(int w, int h) { this.w = w; this.h = h; } public int area() { return w * h; } int sides() { return 4; } }
    static final class Tri extends Base { final int b, h; Tri(int b, int h) { this.b = b; this.h = h; } public int area() { return b * h / 2; } int sides() { return 3; } }
    static final class Hex extends Base { final int s; Hex(int s) { this.s = s; } public int area() { return 3 * s * s; } int sides() { return 6; } }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 800;
        Base[] mono = new Base[1000], bi = new Base[1000], mega = new Base[1000];
        for (int i = 0; i < 1000; i++) {
            mono[i] = new Sq(i % 10);
            bi[i] = i % 2 == 0 ? new Sq(i % 10) : new Rect(i % 7, 3);
            switch (i % 4) {
                case 0: mega[i] = new Sq(i % 10); break;
                case 1: mega[i] = new Rect(i % 7, 3); break;
                case 2: mega[i] = new Tri(i % 5, 4); break;
                default: mega[i] = new Hex(i % 3); break;
            }
        }
        long virt = 0, iface = 0;
        for (int r = 0; r < rounds; r++) {
            for (Base b : mono) virt += b.sides();
            for (Base b : bi) virt += b.sides();
            for (Base b : mega) virt += b.sides();
            for (Shape s : mono) iface += s.area();
            for (Shape s : bi) iface += s.area();
            for (Shape s : mega) iface += s.area();
        }
        System.out.println("virtual " + virt + " interface " + iface);
    }
}
