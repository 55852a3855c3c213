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

/// What the boot tick check concludes from its figures.
///
/// The check waits for `want` ticks with interrupts on, bounded by its own work (a count
/// of counter polls), not by counter time. Under QEMU without `-icount` the counter
/// follows the host's clock, so a vCPU the host deschedules sees counter time pass
/// without running, and the timer folds the periods it missed into one tick
/// (`handle_tick` skips them): a deadline on counter time fails a healthy timer on a
/// busy host. A bound on polls pauses while the vCPU is not running, yet still ends the
/// wait on a board whose timer never fires (or whose counter is stuck).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TickVerdict {
    /// `want` ticks arrived, no more than the counter's elapsed periods allow.
    Passed,
    /// The poll bound ran out first: the tick interrupt does not arrive (or not often).
    TooFew,
    /// More ticks than whole periods elapsed on the counter: the period is programmed
    /// wrong, the tick is counted twice, or the counter runs slow or stands still.
    TooFast,
}

impl TickVerdict {
    /// `counted` ticks arrived over `elapsed` counter ticks with a tick every `period`.
    /// The first tick comes one period after the start, so `counted` can reach
    /// `elapsed / period`; one more is allowed for the start and end readings' skew.
    pub fn judge(counted: u32, want: u32, elapsed: u64, period: u64) -> Self {
        if u64::from(counted) > elapsed / period.max(1) + 1 {
            TickVerdict::TooFast
        } else if counted < want {
            TickVerdict::TooFew
        } else {
            TickVerdict::Passed
        }
    }

    /// The verdict as telemetry's `tick_check` event spells it.
    pub fn as_str(self) -> &'static str {
        match self {
            TickVerdict::Passed => "passed",
            TickVerdict::TooFew => "too-few-ticks",
            TickVerdict::TooFast => "more-ticks-than-periods",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tick_check_passes_a_slow_host_and_fails_broken_timers() {
        // 1 kHz at QEMU's 62.5 MHz.
        let period = 62_500;
        // Ten ticks in ten periods.
        assert_eq!(
            TickVerdict::judge(10, 10, 10 * period, period),
            TickVerdict::Passed
        );
        // A descheduled vCPU: 2 s of counter time passed and the timer folded the missed
        // periods, so only ten ticks came. Still a working timer.
        assert_eq!(
            TickVerdict::judge(10, 10, 2_000 * period, period),
            TickVerdict::Passed
        );
        // The poll bound ran out with three ticks: the interrupt does not come.
        assert_eq!(
            TickVerdict::judge(3, 10, 5_000 * period, period),
            TickVerdict::TooFew
        );
        assert_eq!(TickVerdict::judge(0, 10, 0, period), TickVerdict::TooFew);
        // Ten ticks in the time of two periods: the period is wrong.
        assert_eq!(
            TickVerdict::judge(10, 10, 2 * period, period),
            TickVerdict::TooFast
        );
        // A counter that stands still while ticks arrive.
        assert_eq!(TickVerdict::judge(10, 10, 0, period), TickVerdict::TooFast);
        // One tick of skew between the start and end readings is allowed.
        assert_eq!(
            TickVerdict::judge(10, 10, 9 * period, period),
            TickVerdict::Passed
        );
        assert_eq!(
            TickVerdict::judge(10, 10, 8 * period, period),
            TickVerdict::TooFast
        );
        assert_eq!(TickVerdict::judge(1, 1, 0, 0), TickVerdict::Passed);
    }

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
