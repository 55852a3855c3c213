//! dexmetal for the BeagleBoard Rev C4 (TI OMAP3530): wires the OMAP3 drivers
//! (chips/omap3) into the runtime. U-Boot loads it from the SD card (boot.scr) and
//! starts it with `bootm`, passing the device tree. Clocks first (PRCM), then the UART3
//! console, INTC and GPTIMER2 (13 MHz SYS_CLK) for the tick; the board's cpufreq drives
//! DPLL1 and the TWL4030's VDD1 over I2C1. The power sensor is the one
//! `dexmetal.power.sensor` names: the ADS1115 on I2C2, or the MCP3201 on McSPI4 sampled
//! from GPTIMER3's interrupt at `dexmetal.power.hz`. Nothing here has run on silicon
//! yet: see docs/boards/beagleboard.md for what each part is verified by.
#![no_std]
#![no_main]

extern crate alloc;

use alloc::boxed::Box;
use core::cell::RefCell;
use critical_section::Mutex;
use dexmetal_chip_omap3::{cpufreq::Omap3CpuFreq, gptimer, i2c, intc, mcspi, padconf, prcm, uart};
use dexmetal_hal::arch::armv7::mmu::{MemKind, Region};
use dexmetal_hal::cpufreq::{CpuFreq, OMAP3530_LATENCY_US, OMAP3530_OPPS};
use dexmetal_hal::mmio::{Bus, Mmio};
use dexmetal_hal::pmu::SharedWide;
use dexmetal_hal::power_sensor::PowerSensorKind;
use dexmetal_hal::PowerSensor;
use dexmetal_hal::{Console, Power};
use dexmetal_runtime::{irq::IrqDrivers, Board, BoardInfo, BootConfig};
use dexmetal_sensors::acs714::Acs714;
use dexmetal_sensors::fast_adc::{self, FastAdc, Mcp3201, Sampler, Shared};

/// L4-Core (SCM, CM, PRM, INTC, I2C1-3, McSPI1-4, GPTIMER1: 0x4800_0000, 16 MiB) and
/// L4-Per (UART3, GPTIMER2/3: 0x4900_0000, 1 MiB) as Device memory (SPRUF98 §2.2, memory map).
static MMIO: [Region; 2] = [
    Region {
        start: 0x4800_0000,
        size: 0x0100_0000,
        kind: MemKind::Device,
    },
    Region {
        start: 0x4900_0000,
        size: 0x0010_0000,
        kind: MemKind::Device,
    },
];

/// PRM_RSTCTRL (PRM base 0x4830_6000 + 0x1250), RST_DPLL3 (bit 2): a global software
/// reset (SPRUF98 §4.14.1; Linux arch/arm/mach-omap2/prm2xxx_3xxx.c).
const PRM_RSTCTRL: usize = 0x4830_7250;
const RST_DPLL3: u32 = 1 << 2;

struct BeagleBoard {
    info: BoardInfo,
}

struct BoardPower;

impl Power for BoardPower {
    /// The board has no way to cut its own supply without the TWL4030's sequencer
    /// (not driven yet): the core parks once the exit status is in telemetry.
    fn system_off(&self, _status: u32) -> ! {
        dexmetal_chip_arm::park()
    }

    fn reset(&self) -> ! {
        // SAFETY: the PRM block is mapped as Device memory; reset ends the run.
        unsafe { Mmio::new(PRM_RSTCTRL) }.write(0, RST_DPLL3);
        loop {
            aarch32_cpu::asm::wfi();
        }
    }
}

static POWER: BoardPower = BoardPower;
static COUNTER_HIGH: SharedWide = SharedWide::new();

fn gpt2() -> Mmio {
    // SAFETY: GPTIMER2's block; the clock function only reads TCRR and TISR.
    unsafe { Mmio::new(gptimer::GPTIMER2_BASE) }
}

fn clock() -> u64 {
    gptimer::counter(&gpt2(), &COUNTER_HIGH)
}

/// The board clock in nanoseconds, for the power sensor's samples. 64-bit arithmetic
/// only (whole seconds, then the rest): the fast ADC's interrupt calls it per sample.
fn clock_ns() -> u64 {
    let (t, hz) = (clock(), u64::from(prcm::SYS_CLK_HZ));
    t / hz * 1_000_000_000 + t % hz * 1_000_000_000 / hz
}

/// The MCP3201's reference: a 4.096 V reference IC on VREF (1 mV per code; the ACS714's
/// 2.5 V ± 1.5 V swing at 185 mV/A is ±8 A), as docs/boards/beagleboard.md wires it.
const MCP3201_VREF_UV: u32 = 4_096_000;
/// Conversions averaged for the MCP3201's zero level.
const MCP3201_CALIBRATION: u32 = 64;

