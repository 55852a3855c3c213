public class Main {
    static final int N = 20000, QUICK_N = 500;

    public static void main(String[] args) {
        int n = N;
        if (args.length > 0 && args[0].equals("quick")) n = QUICK_N;
        String s = "";
        for (int i = 0; i < n; i++) {
            // javac: new StringBuilder().append(s).append(c).toString()
            s = s + (char) ('a' + i % 26);
        }
        System.out.print("stringconcat n=");
        System.out.print(n);
        System.out.print(" length=");
        System.out.print(s.length());
        System.out.print(" hash=");
        System.out.println(s.hashCode());
    }
}
