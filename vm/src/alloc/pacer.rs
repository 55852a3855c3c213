//! The adaptive pacer of concurrent cycles (`dexmetal.gc.pacing=adaptive`). It follows
//! Go's GC pacer as redesigned in 2021 (proposal 44167: trigger from the expected cost of
//! the cycle and the allocation rate; assists keep collector work proportional to
//! allocation) and ART's concurrent-start heuristic (start so the cycle ends as the heap
//! reaches its target). Hand-written: no crate models a collector's schedule. Dalvik's own
//! pacing (128 KiB start, `PACE_BYTES` yields) stays in `collect` and `cycle`.
//!
//! The model: the daemon stands for a collector thread on a second core as fast as the
//! mutators' one, so during a cycle it may use at most as much CPU as the mutators did;
//! on one CPU it runs when a mutator yields to it. Whatever it cannot do in that share
//! before the soft limit, the allocating mutator does itself (an `assist` pause).

use super::collect::GcPacing;

/// The daemon's CPU during a cycle, at most this many ns per ns the mutators ran
/// (a second core of the same speed).
pub const DAEMON_SHARE: u64 = 1;
/// Headroom on the estimated runway: the trigger leaves room for this much more work
/// than expected (in 1/256ths: 320 = 1.25).
const MARGIN_256: u64 = 320;
/// Precleaning stops once a pass newly marked fewer objects than this, or after
/// [`MAX_PRECLEANS`] passes; the remark then has about that much left to trace.
pub const PRECLEAN_DONE_OBJECTS: u64 = 1024;
pub const MAX_PRECLEANS: u32 = 2;
/// An assist does at least this many words of marking (or 16 times as many of sweeping),
/// so assists are not a trickle of tiny pauses.
const MIN_ASSIST_WORDS: usize = 2 << 10;

/// Running estimates of the collector's and the mutators' rates, for the trigger and the
/// in-cycle schedule. Costs in picoseconds per word; the rate in bytes per millisecond of
/// mutator time. Each new figure is averaged half-and-half with the last (Go smooths its
/// cons/mark ratio the same way, over a few cycles).
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
    /// The collector is behind: do about this many words of marking yourself.
    Assist(usize),
}

/// A cycle's schedule, fixed when it begins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Schedule {
    /// `allocated` when the cycle began, and the soft limit it must end by.
    pub start_alloc: usize,
    pub goal: usize,
    /// Expected collector time for the whole cycle, ns.
    pub work_ns: u64,
    /// Collector and wall time at the start, for the daemon's share.
    pub start_ns: u64,
    pub start_busy: u64,
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
    /// stands still never does: its cycles keep Dalvik's pacing).
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
        self.marked_words[usize::from(minor)] = marked_words as u64;
        let mutator_ns = now
            .saturating_sub(self.last_ns)
            .saturating_sub(busy_ns.saturating_sub(self.last_busy));
        let bytes = alloc_total.saturating_sub(self.last_alloc);
        if mutator_ns >= 1_000 && bytes > 0 {
            let rate = bytes.saturating_mul(1_000_000) / mutator_ns;
            self.alloc_bytes_per_ms = smooth(self.alloc_bytes_per_ms, rate, c);
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
        let marked = match self.marked_words[usize::from(minor)] {
            0 => live_bytes as u64 / 4,
            w => w,
        };
        (marked.saturating_mul(self.mark_ps_per_word)
            + (frontier_words as u64).saturating_mul(self.sweep_ps_per_word))
            / 1000
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

    /// Bytes between pace points during a cycle: about two per daemon step the cycle
    /// needs, within [1 KiB, 64 KiB].
    pub fn pace_bytes(&self, s: &Schedule, step_words: usize) -> usize {
        let step_ns = (step_words as u64).saturating_mul(self.mark_ps_per_word) / 1000;
        let steps = s.work_ns.checked_div(step_ns.max(1)).unwrap_or(0).max(1);
        let runway = s.goal.saturating_sub(s.start_alloc) as u64;
        (runway / (2 * steps)).clamp(1 << 10, 64 << 10) as usize
    }

    /// Whether the collector is a step or more ahead of the schedule (the daemon then
    /// leaves the CPU to the mutators rather than end the cycle early: a cycle that ends
    /// before its goal only brings the next one forward).
    pub fn ahead(&self, s: &Schedule, allocated: usize, done_ns: u64, step_words: usize) -> bool {
        let runway = s.goal.saturating_sub(s.start_alloc).max(1) as u64;
        let used = allocated.saturating_sub(s.start_alloc) as u64;
        let due = (s.work_ns as u128 * u128::from(used.min(runway)) / u128::from(runway)) as u64;
        let step_ns = (step_words as u64).saturating_mul(self.mark_ps_per_word) / 1000;
        used < runway && done_ns >= due.saturating_add(step_ns)
    }

    /// The pace point's decision. `allocated` now; `done_ns` collector time this cycle
    /// so far; `daemon_ns` the daemon's part of it; `now`/`busy_ns` the clock and all
    /// collector time so far; `step_words` the daemon's marking step. The work is spread
    /// over the runway: a mutator that finds the collector more than a step behind the
    /// schedule (or past the goal) assists; otherwise the daemon is woken while it is less
    /// than a step ahead and has CPU share left.
    #[allow(clippy::too_many_arguments)]
    pub fn at_pace_point(
        &self,
        s: &Schedule,
        allocated: usize,
        done_ns: u64,
        daemon_ns: u64,
        now: u64,
        busy_ns: u64,
        step_words: usize,
    ) -> PaceAction {
        let runway = s.goal.saturating_sub(s.start_alloc).max(1) as u64;
        let used = allocated.saturating_sub(s.start_alloc) as u64;
        // Work the schedule wants done by now.
        let due = (s.work_ns as u128 * u128::from(used.min(runway)) / u128::from(runway)) as u64;
        let step_ns = (step_words as u64).saturating_mul(self.mark_ps_per_word) / 1000;
        if used >= runway {
            // Past the goal (the heap grew, or the estimate was short): the cycle is late
            // whatever the estimate says.
            return PaceAction::Assist(step_words.max(MIN_ASSIST_WORDS));
        }
        if self.ahead(s, allocated, done_ns, step_words) {
            return PaceAction::Continue;
        }
        if due > done_ns.saturating_add(step_ns) {
            // Back to half a step behind: the daemon's share covers the rest.
            let behind_ns = due - done_ns - step_ns / 2;
            let words = behind_ns.saturating_mul(1000) / self.mark_ps_per_word.max(1);
            let words = usize::try_from(words)
                .unwrap_or(usize::MAX)
                .clamp(MIN_ASSIST_WORDS, step_words.max(MIN_ASSIST_WORDS));
            return PaceAction::Assist(words);
        }
        let mutator_ns = now
            .saturating_sub(s.start_ns)
            .saturating_sub(busy_ns.saturating_sub(s.start_busy));
        if mutator_ns.saturating_mul(DAEMON_SHARE) > daemon_ns {
            return PaceAction::Yield;
        }
        PaceAction::Continue
    }
}

