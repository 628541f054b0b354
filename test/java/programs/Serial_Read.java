import java.io.*;
import java.util.Arrays;

public class Serial_Read {
    enum Suit { CLUBS, HEARTS { public String toString() { return "<3"; } } }

    record Pair(String name, int count, Pair next) implements Serializable {
        Pair {
            if (count < 0) throw new IllegalArgumentException("negative count " + count);
            System.out.println("canonical constructor " + name);
        }
    }

    public static class Ext implements Externalizable {
        int a;
        String s;
        static int made;

        public Ext() {
            made++;
        }

        Ext(int a, String s) {
            this.a = a;
            this.s = s;
        }

        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeInt(a);
            out.writeObject(s);
            out.writeUTF("tail");
        }

        public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
            a = in.readInt();
            s = (String) in.readObject();
            // leave the "tail" unread: the stream must skip it
        }
    }

    static Object roundTrip(Object o) throws Exception {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream oos = new ObjectOutputStream(bos)) {
            oos.writeObject(o);
        }
        try (ObjectInputStream ois = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()))) {
            return ois.readObject();
        }
    }

    public static void main(String[] args) throws Exception {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream oos = new ObjectOutputStream(bos);
        int[] ints = {1, 2, 3};
        String s = "shared";
        oos.writeInt(42);
        oos.writeObject(ints);
        oos.writeObject(new Object[] {ints, s, s, Suit.HEARTS, null});
        oos.writeUTF("utf");
        oos.writeObject(Suit.CLUBS);
        oos.writeObject(Suit.HEARTS);
        oos.writeObject(new long[][] {{1L}, {2L, 3L}});
        oos.writeObject(new Ext(9, "nine"));
        oos.writeObject(String.class);
        oos.writeObject(int[].class);
        oos.writeObject(new Pair("b", 2, new Pair("a", 1, null)));
        oos.writeDouble(2.5);
        oos.writeObject(new char[] {'h', 'i'});
        oos.writeBoolean(true);
        oos.close();
        System.out.println("bytes " + bos.size());

        ObjectInputStream ois = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()));
        System.out.println(ois.readInt());
        int[] ri = (int[]) ois.readObject();
        Object[] arr = (Object[]) ois.readObject();
        System.out.println(Arrays.toString(ri) + " same " + (arr[0] == ri) + " " + (arr[1] == arr[2]) + " " + arr[3] + " "
                + arr[4] + " " + arr.getClass().getSimpleName());
        System.out.println(ois.readUTF());
        Suit c = (Suit) ois.readObject();
        Suit h = (Suit) ois.readObject();
        System.out.println(c + " " + (c == Suit.CLUBS) + " " + (h == Suit.HEARTS) + " " + (h == arr[3]));
        System.out.println(Arrays.deepToString((long[][]) ois.readObject()));
        int before = Ext.made;
        Ext e = (Ext) ois.readObject();
        System.out.println("ext " + e.a + " " + e.s + " constructed " + (Ext.made - before));
        System.out.println(ois.readObject() + " " + ois.readObject());
        Pair p = (Pair) ois.readObject();
        System.out.println(p);
        System.out.println(ois.readDouble());
        System.out.println(new String((char[]) ois.readObject()) + " " + ois.readBoolean());
        try {
            ois.readInt();
        } catch (EOFException ex) {
            System.out.println("EOF");
        }
        try {
            ois.readObject();
        } catch (EOFException ex) {
            System.out.println("EOF object");
        }

        // primitive data where an object is expected, and the reverse
        bos = new ByteArrayOutputStream();
        oos = new ObjectOutputStream(bos);
        oos.writeInt(1);
        oos.writeObject("x");
        oos.close();
        ois = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()));
        try {
            ois.readObject();
        } catch (OptionalDataException ex) {
            System.out.println("OptionalDataException length " + ex.length + " eof " + ex.eof);
        }
        System.out.println(ois.readInt() + " " + ois.readObject());

        bos = new ByteArrayOutputStream();
        oos = new ObjectOutputStream(bos);
        oos.writeObject("x");
        oos.writeInt(3);
        oos.close();
        ois = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()));
        try {
            ois.readInt();
        } catch (EOFException ex) {
            System.out.println("EOFException reading int before object");
        }

        try {
            new ObjectInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3, 4}));
        } catch (StreamCorruptedException ex) {
            System.out.println("StreamCorruptedException: " + ex.getMessage());
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream(new byte[] {(byte) 0xAC}));
        } catch (EOFException ex) {
            System.out.println("EOFException header");
        }
        byte[] bad = {(byte) 0xAC, (byte) 0xED, 0, 5, 0x55};
        try {
            new ObjectInputStream(new ByteArrayInputStream(bad)).readObject();
        } catch (StreamCorruptedException ex) {
            System.out.println("StreamCorruptedException: " + ex.getMessage());
        }

        String big = "x".repeat(70000);
        String back = (String) roundTrip(big);
        System.out.println("long string " + back.length() + " " + back.equals(big));
        String odd = (String) roundTrip("\u00e9\u20ac\u0000\uD83D\uDE00");
        System.out.println(odd.length() + " " + (int) odd.charAt(0) + " " + (int) odd.charAt(1) + " " + (int) odd.charAt(2) + " "
                + odd.codePointAt(3));
    }
}
