import java.io.*;

public class Serial_Hooks {
    static class Temperature implements Serializable {
        private static final long serialVersionUID = 1L;
        private transient double celsius;
        private String unit = "C";

        Temperature(double c) {
            celsius = c;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeDouble(celsius * 10);
            out.writeObject("extra");
            out.writeInt(123);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            celsius = in.readDouble() / 10;
            System.out.println("readObject saw " + in.readObject());
            // the int 123 is left unread: the stream skips it
        }
    }

    static class Singleton implements Serializable {
        static final Singleton INSTANCE = new Singleton();

        private Object readResolve() {
            return INSTANCE;
        }
    }

    static class Proxy implements Serializable {
        private static final long serialVersionUID = 2L;
        final String text;

        Proxy(String text) {
            this.text = text;
        }

        private Object readResolve() {
            return new Secret(text.toUpperCase());
        }
    }

    static class Secret implements Serializable {
        final String value;

        Secret(String v) {
            value = v;
        }

        private Object writeReplace() {
            return new Proxy(value);
        }
    }

    static class Fields implements Serializable {
        private static final long serialVersionUID = 3L;
        private static final ObjectStreamField[] serialPersistentFields = {
            new ObjectStreamField("count", int.class), new ObjectStreamField("label", String.class)};
        int internalCount;
        String internalLabel;

        private void writeObject(ObjectOutputStream out) throws IOException {
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("count", internalCount);
            pf.put("label", internalLabel);
            out.writeFields();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            ObjectInputStream.GetField gf = in.readFields();
            internalCount = gf.get("count", -1);
            internalLabel = (String) gf.get("label", "none");
            System.out.println("defaulted count " + gf.defaulted("count"));
        }
    }

    static class Parent implements Serializable {
        int p = 1;

        private void writeObject(ObjectOutputStream out) throws IOException {
            System.out.println("Parent.writeObject");
            out.defaultWriteObject();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            System.out.println("Parent.readObject");
            in.defaultReadObject();
        }
    }

    static class Child extends Parent {
        int c = 2;

        private void writeObject(ObjectOutputStream out) throws IOException {
            System.out.println("Child.writeObject");
            out.writeInt(c * 100);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            System.out.println("Child.readObject");
            c = in.readInt() / 100 + 1;
            try {
                in.readInt();
            } catch (EOFException e) {
                System.out.println("end of custom data");
            }
            try {
                in.readObject();
            } catch (OptionalDataException e) {
                System.out.println("OptionalDataException eof " + e.eof);
            }
        }
    }

    public static class Version implements Externalizable {
        int major, minor;

        public Version() {
            System.out.println("Version() public constructor");
        }

        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeByte(major);
            out.writeByte(minor);
        }

        public void readExternal(ObjectInput in) throws IOException {
            major = in.readByte();
            minor = in.readByte();
        }
    }

    static byte[] write(Object o) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream oos = new ObjectOutputStream(bos);
        oos.writeObject(o);
        oos.flush();
        System.out.println("wrote " + bos.size() + " bytes");
        return bos.toByteArray();
    }

    static Object read(byte[] b) throws Exception {
        return new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
    }

    public static void main(String[] args) throws Exception {
        Temperature t = (Temperature) read(write(new Temperature(21.5)));
        System.out.println(t.celsius + " " + t.unit);
        System.out.println("singleton " + (read(write(Singleton.INSTANCE)) == Singleton.INSTANCE));
        Object s = read(write(new Secret("psst")));
        System.out.println(s.getClass().getSimpleName() + " " + ((Secret) s).value);
        Fields f = new Fields();
        f.internalCount = 5;
        f.internalLabel = "five";
        Fields rf = (Fields) read(write(f));
        System.out.println(rf.internalCount + " " + rf.internalLabel);
        System.out.println(ObjectStreamClass.lookup(Fields.class).getFields().length);
        Child c = (Child) read(write(new Child()));
        System.out.println(c.p + " " + c.c);
        Version v = new Version();
        v.major = 3;
        v.minor = 14;
        Version rv = (Version) read(write(v));
        System.out.println(rv.major + "." + rv.minor);
        try {
            new ObjectOutputStream(new ByteArrayOutputStream()).defaultWriteObject();
        } catch (NotActiveException e) {
            System.out.println("NotActiveException: " + e.getMessage());
        }
    }
}
