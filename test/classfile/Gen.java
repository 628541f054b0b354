/*
 * Gen.java -- writes the malformed (and a few well-formed) class files whose
 * HotSpot 17 verdicts are recorded in expected.tsv.
 *
 * Run as a single-file program:  java Gen.java OUTDIR
 * Each case is written as OUTDIR/<case>.class and names itself <case>
 * (except the wrong-name cases), so that `java -cp OUTDIR <case>` loads it
 * as the main class; record.sh runs the JDK on every file and writes
 * expected.tsv.  The class files are committed next to this generator so the
 * C test needs no JDK.  A tiny assembler (CB) builds a valid class with a
 * main method; each case then breaks one thing.
 */
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

public class Gen {
    /* Big-endian byte buffer. */
    static final class Buf {
        final ByteArrayOutputStream bo = new ByteArrayOutputStream();
        final DataOutputStream out = new DataOutputStream(bo);

        Buf u1(int v) { try { out.writeByte(v); } catch (IOException e) { throw new RuntimeException(e); } return this; }
        Buf u2(int v) { try { out.writeShort(v); } catch (IOException e) { throw new RuntimeException(e); } return this; }
        Buf u4(int v) { try { out.writeInt(v); } catch (IOException e) { throw new RuntimeException(e); } return this; }
        Buf bytes(byte[] b) { try { out.write(b); } catch (IOException e) { throw new RuntimeException(e); } return this; }
        Buf bytes(int... b) { for (int x : b) u1(x); return this; }
        byte[] get() { return bo.toByteArray(); }
    }

    static byte[] b(int... v) {
        byte[] r = new byte[v.length];
        for (int i = 0; i < v.length; i++) r[i] = (byte) v[i];
        return r;
    }

    /* Class builder. */
    static final class CB {
        int magic = 0xCAFEBABE, minor = 0, major = 61;
        final Buf cp = new Buf();
        int cpCount = 1;
        final Map<String, Integer> cache = new LinkedHashMap<>();
        int access = 0x21, thisIdx, superIdx;
        final List<Integer> ifaces = new ArrayList<>();
        final List<byte[]> fields = new ArrayList<>(), methods = new ArrayList<>(), attrs = new ArrayList<>();

        CB(String name) {
            thisIdx = cls(name);
            superIdx = cls("java/lang/Object");
        }

        int raw(String key, byte[] entry, int slots) {
            if (key != null && cache.containsKey(key)) return cache.get(key);
            int idx = cpCount;
            cp.bytes(entry);
            cpCount += slots;
            if (key != null) cache.put(key, idx);
            return idx;
        }

        int utf8(String s) {
            Buf e = new Buf().u1(1);
            try { e.out.writeUTF(s); } catch (IOException x) { throw new RuntimeException(x); }
            return raw("U" + s, e.get(), 1);
        }
        int utf8raw(byte[] bytes) { return raw(null, new Buf().u1(1).u2(bytes.length).bytes(bytes).get(), 1); }
        int integer(int v) { return raw("I" + v, new Buf().u1(3).u4(v).get(), 1); }
        int flt(float v) { return raw("F" + v, new Buf().u1(4).u4(Float.floatToRawIntBits(v)).get(), 1); }
        int lng(long v) { return raw("J" + v, new Buf().u1(5).u4((int) (v >>> 32)).u4((int) v).get(), 2); }
        int dbl(double v) {
            long x = Double.doubleToRawLongBits(v);
            return raw("D" + v, new Buf().u1(6).u4((int) (x >>> 32)).u4((int) x).get(), 2);
        }
        int cls(String n) { int u = utf8(n); return raw("C" + n, new Buf().u1(7).u2(u).get(), 1); }
        int str(String s) { int u = utf8(s); return raw("S" + s, new Buf().u1(8).u2(u).get(), 1); }
        int nat(String n, String d) {
            int a = utf8(n), c = utf8(d);
            return raw("N" + n + " " + d, new Buf().u1(12).u2(a).u2(c).get(), 1);
        }
        int ref(int tag, String c, String n, String d) {
            int a = cls(c), e = nat(n, d);
            return raw("R" + tag + c + "." + n + d, new Buf().u1(tag).u2(a).u2(e).get(), 1);
        }
        int fieldref(String c, String n, String d) { return ref(9, c, n, d); }
        int methodref(String c, String n, String d) { return ref(10, c, n, d); }
        int imethodref(String c, String n, String d) { return ref(11, c, n, d); }
        int mh(int kind, int r) { return raw(null, new Buf().u1(15).u1(kind).u2(r).get(), 1); }
        int mt(String d) { int u = utf8(d); return raw(null, new Buf().u1(16).u2(u).get(), 1); }
        int dyn(int tag, int bsm, String n, String d) {
            int e = nat(n, d);
            return raw(null, new Buf().u1(tag).u2(bsm).u2(e).get(), 1);
        }

        byte[] attr(String name, byte[] body) {
            return new Buf().u2(utf8(name)).u4(body.length).bytes(body).get();
        }

        /* Code attribute; handlers are {start, end, handler, catch} quads. */
        byte[] code(int maxStack, int maxLocals, byte[] code, int[] handlers, byte[]... attrs) {
            Buf e = new Buf().u2(maxStack).u2(maxLocals).u4(code.length).bytes(code);
            int n = handlers == null ? 0 : handlers.length / 4;
            e.u2(n);
            for (int i = 0; i < n * 4; i++) e.u2(handlers[i]);
            e.u2(attrs.length);
            for (byte[] a : attrs) e.bytes(a);
            return attr("Code", e.get());
        }

        byte[] member(int acc, String name, String desc, byte[]... attrs) {
            Buf e = new Buf().u2(acc).u2(utf8(name)).u2(utf8(desc)).u2(attrs.length);
            for (byte[] a : attrs) e.bytes(a);
            return e.get();
        }
        CB field(int acc, String name, String desc, byte[]... attrs) { fields.add(member(acc, name, desc, attrs)); return this; }
        CB method(int acc, String name, String desc, byte[]... attrs) { methods.add(member(acc, name, desc, attrs)); return this; }

        /* public static void main(String[]) with the given code. */
        CB main(int maxStack, int maxLocals, byte[] code, int[] handlers, byte[]... attrs) {
            return method(0x9, "main", "([Ljava/lang/String;)V", code(maxStack, maxLocals, code, handlers, attrs));
        }

        byte[] build() {
            Buf o = new Buf().u4(magic).u2(minor).u2(major).u2(cpCount).bytes(cp.get());
            o.u2(access).u2(thisIdx).u2(superIdx).u2(ifaces.size());
            for (int i : ifaces) o.u2(i);
            o.u2(fields.size());
            for (byte[] f : fields) o.bytes(f);
            o.u2(methods.size());
            for (byte[] m : methods) o.bytes(m);
            o.u2(attrs.size());
            for (byte[] a : attrs) o.bytes(a);
            return o.get();
        }
    }

    static final byte[] RET = b(0xb1);

    /* A valid class: public class N { public static void main(String[]) { return; } } */
    static CB std(String n) {
        CB c = new CB(n);
        return c;
    }
    static CB withMain(String n) { return std(n).main(0, 1, RET, null); }

    static final Map<String, Function<String, byte[]>> cases = new LinkedHashMap<>();
    static void c(String name, Function<String, byte[]> f) { cases.put(name, f); }

    static byte[] cut(byte[] a, int n) { return Arrays.copyOf(a, n); }
    static byte[] concat(byte[] a, byte[] x) {
        byte[] r = Arrays.copyOf(a, a.length + x.length);
        System.arraycopy(x, 0, r, a.length, x.length);
        return r;
    }

    public static void main(String[] args) throws IOException {
        defineCases();
        Path dir = Path.of(args[0]);
        Files.createDirectories(dir);
        for (Map.Entry<String, Function<String, byte[]>> e : cases.entrySet()) {
            Files.write(dir.resolve(e.getKey() + ".class"), e.getValue().apply(e.getKey()));
        }
    }

