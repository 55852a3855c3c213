//! The multi-core HIL: starting and stopping secondary cores. qemu-virt implements it
//! with PSCI 0.2 CPU_ON/CPU_OFF (ARM DEN 0022D §5.1.4-5, §5.2.2 return codes); the
//! APQ8074 with Qualcomm's cold-boot address through the secure monitor and the Krait
//! power sequence (Linux arch/arm/mach-qcom/platsmp.c). A started core enters at
//! `entry` with the MMU and caches off; it finds its own index in MPIDR, so the
//! `context` word is a convenience PSCI offers and Qualcomm's SCM does not.

use core::fmt;

/// Why a core did not start (PSCI's return codes; the Krait path maps onto them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CpuOnError {
    NotSupported,
    InvalidParameters,
    Denied,
    AlreadyOn,
    OnPending,
    InternalFailure,
    NotPresent,
    Disabled,
    InvalidAddress,
    /// It was started but never reported in.
    Timeout,
    /// A code the specification does not define.
    Other(i32),
}

impl CpuOnError {
    /// The error for a PSCI return value (`None` for SUCCESS).
    pub fn from_psci(code: i32) -> Option<CpuOnError> {
        Some(match code {
            0 => return None,
            -1 => Self::NotSupported,
            -2 => Self::InvalidParameters,
            -3 => Self::Denied,
            -4 => Self::AlreadyOn,
            -5 => Self::OnPending,
            -6 => Self::InternalFailure,
            -7 => Self::NotPresent,
            -8 => Self::Disabled,
            -9 => Self::InvalidAddress,
            c => Self::Other(c),
        })
    }
}

impl fmt::Display for CpuOnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotSupported => f.write_str("not supported"),
            Self::InvalidParameters => f.write_str("invalid parameters"),
            Self::Denied => f.write_str("denied"),
            Self::AlreadyOn => f.write_str("already on"),
            Self::OnPending => f.write_str("already starting"),
            Self::InternalFailure => f.write_str("internal failure"),
            Self::NotPresent => f.write_str("not present"),
            Self::Disabled => f.write_str("disabled"),
            Self::InvalidAddress => f.write_str("invalid entry address"),
            Self::Timeout => f.write_str("did not report in"),
            Self::Other(c) => write!(f, "error {c}"),
        }
    }
}

/// Power control of individual cores.
pub trait CpuPower: Sync {
    /// Starts the core whose MPIDR affinity is `mpidr` at physical address `entry`
    /// (ARM state, MMU off), with `context` in r0 where the mechanism passes one.
    fn cpu_on(&self, mpidr: u32, entry: usize, context: u32) -> Result<(), CpuOnError>;
    /// Powers the calling core down (hotplug). Returns only if that failed.
    fn cpu_off(&self) -> CpuOnError;
}

/// Waking a core that idles in WFI: an inter-processor interrupt it leaves masked (WFI
/// wakes on a pending interrupt even with CPSR.I set, ARM DDI 0406C §B1.8.13) and
/// acknowledges itself, so the idle loop needs no interrupt handler.
pub trait Doorbell: Sync {
    /// Readies the calling core to be rung (its interrupt controller CPU interface).
    fn setup_this_core(&self);
    /// Rings core `core` (its MPIDR Aff0, the runtime's core index).
    fn ring(&self, core: u32);
    /// Clears the calling core's pending rings; true if there was one.
    fn take(&self) -> bool;
}
