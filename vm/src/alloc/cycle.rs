//! One collection cycle, stop-the-world or mostly concurrent (Dalvik 4.4 MarkSweep.cpp
//! and Heap.cpp dvmCollectGarbageInternal; seed 004 sections 2.1 and 3): a root pause;
//! budgeted marking steps behind the card-marking barrier (under the adaptive `pacer`,
//! then HotSpot/ART CMS precleaning of roots and dirty cards); a remark pause (roots,
//! dirty cards, references); budgeted sweeping; Dalvik's resizing. `gencms` minor cycles
//! keep old objects' mark bits (sticky) and start from dirty cards.
//! A marking step (`Marker`) reads only the shared store and its layout table
//! (`space::View`) and its own `MarkState`, never `Vm`, so it can run on another core.
//!
//! With a collector core (`remote`), the concurrent marking and the sweep run there as
//! one job each, and the program's core does only the pauses. Who touches what:
//! - root pause and remark (program core, at a safepoint; no job runs): everything;
//! - concurrent marking (collector core, from the root pause's mark stack until it is
//!   empty): it reads words, cards and the layout table and test-and-sets mark bits;
//!   the program allocates (live bits by `fetch_or`, new objects white as in the
//!   single-core cycle), stores references and dirties cards. A value the marker reads
//!   stale is covered by the remark, which rescans every dirty card with the program
//!   stopped (Dalvik's incremental update; no precleaning on the collector core, whose
//!   clearing of a card could race a store the card must keep);
//! - concurrent sweep (collector core, from the start of the heap to the frontier at the
//!   remark): it reads mark and live bits and clears the live bits of the dead, at or
//!   above its cursor only, and hands back the gaps it found; the program allocates only
//!   from those gaps and above the sweep's end (`Space::begin_remote_sweep`), born
//!   marked;
//! - a job's results (mark state, sweep figures) come back through a `remote::Handback`
//!   written before its `Signal`'s Release store, read after the Acquire load;
//! - the collector core never writes a heap word (marks and frees are bitmap bits; a
//!   referent is cleared at the remark), which is what lets the program's own word loads
//!   stay plain reads (`Heap::load`).
//!
//! A marker's view ends where the store stood when its job began: objects carved above
//! that frontier and classes linked since are not objects to it, and an object it marks
//! but cannot scan (a newer class) has all its references stored after the root pause,
//! each dirtying its card, so the remark scans it.

use alloc::format;
use alloc::vec::Vec;

use super::collect::{
    log_line, object_bytes, GcEvent, GcKind, GcPause, GcPhase, GcVariant, PauseKind, RefKind,
    CARD_DIRTY, CARD_SHIFT,
};
use super::pacer::{self, PaceAction, Schedule};
use super::remote::{Handback, Signal};
use super::space::{is_object_at, sweep_stretch, Sweep, View, GRANULE_WORDS};
use crate::tunnel::{self, Component};
use crate::vm::Vm;
use alloc::sync::Arc;
use core::sync::atomic::{AtomicU8, Ordering::Relaxed};

/// Words traced per concurrent marking step (128 KiB of objects).
pub const MARK_STEP_WORDS: usize = 32 << 10;
/// Heap words swept per concurrent sweeping step (4 MiB).
pub const SWEEP_STEP_WORDS: usize = 1 << 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Concurrent marking (after the root pause, before the remark pause).
    Mark,
    /// Concurrent sweeping (after the remark pause).
    Sweep,
}

/// A collection in progress.
pub struct Cycle {
    pub kind: GcKind,
    pub concurrent: bool,
    pub minor: bool,
    /// The daemon's idle wake-up: trim after the cycle.
    pub trim: bool,
    pub phase: Phase,
    mark: MarkState,
    /// Dirty cards taken at the root pause of a minor cycle (old objects that may point
    /// at young ones), scanned during concurrent marking.
    cards: Vec<u32>,
    card_pos: usize,
    sweep: Sweep,
    start_ns: u64,
    pauses: Vec<u64>,
    pause_cycles: u64,
    gc_cycles: u64,
    mark_ns: u64,
    sweep_ns: u64,
    cleared: usize,
    /// `System.gc()` callers blocked until this cycle ends (the first this many on the
    /// daemon's done queue: the ones that asked before it began).
    pub(crate) covers: u32,
    /// Paced by the adaptive pacer (it precleans before its remark).
    adaptive: bool,
    /// The adaptive pacer's schedule (None: Dalvik's pacing, a stop-the-world cycle, or
    /// no rates measured yet).
    schedule: Option<Schedule>,
    /// Bytes allocated when it began: the live estimate of an unscheduled cycle's pace
    /// when no cycle has measured the live set yet.
    start_alloc: usize,
    /// Collector time the daemon's steps took, ns.
    daemon_ns: u64,
    /// Preclean passes so far, and the objects marked when the last one began.
    precleans: u32,
    preclean_from: u64,
    /// The collector core's part of the cycle.
    remote: Remote,
}

/// Where a concurrent cycle's concurrent phases run.
enum Remote {
    /// Here, in steps between the program's time slices (no collector core, or a
    /// stop-the-world cycle).
    Local,
    /// On the collector core, between jobs.
    Idle,
    /// Marking there; the mark state comes back through the hand-back.
    Marking(Arc<Signal>, Arc<Handback<Marked>>),
    /// Sweeping there.
    Sweeping(Arc<Signal>, Arc<Handback<Swept>>),
}

/// What a job hands back: its result, and its time and cycles on the collector core.
struct Timed<T> {
    v: T,
    ns: u64,
    cycles: u64,
}

type Marked = Timed<MarkState>;
type Swept = Timed<Sweep>;

