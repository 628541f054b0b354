/*
 * Ser2_ReadJdk: streams HotSpot wrote (kept below as hex; run with
 * -Dser2.gen=1 on the JDK to print them again) must read back, and writing
 * the object read again must give the same bytes.  Damaged streams (a
 * serialVersionUID changed, a bad BigInteger signum, inconsistent Vector
 * fields) and unserializable objects give the JDK's exceptions.
 */
import java.io.*;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.*;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;

public class Ser2_ReadJdk {
    enum Col { RED, GREEN }

    static class Holder implements Serializable {
        private static final long serialVersionUID = 3L;
        Object payload;
        Holder(Object p) {
            payload = p;
        }
    }

    static class Plain {
        int v;
    }

    static final class Quiet extends Exception {
        private static final long serialVersionUID = 7L;
        Quiet(String m) {
            super(m, null, true, false);
        }
    }

    static Object[] objects() {
        ConcurrentSkipListMap<String, Integer> csl = new ConcurrentSkipListMap<>(Collections.reverseOrder());
        csl.put("a", 1);
        csl.put("b", 2);
        Throwable t = new IllegalArgumentException("bad", new ArithmeticException("div"));
        t.setStackTrace(new StackTraceElement[] {new StackTraceElement("p.A", "run", "A.java", 12),
            new StackTraceElement("app", "m", "2", "p.B", "go", null, -1)});
        t.getCause().setStackTrace(new StackTraceElement[0]);
        Quiet q = new Quiet("quiet");
        Exception sup = new Exception("sup");
        sup.setStackTrace(new StackTraceElement[0]);
        t.addSuppressed(sup);
        t.addSuppressed(q);
        Vector<Object> v = new Vector<>(4, 3);
        v.add("x");
        v.add(null);
        v.add(Col.GREEN);
        Stack<Integer> st = new Stack<>();
        st.push(4);
        ConcurrentHashMap<String, Object> chm = new ConcurrentHashMap<>();
        chm.put("one", 1);
        chm.put("two", new BigDecimal("2.50"));
        chm.put("date", new Date(0));
        EnumMap<Col, Locale> em = new EnumMap<>(Col.class);
        em.put(Col.RED, Locale.UK);
        return new Object[] {
            "ConcurrentSkipListMap", csl,
            "Throwable", t,
            "Date", new Date(1700000000000L),
            "Locale", new Locale("pt", "BR"),
            "BigInteger", new BigInteger("-340282366920938463463374607431768211457"),
            "BigDecimal", new BigDecimal("-0.000123"),
            "Vector", v,
            "Stack", st,
            "ConcurrentHashMap", chm,
            "EnumMap", em,
            "synchronizedSortedMap", Collections.synchronizedMap(new TreeMap<>(Map.of("k", Collections.emptyList()))),
            "Holder", new Holder(new Object[] {BigInteger.TEN, Locale.ROOT, Collections.reverseOrder(Comparator.<String>naturalOrder())}),
        };
    }

