/*
 * VerifyDrive -- the program of the verify.java.* differential tests: loads
 * and initializes the class named by -Dverify.class (which makes the VM
 * verify it), runs its main, and prints what happened.  For a LinkageError
 * it prints the class, the first line of the message and the Location line
 * of HotSpot's "Exception Details:" block, the parts Lantern's verifier
 * writes exactly as HotSpot 17 does (the rest of the block differs: no
 * Bytecode or Stackmap dump).  A second load of a rejected class must be
 * rejected again, with the same error class.
 */
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
