// java.util.Scanner over Strings: next/nextInt/nextLong/nextDouble/
// nextBoolean/nextLine mixed (nextLine after nextInt returns the rest of the
// line), hasNext* without consuming, grouping separators, mismatches that
// leave the token in place, custom delimiters, findInLine + match(), the
// end-of-input and closed-scanner exceptions, and a line-by-line word count.
import java.util.InputMismatchException;
import java.util.NoSuchElementException;
import java.util.Scanner;

public class Scanner_Tokens {
    public static void main(String[] args) {
        Scanner sc = new Scanner("3 apples\n  -42 7,654,321 +5 3.25 -1e3 .5 NaN true FALSE\nrest of line\n\nlast");
        int n = sc.nextInt();
        String word = sc.next();
        System.out.println(n + " " + word + " [" + sc.nextLine() + "]");
        System.out.println(sc.hasNextInt() + " " + sc.nextInt() + " " + sc.nextInt() + " " + sc.nextLong());
        System.out.println(sc.hasNextInt() + " " + sc.hasNextDouble() + " " + sc.nextDouble() + " " + sc.nextDouble()
            + " " + sc.nextDouble() + " " + sc.nextDouble());
        System.out.println(sc.hasNextBoolean() + " " + sc.nextBoolean() + " " + sc.nextBoolean());
        System.out.println("[" + sc.nextLine() + "] [" + sc.nextLine() + "] [" + sc.nextLine() + "] " + sc.hasNextLine() + " [" + sc.nextLine() + "] " + sc.hasNextLine() + " " + sc.hasNext());
        try {
            sc.next();
        } catch (NoSuchElementException e) {
            System.out.println("next: " + e);
        }
        try {
            sc.nextLine();
        } catch (NoSuchElementException e) {
            System.out.println("nextLine: " + e);
        }
        sc.close();
        try {
            sc.hasNext();
        } catch (IllegalStateException e) {
            System.out.println("closed: " + e);
        }

        Scanner bad = new Scanner("abc 99999999999 12 x");
        try {
            bad.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("mismatch: " + e + " then " + bad.next());
        }
        try {
            bad.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("overflow: " + e.getMessage() + " long=" + bad.nextLong());
        }
        System.out.println(bad.hasNextInt() + " " + bad.nextInt() + " " + bad.hasNextInt() + " " + bad.hasNext());
        try {
            bad.nextDouble();
        } catch (InputMismatchException e) {
            System.out.println("double mismatch: " + e);
        }

        Scanner csv = new Scanner("a,b,,c;d").useDelimiter("[,;]");
        StringBuilder sb = new StringBuilder();
        while (csv.hasNext()) {
            sb.append('<').append(csv.next()).append('>');
        }
        System.out.println(sb + " " + csv.delimiter());

        Scanner nums = new Scanner("1 fish 2 fish red fish blue fish").useDelimiter("\\s*fish\\s*");
        System.out.println(nums.nextInt() + " " + nums.nextInt() + " " + nums.next() + " " + nums.next() + " " + nums.hasNext());

        Scanner fl = new Scanner("key: value=42 other");
        System.out.println(fl.findInLine("(\\w+)=(\\d+)") + " " + fl.match().group(1) + " " + fl.match().groupCount() + " [" + fl.nextLine() + "]");

        Scanner text = new Scanner("the quick brown fox\njumps over\nthe lazy dog\n");
        int lines = 0, words = 0;
        while (text.hasNextLine()) {
            String line = text.nextLine();
            lines++;
            Scanner ws = new Scanner(line);
            while (ws.hasNext()) {
                ws.next();
                words++;
            }
        }
        System.out.println(lines + " lines, " + words + " words");
        Scanner sum = new Scanner("10 20 30 x 40");
        long total = 0;
        while (sum.hasNextInt()) {
            total += sum.nextInt();
        }
        System.out.println("sum " + total + " stopped at " + sum.next() + " radix " + sum.radix());
        Scanner hex = new Scanner("ff 10 zz");
        System.out.println(hex.nextInt(16) + " " + hex.useRadix(2).nextInt() + " " + hex.hasNextInt(36));
        Scanner crlf = new Scanner("a\r\nb\rc\n");
        System.out.println(crlf.nextLine() + crlf.nextLine() + crlf.nextLine() + crlf.hasNextLine());
    }
}
