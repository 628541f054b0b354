/*
 * VerifyOracle -- HotSpot 17 as the oracle for test_verify's differential
 * case.  Writes `count` mutants of the class files under a directory (one
 * byte changed in a method's code, exception table or StackMapTable,
 * chosen by a seeded random generator, so every build makes the same set)
 * and records what HotSpot says about each: the class is defined, with
 * its unchanged neighbours, by one loader that owns the whole directory
 * (so subclasses see the mutant as their superclass, as the C test's
 * hierarchy does), and linked (getDeclaredMethods links the class).
 *   java VerifyOracle <classes-dir> <out-dir> <seed> <count> [49]
 * out-dir/oracle.txt: one line per mutant, "mNNNNN.class|name|verdict",
 * verdict "OK", "VE <first line>" or "OTHER <exception> <first line>";
 * out-dir/oracle.details: HotSpot's whole message for each VE verdict, a
 * line "=== mNNNNN.class" before each and a newline after each (the
 * message itself mostly ends with one: a truncated Stackmap Table's not).
 *   java VerifyOracle --details <dir>...
 * prints the same records for the hostile classes (H_*, H2_*) of the
 * directories (one class path, searched in order), named by class, "OK"
 * for those HotSpot accepts, "OTHER <exception>" for other errors: what
 * test/verify/regen-details.sh records.
 *
 * With 49, the old generation: every class that can be (ClassDowngrade:
 * no invokedynamic, dynamic or method-handle constants, no interface
 * method bodies) is first rewritten as version 49 without StackMapTable
 * into out-dir/classes49, where HotSpot checks it by inference.  oracle.txt
 * then begins with HotSpot's verdict on each downgraded original
 * ("classes49/<path>.class|name|verdict": all should be OK), and the
 * mutants are made from the downgraded originals HotSpot accepts (one byte
 * of a method's code or exception table).  The loader reads classes49
 * first, then the unchanged classes that could not be downgraded.
 */
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class VerifyOracle {
    /* Loads every class of the directories itself; one class from given bytes. */
    static final class DirLoader extends ClassLoader {
        final Path[] roots;
        final String mutantName;
        final byte[] mutant;

        DirLoader(Path[] roots, String mutantName, byte[] mutant) {
            super(ClassLoader.getPlatformClassLoader());
            this.roots = roots;
            this.mutantName = mutantName;
            this.mutant = mutant;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] b = null;
            if (name.equals(mutantName)) {
                b = mutant;
            } else {
                for (Path root : roots) {
                    Path p = root.resolve(name.replace('.', '/') + ".class");
                    if (!Files.isRegularFile(p)) continue;
                    try {
                        b = Files.readAllBytes(p);
                    } catch (IOException e) {
                        throw new ClassNotFoundException(name);
                    }
                    break;
                }
                if (b == null) throw new ClassNotFoundException(name);
            }
            return defineClass(name, b, 0, b.length);
        }
    }

    /* HotSpot's verdict on class `name` (bytes b) among the classes of roots. */
    static String verdict(Path[] roots, String name, byte[] b) {
        return verdict(roots, name, b, null, null);
    }

    /* The same, and HotSpot's whole message for a VerifyError appended to
     * details (if not null) after a line "=== <file>". */
    static String verdict(Path[] roots, String name, byte[] b, StringBuilder details, String file) {
        try {
            Class<?> c = new DirLoader(roots, name.replace('/', '.'), b).loadClass(name.replace('/', '.'));
            c.getDeclaredMethods();
            return "OK";
        } catch (VerifyError e) {
            if (details != null) details.append("=== ").append(file).append('\n').append(e.getMessage()).append('\n');
            return "VE " + String.valueOf(e.getMessage()).split("\n")[0];
        } catch (Throwable e) {
            return "OTHER " + e.getClass().getName() + " " + String.valueOf(e.getMessage()).split("\n")[0];
        }
    }

    /* HotSpot's messages on every class of the directories, by class name. */
    static void details(String[] dirs) throws Exception {
        Path[] roots = new Path[dirs.length];
        List<String> names = new ArrayList<>();
        for (int i = 0; i < dirs.length; i++) {
            roots[i] = Path.of(dirs[i]);
            try (Stream<Path> s = Files.walk(roots[i])) {
                for (Path p : s.filter(p -> p.toString().endsWith(".class")).sorted().collect(Collectors.toList())) {
                    String rel = roots[i].relativize(p).toString().replace('\\', '/');
                    String name = rel.substring(0, rel.length() - ".class".length());
                    /* the hostile classes (their helpers load with them) */
                    if ((name.startsWith("H_") || name.startsWith("H2_")) && !names.contains(name)) names.add(name);
                }
            }
        }
        StringBuilder out = new StringBuilder();
        for (String name : names) {
            out.append("=== ").append(name).append('\n');
            try {
                /* a loader of its own per class, so each is linked by itself */
                Class<?> c = new DirLoader(roots, null, null).loadClass(name.replace('/', '.'));
                c.getDeclaredMethods();
                out.append("OK");
            } catch (VerifyError e) {
                out.append(e.getMessage());
            } catch (Throwable e) {
                out.append("OTHER ").append(e.getClass().getName());
            }
            out.append('\n');
        }
        System.out.print(out);
    }

    /* {start, length} of each method's code, exception table and StackMapTable. */
    static List<int[]> regions(byte[] a) {
        ByteBuffer b = ByteBuffer.wrap(a);
        List<int[]> out = new ArrayList<>();
        b.position(8);
        int cpn = b.getShort() & 0xffff;
        Map<Integer, String> utf = new HashMap<>();
        for (int i = 1; i < cpn; i++) {
            int t = b.get() & 0xff;
            switch (t) {
            case 1: {
                int l = b.getShort() & 0xffff;
                utf.put(i, new String(a, b.position(), l, java.nio.charset.StandardCharsets.ISO_8859_1));
                b.position(b.position() + l);
                break;
            }
            case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18: b.position(b.position() + 4); break;
            case 5: case 6: b.position(b.position() + 8); i++; break;
            case 7: case 8: case 16: case 19: case 20: b.position(b.position() + 2); break;
            case 15: b.position(b.position() + 3); break;
            default: return out;
            }
        }
        b.position(b.position() + 6);
        int ic = b.getShort() & 0xffff;
        b.position(b.position() + 2 * ic);
        for (int member = 0; member < 2; member++) {
            int count = b.getShort() & 0xffff;
            for (int m = 0; m < count; m++) {
                b.position(b.position() + 6);
                int ac = b.getShort() & 0xffff;
                for (int k = 0; k < ac; k++) {
                    String name = utf.get(b.getShort() & 0xffff);
                    int len = b.getInt();
                    int end = b.position() + len;
                    if (member == 1 && "Code".equals(name)) {
                        int q = b.position() + 4;
                        int codeLen = b.getInt(q);
                        out.add(new int[] {q + 4, codeLen});
                        int r = q + 4 + codeLen;
                        int hc = b.getShort(r) & 0xffff;
                        out.add(new int[] {r + 2, 8 * hc});
                        r += 2 + 8 * hc;
                        int ac2 = b.getShort(r) & 0xffff;
                        r += 2;
                        for (int j = 0; j < ac2; j++) {
                            String n2 = utf.get(b.getShort(r) & 0xffff);
                            int l2 = b.getInt(r + 2);
                            if ("StackMapTable".equals(n2)) out.add(new int[] {r + 6, l2});
                            r += 6 + l2;
                        }
                    }
                    b.position(end);
                }
            }
        }
        out.removeIf(x -> x[1] == 0);
        return out;
    }

    static final int[] OPCODES, OPCODES49;
    static {
        List<Integer> ops = new ArrayList<>();
        for (int i = 0x00; i < 0x14; i++) ops.add(i);
        for (int i = 0x1a; i < 0x36; i++) ops.add(i);
        for (int i = 0x3b; i < 0x99; i++) ops.add(i);
        for (int i : new int[] {0xac, 0xad, 0xae, 0xaf, 0xb0, 0xb1, 0xbe, 0xbf, 0xc2, 0xc3}) ops.add(i);
        OPCODES = ops.stream().mapToInt(Integer::intValue).toArray();
        ops.add(0xa8); /* jsr, ret and wide: only the old generation may have the first two */
        ops.add(0xa9);
        ops.add(0xc4);
        OPCODES49 = ops.stream().mapToInt(Integer::intValue).toArray();
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("--details")) {
            details(java.util.Arrays.copyOfRange(args, 1, args.length));
            return;
        }
        Path root = Path.of(args[0]), out = Path.of(args[1]);
        Random rnd = new Random(Long.parseLong(args[2]));
        int count = Integer.parseInt(args[3]);
        boolean old = args.length > 4 && args[4].equals("49");
        Files.createDirectories(out);
        if (!Files.isDirectory(root)) { /* no test programs built: no verdicts */
            Files.writeString(out.resolve("oracle.txt"), "");
            Files.writeString(out.resolve("oracle.details"), "");
            return;
        }
        List<Path> classes;
        try (Stream<Path> s = Files.walk(root)) {
            classes = s.filter(p -> p.toString().endsWith(".class")).sorted().collect(Collectors.toList());
        }
        StringBuilder report = new StringBuilder(), details = new StringBuilder();
        Path[] roots = {root};
        if (old) {
            /* downgrade what can be, HotSpot's verdict on each; mutate only
             * the ones it accepts */
            Path d49 = out.resolve("classes49");
            roots = new Path[] {d49, root};
            List<Path> accepted = new ArrayList<>();
            int skipped = 0, refused = 0;
            for (Path src : classes) {
                byte[] b = Files.readAllBytes(src);
                if (ClassDowngrade.reason(b) != null) {
                    skipped++;
                    continue;
                }
                Path dst = d49.resolve(root.relativize(src).toString());
                Files.createDirectories(dst.getParent());
                Files.write(dst, ClassDowngrade.downgrade(b));
            }
            for (Path src : classes) {
                String rel = root.relativize(src).toString().replace('\\', '/');
                Path dst = d49.resolve(rel);
                if (!Files.isRegularFile(dst)) continue;
                String name = rel.substring(0, rel.length() - ".class".length());
                String v = verdict(roots, name, Files.readAllBytes(dst));
                report.append("classes49/").append(rel).append('|').append(name).append('|').append(v).append('\n');
                if (v.equals("OK")) accepted.add(dst);
                else refused++;
            }
            System.out.printf("VerifyOracle 49: %d classes, %d not downgradable, %d downgraded (%d refused by HotSpot)%n",
                    classes.size(), skipped, classes.size() - skipped, refused);
            classes = accepted;
            root = d49;
        }
        if (classes.isEmpty()) count = 0;
        for (int made = 0; made < count;) {
            Path src = classes.get(rnd.nextInt(classes.size()));
            byte[] b = Files.readAllBytes(src);
            List<int[]> rs = regions(b);
            if (rs.isEmpty()) continue;
            int[] r = rs.get(rnd.nextInt(rs.size()));
            int j = r[0] + rnd.nextInt(r[1]);
            double mode = rnd.nextDouble();
            int[] ops = old ? OPCODES49 : OPCODES;
            if (mode < 0.4) b[j] = (byte) ops[rnd.nextInt(ops.length)];
            else if (mode < 0.8) b[j] = (byte) rnd.nextInt(256);
            else b[j] += rnd.nextBoolean() ? 1 : -1;
            String rel = root.relativize(src).toString().replace('\\', '/');
            String name = rel.substring(0, rel.length() - ".class".length());
            String file = String.format("m%05d.class", made);
            Files.write(out.resolve(file), b);
            report.append(file).append('|').append(name).append('|').append(verdict(roots, name, b, details, file)).append('\n');
            made++;
        }
        Files.writeString(out.resolve("oracle.txt"), report);
        Files.writeString(out.resolve("oracle.details"), details);
    }
}