/// The job that runs `work` on the collector core, timed by `clock`, hands the result
/// back, finishes `done` and wakes the program's core.
fn timed_job<T: Send + 'static>(
    clock: fn() -> (u64, u64),
    wake: fn(),
    done: Arc<Signal>,
    back: Arc<Handback<Timed<T>>>,
    work: impl FnOnce() -> T + Send + 'static,
) -> super::remote::Job {
    alloc::boxed::Box::new(move || {
        let t0 = clock();
        let v = work();
        let t1 = clock();
        back.put(Timed {
            v,
            ns: t1.0.saturating_sub(t0.0),
            cycles: t1.1.wrapping_sub(t0.1),
        });
        done.finish();
        wake();
    })
}

/// Words a remote sweep covers before it hands back the gaps found (256 KiB of heap:
/// the program never waits long for freed memory).
const REMOTE_SWEEP_STRETCH: usize = 64 << 10;

impl Cycle {
    /// Between its first preclean pass and its remark (the remark should follow soon).
    fn precleaning(&self) -> bool {
        self.phase == Phase::Mark && self.precleans > 0
    }

    /// Where it stands, for the adaptive pacer (`frontier`: the heap's end, in words).
    fn progress(&self, frontier: usize) -> pacer::Progress {
        let marking = self.phase == Phase::Mark;
        pacer::Progress {
            marking,
            scanned_words: self.mark.scanned_words as u64,
            unswept_words: if marking {
                frontier as u64
            } else {
                frontier.saturating_sub(self.sweep.cursor) as u64
            },
        }
    }
}

/// What a cycle needs after a piece of concurrent work.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Next {
    More,
    Remark,
    Finish,
}

/// The mark stack (bounded; an overflow is repaired by rescanning the marked objects)
/// and the Reference objects met while scanning.
pub(crate) struct MarkState {
    stack: Vec<u32>,
    limit: usize,
    overflowed: bool,
    pub overflows: u64,
    discovered: Vec<(u32, RefKind)>,
    /// Words of objects scanned.
    scanned_words: usize,
    /// Objects marked.
    marked: u64,
}

impl MarkState {
    /// An empty mark stack of at most `limit` entries.
    pub(crate) fn new(limit: usize) -> MarkState {
        MarkState {
            stack: Vec::with_capacity(limit.clamp(1, 4096)),
            limit: limit.max(1),
            overflowed: false,
            overflows: 0,
            discovered: Vec::new(),
            scanned_words: 0,
            marked: 0,
        }
    }
}

/// Marks `v` if it is an unmarked object; pushes it for scanning, or records an
/// overflow. The mark is a test-and-set, so a mark another thread set in the same
/// bitmap word survives.
#[inline]
fn mark_one(h: &View<'_>, st: &mut MarkState, v: u32) {
    if is_object_at(h.live, h.frontier, v) && !h.mark.test_and_set(v as usize) {
        st.marked += 1;
        if st.stack.len() < st.limit {
            st.stack.push(v);
        } else {
            st.overflowed = true;
        }
    }
}

/// The marking context of one step: the shared heap as this thread sees it (words,
/// bitmaps, cards, class layouts; nothing of `Vm`), and the mark state, owned by
/// whoever marks.
pub(crate) struct Marker<'a> {
    pub h: View<'a>,
    /// Word offset of `Reference.referent`.
    pub referent: usize,
    pub st: &'a mut MarkState,
}

impl Marker<'_> {
    pub fn mark(&mut self, v: u32) {
        mark_one(&self.h, self.st, v);
    }

    /// Marks the referents of object `o`; a Reference's referent is skipped and the
    /// Reference remembered.
    fn scan(&mut self, o: u32) {
        let at = o as usize;
        let h = self.h;
        // A class this view does not know (allocated after its snapshot): no references,
        // counted as one granule.
        let Some(l) = h.layout_of(at) else {
            if at < h.words.len() {
                self.st.scanned_words += GRANULE_WORDS;
            }
            return;
        };
        let skip = if l.ref_kind != RefKind::None {
            self.st.discovered.push((o, l.ref_kind));
            at + self.referent
        } else {
            usize::MAX
        };
        self.st.scanned_words += l.object_bytes(h.words, at).div_ceil(4);
        let st = &mut *self.st;
        l.for_each_ref(h.words, at, skip, |slot| {
            mark_one(&h, st, h.load(slot));
        });
    }

    /// Scans until the stack is empty or `budget` words were scanned; true when empty.
    /// After an overflow some marked objects were never scanned: every marked object is
    /// rescanned (twice is harmless) until no rescan overflows.
    pub fn drain(&mut self, budget: usize) -> bool {
        let stop = self.st.scanned_words.saturating_add(budget);
        loop {
            while let Some(o) = self.st.stack.pop() {
                self.scan(o);
                if self.st.scanned_words >= stop && !self.st.stack.is_empty() {
                    return false;
                }
            }
            if !self.st.overflowed {
                return true;
            }
            self.st.overflowed = false;
            self.st.overflows += 1;
            self.st.discovered.clear();
            let marked: Vec<usize> = self
                .h
                .mark
                .iter_range(GRANULE_WORDS, self.h.frontier)
                .collect();
            for at in marked {
                self.scan(at as u32);
                while let Some(o) = self.st.stack.pop() {
                    self.scan(o);
                }
            }
        }
    }

    /// Scans the marked objects that start on card `card`.
    pub fn scan_card(&mut self, card: usize) {
        let from = card << CARD_SHIFT;
        let to = (from + (1 << CARD_SHIFT)).min(self.h.frontier);
        let on: Vec<usize> = self.h.mark.iter_range(from, to).collect();
        for at in on {
            self.scan(at as u32);
        }
    }
}

/// Takes the dirty cards below `frontier`, cleaning each with a swap, so a card a
/// mutator dirties again meanwhile is either taken here or left dirty.
pub(crate) fn take_dirty_cards(cards: &[AtomicU8], frontier: usize) -> Vec<u32> {
    let n = (frontier >> CARD_SHIFT) + 1;
    let mut out = Vec::new();
    for (i, c) in cards.iter().take(n).enumerate() {
        if c.load(Relaxed) == CARD_DIRTY && c.swap(0, Relaxed) == CARD_DIRTY {
            out.push(i as u32);
        }
    }
    out
}

