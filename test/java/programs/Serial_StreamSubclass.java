import java.io.*;
import java.util.*;
public class Serial_StreamSubclass {
  static class AppendingOOS extends ObjectOutputStream {
    AppendingOOS(OutputStream o) throws IOException { super(o); }
    @Override protected void writeStreamHeader() throws IOException { reset(); }
  }
  static class Replacing extends ObjectOutputStream {
    Replacing(OutputStream o) throws IOException { super(o); enableReplaceObject(true); }
    @Override protected Object replaceObject(Object obj) { return obj instanceof String ? ((String) obj).toUpperCase() : obj; }
    @Override protected void annotateClass(Class<?> c) throws IOException { writeUTF("ann:" + c.getSimpleName()); }
  }
  static class Resolving extends ObjectInputStream {
    Resolving(InputStream i) throws IOException { super(i); enableResolveObject(true); }
    @Override protected Object resolveObject(Object obj) { return obj instanceof String ? "<" + obj + ">" : obj; }
  }
  public static void main(String[] a) throws Exception {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    ObjectOutputStream o1 = new ObjectOutputStream(bos);
    o1.writeObject("first"); o1.writeObject(new int[]{1}); o1.flush();
    ObjectOutputStream o2 = new AppendingOOS(bos);
    o2.writeObject("second"); o2.writeObject(new int[]{2}); o2.flush();
    System.out.println(bos.size());
    ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()));
    List<Object> got = new ArrayList<>();
    try { while (true) { Object x = in.readObject(); got.add(x instanceof int[] ? Arrays.toString((int[]) x) : x); } }
    catch (EOFException e) { System.out.println("EOF after " + got); }
    bos = new ByteArrayOutputStream();
    Replacing r = new Replacing(bos);
    r.writeObject(new Object[]{"abc", "abc", new String[]{"x"}});
    r.close();
    System.out.println(bos.size());
    Object[] back = (Object[]) new Resolving(new ByteArrayInputStream(bos.toByteArray())).readObject();
    System.out.println(back[0] + " " + back[1] + " " + Arrays.toString((String[]) back[2]));
  }
}
