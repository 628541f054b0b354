/*
 * HprofCheck -- a strict reader of binary HPROF files ("JAVA PROFILE 1.0.1"
 * and "1.0.2"), test code run on the host JDK.  It parses the whole file and
 * fails (exit 1, "HprofCheck: error: ..." on stderr) on anything a heap
 * analyser could trip over:
 *   - a record or sub-record whose length does not match its body, a tag it
 *     does not know, a segment in a 1.0.1 file, a dump without its END;
 *   - an ID that does not resolve: UTF8 names (used after their record),
 *     frames in traces, trace serials (of objects, roots, threads, sites,
 *     samples), class serials (frames, sites, UNLOAD CLASS), and in each
 *     heap dump every object reference (roots, statics, super/loader/
 *     signers/domain, instance fields, array elements) must be 0 or an
 *     object of that same dump;
 *   - an instance whose class (or a superclass) has no CLASS DUMP in its
 *     dump or no LOAD CLASS, whose value bytes differ from the sum of its
 *     class chain's fields, or a CLASS DUMP whose instance size is below
 *     that sum (it is the VM's object size, header included); an array whose class has none (a primitive array's
 *     class is the LOAD CLASS named "[I", "[B", ...).
 * Thread serials are not IDs: the VM's own threads have none of their own
 * START THREAD, so they are only counted.
 *
 * Output (stdout): "header <version> idsize <n>", "record <TAG> <count>"
 * per tag, per heap dump "dump <k> segments=<n> roots=<n> classes=<n>
 * instances=<n> objarrays=<n> primarrays=<n>" then "dump <k> class <name>
 * <count> <bytes>" per class with objects (bytes: value bytes of the
 * records, elements for arrays), "ok" at the end.
 *
 * HprofCheck --records <file> adds "at <offset> <TAG>" per record, and
 * HprofCheck --patch <in> <out> <offset> <byte|truncate> writes a copy with
 * one byte replaced (or cut at offset): the self-check test corrupts files
 * with them and expects the plain reader to reject each copy.
 *
 * HprofCheck --ascii <java.hprof.txt> instead prints the per-class counts
 * of the last HEAP DUMP of an ASCII profile: "class <name> <count> <sz
 * bytes>", names in the same internal form.
 */
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

public class HprofCheck {
    static final class Bad extends RuntimeException {
        Bad(String m) { super(m); }
    }

    static void fail(String m) { throw new Bad(m); }

    static final String[] TAG_NAMES = new String[256];
    static {
        TAG_NAMES[0x01] = "UTF8"; TAG_NAMES[0x02] = "LOAD_CLASS"; TAG_NAMES[0x03] = "UNLOAD_CLASS";
        TAG_NAMES[0x04] = "FRAME"; TAG_NAMES[0x05] = "TRACE"; TAG_NAMES[0x06] = "ALLOC_SITES";
        TAG_NAMES[0x07] = "HEAP_SUMMARY"; TAG_NAMES[0x0A] = "START_THREAD"; TAG_NAMES[0x0B] = "END_THREAD";
        TAG_NAMES[0x0C] = "HEAP_DUMP"; TAG_NAMES[0x0D] = "CPU_SAMPLES"; TAG_NAMES[0x0E] = "CONTROL_SETTINGS";
        TAG_NAMES[0x1C] = "HEAP_DUMP_SEGMENT"; TAG_NAMES[0x2C] = "HEAP_DUMP_END";
    }

    final byte[] b;
    int idSize;
    boolean v102;
    final Map<Long, String> utf8 = new HashMap<>();
    final Map<Integer, long[]> loadClass = new HashMap<>();   // serial -> {class obj id, name id}
    final Map<Long, String> classNameById = new HashMap<>();   // class obj id -> name
    final Set<String> loadedNames = new HashSet<>();
    final Set<Long> frames = new HashSet<>();
    final Set<Integer> traces = new HashSet<>();
    final Set<Integer> threads = new HashSet<>();
    final Map<String, Integer> tagCounts = new TreeMap<>();
    final List<int[]> dumpRanges = new ArrayList<>();          // body ranges of the current dump
    int dumps;
    boolean listRecords;
    final StringBuilder out = new StringBuilder();

