// Non-ASCII text inside the program, printed as numbers only: UTF-16
// lengths, surrogate pairs, code point counts, case mapping of Latin-1 and
// Greek, String(byte[]) round trips through UTF-8.
public class Strings_Unicode {
    static String codes(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) sb.append(Integer.toHexString(s.charAt(i))).append(' ');
        return sb.toString().trim();
    }

    public static void main(String[] args) throws Exception {
        String s = "caf\u00e9 \u03a3\u03c3 \ud83d\ude00!";
        System.out.println(s.length() + " " + s.codePointCount(0, s.length()) + " " + codes(s));
        System.out.println(codes(s.toUpperCase()) + " | " + codes(s.toLowerCase()));
        System.out.println(s.indexOf("\ud83d\ude00") + " " + s.codePointAt(7) + " " + s.codePointAt(8) + " " + Character.isSurrogatePair(s.charAt(7), s.charAt(8)));
        byte[] utf8 = s.getBytes("UTF-8");
        StringBuilder hex = new StringBuilder();
        for (byte b : utf8) hex.append(Integer.toHexString(b & 0xff)).append(' ');
        System.out.println(utf8.length + " " + hex.toString().trim());
        String back = new String(utf8, "UTF-8");
        System.out.println(back.equals(s) + " " + back.hashCode() + " " + s.hashCode());
        String reversed = new StringBuilder(s).reverse().toString();
        System.out.println(codes(reversed));
        char[] arr = s.toCharArray();
        int nonAscii = 0;
        for (char c : arr) if (c > 127) nonAscii++;
        System.out.println("non-ascii chars " + nonAscii + " " + "\u00e9".compareTo("e") + " " + "\u00c9".equalsIgnoreCase("\u00e9"));
    }
}
