// A discrete event simulation: a binary min-heap priority queue of events
// (ties broken by sequence number), customers arriving at servers, service
// times from a deterministic generator, statistics at the end.
public class Real_EventSim {
    static final class Event {
        final long time; final int seq, kind, customer;
        Event(long time, int seq, int kind, int customer) { this.time = time; this.seq = seq; this.kind = kind; this.customer = customer; }
        boolean before(Event o) { return time != o.time ? time < o.time : seq < o.seq; }
    }
    static final class Heap {
        Event[] a = new Event[8]; int n;
        void push(Event e) {
            if (n == a.length) { Event[] g = new Event[n * 2]; System.arraycopy(a, 0, g, 0, n); a = g; }
            int i = n++;
            a[i] = e;
            while (i > 0 && a[i].before(a[(i - 1) / 2])) { Event t = a[i]; a[i] = a[(i - 1) / 2]; a[(i - 1) / 2] = t; i = (i - 1) / 2; }
        }
        Event pop() {
            Event top = a[0];
            a[0] = a[--n];
            a[n] = null;
            int i = 0;
            while (true) {
                int l = 2 * i + 1, m = i;
                if (l < n && a[l].before(a[m])) m = l;
                if (l + 1 < n && a[l + 1].before(a[m])) m = l + 1;
                if (m == i) break;
                Event t = a[i]; a[i] = a[m]; a[m] = t; i = m;
            }
            return top;
        }
    }

    static int state = 7;
    static int rand(int n) { state ^= state << 13; state ^= state >>> 17; state ^= state << 5; return Math.floorMod(state, n); }

    public static void main(String[] args) {
        final int ARRIVE = 0, DONE = 1, servers = 3, customers = 2000;
        Heap h = new Heap();
        int seq = 0;
        long t = 0;
        for (int c = 0; c < customers; c++) { t += 1 + rand(10); h.push(new Event(t, seq++, ARRIVE, c)); }
        long[] arrival = new long[customers];
        int[] queue = new int[customers];
        int qHead = 0, qTail = 0, busy = 0, served = 0, maxQueue = 0;
        long totalWait = 0, maxWait = 0, now = 0;
        while (h.n > 0) {
            Event e = h.pop();
            now = e.time;
            if (e.kind == ARRIVE) {
                arrival[e.customer] = now;
                if (busy < servers) { busy++; h.push(new Event(now + 5 + rand(12), seq++, DONE, e.customer)); }
                else { queue[qTail++] = e.customer; maxQueue = Math.max(maxQueue, qTail - qHead); }
            } else {
                served++;
                if (qHead < qTail) {
                    int c = queue[qHead++];
                    long w = now - arrival[c];
                    totalWait += w;
                    maxWait = Math.max(maxWait, w);
                    h.push(new Event(now + 5 + rand(12), seq++, DONE, c));
                } else busy--;
            }
            if (served > 0 && served % 500 == 0 && e.kind == DONE) System.out.println("t=" + now + " served " + served + " queued " + (qTail - qHead));
        }
        System.out.println("end t=" + now + " served " + served + " events " + seq + " max queue " + maxQueue);
        System.out.println("avg wait " + (double) totalWait / customers + " max wait " + maxWait);
    }
}
