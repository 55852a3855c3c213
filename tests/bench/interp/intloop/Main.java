public class Main {
    static final int N = 40000000, QUICK = 1000000;
    public static void main(String[] args) {
        int n = N;
        if (args.length > 0 && args[0].equals("quick")) n = QUICK;
        int acc = 0, x = 1, y = 7;
        for (int i = 0; i < n; i++) {
            x = x + y;
            y = x ^ i;
            if (y < 0) {
                acc = acc - y;
            } else {
                acc = acc + (y >> 3);
            }
            if ((i & 7) == 0) {
                x = x + acc;
            }
        }
        System.out.print("intloop n=");
        System.out.print(n);
        System.out.print(" acc=");
        System.out.print(acc);
        System.out.print(" x=");
        System.out.println(x);
    }
}
