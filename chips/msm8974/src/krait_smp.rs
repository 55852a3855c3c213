//! Starting the APQ8074's secondary Krait cores (`hal::CpuPower`), after Linux
//! arch/arm/mach-qcom/platsmp.c (enable-method `qcom,kpss-acc-v2`: `qcom_smp_prepare_cpus`,
//! `kpssv2_release_secondary`) and drivers/firmware/qcom/qcom_scm.c (`qcom_scm_set_boot_addr`
//! over the legacy atomic call): TrustZone is told the cold-boot address, then the core's
//! ACC v2 turns on its head switch and lifts clamp and reset. Hand-written: no crate drives
//! Qualcomm's ACC or SCM. Unverified on silicon (docs/boards/dragonboard-apq8074.md).

use dexmetal_hal::mmio::Bus;
use dexmetal_hal::smp::{CpuOnError, CpuPower};
use embedded_hal::delay::DelayNs;
use tock_registers::register_structs;
use tock_registers::registers::ReadWrite;

/// Krait cores on the SoC; CPU0 is the one LK runs us on.
pub const CPUS: usize = 4;
/// CPU0's ACC (`acc0: power-manager@f9088000`); each next core's sits 64 KiB higher.
pub const ACC0_BASE: usize = 0xF908_8000;
pub const ACC_STRIDE: usize = 0x1_0000;
/// The L2's SAW2 (`saw_l2: power-controller@f9012000`), which `kpssv2_release_secondary`
/// finds through the CPU node's `next-level-cache`.
pub const L2_SAW2_BASE: usize = 0xF901_2000;

/// The ACC block of core `cpu`.
pub const fn acc_base(cpu: usize) -> usize {
    ACC0_BASE + cpu * ACC_STRIDE
}

register_structs! {
    #[allow(dead_code)]
    pub AccRegisters {
        (0x00 => _r0),
        (0x04 => cpu_pwr_ctl: ReadWrite<u32>),
        (0x08 => _r1),
        (0x14 => apc_pwr_gate_ctl: ReadWrite<u32>),
        (0x18 => @END),
    }
}

register_structs! {
    #[allow(dead_code)]
    pub Saw2Registers {
        (0x00 => _r0),
        (0x1c => vctl: ReadWrite<u32>),
        (0x20 => @END),
    }
}

pub const CPU_PWR_CTL: usize = core::mem::offset_of!(AccRegisters, cpu_pwr_ctl);
pub const APC_PWR_GATE_CTL: usize = core::mem::offset_of!(AccRegisters, apc_pwr_gate_ctl);
/// `APCS_SAW2_2_VCTL`: the SAW2 v2 voltage control the L2 SAW is written through.
pub const SAW2_VCTL: usize = core::mem::offset_of!(Saw2Registers, vctl);

/// APCS_CPU_PWR_CTL.
pub const CLAMP: u32 = 1 << 0;
pub const COREPOR_RST: u32 = 1 << 5;
pub const CORE_PWRD_UP: u32 = 1 << 7;
/// APC_PWR_GATE_CTL: the head switch (BHS), its six segments, the six LDOs' bypass and
/// power-down, and the BHS settle count in XO cycles.
pub const BHS_EN: u32 = 1 << 0;
pub const BHS_SEG_SHIFT: u32 = 1;
pub const LDO_BYP_SHIFT: u32 = 8;
pub const LDO_PWR_DWN_SHIFT: u32 = 16;
pub const BHS_CNT_SHIFT: u32 = 24;
const ALL_SIX: u32 = 0x3f;
const BHS_CNT: u32 = 64;
/// "enable max phases" on the Krait rail's regulator through the L2 SAW.
pub const VCTL_MAX_PHASES: u32 = 0x1_0003;

