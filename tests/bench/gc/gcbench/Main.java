// Reference source of Main.smali (the benchmark runs the smali; this is what it does).
// GCBench (Boehm, Ellis, Kovac) / binary-trees: a stretch tree of depth N+1, a
// long-lived tree of depth N (built top-down) and a long-lived int array, then for each
// depth d = 4, 6, ..., N, iters(d) = 2*treeSize(N)/treeSize(d) temporary trees built
// top-down and as many bottom-up, each hashed and dropped.
class Node {
    Node left, right;
    int i, j;

    Node() {}

    Node(Node l, Node r, int i, int j) {
        left = l;
        right = r;
        this.i = i;
        this.j = j;
    }
}

public class Main {
    static int treeSize(int d) {
        return (1 << (d + 1)) - 1;
    }

    static void populate(int item, int d, Node n) {
        n.i = item;
        n.j = d;
        if (d > 0) {
            n.left = new Node();
            n.right = new Node();
            populate(2 * item - 1, d - 1, n.left);
            populate(2 * item, d - 1, n.right);
        }
    }

    static Node makeTree(int item, int d) {
        if (d <= 0) return new Node(null, null, item, 0);
        return new Node(makeTree(2 * item - 1, d - 1), makeTree(2 * item, d - 1), item, d);
    }

    static int check(Node n) {
        int h = n.i;
        if (n.left != null) {
            h = h * 31 + check(n.left);
            h = (h * 17) ^ check(n.right);
        }
        return h;
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        java.io.PrintStream out = System.out;
        out.print("stretch ");
        out.println(check(makeTree(0, n + 1)));
        Node longLived = new Node();
        populate(1, n, longLived);
        int len = 1 << (n + 1);
        int[] array = new int[len];
        for (int i = 0; i < len; i++) array[i] = i * 0x9e3779b1;
        for (int d = 4; d <= n; d += 2) {
            int iters = 2 * treeSize(n) / treeSize(d);
            int h = 0;
            for (int k = 1; k <= iters; k++) {
                Node t = new Node();
                populate(k, d, t);
                h = h * 7 + check(t);
            }
            for (int k = 1; k <= iters; k++) {
                h = h * 7 + check(makeTree(-k, d));
            }
            out.print(2 * iters);
            out.print(" trees of depth ");
            out.print(d);
            out.print(": ");
            out.println(h);
        }
        int sum = 0;
        for (int i = 0; i < len; i++) sum = sum * 3 + array[i];
        out.print("long-lived ");
        out.print(check(longLived));
        out.print(" array ");
        out.println(sum);
    }
}
