// Overrides Base.name; implements Greeter (default method) for interface calls.
public class Derived extends Base implements Greeter {
    public String name() {
        return "derived";
    }
}
