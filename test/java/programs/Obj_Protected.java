// Access across a class hierarchy: protected fields and methods, private
// methods that are not overridden (a same-named method in the subclass is a
// different method), static methods hidden rather than overridden, and
// final fields assigned in constructors.
public class Obj_Protected {
    static class Vehicle {
        protected int wheels;
        private String secret() { return "vehicle-secret"; }
        String reveal() { return secret(); }
        static String category() { return "vehicle"; }
        String cat() { return category(); }
        protected String describe() { return wheels + " wheels"; }
        Vehicle(int w) { wheels = w; }
    }
    static class Bike extends Vehicle {
        private final String brand;
        Bike(String brand) { super(2); this.brand = brand; }
        private String secret() { return "bike-secret"; }
        String revealOwn() { return secret(); }
        static String category() { return "bike"; }
        @Override protected String describe() { return brand + " with " + super.describe(); }
    }
    static class Tandem extends Bike {
        Tandem() { super("tandem"); wheels = 2; }
        @Override protected String describe() { return "long " + super.describe(); }
    }

    public static void main(String[] args) {
        Vehicle v = new Tandem();
        Bike b = (Bike) v;
        System.out.println(v.reveal() + " " + b.revealOwn() + " " + v.cat() + " " + Vehicle.category() + " " + Bike.category());
        System.out.println(v.describe());
        Vehicle[] all = {new Vehicle(4), new Bike("brandX"), new Tandem()};
        int total = 0;
        for (Vehicle x : all) { total += x.wheels; System.out.println(x.describe() + " / " + x.reveal()); }
        System.out.println("wheels " + total);
    }
}
