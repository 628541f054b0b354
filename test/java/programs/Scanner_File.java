// Scanner over a File written with PrintWriter.printf (and a Formatter over
// a StringBuilder): numbers and lines read back, a token crossing the
// scanner's internal read chunks, the FileNotFoundException for a missing
// file, and PrintStream.printf/format returning the stream.
import java.io.File;
import java.io.FileNotFoundException;
import java.io.FileWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Scanner;

public class Scanner_File {
    public static void main(String[] args) throws IOException {
        File f = new File(System.getProperty("java.io.tmpdir"), "lantern-scan-" + System.nanoTime() + ".txt");
        try (PrintWriter pw = new PrintWriter(new FileWriter(f))) {
            pw.printf("%d %s%n", 3, "items");
            for (int i = 1; i <= 3; i++) {
                pw.printf("%-6s %5.2f %,d%n", "item" + i, i * 1.25, i * 1000000);
            }
            pw.format("%s%n", "x".repeat(5000) + "END");
            pw.println("tail line");
        }
        try (Scanner sc = new Scanner(f)) {
            int n = sc.nextInt();
            System.out.println(n + " " + sc.next());
            double total = 0;
            long big = 0;
            for (int i = 0; i < n; i++) {
                String name = sc.next();
                double price = sc.nextDouble();
                long qty = sc.nextLong();
                total += price;
                big += qty;
                System.out.println(name + " -> " + price + " x " + qty);
            }
            sc.nextLine();
            String longLine = sc.nextLine();
            System.out.println(longLine.length() + " " + longLine.endsWith("END") + " " + sc.nextLine() + " " + sc.hasNextLine());
            System.out.printf("total %.2f big %,d%n", total, big).println("chained");
        } finally {
            System.out.println("deleted " + f.delete());
        }
        try {
            new Scanner(new File("/nonexistent-dir/none.txt"));
        } catch (FileNotFoundException e) {
            /* the path and the reason are platform texts: only their presence */
            System.out.println("FNF " + e.getMessage().contains("none.txt"));
        }
        StringBuilder sb = new StringBuilder();
        new java.util.Formatter(sb).format("%s=%d;", "a", 1).format("%s=%d;", "b", 2);
        System.out.format("%s%n", sb);
    }
}
