//! The adaptive pacer of concurrent cycles (`dexmetal.gc.pacing=adaptive`), after Go's
//! 2021 pacer (proposal 44167: the trigger from the cycle's cost and the allocation rate;
//! assists when the work left outruns the runway left) and ART's concurrent start. The
//! daemon stands for a collector on a second core as fast as the mutators': in a cycle it
//! may use at most the CPU they used. Hand-written: no crate models a collector's
//! schedule. Dalvik's own pacing stays in `collect` and `cycle`.

use super::collect::GcPacing;

/// The daemon's CPU during a cycle, at most this many ns per ns the mutators ran
/// (a second core of the same speed).
pub const DAEMON_SHARE: u64 = 1;
/// Headroom on the estimated runway: the trigger leaves room for this much more work
/// than expected (in 1/256ths: 384 = 1.5), so that a cycle begins with its daemon able to
/// finish it and assists are for estimates that prove short.
const MARGIN_256: u64 = 384;
/// Precleaning stops once a pass newly marked fewer objects than this, or after
/// [`MAX_PRECLEANS`] passes; the remark then has about that much left to trace.
pub const PRECLEAN_DONE_OBJECTS: u64 = 1024;
pub const MAX_PRECLEANS: u32 = 2;
/// An assist takes at most a daemon marking step's time and at least this fraction of
/// it, so assists are neither long pauses nor a trickle of tiny ones.
const MIN_ASSIST_PER_STEP: u64 = 16;

/// Running estimates of the collector's and the mutators' rates, for the trigger and the
/// in-cycle schedule. Costs in picoseconds per word; the rate in bytes per millisecond of
/// mutator time. Each new figure is averaged half-and-half with the last (Go smooths its
/// cons/mark ratio the same way, over a few cycles); the allocation rate and the words to
/// mark follow a rise at once.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Pacer {
    pub mode: GcPacing,
    /// Per word traced (root pause, marking, precleaning and remark together).
    pub mark_ps_per_word: u64,
    /// Per heap word swept.
    pub sweep_ps_per_word: u64,
    /// Bytes allocated per millisecond the mutators ran.
    pub alloc_bytes_per_ms: u64,
    /// Words traced by the last major and minor cycles.
    pub marked_words: [u64; 2],
    /// Allocation and collector time counters at the end of the last cycle.
    last_alloc: u64,
    last_ns: u64,
    last_busy: u64,
    /// Whether a cycle has been folded in (the next is averaged with it).
    seen: bool,
}

/// What the schedule asks of an allocating mutator at a pace point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaceAction {
    /// Nothing: the collector is on schedule and the daemon used its share.
    Continue,
    /// Yield to the daemon: it has CPU share left.
    Yield,
    /// The collector is behind: do about `ns` of its work yourself, and yield to the
    /// daemon too when it has CPU share left (`wake`).
    Assist { ns: u64, wake: bool },
}

/// A cycle's schedule, fixed when it begins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Schedule {
    /// The soft limit the cycle must end by.
    pub goal: usize,
    /// Words the marking is expected to trace (the last cycle of its kind's).
    pub mark_words: u64,
    /// Collector and wall time at the start, for the daemon's share.
    pub start_ns: u64,
    pub start_busy: u64,
}

/// Where a running cycle stands, for the schedule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Still marking (else sweeping).
    pub marking: bool,
    /// Words traced so far.
    pub scanned_words: u64,
    /// Heap words the sweep has yet to pass (all of them while marking).
    pub unswept_words: u64,
}

/// An estimate that follows a rise at once and a fall halfway (a cycle started on a
/// short estimate needs assists; one started early only collects a little sooner).
fn cautious(old: u64, new: u64, calibrated: bool) -> u64 {
    new.max(smooth(old, new, calibrated))
}

fn smooth(old: u64, new: u64, calibrated: bool) -> u64 {
    if calibrated {
        (old + new) / 2
    } else {
        new
    }
}

impl Pacer {
    pub fn new(mode: GcPacing) -> Pacer {
        Pacer {
            mode,
            ..Pacer::default()
        }
    }

    pub fn adaptive(&self) -> bool {
        self.mode == GcPacing::Adaptive
    }

    /// Whether a cycle measured marking and allocation rates (a platform whose clock
    /// stands still never does: its cycles get no schedule).
    pub fn calibrated(&self) -> bool {
        self.mark_ps_per_word > 0 && self.alloc_bytes_per_ms > 0
    }

