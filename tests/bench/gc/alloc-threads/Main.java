// Reference source of the smali (the benchmark runs the smali; this is what it does).
// K worker threads each allocate N short-lived int arrays and pairs of cells, keeping
// the last WINDOW pairs live in a ring; main joins them and prints each hash.
class Cell {
    int v;
    Cell next;

    Cell(int v, Cell next) {
        this.v = v;
        this.next = next;
    }
}

class Worker extends Thread {
    int id, n, window, result;

    Worker(int id, int n, int window) {
        this.id = id;
        this.n = n;
        this.window = window;
    }

    public void run() {
        Object[] ring = new Object[window];
        int h = id;
        for (int i = 0; i < n; i++) {
            int[] a = new int[4 + (i & 15)];
            a[0] = i;
            a[a.length - 1] = id;
            Cell c = new Cell(i * 3 + id, null);
            c.next = new Cell(a.length, null);
            ring[i % window] = c;
            h = h * 31 + a[0] + a[a.length - 1] + c.v + c.next.v;
        }
        for (int j = 0; j < window; j++) {
            Cell c = (Cell) ring[j];
            if (c != null) h = h * 31 + c.v + c.next.v;
        }
        result = h;
    }
}

public class Main {
    public static void main(String[] args) throws InterruptedException {
        int k = Integer.parseInt(args[0]);
        int n = Integer.parseInt(args[1]);
        int window = Integer.parseInt(args[2]);
        Worker[] ws = new Worker[k];
        for (int t = 0; t < k; t++) {
            ws[t] = new Worker(t, n, window);
            ws[t].start();
        }
        int total = 0;
        for (int t = 0; t < k; t++) {
            ws[t].join();
            System.out.print("worker ");
            System.out.print(t);
            System.out.print(" hash ");
            System.out.println(ws[t].result);
            total = total * 31 + ws[t].result;
        }
        System.out.print("total ");
        System.out.println(total);
    }
}
