/* java.beans against the JDK: Introspector properties/events/methods, descriptors, PropertyChangeSupport. */
import java.beans.BeanDescriptor;
import java.beans.BeanInfo;
import java.beans.EventSetDescriptor;
import java.beans.IndexedPropertyChangeEvent;
import java.beans.IndexedPropertyDescriptor;
import java.beans.IntrospectionException;
import java.beans.Introspector;
import java.beans.MethodDescriptor;
import java.beans.PropertyChangeEvent;
import java.beans.PropertyChangeListener;
import java.beans.PropertyChangeListenerProxy;
import java.beans.PropertyChangeSupport;
import java.beans.PropertyDescriptor;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EventListener;
import java.util.EventObject;
import java.util.List;

public class Beans_Introspect {
    public interface TickListener extends EventListener {
        void tick(EventObject e);
        void tock(EventObject e);
    }

    public interface SoloListener extends EventListener {
        void solo(EventObject e);
    }

    public static class Person {
        private final PropertyChangeSupport pcs = new PropertyChangeSupport(this);
        private String name = "anon";
        private int age;
        private boolean active;
        private int[] scores = new int[3];

        public String getName() { return name; }
        public void setName(String n) { String o = name; name = n; pcs.firePropertyChange("name", o, n); }
        public int getAge() { return age; }
        public void setAge(int a) { int o = age; age = a; pcs.firePropertyChange("age", o, a); }
        public boolean isActive() { return active; }
        public void setActive(boolean b) { boolean o = active; active = b; pcs.firePropertyChange("active", o, b); }
        public int[] getScores() { return scores; }
        public void setScores(int[] s) { scores = s; }
        public int getScores(int i) { return scores[i]; }
        public void setScores(int i, int v) { int o = scores[i]; scores[i] = v; pcs.fireIndexedPropertyChange("scores", i, o, v); }
        public void setWriteOnly(long x) { }
        public String getURL() { return "u"; }
        public static int getStatic() { return 1; }
        public void setMismatch(String s) { }
        public int getMismatch() { return 0; }
        public String get() { return ""; }
        public boolean is() { return true; }
        public void addPropertyChangeListener(PropertyChangeListener l) { pcs.addPropertyChangeListener(l); }
        public void removePropertyChangeListener(PropertyChangeListener l) { pcs.removePropertyChangeListener(l); }
        public void addTickListener(TickListener l) { }
        public void removeTickListener(TickListener l) { }
        public TickListener[] getTickListeners() { return new TickListener[0]; }
        public void addSoloListener(SoloListener l) { }
        public void removeSoloListener(SoloListener l) { }
        public void addHalfListener(SoloListener l) { }
        public void doWork(int x) { }
    }

    public static class Employee extends Person {
        private double salary;
        public double getSalary() { return salary; }
        public void setSalary(double s) { salary = s; }
    }

    public static class Plain {
        public Object getThing() { return null; }
        public void setThing(Object o) { }
        public void setThing(String s) { }
    }

    static String m(Method m) {
        return m == null ? "null" : m.getDeclaringClass().getSimpleName() + "." + m.getName() + Arrays.toString(m.getParameterTypes());
    }

    static String t(Class<?> c) {
        return c == null ? "null" : c.getName();
    }

