/*
 * AccessDrive -- the program of the access.* differential tests: loads the
 * class acc.<case> named by -Daccess.case and calls its static String run()
 * twice, printing what each call returned or the class and message of the
 * error it threw.  The second call executes the same instructions again:
 * an entry whose resolution failed must fail again with the same error.
 */
import java.lang.reflect.InvocationTargetException;

public class AccessDrive {
    public static void main(String[] args) throws Exception {
        String name = System.getProperty("access.case");
        for (int attempt = 1; attempt <= 2; attempt++) {
            String what;
            try {
                Object r = Class.forName("acc." + name).getMethod("run").invoke(null);
                what = "returned " + r;
            } catch (InvocationTargetException e) {
                Throwable c = e.getCause();
                what = c.getClass().getName() + ": " + c.getMessage();
            } catch (LinkageError e) {
                what = "loading: " + e.getClass().getName() + ": " + e.getMessage();
            }
            System.out.println("attempt " + attempt + ": " + what);
        }
    }
}