/// The boot service and its set-address command (`QCOM_SCM_SVC_BOOT`,
/// `QCOM_SCM_BOOT_SET_ADDR`); its two arguments are the flags and the address.
pub const SCM_SVC_BOOT: u32 = 0x01;
pub const SCM_BOOT_SET_ADDR: u32 = 0x01;
/// One cold-boot flag per core (`qcom_scm_cpu_cold_bits`): CPU0 has none, it is the
/// core the firmware boots.
pub const COLD_BOOT_BITS: [u32; CPUS] = [0, 1 << 0, 1 << 3, 1 << 5];

/// r0 of a legacy atomic SCM call (`SCM_LEGACY_ATOMIC_ID`): the function id
/// `(svc << 10) | cmd` above the register-class marker, IRQs masked in the monitor, and
/// the argument count, which tells TrustZone how many of r2.. to read.
pub const fn scm_atomic_id(svc: u32, cmd: u32, args: u32) -> u32 {
    const CLASS_REGISTER: u32 = 0x2 << 8;
    const MASK_IRQS: u32 = 1 << 5;
    (((svc << 10) | (cmd & 0x3ff)) << 12) | CLASS_REGISTER | MASK_IRQS | (args & 0xf)
}

/// The secure monitor, as a trait so that tests can record the calls.
pub trait SecureMonitor {
    /// A legacy atomic SCM call with two arguments: `smc #0` with r0 = `id`, r1 = the
    /// address of a context word, r2 = `arg0`, r3 = `arg1`. Returns r0 (0 or a negative
    /// `QCOM_SCM_*` error).
    fn call_atomic2(&self, id: u32, arg0: u32, arg1: u32) -> i32;
}

/// APQ8074's TrustZone, through `smc #0`.
#[cfg(target_arch = "arm")]
pub struct TrustZone;

#[cfg(target_arch = "arm")]
impl SecureMonitor for TrustZone {
    fn call_atomic2(&self, id: u32, arg0: u32, arg1: u32) -> i32 {
        let mut context_id: u32 = 0;
        let ret: u32;
        // SAFETY: a register-only SCM call (no buffer is shared with the secure world);
        // the monitor returns r0-r3 and keeps r4 and up, as Linux's and LK's callers
        // assume; r12 is given up as any call may use it.
        unsafe {
            core::arch::asm!(
                ".arch_extension sec",
                "smc #0",
                inout("r0") id => ret,
                inout("r1") core::ptr::addr_of_mut!(context_id) as usize => _,
                inout("r2") arg0 => _,
                inout("r3") arg1 => _,
                out("r12") _,
                options(nostack),
            )
        };
        ret as i32
    }
}

/// A refusal from the monitor as the HIL's (PSCI's) error (qcom_scm.h's codes).
pub fn scm_error(code: i32) -> CpuOnError {
    match code {
        -1 | -5 => CpuOnError::InternalFailure, // QCOM_SCM_ERROR, QCOM_SCM_ENOMEM
        -2 => CpuOnError::InvalidParameters,    // QCOM_SCM_EINVAL_ARG
        -3 => CpuOnError::InvalidAddress,       // QCOM_SCM_EINVAL_ADDR
        -4 => CpuOnError::NotSupported,         // QCOM_SCM_EOPNOTSUPP
        c => CpuOnError::Other(c),
    }
}

/// The core an MPIDR names: APQ8074's cores are affinity 0-3 at level 0 (the device
/// tree's `cpu@N` `reg`); bits 31:24 are not affinity and are ignored.
pub fn core_of(mpidr: u32) -> Option<usize> {
    let aff = (mpidr & 0x00FF_FFFF) as usize;
    (aff < CPUS).then_some(aff)
}

struct State<D> {
    delay: D,
    on: [bool; CPUS],
    /// The cold-boot address TrustZone holds for each core, once one was set.
    cold_boot: [Option<u32>; CPUS],
}