    static void dump(BeanInfo bi) {
        BeanDescriptor bd = bi.getBeanDescriptor();
        System.out.println("bean " + bd + " name=" + bd.getName() + " display=" + bd.getDisplayName() + " class=" + bd.getBeanClass().getSimpleName());
        for (PropertyDescriptor pd : bi.getPropertyDescriptors()) {
            String extra = "";
            if (pd instanceof IndexedPropertyDescriptor) {
                IndexedPropertyDescriptor ipd = (IndexedPropertyDescriptor) pd;
                extra = " indexed " + t(ipd.getIndexedPropertyType()) + " " + m(ipd.getIndexedReadMethod()) + " " + m(ipd.getIndexedWriteMethod());
            }
            System.out.println("  prop " + pd.getName() + " " + t(pd.getPropertyType()) + " r=" + m(pd.getReadMethod()) + " w=" + m(pd.getWriteMethod())
                + " bound=" + pd.isBound() + " constrained=" + pd.isConstrained() + " expert=" + pd.getValue("expert")
                + " display=" + pd.getDisplayName() + " short=" + pd.getShortDescription() + extra);
        }
        for (EventSetDescriptor e : bi.getEventSetDescriptors()) {
            List<String> lm = new ArrayList<>();
            for (Method x : e.getListenerMethods()) lm.add(x.getName());
            java.util.Collections.sort(lm);
            System.out.println("  event " + e + " methods=" + lm + " unicast=" + e.isUnicast());
        }
        List<String> ms = new ArrayList<>();
        for (MethodDescriptor md : bi.getMethodDescriptors()) ms.add(md.getName() + "/" + md.getMethod().getParameterCount() + (md.getParameterDescriptors() == null ? "" : "p"));
        java.util.Collections.sort(ms);
        System.out.println("  methods " + ms.size() + " " + ms);
        System.out.println("  defaults " + bi.getDefaultPropertyIndex() + " " + bi.getDefaultEventIndex() + " " + bi.getAdditionalBeanInfo());
    }

