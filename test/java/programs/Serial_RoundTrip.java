import java.io.*;
import java.util.Arrays;

public class Serial_RoundTrip {
    static class Base {
        int baseValue = 11;
        static int constructed;

        Base() {
            constructed++;
            System.out.println("Base() runs");
        }
    }

    static class Node extends Base implements Serializable {
        private static final long serialVersionUID = 7L;
        String name;
        Node next;
        Node[] children;
        transient String cache = "cached";
        int visits;
        final long id;

        Node(String name, long id) {
            this.name = name;
            this.id = id;
            System.out.println("Node(" + name + ") runs");
        }

        public String toString() {
            return name + "#" + id + " visits=" + visits + " cache=" + cache + " base=" + baseValue;
        }
    }

    static class Account implements Serializable {
        final String owner;
        double balance;
        private Integer limit;
        private Character grade;
        private boolean active;
        private byte[] raw;
        private Object any;

        Account(String owner, double balance) {
            this.owner = owner;
            this.balance = balance;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Account)) return false;
            Account a = (Account) o;
            return owner.equals(a.owner) && balance == a.balance && java.util.Objects.equals(limit, a.limit)
                    && java.util.Objects.equals(grade, a.grade) && active == a.active && Arrays.equals(raw, a.raw)
                    && java.util.Objects.equals(any, a.any);
        }

        @Override
        public int hashCode() {
            return owner.hashCode();
        }
    }

    static class Sub extends Account {
        int extra = 5;
        transient int skipped = 9;

        Sub() {
            super("sub", 1.0);
        }
    }

    static byte[] write(Object... objs) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream oos = new ObjectOutputStream(bos)) {
            for (Object o : objs) oos.writeObject(o);
        }
        return bos.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        Node a = new Node("a", 1);
        Node b = new Node("b", 2);
        Node c = new Node("c", 3);
        a.next = b;
        b.next = c;
        c.next = a; // cycle
        a.children = new Node[] {b, c, b};
        a.visits = 4;
        a.baseValue = 99;
        byte[] bytes = write(a, b);
        System.out.println("bytes " + bytes.length);
        int before = Base.constructed;
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes));
        Node ra = (Node) in.readObject();
        Node rb = (Node) in.readObject();
        System.out.println("Base constructors on read: " + (Base.constructed - before));
        System.out.println(ra);
        System.out.println(ra.next + " | " + ra.next.next);
        System.out.println("cycle " + (ra.next.next.next == ra) + " shared " + (ra.next == rb) + " children "
                + (ra.children[0] == rb) + (ra.children[2] == rb) + (ra.children[1] == rb.next));
        System.out.println("different from original " + (ra != a));

        Account acc = new Account("ann", 12.5);
        acc.limit = 1000;
        acc.grade = 'A';
        acc.active = true;
        acc.raw = new byte[] {1, 2, 3};
        acc.any = Long.valueOf(77);
        bytes = write(acc, acc);
        System.out.println("account bytes " + bytes.length);
        in = new ObjectInputStream(new ByteArrayInputStream(bytes));
        Account r1 = (Account) in.readObject();
        Account r2 = (Account) in.readObject();
        System.out.println("equal " + r1.equals(acc) + " same " + (r1 == r2) + " limit " + r1.limit + " " + r1.grade + " "
                + r1.any + " " + r1.any.getClass().getName() + " " + Arrays.toString(r1.raw));
        Integer big = 1000;
        Integer back = (Integer) new ObjectInputStream(new ByteArrayInputStream(write(big))).readObject();
        System.out.println("Integer " + back + " " + back.equals(big));

        Sub s = new Sub();
        s.extra = 6;
        s.skipped = 10;
        Sub rs = (Sub) new ObjectInputStream(new ByteArrayInputStream(write(s))).readObject();
        System.out.println("sub " + rs.extra + " " + rs.skipped + " " + rs.owner + " " + rs.balance);

        // unshared writes and reads
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream oos = new ObjectOutputStream(bos);
        String str = "u";
        oos.writeUnshared(str);
        oos.writeObject(str);
        oos.writeObject(str);
        oos.close();
        System.out.println("unshared bytes " + bos.size());
        in = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()));
        Object u1 = in.readObject();
        Object u2 = in.readObject();
        Object u3 = in.readObject();
        System.out.println((u1 == u2) + " " + (u2 == u3));

        // reset forgets the handles: the second copy is a new object
        bos = new ByteArrayOutputStream();
        oos = new ObjectOutputStream(bos);
        oos.writeObject(acc);
        oos.reset();
        oos.writeObject(acc);
        oos.close();
        System.out.println("reset bytes " + bos.size());
        in = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()));
        System.out.println("after reset same " + (in.readObject() == in.readObject()));

        // serialVersionUID mismatch
        byte[] wrong = write(new Node("x", 9));
        for (int i = 0; i + 8 < wrong.length; i++) {
            if (wrong[i] == 0 && wrong[i + 7] == 7 && wrong[i + 6] == 0 && wrong[i + 1] == 0) {
                wrong[i + 7] = 8;
                break;
            }
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream(wrong)).readObject();
        } catch (InvalidClassException e) {
            System.out.println("InvalidClassException: " + e.getMessage());
        }
    }
}
