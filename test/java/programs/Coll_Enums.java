import java.util.*;

// EnumMap and EnumSet: declaration-order iteration whatever the insertion
// order, null values in EnumMap, factories (of, range, allOf, noneOf,
// complementOf, copyOf), errors.
public class Coll_Enums {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }
    enum Op { PLUS { int apply(int a, int b) { return a + b; } }, TIMES { int apply(int a, int b) { return a * b; } }; abstract int apply(int a, int b); }

    public static void main(String[] args) {
        EnumMap<Day, String> m = new EnumMap<>(Day.class);
        m.put(Day.SUN, "rest");
        m.put(Day.MON, "work");
        m.put(Day.WED, null);
        m.put(Day.FRI, "party");
        System.out.println(m + " " + m.size() + " " + m.containsKey(Day.WED) + " " + m.get(Day.WED) + " " + m.containsKey(Day.TUE) + " " + m.containsValue(null));
        m.remove(Day.MON);
        m.merge(Day.FRI, "!", String::concat);
        m.computeIfAbsent(Day.TUE, d -> d.name().toLowerCase());
        System.out.println(m + " " + m.keySet() + " " + m.values() + " " + m.equals(new HashMap<>(m)));
        for (Map.Entry<Day, String> e : m.entrySet()) if (e.getValue() != null) e.setValue(e.getValue().toUpperCase());
        System.out.println(m + " " + new EnumMap<>(m).equals(m));
        try { m.put(null, "x"); } catch (NullPointerException e) { System.out.println("NPE key"); }
        try { new EnumMap<Day, String>(new HashMap<Day, String>()); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        EnumMap<Op, Integer> ops = new EnumMap<>(Op.class);
        ops.put(Op.TIMES, Op.TIMES.apply(6, 7));
        ops.put(Op.PLUS, Op.PLUS.apply(6, 7));
        System.out.println(ops);
        EnumSet<Day> weekend = EnumSet.of(Day.SUN, Day.SAT);
        EnumSet<Day> week = EnumSet.complementOf(weekend);
        System.out.println(weekend + " " + week + " " + EnumSet.range(Day.TUE, Day.THU) + " " + EnumSet.allOf(Day.class).size() + " " + EnumSet.noneOf(Day.class));
        week.removeIf(d -> d.ordinal() % 2 == 0);
        week.add(Day.SUN);
        System.out.println(week + " " + week.contains(Day.TUE) + " " + week.contains(Day.MON) + " " + EnumSet.copyOf(Arrays.asList(Day.FRI, Day.MON, Day.FRI)));
        Set<Day> hs = new HashSet<>(week);
        System.out.println(hs.equals(week) + " " + week.equals(hs) + " " + (hs.hashCode() == week.hashCode()) + " " + EnumSet.of(Day.MON, Day.TUE, Day.WED, Day.THU, Day.FRI, Day.SAT));
        try { EnumSet.range(Day.FRI, Day.MON); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        TreeMap<Day, Integer> tm = new TreeMap<>();
        for (Day d : Day.values()) tm.put(d, d.name().length() * d.ordinal());
        System.out.println(tm.headMap(Day.THU) + " " + tm.ceilingKey(Day.SAT));
    }
}
