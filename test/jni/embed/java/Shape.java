// An abstract class: AllocObject / NewObject must refuse it.
public abstract class Shape {
    public abstract double area();
}
