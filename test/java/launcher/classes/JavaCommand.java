// The properties the launcher adds last: what runs, and which launcher.
public class JavaCommand {
    public static void main(String[] args) {
        System.out.println("sun.java.command=" + System.getProperty("sun.java.command"));
        System.out.println("sun.java.launcher=" + System.getProperty("sun.java.launcher"));
    }
}
