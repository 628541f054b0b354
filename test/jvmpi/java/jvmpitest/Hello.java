package jvmpitest;

// The program of the agent-loading tests (jvmpi.load.*): it runs only if the
// agents loaded.
public class Hello {
    public static void main(String[] args) {
        System.out.println("hello from main");
    }
}
