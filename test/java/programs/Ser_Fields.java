/*
 * serialPersistentFields with GetField/PutField: fields that do not exist
 * in the class, defaults for missing ones, type checks and their messages,
 * and a class whose persistent fields are none.
 */
import java.io.*;

public class Ser_Fields {
    static class Point implements Serializable {
        private static final long serialVersionUID = 1L;
        private static final ObjectStreamField[] serialPersistentFields = {
            new ObjectStreamField("x", int.class),
            new ObjectStreamField("y", int.class),
            new ObjectStreamField("label", String.class),
            new ObjectStreamField("scale", double.class),
        };
        transient int px, py;
        transient String name;
        Point(int x, int y, String n) {
            px = x;
            py = y;
            name = n;
        }
        private void writeObject(ObjectOutputStream out) throws IOException {
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("x", px);
            pf.put("y", py);
            pf.put("label", name);
            /* scale left at its default */
            try {
                pf.put("nope", 1);
            } catch (IllegalArgumentException e) {
                System.out.println("put nope: " + e.getMessage());
            }
            try {
                pf.put("x", "string");
            } catch (IllegalArgumentException e) {
                System.out.println("put x as String: " + e.getMessage());
            }
            try {
                pf.put("x", 1L);
            } catch (IllegalArgumentException e) {
                System.out.println("put x as long: " + e.getMessage());
            }
            out.writeFields();
        }
        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            ObjectInputStream.GetField gf = in.readFields();
            px = gf.get("x", -1);
            py = gf.get("y", -1);
            name = (String) gf.get("label", "none");
            System.out.println("scale defaulted " + gf.defaulted("scale") + " = " + gf.get("scale", 9.5));
            try {
                System.out.println("defaulted missing " + gf.defaulted("missing"));
            } catch (IllegalArgumentException e) {
                System.out.println("defaulted missing: " + e.getMessage());
            }
            try {
                gf.get("x", 1L);
            } catch (IllegalArgumentException e) {
                System.out.println("get x as long: " + e.getMessage());
            }
            try {
                gf.get("label", 0);
            } catch (IllegalArgumentException e) {
                System.out.println("get label as int: " + e.getMessage());
            }
            try {
                System.out.println("missing object " + gf.get("other", (Object) "dflt"));
            } catch (IllegalArgumentException e) {
                System.out.println("get other: " + e.getMessage());
            }
        }
        @Override
        public String toString() {
            return name + "(" + px + "," + py + ")";
        }
    }

    static class NoFields implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = ObjectStreamClass.NO_FIELDS;
        int ignored = 5;
    }

    static class Plain implements Serializable {
        int a = 1;
        String s = "s";
        long l = 2;
    }

    public static void main(String[] args) throws Exception {
        ObjectStreamClass d = ObjectStreamClass.lookup(Point.class);
        for (ObjectStreamField f : d.getFields()) {
            System.out.println("field " + f.getName() + " " + f.getTypeCode() + " " + f.getTypeString() + " offset " + f.getOffset());
        }
        System.out.println("NoFields fields " + ObjectStreamClass.lookup(NoFields.class).getFields().length);
        System.out.println("Plain field x " + ObjectStreamClass.lookup(Plain.class).getField("x"));
        System.out.println("Plain field s " + ObjectStreamClass.lookup(Plain.class).getField("s").getType());
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
            out.writeObject(new Point(3, 4, "p"));
            out.writeObject(new NoFields());
        }
        System.out.println("bytes " + bos.size());
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()))) {
            System.out.println(in.readObject());
            System.out.println(((NoFields) in.readObject()).ignored);
        }
    }
}