    /// A cycle ended: fold its figures into the estimates. `alloc_total` counts every
    /// byte ever allocated, `busy_ns` all collector time so far, `now` the clock.
    #[allow(clippy::too_many_arguments)]
    pub fn cycle_done(
        &mut self,
        minor: bool,
        marked_words: usize,
        mark_ns: u64,
        swept_words: usize,
        sweep_ns: u64,
        alloc_total: u64,
        busy_ns: u64,
        now: u64,
    ) {
        let c = self.seen;
        if marked_words > 0 {
            let ps = mark_ns.saturating_mul(1000) / marked_words as u64;
            self.mark_ps_per_word = smooth(self.mark_ps_per_word, ps, c);
        }
        if swept_words > 0 {
            let ps = sweep_ns.saturating_mul(1000) / swept_words as u64;
            self.sweep_ps_per_word = smooth(self.sweep_ps_per_word, ps, c);
        }
        let k = usize::from(minor);
        self.marked_words[k] = cautious(self.marked_words[k], marked_words as u64, c);
        let mutator_ns = now
            .saturating_sub(self.last_ns)
            .saturating_sub(busy_ns.saturating_sub(self.last_busy));
        let bytes = alloc_total.saturating_sub(self.last_alloc);
        if mutator_ns >= 1_000 && bytes > 0 {
            let rate = bytes.saturating_mul(1_000_000) / mutator_ns;
            self.alloc_bytes_per_ms = cautious(self.alloc_bytes_per_ms, rate, c);
        }
        self.last_alloc = alloc_total;
        self.last_ns = now;
        self.last_busy = busy_ns;
        self.seen = true;
    }

    /// Expected collector time of a cycle over a heap of `frontier_words` whose marking
    /// traces about what the last cycle of the same kind traced (or `live_bytes`, before
    /// any).
    pub fn cycle_cost_ns(&self, minor: bool, live_bytes: usize, frontier_words: usize) -> u64 {
        self.work_ns(
            self.expected_mark_words(minor, live_bytes),
            frontier_words as u64,
        )
    }

    /// Collector time of marking `mark_words` and sweeping `sweep_words`.
    fn work_ns(&self, mark_words: u64, sweep_words: u64) -> u64 {
        (mark_words.saturating_mul(self.mark_ps_per_word)
            + sweep_words.saturating_mul(self.sweep_ps_per_word))
            / 1000
    }

    /// Collector time of a daemon marking step of `step_words` (at least 1 ns).
    fn step_ns(&self, step_words: usize) -> u64 {
        self.work_ns(step_words as u64, 0).max(1)
    }

    /// Words a cycle is expected to trace: what the last of its kind traced, or (before
    /// any) every live byte.
    pub fn expected_mark_words(&self, minor: bool, live_bytes: usize) -> u64 {
        match self.marked_words[usize::from(minor)] {
            0 => live_bytes as u64 / 4,
            w => w,
        }
    }

    /// Where the next cycle should start: as late as lets it end by `soft_limit` with the
    /// daemon's share of the CPU, with a margin; never after Dalvik's concurrent start,
    /// never before the live bytes. Before any estimate: halfway to the soft limit (Go
    /// starts its first cycle at 7/8 of its goal, but with a far larger minimum heap).
    pub fn trigger(&self, soft_limit: usize, live: usize, cost_ns: u64, dalvik: usize) -> usize {
        if !self.calibrated() {
            return (soft_limit / 2).max(live).min(dalvik);
        }
        let mutator_ns = cost_ns / DAEMON_SHARE;
        let runway = (self.alloc_bytes_per_ms.saturating_mul(mutator_ns) / 1_000_000)
            .saturating_mul(MARGIN_256)
            / 256;
        let runway = usize::try_from(runway).unwrap_or(usize::MAX);
        soft_limit.saturating_sub(runway).max(live).min(dalvik)
    }

    /// Collector time the cycle still needs: the marking the schedule expects beyond what
    /// was traced (at least a step's worth while marking goes on: the estimate may be
    /// short) and the sweep left.
    pub fn remaining_ns(&self, s: &Schedule, p: &Progress, step_words: usize) -> u64 {
        let mark = if p.marking {
            s.mark_words
                .saturating_sub(p.scanned_words)
                .max(step_words as u64)
        } else {
            0
        };
        self.work_ns(mark, p.unswept_words)
    }

    /// Mutator time left before the allocation reaches the goal, at the measured rate.
    fn runway_ns(&self, s: &Schedule, allocated: usize) -> u64 {
        let room = s.goal.saturating_sub(allocated) as u64;
        room.saturating_mul(1_000_000) / self.alloc_bytes_per_ms.max(1)
    }

    /// Bytes between pace points during a cycle: about two per daemon step the cycle
    /// needs, within [1 KiB, 64 KiB].
    pub fn pace_bytes(
        &self,
        s: &Schedule,
        p: &Progress,
        allocated: usize,
        step_words: usize,
    ) -> usize {
        let steps = (self.remaining_ns(s, p, step_words) / self.step_ns(step_words)).max(1);
        let room = s.goal.saturating_sub(allocated) as u64;
        (room / (2 * steps)).clamp(1 << 10, 64 << 10) as usize
    }

