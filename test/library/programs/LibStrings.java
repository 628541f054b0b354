// String, StringBuilder and the number classes: results of many calls, one
// per line, for comparison with the JDK's.
public class LibStrings {
    static void p(Object o) { System.out.println(o); }

    public static void main(String[] args) throws Exception {
        String s = "Hello, World";
        p(s.length() + " " + s.charAt(4) + " " + s.indexOf('o') + " " + s.indexOf('o', 5) + " " + s.lastIndexOf('o')
            + " " + s.lastIndexOf('o', 7) + " " + s.indexOf("World") + " " + s.indexOf("") + " " + s.indexOf("", 99)
            + " " + s.lastIndexOf("") + " " + s.lastIndexOf("l", 3) + " " + s.indexOf("zz") + " " + s.indexOf(0x1F600));
        p(s.substring(7) + "|" + s.substring(0, 5) + "|" + s.subSequence(2, 4) + "|" + s.concat("!") + "|" + "".concat(s));
        p(s.replace('l', 'L') + " " + s.replace("l", "") + " " + s.replace("", "-") + " " + s.replace("World", "There") + " " + "aaa".replace("aa", "b"));
        p(s.toUpperCase() + " " + s.toLowerCase() + " " + s.contains("lo, W") + " " + s.startsWith("Hell") + " " + s.startsWith("o", 4) + " " + s.endsWith("ld"));
        p("  a b  ".trim() + "|" + "\u2003 x \u2003".strip() + "|" + "\u2003 x ".stripLeading() + "|" + " x \u2003".stripTrailing() + "|" + " \u2003".isBlank() + "|" + "".isEmpty() + "|" + "\u0000 x\u001f".trim());
        p(String.join("-", "a", "b", "c") + " " + String.join(", ", new StringBuilder("x"), "y") + " " + "ab".repeat(3) + "|" + "x".repeat(0) + "|");
        p(String.valueOf((Object) null) + String.valueOf(true) + String.valueOf('c') + String.valueOf(42) + String.valueOf(-42L) + String.valueOf(new char[] {'h', 'i'}) + String.valueOf(new char[] {'a', 'b', 'c'}, 1, 2));
        p("apple".compareTo("apricot") + " " + "a".compareTo("ab") + " " + "B".compareToIgnoreCase("a") + " " + "HELLO".equalsIgnoreCase("hello") + " " + "x".equals(null) + " " + "abc".hashCode() + " " + "".hashCode() + " " + "polygenelubricants".hashCode());
        p(String.CASE_INSENSITIVE_ORDER.compare("abc", "ABD") + " " + "abc".regionMatches(true, 0, "XABC", 1, 3) + " " + "abc".regionMatches(0, "XABC", 1, 3) + " " + "abc".contentEquals(new StringBuffer("abc")));
        p(java.util.Arrays.toString("a,b,,c,,".split(",")) + java.util.Arrays.toString("a,b,,c,,".split(",", 2)) + java.util.Arrays.toString("a.b.c".split("\\.")) + java.util.Arrays.toString("a::b::c".split("::")) + java.util.Arrays.toString("abc".split("")) + java.util.Arrays.toString(" a b ".split(" ")) + java.util.Arrays.toString("a|b".split("\\|", -1)));
        p("a-b-c".replaceAll("-", "+") + " " + "x".replaceAll("\\.", "!"));
        byte[] utf = "héllo wörld €𝄞".getBytes("UTF-8");
        p(utf.length + " " + java.util.Arrays.toString(utf) + " " + new String(utf, "UTF-8") + " " + new String(utf, java.nio.charset.StandardCharsets.ISO_8859_1).length());
        p(java.util.Arrays.toString("héllo€".getBytes("ISO-8859-1")) + java.util.Arrays.toString("héllo€".getBytes("US-ASCII")) + java.util.Arrays.toString("h€𝄞".getBytes("UTF-16")) + java.util.Arrays.toString("h€".getBytes("UTF-16LE")));
        String bad = new String(new byte[] {(byte) 0xC3, (byte) 0x28, (byte) 0xE2, (byte) 0x82, 0x41, (byte) 0xF0, (byte) 0x9F, (byte) 0x98, (byte) 0x80, (byte) 0xFF, (byte) 0xED, (byte) 0xA0, (byte) 0x80, (byte) 0xF4, (byte) 0x90, (byte) 0x80}, "UTF-8");
        StringBuilder hex = new StringBuilder();
        for (int i = 0; i < bad.length(); i++) hex.append(Integer.toHexString(bad.charAt(i))).append(' ');
        p(hex);
        p(new String(new int[] {0x48, 0x1F600, 0x49}, 0, 3) + " " + "a😀b".codePointAt(1) + " " + "a😀b".codePointBefore(3) + " " + "a😀b".codePointCount(0, 4) + " " + "a😀b".offsetByCodePoints(0, 2) + " " + java.util.Arrays.toString("a😀".toCharArray()));
        p(java.nio.charset.Charset.forName("utf8") + " " + java.nio.charset.Charset.defaultCharset() + " " + java.nio.charset.Charset.isSupported("latin1") + " " + java.nio.charset.StandardCharsets.UTF_16BE.name());

        StringBuilder sb = new StringBuilder();
        sb.append(1).append('x').append(2L).append(true).append((Object) null).append((String) null).append(new char[] {'y', 'z'}).append("abcdef", 1, 3).append(3.5f).append(-0.0).append((CharSequence) "cs").append(new StringBuffer("sbuf"));
        p(sb + " " + sb.length() + " " + sb.capacity());
        sb.insert(0, "start").insert(3, 'Q').insert(sb.length(), 99).insert(2, (Object) "obj").insert(1, new char[] {'!'}).insert(0, true);
        p(sb);
        sb.delete(2, 5).deleteCharAt(0).replace(1, 3, "RR").setCharAt(0, '#');
        p(sb + " " + sb.indexOf("x") + " " + sb.lastIndexOf("null") + " " + sb.charAt(3) + " " + sb.substring(4) + " " + sb.substring(2, 6));
        p(new StringBuilder("a😀b🎉").reverse() + " " + new StringBuilder("abc").reverse() + " " + new StringBuilder().appendCodePoint(0x1F600).appendCodePoint(65).length());
        StringBuilder grow = new StringBuilder();
        StringBuilder caps = new StringBuilder();
        for (int i = 0; i < 100; i++) { grow.append('x'); caps.append(grow.capacity()).append(','); }
        p(caps);
        grow.setLength(3); grow.setLength(5);
        p(grow.length() + " " + (int) grow.charAt(4) + " " + new StringBuilder(100).capacity() + " " + new StringBuilder("abc").capacity() + " " + new StringBuffer("ab").append(1).insert(0, 'z').reverse());
        grow.trimToSize();
        p(grow.capacity() + " " + new StringBuilder("b").compareTo(new StringBuilder("a")));

        int[] ints = {0, 1, -1, 7, -7, 10, 100, 1000000007, Integer.MAX_VALUE, Integer.MIN_VALUE, 0x7f, 0x80, 65535, -65536};
        for (int v : ints) {
            p(v + " " + Integer.toString(v, 2) + " " + Integer.toString(v, 36) + " " + Integer.toString(v, 7) + " " + Integer.toHexString(v) + " " + Integer.toOctalString(v) + " " + Integer.toBinaryString(v)
                + " " + Integer.toUnsignedString(v) + " " + Integer.toUnsignedString(v, 16) + " " + Integer.bitCount(v) + " " + Integer.reverse(v) + " " + Integer.reverseBytes(v) + " " + Integer.highestOneBit(v) + " " + Integer.lowestOneBit(v)
                + " " + Integer.numberOfLeadingZeros(v) + " " + Integer.numberOfTrailingZeros(v) + " " + Integer.rotateLeft(v, 5) + " " + Integer.rotateRight(v, 33) + " " + Integer.signum(v) + " " + Integer.hashCode(v)
                + " " + Integer.compareUnsigned(v, 5) + " " + (v != 0 ? Integer.divideUnsigned(-3, v) + " " + Integer.remainderUnsigned(-3, v) : "") + " " + Integer.toUnsignedLong(v) + " " + Integer.parseInt(Integer.toString(v)) + " " + Integer.valueOf(v).equals(v));
        }
        long[] longs = {0, 1, -1, 10, Long.MAX_VALUE, Long.MIN_VALUE, 1234567890123456789L, -987654321098765432L, 1L << 40, 0xFFFFFFFFL};
        for (long v : longs) {
            p(v + " " + Long.toString(v, 2) + " " + Long.toString(v, 36) + " " + Long.toHexString(v) + " " + Long.toOctalString(v) + " " + Long.toUnsignedString(v) + " " + Long.toUnsignedString(v, 7) + " " + Long.toUnsignedString(v, 32)
                + " " + Long.bitCount(v) + " " + Long.reverse(v) + " " + Long.reverseBytes(v) + " " + Long.highestOneBit(v) + " " + Long.numberOfLeadingZeros(v) + " " + Long.numberOfTrailingZeros(v) + " " + Long.signum(v) + " " + Long.hashCode(v)
                + " " + (v != 0 ? Long.divideUnsigned(-3L, v) + " " + Long.remainderUnsigned(-3L, v) : "") + " " + Long.parseLong(Long.toString(v)) + " " + Long.parseUnsignedLong(Long.toUnsignedString(v)));
        }
        p(Integer.parseInt("+42") + " " + Integer.parseInt("-0") + " " + Integer.parseInt("zz", 36) + " " + Integer.parseInt("-80000000", 16) + " " + Integer.decode("0x1F") + " " + Integer.decode("-#10") + " " + Integer.decode("010") + " " + Long.decode("-0X7fffffffffffffff")
            + " " + Integer.parseUnsignedInt("4294967295") + " " + Long.parseUnsignedLong("18446744073709551615") + " " + Short.parseShort("-32768") + " " + Byte.parseByte("7f", 16) + " " + Short.decode("0x7fff") + " " + Integer.parseInt("١٢٣"));
        p(Integer.valueOf(127) == Integer.valueOf(127));
        p(Integer.valueOf(128) == Integer.valueOf(128));
        p((Long.valueOf(-128) == Long.valueOf(-128)) + " " + (Short.valueOf((short) 5) == Short.valueOf((short) 5)) + " " + (Character.valueOf('a') == Character.valueOf('a')) + " " + (Character.valueOf('\u0100') == Character.valueOf('\u0100')) + " " + (Boolean.valueOf("TRUE") == Boolean.TRUE));
        p(Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + Long.MAX_VALUE + " " + Short.MIN_VALUE + " " + Byte.MAX_VALUE + " " + (int) Character.MAX_VALUE + " " + Integer.SIZE + " " + Long.BYTES + " " + Integer.TYPE + " " + int[].class.getName() + " " + Void.TYPE);
        p(Integer.compare(3, 5) + " " + Long.compare(5, 3) + " " + Short.compare((short) 1, (short) 9) + " " + Byte.compare((byte) -1, (byte) 1) + " " + Character.compare('b', 'a') + " " + Boolean.compare(true, false) + " " + Integer.valueOf(5).compareTo(7) + " " + Integer.sum(2, 3) + Integer.max(2, 3) + Integer.min(2, 3) + Long.max(4, 9));
        p(Boolean.parseBoolean("True") + " " + Boolean.parseBoolean(null) + " " + Boolean.hashCode(true) + " " + Boolean.hashCode(false) + " " + Boolean.logicalXor(true, false) + " " + Boolean.toString(false) + " " + Byte.toUnsignedInt((byte) -1) + " " + Short.toUnsignedInt((short) -1) + " " + Short.reverseBytes((short) 0x1234) + " " + (int) Character.reverseBytes('\u1234'));
        double[] ds = {0.0, -0.0, 1.0, -1.5, Double.NaN, Double.POSITIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL};
        for (double d : ds) {
            p(Double.doubleToLongBits(d) + " " + Double.doubleToRawLongBits(d) + " " + Double.hashCode(d) + " " + Double.isNaN(d) + Double.isInfinite(d) + Double.isFinite(d) + " " + Double.compare(d, 0.0) + " " + Double.valueOf(d).equals(d) + " " + Float.floatToIntBits((float) d) + " " + Float.compare((float) d, -0.0f) + " " + Float.hashCode((float) d));
        }
        p(Double.longBitsToDouble(0x7ff0000000000001L) != Double.longBitsToDouble(0x7ff0000000000001L));
        p(Float.intBitsToFloat(0x3f800000) == 1.0f);
        p(Double.MAX_EXPONENT + " " + Double.MIN_EXPONENT + " " + Float.MAX_EXPONENT + " " + Double.SIZE + " " + Float.BYTES + " " + Double.compare(Double.NaN, Double.POSITIVE_INFINITY) + " " + Double.compare(0.0, -0.0) + " " + Double.valueOf(0.0).equals(-0.0) + " " + (0.0 == -0.0));
        java.util.concurrent.atomic.AtomicInteger ai = new java.util.concurrent.atomic.AtomicInteger(5);
        java.util.concurrent.atomic.AtomicLong al = new java.util.concurrent.atomic.AtomicLong(-1);
        java.util.concurrent.atomic.AtomicReference<String> ar = new java.util.concurrent.atomic.AtomicReference<>("a");
        p(ai.incrementAndGet() + " " + ai.getAndAdd(3) + " " + ai + " " + ai.compareAndSet(9, 1) + " " + ai.compareAndSet(9, 2) + " " + ai.get() + " " + ai.doubleValue()
            + " " + al.decrementAndGet() + " " + al.addAndGet(1L << 40) + " " + ar.getAndSet("b") + ar + " " + new java.util.concurrent.atomic.AtomicBoolean(true).getAndSet(false));
        p(Double.valueOf(2.5).intValue() + " " + Double.valueOf(-2.5).longValue() + " " + Float.valueOf(1e10f).intValue() + " " + Integer.valueOf(300).byteValue() + " " + Long.valueOf(1L << 33).intValue() + " " + Short.valueOf((short) -1).doubleValue());
    }
}
