package loaders_pkg;

/* With Base, defined by the application loader and by loader "one": two
 * pairs of same-named classes. */
public class Derived extends Base {
}