    static void defineCases() {
        // ---- well-formed controls
        c("ok_minimal", n -> withMain(n).build());
        c("ok_version45", n -> { CB c = withMain(n); c.major = 45; c.minor = 3; return c.build(); });
        c("ok_version50", n -> { CB c = withMain(n); c.major = 50; return c.build(); });
        c("ok_constants", n -> {
            CB c = std(n);
            c.field(0x19, "L", "J", c.attr("ConstantValue", new Buf().u2(c.lng(1L << 40)).get()));
            c.field(0x19, "D", "D", c.attr("ConstantValue", new Buf().u2(c.dbl(2.5)).get()));
            c.field(0x19, "F", "F", c.attr("ConstantValue", new Buf().u2(c.flt(1.5f)).get()));
            c.field(0x19, "I", "Z", c.attr("ConstantValue", new Buf().u2(c.integer(1)).get()));
            c.field(0x19, "S", "Ljava/lang/String;", c.attr("ConstantValue", new Buf().u2(c.str("x")).get()));
            return c.main(0, 1, RET, null).build();
        });

        // ---- header
        c("bad_magic", n -> { CB c = withMain(n); c.magic = 0xCAFEBABF; return c.build(); });
        c("empty_file", n -> new byte[0]);
        c("truncated_magic", n -> cut(withMain(n).build(), 3));
        c("truncated_version", n -> cut(withMain(n).build(), 7));
        c("truncated_cp_count", n -> cut(withMain(n).build(), 9));
        c("truncated_in_cp", n -> cut(withMain(n).build(), 14));
        c("truncated_before_access", n -> { CB c = withMain(n); return cut(c.build(), 10 + c.cp.get().length + 1); });
        c("truncated_in_methods", n -> { byte[] a = withMain(n).build(); return cut(a, a.length - 6); });
        c("truncated_last_byte", n -> { byte[] a = withMain(n).build(); return cut(a, a.length - 1); });
        c("extra_bytes", n -> concat(withMain(n).build(), b(0)));
        c("version_too_new", n -> { CB c = withMain(n); c.major = 62; return c.build(); });
        c("version_too_old", n -> { CB c = withMain(n); c.major = 44; return c.build(); });
        c("version_preview", n -> { CB c = withMain(n); c.minor = 0xffff; return c.build(); });
        c("version_preview_old", n -> { CB c = withMain(n); c.major = 60; c.minor = 0xffff; return c.build(); });
        c("version_bad_minor", n -> { CB c = withMain(n); c.minor = 1; return c.build(); });
        c("version_minor_ok_before_56", n -> { CB c = withMain(n); c.major = 55; c.minor = 7; return c.build(); });
        c("version_45_high_minor", n -> { CB c = withMain(n); c.major = 45; c.minor = 0xffff; return c.build(); });

        // ---- constant pool
        c("cp_count_zero", n -> { byte[] a = withMain(n).build(); a[8] = 0; a[9] = 0; return a; });
        c("cp_unknown_tag", n -> { CB c = std(n); c.raw(null, b(2, 0, 0), 1); return c.main(0, 1, RET, null).build(); });
        c("cp_tag_module", n -> { CB c = std(n); int u = c.utf8("m"); c.raw(null, b(19, u >> 8, u), 1); return c.main(0, 1, RET, null).build(); });
        c("cp_class_index_out_of_range", n -> { CB c = std(n); c.raw(null, b(7, 0x7f, 0), 1); return c.main(0, 1, RET, null).build(); });
        c("cp_class_index_zero", n -> { CB c = std(n); c.raw(null, b(7, 0, 0), 1); return c.main(0, 1, RET, null).build(); });
        c("cp_class_wrong_tag", n -> { CB c = std(n); int i = c.integer(5); c.raw(null, b(7, 0, i), 1); return c.main(0, 1, RET, null).build(); });
        c("cp_string_wrong_tag", n -> { CB c = std(n); int i = c.integer(5); c.raw(null, b(8, 0, i), 1); return c.main(0, 1, RET, null).build(); });
        c("cp_fieldref_bad_class", n -> { CB c = std(n); int i = c.utf8("x"); int t = c.nat("f", "I"); c.raw(null, b(9, 0, i, 0, t), 1); return c.main(0, 1, RET, null).build(); });
        c("cp_methodref_bad_nat", n -> { CB c = std(n); int k = c.cls("java/lang/Object"); int i = c.utf8("x"); c.raw(null, b(10, 0, k, 0, i), 1); return c.main(0, 1, RET, null).build(); });
        c("cp_nat_bad_name", n -> { CB c = std(n); int i = c.integer(3); int d = c.utf8("I"); c.raw(null, b(12, 0, i, 0, d), 1); return c.main(0, 1, RET, null).build(); });
        c("cp_long_at_end", n -> { CB c = withMain(n); byte[] a = c.build(); // cp_count one short: the Long's second slot falls off
            CB d = std(n); d.main(0, 1, RET, null); int idx = d.cpCount; d.raw(null, new Buf().u1(5).u4(0).u4(1).get(), 1); byte[] r = d.build(); return r; });
        c("cp_utf8_nul", n -> { CB c = std(n); c.utf8raw(b('a', 0, 'b')); return c.main(0, 1, RET, null).build(); });
        c("cp_utf8_f0", n -> { CB c = std(n); c.utf8raw(b('a', 0xf0, 0x90, 0x80, 0x80)); return c.main(0, 1, RET, null).build(); });
        c("cp_utf8_truncated_seq", n -> { CB c = std(n); c.utf8raw(b('a', 0xe2, 0x82)); return c.main(0, 1, RET, null).build(); });
        c("cp_utf8_bad_continuation", n -> { CB c = std(n); c.utf8raw(b('a', 0xc3, 0x41)); return c.main(0, 1, RET, null).build(); });
        c("cp_utf8_overlong", n -> { CB c = std(n); c.utf8raw(b('a', 0xe0, 0x80, 0x80)); return c.main(0, 1, RET, null).build(); });
        c("cp_utf8_c080_ok", n -> { CB c = std(n); c.utf8raw(b('a', 0xc0, 0x80)); return c.main(0, 1, RET, null).build(); });
        c("cp_utf8_c1_overlong", n -> { CB c = std(n); c.utf8raw(b('a', 0xc1, 0x81)); return c.main(0, 1, RET, null).build(); });
        c("cp_utf8_lone_continuation", n -> { CB c = std(n); c.utf8raw(b('a', 0x80)); return c.main(0, 1, RET, null).build(); });
        c("cp_utf8_surrogate_ok", n -> { CB c = std(n); c.utf8raw(b('a', 0xed, 0xa0, 0x80)); return c.main(0, 1, RET, null).build(); });
        c("cp_mh_bad_kind", n -> { CB c = std(n); int r = c.methodref("java/lang/Object", "hashCode", "()I"); c.mh(10, r); return c.main(0, 1, RET, null).build(); });
        c("cp_mh_kind_zero", n -> { CB c = std(n); int r = c.methodref("java/lang/Object", "hashCode", "()I"); c.mh(0, r); return c.main(0, 1, RET, null).build(); });
        c("cp_mh_wrong_ref", n -> { CB c = std(n); int r = c.methodref("java/lang/Object", "hashCode", "()I"); c.mh(1, r); return c.main(0, 1, RET, null).build(); });
        c("cp_mh_invokevirtual_init", n -> { CB c = std(n); int r = c.methodref("java/lang/Object", "<init>", "()V"); c.mh(5, r); return c.main(0, 1, RET, null).build(); });
        c("cp_mh_newinvokespecial_not_init", n -> { CB c = std(n); int r = c.methodref("java/lang/Object", "hashCode", "()I"); c.mh(8, r); return c.main(0, 1, RET, null).build(); });
        c("cp_mh_in_v50", n -> { CB c = std(n); c.major = 50; int r = c.methodref("java/lang/Object", "hashCode", "()I"); c.mh(5, r); return c.main(0, 1, RET, null).build(); });
        c("cp_methodtype_bad_desc", n -> { CB c = std(n); c.mt("I"); return c.main(0, 1, RET, null).build(); });
        c("cp_indy_no_bsm_attr", n -> { CB c = std(n); c.dyn(18, 0, "x", "()V"); return c.main(0, 1, RET, null).build(); });
        c("cp_dynamic_in_v54", n -> { CB c = std(n); c.major = 54; c.dyn(17, 0, "x", "I"); return c.main(0, 1, RET, null).build(); });
        c("cp_indy_bsm_out_of_range", n -> {
            CB c = std(n);
            int r = c.methodref("java/lang/Object", "hashCode", "()I");
            int h = c.mh(6, r);
            c.dyn(18, 3, "x", "()V");
            c.attrs.add(c.attr("BootstrapMethods", new Buf().u2(1).u2(h).u2(0).get()));
            return c.main(0, 1, RET, null).build();
        });
        c("cp_fieldref_method_desc", n -> { CB c = std(n); c.fieldref("java/lang/Object", "f", "()V"); return c.main(0, 1, RET, null).build(); });
        c("cp_methodref_field_desc", n -> { CB c = std(n); c.methodref("java/lang/Object", "m", "I"); return c.main(0, 1, RET, null).build(); });
        c("cp_methodref_bad_name", n -> { CB c = std(n); c.methodref("java/lang/Object", "a.b", "()V"); return c.main(0, 1, RET, null).build(); });
        c("cp_methodref_init_returns_int", n -> { CB c = std(n); c.methodref("java/lang/Object", "<init>", "()I"); return c.main(0, 1, RET, null).build(); });
        c("cp_methodref_clinit", n -> { CB c = std(n); c.methodref("java/lang/Object", "<clinit>", "()V"); return c.main(0, 1, RET, null).build(); });
        c("cp_fieldref_bad_name", n -> { CB c = std(n); c.fieldref("java/lang/Object", "a;b", "I"); return c.main(0, 1, RET, null).build(); });
        c("cp_class_bad_name", n -> { CB c = std(n); c.cls("a;b"); return c.main(0, 1, RET, null).build(); });
        c("cp_class_empty_segment", n -> { CB c = std(n); c.cls("a//b"); return c.main(0, 1, RET, null).build(); });
        c("cp_class_bad_array", n -> { CB c = std(n); c.cls("[X"); return c.main(0, 1, RET, null).build(); });
        c("cp_class_array_ok", n -> { CB c = std(n); c.cls("[[Ljava/lang/String;"); return c.main(0, 1, RET, null).build(); });
        c("cp_class_too_many_dims", n -> { CB c = std(n); c.cls("[".repeat(256) + "I"); return c.main(0, 1, RET, null).build(); });

        // ---- class header
        c("this_class_bad_index", n -> { CB c = withMain(n); c.thisIdx = 0x7fff; return c.build(); });
        c("this_class_not_class", n -> { CB c = withMain(n); c.thisIdx = c.utf8(n); return c.build(); });
        c("this_class_array", n -> { CB c = withMain(n); c.thisIdx = c.cls("[L" + n + ";"); return c.build(); });
        c("wrong_name", n -> { CB c = new CB("other/Name"); return c.main(0, 1, RET, null).build(); });
        c("super_zero", n -> { CB c = withMain(n); c.superIdx = 0; return c.build(); });
        c("super_bad_index", n -> { CB c = withMain(n); c.superIdx = 0x7fff; return c.build(); });
        c("super_not_class", n -> { CB c = withMain(n); c.superIdx = c.integer(1); return c.build(); });
        c("super_array", n -> { CB c = withMain(n); c.superIdx = c.cls("[I"); return c.build(); });
        c("interface_bad_index", n -> { CB c = withMain(n); c.ifaces.add(0x7fff); return c.build(); });
        c("interface_duplicate", n -> { CB c = withMain(n); int i = c.cls("java/lang/Runnable"); c.ifaces.add(i); c.ifaces.add(i); return c.build(); });
        c("class_flags_module", n -> { CB c = withMain(n); c.access = 0x8000; return c.build(); });
        c("class_flags_final_abstract", n -> { CB c = withMain(n); c.access = 0x431; return c.build(); });
        c("class_flags_interface_not_abstract", n -> { CB c = std(n); c.access = 0x201; return c.build(); });
        c("class_flags_interface_final", n -> { CB c = std(n); c.access = 0x611; return c.build(); });
        c("class_flags_annotation_not_interface", n -> { CB c = withMain(n); c.access = 0x2021; return c.build(); });
        c("class_flags_interface_super_v52", n -> { CB c = std(n); c.access = 0x621; return c.build(); });
        c("class_flags_enum_interface", n -> { CB c = std(n); c.access = 0x4601; return c.build(); });

        // ---- fields
        c("field_bad_name", n -> withMain(n).field(0, "a.b", "I").build());
        c("field_bad_desc", n -> withMain(n).field(0, "f", "X").build());
        c("field_void_desc", n -> withMain(n).field(0, "f", "V").build());
        c("field_desc_unterminated", n -> withMain(n).field(0, "f", "Ljava/lang/String").build());
        c("field_desc_trailing", n -> withMain(n).field(0, "f", "II").build());
        c("field_desc_method", n -> withMain(n).field(0, "f", "()V").build());
        c("field_duplicate", n -> withMain(n).field(0, "f", "I").field(2, "f", "I").build());
        c("field_same_name_other_type_ok", n -> withMain(n).field(0, "f", "I").field(0, "f", "J").build());
        c("field_flags_public_private", n -> withMain(n).field(3, "f", "I").build());
        c("field_flags_final_volatile", n -> withMain(n).field(0x50, "f", "I").build());
        c("field_in_interface_not_static", n -> { CB c = std(n); c.access = 0x601; c.field(0x11, "f", "I"); return c.build(); });
        c("field_name_index_bad", n -> { CB c = withMain(n); c.fields.add(new Buf().u2(0).u2(0x7fff).u2(c.utf8("I")).u2(0).get()); return c.build(); });
        c("field_desc_index_not_utf8", n -> { CB c = withMain(n); c.fields.add(new Buf().u2(0).u2(c.utf8("f")).u2(c.integer(1)).u2(0).get()); return c.build(); });
        c("constantvalue_wrong_type", n -> { CB c = withMain(n); return c.field(0x18, "f", "I", c.attr("ConstantValue", new Buf().u2(c.lng(1)).get())).build(); });
        c("constantvalue_string_for_object", n -> { CB c = withMain(n); return c.field(0x18, "f", "Ljava/lang/Object;", c.attr("ConstantValue", new Buf().u2(c.str("s")).get())).build(); });
        c("constantvalue_bad_length", n -> { CB c = withMain(n); return c.field(0x18, "f", "I", c.attr("ConstantValue", new Buf().u2(c.integer(1)).u1(0).get())).build(); });
        c("constantvalue_duplicate", n -> { CB c = withMain(n); byte[] a = c.attr("ConstantValue", new Buf().u2(c.integer(1)).get()); return c.field(0x18, "f", "I", a, a).build(); });
        c("constantvalue_bad_index", n -> { CB c = withMain(n); return c.field(0x18, "f", "I", c.attr("ConstantValue", new Buf().u2(0x7fff).get())).build(); });
        c("constantvalue_nonstatic_ok", n -> { CB c = withMain(n); return c.field(0x10, "f", "I", c.attr("ConstantValue", new Buf().u2(c.lng(1)).get())).build(); });
        c("field_attr_truncated", n -> { CB c = withMain(n); c.fields.add(new Buf().u2(0).u2(c.utf8("f")).u2(c.utf8("I")).u2(1).u2(c.utf8("Foo")).u4(100).get()); return c.build(); });

        // ---- methods
        c("method_duplicate", n -> { CB c = withMain(n); return c.main(0, 1, RET, null).build(); });
        c("method_bad_name", n -> { CB c = withMain(n); return c.method(0x9, "a/b", "()V", c.code(0, 0, RET, null)).build(); });
        c("method_bad_name_angle", n -> { CB c = withMain(n); return c.method(0x9, "<foo>", "()V", c.code(0, 0, RET, null)).build(); });
        c("method_bad_desc", n -> { CB c = withMain(n); return c.method(0x9, "m", "(I", c.code(0, 1, RET, null)).build(); });
        c("method_desc_void_param", n -> { CB c = withMain(n); return c.method(0x9, "m", "(V)V", c.code(0, 1, RET, null)).build(); });
        c("method_desc_no_return", n -> { CB c = withMain(n); return c.method(0x9, "m", "()", c.code(0, 1, RET, null)).build(); });
        c("method_init_static", n -> { CB c = withMain(n); return c.method(0x9, "<init>", "()V", c.code(0, 0, RET, null)).build(); });
        c("method_init_returns_int", n -> { CB c = withMain(n); return c.method(0x1, "<init>", "()I", c.code(1, 1, b(3, 0xac), null)).build(); });
        c("method_clinit_with_args", n -> { CB c = withMain(n); return c.method(0x8, "<clinit>", "(I)V", c.code(0, 1, RET, null)).build(); });
        c("method_clinit_not_static_v51", n -> { CB c = withMain(n); return c.method(0x0, "<clinit>", "()V", c.code(0, 1, RET, null)).build(); });
        c("method_flags_abstract_final", n -> { CB c = withMain(n); c.access = 0x421; return c.method(0x411, "m", "()V").build(); });
        c("method_flags_abstract_static", n -> { CB c = withMain(n); c.access = 0x421; return c.method(0x409, "m", "()V").build(); });
        c("method_flags_public_private", n -> { CB c = withMain(n); return c.method(0x3, "m", "()V", c.code(0, 1, RET, null)).build(); });
        c("method_abstract_in_concrete", n -> { CB c = withMain(n); return c.method(0x401, "m", "()V").build(); });
        c("method_interface_not_public", n -> { CB c = std(n); c.access = 0x601; return c.method(0x401 & ~1, "m", "()V").build(); });
        c("method_no_code", n -> { CB c = withMain(n); return c.method(0x1, "m", "()V").build(); });
        c("method_code_on_abstract", n -> { CB c = withMain(n); c.access = 0x421; return c.method(0x401, "m", "()V", c.code(0, 1, RET, null)).build(); });
        c("method_code_on_native", n -> { CB c = withMain(n); return c.method(0x101, "m", "()V", c.code(0, 1, RET, null)).build(); });
        c("method_two_code", n -> { CB c = withMain(n); byte[] a = c.code(0, 1, RET, null); return c.method(0x1, "m", "()V", a, a).build(); });
        c("code_length_zero", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(0, 0, new byte[0], null)).build(); });
        c("code_attr_length_wrong", n -> {
            CB c = withMain(n);
            byte[] a = c.code(0, 0, RET, null);
            a[5] += 2; // attribute_length
            byte[] body = concat(a, b(0, 0));
            return c.method(0x9, "m", "()V", body).build();
        });
        c("code_args_exceed_locals", n -> { CB c = withMain(n); return c.method(0x9, "m", "(JI)V", c.code(0, 2, RET, null)).build(); });
        c("code_handler_bad_range", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(0, 0, b(0, 0xb1), new int[] {1, 1, 0, 0})).build(); });
        c("code_handler_end_beyond", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(0, 0, b(0, 0xb1), new int[] {0, 3, 0, 0})).build(); });
        c("code_handler_pc_beyond", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(0, 0, b(0, 0xb1), new int[] {0, 1, 5, 0})).build(); });
        c("code_handler_catch_not_class", n -> { CB c = withMain(n); int i = c.integer(4); return c.method(0x9, "m", "()V", c.code(1, 0, b(0, 0xb1, 0xbf), new int[] {0, 1, 2, i})).build(); });
        c("code_linenumber_bad_pc", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(0, 0, RET, null, c.attr("LineNumberTable", new Buf().u2(1).u2(5).u2(1).get()))).build(); });
        c("code_linenumber_bad_length", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(0, 0, RET, null, c.attr("LineNumberTable", new Buf().u2(2).u2(0).u2(1).get()))).build(); });
        c("code_stackmap_twice", n -> { CB c = withMain(n); byte[] s = c.attr("StackMapTable", new Buf().u2(0).get()); return c.method(0x9, "m", "()V", c.code(0, 0, RET, null, s, s)).build(); });
        c("exceptions_bad_index", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(0, 0, RET, null), c.attr("Exceptions", new Buf().u2(1).u2(c.integer(3)).get())).build(); });
        c("exceptions_bad_length", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(0, 0, RET, null), c.attr("Exceptions", new Buf().u2(2).u2(c.cls("java/lang/Error")).get())).build(); });
        c("code_too_long", n -> { CB c = withMain(n); byte[] code = new byte[65536]; code[65535] = (byte) 0xb1; return c.method(0x9, "m", "()V", c.code(0, 0, code, null)).build(); });
        c("method_signature_attr_bad", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(0, 0, RET, null), c.attr("Signature", new Buf().u2(c.integer(1)).get())).build(); });

        // ---- instructions (HotSpot: VerifyError at link time)
        c("insn_undefined_opcode", n -> withMainCode(n, 0, 1, b(0xcb, 0xb1)));
        c("insn_breakpoint", n -> withMainCode(n, 0, 1, b(0xca, 0xb1)));
        c("insn_branch_outside", n -> withMainCode(n, 0, 1, b(0xa7, 0x00, 0x10)));
        c("insn_branch_into_middle", n -> withMainCode(n, 1, 1, b(0xa7, 0x00, 0x04, 0x11, 0x00, 0x01, 0x57, 0xb1)));
        c("insn_truncated_operand", n -> withMainCode(n, 1, 1, b(0xb1, 0x11, 0x00)));
        c("insn_falls_off", n -> withMainCode(n, 0, 1, b(0x00)));
        c("insn_ldc_wrong_tag", n -> { CB c = std(n); int u = c.utf8("zz"); return c.main(1, 1, b(0x12, u, 0x57, 0xb1), null).build(); });
        c("insn_ldc_long", n -> { CB c = std(n); int l = c.lng(5); return c.main(2, 1, b(0x13, 0, l, 0x58, 0xb1), null).build(); });
        c("insn_ldc2w_int", n -> { CB c = std(n); int i = c.integer(5); return c.main(2, 1, b(0x14, 0, i, 0x58, 0xb1), null).build(); });
        c("insn_getstatic_methodref", n -> { CB c = std(n); int r = c.methodref("java/lang/Object", "hashCode", "()I"); return c.main(1, 1, b(0xb2, 0, r, 0x57, 0xb1), null).build(); });
        c("insn_invokevirtual_fieldref", n -> { CB c = std(n); int r = c.fieldref("java/lang/System", "out", "Ljava/io/PrintStream;"); return c.main(1, 1, b(0xb6, 0, r, 0xb1), null).build(); });
        c("insn_invokeinterface_zero_count", n -> { CB c = std(n); int r = c.imethodref("java/lang/Runnable", "run", "()V"); return c.main(1, 1, b(0x01, 0xb9, 0, r, 0, 0, 0xb1), null).build(); });
        c("insn_invokeinterface_nonzero_4th", n -> { CB c = std(n); int r = c.imethodref("java/lang/Runnable", "run", "()V"); return c.main(1, 1, b(0x01, 0xb9, 0, r, 1, 1, 0xb1), null).build(); });
        c("insn_local_out_of_range", n -> withMainCode(n, 1, 1, b(0x1b, 0x57, 0xb1)));
        c("insn_lload_second_slot", n -> withMainCode(n, 2, 2, b(0x1f, 0x58, 0xb1)));
        c("insn_newarray_bad_type", n -> withMainCode(n, 1, 1, b(0x04, 0xbc, 3, 0x57, 0xb1)));
        c("insn_tableswitch_low_gt_high", n -> withMainCode(n, 1, 1, b(0x03, 0xaa, 0, 0, 0, 0, 0, 0x10, 0, 0, 0, 1, 0, 0, 0, 0, 0xb1)));
        c("insn_lookupswitch_unsorted", n -> withMainCode(n, 1, 1, b(0x03, 0xab, 0, 0, 0, 0, 0, 0x1b, 0, 0, 0, 2, 0, 0, 0, 5, 0, 0, 0, 0x1b, 0, 0, 0, 1, 0, 0, 0, 0x1b, 0xb1)));
        c("insn_jsr_v51", n -> withMainCode(n, 1, 1, b(0xa8, 0, 4, 0xb1, 0x4c, 0xa9, 1)));
        c("insn_wide_bad", n -> withMainCode(n, 1, 1, b(0xc4, 0x00, 0, 0, 0xb1)));
        c("insn_multianewarray_zero_dims", n -> { CB c = std(n); int k = c.cls("[[I"); return c.main(1, 1, b(0xc5, 0, k, 0, 0x57, 0xb1), null).build(); });
        c("insn_new_not_class", n -> { CB c = std(n); int k = c.integer(1); return c.main(1, 1, b(0xbb, 0, k, 0x57, 0xb1), null).build(); });
        c("insn_invokedynamic_nonzero", n -> {
            CB c = std(n);
            int r = c.methodref("java/lang/Object", "hashCode", "()I");
            int h = c.mh(6, r);
            int d = c.dyn(18, 0, "x", "()V");
            c.attrs.add(c.attr("BootstrapMethods", new Buf().u2(1).u2(h).u2(0).get()));
            return c.main(0, 1, b(0xba, 0, d, 0, 1, 0xb1), null).build();
        });
        c("insn_cp_index_out_of_range", n -> withMainCode(n, 1, 1, b(0xb2, 0x7f, 0, 0x57, 0xb1)));

        // ---- class attributes
        c("sourcefile_bad_length", n -> { CB c = withMain(n); c.attrs.add(c.attr("SourceFile", new Buf().u2(c.utf8("A.java")).u2(0).get())); return c.build(); });
        c("sourcefile_bad_index", n -> { CB c = withMain(n); c.attrs.add(c.attr("SourceFile", new Buf().u2(c.integer(1)).get())); return c.build(); });
        c("sourcefile_twice", n -> { CB c = withMain(n); byte[] a = c.attr("SourceFile", new Buf().u2(c.utf8("A.java")).get()); c.attrs.add(a); c.attrs.add(a); return c.build(); });
        c("innerclasses_bad_length", n -> { CB c = withMain(n); c.attrs.add(c.attr("InnerClasses", new Buf().u2(1).u2(0).get())); return c.build(); });
        c("innerclasses_bad_inner", n -> { CB c = withMain(n); c.attrs.add(c.attr("InnerClasses", new Buf().u2(1).u2(c.integer(1)).u2(0).u2(0).u2(0).get())); return c.build(); });
        c("innerclasses_self_outer", n -> { CB c = withMain(n); int k = c.cls(n + "$I"); c.attrs.add(c.attr("InnerClasses", new Buf().u2(1).u2(k).u2(k).u2(c.utf8("I")).u2(0).get())); return c.build(); });
        c("innerclasses_duplicate", n -> { CB c = withMain(n); int k = c.cls(n + "$I"); int t = c.cls(n); int nm = c.utf8("I"); c.attrs.add(c.attr("InnerClasses", new Buf().u2(2).u2(k).u2(t).u2(nm).u2(8).u2(k).u2(t).u2(nm).u2(8).get())); return c.build(); });
        c("innerclasses_twice", n -> { CB c = withMain(n); byte[] a = c.attr("InnerClasses", new Buf().u2(0).get()); c.attrs.add(a); c.attrs.add(a); return c.build(); });
        c("innerclasses_bad_flags", n -> { CB c = withMain(n); int k = c.cls(n + "$I"); int t = c.cls(n); c.attrs.add(c.attr("InnerClasses", new Buf().u2(1).u2(k).u2(t).u2(c.utf8("I")).u2(0x0410).get())); return c.build(); });
        c("bootstrap_bad_mh", n -> { CB c = withMain(n); c.attrs.add(c.attr("BootstrapMethods", new Buf().u2(1).u2(c.integer(1)).u2(0).get())); return c.build(); });
        c("bootstrap_short", n -> { CB c = withMain(n); int r = c.methodref("java/lang/Object", "hashCode", "()I"); int h = c.mh(6, r); c.attrs.add(c.attr("BootstrapMethods", new Buf().u2(1).u2(h).u2(3).u2(1).get())); return c.build(); });
        c("bootstrap_bad_arg", n -> { CB c = withMain(n); int r = c.methodref("java/lang/Object", "hashCode", "()I"); int h = c.mh(6, r); c.attrs.add(c.attr("BootstrapMethods", new Buf().u2(1).u2(h).u2(1).u2(c.utf8("q")).get())); return c.build(); });
        c("bootstrap_twice", n -> { CB c = withMain(n); byte[] a = c.attr("BootstrapMethods", new Buf().u2(0).get()); c.attrs.add(a); c.attrs.add(a); return c.build(); });
        c("nesthost_twice", n -> { CB c = withMain(n); byte[] a = c.attr("NestHost", new Buf().u2(c.cls("X")).get()); c.attrs.add(a); c.attrs.add(a); return c.build(); });
        c("nesthost_and_members", n -> { CB c = withMain(n); c.attrs.add(c.attr("NestHost", new Buf().u2(c.cls("X")).get())); c.attrs.add(c.attr("NestMembers", new Buf().u2(0).get())); return c.build(); });
        c("nesthost_bad_length", n -> { CB c = withMain(n); c.attrs.add(c.attr("NestHost", new Buf().u2(c.cls("X")).u2(0).get())); return c.build(); });
        c("nestmembers_bad_index", n -> { CB c = withMain(n); c.attrs.add(c.attr("NestMembers", new Buf().u2(1).u2(c.integer(1)).get())); return c.build(); });
        c("permitted_bad_length", n -> { CB c = withMain(n); c.attrs.add(c.attr("PermittedSubclasses", new Buf().u2(2).u2(c.cls("X")).get())); return c.build(); });
        c("enclosingmethod_bad_length", n -> { CB c = withMain(n); c.attrs.add(c.attr("EnclosingMethod", new Buf().u2(c.cls("X")).get())); return c.build(); });
        c("enclosingmethod_bad_class", n -> { CB c = withMain(n); c.attrs.add(c.attr("EnclosingMethod", new Buf().u2(c.integer(1)).u2(0).get())); return c.build(); });
        c("record_bad_length", n -> { CB c = withMain(n); c.access = 0x31; c.attrs.add(c.attr("Record", new Buf().u2(1).u2(c.utf8("x")).get())); return c.build(); });
        c("record_bad_desc", n -> { CB c = withMain(n); c.access = 0x31; c.attrs.add(c.attr("Record", new Buf().u2(1).u2(c.utf8("x")).u2(c.utf8("Q")).u2(0).get())); return c.build(); });
        c("class_signature_bad", n -> { CB c = withMain(n); c.attrs.add(c.attr("Signature", new Buf().u2(c.integer(1)).get())); return c.build(); });
        c("unknown_attr_skipped", n -> { CB c = withMain(n); c.attrs.add(c.attr("Whatever", b(1, 2, 3))); return c.build(); });
        c("attr_length_overflows", n -> { CB c = withMain(n); c.attrs.add(new Buf().u2(c.utf8("Whatever")).u4(0x7fffffff).get()); return c.build(); });
        c("attr_name_not_utf8", n -> { CB c = withMain(n); c.attrs.add(new Buf().u2(c.integer(1)).u4(0).get()); return c.build(); });



        c("cp_truncated_after_bad_utf8", n -> { CB c = new CB(n); c.utf8raw(b('a', 0)); byte[] a = c.build(); return cut(a, 10 + c.cp.get().length); });
        c("cp_long_last_and_truncated", n -> { CB c = new CB(n); c.raw(null, b(5), 1); byte[] a = c.build(); return cut(a, 10 + c.cp.get().length); });
        c("field_duplicate_object", n -> withMain(n).field(0, "f", "Ljava/lang/String;").field(0, "f", "Ljava/lang/String;").build());

        // annotation attributes given twice
        for (String a : new String[] {"RuntimeVisibleAnnotations", "RuntimeInvisibleAnnotations", "RuntimeVisibleTypeAnnotations",
                "RuntimeInvisibleTypeAnnotations"}) {
            c("class_" + a + "_twice", n -> { CB c = withMain(n); byte[] x = c.attr(a, new Buf().u2(0).get()); c.attrs.add(x); c.attrs.add(x); return c.build(); });
            c("field_" + a + "_twice", n -> { CB c = withMain(n); byte[] x = c.attr(a, new Buf().u2(0).get()); return c.field(0, "f", "I", x, x).build(); });
            c("method_" + a + "_twice", n -> { CB c = withMain(n); byte[] x = c.attr(a, new Buf().u2(0).get()); return c.method(0x9, "m", "()V", c.code(0, 0, RET, null), x, x).build(); });
            c("record_" + a + "_twice", n -> { CB c = withMain(n); byte[] x = c.attr(a, new Buf().u2(0).get());
                c.attrs.add(c.attr("Record", new Buf().u2(1).u2(c.utf8("x")).u2(c.utf8("I")).u2(2).bytes(x).bytes(x).get())); return c.build(); });
        }
        for (String a : new String[] {"RuntimeVisibleParameterAnnotations", "RuntimeInvisibleParameterAnnotations", "AnnotationDefault"}) {
            c("method_" + a + "_twice", n -> { CB c = withMain(n); byte[] x = c.attr(a, new Buf().u1(0).get()); return c.method(0x9, "m", "()V", c.code(0, 0, RET, null), x, x).build(); });
        }
        c("code_rvta_twice", n -> { CB c = withMain(n); byte[] x = c.attr("RuntimeVisibleTypeAnnotations", new Buf().u2(0).get()); return c.method(0x9, "m", "()V", c.code(0, 0, RET, null, x, x)).build(); });
        c("class_rva_truncated_inside", n -> { CB c = withMain(n); c.attrs.add(c.attr("RuntimeVisibleAnnotations", new Buf().u2(5).get())); return c.build(); });
        c("record_signature_twice", n -> { CB c = withMain(n); byte[] x = c.attr("Signature", new Buf().u2(c.utf8("TT;")).get());
            c.attrs.add(c.attr("Record", new Buf().u2(1).u2(c.utf8("x")).u2(c.utf8("Ljava/lang/Object;")).u2(2).bytes(x).bytes(x).get())); return c.build(); });
        c("record_signature_bad_length", n -> { CB c = withMain(n); byte[] x = c.attr("Signature", new Buf().u2(c.utf8("TT;")).u1(0).get());
            c.attrs.add(c.attr("Record", new Buf().u2(1).u2(c.utf8("x")).u2(c.utf8("Ljava/lang/Object;")).u2(1).bytes(x).get())); return c.build(); });
        // old (inference) verifier, class files before 50
        c("old_branch_outside", n -> v49(n, 0, 1, b(0xa7, 0x00, 0x10)));
        c("old_local_overflow", n -> v49(n, 1, 1, b(0x1b, 0x57, 0xb1)));
        c("old_falls_off", n -> v49(n, 0, 1, b(0x00)));
        c("old_lookupswitch_unsorted", n -> v49(n, 1, 1, b(0x03, 0xab, 0, 0, 0, 0, 0, 0x1b, 0, 0, 0, 2, 0, 0, 0, 5, 0, 0, 0, 0x1b, 0, 0, 0, 1, 0, 0, 0, 0x1b, 0xb1)));
        c("old_bad_opcode", n -> v49(n, 0, 1, b(0xcb, 0, 0, 0xb1)));
        c("old_breakpoint", n -> v49(n, 0, 1, b(0xca, 0xb1)));
        c("old_padding", n -> v49(n, 1, 1, b(0x03, 0xab, 1, 0, 0, 0, 0, 0, 0x0b, 0, 0, 0, 0, 0xb1)));
        c("old_newarray_bad", n -> v49(n, 1, 1, b(0x04, 0xbc, 3, 0x57, 0xb1)));
        c("old_getstatic_methodref", n -> { CB c = std(n); c.major = 49; int r = c.methodref("java/lang/Object", "hashCode", "()I"); return c.main(1, 1, b(0xb2, 0, r, 0x57, 0xb1), null).build(); });
        c("old_cp_index_out_of_range", n -> v49(n, 1, 1, b(0xb2, 0x7f, 0, 0x57, 0xb1)));
        c("old_handler_mid_insn", n -> { CB c = std(n); c.major = 49; c.main(0, 1, RET, null); return c.method(0x9, "m", "()V", c.code(1, 0, b(0x11, 0, 1, 0x57, 0xb1), new int[] {1, 4, 4, 0})).build(); });
        c("old_truncated_operand", n -> v49(n, 1, 1, b(0xb1, 0x11, 0x00)));
        c("old_invokeinterface_count", n -> { CB c = std(n); c.major = 49; int r = c.imethodref("java/lang/Runnable", "run", "()V"); return c.main(1, 1, b(0x01, 0xb9, 0, r, 2, 0, 0xb1), null).build(); });
        c("old_lload_overflow", n -> v49(n, 2, 2, b(0x1f, 0x58, 0xb1)));
        c("old_multianewarray_zero", n -> { CB c = std(n); c.major = 49; int k = c.cls("[[I"); return c.main(1, 1, b(0xc5, 0, k, 0, 0x57, 0xb1), null).build(); });
        c("old_invokevirtual_init", n -> { CB c = std(n); c.major = 49; int r = c.methodref("java/lang/Object", "<init>", "()V"); return c.main(1, 1, b(0x01, 0xb6, 0, r, 0xb1), null).build(); });
        c("old_new_array", n -> { CB c = std(n); c.major = 49; int k = c.cls("[I"); return c.main(1, 1, b(0xbb, 0, k, 0x57, 0xb1), null).build(); });
        c("old_wide_bad", n -> v49(n, 1, 1, b(0xc4, 0x00, 0, 0, 0xb1)));
        c("v50_branch_outside", n -> { CB c = std(n); c.major = 50; return c.main(0, 1, b(0xa7, 0x00, 0x10), null).build(); });
        // ---- second round: messages found by differential fuzzing, and guesses to confirm
        for (int op = 0xcb; op <= 0xff; op++) {
            final int o = op;
            c(String.format("insn_opcode_%02x", op), n -> withMainCode(n, 2, 2, b(o, 0, 0, 0, 0, 0xb1)));
        }
        c("insn_ret_v51", n -> withMainCode(n, 1, 2, b(0xa9, 1, 0xb1)));
        c("insn_jsr_w_v51", n -> withMainCode(n, 1, 1, b(0xc9, 0, 0, 0, 5, 0xb1)));
        c("insn_jsr_ret_v49_ok", n -> { CB c = std(n); c.major = 49; return c.main(1, 2, b(0xa8, 0, 4, 0xb1, 0x4c, 0xa9, 1), null).build(); });
        c("insn_lstore_overflow", n -> withMainCode(n, 2, 2, b(0x09, 0x40, 0xb1)));
        c("insn_istore_overflow", n -> withMainCode(n, 1, 1, b(0x03, 0x3c, 0xb1)));
        c("insn_wide_iload_overflow", n -> withMainCode(n, 1, 1, b(0xc4, 0x15, 0x01, 0x00, 0x57, 0xb1)));
        c("insn_iinc_overflow", n -> withMainCode(n, 0, 1, b(0x84, 5, 1, 0xb1)));
        c("insn_lookupswitch_negative", n -> withMainCode(n, 1, 1, b(0x03, 0xab, 0, 0, 0, 0, 0, 0x1b, 0xff, 0xff, 0xff, 0xff, 0xb1)));
        c("insn_tableswitch_bad_target", n -> withMainCode(n, 1, 1, b(0x03, 0xaa, 0, 0, 0, 0, 0, 0x10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10, 0xb1)));
        c("insn_switch_padding_v50", n -> { CB c = std(n); c.major = 50; return c.main(1, 1, b(0x03, 0xab, 1, 0, 0, 0, 0, 0, 0x0b, 0, 0, 0, 0, 0xb1), null).build(); });
        c("insn_new_array_class", n -> { CB c = std(n); int k = c.cls("[I"); return c.main(1, 1, b(0xbb, 0, k, 0x57, 0xb1), null).build(); });
        c("insn_anewarray_255", n -> { CB c = std(n); int k = c.cls("[".repeat(255) + "I"); return c.main(1, 1, b(0x04, 0xbd, 0, k, 0x57, 0xb1), null).build(); });
        c("insn_multianewarray_not_array", n -> { CB c = std(n); int k = c.cls("java/lang/Object"); return c.main(1, 1, b(0x04, 0xc5, 0, k, 1, 0x57, 0xb1), null).build(); });
        c("insn_multianewarray_too_many_dims", n -> { CB c = std(n); int k = c.cls("[[I"); return c.main(3, 1, b(0x04, 0x04, 0x04, 0xc5, 0, k, 3, 0x57, 0xb1), null).build(); });
        c("insn_invokestatic_clinit", n -> { CB c = std(n); int r = c.methodref(n, "<init>", "()V"); return c.main(0, 1, b(0xb8, 0, r, 0xb1), null).build(); });
        c("insn_invokevirtual_init", n -> { CB c = std(n); int r = c.methodref("java/lang/Object", "<init>", "()V"); return c.main(1, 1, b(0x01, 0xb6, 0, r, 0xb1), null).build(); });
        c("insn_invokespecial_interface_v51", n -> { CB c = std(n); c.major = 51; int r = c.imethodref("java/lang/Runnable", "run", "()V"); return c.main(1, 1, b(0x01, 0xb7, 0, r, 0xb1), null).build(); });
        c("insn_ldc_class_v48", n -> { CB c = std(n); c.major = 48; int k = c.cls("java/lang/Object"); return c.main(1, 1, b(0x12, k, 0x57, 0xb1), null).build(); });
        c("insn_ldc_index_zero", n -> withMainCode(n, 1, 1, b(0x12, 0, 0x57, 0xb1)));
        c("insn_falls_off_after_goto_unreachable", n -> withMainCode(n, 0, 1, b(0xb1, 0x00)));
        c("insn_falls_off_jsr_v49", n -> { CB c = std(n); c.major = 49; return c.main(1, 2, b(0xa8, 0, 3, 0x4c, 0xa9, 1), null).build(); });
        c("handler_start_mid_insn", n -> { CB c = withMain(n); return c.method(0x9, "m", "(I)V", c.code(1, 1, b(0x11, 0, 1, 0x57, 0xb1), new int[] {1, 4, 4, 0})).build(); });
        c("handler_end_mid_insn", n -> { CB c = withMain(n); return c.method(0x9, "m", "(J)V", c.code(1, 2, b(0x11, 0, 1, 0x57, 0xb1), new int[] {0, 2, 4, 0})).build(); });
        c("handler_pc_mid_insn", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(1, 0, b(0x11, 0, 1, 0x57, 0xb1), new int[] {0, 3, 2, 0})).build(); });
        c("lvt_start_mid_insn", n -> { CB c = withMain(n); return c.method(0x9, "m", "(I[Ljava/lang/String;)J", c.code(2, 2, b(0x11, 0, 1, 0x57, 0x09, 0xad), null,
            c.attr("LocalVariableTable", new Buf().u2(1).u2(1).u2(2).u2(c.utf8("x")).u2(c.utf8("I")).u2(0).get()))).build(); });
        c("lvt_length_mid_insn", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(1, 1, b(0x11, 0, 1, 0x57, 0xb1), null,
            c.attr("LocalVariableTable", new Buf().u2(1).u2(0).u2(2).u2(c.utf8("x")).u2(c.utf8("I")).u2(0).get()))).build(); });
        c("lvt_bad_start", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(1, 1, RET, null,
            c.attr("LocalVariableTable", new Buf().u2(1).u2(3).u2(0).u2(c.utf8("x")).u2(c.utf8("I")).u2(0).get()))).build(); });
        c("lvt_bad_length", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(1, 1, RET, null,
            c.attr("LocalVariableTable", new Buf().u2(1).u2(0).u2(3).u2(c.utf8("x")).u2(c.utf8("I")).u2(0).get()))).build(); });
        c("lvt_bad_name", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(1, 1, RET, null,
            c.attr("LocalVariableTable", new Buf().u2(1).u2(0).u2(1).u2(c.utf8("a.b")).u2(c.utf8("I")).u2(0).get()))).build(); });
        c("lvt_bad_desc", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(1, 1, RET, null,
            c.attr("LocalVariableTable", new Buf().u2(1).u2(0).u2(1).u2(c.utf8("x")).u2(c.utf8("Q")).u2(0).get()))).build(); });
        c("lvt_bad_index", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(1, 1, RET, null,
            c.attr("LocalVariableTable", new Buf().u2(1).u2(0).u2(1).u2(c.utf8("x")).u2(c.utf8("J")).u2(0).get()))).build(); });
        c("lvt_name_not_utf8", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(1, 1, RET, null,
            c.attr("LocalVariableTable", new Buf().u2(1).u2(0).u2(1).u2(c.integer(9)).u2(c.utf8("I")).u2(0).get()))).build(); });
        c("lvt_wrong_length", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(1, 1, RET, null,
            c.attr("LocalVariableTable", new Buf().u2(2).u2(0).u2(1).u2(c.utf8("x")).u2(c.utf8("I")).u2(0).get()))).build(); });
        c("lvt_duplicate", n -> { CB c = withMain(n); byte[] e = new Buf().u2(0).u2(1).u2(c.utf8("x")).u2(c.utf8("I")).u2(0).get();
            return c.method(0x9, "m", "()V", c.code(1, 1, RET, null, c.attr("LocalVariableTable", new Buf().u2(2).bytes(e).bytes(e).get()))).build(); });
        c("lvtt_unmatched", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(1, 1, RET, null,
            c.attr("LocalVariableTypeTable", new Buf().u2(1).u2(0).u2(1).u2(c.utf8("x")).u2(c.utf8("TT;")).u2(0).get()))).build(); });
        c("lvtt_matched_ok", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(1, 1, RET, null,
            c.attr("LocalVariableTable", new Buf().u2(1).u2(0).u2(1).u2(c.utf8("x")).u2(c.utf8("Ljava/lang/Object;")).u2(0).get()),
            c.attr("LocalVariableTypeTable", new Buf().u2(1).u2(0).u2(1).u2(c.utf8("x")).u2(c.utf8("TT;")).u2(0).get()))).build(); });
        c("field_attr_name_bad", n -> { CB c = withMain(n); c.fields.add(new Buf().u2(0).u2(c.utf8("f")).u2(c.utf8("I")).u2(1).u2(c.integer(1)).u4(0).get()); return c.build(); });
        c("method_attr_name_bad", n -> { CB c = withMain(n); c.methods.add(new Buf().u2(0x9).u2(c.utf8("m")).u2(c.utf8("()V")).u2(1).u2(c.integer(1)).u4(0).get()); return c.build(); });
        c("code_attr_name_bad", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(0, 0, RET, null, new Buf().u2(c.integer(1)).u4(0).get())).build(); });
        c("field_synthetic_bad_length", n -> { CB c = withMain(n); return c.field(0, "f", "I", c.attr("Synthetic", b(0))).build(); });
        c("method_deprecated_bad_length", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.code(0, 0, RET, null), c.attr("Deprecated", b(0))).build(); });
        c("class_synthetic_bad_length", n -> { CB c = withMain(n); c.attrs.add(c.attr("Synthetic", b(0))); return c.build(); });
        c("field_signature_twice", n -> { CB c = withMain(n); byte[] a = c.attr("Signature", new Buf().u2(c.utf8("TT;")).get()); return c.field(0, "f", "Ljava/lang/Object;", a, a).build(); });
        c("field_signature_bad_length", n -> { CB c = withMain(n); return c.field(0, "f", "Ljava/lang/Object;", c.attr("Signature", new Buf().u2(c.utf8("TT;")).u1(0).get())).build(); });
        c("method_signature_twice", n -> { CB c = withMain(n); byte[] a = c.attr("Signature", new Buf().u2(c.utf8("()V")).get()); return c.method(0x9, "m", "()V", c.code(0, 0, RET, null), a, a).build(); });
        c("class_signature_twice", n -> { CB c = withMain(n); byte[] a = c.attr("Signature", new Buf().u2(c.utf8("Ljava/lang/Object;")).get()); c.attrs.add(a); c.attrs.add(a); return c.build(); });
        c("class_signature_bad_length", n -> { CB c = withMain(n); c.attrs.add(c.attr("Signature", new Buf().u2(c.utf8("Ljava/lang/Object;")).u2(0).get())); return c.build(); });
        c("method_exceptions_twice", n -> { CB c = withMain(n); byte[] a = c.attr("Exceptions", new Buf().u2(0).get()); return c.method(0x9, "m", "()V", c.code(0, 0, RET, null), a, a).build(); });
        c("exceptions_wrong_length_not_last", n -> { CB c = withMain(n); return c.method(0x9, "m", "()V", c.attr("Exceptions", new Buf().u2(0).u2(0).get()), c.code(0, 0, RET, null)).build(); });
        c("method_parameters_bad_length", n -> { CB c = withMain(n); return c.method(0x9, "m", "(I)V", c.code(0, 1, RET, null), c.attr("MethodParameters", new Buf().u1(1).u2(0).u2(0).u2(0).get())).build(); });
        c("method_parameters_twice", n -> { CB c = withMain(n); byte[] a = c.attr("MethodParameters", new Buf().u1(0).get()); return c.method(0x9, "m", "()V", c.code(0, 0, RET, null), a, a).build(); });
        c("method_too_many_args", n -> { CB c = withMain(n); return c.method(0x9, "m", "(" + "J".repeat(128) + ")V", c.code(0, 256, RET, null)).build(); });
        c("method_255_arg_slots_ok", n -> { CB c = withMain(n); return c.method(0x9, "m", "(" + "J".repeat(127) + "I)V", c.code(0, 255, RET, null)).build(); });
        c("interface_init", n -> { CB c = std(n); c.access = 0x601; return c.method(0x1, "<init>", "()V", c.code(0, 1, RET, null)).build(); });
        c("interface_super_not_object", n -> { CB c = std(n); c.access = 0x601; c.superIdx = c.cls("java/lang/Number"); return c.build(); });
        c("interface_method_v51_not_abstract", n -> { CB c = std(n); c.major = 51; c.access = 0x601; return c.method(0x1, "m", "()V", c.code(0, 1, RET, null)).build(); });
        c("interface_field_v61_ok", n -> { CB c = std(n); c.access = 0x601; return c.field(0x19, "F", "I").build(); });
        c("nat_empty_name", n -> { CB c = std(n); c.nat("", "I"); return c.main(0, 1, RET, null).build(); });
        c("nat_empty_desc", n -> { CB c = std(n); c.nat("x", ""); return c.main(0, 1, RET, null).build(); });
        c("field_desc_bad_class_name", n -> withMain(n).field(0, "f", "La.b;").build());
        c("field_desc_empty_class_name", n -> withMain(n).field(0, "f", "L;").build());
        c("constantvalue_array", n -> { CB c = withMain(n); return c.field(0x18, "f", "[I", c.attr("ConstantValue", new Buf().u2(c.integer(1)).get())).build(); });
        c("constantvalue_long_second_slot", n -> { CB c = withMain(n); int l = c.lng(7); return c.field(0x18, "f", "J", c.attr("ConstantValue", new Buf().u2(l + 1).get())).build(); });
        c("enclosingmethod_zero_class", n -> { CB c = withMain(n); c.attrs.add(c.attr("EnclosingMethod", new Buf().u2(0).u2(0).get())); return c.build(); });
        c("enclosingmethod_bad_method", n -> { CB c = withMain(n); c.attrs.add(c.attr("EnclosingMethod", new Buf().u2(c.cls("X")).u2(c.utf8("m")).get())); return c.build(); });
        c("enclosingmethod_twice", n -> { CB c = withMain(n); byte[] a = c.attr("EnclosingMethod", new Buf().u2(c.cls("X")).u2(0).get()); c.attrs.add(a); c.attrs.add(a); return c.build(); });
        c("permitted_in_final", n -> { CB c = withMain(n); c.access = 0x31; c.attrs.add(c.attr("PermittedSubclasses", new Buf().u2(1).u2(c.cls("X")).get())); return c.build(); });
        c("permitted_twice", n -> { CB c = withMain(n); byte[] a = c.attr("PermittedSubclasses", new Buf().u2(0).get()); c.attrs.add(a); c.attrs.add(a); return c.build(); });
        c("permitted_bad_index", n -> { CB c = withMain(n); c.attrs.add(c.attr("PermittedSubclasses", new Buf().u2(1).u2(c.utf8("X")).get())); return c.build(); });
        c("permitted_in_v60_ignored", n -> { CB c = withMain(n); c.major = 60; c.attrs.add(c.attr("PermittedSubclasses", new Buf().u2(1).u2(c.utf8("X")).get())); return c.build(); });
        c("nestmembers_wrong_length", n -> { CB c = withMain(n); c.attrs.add(c.attr("NestMembers", new Buf().u2(0).u2(0).get())); c.attrs.add(c.attr("SourceFile", new Buf().u2(c.utf8("A.java")).get())); return c.build(); });
        c("nestmembers_twice", n -> { CB c = withMain(n); byte[] a = c.attr("NestMembers", new Buf().u2(0).get()); c.attrs.add(a); c.attrs.add(a); return c.build(); });
        c("members_then_host", n -> { CB c = withMain(n); c.attrs.add(c.attr("NestMembers", new Buf().u2(0).get())); c.attrs.add(c.attr("NestHost", new Buf().u2(c.cls("X")).get())); return c.build(); });
        c("nesthost_bad_index", n -> { CB c = withMain(n); c.attrs.add(c.attr("NestHost", new Buf().u2(c.utf8("X")).get())); return c.build(); });
        c("nesthost_in_v54_ignored", n -> { CB c = withMain(n); c.major = 54; c.attrs.add(c.attr("NestHost", new Buf().u2(c.utf8("X")).u1(0).get())); return c.build(); });
        c("innerclasses_wrong_length", n -> { CB c = withMain(n); c.attrs.add(c.attr("InnerClasses", new Buf().u2(0).u2(0).get())); c.attrs.add(c.attr("SourceFile", new Buf().u2(c.utf8("A.java")).get())); return c.build(); });
        c("innerclasses_bad_outer", n -> { CB c = withMain(n); int k = c.cls(n + "$I"); c.attrs.add(c.attr("InnerClasses", new Buf().u2(1).u2(k).u2(c.utf8("q")).u2(0).u2(0).get())); return c.build(); });
        c("innerclasses_bad_name", n -> { CB c = withMain(n); int k = c.cls(n + "$I"); c.attrs.add(c.attr("InnerClasses", new Buf().u2(1).u2(k).u2(0).u2(c.integer(3)).u2(0).get())); return c.build(); });
        c("record_wrong_length", n -> { CB c = withMain(n); c.access = 0x31; c.attrs.add(c.attr("Record", new Buf().u2(0).u2(0).get())); c.attrs.add(c.attr("SourceFile", new Buf().u2(c.utf8("A.java")).get())); return c.build(); });
        c("record_twice", n -> { CB c = withMain(n); byte[] a = c.attr("Record", new Buf().u2(0).get()); c.attrs.add(a); c.attrs.add(a); return c.build(); });
        c("record_bad_name", n -> { CB c = withMain(n); c.attrs.add(c.attr("Record", new Buf().u2(1).u2(c.utf8("a;b")).u2(c.utf8("I")).u2(0).get())); return c.build(); });
        c("record_in_v59_ignored", n -> { CB c = withMain(n); c.major = 59; c.attrs.add(c.attr("Record", new Buf().u2(9).get())); return c.build(); });
        c("bootstrap_bad_length", n -> { CB c = withMain(n); c.attrs.add(c.attr("BootstrapMethods", b(0))); return c.build(); });
        c("bootstrap_extra_bytes", n -> { CB c = withMain(n); int r = c.methodref("java/lang/Object", "hashCode", "()I"); int h = c.mh(6, r); c.attrs.add(c.attr("BootstrapMethods", new Buf().u2(1).u2(h).u2(0).u2(0).get())); return c.build(); });
        c("bootstrap_in_v50_ignored", n -> { CB c = withMain(n); c.major = 50; c.attrs.add(c.attr("BootstrapMethods", b(0))); return c.build(); });
        c("sourcedebug_twice", n -> { CB c = withMain(n); byte[] a = c.attr("SourceDebugExtension", b('x')); c.attrs.add(a); c.attrs.add(a); return c.build(); });
        c("class_name_pre49_rules", n -> { CB c = std(n); c.major = 48; c.cls("a-b"); return c.main(0, 1, RET, null).build(); });
        c("field_name_pre49_rules", n -> { CB c = std(n); c.major = 48; return c.main(0, 1, RET, null).field(0, "1x", "I").build(); });
        c("utf8_overlong_v47_ok", n -> { CB c = std(n); c.major = 47; c.utf8raw(b('a', 0xe0, 0x80, 0x80)); return c.main(0, 1, RET, null).build(); });
        c("cp_dynamic_method_desc", n -> {
            CB c = std(n); c.major = 55;
            int r = c.methodref("java/lang/Object", "hashCode", "()I"); int h = c.mh(6, r);
            c.dyn(17, 0, "x", "()I");
            c.attrs.add(c.attr("BootstrapMethods", new Buf().u2(1).u2(h).u2(0).get()));
            return c.main(0, 1, RET, null).build();
        });
        c("cp_mh_interface_v51", n -> { CB c = std(n); c.major = 51; int r = c.imethodref("java/lang/Runnable", "run", "()V"); c.mh(6, r); return c.main(0, 1, RET, null).build(); });
        c("cp_mh_kind9_not_interface", n -> { CB c = std(n); int r = c.methodref("java/lang/Object", "hashCode", "()I"); c.mh(9, r); return c.main(0, 1, RET, null).build(); });
        c("cp_mh_ref_out_of_range", n -> { CB c = std(n); c.mh(5, 0x7ff0); return c.main(0, 1, RET, null).build(); });
        c("cp_module_tag_v52", n -> { CB c = std(n); c.major = 52; int u = c.utf8("m"); c.raw(null, b(19, u >> 8, u), 1); return c.main(0, 1, RET, null).build(); });
        c("cp_module_tag_then_bad_flags", n -> { CB c = withMain(n); int u = c.utf8("m"); c.raw(null, b(20, u >> 8, u), 1); c.access = 0x431; return c.build(); });
        c("class_flags_module_v52", n -> { CB c = withMain(n); c.major = 52; c.access = 0x8021; return c.build(); });
    }

    static byte[] v49(String n, int stack, int locals, byte[] code) {
        CB c = std(n);
        c.major = 49;
        return c.main(stack, locals, code, null).build();
    }

    static byte[] withMainCode(String n, int stack, int locals, byte[] code) {
        return std(n).main(stack, locals, code, null).build();
    }
}
