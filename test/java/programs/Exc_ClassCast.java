// ClassCastException messages for user classes, library classes, arrays and
// interfaces, thrown by checkcast and by the casts javac inserts for generics.
public class Exc_ClassCast {
    static class Box<T> { T v; Box(T v) { this.v = v; } T get() { return v; } }
    static class Animal { }
    static class Cat extends Animal { }
    interface Pet { }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) {
        Object[] vals = {new Animal(), "s", 3, 4L, new int[0], new Cat[0], new Object[0], 'c', 2.5};
        for (Object v : vals) {
            try { Cat c = (Cat) v; System.out.println("Cat ok " + (c != null)); }
            catch (ClassCastException e) { System.out.println(e.getMessage()); }
        }
        try { Pet p = (Pet) (Object) new Animal(); System.out.println(p != null); }
        catch (ClassCastException e) { System.out.println(e.getMessage()); }
        try { Number n = (Number) (Object) "nope"; System.out.println(n); }
        catch (ClassCastException e) { System.out.println(e.getMessage()); }
        try { Comparable<?> c = (Comparable<?>) (Object) new Animal(); System.out.println(c); }
        catch (ClassCastException e) { System.out.println(e.getMessage()); }
        Box raw = new Box("a string");
        Box<Integer> polluted = raw;
        try { Integer i = polluted.get(); System.out.println(i); }
        catch (ClassCastException e) { System.out.println("generic: " + e.getMessage()); }
        Object o = polluted.get();
        System.out.println("as Object fine: " + o);
    }
}
