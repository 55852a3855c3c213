/** Knuth's MMIX 64-bit LCG; next() gives the top 53 bits as a double in [0, 1). */
final class Rng {
    long s;
    Rng(long seed) { s = seed; }
    double next() {
        s = s * 6364136223846793005L + 1442695040888963407L;
        return (double) (s >>> 11) * 1.1102230246251565E-16;
    }
}
