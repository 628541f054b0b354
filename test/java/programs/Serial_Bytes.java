import java.io.*;

public class Serial_Bytes {
    static class Point implements Serializable {
        private static final long serialVersionUID = 42L;
        int x, y;
        String label;
        transient int cache = 7;
        static int counter;

        Point(int x, int y, String label) {
            this.x = x;
            this.y = y;
            this.label = label;
        }
    }

    static class Point3 extends Point {
        private static final long serialVersionUID = 43L;
        double z;
        Point3(int x, int y, double z) {
            super(x, y, "3d");
            this.z = z;
        }
    }

    static class NoUid implements Serializable {
        int a;
        long b;
        boolean c;
        char d;
        byte e;
        short f;
        float g;
        Object h;
        int[] arr;
        NoUid() {
        }
        public String toString() {
            return "NoUid";
        }
        void m(String s, int[] x) {
        }
    }

    interface Shape extends Serializable {
        double area();
    }

    public static final class Circle implements Shape, Comparable<Circle> {
        private final double r;
        protected String name = "c";
        public Circle(double r) {
            this.r = r;
        }
        public double area() {
            return Math.PI * r * r;
        }
        public int compareTo(Circle o) {
            return Double.compare(r, o.r);
        }
        private void helper() {
        }
        static Circle unit() {
            return new Circle(1);
        }
    }

    enum Color { RED, GREEN, BLUE { public String toString() { return "blue!"; } } }

    static class NotSer {
        int v;
    }

    static class Holder implements Serializable {
        private static final long serialVersionUID = 1L;
        Object o;
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            sb.append("0123456789abcdef".charAt((b[i] >> 4) & 0xF)).append("0123456789abcdef".charAt(b[i] & 0xF));
            if (i % 32 == 31) sb.append('\n');
        }
        return sb.toString();
    }

    static void show(String what, Object... objs) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream oos = new ObjectOutputStream(bos);
        for (Object o : objs) {
            oos.writeObject(o);
        }
        System.out.println(what + ": " + bos.size());
        oos.close();
        System.out.println(hex(bos.toByteArray()));
    }

    public static void main(String[] args) throws Exception {
        for (Class<?> c : new Class<?>[] {Point.class, NoUid.class, Circle.class, Shape.class, Color.class, int[].class,
                String[].class, Point[].class, Integer.class, long[][].class, Point3.class}) {
            ObjectStreamClass d = ObjectStreamClass.lookup(c);
            System.out.println(d + " " + java.util.Arrays.toString(d.getFields()));
        }
        System.out.println(ObjectStreamClass.lookup(NotSer.class));
        System.out.println(ObjectStreamClass.lookupAny(NotSer.class));
        show("null", (Object) null);
        show("string", "hello");
        show("strings", "a", "a", new String("a"));
        show("point", new Point(1, 2, "p"));
        Point p = new Point(3, 4, null);
        show("shared", p, p);
        show("point3", new Point3(5, 6, 1.5));
        NoUid n = new NoUid();
        n.h = n;
        n.arr = new int[] {1, 2, 3};
        show("nouid", n);
        show("circle", new Circle(2));
        show("enums", Color.RED, Color.BLUE, Color.RED, "RED");
        show("arrays", new int[] {1, -1}, new byte[] {5}, new long[] {7L}, new double[] {0.5}, new char[] {'x'},
                new boolean[] {true, false}, new short[] {-2}, new float[] {1f}, new String[] {"x", null, "x"},
                new int[][] {{1}, null});
        show("boxes", 5, 6L, 1.5, 2.5f, (short) 3, (byte) 4, 'c', true);
        show("classes", String.class, Point.class, int.class, Color.class);
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream oos = new ObjectOutputStream(bos);
        System.out.println("header " + bos.size());
        oos.writeInt(7);
        oos.writeUTF("hi");
        System.out.println("unflushed " + bos.size());
        oos.writeObject("s");
        System.out.println("after object " + bos.size());
        oos.writeLong(1L);
        oos.flush();
        System.out.println("flushed " + bos.size());
        byte[] big = new byte[3000];
        oos.write(big);
        oos.writeObject(new int[0]);
        oos.reset();
        oos.writeObject("s");
        oos.flush();
        System.out.println("big " + bos.size());
        Holder h = new Holder();
        h.o = new NotSer();
        try {
            new ObjectOutputStream(new ByteArrayOutputStream()).writeObject(h);
        } catch (NotSerializableException e) {
            System.out.println("NotSerializableException: " + e.getMessage());
        }
        bos = new ByteArrayOutputStream();
        oos = new ObjectOutputStream(bos);
        oos.writeObject("abcdefghijklmnopqrstuvwxyz\u00e9".repeat(2500));
        System.out.println("long string " + bos.size());
    }
}
