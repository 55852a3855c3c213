// The readable form of Board.smali (the project assembles DEX from smali; there is no
// javac-to-dex step). Keep the two in step.
package dexmetal;

/**
 * The board's measurement HAL: its name, the CPU cycle counter, the cpufreq operating
 * point and the energy of this app run. The natives are the runtime's table "board"
 * (runtime/src/board_natives.rs); a VM without it (the host CLI) throws
 * UnsatisfiedLinkError from the first use of this class.
 */
public final class Board {
    static {
        System.loadLibrary("board");
    }

    private Board() {}

    /** The board's name, as telemetry's boot event gives it: "qemu-virt", "beagleboard", ... */
    public static native String name();

    /**
     * CPU cycles since the bootloader handed over, 64 bits (guest instructions under QEMU's
     * -icount); -1 where the board's PMU counts no cycles.
     */
    public static native long cycles();

    /** The current cpufreq operating point's frequency in kHz; -1 with no cpufreq. */
    public static native int oppKhz();

    /**
     * The current operating point's supply voltage in microvolts; -1 with no cpufreq, or
     * where the board's OPP table is frequency-only (the voltage is the firmware's).
     */
    public static native int oppMicrovolts();

    /** Whether the operating point is the cpufreq model's rather than the hardware's. */
    public static native boolean oppModelled();

    /**
     * Energy of this app run so far in microjoules, from the board's power sensor or else
     * the power model; -1 with neither.
     */
    public static native long energyMicrojoules();

    /** Whether energyMicrojoules() comes from the power model rather than a sensor. */
    public static native boolean energyModelled();
}
