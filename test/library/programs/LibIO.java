// java.io: System.in through BufferedReader/InputStreamReader (the test feeds
// LibIO.in), PrintStream output of every type, PrintWriter, byte and char
// array streams, files through FileOutputStream/FileInputStream, system
// properties, File path logic, and the exit path (text without a newline, then
// System.exit).  POSIX paths and messages: not registered for Windows targets.
import java.io.*;
import java.nio.charset.StandardCharsets;

public class LibIO {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        int n = 0;
        long sum = 0;
        while ((line = in.readLine()) != null) {
            n++;
            String[] parts = line.trim().split(" ");
            for (String p : parts) {
                if (!p.isEmpty() && Character.isDigit(p.charAt(p.length() - 1))) sum += Long.parseLong(p);
            }
            System.out.println(n + ": [" + line + "] " + line.length());
        }
        System.out.println("lines " + n + " sum " + sum);

        System.out.print(true); System.out.print('c'); System.out.print(12); System.out.print(34L); System.out.print(new char[] {'x', 'y'}); System.out.print((String) null); System.out.print((Object) null); System.out.println();
        System.out.println(false); System.out.println('d'); System.out.println(-5); System.out.println(Long.MIN_VALUE); System.out.println(new char[] {'z'}); System.out.println((Object) "obj"); System.out.println((String) null);
        System.out.append("app").append('!').append("xyz", 1, 2).println();
        System.out.write('W'); System.out.write('\n');
        byte[] raw = "raw bytes\n".getBytes(StandardCharsets.US_ASCII);
        System.out.write(raw, 0, 4); System.out.write('\n');
        System.out.println("unicode: héllo wörld € 𝄞 " + "日本語");
        for (char c : "a😀b".toCharArray()) System.out.print(c);
        System.out.print('\uD83D');
        System.out.println("x");
        System.err.println("to stderr " + 42);
        System.out.println(System.out.checkError());

        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bos, true, "UTF-8");
        ps.print("a€");
        ps.println(1.5f == 1.5f);
        ps.flush();
        System.out.println(bos.size() + " " + bos.toString("UTF-8").trim() + " " + java.util.Arrays.toString(bos.toByteArray()));
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        pw.print(1); pw.print('x'); pw.println("line"); pw.println(7L); pw.write("written"); pw.append('!');
        pw.flush();
        System.out.println(sw.toString().replace(System.lineSeparator(), "|"));
        PrintWriter pw2 = new PrintWriter(System.out, true);
        pw2.println("through PrintWriter to System.out");
        BufferedReader br = new BufferedReader(new StringReader("one\r\ntwo\rthree\n\nfour"));
        for (String l; (l = br.readLine()) != null; ) System.out.print("<" + l + ">");
        System.out.println();
        InputStreamReader isr = new InputStreamReader(new ByteArrayInputStream("ÅÄÖ€𝄞".getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
        char[] cb = new char[16];
        int got = isr.read(cb);
        System.out.println(got + " " + new String(cb, 0, got) + " " + isr.read());
        ByteArrayInputStream bis = new ByteArrayInputStream(new byte[] {1, 2, 3, 4, 5});
        System.out.println(bis.read() + " " + bis.skip(2) + " " + bis.available() + " " + bis.read(new byte[10], 0, 10) + " " + bis.read());
        BufferedInputStream bin = new BufferedInputStream(new ByteArrayInputStream("markable".getBytes()));
        bin.mark(10);
        System.out.print((char) bin.read());
        System.out.print((char) bin.read());
        bin.reset();
        System.out.println(new String(bin.readAllBytes()));

        String path = "lantern-libio-test.txt";
        try (FileOutputStream fos = new FileOutputStream(path)) {
            fos.write("first line\nsecond".getBytes());
            fos.write('\n');
        }
        try (FileOutputStream fos = new FileOutputStream(path, true); PrintStream fps = new PrintStream(fos)) {
            fps.println("appended 3.25 " + 3.25);
        }
        try (BufferedReader fr = new BufferedReader(new InputStreamReader(new FileInputStream(path)))) {
            for (String l; (l = fr.readLine()) != null; ) System.out.println("file: " + l);
        }
        try (FileInputStream fis = new FileInputStream(path)) {
            byte[] all = fis.readAllBytes();
            System.out.println(all.length + " " + fis.read());
        }
        try {
            new FileInputStream("no/such/dir/file.txt");
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage());
        }
        try (Writer w = new BufferedWriter(new OutputStreamWriter(new FileOutputStream(path), StandardCharsets.UTF_8))) {
            w.write("über");
            ((BufferedWriter) w).newLine();
        }
        try (InputStream fis = new FileInputStream(path)) {
            System.out.println(java.util.Arrays.toString(fis.readAllBytes()));
        }
        File f = new File("a//b/../c/");
        System.out.println(f + " " + f.getName() + " " + f.getParent() + " " + f.isAbsolute() + " " + f.hashCode() + " " + new File("/x", "y.txt") + " " + f.equals(new File("a/b/../c")) + " " + new File("/").getParent());
        System.out.println(System.getProperty("line.separator").length() + " " + System.lineSeparator().equals(System.getProperty("line.separator")) + " " + System.getProperty("no.such.property") + " " + System.getProperty("no.such", "dflt")
            + " " + System.setProperty("lantern.test", "v1") + " " + System.setProperty("lantern.test", "v2") + " " + System.getProperty("lantern.test") + " " + System.clearProperty("lantern.test") + " " + System.getProperty("lantern.test")
            + " " + (System.getProperty("java.version") != null) + " " + System.getProperty("file.separator") + " " + (System.getenv("PATH") != null) + " " + System.getenv("LANTERN_NO_SUCH_VAR"));
        try {
            System.getProperty("");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        long t0 = System.currentTimeMillis();
        long n0 = System.nanoTime();
        System.out.println((t0 > 1600000000000L) + " " + (System.nanoTime() >= n0) + " " + (Runtime.getRuntime().availableProcessors() > 0) + " " + (Runtime.getRuntime().maxMemory() > 0));
        Runtime.getRuntime().addShutdownHook(new Thread() {
            public void run() {
                System.out.println("hook ran");
            }
        });
        System.out.print("no newline before exit");
        System.exit(3);
    }

}
