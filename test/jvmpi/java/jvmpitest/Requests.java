package jvmpitest;

// RequestEvent and Enable/DisableEvent results (test jvmpi.requests): the
// agent makes its requests at checkpoint()'s METHOD_ENTRY.
public class Requests {
    static void checkpoint() {
        // the agent acts at this method's METHOD_ENTRY
    }

    public static void main(String[] args) {
        checkpoint();
        System.out.println("done");
    }
}
