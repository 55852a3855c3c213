// Reference source of Main.smali (the benchmark runs the smali; this is what it does).
// 0xBench "VM"-style garbage workload: per round, string building and concatenation,
// a churned linked list of small objects, a HashMap of Integer -> substring read back
// through an Object[]; the last WINDOW rounds' maps stay live in a ring.
import java.util.HashMap;

class Cell {
    int v;
    Cell next;

    Cell(int v, Cell next) {
        this.v = v;
        this.next = next;
    }
}

public class Main {
    public static void main(String[] args) {
        int rounds = Integer.parseInt(args[0]);
        int window = Integer.parseInt(args[1]);
        Object[] keep = new Object[window];
        int h = 0;
        for (int r = 0; r < rounds; r++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 32; i++) {
                sb.append("item");
                sb.append(r + i);
                sb.append(',');
            }
            String s = sb.toString();
            h = h * 31 + s.hashCode();
            String c = "";
            for (int i = 0; i < 16; i++) c = c.concat(Integer.toString(i * r));
            h = h * 31 + c.length();
            Cell list = null;
            for (int i = 0; i < 64; i++) list = new Cell(i ^ r, list);
            int sum = 0;
            for (Cell p = list; p != null; p = p.next) sum += p.v;
            h = h * 31 + sum;
            HashMap<Integer, String> m = new HashMap<>();
            for (int i = 0; i < 32; i++) m.put(Integer.valueOf(r * 32 + i), s.substring(i, i + 8));
            Object[] arr = new Object[32];
            for (int i = 0; i < 32; i++) arr[i] = m.get(Integer.valueOf(r * 32 + (i * 7) % 32));
            for (int i = 0; i < 32; i++) h = h * 31 + ((String) arr[i]).hashCode();
            h = h * 31 + m.size();
            keep[r % window] = m;
        }
        int live = 0;
        int k = 0;
        for (int j = 0; j < window; j++) {
            HashMap<?, ?> m = (HashMap<?, ?>) keep[j];
            if (m == null) continue;
            live++;
            int r = rounds - 1 - ((rounds - 1 - j) % window);
            String v = (String) m.get(Integer.valueOf(r * 32 + 5));
            k = k * 31 + v.hashCode() + m.size();
        }
        System.out.print("rounds ");
        System.out.print(rounds);
        System.out.print(" hash ");
        System.out.println(h);
        System.out.print("live maps ");
        System.out.print(live);
        System.out.print(" hash ");
        System.out.println(k);
    }
}
