// A class whose static initializer throws: FindClass reports it.
public class BadInit {
    static int value = compute();

    static int compute() {
        throw new RuntimeException("init failed");
    }
}