/// The secondary cores' power control: each core's ACC block (`acc[n]` for core n;
/// CPU0's is never written), the L2's SAW2, the monitor and a delay.
pub struct KraitSmp<A, L, S, D> {
    acc: [A; CPUS],
    l2_saw: L,
    scm: S,
    state: spin::Mutex<State<D>>,
}

impl<A: Bus, L: Bus, S: SecureMonitor, D: DelayNs> KraitSmp<A, L, S, D> {
    /// CPU0 counts as on (we run on it); the others as off, as LK leaves them.
    pub const fn new(acc: [A; CPUS], l2_saw: L, scm: S, delay: D) -> Self {
        Self {
            acc,
            l2_saw,
            scm,
            state: spin::Mutex::new(State {
                delay,
                on: [true, false, false, false],
                cold_boot: [None; CPUS],
            }),
        }
    }

    /// Starts core `mpidr` at physical address `entry` (ARM state, MMU off). Calls are
    /// serialised; a core is powered up at most once.
    pub fn start(&self, mpidr: u32, entry: usize) -> Result<(), CpuOnError> {
        let cpu = core_of(mpidr).ok_or(CpuOnError::InvalidParameters)?;
        // The monitor takes a 32-bit physical address and enters in ARM state.
        let entry = u32::try_from(entry)
            .ok()
            .filter(|e| e % 4 == 0)
            .ok_or(CpuOnError::InvalidAddress)?;
        let mut s = self.state.lock();
        if s.on[cpu] {
            return Err(CpuOnError::AlreadyOn);
        }
        if s.cold_boot[cpu] != Some(entry) {
            // Every core not yet started is pointed at `entry` at once, as Linux's
            // qcom_smp_prepare_cpus does for all of them in one call; a later entry
            // re-points only those still off.
            let targets: [bool; CPUS] =
                core::array::from_fn(|c| !s.on[c] && s.cold_boot[c] != Some(entry));
            let flags = (0..CPUS)
                .filter(|&c| targets[c])
                .fold(0, |f, c| f | COLD_BOOT_BITS[c]);
            let id = scm_atomic_id(SCM_SVC_BOOT, SCM_BOOT_SET_ADDR, 2);
            match self.scm.call_atomic2(id, flags, entry) {
                0 => {}
                e => return Err(scm_error(e)),
            }
            for (c, t) in targets.iter().enumerate() {
                if *t {
                    s.cold_boot[c] = Some(entry);
                }
            }
        }
        self.power_up(cpu, &mut s.delay);
        s.on[cpu] = true;
        Ok(())
    }

    /// `kpssv2_release_secondary`: the head switch on in three steps (switch, its
    /// segments, then the LDO bypass so the BHS supplies the core), the rail's regulator
    /// at full phases, then clamp off under power-on reset, reset off, power up.
    fn power_up(&self, cpu: usize, delay: &mut D) {
        let acc = &self.acc[cpu];
        let mut gate = (BHS_CNT << BHS_CNT_SHIFT) | (ALL_SIX << LDO_PWR_DWN_SHIFT) | BHS_EN;
        acc.write(APC_PWR_GATE_CTL, gate);
        mb();
        delay.delay_us(1);
        gate |= ALL_SIX << BHS_SEG_SHIFT;
        acc.write(APC_PWR_GATE_CTL, gate);
        mb();
        delay.delay_us(1);
        gate |= ALL_SIX << LDO_BYP_SHIFT;
        acc.write(APC_PWR_GATE_CTL, gate);
        self.l2_saw.write(SAW2_VCTL, VCTL_MAX_PHASES);
        mb();
        delay.delay_us(50);
        let mut ctl = COREPOR_RST | CLAMP;
        acc.write(CPU_PWR_CTL, ctl);
        mb();
        delay.delay_us(2);
        ctl &= !CLAMP;
        acc.write(CPU_PWR_CTL, ctl);
        mb();
        delay.delay_us(2);
        ctl &= !COREPOR_RST;
        acc.write(CPU_PWR_CTL, ctl);
        mb();
        ctl |= CORE_PWRD_UP;
        acc.write(CPU_PWR_CTL, ctl);
        mb();
    }
}

