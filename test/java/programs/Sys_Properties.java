// Properties whose values must match the JDK's on the same platform
// (separators, printed as character codes), System.lineSeparator(),
// absent properties, and the main thread's name.
public class Sys_Properties {
    static String codes(String s) {
        if (s == null) return "null";
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < s.length(); i++) {
            if (i > 0) sb.append(',');
            sb.append((int) s.charAt(i));
        }
        return sb.append(']').toString();
    }

    public static void main(String[] args) {
        System.out.println("line.separator " + codes(System.getProperty("line.separator")));
        System.out.println("lineSeparator() " + codes(System.lineSeparator()));
        System.out.println("file.separator " + System.getProperty("file.separator"));
        System.out.println("path.separator " + System.getProperty("path.separator"));
        System.out.println("absent " + System.getProperty("lantern.no.such.property"));
        System.out.println("default " + System.getProperty("lantern.no.such.property", "fallback"));
        System.out.println("java.version starts with 17: " + System.getProperty("java.version").startsWith("17"));
        System.out.println("java.class.path: " + System.getProperty("java.class.path"));
        System.out.println("thread " + Thread.currentThread().getName());
        System.setProperty("lantern.test", "set");
        System.out.println("after set " + System.getProperty("lantern.test"));
    }
}
