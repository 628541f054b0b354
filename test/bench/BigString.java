// Benchmark: a 100-million-char String built by appending 1000-char pieces:
// large arrays, each StringBuilder growth a new one twice the size (they go
// straight to the old generation), and the final copy.  A semispace heap
// needed -Xmx3g for it.
public class BigString {
    public static void main(String[] args) {
        int pieces = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        StringBuilder piece = new StringBuilder();
        for (int i = 0; i < 1000; i++) piece.append((char) ('a' + i % 26));
        String p = piece.toString();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < pieces; i++) sb.append(p);
        String s = sb.toString();
        long sum = 0;
        for (int i = 0; i < s.length(); i += 9973) sum += s.charAt(i);
        System.out.println("length " + s.length() + ", sampled sum " + sum);
    }
}
