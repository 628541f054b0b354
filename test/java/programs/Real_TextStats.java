// Text statistics over an embedded text: word splitting by hand, a word
// frequency table of its own (chained hashing on the program's hash),
// sorting by count then word, line and sentence counts, longest words.
public class Real_TextStats {
    static final String TEXT =
        "It was a bright cold day in the valley, and the lantern keepers were counting their lanterns.\n" +
        "Each keeper had a lantern, and each lantern had a keeper; the counting was slow.\n" +
        "The old keeper said: a lantern that is not counted is a lantern that is lost.\n" +
        "So they counted again, lantern by lantern, keeper by keeper, until the day was done.\n" +
        "When night came the lanterns were lit, and the valley was bright again.\n";

    static class Entry { final String word; int count; Entry next; Entry(String w, Entry n) { word = w; next = n; } }
    static Entry[] table = new Entry[64];
    static int distinct;

    static int hash(String w) { int h = 7; for (int i = 0; i < w.length(); i++) h = h * 131 + w.charAt(i); return h & 63; }
    static void add(String w) {
        int b = hash(w);
        for (Entry e = table[b]; e != null; e = e.next) if (e.word.equals(w)) { e.count++; return; }
        table[b] = new Entry(w, table[b]);
        table[b].count = 1;
        distinct++;
    }

    public static void main(String[] args) {
        int words = 0, lines = 0, sentences = 0, letters = 0;
        StringBuilder cur = new StringBuilder();
        for (int i = 0; i < TEXT.length(); i++) {
            char c = TEXT.charAt(i);
            if (c == '\n') lines++;
            if (c == '.' || c == '!' || c == '?') sentences++;
            if (Character.isLetter(c)) { cur.append(Character.toLowerCase(c)); letters++; }
            else if (cur.length() > 0) { add(cur.toString()); words++; cur.setLength(0); }
        }
        System.out.println("lines " + lines + " sentences " + sentences + " words " + words + " distinct " + distinct + " letters " + letters);
        Entry[] all = new Entry[distinct];
        int k = 0;
        for (Entry head : table) for (Entry e = head; e != null; e = e.next) all[k++] = e;
        for (int i = 1; i < all.length; i++) {
            Entry v = all[i];
            int j = i - 1;
            while (j >= 0 && (all[j].count < v.count || (all[j].count == v.count && all[j].word.compareTo(v.word) > 0))) { all[j + 1] = all[j]; j--; }
            all[j + 1] = v;
        }
        for (int i = 0; i < 12; i++) System.out.println(all[i].count + " " + all[i].word);
        String longest = "";
        for (Entry e : all) if (e.word.length() > longest.length() || (e.word.length() == longest.length() && e.word.compareTo(longest) < 0)) longest = e.word;
        System.out.println("longest " + longest);
        int[] lengths = new int[16];
        for (Entry e : all) lengths[Math.min(15, e.word.length())] += e.count;
        StringBuilder hist = new StringBuilder();
        for (int i = 1; i < 12; i++) { hist.append(i).append(':'); for (int j = 0; j < lengths[i]; j++) hist.append('*'); hist.append('\n'); }
        System.out.print(hist);
    }
}
