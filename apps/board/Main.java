// apps/board: what dexmetal.Board reports on the board it runs on (Main.smali is the
// assembled form; the project builds DEX from smali). `cargo xtask test` checks each
// figure against the telemetry of the same run (xtask/src/itest.rs, board_natives).
import dexmetal.Board;

public class Main {
    // The work between the two cycle readings: a sieve of the primes below n.
    static int countPrimes(int n) {
        boolean[] composite = new boolean[n];
        int count = 0;
        for (int i = 2; i < n; i++) {
            if (composite[i]) continue;
            count++;
            for (int j = i * i; j < n; j += i) composite[j] = true;
        }
        return count;
    }

    public static void main(String[] args) {
        System.out.println("board " + Board.name());
        long before = Board.cycles();
        int primes = countPrimes(40000);
        long after = Board.cycles();
        System.out.println("cycles " + before + " " + after + " (" + primes + " primes below 40000 in between)");
        System.out.println("opp " + Board.oppKhz() + " kHz " + Board.oppMicrovolts() + " uV model=" + Board.oppModelled());
        System.out.println("energy " + Board.energyMicrojoules() + " uJ model=" + Board.energyModelled());
    }
}
