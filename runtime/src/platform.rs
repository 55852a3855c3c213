//! The board contract: what the runtime knows of a board is its facts (name, MMIO map,
//! clock) and `dexmetal-hal` drivers: the console, interrupt controller and timer
//! handed to [`crate::start`], and the power control here. A board crate implements
//! the HIL traits and wires them in its main.rs (Tock's boards/chips split); the
//! runtime names no board and no device. Also the ways a run ends: `exit`, which puts
//! the exit status in telemetry before power-off, and `reboot`.

use alloc::boxed::Box;
use core::sync::atomic::{AtomicBool, Ordering};
use dexmetal_dimmunix::HistoryStore;
use dexmetal_hal::arch::armv7::mmu::Region;
use dexmetal_hal::{CpuFreq, Power, PowerSensor};
use dexmetal_telemetry as telemetry;

/// Static facts about a board.
pub struct BoardInfo {
    /// Board name as reports show it (`qemu-virt`, `beagleboard`, `apq8074`).
    pub name: &'static str,
    /// MMIO windows to map as Device memory.
    pub mmio: &'static [Region],
    /// The board's free-running 64-bit counter at the timer's frequency (the `ready`
    /// event's `timer_hz`); it stamps telemetry frames, so it must be cheap and
    /// callable with IRQs masked.
    pub clock: fn() -> u64,
}

/// A board as the runtime sees it after boot: its facts and the drivers the fault and
/// exit paths use.
pub trait Board: Sync {
    fn info(&self) -> &BoardInfo;
    /// Board options from the kernel command line, applied once it is known.
    fn configure(&self, _boot: &crate::BootConfig) {}
    /// The board's power control: power-off with the run's status, and reset.
    fn power(&self) -> &dyn Power;
    /// The common PMU events (ARMv7 event numbers, as PMCEID0 bits) the core counts,
    /// known after `configure`; bit 0x11 (CPU_CYCLES) says the cycle counter counts.
    /// None by default: every count, cycles included, then reports `unsupported`
    /// rather than a number nobody can trust.
    fn pmu_events(&self) -> u32 {
        0
    }
    /// Where Dimmunix keeps its history across boots. `None` when the board has no
    /// driver for persistent storage: the host then saves the history from telemetry
    /// and U-Boot hands it back at boot (`dexmetal.dimmunix.image=ADDR:LEN`).
    fn history_store(&self) -> Option<Box<dyn HistoryStore>> {
        None
    }
    /// The board's DVFS driver (the cpufreq HIL), made once per app run. `None` (the
    /// default) where the board has none: the runtime then runs the cpufreq `model`.
    fn cpufreq(&self) -> Option<Box<dyn CpuFreq + Send>> {
        None
    }
    /// The board's power sensor on the CPU rail (the power-sensor HIL), made once per
    /// app run: the one `boot.power_sensor` names, at `boot.power_hz` where its rate is
    /// chosen. `None` (the default) where the board has not that one, or it does not
    /// answer: energy is then the `model`'s alone. A sensor paced by its own interrupt
    /// attaches its handler here ([`crate::irq::attach`]) and detaches it when dropped.
    fn power_sensor(&self, _boot: &crate::BootConfig) -> Option<Box<dyn PowerSensor + Send>> {
        None
    }
    /// How the profiler can sample here (docs/PROFILER.md): the PMU overflow interrupt
    /// (`dt_pmu_irq`, the device tree's `pmu` node, or a line the board knows is wired),
    /// or why it cannot; and a timer the board can lend for timer sampling. By default
    /// the device tree's line and no timer.
    fn sampling(&self, dt_pmu_irq: Option<u32>) -> crate::profile::Sampling {
        crate::profile::Sampling {
            pmu_irq: dt_pmu_irq.ok_or("the device tree names no PMU overflow interrupt"),
            timer: None,
        }
    }
    /// How the board starts and stops its secondary cores (the smp HIL). `None` (the
    /// default) on a single-core board, and where the board has no driver for it: the
    /// run then stays on the boot core and says so.
    fn cpu_power(&self) -> Option<&dyn dexmetal_hal::CpuPower> {
        None
    }
    /// What wakes a secondary core idling in WFI (the smp HIL); needed with `cpu_power`.
    fn doorbell(&self) -> Option<&'static dyn dexmetal_hal::Doorbell> {
        None
    }
    /// Writes plain text straight to the console hardware, bypassing the defmt
    /// logger; only for when the logger itself is unusable (a fault inside it).
    fn emergency_write(&self, bytes: &[u8]);
}

static BOARD: spin::Once<&'static dyn Board> = spin::Once::new();
static ENDING: AtomicBool = AtomicBool::new(false);

/// Registers the board; the first call wins.
pub fn register(board: &'static dyn Board) {
    BOARD.call_once(|| board);
}

/// The registered board (its name is `dexmetal.Board.name()`'s answer).
pub(crate) fn board() -> Option<&'static dyn Board> {
    BOARD.get().copied()
}

/// Ends the run: sends the `exit` event, then powers off with `status`.
pub fn exit(status: u32) -> ! {
    telemetry::exit(status);
    crate::sink::flush();
    power_off(status)
}

/// Ends the run by resetting the board (a reboot the host sees as a `reboot` event,
/// then the next boot's telemetry).
pub fn reboot(reason: &str) -> ! {
    telemetry::reboot(reason);
    crate::sink::flush();
    match board() {
        Some(b) => b.power().reset(),
        None => power_off(telemetry::status::OK),
    }
}

fn power_off(status: u32) -> ! {
    if let Some(b) = board() {
        b.power().system_off(status)
    }
    loop {
        aarch32_cpu::asm::wfi();
    }
}

/// Reports a fatal condition with `report` and ends the run with `status`. A second
/// fatal condition while reporting (a fault inside the logger) falls back to plain
/// text, so a broken telemetry path still ends the run instead of recursing.
pub fn fatal(report: impl FnOnce(), status: u32) -> ! {
    aarch32_cpu::asm::irq_disable();
    if ENDING.swap(true, Ordering::SeqCst) {
        if let Some(b) = board() {
            b.emergency_write(b"\r\ndexmetal: fault while reporting a fault; powering off\r\n");
        }
        power_off(status);
    }
    report();
    exit(status)
}
