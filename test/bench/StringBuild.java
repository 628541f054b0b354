// Benchmark: string building (StringBuilder appends of ints and chars,
// toString, string concatenation via invokedynamic, charAt scanning).
public class StringBuild {
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1500;
        long total = 0;
        for (int r = 0; r < rounds; r++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 100; i++) sb.append(i).append(',').append((char) ('a' + i % 26));
            String s = sb.toString();
            String t = "round " + r + ": " + s.length() + " chars, first " + s.charAt(0) + ", hash " + (r * 31);
            for (int i = 0; i < s.length(); i++) if (s.charAt(i) == ',') total++;
            total += t.length();
        }
        System.out.println("total " + total);
    }
}
