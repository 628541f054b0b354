/*
 * VerifyDrive -- the program of the verify.java.* differential tests: loads
 * and initializes the class named by -Dverify.class (which makes the VM
 * verify it), runs its main, and prints what happened.  For a LinkageError
 * it prints the class, the first line of the message and the Location line
 * of HotSpot's "Exception Details:" block, the parts Lantern's verifier
 * writes exactly as HotSpot 17 does (the rest of the block differs: no
 * Bytecode or Stackmap dump).  A second load of a rejected class must be
 * rejected again, with the same error class.
 * -Dverify.mode chooses another way to reach the class's linking, each
 * tried twice, for the cases of verification at link time:
 *   forname     Class.forName(name, false, ..), which must not verify, then
 *               Class.forName(name, true, ..), and whether the class is
 *               still the one loaded after a failure;
 *   getmethods  Class.forName(name, false, ..) then getMethods(), which
 *               links the class;
 *   call        the class's static method m(), whose code calls a
 *               static method of another class.
 */
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

public class VerifyDrive {
    static String describe(Throwable e) {
        String m = e.getMessage();
        if (m == null) return e.getClass().getName();
        String[] lines = m.split("\n");
        StringBuilder sb = new StringBuilder(e.getClass().getName()).append(": ").append(lines[0]);
        for (int i = 0; i + 1 < lines.length; i++)
            if (lines[i].trim().equals("Location:")) sb.append("\n  at ").append(lines[i + 1].trim());
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        String name = System.getProperty("verify.class");
        String mode = System.getProperty("verify.mode", "");
        ClassLoader loader = VerifyDrive.class.getClassLoader();
        if (mode.equals("forname")) {
            Class<?> c = Class.forName(name, false, loader);
            System.out.println("forName(" + name + ", false): loaded " + c.getName());
            for (int attempt = 1; attempt <= 2; attempt++) {
                try {
                    Class.forName(name, true, loader);
                    System.out.println("forName(" + name + ", true): initialized");
                } catch (LinkageError e) {
                    System.out.println("forName(" + name + ", true) attempt " + attempt + ": " + describe(e));
                }
            }
            System.out.println("still the class loaded: " + (Class.forName(name, false, loader) == c));
            return;
        }
        if (mode.equals("getmethods")) {
            Class<?> c = Class.forName(name, false, loader);
            System.out.println("forName(" + name + ", false): loaded " + c.getName());
            for (int attempt = 1; attempt <= 2; attempt++) {
                try {
                    System.out.println("getMethods: " + c.getMethods().length + " methods");
                } catch (LinkageError e) {
                    System.out.println("getMethods attempt " + attempt + ": " + describe(e));
                }
            }
            return;
        }
        if (mode.equals("call")) {
            Method m = Class.forName(name, false, loader).getMethod("m");
            for (int attempt = 1; attempt <= 2; attempt++) {
                try {
                    m.invoke(null);
                    System.out.println(name + ".m() returned");
                } catch (InvocationTargetException e) {
                    System.out.println("call attempt " + attempt + ": " + describe(e.getCause()));
                }
            }
            return;
        }
        for (int attempt = 1; attempt <= 2; attempt++) {
            try {
                Class<?> c = Class.forName(name);
                c.getMethod("main", String[].class).invoke(null, (Object) new String[0]);
                System.out.println(name + " accepted");
                return;
            } catch (LinkageError e) {
                System.out.println("attempt " + attempt + ": " + describe(e));
            }
        }
    }
}