    static final String[] JDK = {
        "aced00057372002a6a6176612e7574696c2e636f6e63757272656e742e436f6e63757272656e74536b69704c6973744d"
            + "6170884675ae061146a70300014c000a636f6d70617261746f727400164c6a6176612f7574696c2f436f6d7061726174"
            + "6f723b7870737200276a6176612e7574696c2e436f6c6c656374696f6e732452657665727365436f6d70617261746f72"
            + "64048af0534e4ad0020000787074000162737200116a6176612e6c616e672e496e746567657212e2a0a4f78187380200"
            + "0149000576616c7565787200106a6176612e6c616e672e4e756d62657286ac951d0b94e08b0200007870000000027400"
            + "01617371007e0006000000017078",
        "aced0005737200226a6176612e6c616e672e496c6c6567616c417267756d656e74457863657074696f6eb58973d37d66"
            + "8fbc0200007872001a6a6176612e6c616e672e52756e74696d65457863657074696f6e9e5f06470a3483e50200007872"
            + "00136a6176612e6c616e672e457863657074696f6ed0fd1f3e1a3b1cc4020000787200136a6176612e6c616e672e5468"
            + "726f7761626c65d5c635273977b8cb0300044c000563617573657400154c6a6176612f6c616e672f5468726f7761626c"
            + "653b4c000d64657461696c4d6573736167657400124c6a6176612f6c616e672f537472696e673b5b000a737461636b54"
            + "7261636574001e5b4c6a6176612f6c616e672f537461636b5472616365456c656d656e743b4c00147375707072657373"
            + "6564457863657074696f6e737400104c6a6176612f7574696c2f4c6973743b78707372001d6a6176612e6c616e672e41"
            + "726974686d65746963457863657074696f6e1f509e624af9f0070200007871007e000171007e000a7400036469767572"
            + "001e5b4c6a6176612e6c616e672e537461636b5472616365456c656d656e743b02462a3c3cfd22390200007870000000"
            + "007372001f6a6176612e7574696c2e436f6c6c656374696f6e7324456d7074794c6973747ab817b43ca79ede02000078"
            + "70787400036261647571007e000c000000027372001b6a6176612e6c616e672e537461636b5472616365456c656d656e"
            + "746109c59a2636dd85020008420006666f726d617449000a6c696e654e756d6265724c000f636c6173734c6f61646572"
            + "4e616d6571007e00054c000e6465636c6172696e67436c61737371007e00054c000866696c654e616d6571007e00054c"
            + "000a6d6574686f644e616d6571007e00054c000a6d6f64756c654e616d6571007e00054c000d6d6f64756c6556657273"
            + "696f6e71007e00057870000000000c70740003702e41740006412e6a61766174000372756e70707371007e001200ffff"
            + "ffff740003617070740003702e4270740002676f7400016d74000132737200136a6176612e7574696c2e41727261794c"
            + "6973747881d21d99c7619d03000149000473697a657870000000027704000000027371007e000271007e001f74000373"
            + "75707571007e000c0000000071007e000f7873720012536572325f526561644a646b2451756965740000000000000007"
            + "0200007871007e00027074000571756965747571007e000c000000017371007e00120080000000707400007071007e00"
            + "27707071007e000f787878",
        "aced00057372000e6a6176612e7574696c2e44617465686a81014b597419030000787077080000018bcfe5680078",
        "aced0005737200106a6176612e7574696c2e4c6f63616c657ef811609c30f9ec03000649000868617368636f64654c00"
            + "07636f756e7472797400124c6a6176612f6c616e672f537472696e673b4c000a657874656e73696f6e7371007e00014c"
            + "00086c616e677561676571007e00014c000673637269707471007e00014c000776617269616e7471007e00017870ffff"
            + "ffff7400024252740000740002707471007e000471007e000478",
        "aced0005737200146a6176612e6d6174682e426967496e74656765728cfc9f1fa93bfb1d030006490008626974436f75"
            + "6e744900096269744c656e67746849001366697273744e6f6e7a65726f427974654e756d49000c6c6f77657374536574"
            + "4269744900067369676e756d5b00096d61676e69747564657400025b42787200106a6176612e6c616e672e4e756d6265"
            + "7286ac951d0b94e08b0200007870fffffffffffffffffffffffefffffffeffffffff757200025b42acf317f8060854e0"
            + "020000787000000011010000000000000000000000000000000178",
        "aced0005737200146a6176612e6d6174682e426967446563696d616c54c71557f981284f0300024900057363616c654c"
            + "0006696e7456616c7400164c6a6176612f6d6174682f426967496e74656765723b787200106a6176612e6c616e672e4e"
            + "756d62657286ac951d0b94e08b020000787000000006737200146a6176612e6d6174682e426967496e74656765728cfc"
            + "9f1fa93bfb1d030006490008626974436f756e744900096269744c656e67746849001366697273744e6f6e7a65726f42"
            + "7974654e756d49000c6c6f776573745365744269744900067369676e756d5b00096d61676e69747564657400025b4278"
            + "71007e0002fffffffffffffffffffffffefffffffeffffffff757200025b42acf317f8060854e0020000787000000001"
            + "7b7878",
        "aced0005737200106a6176612e7574696c2e566563746f72d9977d5b803baf010300034900116361706163697479496e"
            + "6372656d656e7449000c656c656d656e74436f756e745b000b656c656d656e74446174617400135b4c6a6176612f6c61"
            + "6e672f4f626a6563743b78700000000300000003757200135b4c6a6176612e6c616e672e4f626a6563743b90ce589f10"
            + "73296c02000078700000000474000178707e720010536572325f526561644a646b24436f6c0000000000000000120000"
            + "7872000e6a6176612e6c616e672e456e756d00000000000000001200007870740005475245454e7078",
        "aced00057372000f6a6176612e7574696c2e537461636b10fe2ac2bb09861d020000787200106a6176612e7574696c2e"
            + "566563746f72d9977d5b803baf010300034900116361706163697479496e6372656d656e7449000c656c656d656e7443"
            + "6f756e745b000b656c656d656e74446174617400135b4c6a6176612f6c616e672f4f626a6563743b7870000000000000"
            + "0001757200135b4c6a6176612e6c616e672e4f626a6563743b90ce589f1073296c02000078700000000a737200116a61"
            + "76612e6c616e672e496e746567657212e2a0a4f781873802000149000576616c7565787200106a6176612e6c616e672e"
            + "4e756d62657286ac951d0b94e08b02000078700000000470707070707070707078",
        "aced0005737200266a6176612e7574696c2e636f6e63757272656e742e436f6e63757272656e74486173684d61706499"
            + "de129d87293d03000349000b7365676d656e744d61736b49000c7365676d656e7453686966745b00087365676d656e74"
            + "737400315b4c6a6176612f7574696c2f636f6e63757272656e742f436f6e63757272656e74486173684d617024536567"
            + "6d656e743b78700000000f0000001c757200315b4c6a6176612e7574696c2e636f6e63757272656e742e436f6e637572"
            + "72656e74486173684d6170245365676d656e743b52773f41329b39740200007870000000107372002e6a6176612e7574"
            + "696c2e636f6e63757272656e742e436f6e63757272656e74486173684d6170245365676d656e741f364c905893293d02"
            + "000146000a6c6f6164466163746f72787200286a6176612e7574696c2e636f6e63757272656e742e6c6f636b732e5265"
            + "656e7472616e744c6f636b6655a82c2cc86aeb0200014c000473796e6374002f4c6a6176612f7574696c2f636f6e6375"
            + "7272656e742f6c6f636b732f5265656e7472616e744c6f636b2453796e633b7870737200346a6176612e7574696c2e63"
            + "6f6e63757272656e742e6c6f636b732e5265656e7472616e744c6f636b244e6f6e6661697253796e63658832e7537bbf"
            + "0b0200007872002d6a6176612e7574696c2e636f6e63757272656e742e6c6f636b732e5265656e7472616e744c6f636b"
            + "2453796e63b81ea294aa445a7c020000787200356a6176612e7574696c2e636f6e63757272656e742e6c6f636b732e41"
            + "6273747261637451756575656453796e6368726f6e697a65726655a843753f52e3020001490005737461746578720036"
            + "6a6176612e7574696c2e636f6e63757272656e742e6c6f636b732e41627374726163744f776e61626c6553796e636872"
            + "6f6e697a657233dfafb9ad6d6fa90200007870000000003f4000007371007e00057371007e0009000000003f40000073"
            + "71007e00057371007e0009000000003f4000007371007e00057371007e0009000000003f4000007371007e0005737100"
            + "7e0009000000003f4000007371007e00057371007e0009000000003f4000007371007e00057371007e0009000000003f"
            + "4000007371007e00057371007e0009000000003f4000007371007e00057371007e0009000000003f4000007371007e00"
            + "057371007e0009000000003f4000007371007e00057371007e0009000000003f4000007371007e00057371007e000900"
            + "0000003f4000007371007e00057371007e0009000000003f4000007371007e00057371007e0009000000003f40000073"
            + "71007e00057371007e0009000000003f4000007371007e00057371007e0009000000003f400000740004646174657372"
            + "000e6a6176612e7574696c2e44617465686a81014b597419030000787077080000000000000000787400036f6e657372"
            + "00116a6176612e6c616e672e496e746567657212e2a0a4f781873802000149000576616c7565787200106a6176612e6c"
            + "616e672e4e756d62657286ac951d0b94e08b02000078700000000174000374776f737200146a6176612e6d6174682e42"
            + "6967446563696d616c54c71557f981284f0300024900057363616c654c0006696e7456616c7400164c6a6176612f6d61"
            + "74682f426967496e74656765723b7871007e003100000002737200146a6176612e6d6174682e426967496e7465676572"
            + "8cfc9f1fa93bfb1d030006490008626974436f756e744900096269744c656e67746849001366697273744e6f6e7a6572"
            + "6f427974654e756d49000c6c6f776573745365744269744900067369676e756d5b00096d61676e69747564657400025b"
            + "427871007e0031fffffffffffffffffffffffefffffffe00000001757200025b42acf317f8060854e002000078700000"
            + "0001fa7878707078",
        "aced0005737200116a6176612e7574696c2e456e756d4d6170065d7df7be907ca10300014c00076b6579547970657400"
            + "114c6a6176612f6c616e672f436c6173733b787076720010536572325f526561644a646b24436f6c0000000000000000"
            + "1200007872000e6a6176612e6c616e672e456e756d000000000000000012000078707704000000017e71007e00037400"
            + "03524544737200106a6176612e7574696c2e4c6f63616c657ef811609c30f9ec03000649000868617368636f64654c00"
            + "07636f756e7472797400124c6a6176612f6c616e672f537472696e673b4c000a657874656e73696f6e7371007e00094c"
            + "00086c616e677561676571007e00094c000673637269707471007e00094c000776617269616e7471007e00097870ffff"
            + "ffff7400024742740000740002656e71007e000c71007e000c7878",
        "aced0005737200256a6176612e7574696c2e436f6c6c656374696f6e732453796e6368726f6e697a65644d61701b73f9"
            + "094b4b397b0300024c00016d74000f4c6a6176612f7574696c2f4d61703b4c00056d757465787400124c6a6176612f6c"
            + "616e672f4f626a6563743b7870737200116a6176612e7574696c2e547265654d61700cc1f63e2d256ae60300014c000a"
            + "636f6d70617261746f727400164c6a6176612f7574696c2f436f6d70617261746f723b7870707704000000017400016b"
            + "7372001f6a6176612e7574696c2e436f6c6c656374696f6e7324456d7074794c6973747ab817b43ca79ede0200007870"
            + "7871007e000378",
        "aced000573720013536572325f526561644a646b24486f6c64657200000000000000030200014c00077061796c6f6164"
            + "7400124c6a6176612f6c616e672f4f626a6563743b7870757200135b4c6a6176612e6c616e672e4f626a6563743b90ce"
            + "589f1073296c020000787000000003737200146a6176612e6d6174682e426967496e74656765728cfc9f1fa93bfb1d03"
            + "0006490008626974436f756e744900096269744c656e67746849001366697273744e6f6e7a65726f427974654e756d49"
            + "000c6c6f776573745365744269744900067369676e756d5b00096d61676e69747564657400025b42787200106a617661"
            + "2e6c616e672e4e756d62657286ac951d0b94e08b0200007870fffffffffffffffffffffffefffffffe00000001757200"
            + "025b42acf317f8060854e00200007870000000010a78737200106a6176612e7574696c2e4c6f63616c657ef811609c30"
            + "f9ec03000649000868617368636f64654c0007636f756e7472797400124c6a6176612f6c616e672f537472696e673b4c"
            + "000a657874656e73696f6e7371007e000c4c00086c616e677561676571007e000c4c000673637269707471007e000c4c"
            + "000776617269616e7471007e000c7870ffffffff74000071007e000e71007e000e71007e000e71007e000e7873720027"
            + "6a6176612e7574696c2e436f6c6c656374696f6e732452657665727365436f6d70617261746f7264048af0534e4ad002"
            + "00007870",
    };

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(Character.forDigit((x >> 4) & 15, 16)).append(Character.forDigit(x & 15, 16));
        return sb.toString();
    }

    static byte[] unhex(String s) {
        byte[] b = new byte[s.length() / 2];
        for (int i = 0; i < b.length; i++) b[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
        return b;
    }

    static byte[] write(Object o) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (ObjectOutputStream oo = new ObjectOutputStream(bo)) {
            oo.writeObject(o);
        }
        return bo.toByteArray();
    }

    static Object read(byte[] b) throws IOException, ClassNotFoundException {
        return new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
    }

    static String describe(Object o) {
        if (o instanceof Throwable) {
            Throwable t = (Throwable) o;
            StringBuilder sb = new StringBuilder(t.toString());
            sb.append(" trace=").append(Arrays.toString(t.getStackTrace()));
            for (Throwable s : t.getSuppressed()) sb.append(" suppressed=[").append(describe(s)).append(']');
            if (t.getCause() != null) sb.append(" cause=[").append(describe(t.getCause())).append(']');
            return sb.toString();
        }
        if (o instanceof Date) return "Date " + ((Date) o).getTime();
        if (o instanceof Holder) {
            Object[] a = (Object[]) ((Holder) o).payload;
            @SuppressWarnings("unchecked")
            Comparator<String> c = (Comparator<String>) a[2];
            return "Holder " + a[0] + " [" + a[1] + "] " + c.compare("a", "b");
        }
        if (o instanceof Vector) return o + " capacity=" + ((Vector<?>) o).capacity();
        if (o instanceof Map) {
            Map<?, ?> m = (Map<?, ?>) o;
            TreeMap<String, String> sorted = new TreeMap<>();
            for (Map.Entry<?, ?> e : m.entrySet()) sorted.put(String.valueOf(e.getKey()), describe(e.getValue()));
            return m.getClass().getSimpleName() + " " + sorted;
        }
        return String.valueOf(o);
    }

    /* b with the first occurrence of `from` replaced by `to` */
    static byte[] patch(byte[] b, byte[] from, byte[] to) {
        byte[] r = b.clone();
        outer:
        for (int i = 0; i + from.length <= r.length; i++) {
            for (int j = 0; j < from.length; j++) {
                if (r[i + j] != from[j]) continue outer;
            }
            System.arraycopy(to, 0, r, i, to.length);
            return r;
        }
        throw new IllegalArgumentException("pattern not found");
    }

    static byte[] longBytes(long v) {
        byte[] b = new byte[8];
        for (int i = 0; i < 8; i++) b[i] = (byte) (v >>> (56 - 8 * i));
        return b;
    }

    static void tryRead(String name, byte[] b) {
        try {
            System.out.println(name + ": " + describe(read(b)));
        } catch (Exception e) {
            System.out.println(name + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        Object[] objs = objects();
        if (System.getProperty("ser2.gen") != null) {
            for (int i = 1; i < objs.length; i += 2) System.out.println("        \"" + hex(write(objs[i])) + "\",");
            return;
        }
        for (int i = 0; i < JDK.length; i++) {
            String name = (String) objs[2 * i];
            byte[] jdk = unhex(JDK[i]);
            try {
                Object r = read(jdk);
                System.out.println(name + ": " + r.getClass().getName());
                System.out.println("  " + describe(r));
                System.out.println("  expected " + describe(objs[2 * i + 1]).equals(describe(r)));
                System.out.println("  written again identical " + Arrays.equals(jdk, write(r)));
                System.out.println("  written here identical " + Arrays.equals(jdk, write(objs[2 * i + 1])));
            } catch (Exception e) {
                System.out.println(name + ": " + e);
            }
        }

        byte[] date = unhex(JDK[2]);
        long dateUid = ObjectStreamClass.lookup(Date.class).getSerialVersionUID();
        tryRead("Date uid changed", patch(date, longBytes(dateUid), longBytes(dateUid + 1)));
        byte[] big = write(new BigInteger("-7"));
        /* signum is the fifth int field, after bitCount, bitLength, firstNonzeroByteNum, lowestSetBit */
        tryRead("BigInteger signum 5", patch(big, new byte[] {-1, -1, -1, -2, -1, -1, -1, -2, -1, -1, -1, -1},
                new byte[] {-1, -1, -1, -2, -1, -1, -1, -2, 0, 0, 0, 5}));
        tryRead("BigInteger signum without magnitude", patch(write(BigInteger.ZERO),
                new byte[] {-1, -1, -1, -2, -1, -1, -1, -2, 0, 0, 0, 0}, new byte[] {-1, -1, -1, -2, -1, -1, -1, -2, 0, 0, 0, 1}));
        Vector<String> small = new Vector<>(2);
        small.add("a");
        /* fields capacityIncrement, elementCount: make the count exceed the array */
        tryRead("Vector count", patch(write(small), new byte[] {0, 0, 0, 0, 0, 0, 0, 1}, new byte[] {0, 0, 0, 0, 0, 0, 0, 9}));
        try {
            write(new Holder(new Plain()));
        } catch (NotSerializableException e) {
            System.out.println("write Plain: " + e);
        }
        try {
            write(new Holder(List.of(new Holder(Optional.of(1)))));
        } catch (NotSerializableException e) {
            System.out.println("write Optional: " + e);
        }
    }
}
