// EnumSet (regular and the >64-constant jumbo form) and EnumMap: range,
// complementOf, allOf, noneOf, copyOf, retainAll/removeAll, iteration in
// ordinal order, toString, null-key rejection, and views.
import java.util.*;

public class Enums_Collections {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }
    enum Big {
        C00, C01, C02, C03, C04, C05, C06, C07, C08, C09, C10, C11, C12, C13, C14, C15,
        C16, C17, C18, C19, C20, C21, C22, C23, C24, C25, C26, C27, C28, C29, C30, C31,
        C32, C33, C34, C35, C36, C37, C38, C39, C40, C41, C42, C43, C44, C45, C46, C47,
        C48, C49, C50, C51, C52, C53, C54, C55, C56, C57, C58, C59, C60, C61, C62, C63,
        C64, C65, C66, C67, C68, C69
    }

    public static void main(String[] args) {
        EnumSet<Day> weekend = EnumSet.of(Day.SAT, Day.SUN);
        EnumSet<Day> weekdays = EnumSet.complementOf(weekend);
        System.out.println(weekend + " " + weekdays);
        System.out.println(EnumSet.range(Day.TUE, Day.FRI) + " " + EnumSet.allOf(Day.class).size() + " " + EnumSet.noneOf(Day.class));
        EnumSet<Day> s = EnumSet.of(Day.SUN, Day.MON, Day.WED);
        s.add(Day.TUE);
        s.remove(Day.SUN);
        System.out.println(s + " contains WED=" + s.contains(Day.WED) + " contains null=" + s.contains(null));
        s.retainAll(EnumSet.range(Day.MON, Day.TUE));
        System.out.println(s);
        EnumSet<Day> copy = EnumSet.copyOf(List.of(Day.FRI, Day.MON, Day.FRI));
        System.out.println(copy + " " + copy.equals(EnumSet.of(Day.MON, Day.FRI)) + " " + copy.equals(new HashSet<>(List.of(Day.MON, Day.FRI))));
        try { EnumSet.copyOf(new ArrayList<Day>()); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { s.add(null); } catch (NullPointerException e) { System.out.println("NPE on add(null)"); }
        try { EnumSet.range(Day.FRI, Day.MON); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        Iterator<Day> it = weekdays.iterator();
        while (it.hasNext()) if (it.next().ordinal() % 2 == 0) it.remove();
        System.out.println(weekdays);
        EnumSet<Day> cl = weekdays.clone();
        cl.addAll(weekend);
        System.out.println(cl + " " + weekdays);

        EnumSet<Big> big = EnumSet.range(Big.C60, Big.C68);
        big.add(Big.C01);
        System.out.println(big + " size=" + big.size());
        EnumSet<Big> bigC = EnumSet.complementOf(big);
        System.out.println(bigC.size() + " first=" + bigC.iterator().next() + " " + bigC.contains(Big.C69) + " " + bigC.contains(Big.C63));
        bigC.removeIf(b -> b.ordinal() % 10 != 9);
        System.out.println(bigC);
        EnumSet<Big> all = EnumSet.allOf(Big.class);
        all.removeAll(bigC);
        System.out.println(all.size() + " " + all.containsAll(big));

        EnumMap<Day, Integer> hours = new EnumMap<>(Day.class);
        hours.put(Day.FRI, 6);
        hours.put(Day.MON, 8);
        hours.put(Day.WED, 7);
        hours.merge(Day.MON, 1, Integer::sum);
        hours.putIfAbsent(Day.SUN, 0);
        System.out.println(hours + " size=" + hours.size() + " firstKey-ish=" + hours.keySet().iterator().next());
        System.out.println(hours.containsKey(Day.TUE) + " " + hours.get(Day.TUE) + " " + hours.getOrDefault(Day.TUE, -1) + " " + hours.containsValue(7));
        try { hours.put(null, 1); } catch (NullPointerException e) { System.out.println("NPE on null key"); }
        for (Map.Entry<Day, Integer> e : hours.entrySet()) if (e.getKey() == Day.WED) e.setValue(e.getValue() * 10);
        hours.values().removeIf(v -> v == 0);
        System.out.println(hours + " " + hours.values() + " " + hours.keySet());
        EnumMap<Day, String> copyMap = new EnumMap<>(Map.of(Day.THU, "t", Day.TUE, "u"));
        System.out.println(copyMap);
        EnumMap<Day, Integer> h2 = new EnumMap<>(hours);
        System.out.println(h2.equals(hours) + " " + h2.equals(new HashMap<>(hours)));
        h2.replaceAll((k, v) -> v + k.ordinal());
        h2.remove(Day.FRI);
        System.out.println(h2);

        // count letters of day names in an EnumMap keyed by day, then invert
        Map<Day, Integer> vowels = new EnumMap<>(Day.class);
        for (Day d : Day.values()) vowels.put(d, (int) d.name().chars().filter(c -> "AEIOU".indexOf(c) >= 0).count());
        Map<Integer, EnumSet<Day>> byCount = new TreeMap<>();
        vowels.forEach((d, c) -> byCount.computeIfAbsent(c, k -> EnumSet.noneOf(Day.class)).add(d));
        System.out.println(vowels + " -> " + byCount);
    }
}
