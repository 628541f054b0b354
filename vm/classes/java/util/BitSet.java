/* java.util.BitSet: bits in long words (bit i is bit i%64 of words[i/64]).  Invariant:
 * wordsInUse is the index past the last non-zero word.  Growth, size() and hashCode
 * follow the JDK (the array at least doubles; size is 64 * words.length). */
package java.util;

public class BitSet implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 7997698588986878753L;

    private long[] words;
    private transient int wordsInUse = 0;
    private transient boolean sizeIsSticky = false;

    private static int wordIndex(int bitIndex) {
        return bitIndex >> 6;
    }

    public BitSet() {
        words = new long[1];
    }

    public BitSet(int nbits) {
        if (nbits < 0) {
            throw new NegativeArraySizeException("nbits < 0: " + nbits);
        }
        words = new long[wordIndex(nbits - 1) + 1];
        sizeIsSticky = true;
    }

    private BitSet(long[] words) {
        this.words = words;
        this.wordsInUse = words.length;
        recalculateWordsInUse();
    }

    public static BitSet valueOf(long[] longs) {
        int n = longs.length;
        while (n > 0 && longs[n - 1] == 0) {
            n--;
        }
        return new BitSet(Arrays.copyOf(longs, n));
    }

    /* Little-endian: bit 8*i+j is bit j of bytes[i]; trailing zero bytes do not count. */
    public static BitSet valueOf(byte[] bytes) {
        int n = bytes.length;
        while (n > 0 && bytes[n - 1] == 0) {
            n--;
        }
        long[] longs = new long[(n + 7) / 8];
        for (int i = 0; i < n; i++) {
            longs[i >> 3] |= (bytes[i] & 0xffL) << (8 * (i & 7));
        }
        return new BitSet(longs);
    }

    /* The bits as little-endian bytes, up to the last non-zero byte. */
    public byte[] toByteArray() {
        int len = length();
        byte[] bytes = new byte[(len + 7) / 8];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (words[i >> 3] >>> (8 * (i & 7)));
        }
        return bytes;
    }

    public long[] toLongArray() {
        return Arrays.copyOf(words, wordsInUse);
    }

    private void recalculateWordsInUse() {
        int i;
        for (i = wordsInUse - 1; i >= 0; i--) {
            if (words[i] != 0) {
                break;
            }
        }
        wordsInUse = i + 1;
    }

    private void ensureCapacity(int wordsRequired) {
        if (words.length < wordsRequired) {
            int request = Math.max(2 * words.length, wordsRequired);
            words = Arrays.copyOf(words, request);
            sizeIsSticky = false;
        }
    }

    private void expandTo(int wordIndex) {
        int wordsRequired = wordIndex + 1;
        if (wordsInUse < wordsRequired) {
            ensureCapacity(wordsRequired);
            wordsInUse = wordsRequired;
        }
    }

    private static void checkRange(int fromIndex, int toIndex) {
        if (fromIndex < 0) {
            throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        }
        if (toIndex < 0) {
            throw new IndexOutOfBoundsException("toIndex < 0: " + toIndex);
        }
        if (fromIndex > toIndex) {
            throw new IndexOutOfBoundsException("fromIndex: " + fromIndex + " > toIndex: " + toIndex);
        }
    }

    public void flip(int bitIndex) {
        if (bitIndex < 0) {
            throw new IndexOutOfBoundsException("bitIndex < 0: " + bitIndex);
        }
        int wordIndex = wordIndex(bitIndex);
        expandTo(wordIndex);
        words[wordIndex] ^= (1L << bitIndex);
        recalculateWordsInUse();
    }

    public void flip(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            int w = wordIndex(i);
            expandTo(w);
            words[w] ^= (1L << i);
        }
        recalculateWordsInUse();
    }

    public void set(int bitIndex) {
        if (bitIndex < 0) {
            throw new IndexOutOfBoundsException("bitIndex < 0: " + bitIndex);
        }
        int wordIndex = wordIndex(bitIndex);
        expandTo(wordIndex);
        words[wordIndex] |= (1L << bitIndex);
    }

    public void set(int bitIndex, boolean value) {
        if (value) {
            set(bitIndex);
        } else {
            clear(bitIndex);
        }
    }

    public void set(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        if (fromIndex == toIndex) {
            return;
        }
        expandTo(wordIndex(toIndex - 1));
        for (int i = fromIndex; i < toIndex; i++) {
            words[wordIndex(i)] |= (1L << i);
        }
    }

    public void set(int fromIndex, int toIndex, boolean value) {
        if (value) {
            set(fromIndex, toIndex);
        } else {
            clear(fromIndex, toIndex);
        }
    }

    public void clear(int bitIndex) {
        if (bitIndex < 0) {
            throw new IndexOutOfBoundsException("bitIndex < 0: " + bitIndex);
        }
        int wordIndex = wordIndex(bitIndex);
        if (wordIndex >= wordsInUse) {
            return;
        }
        words[wordIndex] &= ~(1L << bitIndex);
        recalculateWordsInUse();
    }

    public void clear(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        int end = Math.min(toIndex, wordsInUse * 64);
        for (int i = fromIndex; i < end; i++) {
            words[wordIndex(i)] &= ~(1L << i);
        }
        recalculateWordsInUse();
    }

    public void clear() {
        while (wordsInUse > 0) {
            words[--wordsInUse] = 0;
        }
    }

    public boolean get(int bitIndex) {
        if (bitIndex < 0) {
            throw new IndexOutOfBoundsException("bitIndex < 0: " + bitIndex);
        }
        int wordIndex = wordIndex(bitIndex);
        return (wordIndex < wordsInUse) && ((words[wordIndex] & (1L << bitIndex)) != 0);
    }

    public BitSet get(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        BitSet result = new BitSet();
        for (int i = nextSetBit(fromIndex); i >= 0 && i < toIndex; i = nextSetBit(i + 1)) {
            result.set(i - fromIndex);
        }
        return result;
    }

    public int nextSetBit(int fromIndex) {
        if (fromIndex < 0) {
            throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        }
        int u = wordIndex(fromIndex);
        if (u >= wordsInUse) {
            return -1;
        }
        long word = words[u] & (-1L << fromIndex);
        while (true) {
            if (word != 0) {
                return (u * 64) + Long.numberOfTrailingZeros(word);
            }
            if (++u == wordsInUse) {
                return -1;
            }
            word = words[u];
        }
    }

    public int nextClearBit(int fromIndex) {
        if (fromIndex < 0) {
            throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        }
        int u = wordIndex(fromIndex);
        if (u >= wordsInUse) {
            return fromIndex;
        }
        long word = ~words[u] & (-1L << fromIndex);
        while (true) {
            if (word != 0) {
                return (u * 64) + Long.numberOfTrailingZeros(word);
            }
            if (++u == wordsInUse) {
                return wordsInUse * 64;
            }
            word = ~words[u];
        }
    }

    public int previousSetBit(int fromIndex) {
        if (fromIndex < 0) {
            if (fromIndex == -1) {
                return -1;
            }
            throw new IndexOutOfBoundsException("fromIndex < -1: " + fromIndex);
        }
        for (int i = fromIndex; i >= 0; i--) {
            if (get(i)) {
                return i;
            }
        }
        return -1;
    }

    public int previousClearBit(int fromIndex) {
        if (fromIndex < 0) {
            if (fromIndex == -1) {
                return -1;
            }
            throw new IndexOutOfBoundsException("fromIndex < -1: " + fromIndex);
        }
        for (int i = fromIndex; i >= 0; i--) {
            if (!get(i)) {
                return i;
            }
        }
        return -1;
    }

    public int length() {
        if (wordsInUse == 0) {
            return 0;
        }
        return 64 * (wordsInUse - 1) + (64 - Long.numberOfLeadingZeros(words[wordsInUse - 1]));
    }

    public boolean isEmpty() {
        return wordsInUse == 0;
    }

    public boolean intersects(BitSet set) {
        for (int i = Math.min(wordsInUse, set.wordsInUse) - 1; i >= 0; i--) {
            if ((words[i] & set.words[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    public int cardinality() {
        int sum = 0;
        for (int i = 0; i < wordsInUse; i++) {
            sum += Long.bitCount(words[i]);
        }
        return sum;
    }

    public void and(BitSet set) {
        if (this == set) {
            return;
        }
        while (wordsInUse > set.wordsInUse) {
            words[--wordsInUse] = 0;
        }
        for (int i = 0; i < wordsInUse; i++) {
            words[i] &= set.words[i];
        }
        recalculateWordsInUse();
    }

    public void or(BitSet set) {
        if (this == set) {
            return;
        }
        if (wordsInUse < set.wordsInUse) {
            ensureCapacity(set.wordsInUse);
            wordsInUse = set.wordsInUse;
        }
        for (int i = 0; i < set.wordsInUse; i++) {
            words[i] |= set.words[i];
        }
    }

    public void xor(BitSet set) {
        if (wordsInUse < set.wordsInUse) {
            ensureCapacity(set.wordsInUse);
            wordsInUse = set.wordsInUse;
        }
        for (int i = 0; i < set.wordsInUse; i++) {
            words[i] ^= set.words[i];
        }
        recalculateWordsInUse();
    }

    public void andNot(BitSet set) {
        for (int i = Math.min(wordsInUse, set.wordsInUse) - 1; i >= 0; i--) {
            words[i] &= ~set.words[i];
        }
        recalculateWordsInUse();
    }

    public int hashCode() {
        long h = 1234;
        for (int i = wordsInUse; --i >= 0;) {
            h ^= words[i] * (i + 1);
        }
        return (int) ((h >> 32) ^ h);
    }

    public int size() {
        return words.length * 64;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof BitSet)) {
            return false;
        }
        if (this == obj) {
            return true;
        }
        BitSet set = (BitSet) obj;
        if (wordsInUse != set.wordsInUse) {
            return false;
        }
        for (int i = 0; i < wordsInUse; i++) {
            if (words[i] != set.words[i]) {
                return false;
            }
        }
        return true;
    }

    public Object clone() {
        if (!sizeIsSticky && wordsInUse != words.length) {
            words = Arrays.copyOf(words, wordsInUse);
        }
        try {
            BitSet result = (BitSet) super.clone();
            result.words = words.clone();
            return result;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    /* The indices of the set bits in increasing order, read as the stream runs. */
    public java.util.stream.IntStream stream() {
        return java.util.stream.IntStream.iterate(nextSetBit(0), i -> i >= 0, i -> i == Integer.MAX_VALUE ? -1 : nextSetBit(i + 1));
    }

    public String toString() {
        StringBuilder b = new StringBuilder();
        b.append('{');
        int i = nextSetBit(0);
        if (i != -1) {
            b.append(i);
            for (i = nextSetBit(i + 1); i >= 0; i = nextSetBit(i + 1)) {
                b.append(", ").append(i);
            }
        }
        b.append('}');
        return b.toString();
    }

    /* ---- serialization: the JDK's form, one field "bits" (the words in
     * use, or all of them when the size was fixed by the caller) ---- */

    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("bits", long[].class),
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        if (!sizeIsSticky && wordsInUse != words.length) {
            words = Arrays.copyOf(words, wordsInUse);
        }
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("bits", words);
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        long[] w = (long[]) f.get("bits", null);
        words = w == null ? new long[0] : w;
        wordsInUse = words.length;
        recalculateWordsInUse();
        /* as the JDK guesses: a trailing zero word means the size was fixed */
        sizeIsSticky = words.length > 0 && words[words.length - 1] == 0L;
    }
}
