package sub;

// A class in a package, for the wrong-name and slash-name cases.
public class Nested {
    public static void main(String[] args) { System.out.println("sub.Nested runs"); }
}
