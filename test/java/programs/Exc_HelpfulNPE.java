// Helpful NullPointerException messages (JEP 358), on by default in JDK 17:
// the message names the failed action and the null expression (locals are
// <localN> without -g), and an uncaught one shows it in the trace header.
public class Exc_HelpfulNPE {
    static class Node { Node next; int value; String name; int[] data; }

    public static void main(String[] args) {
        Node n = new Node();
        String[] tests = new String[6];
        for (int k = 0; k < 6; k++) {
            try {
                switch (k) {
                    case 0: System.out.println(n.next.value); break;
                    case 1: System.out.println(n.name.length()); break;
                    case 2: System.out.println(n.data[0]); break;
                    case 3: n.next.next = n; break;
                    case 4: synchronized (n.name) { } break;
                    default: System.out.println(n.data.length); break;
                }
            } catch (NullPointerException e) {
                System.out.println(k + ": " + e.getMessage());
            }
        }
        Node m = null;
        m.value = 5;
    }
}