    /// Whether the collector is comfortably ahead: what is left fits in half the daemon's
    /// share of the runway (the daemon then leaves the CPU to the mutators rather than end
    /// the cycle early: a cycle that ends before its goal only brings the next one
    /// forward).
    pub fn ahead(&self, s: &Schedule, p: &Progress, allocated: usize, step_words: usize) -> bool {
        let capacity = self.runway_ns(s, allocated).saturating_mul(DAEMON_SHARE);
        allocated < s.goal && self.remaining_ns(s, p, step_words) < capacity / 2
    }

    /// The pace point's decision, from where the cycle stands (`p`, with `allocated` now),
    /// the daemon's collector time this cycle (`daemon_ns`), the clock and all collector
    /// time so far (`now`, `busy_ns`), and the daemon's marking step. Like Go's assist
    /// ratio it compares the work left with the runway left, so a short estimate shows
    /// as the cycle goes: a mutator assists when the daemon could not finish in its share
    /// of the runway; otherwise the daemon is woken while it has share left and is not
    /// comfortably ahead.
    #[allow(clippy::too_many_arguments)]
    pub fn at_pace_point(
        &self,
        s: &Schedule,
        p: &Progress,
        allocated: usize,
        daemon_ns: u64,
        now: u64,
        busy_ns: u64,
        step_words: usize,
    ) -> PaceAction {
        let step_ns = self.step_ns(step_words);
        let mutator_ns = now
            .saturating_sub(s.start_ns)
            .saturating_sub(busy_ns.saturating_sub(s.start_busy));
        let wake = mutator_ns.saturating_mul(DAEMON_SHARE) > daemon_ns;
        let assist = |ns: u64| PaceAction::Assist {
            ns: ns.clamp((step_ns / MIN_ASSIST_PER_STEP).max(1), step_ns),
            wake,
        };
        if allocated >= s.goal {
            // Past the goal (the heap grew, or the estimate was short): the cycle is late.
            return assist(step_ns);
        }
        let capacity = self.runway_ns(s, allocated).saturating_mul(DAEMON_SHARE);
        let left = self.remaining_ns(s, p, step_words);
        if left > capacity {
            return assist(left - capacity);
        }
        if wake && !self.ahead(s, p, allocated, step_words) {
            PaceAction::Yield
        } else {
            PaceAction::Continue
        }
    }

