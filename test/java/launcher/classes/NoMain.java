// No main method at all.
public class NoMain {
    public static void helper(String[] args) { }
}
