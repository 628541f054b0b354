import java.io.*;
public class IO_LineNumberEdges { public static void main(String[] a) throws Exception {
  String[] texts = {"", "a", "a\n", "a\r", "a\r\n", "\n\n", "ab\rcd\r\nef", "x\r\r\ny"};
  for (String t : texts) {
    LineNumberReader r = new LineNumberReader(new StringReader(t));
    StringBuilder sb = new StringBuilder();
    String l; while ((l = r.readLine()) != null) sb.append(r.getLineNumber()).append('[').append(l).append(']');
    sb.append(" end ").append(r.getLineNumber());
    r.readLine(); sb.append(" again ").append(r.getLineNumber());
    LineNumberReader r2 = new LineNumberReader(new StringReader(t));
    char[] buf = new char[3]; int n; while ((n = r2.read(buf, 0, 3)) != -1) sb.append(' ').append(n).append(':').append(r2.getLineNumber());
    sb.append(" eof ").append(r2.getLineNumber());
    r2.read(); sb.append(" eof2 ").append(r2.getLineNumber());
    LineNumberReader r3 = new LineNumberReader(new StringReader(t));
    int c; while ((c = r3.read()) != -1) sb.append(c == '\n' ? "N" : String.valueOf((char) c));
    sb.append(" rd ").append(r3.getLineNumber());
    System.out.println(t.replace("\r", "\\r").replace("\n", "\\n") + " => " + sb);
  }
}}
