// StringBuilder: append of every type, insert, delete, deleteCharAt,
// reverse, replace, setCharAt, setLength, indexOf, chaining, and growth
// across many appends.
public class Strings_Builder {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(1).append('a').append(2L).append(1.5f).append(2.5).append(true).append((String) null)
          .append((Object) null).append(new char[] {'x', 'y'}).append("str").append((Object) "obj").append(-0.0);
        System.out.println(sb + " " + sb.length());
        sb.insert(0, "<").insert(sb.length(), '>').insert(3, 99).insert(1, false);
        System.out.println(sb);
        sb.delete(0, 6).deleteCharAt(sb.length() - 1);
        System.out.println(sb);
        sb.replace(0, 3, "REPLACED");
        System.out.println(sb + " " + sb.indexOf("true") + " " + sb.lastIndexOf("l") + " " + sb.indexOf("nope") + " " + sb.charAt(2));
        sb.setCharAt(0, 'r');
        sb.setLength(8);
        System.out.println(sb + " " + sb.reverse() + " " + sb.length());
        sb.setLength(10);
        System.out.println("padded [" + sb.toString().replace('\u0000', '_') + "]");
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 5000; i++) big.append(i % 10);
        long sum = 0;
        for (int i = 0; i < big.length(); i++) sum += big.charAt(i) - '0';
        System.out.println(big.length() + " " + sum + " " + big.substring(4990) + " " + big.subSequence(0, 5));
        StringBuilder pal = new StringBuilder("step on no pets");
        System.out.println(pal.reverse() + " " + pal.toString().equals(new StringBuilder(pal).reverse().toString()));
        StringBuilder cmp1 = new StringBuilder("abc"), cmp2 = new StringBuilder("abd");
        System.out.println(cmp1.compareTo(cmp2) + " " + cmp1.toString().contentEquals(cmp2) + " " + "abc".contentEquals(cmp1));
        StringBuilder cp = new StringBuilder();
        cp.appendCodePoint(65).appendCodePoint(0x1F600);
        System.out.println(cp.length() + " " + (int) cp.charAt(1) + " " + (int) cp.charAt(2) + " " + cp.codePointAt(1));
        StringBuffer buf = new StringBuffer("buffer");
        buf.append(1).insert(0, '[').append(']');
        System.out.println(buf + " " + buf.length());
    }
}
