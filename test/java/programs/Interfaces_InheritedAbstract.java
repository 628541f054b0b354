// invokevirtual of an interface method that an abstract class inherits
// without declaring it (javac names the class, the method is the
// interface's): long and double results, and an argument after the call.
interface Shape {
    double area();

    long id();
}

abstract class Base implements Shape {
    int compareArea(Base o) {
        return Double.compare(area(), o.area());
    }

    double twice() {
        return area() * 2;
    }

    long idPlus(int k) {
        return id() + k;
    }
}

final class Square extends Base {
    private final double side;

    Square(double side) {
        this.side = side;
    }

    public double area() {
        return side * side;
    }

    public long id() {
        return (long) side << 33;
    }
}

public class Interfaces_InheritedAbstract {
    public static void main(String[] args) {
        Base a = new Square(2), b = new Square(1.5);
        System.out.println(a.twice() + " " + b.twice());
        System.out.println(a.compareArea(b) + " " + b.compareArea(a) + " " + a.compareArea(a));
        System.out.println(a.idPlus(7) + " " + b.idPlus(-1));
        double sum = 0;
        for (int i = 0; i < 1000; i++) sum += (i % 2 == 0 ? a : b).twice();
        System.out.println(sum);
    }
}