    HprofCheck(byte[] b) { this.b = b; }

    // ---- primitive reads at absolute positions, bounded by `end` ------------------
    int pos, end;

    void need(int n) {
        if (n < 0 || end - pos < n) fail("a field runs past its record at offset " + pos);
    }
    int u1() { need(1); return b[pos++] & 0xff; }
    int u2() { need(2); int v = (b[pos] & 0xff) << 8 | (b[pos + 1] & 0xff); pos += 2; return v; }
    int u4() {
        need(4);
        int v = (b[pos] & 0xff) << 24 | (b[pos + 1] & 0xff) << 16 | (b[pos + 2] & 0xff) << 8 | (b[pos + 3] & 0xff);
        pos += 4;
        return v;
    }
    long u8() { long hi = u4() & 0xffffffffL; return hi << 32 | (u4() & 0xffffffffL); }
    long id() { return idSize == 4 ? (u4() & 0xffffffffL) : u8(); }
    void skip(long n) { if (n > Integer.MAX_VALUE) fail("huge skip"); need((int) n); pos += (int) n; }

    String name(long nid, String what) {
        String s = utf8.get(nid);
        if (s == null) fail(what + ": UTF8 id " + nid + " does not resolve (offset " + pos + ")");
        return s;
    }
    void trace(int serial, String what) {
        if (!traces.contains(serial)) fail(what + ": trace serial " + serial + " does not resolve");
    }
    void classSerial(int serial, String what) {
        if (serial != 0 && !loadClass.containsKey(serial)) fail(what + ": class serial " + serial + " has no LOAD CLASS");
    }

    int typeSize(int ty) {
        switch (ty) {
            case 2: return idSize;
            case 4: case 8: return 1;
            case 5: case 9: return 2;
            case 6: case 10: return 4;
            case 7: case 11: return 8;
            default: fail("bad basic type " + ty + " at offset " + pos); return 0;
        }
    }

