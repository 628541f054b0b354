import java.io.*;
import java.util.*;
public class Serial_Subclasses {
  static class MyList extends ArrayList<String> { int extra = 3; }
  static class MyMap extends HashMap<String, Integer> { }
  static class MyDeque extends ArrayDeque<Integer> { }
  static class MySb implements Serializable { StringBuilder sb = new StringBuilder("x"); TreeSet<String> t = new TreeSet<>(List.of("b", "a")); }
  public static void main(String[] a) throws Exception {
    MyList l = new MyList(); l.add("p"); l.add("q"); l.extra = 9;
    MyMap m = new MyMap(); m.put("k", 1);
    MyDeque d = new MyDeque(); d.add(1); d.add(2);
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    ObjectOutputStream o = new ObjectOutputStream(bos);
    o.writeObject(l); o.writeObject(m); o.writeObject(d); o.writeObject(new MySb()); o.close();
    System.out.println(bos.size());
    ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()));
    MyList l2 = (MyList) in.readObject(); l2.add("r");
    MyMap m2 = (MyMap) in.readObject(); m2.put("j", 2);
    MyDeque d2 = (MyDeque) in.readObject(); d2.addFirst(0);
    MySb s = (MySb) in.readObject(); s.sb.append("y"); s.t.add("c");
    System.out.println(l2 + " " + l2.extra + " " + m2 + " " + d2 + " " + s.sb + " " + s.t);
  }
}
