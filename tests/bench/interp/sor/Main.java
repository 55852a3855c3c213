public class Main {
    static final int N = 100, CYCLES = 1500, QUICK_CYCLES = 3;

    static void execute(double omega, double[][] g, int cycles) {
        int m = g.length;
        int n = g[0].length;
        double omegaOverFour = omega * 0.25;
        double oneMinusOmega = 1.0 - omega;
        int mm1 = m - 1;
        int nm1 = n - 1;
        for (int p = 0; p < cycles; p++) {
            for (int i = 1; i < mm1; i++) {
                double[] gi = g[i];
                double[] gim1 = g[i - 1];
                double[] gip1 = g[i + 1];
                for (int j = 1; j < nm1; j++) {
                    gi[j] = omegaOverFour * (gim1[j] + gip1[j] + gi[j - 1] + gi[j + 1])
                            + oneMinusOmega * gi[j];
                }
            }
        }
    }

    public static void main(String[] args) {
        int cycles = CYCLES;
        if (args.length > 0 && args[0].equals("quick")) cycles = QUICK_CYCLES;
        Rng r = new Rng(101010L);
        double[][] g = new double[N][N];
        for (int i = 0; i < N; i++) {
            double[] row = g[i];
            for (int j = 0; j < N; j++) row[j] = r.next();
        }
        execute(1.25, g, cycles);
        double sum = 0.0;
        for (int i = 0; i < N; i++) {
            double[] row = g[i];
            for (int j = 0; j < N; j++) sum += row[j];
        }
        System.out.print("sor n=");
        System.out.print(N);
        System.out.print(" cycles=");
        System.out.print(cycles);
        System.out.print(" sum=");
        System.out.print(sum);
        System.out.print(" center=");
        System.out.println(g[N / 2][N / 2]);
    }
}