    public static void main(String[] args) throws Exception {
        dump(Introspector.getBeanInfo(Person.class));
        dump(Introspector.getBeanInfo(Person.class, Object.class));
        dump(Introspector.getBeanInfo(Employee.class, Person.class));
        dump(Introspector.getBeanInfo(Employee.class));
        dump(Introspector.getBeanInfo(Plain.class));
        System.out.println("cached: " + (Introspector.getBeanInfo(Person.class) == Introspector.getBeanInfo(Person.class)));
        try {
            Introspector.getBeanInfo(Person.class, String.class);
        } catch (IntrospectionException e) {
            System.out.println(e);
        }
        for (String s : new String[] {"URL", "Name", "", null, "a", "A", "aB", "AB", "ABc", "x1"}) {
            System.out.print(Introspector.decapitalize(s) + "|");
        }
        System.out.println();

        // hand-made descriptors
        PropertyDescriptor pd = new PropertyDescriptor("age", Person.class);
        System.out.println("by name: " + pd + " " + pd.hashCode() % 1 + " eq=" + pd.equals(new PropertyDescriptor("age", Person.class)));
        PropertyDescriptor pa = new PropertyDescriptor("active", Person.class);
        System.out.println("active: " + m(pa.getReadMethod()) + " " + m(pa.getWriteMethod()));
        PropertyDescriptor ro = new PropertyDescriptor("URL", Person.class, "getURL", null);
        System.out.println("read only: " + ro);
        for (Object[] c : new Object[][] {{"nope", null}, {"", null}, {"writeOnly", null}, {"URL", null}}) {
            try {
                System.out.println(new PropertyDescriptor((String) c[0], Person.class));
            } catch (IntrospectionException e) {
                System.out.println("  " + c[0] + ": " + e);
            }
        }
        try {
            new PropertyDescriptor("x", null);
        } catch (IntrospectionException e) {
            System.out.println("null class: " + e);
        }
        IndexedPropertyDescriptor ipd = new IndexedPropertyDescriptor("scores", Person.class);
        System.out.println("indexed: " + ipd);
        pd.setBound(true);
        pd.setConstrained(true);
        pd.setDisplayName("Age!");
        pd.setShortDescription("how old");
        pd.setPreferred(true);
        pd.setHidden(true);
        pd.setExpert(true);
        pd.setValue("k", "v");
        System.out.println("flags: " + pd + " " + pd.getValue("k") + " " + java.util.Collections.list(pd.attributeNames()));
        MethodDescriptor md = new MethodDescriptor(Person.class.getMethod("doWork", int.class));
        System.out.println("method: " + md + " params=" + md.getParameterDescriptors());
        try {
            new EventSetDescriptor(Person.class, "tick", TickListener.class, "tick");
        } catch (IntrospectionException e) {
            System.out.println("nested listener: " + e);
        }
        EventSetDescriptor esd = new EventSetDescriptor(Person.class, "propertyChange", PropertyChangeListener.class, "propertyChange");
        System.out.println("event: " + esd + " " + m(esd.getListenerMethods()[0]) + " " + esd.getListenerMethodDescriptors().length);
        Method[] tickMethods = {TickListener.class.getMethod("tick", EventObject.class)};
        EventSetDescriptor esd2 = new EventSetDescriptor("tick", TickListener.class, tickMethods,
            Person.class.getMethod("addTickListener", TickListener.class), Person.class.getMethod("removeTickListener", TickListener.class),
            Person.class.getMethod("getTickListeners"));
        esd2.setUnicast(true);
        esd2.setInDefaultEventSet(false);
        System.out.println("event2: " + esd2);
        System.out.println("bean desc: " + new BeanDescriptor(Employee.class, Person.class));

        // PropertyChangeSupport
        Person p = new Person();
        List<String> log = new ArrayList<>();
        PropertyChangeListener all = e -> log.add("all:" + e.getPropertyName() + ":" + e.getOldValue() + "->" + e.getNewValue()
            + (e instanceof IndexedPropertyChangeEvent ? "@" + ((IndexedPropertyChangeEvent) e).getIndex() : "") + ":" + (e.getSource() == p));
        p.addPropertyChangeListener(all);
        p.setName("Ann");
        p.setName("Ann");
        p.setAge(3);
        p.setAge(3);
        p.setActive(true);
        p.setScores(1, 9);
        p.setName(null);
        p.setName(null);
        p.removePropertyChangeListener(all);
        p.setName("gone");
        System.out.println(log);

        PropertyChangeSupport pcs = new PropertyChangeSupport("src");
        PropertyChangeListener a = e -> System.out.println("a " + e);
        PropertyChangeListener b = e -> System.out.println("b " + e);
        pcs.addPropertyChangeListener(a);
        pcs.addPropertyChangeListener("x", b);
        pcs.addPropertyChangeListener(new PropertyChangeListenerProxy("y", b));
        pcs.addPropertyChangeListener(null);
        pcs.firePropertyChange("x", 1, 2);
        pcs.firePropertyChange("y", "p", "q");
        pcs.firePropertyChange("z", null, null);
        pcs.firePropertyChange("z", "same", "same");
        pcs.firePropertyChange(null, 1, 2);
        pcs.fireIndexedPropertyChange("x", 4, false, true);
        PropertyChangeEvent ev = new PropertyChangeEvent("s2", "w", 1, 2);
        ev.setPropagationId("pid");
        pcs.firePropertyChange(ev);
        System.out.println("counts " + pcs.getPropertyChangeListeners().length + " " + pcs.getPropertyChangeListeners("x").length
            + " " + pcs.getPropertyChangeListeners("q").length + " " + pcs.hasListeners("x") + " " + pcs.hasListeners("q"));
        for (PropertyChangeListener l : pcs.getPropertyChangeListeners()) {
            System.out.println("  " + (l instanceof PropertyChangeListenerProxy ? "proxy " + ((PropertyChangeListenerProxy) l).getPropertyName()
                + " " + (((PropertyChangeListenerProxy) l).getListener() == b) : "plain " + (l == a)));
        }
        pcs.removePropertyChangeListener(a);
        pcs.removePropertyChangeListener("x", b);
        System.out.println("after remove " + pcs.hasListeners("x") + " " + pcs.hasListeners("y") + " " + pcs.getPropertyChangeListeners().length);
        try {
            new PropertyChangeSupport(null);
        } catch (NullPointerException e) {
            System.out.println("null source: NPE");
        }
        try {
            new EventObject(null);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println(new EventObject("here") + " " + new IndexedPropertyChangeEvent("s", "n", null, 5, 2));
    }
}
