public class Main {
    static final int SAMPLES = 6000000, QUICK_SAMPLES = 100000;

    static int underCurve(Rng r, int samples) {
        int count = 0;
        for (int i = 0; i < samples; i++) {
            double x = r.next();
            double y = r.next();
            if (x * x + y * y <= 1.0) count++;
        }
        return count;
    }

    public static void main(String[] args) {
        int samples = SAMPLES;
        if (args.length > 0 && args[0].equals("quick")) samples = QUICK_SAMPLES;
        Rng r = new Rng(113L);
        int count = underCurve(r, samples);
        double pi = (double) count / samples * 4.0;
        System.out.print("montecarlo samples=");
        System.out.print(samples);
        System.out.print(" under=");
        System.out.print(count);
        System.out.print(" pi=");
        System.out.print(pi);
        System.out.print(" seed=");
        System.out.println(r.s);
    }
}
