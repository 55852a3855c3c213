// Reference source of the smali (the benchmark runs the smali; this is what it does).
// Allocation churn through a small live set: each of N iterations allocates a node
// pair and a short int[] and stores them in slot i % LIVE of a ring, dropping the
// cluster stored there LIVE iterations before (which is read into the hash first).
class Node {
    int v;
    Node next;
    int[] data;

    Node(int v, Node next, int[] data) {
        this.v = v;
        this.next = next;
        this.data = data;
    }
}

public class Main {
    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        int live = Integer.parseInt(args[1]);
        Node[] ring = new Node[live];
        int h = 0;
        for (int i = 0; i < n; i++) {
            int[] d = new int[2 + (i & 7)];
            d[0] = i;
            d[d.length - 1] = i >> 3;
            Node a = new Node(i, new Node(i ^ 0x5a5a, null, null), d);
            int s = i % live;
            Node old = ring[s];
            if (old != null) {
                h = h * 31 + old.v + old.next.v + old.data[0] + old.data[old.data.length - 1];
            }
            ring[s] = a;
        }
        for (int s = 0; s < live; s++) {
            Node a = ring[s];
            if (a != null) {
                h = h * 31 + a.v + a.next.v + a.data.length;
            }
        }
        System.out.print("churn ");
        System.out.print(n);
        System.out.print(" hash ");
        System.out.println(h);
    }
}
