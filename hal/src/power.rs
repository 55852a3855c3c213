//! The power HIL: ending a run. Power-off carries the run's exit status so the host
//! harness can propagate it (PSCI cannot, so qemu-virt adds semihosting; real boards
//! report the status in telemetry before cutting power).

/// System power control.
pub trait Power {
    /// Powers the system off; `status` 0 is a clean run, anything else a failure.
    fn system_off(&self, status: u32) -> !;
    /// Resets the system.
    fn reset(&self) -> !;
}
