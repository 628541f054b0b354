package loaders_pkg;

public class Base {
}