/// Words of sweeping an assist of `mark_words` does instead, when the cycle sweeps.
pub fn assist_sweep_words(p: &Pacer, mark_words: usize) -> usize {
    let ratio = p
        .mark_ps_per_word
        .checked_div(p.sweep_ps_per_word.max(1))
        .unwrap_or(16)
        .clamp(1, 64) as usize;
    mark_words.saturating_mul(ratio)
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
        // 15 ms of work at 40 KB/ms of allocation, with the 1.25 margin: ~750 KB.
        let t = p.trigger(8 << 20, 1 << 20, cost, (8 << 20) - (128 << 10));
        let runway = (8 << 20) - t;
        assert!((700_000..800_000).contains(&runway), "{runway}");
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

    #[test]
    fn the_daemon_keeps_to_the_schedule_and_mutators_assist_when_it_cannot() {
        let p = calibrated();
        let s = Schedule {
            start_alloc: 1 << 20,
            goal: 2 << 20,
            work_ns: 10_000_000,
            start_ns: 1_000_000,
            start_busy: 0,
        };
        let step = 32 << 10;
        let half = (1 << 20) + (1 << 19);
        // Half the runway used and 9 of 10 ms done: far enough ahead, nobody works.
        let act = p.at_pace_point(&s, half, 9_000_000, 9_000_000, 20_000_000, 9_000_000, step);
        assert_eq!(act, PaceAction::Continue);
        // On schedule (5 of 10 ms), and the daemon used 3 ms of the mutators' 4: wake it.
        let act = p.at_pace_point(&s, half, 5_000_000, 3_000_000, 10_000_000, 5_000_000, step);
        assert_eq!(act, PaceAction::Yield);
        // On schedule but the daemon used its share: within a step of the schedule, go on.
        let act = p.at_pace_point(&s, half, 5_000_000, 5_000_000, 10_000_000, 5_000_000, step);
        assert_eq!(act, PaceAction::Continue);
        // A tenth of the work done, the daemon out of share: assist, one step at most.
        let act = p.at_pace_point(&s, half, 1_000_000, 1_000_000, 3_000_000, 1_000_000, step);
        assert_eq!(act, PaceAction::Assist(step));
        // Behind with share left: the daemon alone has not kept up, so assist.
        let act = p.at_pace_point(&s, half, 1_000_000, 0, 20_000_000, 1_000_000, step);
        assert_eq!(act, PaceAction::Assist(step));
        // Past the goal, however far ahead the estimate says the work is: assist.
        let over = 3 << 20;
        let act = p.at_pace_point(&s, over, 9_900_000, 0, 20_000_000, 9_900_000, step);
        assert_eq!(act, PaceAction::Assist(step));
        // 1.2 steps behind (a step is ~0.31 ms): an assist of 0.7 of a step.
        let act = p.at_pace_point(&s, (1 << 20) + 40_000, 0, 0, 1_000_000, 0, step);
        assert!(
            matches!(act, PaceAction::Assist(w) if w > MIN_ASSIST_WORDS && w < step),
            "{act:?}"
        );
    }

    #[test]
    fn pace_points_come_about_twice_per_step() {
        let p = calibrated();
        let s = Schedule {
            start_alloc: 0,
            goal: 4 << 20,
            work_ns: 100_000_000,
            ..Schedule::default()
        };
        // 100 ms of work in steps of 32 K words at ~9.5 ns/word (~0.31 ms): ~320 steps.
        let pace = p.pace_bytes(&s, 32 << 10);
        assert!((6 << 10..7 << 10).contains(&pace), "{pace}");
        assert_eq!(assist_sweep_words(&p, 1000), 4000);
    }
}
