//! The timer HIL: a free-running counter plus a periodic tick interrupt that an idle
//! core can defer (one-shot until the next deadline, then periodic again). It fits the
//! ARM generic timer (qemu-virt, Krait), the SP804 (realview) and the OMAP GPTIMER,
//! which all offer a readable counter and a reloadable compare or overflow.

use crate::irq::IrqNumber;

/// A tick source with a monotonic counter.
pub trait Timer {
    /// Counter frequency in Hz.
    fn frequency_hz(&self) -> u64;
    /// Current counter value; monotonic, wraps only after years.
    fn now(&self) -> u64;
    /// Interrupt line the tick arrives on.
    fn irq(&self) -> IrqNumber;
    /// Starts a periodic interrupt every `period_ticks` counter ticks.
    fn start_periodic(&mut self, period_ticks: u64);
    /// Stops the periodic interrupt.
    fn stop(&mut self);
    /// Acknowledges a tick in the interrupt handler and re-arms the next one.
    /// Returns false if the timer had not actually fired (a spurious call).
    fn handle_tick(&mut self) -> bool;
    /// Tickless idle: the next tick comes at counter value `at` (not before the next
    /// period), one-shot, and the periodic tick resumes from there. Nothing needs the
    /// CPU before `at`, so the core sleeps through the ticks in between (fewer wake-ups
    /// is what the energy measurements want). Timers without a settable compare keep
    /// ticking (the default).
    fn defer_next_tick(&mut self, _at: u64) {}
}

/// Converts a tick count at `freq_hz` to microseconds without overflowing for any
/// realistic run length (u128 intermediate).
pub fn ticks_to_us(ticks: u64, freq_hz: u64) -> u64 {
    if freq_hz == 0 {
        return 0;
    }
    ((ticks as u128 * 1_000_000) / freq_hz as u128) as u64
}

/// Ticks of a `freq_hz` counter in one period of a `rate_hz` tick, never zero.
pub fn period_ticks(freq_hz: u64, rate_hz: u32) -> u64 {
    (freq_hz / u64::from(rate_hz.max(1))).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn converts_ticks_at_qemu_frequency() {
        // QEMU's virt generic timer runs at 62.5 MHz.
        assert_eq!(ticks_to_us(62_500_000, 62_500_000), 1_000_000);
        assert_eq!(ticks_to_us(625, 62_500_000), 10);
        // Ten years of ticks would overflow a u64 multiply by 10^6; the u128 path does not.
        let ten_years = 62_500_000u64 * 3600 * 24 * 365 * 10;
        assert_eq!(
            ticks_to_us(ten_years, 62_500_000),
            3600 * 24 * 365 * 10 * 1_000_000
        );
        assert_eq!(ticks_to_us(5, 0), 0);
    }

    #[test]
    fn period_is_never_zero() {
        assert_eq!(period_ticks(62_500_000, 100), 625_000);
        assert_eq!(period_ticks(10, 1000), 1);
        assert_eq!(period_ticks(19_200_000, 0), 19_200_000);
    }
}
