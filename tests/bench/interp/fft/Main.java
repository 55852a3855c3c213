public class Main {
    static final int N = 1024, CYCLES = 1000, QUICK_CYCLES = 4;

    static int log2(int n) {
        int log = 0;
        for (int k = 1; k < n; k *= 2) log++;
        return log;
    }

    /** sines[k] = sin(pi / 2^k), by half-angle steps that only need sqrt. */
    static double[] sines(int logn) {
        double[] s = new double[logn + 2];
        double c = -1.0; // cos(pi)
        s[0] = 0.0;
        for (int k = 1; k < logn + 2; k++) {
            double half = Math.sqrt((1.0 + c) * 0.5); // cos(x/2)
            s[k] = Math.sqrt((1.0 - c) * 0.5);
            c = half;
        }
        return s;
    }

    static void bitreverse(double[] data) {
        int n = data.length / 2;
        int nm1 = n - 1;
        int j = 0;
        for (int i = 0; i < nm1; i++) {
            int ii = i << 1;
            int jj = j << 1;
            int k = n >> 1;
            if (i < j) {
                double tr = data[ii];
                double ti = data[ii + 1];
                data[ii] = data[jj];
                data[ii + 1] = data[jj + 1];
                data[jj] = tr;
                data[jj + 1] = ti;
            }
            while (k <= j) {
                j -= k;
                k >>= 1;
            }
            j += k;
        }
    }

    static void transform(double[] data, int direction, double[] sines) {
        int n = data.length / 2;
        if (n == 1) return;
        int logn = log2(n);
        bitreverse(data);
        int dual = 1;
        for (int bit = 0; bit < logn; bit++) {
            double wr = 1.0;
            double wi = 0.0;
            double s = direction * sines[bit];
            double t = direction * sines[bit + 1];
            double s2 = 2.0 * t * t;
            for (int b = 0; b < n; b += 2 * dual) {
                int i = 2 * b;
                int j = 2 * (b + dual);
                double wdr = data[j];
                double wdi = data[j + 1];
                data[j] = data[i] - wdr;
                data[j + 1] = data[i + 1] - wdi;
                data[i] += wdr;
                data[i + 1] += wdi;
            }
            for (int a = 1; a < dual; a++) {
                double tr = wr - s * wi - s2 * wr;
                double ti = wi + s * wr - s2 * wi;
                wr = tr;
                wi = ti;
                for (int b = 0; b < n; b += 2 * dual) {
                    int i = 2 * (b + a);
                    int j = 2 * (b + a + dual);
                    double zr = data[j];
                    double zi = data[j + 1];
                    double wdr = wr * zr - wi * zi;
                    double wdi = wr * zi + wi * zr;
                    data[j] = data[i] - wdr;
                    data[j + 1] = data[i + 1] - wdi;
                    data[i] += wdr;
                    data[i + 1] += wdi;
                }
            }
            dual *= 2;
        }
    }

    static void inverse(double[] data, double[] sines) {
        transform(data, 1, sines);
        int n = data.length / 2;
        double norm = 1.0 / n;
        for (int i = 0; i < data.length; i++) data[i] *= norm;
    }

    public static void main(String[] args) {
        int cycles = CYCLES;
        if (args.length > 0 && args[0].equals("quick")) cycles = QUICK_CYCLES;
        Rng r = new Rng(101010L);
        double[] x = new double[2 * N];
        for (int i = 0; i < x.length; i++) x[i] = r.next();
        double[] orig = new double[2 * N];
        for (int i = 0; i < x.length; i++) orig[i] = x[i];
        double[] sines = sines(log2(N));
        double peak = 0.0;
        for (int c = 0; c < cycles; c++) {
            transform(x, -1, sines);
            double m = Math.abs(x[2]) + Math.abs(x[3]);
            if (m > peak) peak = m;
            inverse(x, sines);
        }
        double err = 0.0;
        double sum = 0.0;
        for (int i = 0; i < x.length; i++) {
            double d = x[i] - orig[i];
            err += d * d;
            sum += x[i];
        }
        System.out.print("fft n=");
        System.out.print(N);
        System.out.print(" cycles=");
        System.out.print(cycles);
        System.out.print(" rms=");
        System.out.print(Math.sqrt(err / x.length));
        System.out.print(" peak=");
        System.out.print(peak);
        System.out.print(" sum=");
        System.out.println(sum);
    }
}