    // ---- the file ------------------------------------------------------------------
    void run() {
        pos = 0;
        end = b.length;
        int z = 0;
        while (z < b.length && b[z] != 0) z++;
        if (z == b.length) fail("no NUL after the header string");
        String head = new String(b, 0, z, StandardCharsets.ISO_8859_1);
        if (head.equals("JAVA PROFILE 1.0.2")) v102 = true;
        else if (!head.equals("JAVA PROFILE 1.0.1")) fail("header '" + head + "'");
        pos = z + 1;
        idSize = u4();
        if (idSize != 4 && idSize != 8) fail("identifier size " + idSize);
        u8();
        out.append("header ").append(head).append(" idsize ").append(idSize).append('\n');
        boolean inSegments = false;
        boolean first = true;
        while (pos < b.length) {
            end = b.length;
            int at = pos;
            int tag = u1();
            u4();
            long len = u4() & 0xffffffffL;
            if (len > b.length - pos) fail("record at " + at + " (tag 0x" + Integer.toHexString(tag) + ") says " + len + " bytes, " + (b.length - pos) + " remain");
            String tn = TAG_NAMES[tag];
            if (tn == null) fail("unknown record tag 0x" + Integer.toHexString(tag) + " at " + at);
            if (first && tag != 0x0E) fail("the first record is not CONTROL SETTINGS");
            first = false;
            tagCounts.merge(tn, 1, Integer::sum);
            if (listRecords) out.append("at ").append(at).append(' ').append(tn).append('\n');
            end = pos + (int) len;
            if (inSegments && tag != 0x1C && tag != 0x2C) fail(tn + " inside a segmented heap dump (no HEAP DUMP END)");
            switch (tag) {
                case 0x01: {
                    long nid = id();
                    if (nid == 0 || utf8.containsKey(nid)) fail("UTF8 id " + nid + " zero or repeated");
                    utf8.put(nid, new String(b, pos, end - pos, StandardCharsets.UTF_8));
                    pos = end;
                    break;
                }
                case 0x02: {
                    int serial = u4();
                    long cid = id();
                    int tr = u4();
                    long nid = id();
                    if (serial == 0 || loadClass.containsKey(serial)) fail("LOAD CLASS serial " + serial + " zero or repeated");
                    trace(tr, "LOAD CLASS");
                    String n = name(nid, "LOAD CLASS");
                    loadClass.put(serial, new long[] {cid, nid});
                    classNameById.put(cid, n);
                    loadedNames.add(n);
                    break;
                }
                case 0x03: classSerial(u4(), "UNLOAD CLASS"); break;
                case 0x04: {
                    long fid = id();
                    name(id(), "FRAME method");
                    name(id(), "FRAME signature");
                    name(id(), "FRAME source");
                    classSerial(u4(), "FRAME");
                    int line = u4();
                    if (line < -3) fail("FRAME line " + line);
                    if (!frames.add(fid)) fail("FRAME id " + fid + " repeated");
                    break;
                }
                case 0x05: {
                    int serial = u4();
                    u4();
                    int n = u4();
                    if (n < 0 || (long) n * idSize != end - pos) fail("TRACE " + serial + ": " + n + " frames in " + (end - pos) + " bytes");
                    for (int i = 0; i < n; i++) {
                        long f = id();
                        if (!frames.contains(f)) fail("TRACE " + serial + ": frame " + f + " does not resolve");
                    }
                    if (!traces.add(serial)) fail("TRACE serial " + serial + " repeated");
                    break;
                }
                case 0x06: {
                    u2();
                    u4();
                    u4(); u4(); u8(); u8();
                    int n = u4();
                    if ((long) n * 25 != end - pos) fail("ALLOC SITES: " + n + " sites in " + (end - pos) + " bytes");
                    for (int i = 0; i < n; i++) {
                        int kind = u1();
                        if (kind != 0 && kind != 2 && (kind < 4 || kind > 11)) fail("ALLOC SITES: array kind " + kind);
                        classSerial(u4(), "ALLOC SITES");
                        trace(u4(), "ALLOC SITES");
                        u4(); u4(); u4(); u4();
                    }
                    out.append("sites rows=").append(n).append('\n');
                    break;
                }
                case 0x07: u4(); u4(); u8(); u8(); break;
                case 0x0A: {
                    int serial = u4();
                    id();
                    trace(u4(), "START THREAD");
                    name(id(), "START THREAD name");
                    name(id(), "START THREAD group");
                    name(id(), "START THREAD parent group");
                    if (serial == 0 || !threads.add(serial)) fail("START THREAD serial " + serial + " zero or repeated");
                    break;
                }
                case 0x0B: {
                    int serial = u4();
                    if (!threads.contains(serial)) fail("END THREAD " + serial + " without START THREAD");
                    break;
                }
                case 0x0C:
                    dumpRanges.clear();
                    dumpRanges.add(new int[] {pos, end});
                    pos = end;
                    checkDump("HEAP_DUMP");
                    break;
                case 0x0D: {
                    int total = u4();
                    int n = u4();
                    if ((long) n * 8 != end - pos) fail("CPU SAMPLES: " + n + " traces in " + (end - pos) + " bytes");
                    long sum = 0;
                    for (int i = 0; i < n; i++) {
                        sum += u4();
                        trace(u4(), "CPU SAMPLES");
                    }
                    if (sum > (total & 0xffffffffL)) fail("CPU SAMPLES: rows count " + sum + " of " + total);
                    out.append("samples total=").append(total).append(" traces=").append(n).append('\n');
                    break;
                }
                case 0x0E: u4(); u2(); break;
                case 0x1C:
                    if (!v102) fail("HEAP DUMP SEGMENT in a 1.0.1 file");
                    if (!inSegments) dumpRanges.clear();
                    inSegments = true;
                    dumpRanges.add(new int[] {pos, end});
                    pos = end;
                    break;
                case 0x2C:
                    if (!v102) fail("HEAP DUMP END in a 1.0.1 file");
                    if (!inSegments) fail("HEAP DUMP END without segments");
                    inSegments = false;
                    checkDump("SEGMENTS");
                    break;
                default:
                    fail("unhandled tag");
            }
            if (pos != end) fail(tn + " record at " + at + ": " + (end - pos) + " bytes left over of " + len);
        }
        if (inSegments) fail("the file ends inside a segmented heap dump (no HEAP DUMP END)");
        for (Map.Entry<String, Integer> e : tagCounts.entrySet())
            out.append("record ").append(e.getKey()).append(' ').append(e.getValue()).append('\n');
        out.append("ok\n");
    }

