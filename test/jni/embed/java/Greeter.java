public interface Greeter {
    default String greet(String who) {
        return "hello " + who;
    }
}
