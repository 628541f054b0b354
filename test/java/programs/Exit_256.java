// System.exit(256): the low 8 bits are 0, so the status is 0; exit from a
// catch block.
public class Exit_256 {
    public static void main(String[] args) {
        try {
            Object o = "x";
            Integer i = (Integer) o;
            System.out.println(i);
        } catch (ClassCastException e) {
            System.out.println("caught, exit(256)");
            System.exit(256);
        }
    }
}