    // ---- heap dumps -------------------------------------------------------------------
    static final class ClassInfo {
        long id, superId;
        int instSize;
        int[] fieldTypes;
    }

    static final class Count { long n, bytes; }

    void checkDump(String kind) {
        int savedPos = pos, savedEnd = end;
        try {
            checkDumpBody(kind);
        } finally {
            pos = savedPos;
            end = savedEnd;
        }
    }

    void checkDumpBody(String kind) {
        dumps++;
        Map<Long, ClassInfo> classes = new HashMap<>();
        Set<Long> objects = new HashSet<>();
        int roots = 0, instances = 0, objArrays = 0, primArrays = 0;
        // pass 1: classes and every object id (references may point forward)
        for (int[] r : dumpRanges) {
            pos = r[0];
            end = r[1];
            while (pos < end) {
                int at = pos;
                int sub = u1();
                switch (sub) {
                    case 0xFF: case 0x05: case 0x07: id(); break;
                    case 0x01: id(); id(); break;
                    case 0x02: case 0x03: id(); u4(); u4(); break;
                    case 0x04: case 0x06: id(); u4(); break;
                    case 0x08: id(); u4(); u4(); break;
                    case 0x20: {
                        ClassInfo c = new ClassInfo();
                        c.id = id();
                        u4();
                        c.superId = id();
                        id(); id(); id(); id(); id();
                        c.instSize = u4();
                        int cp = u2();
                        for (int i = 0; i < cp; i++) { u2(); skip(typeSize(u1())); }
                        int ns = u2();
                        for (int i = 0; i < ns; i++) { id(); skip(typeSize(u1())); }
                        int nf = u2();
                        c.fieldTypes = new int[nf];
                        for (int i = 0; i < nf; i++) { id(); c.fieldTypes[i] = u1(); typeSize(c.fieldTypes[i]); }
                        if (classes.put(c.id, c) != null || !objects.add(c.id)) fail("CLASS DUMP " + c.id + " repeated in dump " + dumps);
                        break;
                    }
                    case 0x21: {
                        long oid = id(); u4(); id();
                        skip(u4() & 0xffffffffL);
                        if (!objects.add(oid)) fail("object " + oid + " dumped twice in dump " + dumps);
                        break;
                    }
                    case 0x22: {
                        long oid = id(); u4();
                        long n = u4() & 0xffffffffL;
                        id();
                        skip(n * idSize);
                        if (!objects.add(oid)) fail("object " + oid + " dumped twice in dump " + dumps);
                        break;
                    }
                    case 0x23: {
                        long oid = id(); u4();
                        long n = u4() & 0xffffffffL;
                        int ty = u1();
                        if (ty == 2) fail("PRIM ARRAY DUMP of type object");
                        skip(n * typeSize(ty));
                        if (!objects.add(oid)) fail("object " + oid + " dumped twice in dump " + dumps);
                        break;
                    }
                    default:
                        fail("unknown heap dump sub-record 0x" + Integer.toHexString(sub) + " at " + at);
                }
            }
        }
        // the classes: supers resolve, sizes add up
        Map<Long, Integer> chainBytes = new HashMap<>();
        for (ClassInfo c : classes.values()) {
            if (c.superId != 0 && !classes.containsKey(c.superId)) fail("CLASS DUMP " + c.id + ": super " + c.superId + " has no CLASS DUMP");
            if (!classNameById.containsKey(c.id)) fail("CLASS DUMP " + c.id + " has no LOAD CLASS");
            int sum = 0, depth = 0;
            for (ClassInfo k = c; k != null; k = classes.get(k.superId)) {
                if (++depth > 1000) fail("class " + c.id + ": superclass cycle");
                for (int t : k.fieldTypes) sum += typeSize(t);
                if (k.superId == 0) break;
            }
            if ((c.instSize & 0xffffffffL) < sum) fail("CLASS DUMP " + className(c.id) + ": instance size " + c.instSize + ", its fields take " + sum);
            chainBytes.put(c.id, sum);
        }
        // pass 2: references, classes of objects, traces
        Map<String, Count> counts = new TreeMap<>();
        for (int[] r : dumpRanges) {
            pos = r[0];
            end = r[1];
            while (pos < end) {
                int sub = u1();
                switch (sub) {
                    case 0xFF: case 0x05: case 0x07: ref(objects, id(), "root"); roots++; break;
                    case 0x01: ref(objects, id(), "JNI global root"); id(); roots++; break;
                    case 0x02: case 0x03: ref(objects, id(), "frame root"); u4(); u4(); roots++; break;
                    case 0x04: case 0x06: ref(objects, id(), "root"); u4(); roots++; break;
                    case 0x08: ref(objects, id(), "thread root"); u4(); trace(u4(), "ROOT THREAD OBJ"); roots++; break;
                    case 0x20: {
                        long cid = id();
                        trace(u4(), "CLASS DUMP");
                        for (int i = 0; i < 4; i++) ref(objects, id(), "CLASS DUMP " + cid);
                        id(); id(); u4();
                        int cp = u2();
                        for (int i = 0; i < cp; i++) { u2(); int t = u1(); if (t == 2) ref(objects, id(), "constant"); else skip(typeSize(t)); }
                        int ns = u2();
                        for (int i = 0; i < ns; i++) {
                            name(id(), "static field name");
                            int t = u1();
                            if (t == 2) ref(objects, id(), "static of " + className(cid)); else skip(typeSize(t));
                        }
                        int nf = u2();
                        for (int i = 0; i < nf; i++) { name(id(), "field name"); u1(); }
                        break;
                    }
                    case 0x21: {
                        long oid = id();
                        trace(u4(), "INSTANCE DUMP");
                        long cid = id();
                        int n = u4();
                        ClassInfo c = classes.get(cid);
                        if (c == null) fail("instance " + oid + ": class " + cid + " has no CLASS DUMP in dump " + dumps);
                        if (n != chainBytes.get(cid)) fail("instance " + oid + " of " + className(cid) + ": " + n + " value bytes, its fields take " + chainBytes.get(cid));
                        int stop = pos + n;
                        for (ClassInfo k = c; k != null; k = k.superId == 0 ? null : classes.get(k.superId))
                            for (int t : k.fieldTypes) {
                                if (t == 2) ref(objects, id(), "field of " + oid); else skip(typeSize(t));
                            }
                        if (pos != stop) fail("instance " + oid + ": values misparsed");
                        Count k = counts.computeIfAbsent(className(cid), x -> new Count());
                        k.n++;
                        k.bytes += n;
                        instances++;
                        break;
                    }
                    case 0x22: {
                        long oid = id();
                        trace(u4(), "OBJ ARRAY DUMP");
                        int n = u4();
                        long cid = id();
                        if (!classes.containsKey(cid)) fail("object array " + oid + ": class " + cid + " has no CLASS DUMP in dump " + dumps);
                        String cn = className(cid);
                        if (!cn.startsWith("[")) fail("object array " + oid + " of class " + cn);
                        for (int i = 0; i < n; i++) ref(objects, id(), "element of " + oid);
                        Count k = counts.computeIfAbsent(cn, x -> new Count());
                        k.n++;
                        k.bytes += (long) n * idSize;
                        objArrays++;
                        break;
                    }
                    case 0x23: {
                        long oid = id();
                        trace(u4(), "PRIM ARRAY DUMP");
                        long n = u4() & 0xffffffffL;
                        int ty = u1();
                        skip(n * typeSize(ty));
                        String cn = "[" + "??ZCFDBSIJ".charAt(ty - 2);
                        if (!loadedNames.contains(cn)) fail("primitive array " + oid + ": no LOAD CLASS named " + cn);
                        Count k = counts.computeIfAbsent(cn, x -> new Count());
                        k.n++;
                        k.bytes += n * typeSize(ty);
                        primArrays++;
                        break;
                    }
                    default:
                        fail("sub-record 0x" + Integer.toHexString(sub));
                }
            }
        }
        out.append("dump ").append(dumps).append(' ').append(kind).append(" segments=").append(dumpRanges.size())
           .append(" roots=").append(roots).append(" classes=").append(classes.size())
           .append(" instances=").append(instances).append(" objarrays=").append(objArrays)
           .append(" primarrays=").append(primArrays).append('\n');
        for (Map.Entry<String, Count> e : counts.entrySet())
            out.append("dump ").append(dumps).append(" class ").append(e.getKey()).append(' ')
               .append(e.getValue().n).append(' ').append(e.getValue().bytes).append('\n');
    }

