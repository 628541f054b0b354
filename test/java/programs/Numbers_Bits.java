// Bit operations of Integer and Long: toBinaryString/toHexString,
// bitCount, reverse, reverseBytes, rotateLeft/Right, highestOneBit,
// lowestOneBit, numberOfLeading/TrailingZeros, signum, shifts by counts
// beyond the width, and a few classic bit tricks (popcount table, Gray
// code, next permutation of bits, subset enumeration).
public class Numbers_Bits {
    static String pad(String s, int w) { return "0".repeat(Math.max(0, w - s.length())) + s; }

    public static void main(String[] args) {
        int[] is = {0, 1, -1, 2, 3, 0x80000000, 0x7fffffff, 0x12345678, 0xdeadbeef, 96, 1 << 20, -96, 255};
        for (int v : is) {
            System.out.println(Integer.toHexString(v) + " bin=" + Integer.toBinaryString(v) + " cnt=" + Integer.bitCount(v) + " rev=" + Integer.toHexString(Integer.reverse(v))
                + " rb=" + Integer.toHexString(Integer.reverseBytes(v)) + " hi=" + Integer.highestOneBit(v) + " lo=" + Integer.lowestOneBit(v) + " nlz=" + Integer.numberOfLeadingZeros(v)
                + " ntz=" + Integer.numberOfTrailingZeros(v) + " rotl5=" + Integer.toHexString(Integer.rotateLeft(v, 5)) + " rotr37=" + Integer.toHexString(Integer.rotateRight(v, 37)) + " sg=" + Integer.signum(v));
        }
        long[] ls = {0L, -1L, 1L << 63, Long.MAX_VALUE, 0x0123456789abcdefL, 0xfedcba9876543210L, 1L << 32, 12345L};
        for (long v : ls) {
            System.out.println(Long.toHexString(v) + " cnt=" + Long.bitCount(v) + " rev=" + Long.toHexString(Long.reverse(v)) + " rb=" + Long.toHexString(Long.reverseBytes(v))
                + " hi=" + Long.highestOneBit(v) + " lo=" + Long.lowestOneBit(v) + " nlz=" + Long.numberOfLeadingZeros(v) + " ntz=" + Long.numberOfTrailingZeros(v)
                + " rotl=" + Long.toHexString(Long.rotateLeft(v, 68)) + " sg=" + Long.signum(v));
        }
        int one = 1;
        long lone = 1;
        System.out.println((one << 32) + " " + (one << 33) + " " + (one << -1) + " " + (-16 >> 2) + " " + (-16 >>> 28) + " " + (-16 >>> 32) + " " + (lone << 64) + " " + (lone << 63) + " " + (-1L >>> 65) + " " + ((byte) -16 >>> 2));
        short sh = (short) 0xffff;
        sh >>>= 4;
        byte by = (byte) 0x80;
        by >>= 1;
        char ch = 'A';
        ch <<= 1;
        System.out.println(sh + " " + by + " " + (int) ch + " " + Short.toUnsignedInt((short) -1) + " " + Byte.toUnsignedInt((byte) -1) + " " + Short.reverseBytes((short) 0x1234) + " " + (int) Character.reverseBytes('\u1234'));

        int[] table = new int[256];
        for (int i = 1; i < 256; i++) table[i] = table[i >> 1] + (i & 1);
        int total = 0;
        for (int i = 0; i < 100000; i += 7) {
            int v = i * 2654435761L > 0 ? (int) (i * 2654435761L) : i;
            int c = table[v & 0xff] + table[(v >>> 8) & 0xff] + table[(v >>> 16) & 0xff] + table[v >>> 24];
            if (c != Integer.bitCount(v)) throw new AssertionError(i);
            total += c;
        }
        System.out.println("popcount total " + total);

        StringBuilder gray = new StringBuilder();
        for (int i = 0; i < 16; i++) gray.append(pad(Integer.toBinaryString(i ^ (i >> 1)), 4)).append(' ');
        System.out.println(gray.toString().trim());

        // next permutation of bits: all 5-bit numbers with 3 ones
        StringBuilder perm = new StringBuilder();
        int v = 0b00111;
        while (v < 32) {
            perm.append(pad(Integer.toBinaryString(v), 5)).append(' ');
            int t = v | (v - 1);
            v = (t + 1) | (((~t & -~t) - 1) >>> (Integer.numberOfTrailingZeros(v) + 1));
        }
        System.out.println(perm.toString().trim());

        // subsets of a mask
        int mask = 0b1011;
        StringBuilder subs = new StringBuilder();
        for (int s = mask; ; s = (s - 1) & mask) {
            subs.append(s).append(' ');
            if (s == 0) break;
        }
        System.out.println(subs.toString().trim());

        // bit-reversal permutation for n = 16 and isolation tricks
        StringBuilder br = new StringBuilder();
        for (int i = 0; i < 16; i++) br.append(Integer.reverse(i) >>> 28).append(' ');
        System.out.println(br.toString().trim());
        int x = 0b1011000;
        System.out.println((x & -x) + " " + (x & (x - 1)) + " " + (x | (x - 1)) + " " + (~x & (x + 1)) + " " + Integer.toBinaryString(x ^ (x >> 1)));
        System.out.println(Integer.toBinaryString(-8 >> 1) + " " + Long.toBinaryString(5L) + " " + Integer.toOctalString(-1) + " " + Integer.parseUnsignedInt("11111111111111111111111111111111", 2) + " " + Long.toHexString(Double.doubleToLongBits(1.0)));
        // Integer.MIN_VALUE oddities
        System.out.println(Math.abs(Integer.MIN_VALUE) + " " + -Integer.MIN_VALUE + " " + Integer.MIN_VALUE / -1 + " " + Integer.MIN_VALUE % -1 + " " + Long.MIN_VALUE / -1 + " " + Math.negateExact(5));
        // compress 8 booleans into a byte and back
        boolean[] flags = {true, false, true, true, false, false, true, false};
        int packed = 0;
        for (int i = 0; i < 8; i++) if (flags[i]) packed |= 1 << i;
        StringBuilder unpack = new StringBuilder();
        for (int i = 0; i < 8; i++) unpack.append((packed >> i & 1) == 1 ? 'T' : 'f');
        System.out.println(packed + " " + (byte) packed + " " + unpack + " " + Integer.toHexString(packed << 24 >> 24));
    }
}
