/* Helpful NullPointerException messages for null arrays passed to the
 * library: the parameter is named as the JDK names it (its class library has
 * a LocalVariableTable, as Lantern's has). */
import java.util.*;
public class Exc_HelpfulNpeLibrary {
    static void t(String what, Runnable r) { try { r.run(); System.out.println(what + ": no exception"); } catch (Throwable e) { System.out.println(what + ": " + e); } }
    public static void main(String[] a) {
        int[] ni = null; char[] nc = null; Object[] no = null; byte[] nb = null;
        t("arraycopy src", () -> System.arraycopy(ni, 0, new int[1], 0, 1));
        t("arraycopy dst", () -> System.arraycopy(new int[1], 0, ni, 0, 1));
        t("Arrays.sort", () -> Arrays.sort(ni));
        t("Arrays.fill", () -> Arrays.fill(ni, 1));
        t("Arrays.toString", () -> System.out.print(Arrays.toString(ni) + " "));
        t("Arrays.asList", () -> Arrays.asList(no));
        t("Arrays.copyOf", () -> Arrays.copyOf(ni, 2));
        t("new String(char[])", () -> new String(nc));
        t("String.valueOf(char[])", () -> String.valueOf(nc));
        t("new String(byte[])", () -> new String(nb));
        t("Arrays.equals", () -> System.out.print(Arrays.equals(ni, ni) + " "));
        t("Arrays.hashCode", () -> System.out.print(Arrays.hashCode(ni) + " "));
        t("List.of(array)", () -> List.of(no));
        t("Arrays.stream", () -> Arrays.stream(ni));
        t("StringBuilder.append(char[])", () -> new StringBuilder().append(nc));
        t("Collections.addAll", () -> Collections.addAll(new ArrayList<Object>(), no));
        t("Arrays.binarySearch", () -> Arrays.binarySearch(ni, 1));
        t("String.join", () -> String.join(",", (CharSequence[]) null));
        t("clone", () -> ni.clone());
        t("length", () -> System.out.print(ni.length));
    }
}
