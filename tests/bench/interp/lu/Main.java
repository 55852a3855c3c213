public class Main {
    static final int N = 100, CYCLES = 160, QUICK_CYCLES = 1;

    static void copy(double[][] b, double[][] a) {
        int m = a.length;
        int n = a[0].length;
        for (int i = 0; i < m; i++) {
            double[] bi = b[i];
            double[] ai = a[i];
            for (int j = 0; j < n; j++) bi[j] = ai[j];
        }
    }

    static int factor(double[][] a, int[] pivot) {
        int n = a.length;
        int m = a[0].length;
        int minMN = n; if (m < n) minMN = m;
        for (int j = 0; j < minMN; j++) {
            int jp = j;
            double t = Math.abs(a[j][j]);
            for (int i = j + 1; i < m; i++) {
                double ab = Math.abs(a[i][j]);
                if (ab > t) {
                    jp = i;
                    t = ab;
                }
            }
            pivot[j] = jp;
            if (a[jp][j] == 0) return 1;
            if (jp != j) {
                double[] tA = a[j];
                a[j] = a[jp];
                a[jp] = tA;
            }
            if (j < m - 1) {
                double recp = 1.0 / a[j][j];
                for (int k = j + 1; k < m; k++) a[k][j] *= recp;
            }
            if (j < minMN - 1) {
                for (int ii = j + 1; ii < m; ii++) {
                    double[] aii = a[ii];
                    double[] aj = a[j];
                    double aiiJ = aii[j];
                    for (int jj = j + 1; jj < n; jj++) aii[jj] -= aiiJ * aj[jj];
                }
            }
        }
        return 0;
    }

    public static void main(String[] args) {
        int cycles = CYCLES;
        if (args.length > 0 && args[0].equals("quick")) cycles = QUICK_CYCLES;
        Rng rng = new Rng(101010L);
        double[][] a = new double[N][N];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) a[i][j] = rng.next();
        double[][] lu = new double[N][N];
        int[] pivot = new int[N];
        int status = 0;
        for (int c = 0; c < cycles; c++) {
            copy(lu, a);
            status += factor(lu, pivot);
        }
        double sum = 0.0;
        double diag = 1.0;
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) sum += lu[i][j];
            diag *= lu[i][i];
        }
        int psum = 0;
        for (int i = 0; i < N; i++) psum = psum * 31 + pivot[i];
        System.out.print("lu n=");
        System.out.print(N);
        System.out.print(" cycles=");
        System.out.print(cycles);
        System.out.print(" status=");
        System.out.print(status);
        System.out.print(" sum=");
        System.out.print(sum);
        System.out.print(" det=");
        System.out.print(diag);
        System.out.print(" pivots=");
        System.out.println(psum);
    }
}