    /// Words of marking and of sweeping that take about `ns` at the measured rates.
    pub fn words_for(&self, ns: u64) -> (usize, usize) {
        let words = |ps: u64| {
            usize::try_from(ns.saturating_mul(1000) / ps.max(1))
                .unwrap_or(usize::MAX)
                .max(1)
        };
        (words(self.mark_ps_per_word), words(self.sweep_ps_per_word))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn calibrated() -> Pacer {
        let mut p = Pacer::new(GcPacing::Adaptive);
        // 1 M words marked in 10 ms (10 ns/word), 2 M swept in 5 ms (2.5 ns/word), 4 MB
        // allocated over 100 ms of mutator time (40 KB/ms).
        p.cycle_done(
            false,
            1 << 20,
            10_000_000,
            2 << 20,
            5_000_000,
            4_000_000,
            15_000_000,
            115_000_000,
        );
        p
    }

    #[test]
    fn estimates_come_from_the_cycle_and_are_smoothed() {
        let mut p = calibrated();
        assert_eq!(p.mark_ps_per_word, 9536);
        assert_eq!(p.sweep_ps_per_word, 2384);
        assert_eq!(p.alloc_bytes_per_ms, 40_000);
        // Twice as fast marking next time: the estimate moves halfway.
        p.cycle_done(
            false,
            1 << 20,
            5_000_000,
            2 << 20,
            5_000_000,
            8_000_000,
            25_000_000,
            225_000_000,
        );
        assert_eq!(p.mark_ps_per_word, (9536 + 4768) / 2);
        assert_eq!(p.alloc_bytes_per_ms, 40_000);
    }

    #[test]
    fn the_trigger_leaves_a_runway_for_the_cycles_cost() {
        let p = calibrated();
        let cost = p.cycle_cost_ns(false, 0, 2 << 20);
        assert_eq!(cost, ((1u64 << 20) * 9536 + (2u64 << 20) * 2384) / 1000);
        // 15 ms of work at 40 KB/ms of allocation, with the 1.5 margin: ~900 KB.
        let t = p.trigger(8 << 20, 1 << 20, cost, (8 << 20) - (128 << 10));
        let runway = (8 << 20) - t;
        assert!((850_000..950_000).contains(&runway), "{runway}");
        // No room for that: start at once; never later than Dalvik would.
        assert_eq!(
            p.trigger(2 << 20, (19 << 20) / 10, cost, 1 << 30),
            (19 << 20) / 10
        );
        assert_eq!(p.trigger(64 << 20, 1 << 20, cost, 32 << 20), 32 << 20);
        // Before any cycle: halfway.
        let fresh = Pacer::new(GcPacing::Adaptive);
        assert_eq!(fresh.trigger(8 << 20, 0, 0, 8 << 20), 4 << 20);
    }

    /// A calibrated pacer (~9.5 ns per word marked, ~2.4 per word swept, 40 KB per ms of
    /// mutator time) over a 1 MiB runway, 100 K words to mark and 256 K to sweep: about
    /// 1.6 ms of work against 26 ms of runway.
    /// Where the runway of [`schedule`] starts: 1 MiB below its goal.
    const START: usize = 1 << 20;

    fn schedule() -> (Pacer, Schedule) {
        let s = Schedule {
            goal: 2 << 20,
            mark_words: 100_000,
            start_ns: 1_000_000,
            start_busy: 0,
        };
        (calibrated(), s)
    }

    fn marking(scanned: u64) -> Progress {
        Progress {
            marking: true,
            scanned_words: scanned,
            unswept_words: 256 << 10,
        }
    }

    #[test]
    fn the_work_left_comes_from_the_progress() {
        let (p, s) = schedule();
        let step = 4 << 10;
        let all = p.remaining_ns(&s, &marking(0), step);
        assert_eq!(all, (100_000 * 9536 + (256u64 << 10) * 2384) / 1000);
        // Traced more than expected: a step's worth is still assumed left.
        let over = p.remaining_ns(&s, &marking(500_000), step);
        assert_eq!(over, ((4u64 << 10) * 9536 + (256u64 << 10) * 2384) / 1000);
        let sweeping = Progress {
            marking: false,
            scanned_words: 100_000,
            unswept_words: 1000,
        };
        assert_eq!(p.remaining_ns(&s, &sweeping, step), 1000 * 2384 / 1000);
    }

    #[test]
    fn the_daemon_keeps_to_the_schedule_and_mutators_assist_when_it_cannot() {
        let (p, s) = schedule();
        let step = 4 << 10;
        // At `allocated`, `scanned` words traced, the daemon having used `daemon` of the
        // mutators' time (10 ms in, all collector time the daemon's).
        let at = |allocated: usize, scanned: u64, daemon: u64| {
            p.at_pace_point(
                &s,
                &marking(scanned),
                allocated,
                daemon,
                10_000_000,
                daemon,
                step,
            )
        };
        // Fresh cycle, 26 ms of runway for 1.6 ms of work: comfortably ahead.
        assert_eq!(at(START, 0, 0), PaceAction::Continue);
        assert!(p.ahead(&s, &marking(0), START, step));
        // 40 KB from the goal (1 ms of runway): not ahead. 0.7 ms left fits: the daemon
        // is woken while it has share left, and nobody works once it has none.
        let near = s.goal - 40_000;
        assert!(!p.ahead(&s, &marking(0), near, step));
        assert_eq!(at(near, 90_000, 0), PaceAction::Yield);
        assert_eq!(at(near, 90_000, 9_000_000), PaceAction::Continue);
        // 1.6 ms left, 0.6 ms short: an assist of one step (~39 us), the daemon woken too
        // while it has share left.
        let step_ns = (step as u64) * 9536 / 1000;
        let assist = |wake| PaceAction::Assist { ns: step_ns, wake };
        assert_eq!(at(near, 0, 0), assist(true));
        assert_eq!(at(near, 0, 9_000_000), assist(false));
        // A little short: an assist of the shortfall, at least a 16th of a step.
        let act = at(s.goal - 62_000, 0, 0);
        assert!(
            matches!(act, PaceAction::Assist { ns, .. } if ns > step_ns / 16 && ns < step_ns),
            "{act:?}"
        );
        // Past the goal, however little is left: assist.
        assert_eq!(at(s.goal, 100_000, 0), assist(true));
    }

    #[test]
    fn pace_points_come_about_twice_per_step() {
        let (p, s) = schedule();
        // ~1.6 ms of work in steps of 4 K words (~39 us): ~41 steps over 1 MiB.
        let pace = p.pace_bytes(&s, &marking(0), START, 4 << 10);
        assert!((12 << 10..13 << 10).contains(&pace), "{pace}");
        // An assist of 9.5 us: 1000 words of marking or 4000 of sweeping.
        assert_eq!(p.words_for(9536), (1000, 4000));
    }
}
