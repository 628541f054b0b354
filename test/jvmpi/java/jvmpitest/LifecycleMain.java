package jvmpitest;

// VM lifecycle events, main thread only (test jvmpi.lifecycle): JVM_INIT_DONE
// and the main thread's THREAD_START before main runs, THREAD_END of main,
// then JVM_SHUT_DOWN, then nothing.  (Lifecycle: the same with threads.)
public class LifecycleMain {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            sb.append(i);
        }
        System.out.println(sb);
    }
}
