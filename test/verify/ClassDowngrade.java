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
 * with a ClassFormatError before any verifier runs), nor call an
 * InterfaceMethodref by invokestatic or invokespecial (legal from 52 on:
 * List.of, a default method's super call).
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
        byte[] tags = new byte[cpn];
        for (int i = 1; i < cpn; i++) {
            int t = b.get() & 0xff;
            tags[i] = (byte) t;
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
                        String bad = interfaceCall(a, q + 4, codeLen, tags);
                        if (bad != null) return bad + " in " + name;
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

    /* Lengths of the instructions with operands (0: the switches and wide,
     * decoded apart); every other opcode is one byte. */
    private static final int[] LENGTH = new int[256];
    static {
        java.util.Arrays.fill(LENGTH, 1);
        for (int op : new int[] {0x10, 0x12, 0x15, 0x16, 0x17, 0x18, 0x19, 0x36, 0x37, 0x38, 0x39, 0x3a, 0xa9, 0xbc})
            LENGTH[op] = 2;
        for (int op = 0x99; op <= 0xa8; op++) LENGTH[op] = 3;
        for (int op : new int[] {0x11, 0x13, 0x14, 0x84, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xbb, 0xbd, 0xc0,
                                 0xc1, 0xc6, 0xc7})
            LENGTH[op] = 3;
        LENGTH[0xc5] = 4;
        LENGTH[0xb9] = LENGTH[0xba] = LENGTH[0xc8] = LENGTH[0xc9] = 5;
        LENGTH[0xaa] = LENGTH[0xab] = LENGTH[0xc4] = 0;
    }

    /* Names the first invokestatic or invokespecial of an InterfaceMethodref
     * in the code at a[start..start+len), or null. */
    private static String interfaceCall(byte[] a, int start, int len, byte[] tags) {
        for (int pc = 0; pc < len;) {
            int op = a[start + pc] & 0xff;
            int l = LENGTH[op];
            if (op == 0xaa || op == 0xab) {
                int p = (pc + 4) & ~3;
                int at = start + p + 4;
                if (op == 0xaa) {
                    int lo = ByteBuffer.wrap(a, at, 8).getInt(), hi = ByteBuffer.wrap(a, at + 4, 4).getInt();
                    l = p - pc + 12 + 4 * (hi - lo + 1);
                } else {
                    int n = ByteBuffer.wrap(a, at, 4).getInt();
                    l = p - pc + 8 + 8 * n;
                }
            } else if (op == 0xc4) {
                l = (a[start + pc + 1] & 0xff) == 0x84 ? 6 : 4;
            } else if ((op == 0xb7 || op == 0xb8) && pc + 2 < len) {
                int idx = (a[start + pc + 1] & 0xff) << 8 | (a[start + pc + 2] & 0xff);
                if (idx < tags.length && tags[idx] == 11)
                    return (op == 0xb8 ? "invokestatic" : "invokespecial") + " of an interface method";
            }
            if (l <= 0) return "unreadable code";
            pc += l;
        }
        return null;
    }
}