/// Linux's `mb()` after each step: the write has reached the ACC before the delay that
/// times it starts.
fn mb() {
    #[cfg(target_arch = "arm")]
    // SAFETY: a barrier only waits for earlier memory accesses to complete.
    unsafe {
        core::arch::asm!("dsb", options(nostack, preserves_flags))
    };
    #[cfg(not(target_arch = "arm"))]
    core::sync::atomic::fence(core::sync::atomic::Ordering::SeqCst);
}

impl<A, L, S, D> CpuPower for KraitSmp<A, L, S, D>
where
    A: Bus + Sync,
    L: Bus + Sync,
    S: SecureMonitor + Sync,
    D: DelayNs + Send,
{
    /// Krait's cold boot passes no register to the core, so `context` is not used; the
    /// core finds its index in MPIDR.
    fn cpu_on(&self, mpidr: u32, entry: usize, _context: u32) -> Result<(), CpuOnError> {
        self.start(mpidr, entry)
    }

    /// Not done: mainline's hotplug (`qcom_cpu_die`) only parks the core in WFI, and
    /// downstream's power collapse needs the SAW2's SPM sequences, which nothing here
    /// programs.
    fn cpu_off(&self) -> CpuOnError {
        CpuOnError::NotSupported
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use core::sync::atomic::{AtomicU32, Ordering};
    use dexmetal_hal::mmio::fake::{assert_matches_table, Access, RecordingBus};
    use std::cell::RefCell;
    use std::rc::Rc;
    use std::vec::Vec;

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Step {
        /// r0, r2, r3 of an SCM call.
        Scm(u32, u32, u32),
        /// A write to core n's ACC: (n, offset, value).
        Acc(usize, usize, u32),
        /// A write to the L2 SAW2: (offset, value).
        L2Saw(usize, u32),
        DelayNs(u32),
    }

    type Log = Rc<RefCell<Vec<Step>>>;

    struct Delay(Log);
    impl DelayNs for Delay {
        fn delay_ns(&mut self, ns: u32) {
            self.0.borrow_mut().push(Step::DelayNs(ns));
        }
    }

    /// A monitor that logs its calls and answers from `replies` (then 0).
    struct Scm(Log, RefCell<Vec<i32>>);
    impl SecureMonitor for Scm {
        fn call_atomic2(&self, id: u32, arg0: u32, arg1: u32) -> i32 {
            self.0.borrow_mut().push(Step::Scm(id, arg0, arg1));
            self.1.borrow_mut().pop().unwrap_or(0)
        }
    }

    type Fake = KraitSmp<RecordingBus, RecordingBus, Scm, Delay>;

    fn krait(log: &Log, scm_replies: Vec<i32>) -> Fake {
        let acc = core::array::from_fn(|n| {
            let l = log.clone();
            RecordingBus::new().with_model(move |_, a| {
                if let Access::Write(o, v) = a {
                    l.borrow_mut().push(Step::Acc(n, o, v));
                }
            })
        });
        let l = log.clone();
        let saw = RecordingBus::new().with_model(move |_, a| {
            if let Access::Write(o, v) = a {
                l.borrow_mut().push(Step::L2Saw(o, v));
            }
        });
        KraitSmp::new(
            acc,
            saw,
            Scm(log.clone(), RefCell::new(scm_replies)),
            Delay(log.clone()),
        )
    }

    /// Linux arch/arm/mach-qcom/platsmp.c, the defines at its top that the kpssv2 path
    /// uses. docs/boards/dragonboard-apq8074.md, "Register maps".
    const PLATSMP_DEFINES: [(&str, u32); 11] = [
        ("APCS_CPU_PWR_CTL", 0x04),
        ("CORE_PWRD_UP", 1 << 7),
        ("COREPOR_RST", 1 << 5),
        ("CLAMP", 1 << 0),
        ("APC_PWR_GATE_CTL", 0x14),
        ("BHS_CNT_SHIFT", 24),
        ("LDO_PWR_DWN_SHIFT", 16),
        ("LDO_BYP_SHIFT", 8),
        ("BHS_SEG_SHIFT", 1),
        ("BHS_EN", 1 << 0),
        ("APCS_SAW2_2_VCTL", 0x1c),
    ];

    #[test]
    fn registers_sit_at_linux_platsmp_offsets() {
        let ours = [
            CPU_PWR_CTL as u32,
            CORE_PWRD_UP,
            COREPOR_RST,
            CLAMP,
            APC_PWR_GATE_CTL as u32,
            BHS_CNT_SHIFT,
            LDO_PWR_DWN_SHIFT,
            LDO_BYP_SHIFT,
            BHS_SEG_SHIFT,
            BHS_EN,
            SAW2_VCTL as u32,
        ];
        assert_matches_table("platsmp.c", &PLATSMP_DEFINES, &ours);
    }

    /// Linux qcom-msm8974.dtsi: `acc0`..`acc3` (`qcom,kpss-acc-v2`, first `reg`) and
    /// `saw_l2` (`qcom,saw2`), the L2 node's `qcom,saw`.
    const MSM8974_DTSI: [(&str, usize); 5] = [
        ("acc0: power-manager@f9088000", 0xf908_8000),
        ("acc1: power-manager@f9098000", 0xf909_8000),
        ("acc2: power-manager@f90a8000", 0xf90a_8000),
        ("acc3: power-manager@f90b8000", 0xf90b_8000),
        ("saw_l2: power-controller@f9012000", 0xf901_2000),
    ];

    #[test]
    fn blocks_sit_at_the_msm8974_dtsi_addresses() {
        let ours = [
            acc_base(0),
            acc_base(1),
            acc_base(2),
            acc_base(3),
            L2_SAW2_BASE,
        ];
        assert_matches_table("qcom-msm8974.dtsi", &MSM8974_DTSI, &ours);
    }

    #[test]
    fn the_scm_call_is_linux_legacy_atomic_set_boot_addr() {
        // qcom_scm.h: SCM_LEGACY_FNID(1, 1) = (1 << 10) | 1 = 0x401; qcom_scm-legacy.c:
        // SCM_LEGACY_ATOMIC_ID = 0x401 << 12 | 0x200 (register class) | 0x20 (mask
        // IRQs) | 2 (arguments) = 0x0040_1222.
        assert_eq!(
            scm_atomic_id(SCM_SVC_BOOT, SCM_BOOT_SET_ADDR, 2),
            0x0040_1222
        );
        // qcom_scm.c `qcom_scm_cpu_cold_bits`.
        let linux_cold_bits = [("cpu0", 0), ("cpu1", 1), ("cpu2", 1 << 3), ("cpu3", 1 << 5)];
        assert_matches_table("qcom_scm.c", &linux_cold_bits, &COLD_BOOT_BITS);
    }

    /// Linux's `kpssv2_release_secondary` for core `cpu`, statement by statement
    /// (`udelay(n)` is n µs; `mb()` has no bus access).
    fn linux_kpssv2_release_secondary(cpu: usize) -> Vec<(&'static str, Step)> {
        let gate = (64 << 24) | (0x3f << 16) | 1;
        [
            (
                "writel(BHS_CNT | LDO_PWR_DWN | BHS_EN, APC_PWR_GATE_CTL)",
                Step::Acc(cpu, 0x14, gate),
            ),
            ("udelay(1)", Step::DelayNs(1000)),
            (
                "reg_val |= 0x3f << BHS_SEG_SHIFT",
                Step::Acc(cpu, 0x14, gate | (0x3f << 1)),
            ),
            ("udelay(1)", Step::DelayNs(1000)),
            (
                "reg_val |= 0x3f << LDO_BYP_SHIFT",
                Step::Acc(cpu, 0x14, gate | (0x3f << 1) | (0x3f << 8)),
            ),
            (
                "writel(0x10003, l2_saw_base + APCS_SAW2_2_VCTL)",
                Step::L2Saw(0x1c, 0x10003),
            ),
            ("udelay(50)", Step::DelayNs(50_000)),
            ("reg_val = COREPOR_RST | CLAMP", Step::Acc(cpu, 0x04, 0x21)),
            ("udelay(2)", Step::DelayNs(2000)),
            ("reg_val &= ~CLAMP", Step::Acc(cpu, 0x04, 0x20)),
            ("udelay(2)", Step::DelayNs(2000)),
            ("reg_val &= ~COREPOR_RST", Step::Acc(cpu, 0x04, 0x00)),
            ("reg_val |= CORE_PWRD_UP", Step::Acc(cpu, 0x04, 0x80)),
        ]
        .into()
    }

    #[test]
    fn the_first_start_points_every_secondary_at_entry_then_powers_up_like_linux() {
        let log = Log::default();
        let k = krait(&log, Vec::new());
        k.start(1, 0x8_0000).unwrap();
        let got = log.borrow().clone();
        // qcom_smp_prepare_cpus: one call, flags for the present cores (0x01|0x08|0x20).
        assert_eq!(got[0], Step::Scm(0x0040_1222, 0x29, 0x8_0000));
        assert_matches_table(
            "platsmp.c kpssv2_release_secondary",
            &linux_kpssv2_release_secondary(1),
            &got[1..],
        );
    }

    #[test]
    fn each_core_is_powered_through_its_own_acc_without_another_scm_call() {
        let log = Log::default();
        let k = krait(&log, Vec::new());
        k.start(1, 0x8_0000).unwrap();
        for cpu in [3, 2] {
            log.borrow_mut().clear();
            k.start(cpu as u32, 0x8_0000).unwrap();
            assert_matches_table(
                "platsmp.c kpssv2_release_secondary",
                &linux_kpssv2_release_secondary(cpu),
                &log.borrow(),
            );
        }
    }

    #[test]
    fn a_started_core_and_the_boot_core_are_never_powered_again() {
        let log = Log::default();
        let k = krait(&log, Vec::new());
        k.start(2, 0x8_0000).unwrap();
        log.borrow_mut().clear();
        assert_eq!(k.start(2, 0x8_0000), Err(CpuOnError::AlreadyOn));
        assert_eq!(k.start(2, 0x9_0000), Err(CpuOnError::AlreadyOn));
        assert_eq!(k.start(0, 0x8_0000), Err(CpuOnError::AlreadyOn));
        assert!(log.borrow().is_empty(), "{:?}", log.borrow());
    }

    #[test]
    fn an_mpidr_the_soc_has_not_is_rejected_untouched() {
        let log = Log::default();
        let k = krait(&log, Vec::new());
        for mpidr in [4, 0x100, 0x1_0001, 0x00FF_FFFF] {
            assert_eq!(
                k.start(mpidr, 0x8_0000),
                Err(CpuOnError::InvalidParameters),
                "{mpidr:#x}"
            );
        }
        assert!(log.borrow().is_empty());
        // The MP-format bit (31) is not affinity: 0x8000_0003 is core 3.
        assert_eq!(core_of(0x8000_0003), Some(3));
        k.start(0x8000_0003, 0x8_0000).unwrap();
        assert_eq!(log.borrow()[1], Step::Acc(3, APC_PWR_GATE_CTL, 0x403f_0001));
    }

    #[test]
    fn an_entry_the_monitor_cannot_take_is_rejected_untouched() {
        let log = Log::default();
        let k = krait(&log, Vec::new());
        // Thumb (bit 0) or unaligned: the monitor enters in ARM state.
        for entry in [0x8_0001, 0x8_0002] {
            assert_eq!(k.start(1, entry), Err(CpuOnError::InvalidAddress));
        }
        #[cfg(target_pointer_width = "64")]
        assert_eq!(k.start(1, 0x1_0000_0000), Err(CpuOnError::InvalidAddress));
        assert!(log.borrow().is_empty());
    }

    #[test]
    fn a_refused_scm_call_powers_nothing_and_the_start_can_be_retried() {
        let log = Log::default();
        let k = krait(&log, [-3].into());
        assert_eq!(k.start(1, 0x8_0000), Err(CpuOnError::InvalidAddress));
        assert_eq!(*log.borrow(), [Step::Scm(0x0040_1222, 0x29, 0x8_0000)]);
        log.borrow_mut().clear();
        k.start(1, 0x8_0000).unwrap();
        assert_eq!(log.borrow()[0], Step::Scm(0x0040_1222, 0x29, 0x8_0000));
        assert_eq!(log.borrow().len(), 14);
    }

    #[test]
    fn scm_errors_map_to_the_hil() {
        let linux = [
            ("QCOM_SCM_ERROR", CpuOnError::InternalFailure),
            ("QCOM_SCM_EINVAL_ARG", CpuOnError::InvalidParameters),
            ("QCOM_SCM_EINVAL_ADDR", CpuOnError::InvalidAddress),
            ("QCOM_SCM_EOPNOTSUPP", CpuOnError::NotSupported),
            ("QCOM_SCM_ENOMEM", CpuOnError::InternalFailure),
        ];
        let ours: Vec<_> = (1..=5).map(|c| scm_error(-c)).collect();
        assert_matches_table("qcom_scm.h error codes -1..-5", &linux, &ours);
        assert_eq!(scm_error(-12), CpuOnError::Other(-12));
    }

    #[test]
    fn a_new_entry_repoints_only_the_cores_still_off() {
        let log = Log::default();
        let k = krait(&log, Vec::new());
        k.start(1, 0x8_0000).unwrap();
        log.borrow_mut().clear();
        k.start(2, 0xA_0000).unwrap();
        assert_eq!(
            log.borrow()[0],
            Step::Scm(0x0040_1222, (1 << 3) | (1 << 5), 0xA_0000)
        );
        log.borrow_mut().clear();
        k.start(3, 0xA_0000).unwrap();
        assert!(!log.borrow().iter().any(|s| matches!(s, Step::Scm(..))));
    }

    /// A block that ignores writes: enough for the `Sync` implementation, which the
    /// board's `Mmio` blocks meet.
    struct Null;
    impl Bus for Null {
        fn read(&self, _: usize) -> u32 {
            0
        }
        fn write(&self, _: usize, _: u32) {}
    }
    struct Monitor(AtomicU32);
    impl SecureMonitor for Monitor {
        fn call_atomic2(&self, _: u32, _: u32, _: u32) -> i32 {
            self.0.fetch_add(1, Ordering::Relaxed);
            0
        }
    }
    struct NoDelay;
    impl DelayNs for NoDelay {
        fn delay_ns(&mut self, _: u32) {}
    }

    #[test]
    fn the_hil_starts_each_core_once_and_does_not_stop_one() {
        let k = KraitSmp::new(
            [Null, Null, Null, Null],
            Null,
            Monitor(AtomicU32::new(0)),
            NoDelay,
        );
        let p: &dyn CpuPower = &k;
        assert_eq!(p.cpu_on(1, 0x8_0000, 0xdead), Ok(()));
        assert_eq!(p.cpu_on(1, 0x8_0000, 0), Err(CpuOnError::AlreadyOn));
        assert_eq!(p.cpu_on(5, 0x8_0000, 0), Err(CpuOnError::InvalidParameters));
        assert_eq!(k.scm.0.load(Ordering::Relaxed), 1);
        assert_eq!(p.cpu_off(), CpuOnError::NotSupported);
    }
}
