// A long linked list and a string table survive while garbage is created;
// identity (==) of surviving objects is preserved, and fields of moved
// objects stay intact (a moving collector must update every reference,
// including references held only by locals of active frames).
public class GC_Survivors {
    static class Cell {
        final int id;
        Cell next;
        Object payload;
        Cell(int id, Cell next) { this.id = id; this.next = next; }
    }

    static long churn(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            int[] junk = new int[64];
            junk[i % 64] = i;
            s += junk[i % 64];
        }
        return s;
    }

    static int deep(Cell c, int n) {
        // a reference held only by this frame across allocation
        Cell local = c;
        if (n > 0) {
            churn(2000);
            return deep(c.next, n - 1) + (local.id == c.id ? 1 : 0);
        }
        return 0;
    }

    public static void main(String[] args) {
        Cell head = null;
        for (int i = 0; i < 20000; i++) {
            head = new Cell(i, head);
            if (i % 100 == 0) head.payload = "p" + i;
            if (i % 1000 == 0) churn(500);
        }
        Cell tenth = head;
        for (int i = 0; i < 10; i++) tenth = tenth.next;
        Cell remembered = tenth;
        long g = churn(200000);
        System.out.println("churn " + g + " same cell " + (remembered == tenth) + " id " + remembered.id);
        long sum = 0;
        int payloads = 0;
        int count = 0;
        for (Cell c = head; c != null; c = c.next) {
            sum += c.id;
            count++;
            if (c.payload != null) payloads += ((String) c.payload).length();
        }
        System.out.println("count " + count + " sum " + sum + " payload chars " + payloads);
        System.out.println("frames kept references: " + deep(head, 100));
        String[] table = new String[500];
        for (int i = 0; i < table.length; i++) table[i] = Integer.toString(i * i);
        churn(100000);
        int ok = 0;
        for (int i = 0; i < table.length; i++) if (table[i].equals(Integer.toString(i * i))) ok++;
        System.out.println("table ok " + ok);
    }
}
