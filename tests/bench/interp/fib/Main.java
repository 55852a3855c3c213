public class Main {
    static final int N = 34, QUICK = 20;
    static int fib(int n) {
        if (n < 2) return n;
        return fib(n - 1) + fib(n - 2);
    }
    public static void main(String[] args) {
        int n = N;
        if (args.length > 0 && args[0].equals("quick")) n = QUICK;
        System.out.print("fib(");
        System.out.print(n);
        System.out.print(")=");
        System.out.println(fib(n));
    }
}
