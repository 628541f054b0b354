// Abstract classes, template methods, overriding toString/equals/hashCode,
// final methods, protected access, and calls through super chains.
public class Dispatch_Abstract {
    static abstract class Animal {
        protected final String name;
        Animal(String name) { this.name = name; }
        abstract String sound();
        int legs() { return 4; }
        final String describe() { return name + " says " + sound() + " on " + legs() + " legs"; }
        @Override public String toString() { return getClass().getName() + "(" + name + ")"; }
        @Override public boolean equals(Object o) { return o instanceof Animal && ((Animal) o).name.equals(name) && o.getClass() == getClass(); }
        @Override public int hashCode() { return name.hashCode() * 31 + legs(); }
    }
    static class Dog extends Animal { Dog(String n) { super(n); } String sound() { return "woof"; } }
    static class Bird extends Animal {
        Bird(String n) { super(n); }
        String sound() { return "tweet"; }
        @Override int legs() { return 2; }
    }
    static class Parrot extends Bird {
        Parrot(String n) { super(n); }
        @Override String sound() { return super.sound() + "-hello"; }
    }
    static abstract class Shape {
        abstract double area();
        double scaled(double k) { return area() * k * k; }
    }

    public static void main(String[] args) {
        Animal[] zoo = {new Dog("rex"), new Bird("tweety"), new Parrot("polly"), new Dog("fido")};
        for (Animal a : zoo) System.out.println(a.describe() + " " + a + " " + a.hashCode());
        System.out.println(zoo[0].equals(new Dog("rex")) + " " + zoo[0].equals(zoo[3]) + " " + zoo[1].equals(new Parrot("tweety")) + " " + zoo[0].equals(null));
        Shape sq = new Shape() { double area() { return 4; } };
        Shape circ = new Shape() { double area() { return 3.5; } @Override double scaled(double k) { return -super.scaled(k); } };
        System.out.println(sq.scaled(3) + " " + circ.scaled(2));
        System.out.println(sq.getClass().getName() + " " + circ.getClass().getName());
        System.out.println(sq.getClass().getSuperclass().getName());
    }
}