/// What the fast ADC's interrupt owns while the app runs.
struct FastAdcIrq {
    timer: gptimer::RateTimer<Mmio>,
    sampler: Sampler<mcspi::McSpi<Mmio>>,
}

/// Handed to the interrupt before its line is unmasked and taken back after it is
/// masked: the main context never touches it while the sampler runs, so the handler
/// never waits (the critical section only restates that IRQs are masked there).
static FAST_ADC: Mutex<RefCell<Option<FastAdcIrq>>> = Mutex::new(RefCell::new(None));
/// The running integral the interrupt publishes and the runtime reads.
static FAST_ADC_SHARED: Shared = Shared::new();

/// GPTIMER3's interrupt: acknowledge, one conversion, one trapezoid.
fn on_fast_adc_irq() {
    let t = clock_ns();
    critical_section::with(|cs| {
        if let Some(f) = FAST_ADC.borrow_ref_mut(cs).as_mut() {
            if f.timer.ack() {
                f.sampler.on_timer(t);
            }
        }
    });
}

/// Dropped with the sensor when the run's accounting ends: masks GPTIMER3's line and
/// stops the timer.
struct FastAdcStop;

impl Drop for FastAdcStop {
    fn drop(&mut self) {
        dexmetal_runtime::irq::detach(gptimer::GPTIMER3_IRQ);
        critical_section::with(|cs| {
            if let Some(mut f) = FAST_ADC.borrow_ref_mut(cs).take() {
                f.timer.stop();
            }
        });
    }
}

/// The MCP3201 on McSPI4 (expansion header pins 20 CLK, 18 SOMI, 16 CS0) at `rate_hz`,
/// paced by GPTIMER3 from SYS_CLK; none if McSPI4 does not come out of reset, the
/// calibration fails or the rate cannot be made.
fn fast_adc(rate_hz: u32) -> Option<Box<dyn PowerSensor + Send>> {
    // SAFETY: the CM and SCM writes below touch only McSPI4's and GPTIMER3's clock bits
    // and McSPI4's four pads; McSPI4 and GPTIMER3 are used by nothing else.
    let (cm, scm, spi4, gpt3) = unsafe {
        (
            Mmio::new(prcm::CM_BASE),
            Mmio::new(padconf::SCM_BASE),
            Mmio::new(mcspi::MCSPI4_BASE),
            Mmio::new(gptimer::GPTIMER3_BASE),
        )
    };
    prcm::Cm::new(cm).enable_fast_adc_clocks();
    padconf::mux_mcspi4(&scm);
    let config = mcspi::Config::at_most(fast_adc::MAX_CLOCK_HZ_5V, embedded_hal::spi::MODE_0);
    let spi = mcspi::McSpi::new(spi4, config).ok()?;
    let sampler = Sampler::new(
        Mcp3201::new(spi, MCP3201_VREF_UV),
        &FAST_ADC_SHARED,
        0,
        MCP3201_CALIBRATION,
    )
    .ok()?;
    let timer = gptimer::RateTimer::new(gpt3, prcm::SYS_CLK_HZ, rate_hz).ok()?;
    let sensor = FastAdc::new(&FAST_ADC_SHARED, timer.rate_hz(), FastAdcStop).ok()?;
    critical_section::with(|cs| {
        FAST_ADC
            .borrow_ref_mut(cs)
            .replace(FastAdcIrq { timer, sampler })
    });
    // On failure `sensor` drops, and its guard takes the timer back.
    dexmetal_runtime::irq::attach(gptimer::GPTIMER3_IRQ, on_fast_adc_irq).ok()?;
    critical_section::with(|cs| {
        if let Some(f) = FAST_ADC.borrow_ref_mut(cs).as_mut() {
            f.timer.start();
        }
    });
    Some(Box::new(sensor))
}

static BOARD: BeagleBoard = BeagleBoard {
    info: BoardInfo {
        name: "beagleboard",
        mmio: &MMIO,
        clock,
    },
};

impl Board for BeagleBoard {
    fn info(&self) -> &BoardInfo {
        &self.info
    }

    fn power(&self) -> &dyn Power {
        &POWER
    }

    /// The Cortex-A8's PMU (TRM r3p2 §3.2.51): cycles, instructions, L1 I/D refills and
    /// accesses, branch mispredictions. Its overflow interrupt is INTC line 3 once the
    /// EMU domain is clocked (prcm::Cm::enable_board_clocks).
    fn pmu_events(&self) -> u32 {
        dexmetal_hal::pmu::PmuEvent::all_mask()
    }

