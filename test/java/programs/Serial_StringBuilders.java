import java.io.*;
public class Serial_StringBuilders { public static void main(String[] a) throws Exception {
  StringBuilder sb = new StringBuilder("hello"); sb.append(" world");
  StringBuffer sf = new StringBuffer("buf"); sf.append('!');
  ByteArrayOutputStream bos = new ByteArrayOutputStream();
  ObjectOutputStream o = new ObjectOutputStream(bos);
  o.writeObject(sb); o.writeObject(sf); o.writeObject(new StringBuilder()); o.close();
  int h = 1; for (byte b : bos.toByteArray()) h = 31 * h + b;
  System.out.println(bos.size() + " " + h);
  ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()));
  StringBuilder b1 = (StringBuilder) in.readObject(); StringBuffer b2 = (StringBuffer) in.readObject(); StringBuilder b3 = (StringBuilder) in.readObject();
  b1.append('?'); b2.insert(0, '>');
  System.out.println(b1 + " " + b2 + " [" + b3 + "] " + b1.length());
}}
