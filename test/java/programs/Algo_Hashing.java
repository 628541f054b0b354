// Hash functions computed by hand (FNV-1a 32/64, CRC-32 with a table,
// Adler-32, djb2, Murmur-style mixing) and an open-addressing hash table of
// strings with linear probing, growth and deletion by tombstones.
public class Algo_Hashing {
    static int fnv32(byte[] d) { int h = 0x811c9dc5; for (byte b : d) { h ^= b & 0xff; h *= 16777619; } return h; }
    static long fnv64(byte[] d) { long h = 0xcbf29ce484222325L; for (byte b : d) { h ^= b & 0xff; h *= 0x100000001b3L; } return h; }
    static int[] crcTable = new int[256];
    static {
        for (int n = 0; n < 256; n++) { int c = n; for (int k = 0; k < 8; k++) c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1; crcTable[n] = c; }
    }
    static int crc32(byte[] d) { int c = -1; for (byte b : d) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8); return ~c; }
    static int adler32(byte[] d) { int a = 1, b = 0; for (byte x : d) { a = (a + (x & 0xff)) % 65521; b = (b + a) % 65521; } return (b << 16) | a; }
    static int djb2(String s) { int h = 5381; for (int i = 0; i < s.length(); i++) h = h * 33 + s.charAt(i); return h; }
    static long mix(long z) { z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL; z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L; return z ^ (z >>> 33); }

    static class Table {
        String[] keys = new String[8];
        int[] vals = new int[8];
        boolean[] dead = new boolean[8];
        int size, used;
        int slot(String k) { return (k.hashCode() ^ (k.hashCode() >>> 16)) & (keys.length - 1); }
        void put(String k, int v) {
            if ((used + 1) * 4 > keys.length * 3) grow();
            int i = slot(k);
            while (keys[i] != null) { if (!dead[i] && keys[i].equals(k)) { vals[i] = v; return; } i = (i + 1) & (keys.length - 1); }
            keys[i] = k; vals[i] = v; size++; used++;
        }
        Integer get(String k) {
            for (int i = slot(k); keys[i] != null; i = (i + 1) & (keys.length - 1)) if (!dead[i] && keys[i].equals(k)) return vals[i];
            return null;
        }
        boolean remove(String k) {
            for (int i = slot(k); keys[i] != null; i = (i + 1) & (keys.length - 1)) if (!dead[i] && keys[i].equals(k)) { dead[i] = true; size--; return true; }
            return false;
        }
        void grow() {
            String[] ok = keys; int[] ov = vals; boolean[] od = dead;
            keys = new String[ok.length * 2]; vals = new int[ok.length * 2]; dead = new boolean[ok.length * 2]; size = 0; used = 0;
            for (int i = 0; i < ok.length; i++) if (ok[i] != null && !od[i]) put(ok[i], ov[i]);
        }
    }

    public static void main(String[] args) {
        String[] samples = {"", "a", "abc", "message digest", "The quick brown fox jumps over the lazy dog", "Lantern"};
        for (String s : samples) {
            byte[] d = s.getBytes();
            System.out.println("[" + s + "] fnv32 " + Integer.toHexString(fnv32(d)) + " fnv64 " + Long.toHexString(fnv64(d)) + " crc32 "
                    + Integer.toHexString(crc32(d)) + " adler " + Integer.toHexString(adler32(d)) + " djb2 " + djb2(s) + " hashCode " + s.hashCode());
        }
        long acc = 0;
        for (long i = 0; i < 1000; i++) acc ^= mix(i);
        System.out.println("mix " + Long.toHexString(acc));
        Table t = new Table();
        for (int i = 0; i < 5000; i++) t.put("key" + (i * 7919 % 10007), i);
        int removed = 0;
        for (int i = 0; i < 10007; i += 3) if (t.remove("key" + i)) removed++;
        long sum = 0;
        int found = 0;
        for (int i = 0; i < 10007; i++) { Integer v = t.get("key" + i); if (v != null) { sum += v; found++; } }
        System.out.println("table size " + t.size + " cap " + t.keys.length + " removed " + removed + " found " + found + " sum " + sum);
    }
}
