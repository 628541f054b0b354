import java.io.*;
import java.util.*;

public class IO_Pushback_LineNumber {
    public static void main(String[] args) throws Exception {
        PushbackInputStream pin = new PushbackInputStream(new ByteArrayInputStream("abcdef".getBytes()), 3);
        int c = pin.read();
        pin.unread(c);
        pin.unread('Z');
        byte[] b = new byte[4];
        int n = pin.read(b);
        System.out.println(n + " " + new String(b, 0, n) + " avail " + pin.available());
        pin.unread(new byte[] {'1', '2', '3'});
        try {
            pin.unread('x');
        } catch (IOException e) {
            System.out.println("IOException " + e.getMessage());
        }
        System.out.println("skip " + pin.skip(4) + " next " + (char) pin.read() + " mark " + pin.markSupported());
        pin.close();
        try {
            pin.read();
        } catch (IOException e) {
            System.out.println("IOException " + e.getMessage());
        }

        PushbackReader pr = new PushbackReader(new StringReader("hello world"), 5);
        char[] cb = new char[5];
        pr.read(cb);
        pr.unread(cb, 1, 4);
        StringBuilder sb = new StringBuilder();
        int ch;
        while ((ch = pr.read()) != -1) sb.append((char) ch);
        System.out.println(sb);
        try {
            pr.unread(new char[6]);
        } catch (IOException e) {
            System.out.println("IOException " + e.getMessage());
        }
        // a tokenizer with one char of look-ahead
        PushbackReader tok = new PushbackReader(new StringReader("12+345*6"));
        List<String> tokens = new ArrayList<>();
        while ((ch = tok.read()) != -1) {
            if (Character.isDigit(ch)) {
                StringBuilder num = new StringBuilder();
                while (ch != -1 && Character.isDigit(ch)) {
                    num.append((char) ch);
                    ch = tok.read();
                }
                if (ch != -1) tok.unread(ch);
                tokens.add(num.toString());
            } else {
                tokens.add(String.valueOf((char) ch));
            }
        }
        System.out.println(tokens);

        String text = "first\nsecond\r\nthird\rfourth\n\nlast";
        LineNumberReader lnr = new LineNumberReader(new StringReader(text));
        String line;
        while ((line = lnr.readLine()) != null) System.out.println(lnr.getLineNumber() + ": " + line);
        System.out.println("end " + lnr.getLineNumber());

        lnr = new LineNumberReader(new StringReader(text));
        int count = 0;
        while ((ch = lnr.read()) != -1) if (ch == '\n') count++;
        System.out.println("newlines " + count + " line " + lnr.getLineNumber());

        lnr = new LineNumberReader(new StringReader("a\nb\nc\n"));
        lnr.setLineNumber(10);
        char[] buf = new char[100];
        int r = lnr.read(buf, 0, 100);
        System.out.println(r + " line " + lnr.getLineNumber() + " then " + lnr.read() + " line " + lnr.getLineNumber());

        lnr = new LineNumberReader(new StringReader("x\ny\nz"));
        lnr.readLine();
        lnr.mark(100);
        lnr.readLine();
        lnr.readLine();
        System.out.println("before reset " + lnr.getLineNumber());
        lnr.reset();
        System.out.println("after reset " + lnr.getLineNumber() + " " + lnr.readLine());
        System.out.println("skip " + lnr.skip(3) + " line " + lnr.getLineNumber());

        SequenceInputStream seq = new SequenceInputStream(new ByteArrayInputStream("abc".getBytes()),
                new ByteArrayInputStream("def".getBytes()));
        byte[] all = new byte[10];
        int got = seq.read(all);
        System.out.println("first read " + got);
        sb.setLength(0);
        sb.append(new String(all, 0, got));
        while ((c = seq.read()) != -1) sb.append((char) c);
        System.out.println(sb + " " + seq.read());
        String[] parts = {"x", "", "yz"};
        seq = new SequenceInputStream(new Enumeration<InputStream>() {
            int i;

            public boolean hasMoreElements() {
                return i < parts.length;
            }

            public InputStream nextElement() {
                return new ByteArrayInputStream(parts[i++].getBytes());
            }
        });
        System.out.println(new String(seq.readAllBytes()));

        CharArrayWriter caw = new CharArrayWriter();
        caw.write("hello");
        caw.append(' ').append("world", 0, 3).write(new char[] {'!', '?'}, 0, 1);
        System.out.println(caw + " " + caw.size() + " " + caw.toCharArray().length);
        StringWriter sw = new StringWriter();
        caw.writeTo(sw);
        caw.reset();
        caw.write('q');
        System.out.println(sw + " " + caw);
        CharArrayReader car = new CharArrayReader("0123456789".toCharArray(), 2, 5);
        System.out.println((char) car.read() + " skip " + car.skip(2) + " ready " + car.ready());
        car.mark(0);
        System.out.println((char) car.read() + "" + (char) car.read() + " " + car.read());
        car.reset();
        System.out.println((char) car.read());
        car.close();
        try {
            car.read();
        } catch (IOException e) {
            System.out.println("IOException " + e.getMessage());
        }
    }
}
