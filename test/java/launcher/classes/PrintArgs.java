// Prints its arguments (verbatim, bracketed) and a few properties the
// launcher sets from its options.
public class PrintArgs {
    public static void main(String[] args) {
        System.out.println("args " + args.length);
        for (String a : args) System.out.println("[" + a + "]");
        String[] props = {"lt.flag", "lt.empty", "lt.eq", "lt.later", "java.class.path"};
        for (String p : props) System.out.println(p + "=" + System.getProperty(p));
    }
}
