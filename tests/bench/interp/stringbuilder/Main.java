public class Main {
    static final int ROUNDS = 1500, PER_ROUND = 500, QUICK_ROUNDS = 20;

    public static void main(String[] args) {
        int rounds = ROUNDS;
        if (args.length > 0 && args[0].equals("quick")) rounds = QUICK_ROUNDS;
        long check = 0;
        int totalLen = 0;
        String last = "";
        for (int r = 0; r < rounds; r++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < PER_ROUND; i++) {
                sb.append(i * 7 - r);
                sb.append(',');
                if ((i & 3) == 0) sb.append("ab");
            }
            int len = sb.length();
            totalLen += len;
            for (int i = 0; i < len; i += 3) check = check * 31 + sb.charAt(i);
            String s = sb.toString();
            if (s.length() != len) {
                System.out.println("length mismatch");
                return;
            }
            check += s.charAt(len / 2);
            last = s;
        }
        System.out.print("stringbuilder rounds=");
        System.out.print(rounds);
        System.out.print(" chars=");
        System.out.print(totalLen);
        System.out.print(" check=");
        System.out.print(check);
        System.out.print(" tail=");
        System.out.println(last.substring(last.length() - 12));
    }
}