/// Clears the referents of the discovered references of the kinds `dead` selects whose
/// referents are unmarked; those registered with a queue (word `queue` of the
/// reference non-null) are added to `enqueue`. Returns how many were cleared.
fn clear_white(
    m: &mut Marker<'_>,
    referent: usize,
    queue: Option<usize>,
    enqueue: &mut Vec<u32>,
    dead: impl Fn(RefKind) -> bool,
) -> usize {
    let h = m.h;
    let mut cleared = 0;
    for &(o, k) in &m.st.discovered {
        if !dead(k) {
            continue;
        }
        let slot = o as usize + referent;
        let v = h.load(slot);
        if v != 0 && !h.mark.get(v as usize) {
            h.store(slot, 0);
            cleared += 1;
            if queue.is_some_and(|q| h.load(o as usize + q) != 0) {
                enqueue.push(o);
            }
        }
    }
    cleared
}

impl Vm {
    /// Runs `f` with a marker over the heap and the cycle's mark state.
    fn with_marker<R>(&mut self, c: &mut Cycle, f: impl FnOnce(&mut Marker<'_>) -> R) -> R {
        let mut m = Marker {
            h: self.heap.space.view(),
            referent: (self.wk.weakref_referent / 4) as usize,
            st: &mut c.mark,
        };
        f(&mut m)
    }

    /// Begins a cycle with its root pause. A stop-the-world cycle runs to its end inside
    /// that pause; a concurrent one is left for [`Vm::gc_step`].
    pub(crate) fn begin_cycle(
        &mut self,
        kind: GcKind,
        concurrent: bool,
        trim: bool,
        who: PauseKind,
    ) {
        self.gc_enter();
        tunnel::enter(Component::GcMark);
        self.platform.gc_phase(GcPhase::MarkStart);
        let t0 = self.gc_clock();
        let minor = self.heap.wants_minor(self.config.gc, kind, trim);
        let heap = &mut self.heap;
        heap.concurrent_trigger = usize::MAX;
        let h = heap.space.view();
        if !minor {
            h.mark.clear_below(h.frontier);
        }
        let cards = if minor {
            take_dirty_cards(h.cards, h.frontier)
        } else {
            // Stale dirty cards above the frontier only cost a rescan later.
            let n = ((h.frontier >> CARD_SHIFT) + 1).min(h.cards.len());
            for c in &h.cards[..n] {
                c.store(0, Relaxed);
            }
            Vec::new()
        };
        let mut c = Cycle {
            kind,
            concurrent,
            minor,
            trim,
            phase: Phase::Mark,
            mark: MarkState::new(heap.mark_stack_limit),
            cards,
            card_pos: 0,
            sweep: Sweep::default(),
            start_ns: t0.0,
            pauses: Vec::new(),
            pause_cycles: 0,
            gc_cycles: 0,
            mark_ns: 0,
            sweep_ns: 0,
            cleared: 0,
            covers: heap.done_waiters,
            adaptive: concurrent && heap.paces(self.config.gc),
            schedule: None,
            start_alloc: heap.allocated,
            daemon_ns: 0,
            precleans: 0,
            preclean_from: 0,
            remote: if concurrent && self.collector_core.is_some() {
                Remote::Idle
            } else {
                Remote::Local
            },
        };
        if matches!(c.remote, Remote::Idle) {
            // The collector core paces itself: no pacer, no assists.
            c.adaptive = false;
        }
        if c.adaptive && heap.pacer.calibrated() {
            c.schedule = Some(Schedule {
                goal: heap.soft_limit.max(heap.allocated + 1),
                mark_words: heap.pacer.expected_mark_words(minor, heap.allocated),
                start_ns: t0.0,
                start_busy: heap.busy_ns,
            });
        }
        let roots = self.gather_roots();
        self.with_marker(&mut c, |m| {
            for &r in &roots {
                m.mark(r);
            }
        });
        if concurrent {
            c.mark_ns += self.platform.nanos().saturating_sub(t0.0);
            self.end_pause(&mut c, t0, who);
            self.start_remote(&mut c);
            self.heap.cycle = Some(alloc::boxed::Box::new(c));
            self.set_pace();
        } else {
            self.heap.cycle = Some(alloc::boxed::Box::new(c));
            self.run_cycle_to_end(t0, who);
        }
        self.gc_exit();
    }

    /// Finishes the cycle in progress now, as one pause of kind `who` (a mutator that
    /// cannot go on without it; or a stop-the-world cycle's single pause from `t0`).
    fn run_cycle_to_end(&mut self, t0: (u64, u64), who: PauseKind) {
        let Some(mut c) = self.heap.cycle.take() else {
            return;
        };
        self.gc_enter();
        // What the collector core is doing is finished first; the rest runs here.
        self.wait_remote(&mut c);
        c.remote = Remote::Local;
        if c.phase == Phase::Mark {
            let t = self.platform.nanos();
            self.mark_some(&mut c, usize::MAX);
            c.mark_ns += self.platform.nanos().saturating_sub(t);
            // Everybody is stopped already: the remark is part of this pause.
            self.remark(&mut c, None);
        }
        let t = self.platform.nanos();
        while !self.sweep_some(&mut c, usize::MAX) {}
        c.sweep_ns += self.platform.nanos().saturating_sub(t);
        self.end_pause(&mut c, t0, who);
        self.finish_cycle(c);
        self.gc_exit();
    }

    /// Completes a running concurrent cycle on the calling mutator's time (Dalvik's
    /// dvmWaitForConcurrentGcToComplete: this mutator cannot continue without it).
    pub(crate) fn complete_cycle(&mut self, who: PauseKind) {
        let Some(c) = self.heap.cycle.as_ref() else {
            return;
        };
        let t0 = self.gc_clock();
        if matches!(c.remote, Remote::Local) {
            self.run_cycle_to_end(t0, who);
        } else {
            self.wait_for_collector_core(t0, who);
        }
    }

    /// [`Vm::complete_cycle`] with a collector core: the caller waits while that core
    /// finishes the cycle's concurrent phases, doing the remark itself in between
    /// (Dalvik's mutator waited in dvmWaitForConcurrentGcToComplete while the daemon
    /// worked); one pause of kind `who` from `t0`.
    fn wait_for_collector_core(&mut self, t0: (u64, u64), who: PauseKind) {
        self.gc_enter();
        while let Some(mut c) = self.heap.cycle.take() {
            self.wait_remote(&mut c);
            match c.phase {
                Phase::Mark => {
                    if matches!(c.remote, Remote::Local) {
                        // Marking went on here (the core refused a job): finish it.
                        self.mark_some(&mut c, usize::MAX);
                    }
                    self.remark(&mut c, None);
                    self.start_remote(&mut c);
                    if matches!(c.remote, Remote::Local) {
                        while !self.sweep_some(&mut c, usize::MAX) {}
                    }
                    self.heap.cycle = Some(c);
                }
                Phase::Sweep => {
                    if matches!(c.remote, Remote::Local) {
                        while !self.sweep_some(&mut c, usize::MAX) {}
                    }
                    self.end_pause(&mut c, t0, who);
                    self.finish_cycle(c);
                }
            }
        }
        self.gc_exit();
    }

    /// Begins a concurrent cycle of `kind` as the daemon would (its root pause);
    /// [`Vm::gc_step`] continues it. Completes a cycle already in progress first.
    pub fn begin_concurrent_gc(&mut self, kind: GcKind) {
        self.complete_cycle(PauseKind::Wait);
        self.begin_cycle(kind, true, false, PauseKind::Root);
    }

    /// One bounded step of the cycle in progress (the GC daemon's work between
    /// mutator time slices). True when the cycle ended (or none was running).
    pub fn gc_step(&mut self) -> bool {
        let Some(mut c) = self.heap.cycle.take() else {
            return true;
        };
        self.gc_enter();
        let t0 = self.gc_clock();
        let budget = (self.heap.mark_step_words, self.heap.sweep_step_words);
        let next = self.advance(&mut c, t0, budget, false);
        c.daemon_ns += self.platform.nanos().saturating_sub(t0.0);
        let left = self.after_step(c, next);
        self.gc_exit();
        match left {
            None => true,
            Some(c) => {
                self.heap.cycle = Some(c);
                self.set_pace();
                false
            }
        }
    }

    /// One piece of concurrent work that began at `t0`: up to `mark_words` of marking (or
    /// a preclean pass, under the adaptive pacer, when marking ran dry), or up to
    /// `sweep_words` of sweeping. `assist`: a mutator's piece, which stops where marking
    /// runs dry and leaves the precleaning and the remark to the daemon (woken for them),
    /// so an assist stays a bounded piece of marking.
    fn advance(
        &mut self,
        c: &mut Cycle,
        t0: (u64, u64),
        (mark_words, sweep_words): (usize, usize),
        assist: bool,
    ) -> Next {
        if !matches!(c.remote, Remote::Local) {
            return self.advance_remote(c);
        }
        let next = match c.phase {
            Phase::Mark => {
                let mut next = Next::More;
                if self.mark_some(c, mark_words) {
                    if assist && c.adaptive {
                        self.nudge_daemon();
                    } else if self.wants_preclean(c) {
                        self.preclean(c);
                    } else {
                        next = Next::Remark;
                    }
                }
                c.mark_ns += self.platform.nanos().saturating_sub(t0.0);
                next
            }
            Phase::Sweep => {
                let done = self.sweep_some(c, sweep_words);
                c.sweep_ns += self.platform.nanos().saturating_sub(t0.0);
                if done {
                    Next::Finish
                } else {
                    Next::More
                }
            }
        };
        c.gc_cycles += self.platform.cycles().wrapping_sub(t0.1);
        tunnel::enter(Component::Gc);
        next
    }

    /// Goes on from a piece of work: the remark pause, or the end of the cycle. The
    /// cycle back if it goes on.
    fn after_step(
        &mut self,
        mut c: alloc::boxed::Box<Cycle>,
        next: Next,
    ) -> Option<alloc::boxed::Box<Cycle>> {
        match next {
            Next::More => Some(c),
            Next::Remark => {
                self.remark(&mut c, Some(PauseKind::Remark));
                self.start_remote(&mut c);
                Some(c)
            }
            Next::Finish => {
                self.finish_cycle(c);
                None
            }
        }
    }

    /// Precleaning is wanted when the adaptive pacer paces the cycle, a pass is still
    /// allowed, and the last one found enough to be worth another.
    fn wants_preclean(&self, c: &Cycle) -> bool {
        c.adaptive
            && c.precleans < pacer::MAX_PRECLEANS
            && (c.precleans == 0 || c.mark.marked - c.preclean_from >= pacer::PRECLEAN_DONE_OBJECTS)
    }

    /// A preclean pass: the remark's roots and dirty cards, taken concurrently (the cards
    /// are cleaned, so the remark sees only what the mutators dirty from now on); what
    /// they reach is traced by the following marking steps.
    fn preclean(&mut self, c: &mut Cycle) {
        c.precleans += 1;
        c.preclean_from = c.mark.marked;
        let roots = self.gather_roots();
        self.with_marker(c, |m| {
            for &r in &roots {
                m.mark(r);
            }
            for card in take_dirty_cards(m.h.cards, m.h.frontier) {
                m.scan_card(card as usize);
            }
        });
    }

    /// Whether the daemon should leave its turn to the mutators: the adaptive pacer's
    /// cycle is ahead of its schedule (not while precleaning, where the remark should
    /// follow soon). Only while the mutators allocate: when they did not since the
    /// daemon's last skip, the CPU is the daemon's (Go's idle-time marking), so a daemon
    /// never spins against mutators that sleep or compute.
    pub(crate) fn daemon_ahead(&mut self) -> bool {
        let h = &self.heap;
        let Some(c) = h.cycle.as_ref() else {
            return false;
        };
        let Some(s) = c.schedule.as_ref() else {
            return false;
        };
        let ahead = !c.precleaning()
            && h.alloc_total() != h.daemon_skip_alloc
            && h.pacer.ahead(
                s,
                &c.progress(h.space.frontier),
                h.allocated,
                h.mark_step_words,
            );
        if ahead {
            self.heap.daemon_skip_alloc = self.heap.alloc_total();
        }
        ahead
    }

    /// A pace point of an allocating mutator during a cycle: Dalvik's pacing yields to the
    /// daemon; the adaptive pacer yields while the daemon has CPU share left, and asks for
    /// an assist (at the next safepoint) when the collector is behind its schedule.
    // Out of line: it runs every few KiB of allocation, and inlined it would weigh on the
    // allocation fast path around it.
    #[cold]
    #[inline(never)]
    pub(crate) fn pace_point(&mut self) {
        let h = &self.heap;
        let Some(c) = h.cycle.as_ref() else { return };
        if c.precleaning() {
            // The remark should follow while little is dirty again.
            self.nudge_daemon();
            return;
        }
        let Some(s) = c.schedule.as_ref() else {
            self.nudge_daemon();
            return;
        };
        let act = h.pacer.at_pace_point(
            s,
            &c.progress(h.space.frontier),
            h.allocated,
            c.daemon_ns,
            self.platform.nanos(),
            h.busy_ns,
            h.mark_step_words,
        );
        match act {
            PaceAction::Continue => {}
            PaceAction::Yield => self.nudge_daemon(),
            PaceAction::Assist { ns, wake } => {
                self.heap.assist_ns = ns;
                self.threads.countdown = 1;
                if wake {
                    self.nudge_daemon();
                }
            }
        }
    }

    /// The assist a pace point asked for, at a safepoint of the mutator that owes it: a
    /// piece of the cycle's work on its own time (an `assist` pause), then the remark or
    /// the cycle's end if that piece finished a phase.
    pub(crate) fn gc_assist(&mut self) {
        let ns = core::mem::take(&mut self.heap.assist_ns);
        if self.cur == self.heap.daemon.tid {
            return;
        }
        let Some(mut c) = self.heap.cycle.take() else {
            return;
        };
        self.gc_enter();
        let t0 = self.gc_clock();
        // At most a daemon marking step, or a 64th of its sweeping step (whose 4 MiB of
        // heap would be too long a pause for one assist).
        let (mark, sweep) = self.heap.pacer.words_for(ns);
        let h = &self.heap;
        let budget = (
            mark.min(h.mark_step_words),
            sweep.min((h.sweep_step_words / 64).max(1)),
        );
        let next = self.advance(&mut c, t0, budget, true);
        self.end_pause(&mut c, t0, PauseKind::Assist);
        let left = self.after_step(c, next);
        self.gc_exit();
        if let Some(c) = left {
            self.heap.cycle = Some(c);
            self.set_pace();
        }
    }

    /// Spreads the room left below the soft limit over the steps the cycle still
    /// needs (estimated from the last live size), so a paced mutator rarely has to
    /// wait for the cycle. A cycle the adaptive pacer schedules has its own pace.
    fn set_pace(&mut self) {
        let h = &self.heap;
        let Some(c) = h.cycle.as_ref() else { return };
        if !matches!(c.remote, Remote::Local) {
            // A core of its own: the program never yields to the collector.
            self.heap.pace_now = usize::MAX;
            return;
        }
        if let Some(s) = &c.schedule {
            let p = c.progress(h.space.frontier);
            self.heap.pace_now = h.pacer.pace_bytes(s, &p, h.allocated, h.mark_step_words);
            return;
        }
        let sweep_left =
            |from: usize| h.space.frontier.saturating_sub(from) / h.sweep_step_words.max(1) + 1;
        let steps = match c.phase {
            Phase::Mark => {
                let last_live = match h.last_event.as_ref() {
                    Some(e) => e.live_bytes,
                    // Before any collection the adaptive pacer takes what was allocated
                    // (Dalvik's pacing assumes nothing live: today's behaviour, kept).
                    None if h.pacer.adaptive() => c.start_alloc,
                    None => 0,
                };
                let left = (last_live / 4).saturating_sub(c.mark.scanned_words);
                left / h.mark_step_words.max(1) + 1 + sweep_left(0)
            }
            Phase::Sweep => sweep_left(c.sweep.cursor),
        };
        let room = h.soft_limit.saturating_sub(h.allocated);
        let pace = (room / (steps + 1)).clamp(1 << 10, h.pace_bytes.max(1 << 10));
        self.heap.pace_now = pace;
    }

    /// Marks within `budget` words: the minor cycle's dirty cards first, then the
    /// stack. True when both are exhausted.
    fn mark_some(&mut self, c: &mut Cycle, budget: usize) -> bool {
        tunnel::enter(Component::GcMark);
        let cards = core::mem::take(&mut c.cards);
        let mut pos = c.card_pos;
        let done = self.with_marker(c, |m| {
            let stop = m.st.scanned_words.saturating_add(budget);
            while pos < cards.len() {
                if m.st.scanned_words >= stop {
                    return false;
                }
                m.scan_card(cards[pos] as usize);
                pos += 1;
            }
            let left = stop.saturating_sub(m.st.scanned_words);
            m.drain(left.max(1))
        });
        c.cards = cards;
        c.card_pos = pos;
        done && c.card_pos >= c.cards.len()
    }

    /// The remark: roots again and the cards dirtied since the root pause (cleaned),
    /// the closure, then the references in Dalvik's order (MarkSweep.cpp
    /// dvmHeapProcessReferences): SoftReferences kept unless GC_BEFORE_OOM, dead weak
    /// (and soft) referents cleared, unreachable finalizable objects kept with all they
    /// reach and queued for their finalizer, references found through them cleared,
    /// then phantom referents; the sweep starts. `pause`: emit this as its own pause.
    fn remark(&mut self, c: &mut Cycle, pause: Option<PauseKind>) {
        let was = tunnel::enter(Component::GcRemark);
        let t0 = self.gc_clock();
        let roots = self.gather_roots();
        let clear_soft = c.kind == GcKind::BeforeOom;
        let referent = (self.wk.weakref_referent / 4) as usize;
        let queue = self.reference_queue_slot();
        let registered = core::mem::take(&mut self.heap.fin.registered);
        let mut enqueue: Vec<u32> = Vec::new();
        let (cleared, registered, found) = self.with_marker(c, |m| {
            for &r in &roots {
                m.mark(r);
            }
            for card in take_dirty_cards(m.h.cards, m.h.frontier) {
                m.scan_card(card as usize);
            }
            m.drain(usize::MAX);
            if !clear_soft {
                // Soft references met while keeping soft referents are kept too.
                let mut seen = 0;
                loop {
                    let overflows = m.st.overflows;
                    let softs: Vec<u32> = m.st.discovered[seen..]
                        .iter()
                        .filter(|(_, k)| *k == RefKind::Soft)
                        .map(|(o, _)| m.h.load(*o as usize + referent))
                        .collect();
                    seen = m.st.discovered.len();
                    if softs.is_empty() {
                        break;
                    }
                    for v in softs {
                        m.mark(v);
                    }
                    m.drain(usize::MAX);
                    if m.st.overflows != overflows {
                        // The rescan rebuilt the discovered list.
                        seen = 0;
                    }
                }
            }
            let dead = |k: RefKind| match k {
                RefKind::Soft => clear_soft,
                RefKind::Weak => true,
                RefKind::Phantom | RefKind::None => false,
            };
            let mut cleared = clear_white(m, referent, queue, &mut enqueue, dead);
            let (found, kept): (Vec<u32>, Vec<u32>) = registered
                .into_iter()
                .partition(|&o| !m.h.mark.get(o as usize));
            for &o in &found {
                m.mark(o);
            }
            m.drain(usize::MAX);
            cleared += clear_white(m, referent, queue, &mut enqueue, dead);
            cleared += clear_white(m, referent, queue, &mut enqueue, |k| k == RefKind::Phantom);
            (cleared, kept, found)
        });
        self.heap.fin.registered = registered;
        self.finalization_found(found, enqueue);
        c.cleared += cleared;
        c.mark.discovered = Vec::new();
        c.mark.stack = Vec::new();
        c.cards = Vec::new();
        c.sweep = if matches!(c.remote, Remote::Local) {
            self.heap.space.begin_sweep()
        } else {
            let (s, handoff) = self.heap.space.begin_remote_sweep();
            self.heap.sweep_handoff = Some(handoff);
            s
        };
        c.phase = Phase::Sweep;
        self.platform.gc_phase(GcPhase::MarkEnd);
        self.platform.gc_phase(GcPhase::SweepStart);
        c.mark_ns += self.platform.nanos().saturating_sub(t0.0);
        // Inside a longer pause (a stop-the-world cycle, a mutator finishing the
        // cycle) the remark is part of that pause.
        if let Some(who) = pause {
            self.end_pause(c, t0, who);
        }
        tunnel::restore(was);
    }

    /// Sweeps within `budget` words; true when the sweep is over.
    fn sweep_some(&mut self, c: &mut Cycle, budget: usize) -> bool {
        tunnel::enter(Component::GcSweep);
        self.heap.space.sweep_step(&mut c.sweep, budget, |h, at| {
            object_bytes(h, at).div_ceil(4)
        })
    }

    /// Hands the cycle's current phase to the collector core (the cycle must be
    /// between jobs there). A core that refuses leaves the rest of the cycle here.
    fn start_remote(&mut self, c: &mut Cycle) {
        if !matches!(c.remote, Remote::Idle) {
            return;
        }
        let Some(core) = self.collector_core.as_ref() else {
            c.remote = Remote::Local;
            return;
        };
        let clock = core.clock();
        let wake = core.waker();
        let store = self.heap.space.store().clone();
        let signal = Signal::new();
        let done = signal.clone();
        let (job, state): (super::remote::Job, Remote) = match c.phase {
            Phase::Mark => {
                let referent = (self.wk.weakref_referent / 4) as usize;
                let mut st = core::mem::replace(&mut c.mark, MarkState::new(0));
                let cards: Vec<u32> = c.cards.get(c.card_pos..).unwrap_or(&[]).to_vec();
                c.card_pos = c.cards.len();
                let back = Arc::new(Handback::default());
                let job = timed_job(clock, wake, done, back.clone(), move || {
                    let mut m = Marker {
                        h: store.view(),
                        referent,
                        st: &mut st,
                    };
                    for card in cards {
                        m.scan_card(card as usize);
                    }
                    m.drain(usize::MAX);
                    st
                });
                (job, Remote::Marking(signal.clone(), back))
            }
            Phase::Sweep => {
                let Some(handoff) = self.heap.sweep_handoff.clone() else {
                    c.remote = Remote::Local;
                    return;
                };
                let mut sweep = core::mem::take(&mut c.sweep);
                let back = Arc::new(Handback::default());
                let job = timed_job(clock, wake, done, back.clone(), move || {
                    let h = store.view();
                    let mut gaps: Vec<(u32, u32)> = Vec::new();
                    loop {
                        gaps.clear();
                        let end = sweep_stretch(
                            &h,
                            &mut sweep,
                            REMOTE_SWEEP_STRETCH,
                            |h, at| object_bytes(h, at).div_ceil(4),
                            |at, g| gaps.push((at as u32, g as u32)),
                        );
                        handoff.give(&gaps, sweep.freed_bytes);
                        if end {
                            return sweep;
                        }
                    }
                });
                (job, Remote::Sweeping(signal.clone(), back))
            }
        };
        match core.start(job) {
            Ok(()) => {
                c.remote = state;
                self.heap.remote_signal = Some(signal);
            }
            Err(job) => {
                // The core cannot take it: run the job here, now (it is the phase's
                // whole work), and go on locally.
                job();
                c.remote = state;
                self.wait_remote(c);
                c.remote = Remote::Local;
            }
        }
    }

    /// The daemon's step while the collector core works: the phase's results once its
    /// job is done (then the remark, or the cycle's end), else nothing yet.
    fn advance_remote(&mut self, c: &mut Cycle) -> Next {
        let done = match &c.remote {
            Remote::Marking(s, _) | Remote::Sweeping(s, _) => s.is_done(),
            Remote::Idle => {
                self.start_remote(c);
                false
            }
            Remote::Local => false,
        };
        if !done {
            return Next::More;
        }
        let phase = c.phase;
        self.wait_remote(c);
        match phase {
            Phase::Mark => Next::Remark,
            Phase::Sweep => Next::Finish,
        }
    }

    /// Waits for the collector core's job, if one runs, and takes its results back into
    /// the cycle (the cycle is then between jobs).
    fn wait_remote(&mut self, c: &mut Cycle) {
        let signal = match &c.remote {
            Remote::Marking(s, _) | Remote::Sweeping(s, _) => s.clone(),
            _ => return,
        };
        while !signal.is_done() {
            core::hint::spin_loop();
        }
        self.heap.remote_signal = None;
        match core::mem::replace(&mut c.remote, Remote::Idle) {
            Remote::Marking(_, back) => {
                if let Some(m) = back.take() {
                    c.mark = m.v;
                    c.mark_ns += m.ns;
                    c.gc_cycles += m.cycles;
                }
            }
            Remote::Sweeping(_, back) => {
                if let Some(s) = back.take() {
                    c.sweep = s.v;
                    c.sweep_ns += s.ns;
                    c.gc_cycles += s.cycles;
                }
            }
            other => c.remote = other,
        }
    }

    /// A collector core's job was started and its end not yet taken.
    pub(crate) fn remote_running(&self) -> bool {
        self.heap.remote_signal.is_some()
    }

    /// The collector core's job has ended (its results wait to be taken).
    pub(crate) fn remote_done(&self) -> bool {
        self.heap
            .remote_signal
            .as_ref()
            .is_some_and(|s| s.is_done())
    }

    /// Collector work starts on the CPU (nested calls count once).
    fn gc_enter(&mut self) {
        self.heap.gc_depth += 1;
        if self.heap.gc_depth == 1 {
            self.heap.gc_was = tunnel::enter(Component::Gc);
            self.heap.busy_since = self.platform.nanos();
            self.platform.gc_work(true);
        }
    }

    /// Collector work ends (see [`Self::gc_enter`]).
    fn gc_exit(&mut self) {
        self.heap.gc_depth = self.heap.gc_depth.saturating_sub(1);
        if self.heap.gc_depth == 0 {
            let now = self.platform.nanos();
            self.heap.busy_ns += now.saturating_sub(self.heap.busy_since);
            self.platform.gc_work(false);
            tunnel::restore(self.heap.gc_was);
        }
    }

    /// Now, as (nanoseconds, PMU cycles): the start of a pause or a step.
    fn gc_clock(&self) -> (u64, u64) {
        (self.platform.nanos(), self.platform.cycles())
    }

    /// Records a pause that began at `t0` and reports it.
    fn end_pause(&mut self, c: &mut Cycle, t0: (u64, u64), who: PauseKind) {
        let ns = self.platform.nanos().saturating_sub(t0.0);
        let cycles = self.platform.cycles().wrapping_sub(t0.1);
        c.pauses.push(ns);
        c.pause_cycles += cycles;
        c.gc_cycles += cycles;
        let p = GcPause {
            tid: self.cur,
            kind: who,
            gc: self.heap.collections + 1,
            start_ns: t0.0,
            ns,
            cycles,
        };
        self.platform.gc_pause(&p);
    }

    /// The sweep is over: accounting, Dalvik's resizing (and the gencms policy), the
    /// event and log line, the verification mode, and waking whoever waits for it.
    // The cycle comes boxed out of the heap's slot; unboxing would copy its mark stack
    // and sweep state for nothing (clippy sees only the target's smaller sizes).
    #[allow(clippy::boxed_local)]
    fn finish_cycle(&mut self, mut c: alloc::boxed::Box<Cycle>) {
        tunnel::enter(Component::Gc);
        let t = self.platform.nanos();
        self.platform.gc_phase(GcPhase::SweepEnd);
        let sticky = self.config.gc == GcVariant::GenCms;
        self.heap.space.end_sweep(&c.sweep, sticky);
        self.heap.sweep_handoff = None;
        // What a remote sweep's progress already took off `allocated`.
        self.heap.space.claim_freed();
        let credited = core::mem::take(&mut self.heap.sweep_credited);
        #[cfg(feature = "bytecode-budget")]
        {
            self.budget_spent_by_gc = self
                .budget_spent_by_gc
                .saturating_add(self.config.bytecodes_per_collection);
        }
        let freed = c.sweep.freed_bytes;
        let heap = &mut self.heap;
        heap.freed_total += freed as u64;
        heap.allocated = heap
            .allocated
            .saturating_sub(freed.saturating_sub(credited));
        heap.overflows += c.mark.overflows;
        // Fat monitors of dead objects are retired (their lock words died with them)
        // and recycled by later inflations, so their number stays bounded.
        let space = &heap.space;
        let threads = &mut self.threads;
        for (i, m) in threads.monitors.iter_mut().enumerate() {
            if m.obj != 0 && !space.is_object(m.obj) {
                m.obj = 0;
                threads.free_monitors.push(i as u32);
            }
        }
        let live = heap.allocated;
        let limit = heap.policy.limit();
        if c.minor {
            // Young generation: the room the last major cycle left.
            heap.soft_limit = live.saturating_add(heap.young_room).min(limit);
            if live > heap.major_soft_limit {
                heap.next_major = true;
            }
        } else {
            heap.soft_limit = heap.policy.soft_limit(live);
            heap.major_soft_limit = heap.soft_limit;
            heap.young_room = heap.soft_limit.saturating_sub(live);
            heap.next_major = false;
            heap.had_major = true;
        }
        if sticky && c.kind == GcKind::ForAlloc && c.minor {
            // Seed 004 section 3.1: a mutator's minor GC makes the daemon's next major.
            heap.next_major = true;
        }
        heap.collections += 1;
        let now = self.platform.nanos();
        // This cycle's own time is not yet in busy_ns (it is added as the work ends):
        // count it as collector time, not mutator time.
        let busy = heap.busy_ns + now.saturating_sub(heap.busy_since);
        heap.pacer.cycle_done(
            c.minor,
            c.mark.scanned_words,
            c.mark_ns,
            heap.space.frontier,
            c.sweep_ns,
            heap.alloc_total(),
            busy,
            now,
        );
        heap.arm_concurrent_trigger(self.config.gc);
        let trimmed = c.trim.then(|| heap.space.trimmable_bytes(4096));
        c.sweep_ns += self.platform.nanos().saturating_sub(t);
        let end = self.platform.nanos();
        let ev = GcEvent {
            kind: c.kind,
            freed_bytes: freed,
            freed_objects: c.sweep.freed_objects,
            live_bytes: live,
            footprint: self.heap.space.footprint(),
            soft_limit: self.heap.soft_limit,
            variant: self.config.gc,
            concurrent: c.concurrent,
            minor: c.minor,
            pause_ns: c.pauses.iter().sum(),
            pauses_ns: core::mem::take(&mut c.pauses),
            total_ns: end.saturating_sub(c.start_ns),
            mark_ns: c.mark_ns,
            sweep_ns: c.sweep_ns,
            pause_cycles: c.pause_cycles,
            gc_cycles: c.gc_cycles,
            marked_bytes: c.mark.scanned_words * 4,
            cleared_refs: c.cleared,
            trimmed_bytes: trimmed,
            count: self.heap.collections,
            start_bytes: c.start_alloc,
            line: alloc::string::String::new(),
        };
        let ev = GcEvent {
            line: log_line(&ev),
            ..ev
        };
        if self.heap.verify {
            if let Err(e) = self.verify_heap() {
                self.fatal = Some(format!(
                    "heap verification failed after {} #{}: {e}",
                    c.kind.name(),
                    ev.count
                ));
            }
        }
        self.platform.gc_event(&ev);
        self.heap.last_event = Some(ev);
        self.cycle_ended(c.covers, c.trim);
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use crate::heap::layout::ClassLayout;
    use crate::heap::space::Space;
    use alloc::vec;
    use std::sync::Barrier;

    /// Class 1: a node of 16 bytes whose fields at bytes 8 and 12 are references.
    fn node_layout() -> ClassLayout {
        ClassLayout {
            elem_size: 0,
            elem_ref: false,
            ref_kind: RefKind::None,
            object_size: 16,
            refs: vec![8, 12],
        }
    }

    /// Marking on one thread while another allocates, marks what it allocates (as a
    /// sweep's allocation does) and stores references, all through the one store: the
    /// marker reaches every node of a chain it was handed, and no mark either thread
    /// set is lost, though the chain's nodes and the mutator's objects share bitmap
    /// words (test-and-set against `fetch_or`).
    #[test]
    fn marking_on_another_thread_loses_no_mark() {
        let n = if cfg!(miri) { 48 } else { 20_000 };
        let mut s = Space::new(4 << 20).unwrap();
        s.push_layout(ClassLayout {
            object_size: 8,
            refs: vec![],
            ..node_layout()
        });
        s.push_layout(node_layout());
        // Chain nodes at even positions, the mutator's objects between them: granule
        // neighbours, so in the same bitmap words.
        let mut chain = vec![];
        let mut theirs = vec![];
        for _ in 0..n {
            chain.push(s.alloc(2).unwrap());
            theirs.push(s.alloc(2).unwrap());
        }
        let v = s.view();
        for (i, &at) in chain.iter().enumerate() {
            v.store(at, 1);
            v.store(at + 2, chain.get(i + 1).map_or(0, |&x| x as u32));
        }
        let store = s.store().clone();
        let root = chain[0] as u32;
        let go = Barrier::new(2);
        let marked = std::thread::scope(|scope| {
            let marker = scope.spawn(|| {
                let mut st = MarkState::new(MARK_STACK_ENTRIES_FOR_TEST);
                let mut m = Marker {
                    h: store.view(),
                    referent: usize::MAX,
                    st: &mut st,
                };
                go.wait();
                m.mark(root);
                assert!(m.drain(usize::MAX));
                st.marked
            });
            go.wait();
            // The mutator: born-marked objects between the chain's nodes, each pointing
            // at a node, and fresh ones past the frontier (committing more space).
            for (i, &at) in theirs.iter().enumerate() {
                let v = s.view();
                v.mark.set(at);
                v.store(at, 1);
                v.store(at + 3, chain[i] as u32);
                let fresh = s.alloc(2).unwrap();
                s.mark().set(fresh);
                s.view().store(fresh, 1);
                s.view().store(fresh + 2, at as u32);
            }
            marker.join().unwrap()
        });
        assert_eq!(marked, n as u64, "the marker reached every chain node once");
        let v = s.view();
        assert!(
            chain.iter().all(|&at| v.mark.get(at)),
            "a chain node lost its mark"
        );
        assert!(
            theirs.iter().all(|&at| v.mark.get(at)),
            "a mutator's mark was lost"
        );
        assert!(v.frontier >= 6 * n);
    }

    const MARK_STACK_ENTRIES_FOR_TEST: usize = 1 << 10;
}