    String className(long cid) {
        String n = classNameById.get(cid);
        if (n == null) fail("class " + cid + " has no LOAD CLASS");
        return n;
    }

    void ref(Set<Long> objects, long v, String what) {
        if (v != 0 && !objects.contains(v)) fail(what + ": reference " + v + " to no object of dump " + dumps);
    }

    // ---- ASCII heap dump counts -------------------------------------------------------
    static void ascii(Path p) throws IOException {
        List<String> lines = Files.readAllLines(p, StandardCharsets.ISO_8859_1);
        int begin = -1;
        for (int i = 0; i < lines.size(); i++)
            if (lines.get(i).startsWith("HEAP DUMP BEGIN")) begin = i;
        if (begin < 0) fail("no HEAP DUMP in " + p);
        Map<String, Count> counts = new TreeMap<>();
        for (int i = begin + 1; i < lines.size() && !lines.get(i).equals("HEAP DUMP END"); i++) {
            String l = lines.get(i);
            String cn;
            if (l.startsWith("OBJ ")) {
                int c = l.indexOf("class=");
                cn = l.substring(c + 6, l.lastIndexOf('@'));
            } else if (l.startsWith("ARR ")) {
                int c = l.indexOf("elem type=");
                String t = l.substring(c + 10, l.length() - 1);
                int at = t.lastIndexOf('@');
                if (at >= 0) {
                    t = t.substring(0, at);
                    cn = t.startsWith("[") ? "[" + t : "[L" + t + ";";
                } else {
                    cn = "[" + Map.of("boolean", "Z", "byte", "B", "char", "C", "short", "S", "int", "I",
                                      "long", "J", "float", "F", "double", "D").get(t);
                }
            } else {
                continue;
            }
            int s = l.indexOf("(sz=");
            long sz = Long.parseLong(l.substring(s + 4, l.indexOf(',', s)));
            Count k = counts.computeIfAbsent(cn, x -> new Count());
            k.n++;
            k.bytes += sz;
        }
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Count> e : counts.entrySet())
            sb.append("class ").append(e.getKey()).append(' ').append(e.getValue().n).append(' ').append(e.getValue().bytes).append('\n');
        System.out.print(sb);
    }

    public static void main(String[] args) throws IOException {
        try {
            if (args.length == 2 && args[0].equals("--ascii")) {
                ascii(Path.of(args[1]));
                return;
            }
            if (args.length == 5 && args[0].equals("--patch")) {
                byte[] b = Files.readAllBytes(Path.of(args[1]));
                int off = Integer.parseInt(args[3]);
                if (args[4].equals("truncate")) {
                    b = java.util.Arrays.copyOf(b, off);
                } else {
                    b[off] = (byte) Integer.parseInt(args[4]);
                }
                Files.write(Path.of(args[2]), b);
                return;
            }
            boolean list = args.length == 2 && args[0].equals("--records");
            if (list)
                args = new String[] {args[1]};
            if (args.length != 1) {
                System.err.println("usage: HprofCheck <file.hprof> | --ascii <file.txt>");
                System.exit(2);
            }
            HprofCheck c = new HprofCheck(Files.readAllBytes(Path.of(args[0])));
            c.listRecords = list;
            try {
                c.run();
            } finally {
                System.out.print(c.out);
            }
        } catch (Bad e) {
            System.out.flush();
            System.err.println("HprofCheck: error: " + e.getMessage());
            System.exit(1);
        }
    }
}
