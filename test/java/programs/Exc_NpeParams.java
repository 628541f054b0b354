// Helpful NullPointerException messages without debug information: a
// parameter is "<parameterN>" by position (long and double count once),
// another local "<localN>" by slot, the receiver "this".
public class Exc_NpeParams {
  static int len(byte[] b) { return b.length; }
  int ilen(int x, byte[] b) { return b.length; }
  static int two(long a, double d, String s, int[] z) { return z.length + s.length(); }
  static int loc(int a) { int[] q = null; if (a > 0) q = null; return q.length; }
  public static void main(String[] a) {
    try { len(null); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { new Exc_NpeParams().ilen(1, null); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { two(1, 2, "x", null); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { two(1, 2, null, new int[0]); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { loc(1); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
  }
}
