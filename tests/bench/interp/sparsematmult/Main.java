public class Main {
    static final int N = 1000, NZ = 5000, CYCLES = 10000, QUICK_CYCLES = 20;

    static void matmult(double[] y, double[] val, int[] row, int[] col, double[] x, int cycles) {
        int m = row.length - 1;
        for (int reps = 0; reps < cycles; reps++) {
            for (int r = 0; r < m; r++) {
                double sum = 0.0;
                int rowR = row[r];
                int rowRp1 = row[r + 1];
                for (int i = rowR; i < rowRp1; i++) sum += x[col[i]] * val[i];
                y[r] = sum;
            }
        }
    }

    public static void main(String[] args) {
        int cycles = CYCLES;
        if (args.length > 0 && args[0].equals("quick")) cycles = QUICK_CYCLES;
        Rng rng = new Rng(101010L);
        double[] x = new double[N];
        for (int i = 0; i < N; i++) x[i] = rng.next();
        double[] y = new double[N];
        int nr = NZ / N;
        int anz = nr * N;
        double[] val = new double[anz];
        for (int i = 0; i < anz; i++) val[i] = rng.next();
        int[] col = new int[anz];
        int[] row = new int[N + 1];
        row[0] = 0;
        for (int r = 0; r < N; r++) {
            int rowr = row[r];
            row[r + 1] = rowr + nr;
            int step = r / nr;
            if (step < 1) step = 1;
            for (int i = 0; i < nr; i++) col[rowr + i] = i * step;
        }
        matmult(y, val, row, col, x, cycles);
        double sum = 0.0;
        for (int i = 0; i < N; i++) sum += y[i];
        System.out.print("sparsematmult n=");
        System.out.print(N);
        System.out.print(" nz=");
        System.out.print(anz);
        System.out.print(" cycles=");
        System.out.print(cycles);
        System.out.print(" sum=");
        System.out.println(sum);
    }
}
