// An uncaught checked custom exception without a message, thrown from an
// inner class, with suppressed exceptions from try-with-resources.
public class Exc_UncaughtCustom {
    static class ConfigException extends Exception { }
    static class CloseFailed extends RuntimeException {
        CloseFailed(String m) { super(m); }
    }
    static class Res implements AutoCloseable {
        final String name;
        Res(String name) { this.name = name; System.out.println("open " + name); }
        public void close() {
            System.out.println("close " + name);
            throw new CloseFailed("closing " + name);
        }
    }
    class Worker {
        void work() throws ConfigException {
            try (Res a = new Res("a"); Res b = new Res("b")) {
                System.out.println("working");
                throw new ConfigException();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("start");
        System.err.println("a line the program writes to stderr");
        new Exc_UncaughtCustom().new Worker().work();
    }
}