    /// DPLL1 and the TWL4030's VDD1 over I2C1 (a dead I2C1 leaves the runtime on the
    /// cpufreq model, which it then says).
    fn cpufreq(&self) -> Option<Box<dyn CpuFreq + Send>> {
        // SAFETY: I2C1 carries only the TWL4030 and only this driver uses it; after
        // boot the CM's DPLL1 registers are this driver's alone.
        let (i2c1, cm) = unsafe { (Mmio::new(i2c::I2C1_BASE), Mmio::new(prcm::CM_BASE)) };
        let pmic = i2c::OmapI2c::new(i2c1).ok()?;
        Some(Box::new(Omap3CpuFreq::new(
            cm,
            pmic,
            &OMAP3530_OPPS,
            OMAP3530_LATENCY_US,
        )))
    }

    /// The ACS714 through an ADS1115 (address 0x48) on I2C2, or through an MCP3201 on
    /// McSPI4, both on the expansion header (docs/boards/beagleboard.md), as
    /// `dexmetal.power.sensor` says; none if nothing answers there. The rail voltage is
    /// set from the OPP before the first sample (IRQs are still masked until then).
    fn power_sensor(&self, boot: &BootConfig) -> Option<Box<dyn PowerSensor + Send>> {
        match boot.power_sensor {
            PowerSensorKind::Ads1115 => {
                // SAFETY: I2C2 carries only the sensor and only this driver uses it.
                let i2c2 = i2c::OmapI2c::new(unsafe { Mmio::new(i2c::I2C2_BASE) }).ok()?;
                let acs = Acs714::new(i2c2, ads1x1x::TargetAddr::default(), 0, clock_ns).ok()?;
                Some(Box::new(acs))
            }
            PowerSensorKind::Mcp3201 => fast_adc(boot.power_hz.get()),
            PowerSensorKind::None => None,
        }
    }

    fn emergency_write(&self, bytes: &[u8]) {
        // SAFETY: only called when the console's owner (the defmt logger) is wedged.
        let mut u = uart::OmapUart::new(unsafe { Mmio::new(uart::UART3_BASE) }, None);
        u.write_bytes(bytes);
        u.flush();
    }
}

fn irq_drivers() -> IrqDrivers {
    // SAFETY: INTC and GPTIMER2 are created once, here, and owned by the interrupt
    // path from now on.
    let intc = intc::Intc::new(unsafe { Mmio::new(intc::INTC_BASE) });
    let timer = gptimer::GpTimer::new(
        gpt2(),
        gptimer::GPTIMER2_IRQ,
        u64::from(prcm::SYS_CLK_HZ),
        &COUNTER_HIGH,
    );
    IrqDrivers {
        controller: Box::leak(Box::new(intc)),
        timer: Box::leak(Box::new(timer)),
    }
}

/// ACTLR.L2EN (Cortex-A8 TRM r3p2 §3.2.26): the unified L2 cache, which SCTLR.C then
/// enables with the L1 data cache.
const ACTLR_L2EN: u32 = 1 << 1;
/// The OMAP3 GP ROM's secure service that writes ACTLR (U-Boot
/// arch/arm/mach-omap2/omap3/board.c, OMAP3_GP_ROMCODE_API_WRITE_ACR): ACTLR is
/// writable only in the secure world, and U-Boot turns L2 off before booting an OS.
const ROM_WRITE_ACR: u32 = 3;

/// Turns the L2 cache on through the ROM if it is off.
fn enable_l2() {
    let actlr: u32;
    // SAFETY: reading ACTLR has no side effects.
    unsafe {
        core::arch::asm!("mrc p15, 0, {0}, c1, c0, 1", out(reg) actlr, options(nomem, nostack))
    };
    if actlr & ACTLR_L2EN != 0 {
        return;
    }
    // SAFETY: the GP ROM's monitor call (r12 = service, r0 = argument), made before the
    // MMU and caches are on, as U-Boot makes it; it only writes ACTLR. r0-r3 and r12
    // may be clobbered by the ROM.
    unsafe {
        core::arch::asm!(
            ".arch_extension sec",
            "smc #0",
            inout("r0") actlr | ACTLR_L2EN => _,
            inout("r12") ROM_WRITE_ACR => _,
            out("r1") _,
            out("r2") _,
            out("r3") _,
        )
    };
}

#[aarch32_rt::entry]
fn main() -> ! {
    enable_l2();
    // SAFETY: the CM block, written once here before any driver needs its clocks.
    prcm::Cm::new(unsafe { Mmio::new(prcm::CM_BASE) }).enable_board_clocks();
    static mut UART: Option<uart::OmapUart<Mmio>> = None;
    // SAFETY: `#[entry]` runs once, so this is the only reference ever made to UART;
    // UART3_BASE is the console UART and only this driver drives it.
    let console = unsafe {
        let u = &mut *core::ptr::addr_of_mut!(UART);
        u.insert(uart::OmapUart::new(
            Mmio::new(uart::UART3_BASE),
            Some(uart::UART3_IRQ),
        ))
    };
    console.init(115_200);
    dexmetal_runtime::start(&BOARD, console, irq_drivers, dexmetal_runtime::app::run)
}
