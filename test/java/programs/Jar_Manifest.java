// java.util.jar.Manifest and Attributes: writing (version first, other main
// attributes in insertion order, 72-byte lines continued with a space, never
// splitting a character; nothing of the main section without a version),
// reading (the three line ends, continuation lines, sections, a repeated
// section, a last line without its line end), the errors malformed input
// gives, Attributes.Name's rules (case-insensitive, letters digits - _ up to
// 70), Attributes as a map, and JarEntry.getAttributes through a JarFile.
import java.io.*;
import java.util.*;
import java.util.jar.*;

public class Jar_Manifest {
    static String show(byte[] b) throws IOException {
        return new String(b, "UTF-8").replace("\r", "\\r").replace("\n", "\\n\n    ");
    }

    static byte[] bytes(Manifest m) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        m.write(out);
        return out.toByteArray();
    }

    static String written(Manifest m) throws IOException {
        return show(bytes(m));
    }

    /* the byte length of each line, for text that is not ASCII */
    static String lineLengths(byte[] b) {
        List<Integer> lens = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < b.length; i++) {
            if (b[i] == '\n') {
                lens.add(i - start + 1);
                start = i + 1;
            }
        }
        return lens.toString();
    }

    static String describe(Manifest m) {
        StringBuilder sb = new StringBuilder("main " + m.getMainAttributes());
        TreeMap<String, Attributes> sorted = new TreeMap<>(m.getEntries());
        for (Map.Entry<String, Attributes> e : sorted.entrySet()) {
            sb.append(" | ").append(e.getKey()).append(" ").append(e.getValue());
        }
        return sb.toString();
    }

    static void parse(String label, String text) {
        try {
            Manifest m = new Manifest(new ByteArrayInputStream(text.getBytes("UTF-8")));
            System.out.println(label + ": " + describe(m));
        } catch (IOException e) {
            System.out.println(label + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        Manifest m = new Manifest();
        Attributes a = m.getMainAttributes();
        a.putValue("Created-By", "test");
        a.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        a.putValue("Long-Value", "x".repeat(150));
        System.out.println("written:\n    " + written(m));
        a.putValue("Accents", "\u00e9".repeat(40));
        System.out.println("with accents, line lengths in bytes: " + lineLengths(bytes(m)));
        Attributes s = new Attributes();
        s.putValue("Sealed", "true");
        m.getEntries().put("a/b/", s);
        Manifest back = new Manifest(new ByteArrayInputStream(bytes(m)));
        System.out.println("round trip equal: " + back.equals(m) + ", long value intact: "
            + back.getMainAttributes().getValue("long-value").equals("x".repeat(150))
            + ", accents intact: " + back.getMainAttributes().getValue("Accents").equals("\u00e9".repeat(40)));
        System.out.println("copy equal: " + new Manifest(m).equals(m) + ", clone equal: " + m.clone().equals(m));

        Manifest noVersion = new Manifest();
        noVersion.getMainAttributes().putValue("Main-Class", "Foo");
        System.out.println("no version:\n    " + written(noVersion));
        noVersion.getMainAttributes().putValue("Signature-Version", "2.0");
        System.out.println("signature version:\n    " + written(noVersion));

        parse("crlf", "Manifest-Version: 1.0\r\nMain-Class: a.B\r\n\r\nName: x/\r\nSealed: true\r\n\r\n");
        parse("lf", "Manifest-Version: 1.0\nMain-Class: a.B\n\nName: x/\nSealed: true\n");
        parse("cr", "Manifest-Version: 1.0\rMain-Class: a.B\r\rName: x/\rSealed: true\r");
        parse("continued", "Manifest-Version: 1.0\nLong: abc\n def\n ghi\n\nName: lo\n ng/\nX: 1\n");
        parse("no last newline", "Manifest-Version: 1.0\nMain-Class: a.B");
        parse("repeated section", "Manifest-Version: 1.0\n\nName: x/\nA: 1\n\nName: x/\nB: 2\n\n");
        parse("blank lines between", "Manifest-Version: 1.0\n\n\n\nName: y/\nA: 1\n");
        parse("empty", "");
        parse("no colon", "Manifest-Version: 1.0\nBroken\n");
        parse("no space", "Manifest-Version: 1.0\nA:1\n");
        parse("bad name", "Manifest-Version: 1.0\nA.B: 1\n");
        parse("section without name", "Manifest-Version: 1.0\n\nA: 1\n");
        parse("continuation first", " x\n");

        for (String n : new String[] {"Ok-Name_1", "", "has space", "x".repeat(70), "x".repeat(71), "\u00e9t\u00e9"}) {
            try {
                System.out.println("Name '" + (n.length() > 20 ? n.length() + " chars" : n) + "' ok: " + new Attributes.Name(n));
            } catch (IllegalArgumentException e) {
                System.out.println("Name '" + (n.length() > 20 ? n.length() + " chars" : n) + "' refused: " + e.getClass().getName());
            }
        }
        System.out.println("case-insensitive: " + new Attributes.Name("main-class").equals(Attributes.Name.MAIN_CLASS)
            + " " + (new Attributes.Name("MAIN-CLASS").hashCode() == Attributes.Name.MAIN_CLASS.hashCode()));
        Attributes at = new Attributes();
        at.putValue("B", "2");
        at.putValue("a", "1");
        at.putValue("b", "3");
        System.out.println("attributes: " + at + " size " + at.size() + " get(B) " + at.getValue("B")
            + " containsKey " + at.containsKey(new Attributes.Name("A")) + " containsValue " + at.containsValue("3"));
        try {
            at.put("C", "4");
        } catch (ClassCastException e) {
            System.out.println("put a String key: ClassCastException");
        }
        try {
            at.put(new Attributes.Name("C"), 4);
        } catch (ClassCastException e) {
            System.out.println("put an Integer value: ClassCastException");
        }
        try {
            at.putAll(new HashMap<>());
        } catch (ClassCastException e) {
            System.out.println("putAll of a HashMap: ClassCastException");
        }
        Attributes copy = (Attributes) at.clone();
        copy.remove(new Attributes.Name("a"));
        System.out.println("clone is separate: " + at.size() + " " + copy.size() + " equal " + at.equals(copy));
        System.out.println("hash codes: " + new Attributes.Name("Manifest-Version").hashCode() + " "
            + new Attributes.Name("x_y-Z9").hashCode() + " " + at.hashCode());

        File jar = File.createTempFile("manifest", ".jar");
        Manifest jm = new Manifest();
        jm.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        Attributes es = new Attributes();
        es.putValue("Entry-Note", "for the text file");
        jm.getEntries().put("notes/a.txt", es);
        try (JarOutputStream out = new JarOutputStream(new FileOutputStream(jar), jm)) {
            out.putNextEntry(new JarEntry("notes/a.txt"));
            out.write("a".getBytes("UTF-8"));
            out.closeEntry();
            out.putNextEntry(new JarEntry("notes/b.txt"));
            out.closeEntry();
        }
        try (JarFile jf = new JarFile(jar)) {
            System.out.println("JarEntry attributes: " + jf.getJarEntry("notes/a.txt").getAttributes()
                + ", none: " + jf.getJarEntry("notes/b.txt").getAttributes()
                + ", first entry has the JAR magic: " + Arrays.toString(jf.getJarEntry("META-INF/MANIFEST.MF").getExtra()));
            System.out.println("getEntry is a JarEntry: " + (jf.getEntry("notes/a.txt") instanceof JarEntry)
                + ", entries " + jf.stream().map(JarEntry::getName).toList());
        }
        System.out.println("deleted: " + jar.delete());
    }
}
