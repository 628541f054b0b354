/*
 * ClassDowngrade -- rewrites a class file as an old-generation one (major
 * 49, minor 0) with every StackMapTable attribute removed, so that HotSpot
 * (and Lantern) check it with the inference verifier (JVMS 4.10.2)
 * instead of the type checker.  Everything else is kept byte for byte: the
 * constant pool (the "StackMapTable" name stays in it, unused), fields,
 * methods, the other attributes of Code and of the class; only the Code
 * attributes that held a StackMapTable get a new length.
 *
 * reason() says why a class cannot be downgraded faithfully: version 49
 * may not contain invokedynamic, dynamic constants, MethodHandle or
 * MethodType constants (nor module/package entries), and its interfaces
 * may have no method bodies other than <clinit> (HotSpot refuses those
 * with a ClassFormatError before any verifier runs).  Calls through an
 * InterfaceMethodref by invokestatic or invokespecial (legal only from 52
 * on) are left to the caller: HotSpot's verdict on the downgraded original
 * tells.
 */
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

public final class ClassDowngrade {
    private ClassDowngrade() {}

    public static final int MAJOR = 49;

    /* Why b cannot be written as version 49 (null: it can). */
    public static String reason(byte[] b) {
        try {
            return walk(b, null);
        } catch (RuntimeException | IOException e) {
            return "unreadable: " + e;
        }
    }

    /* b as a version-49 class without StackMapTable; throws if reason(b) != null. */
    public static byte[] downgrade(byte[] b) {
        ByteArrayOutputStream bos = new ByteArrayOutputStream(b.length);
        String why;
        try {
            why = walk(b, new DataOutputStream(bos));
        } catch (IOException e) {
            throw new IllegalArgumentException(e);
        }
        if (why != null) throw new IllegalArgumentException(why);
        return bos.toByteArray();
    }

    /* One pass over the class file: checks it and, when out is non-null,
     * writes the downgraded copy. */
    private static String walk(byte[] a, DataOutputStream out) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(a);
        if (b.getInt() != 0xCAFEBABE) return "not a class file";
        b.getShort();
        b.getShort();
        int cpn = b.getShort() & 0xffff;
        Map<Integer, String> utf = new HashMap<>();
        for (int i = 1; i < cpn; i++) {
            int t = b.get() & 0xff;
            switch (t) {
            case 1: {
                int l = b.getShort() & 0xffff;
                utf.put(i, new String(a, b.position(), l, StandardCharsets.ISO_8859_1));
                b.position(b.position() + l);
                break;
            }
            case 3: case 4: case 9: case 10: case 11: case 12: b.position(b.position() + 4); break;
            case 5: case 6: b.position(b.position() + 8); i++; break;
            case 7: case 8: b.position(b.position() + 2); break;
            case 15: return "MethodHandle constant";
            case 16: return "MethodType constant";
            case 17: return "dynamic constant";
            case 18: return "invokedynamic";
            case 19: case 20: return "module or package constant";
            default: return "constant tag " + t;
            }
        }
        int cpEnd = b.position();
        int access = b.getShort(cpEnd) & 0xffff;
        if (out != null) {
            out.writeInt(0xCAFEBABE);
            out.writeShort(0);
            out.writeShort(MAJOR);
            out.write(a, 8, cpEnd - 8);
        }
        b.position(cpEnd + 6);
        int ic = b.getShort() & 0xffff;
        b.position(b.position() + 2 * ic);
        int copied = cpEnd; /* a[copied..] not yet written */
        for (int member = 0; member < 2; member++) {
            int count = b.getShort() & 0xffff;
            for (int m = 0; m < count; m++) {
                b.getShort();
                String name = utf.get(b.getShort() & 0xffff);
                b.getShort();
                int ac = b.getShort() & 0xffff;
                for (int k = 0; k < ac; k++) {
                    int attrStart = b.position();
                    String an = utf.get(b.getShort() & 0xffff);
                    int len = b.getInt();
                    int end = b.position() + len;
                    if (member == 1 && "Code".equals(an)) {
                        if ((access & 0x0200) != 0 && !"<clinit>".equals(name))
                            return "interface method with a body (" + name + ")";
                        int q = b.position() + 4;
                        int codeLen = b.getInt(q);
                        int r = q + 4 + codeLen;
                        int hc = b.getShort(r) & 0xffff;
                        r += 2 + 8 * hc;
                        int acPos = r;
                        int ac2 = b.getShort(r) & 0xffff;
                        r += 2;
                        int keep = 0, dropped = 0;
                        ByteArrayOutputStream rest = new ByteArrayOutputStream();
                        for (int j = 0; j < ac2; j++) {
                            String n2 = utf.get(b.getShort(r) & 0xffff);
                            int l2 = b.getInt(r + 2);
                            if ("StackMapTable".equals(n2)) dropped += 6 + l2;
                            else {
                                rest.write(a, r, 6 + l2);
                                keep++;
                            }
                            r += 6 + l2;
                        }
                        if (r != end) return "Code attribute length";
                        if (dropped > 0 && out != null) {
                            out.write(a, copied, attrStart + 2 - copied);
                            out.writeInt(len - dropped);
                            out.write(a, attrStart + 6, acPos - (attrStart + 6));
                            out.writeShort(keep);
                            rest.writeTo(out);
                            copied = end;
                        }
                    }
                    b.position(end);
                }
            }
        }
        if (out != null) out.write(a, copied, a.length - copied);
        return null;
    }
}
