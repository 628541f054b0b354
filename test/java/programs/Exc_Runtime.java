// The VM's own exceptions and their messages: ArithmeticException,
// ArrayIndexOutOfBoundsException, NegativeArraySizeException,
// ArrayStoreException, NullPointerException (class only: the helpful
// message text is checked elsewhere), StringIndexOutOfBoundsException.
public class Exc_Runtime {
    static int zero;
    static Object nothing;

    static void run(int k) {
        int[] a = new int[3];
        Object[] objs = new String[2];
        switch (k) {
            case 0: System.out.println(7 / zero); break;
            case 1: System.out.println(7L % zero); break;
            case 2: System.out.println(a[5]); break;
            case 3: a[-1] = 2; break;
            case 4: System.out.println(new long[2][4][-1][7].length); break;
            case 5: System.out.println(new int[zero - 1].length); break;
            case 6: System.out.println(new String[2][zero - 2].length); break;
            case 7: objs[0] = Integer.valueOf(1); break;
            case 8: nothing.hashCode(); break;
            case 9: System.out.println(((int[]) nothing).length); break;
            case 10: synchronized (nothing) { System.out.println("no"); } break;
            case 11: throw null;
            case 12: System.out.println("abc".charAt(5)); break;
            case 13: System.out.println("abc".substring(2, 1)); break;
            case 14: System.out.println(new char[0][0].length); break;
            case 15: { char[] c = new char[2]; c[2] = 'x'; } break;
            case 16: { double[][] d = new double[2][]; d[1][0] = 1; } break;
            case 17: { Object[] o = new Integer[1]; o[0] = "s"; } break;
            case 18: { Object[] o = new Number[1][]; o[0] = new Integer[1]; o[0] = new String[1]; } break;
            default: System.out.println("fine"); break;
        }
    }

    public static void main(String[] args) {
        for (int k = 0; k <= 19; k++) {
            try {
                run(k);
            } catch (NullPointerException e) {
                System.out.println(k + ": NPE");
            } catch (RuntimeException e) {
                System.out.println(k + ": " + e);
            }
        }
    }
}
