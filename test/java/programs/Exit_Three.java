// System.exit(3) ends the program at once with that status; pending output
// (print without newline) must still appear; no later statements run.
public class Exit_Three {
    public static void main(String[] args) {
        System.out.println("before exit");
        System.err.print("partial stderr line");
        System.out.print("partial line, no newline");
        System.exit(3);
        System.out.println("after exit (wrong)");
    }
}
