public class Main {
    static final int SIZE = 1000000, REPS = 30, QUICK_REPS = 1, QUICK_SIZE = 100000;
    static int sieve(boolean[] composite) {
        int n = composite.length;
        for (int i = 0; i < n; i++) composite[i] = false;
        int count = 0;
        for (int i = 2; i < n; i++) {
            if (!composite[i]) {
                count++;
                for (int j = i + i; j < n; j += i) composite[j] = true;
            }
        }
        return count;
    }
    public static void main(String[] args) {
        int size = SIZE, reps = REPS;
        if (args.length > 0 && args[0].equals("quick")) { size = QUICK_SIZE; reps = QUICK_REPS; }
        boolean[] c = new boolean[size];
        int total = 0, last = 0;
        for (int r = 0; r < reps; r++) { last = sieve(c); total += last; }
        int check = 0;
        for (int i = size - 1; i >= 2; i--) if (!c[i]) { check = i; break; }
        System.out.print("sieve size=");
        System.out.print(size);
        System.out.print(" primes=");
        System.out.print(last);
        System.out.print(" total=");
        System.out.print(total);
        System.out.print(" largest=");
        System.out.println(check);
    }
}
