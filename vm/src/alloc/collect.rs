//! Dalvik's heap policy, GC kinds, triggers and allocation slow path (AOSP dalvik
//! vm/alloc/ at android-4.4_r1: HeapSource.cpp sizing, Heap.cpp's tryMalloc; seed 004
//! sections 2.1 and 3.3), the roots and the verification mode. The cycle itself is in
//! `cycle`, the GC daemon in `daemon`. Roots are precise where the verifier left a
//! register map for a frame's pc, conservative (checked against the allocation bitmap)
//! elsewhere; the heap never moves objects, so both are safe.
//!
//! Outside GC points (natives, VM internals) the heap grows at once and GC_FOR_ALLOC
//! waits for the next GC point; at the growth limit the allocation collects where it
//! stands (GC_FOR_ALLOC, then GC_BEFORE_OOM), so OutOfMemoryError always follows
//! GC_BEFORE_OOM. Safe there: every frame's pc is recorded (natives run from an invoke,
//! internals under `tr!`/`raise!`), and, like Dalvik's tracked allocations, what was
//! allocated since the last GC point, native return or throw is a root. (Failing the
//! native and retrying its invoke would repeat its side effects.) So a native may hold in
//! Rust locals its arguments, what they reach and what it allocated, but must not unlink
//! an object and then allocate while using it; anything held across Java code, or kept
//! after the native returns, must sit in a root (`Vm::globals` or a Java-visible field).

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::cycle::Cycle;
use super::layout::ClassLayout;
use super::space::{Space, View, GRANULE_WORDS};
use crate::oo::{Class, Kind};
use crate::vm::Vm;

/// Why a collection runs (Dalvik's GcSpec names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GcKind {
    /// An allocation would pass the soft limit.
    ForAlloc,
    /// `System.gc()`.
    Explicit,
    /// The last try before OutOfMemoryError; clears SoftReferences.
    BeforeOom,
    /// Run by the GC daemon: allocation passed concurrentStartBytes, or the daemon's
    /// 5 s idle wake-up (then followed by a trim).
    Concurrent,
}

impl GcKind {
    pub fn name(self) -> &'static str {
        match self {
            GcKind::ForAlloc => "GC_FOR_ALLOC",
            GcKind::Explicit => "GC_EXPLICIT",
            GcKind::BeforeOom => "GC_BEFORE_OOM",
            GcKind::Concurrent => "GC_CONCURRENT",
        }
    }
}

pub use dexmetal_launch::{GcPacing, GcVariant};

/// Why a mutator was stopped: seed 004 section 2.4.2's three categories (safepoint,
/// foreground, wait), with its safepoint stops told apart as root and remark, and the
/// adaptive pacer's assists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PauseKind {
    /// Suspended at a GC safepoint while a concurrent cycle marks the roots.
    Root,
    /// Suspended at a GC safepoint for a concurrent cycle's remark (roots again, dirty
    /// cards, references).
    Remark,
    /// Running a stop-the-world collection itself (GC_FOR_ALLOC, GC_BEFORE_OOM, or any
    /// collection under `fg`).
    Foreground,
    /// Waiting for the daemon's concurrent cycle to finish (its remaining work is done
    /// on the waiter's time).
    Wait,
    /// Marking or sweeping a running cycle on the allocating mutator's time, because the
    /// daemon fell behind the adaptive pacer's schedule.
    Assist,
}

impl PauseKind {
    pub fn name(self) -> &'static str {
        match self {
            PauseKind::Root => "root",
            PauseKind::Remark => "remark",
            PauseKind::Foreground => "foreground",
            PauseKind::Wait => "wait",
            PauseKind::Assist => "assist",
        }
    }
}

/// One mutator pause. Threads are green threads on one CPU, so every pause stops every
/// mutator; `tid` is the thread on whose behalf it ran (the daemon's tid for root and
/// remark pauses the daemon ran).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GcPause {
    pub tid: u32,
    pub kind: PauseKind,
    /// The collection it belongs to (`GcEvent::count` of that collection).
    pub gc: u64,
    /// `Platform::nanos` when it began.
    pub start_ns: u64,
    pub ns: u64,
    pub cycles: u64,
}

/// A collection's phase boundary, as the VM tells the platform (a cpufreq governor that
/// knows GC phases, seed 004's conclusion). A cycle goes MarkStart, MarkEnd, SweepStart,
/// SweepEnd; concurrent cycles let mutators run between the boundaries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GcPhase {
    MarkStart,
    MarkEnd,
    SweepStart,
    SweepEnd,
}

impl GcPhase {
    pub const fn name(self) -> &'static str {
        match self {
            GcPhase::MarkStart => "mark_start",
            GcPhase::MarkEnd => "mark_end",
            GcPhase::SweepStart => "sweep_start",
            GcPhase::SweepEnd => "sweep_end",
        }
    }
}

/// Dalvik's heap-sizing parameters (dalvik.vm.* properties). Defaults: the APQ8074
/// board of seed 004, Table 2.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HeapPolicy {
    pub start_size: usize,
    pub growth_limit: usize,
    pub max_size: usize,
    pub target_utilization: f32,
    pub min_free: usize,
    pub max_free: usize,
}

impl Default for HeapPolicy {
    fn default() -> Self {
        HeapPolicy {
            start_size: 8 << 20,
            growth_limit: 96 << 20,
            max_size: 256 << 20,
            target_utilization: 0.75,
            min_free: 2 << 20,
            max_free: 8 << 20,
        }
    }
}

/// Below the soft limit by this much, Dalvik starts a concurrent GC.
pub const CONCURRENT_START_DELTA: usize = 128 << 10;
/// Under this soft limit no concurrent GC starts (HeapSource.cpp).
pub const CONCURRENT_MIN_LIMIT: usize = 256 << 10;
/// Cards are 128 bytes (32 words): word index >> 5.
pub const CARD_SHIFT: usize = 5;
/// Dalvik's dirty card value (CardTable.h GC_CARD_DIRTY).
pub const CARD_DIRTY: u8 = 0x70;
/// Default allocation between a mutator's yields to a running concurrent cycle.
pub const PACE_BYTES: usize = 16 << 10;
/// The GC daemon's idle wait before it trims (HEAP_TRIM_IDLE_TIME_MS).
pub const TRIM_IDLE_NS: u64 = 5_000_000_000;
/// Mark-stack entries before it overflows (then the heap is rescanned).
pub const MARK_STACK_ENTRIES: usize = 64 << 10;

impl HeapPolicy {
    /// The limit allocation may grow to: the growth limit, never above the heap size.
    pub fn limit(&self) -> usize {
        self.growth_limit.min(self.max_size)
    }

    /// HeapSource's softLimit after a GC that left `live` bytes:
    /// clamp(live / targetUtil, live + minFree, live + maxFree), within the limit.
    pub fn soft_limit(&self, live: usize) -> usize {
        let target = (live as f64 / f64::from(self.target_utilization)) as usize;
        let lo = live.saturating_add(self.min_free);
        let hi = live.saturating_add(self.max_free).max(lo);
        target.clamp(lo, hi).min(self.limit())
    }
}

pub use dexmetal_launch::parse_size;

/// One collection, for telemetry and the log line.
#[derive(Clone, Debug, PartialEq)]
pub struct GcEvent {
    pub kind: GcKind,
    pub freed_bytes: usize,
    pub freed_objects: usize,
    pub live_bytes: usize,
    pub footprint: usize,
    pub soft_limit: usize,
    pub variant: GcVariant,
    /// Marked and swept concurrently with the mutators (two pauses), or stop-the-world.
    pub concurrent: bool,
    /// A `gencms` minor collection (young objects only).
    pub minor: bool,
    /// Each stop-the-world pause, nanoseconds (one, or root mark + remark).
    pub pauses_ns: Vec<u64>,
    /// Sum of the pauses.
    pub pause_ns: u64,
    /// From the start of the cycle to its end (concurrent phases included).
    pub total_ns: u64,
    /// Time spent marking and sweeping (pauses and concurrent steps).
    pub mark_ns: u64,
    pub sweep_ns: u64,
    /// PMU cycles of the pauses.
    pub pause_cycles: u64,
    /// PMU cycles of all the cycle's work (pauses and concurrent steps): GC CPU.
    pub gc_cycles: u64,
    /// Bytes of objects traced (mark throughput = marked_bytes / mark_ns).
    pub marked_bytes: usize,
    /// References cleared (weak, and soft for GC_BEFORE_OOM).
    pub cleared_refs: usize,
    /// The daemon's idle trim followed this cycle: bytes of whole free pages a kernel
    /// could take back.
    pub trimmed_bytes: Option<usize>,
    /// Collections so far, this one included.
    pub count: u64,
    /// Bytes allocated when it began: where the trigger (or the pacer) started it.
    pub start_bytes: usize,
    /// Dalvik 4.4's logcat line.
    pub line: String,
}

/// The heap: space, policy and counters.
/// A seeded allocation-failure schedule ([`GcHeap::fault`]).
#[derive(Clone, Copy, Debug)]
pub struct AllocFault {
    /// xorshift32 state (not 0).
    pub state: u32,
    /// An allocation fails with probability 1/`one_in`.
    pub one_in: u32,
    /// Allocations failed so far.
    pub fired: u64,
}

impl AllocFault {
    pub fn new(seed: u32, one_in: u32) -> Self {
        AllocFault {
            state: seed.max(1),
            one_in: one_in.max(1),
            fired: 0,
        }
    }
    fn fires(&mut self) -> bool {
        let mut x = self.state;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.state = x;
        let hit = x.is_multiple_of(self.one_in);
        self.fired += u64::from(hit);
        hit
    }
}

pub struct GcHeap {
    pub space: Space,
    pub policy: HeapPolicy,
    /// Bytes in allocated objects (live at the last GC plus allocated since).
    pub allocated: usize,
    pub soft_limit: usize,
    /// A collection wanted at the next interpreter GC point.
    pub requested: Option<GcKind>,
    /// Check every reference after each collection (the verification mode).
    pub verify: bool,
    /// Fault injection: when set, an allocation fails as if the heap were exhausted
    /// (after every collection) with probability 1/`one_in`, drawn from a seeded
    /// xorshift, so a failing seed replays. Tests set it; nothing else does.
    pub fault: Option<AllocFault>,
    pub collections: u64,
    pub mark_stack_limit: usize,
    /// Nesting depth of collector work on the CPU (a pause or a step); the platform hears
    /// of 0 ↔ 1 transitions only.
    pub gc_depth: u32,
    /// The profiler's component when the outermost collector work began (crate::tunnel).
    pub(crate) gc_was: u8,
    /// Mark-stack overflows so far (each forces a rescan).
    pub overflows: u64,
    /// The collection in progress (concurrent cycles span many steps).
    pub(crate) cycle: Option<alloc::boxed::Box<Cycle>>,
    /// `allocated` at which the daemon is signalled (concurrentStartBytes), or MAX.
    pub(crate) concurrent_trigger: usize,
    /// gencms: survivors may grow to this (the last major cycle's soft limit) before
    /// the next daemon cycle must be major.
    pub(crate) major_soft_limit: usize,
    /// gencms: the young generation's size (the room left by the last major cycle).
    pub(crate) young_room: usize,
    pub(crate) next_major: bool,
    pub(crate) had_major: bool,
    /// The GC daemon thread and its requests.
    pub(crate) daemon: super::daemon::Daemon,
    /// `System.gc()` callers blocked on the daemon's done queue.
    pub(crate) done_waiters: u32,
    /// The last collection's event (for tests and `Runtime` queries).
    pub last_event: Option<GcEvent>,
    /// Work per concurrent step: words traced, heap words swept.
    pub mark_step_words: usize,
    pub sweep_step_words: usize,
    /// Pacing: while a concurrent cycle runs, a mutator yields to the daemon after
    /// allocating this many bytes (0: never), so collection keeps up with allocation
    /// on one CPU the way a daemon on another core would.
    pub pace_bytes: usize,
    /// The current pace: `pace_bytes` or less, so that the rest of the cycle can
    /// finish in the room left below the soft limit.
    pub(crate) pace_now: usize,
    paced: usize,
    /// The adaptive pacer's estimates (`pacer`); its mode is `dexmetal.gc.pacing=`.
    pub pacer: super::pacer::Pacer,
    /// Collector time an allocating mutator owes the running cycle, ns (an assist due at
    /// its next safepoint; 0: none).
    pub(crate) assist_ns: u64,
    /// The collector core's running job, whose end the safepoint poll watches.
    pub(crate) remote_signal: Option<alloc::sync::Arc<super::remote::Signal>>,
    /// The gaps a sweep on the collector core hands back (while it runs).
    pub(crate) sweep_handoff: Option<alloc::sync::Arc<super::space::SweepHandoff>>,
    /// Bytes of the running remote sweep already taken off `allocated`.
    pub(crate) sweep_credited: usize,
    /// Bytes the collections freed so far: with `allocated`, every byte ever allocated
    /// (`alloc_total`), without a counter on the allocation fast path.
    pub freed_total: u64,
    /// `alloc_total` when the daemon last left its turn to the mutators.
    pub(crate) daemon_skip_alloc: u64,
    /// All collector time so far (pauses, steps, assists), ns; and when the current
    /// stretch of collector work began.
    pub busy_ns: u64,
    pub(crate) busy_since: u64,
    /// Objects allocated outside GC points since the last GC point, native return or
    /// exception dispatch (Dalvik's tracked allocations): roots of the collections such
    /// an allocation runs, while `track_roots` is set.
    pub(crate) tracked: Vec<u32>,
    pub(crate) track_roots: bool,
    /// Finalizable objects, the finalizer and reference-queue daemons (`finalize`).
    pub fin: super::finalize::Finalization,
}

impl GcHeap {
    /// A heap reserving `min(policy limit, reserve_bytes)`; `Err` with a message when
    /// that memory cannot be had.
    pub fn new(policy: HeapPolicy, reserve_bytes: usize) -> Result<GcHeap, String> {
        let limit = policy.limit().min(reserve_bytes);
        let policy = HeapPolicy {
            growth_limit: limit,
            ..policy
        };
        let space = Space::new(limit)
            .map_err(|b| format!("cannot reserve {} KiB for the VM heap", b / 1024))?;
        Ok(GcHeap {
            cycle: None,
            concurrent_trigger: usize::MAX,
            major_soft_limit: 0,
            young_room: 0,
            next_major: false,
            had_major: false,
            daemon: Default::default(),
            done_waiters: 0,
            last_event: None,
            pace_bytes: PACE_BYTES,
            pace_now: PACE_BYTES,
            paced: 0,
            pacer: Default::default(),
            assist_ns: 0,
            remote_signal: None,
            sweep_handoff: None,
            sweep_credited: 0,
            freed_total: 0,
            daemon_skip_alloc: u64::MAX,
            busy_ns: 0,
            busy_since: 0,
            tracked: Vec::new(),
            track_roots: false,
            fin: Default::default(),
            mark_step_words: super::cycle::MARK_STEP_WORDS,
            sweep_step_words: super::cycle::SWEEP_STEP_WORDS,
            space,
            soft_limit: policy.start_size.min(limit),
            policy,
            allocated: 0,
            requested: None,
            verify: false,
            fault: None,
            collections: 0,
            mark_stack_limit: MARK_STACK_ENTRIES,
            gc_depth: 0,
            gc_was: 0,
            overflows: 0,
        })
    }

    /// Allocates within the soft limit (`grow`: up to the growth limit).
    // Inlined into `Vm::heap_alloc`'s fast path (a call there costs more than the body).
    #[inline]
    pub fn try_alloc(&mut self, bytes: usize, grow: bool) -> Option<u32> {
        let granules = bytes.max(8).div_ceil(GRANULE_WORDS * 4);
        let size = granules * GRANULE_WORDS * 4;
        if !grow && self.allocated + size > self.soft_limit {
            // A sweep on the collector core frees as it goes: count that in first.
            let freed = self.space.claim_freed();
            self.allocated = self.allocated.saturating_sub(freed);
            self.sweep_credited += freed;
            if freed == 0 || self.allocated + size > self.soft_limit {
                return None;
            }
        }
        let at = self.space.alloc(granules)?;
        self.allocated += size;
        Some(at as u32)
    }

    /// `concurrentStartBytes`: where a concurrent collector would be started.
    pub fn concurrent_start_bytes(&self) -> usize {
        self.soft_limit.saturating_sub(CONCURRENT_START_DELTA)
    }

    /// Sets where allocation signals the daemon, after the soft limit changed: Dalvik's
    /// concurrentStartBytes, or earlier where the adaptive pacer paces the variant's
    /// concurrent cycles (`pacer::Pacer::trigger`).
    pub(crate) fn arm_concurrent_trigger(&mut self, v: GcVariant) {
        self.concurrent_trigger = if !v.has_daemon() || self.soft_limit < CONCURRENT_MIN_LIMIT {
            usize::MAX
        } else if self.paces(v) {
            let minor = self.wants_minor(v, GcKind::Concurrent, false);
            let cost = self
                .pacer
                .cycle_cost_ns(minor, self.allocated, self.space.frontier);
            self.pacer.trigger(
                self.soft_limit,
                self.allocated,
                cost,
                self.concurrent_start_bytes(),
            )
        } else {
            self.concurrent_start_bytes()
        };
    }

    /// Whether the adaptive pacer schedules the concurrent cycles of variant `v`.
    pub(crate) fn paces(&self, v: GcVariant) -> bool {
        self.pacer.mode.paces(v)
    }

    /// Whether a cycle of `kind` under variant `v` is a gencms minor one (seed 004
    /// section 3.1: the daemon collects minor while the survivors stay under the last
    /// major cycle's soft limit; a mutator's GC_FOR_ALLOC is minor and makes the next
    /// daemon cycle major; GC_BEFORE_OOM and trims are major). One departure: GC_EXPLICIT
    /// is major, because `System.gc()` callers (reference-clearing code, harnesses that
    /// collect between iterations) rely on a whole-heap collection, as every JVM gives
    /// them.
    pub(crate) fn wants_minor(&self, v: GcVariant, kind: GcKind, trim: bool) -> bool {
        v == GcVariant::GenCms
            && self.had_major
            && !trim
            && match kind {
                GcKind::BeforeOom | GcKind::Explicit => false,
                GcKind::Concurrent => !self.next_major,
                GcKind::ForAlloc => true,
            }
    }

    /// Every byte ever allocated.
    pub fn alloc_total(&self) -> u64 {
        self.freed_total + self.allocated as u64
    }

    /// Where allocation next signals the daemon (`usize::MAX`: nowhere).
    pub fn concurrent_trigger(&self) -> usize {
        self.concurrent_trigger
    }

    /// A collection is in progress.
    pub fn collecting(&self) -> bool {
        self.cycle.is_some()
    }
}

/// Reference classes: what `referent` means to the collector.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum RefKind {
    None,
    Weak,
    Soft,
    /// Cleared only once the referent is unreachable even from objects awaiting
    /// finalization.
    Phantom,
}

/// Bytes of the object at word `at` (header included), from its class's layout (one
/// granule for a class the view does not know).
#[inline]
pub(crate) fn object_bytes(h: &View<'_>, at: usize) -> usize {
    h.layout_of(at)
        .map_or(GRANULE_WORDS * 4, |l| l.object_bytes(h.words, at))
}

/// Calls `f` with each reference slot (word index) of the object at `at`, except a
/// Reference's referent when `skip` is that slot (none for a class the view does not
/// know: its objects were allocated after the view's snapshot).
#[inline]
pub(crate) fn for_each_ref(h: &View<'_>, at: usize, skip: usize, f: impl FnMut(usize)) {
    if let Some(l) = h.layout_of(at) {
        l.for_each_ref(h.words, at, skip, f);
    }
}

/// Granted beyond the soft limit at a time when an allocation must grow the heap
/// (Dalvik raises its footprint limit to the grown footprint; mspace grows in pages).
const GROW_STEP: usize = 64 << 10;

impl Vm {
    /// Allocates `bytes` of zeroed heap; Dalvik's slow path (Heap.cpp tryMalloc):
    /// within the soft limit; else wait for the running concurrent cycle or run
    /// GC_FOR_ALLOC, and retry; grow up to the growth limit; GC_BEFORE_OOM (clearing
    /// SoftReferences, after completing a cycle in progress) and grow again; else `None`
    /// (the caller throws OutOfMemoryError). Under `bg` the mutator signals the daemon
    /// and grows instead of collecting. Outside GC points the heap grows first and the
    /// collections run where the allocation stands only at the growth limit (see the
    /// module doc).
    pub(crate) fn heap_alloc(&mut self, bytes: usize) -> Option<u32> {
        if let Some(f) = &mut self.heap.fault {
            if f.fires() {
                return None;
            }
        }
        if self.gc_point {
            self.heap.tracked.clear();
            if self.heap.daemon.start_pending {
                self.start_gc_daemon();
                self.nudge_daemon();
            }
            if self.heap.fin.start_pending {
                self.start_finalization_daemons();
            }
            if let Some(k) = self.heap.requested.take() {
                self.foreground_gc(k);
            }
        }
        let a = match self.heap.try_alloc(bytes, false) {
            Some(a) => {
                if self.heap.allocated >= self.heap.concurrent_trigger {
                    self.heap.concurrent_trigger = usize::MAX;
                    self.signal_daemon(GcKind::Concurrent);
                } else if self.heap.cycle.is_some() && self.heap.pace_bytes > 0 {
                    self.heap.paced += bytes;
                    if self.heap.paced >= self.heap.pace_now {
                        self.heap.paced = 0;
                        self.pace_point();
                    }
                }
                a
            }
            None => self.alloc_slow(bytes)?,
        };
        if !self.gc_point {
            self.heap.tracked.push(a);
        }
        Some(a)
    }

    fn alloc_slow(&mut self, bytes: usize) -> Option<u32> {
        crate::tunnel::within(crate::tunnel::Component::AllocSlow, || {
            self.alloc_slow_path(bytes)
        })
    }

    fn alloc_slow_path(&mut self, bytes: usize) -> Option<u32> {
        if self.config.gc == GcVariant::Bg {
            if self.heap.cycle.is_none() {
                self.signal_daemon(GcKind::Concurrent);
            }
            if let Some(a) = self.grow_alloc(bytes) {
                return Some(a);
            }
            // At the growth limit: the mutator must wait for the daemon's cycle.
            if self.gc_point && self.heap.cycle.is_none() {
                self.heap.daemon.req = None;
                self.begin_cycle(GcKind::Concurrent, true, false, PauseKind::Root);
            }
        }
        if self.gc_point {
            if self.heap.cycle.is_some() {
                self.complete_cycle(PauseKind::Wait);
            } else {
                self.foreground_gc(GcKind::ForAlloc);
            }
            if let Some(a) = self.heap.try_alloc(bytes, false) {
                return Some(a);
            }
        } else {
            self.heap.requested.get_or_insert(GcKind::ForAlloc);
        }
        if let Some(a) = self.grow_alloc(bytes) {
            return Some(a);
        }
        if self.gc_point {
            self.foreground_gc(GcKind::BeforeOom);
            return self.grow_alloc(bytes);
        }
        // At the growth limit outside a GC point: the deferred GC_FOR_ALLOC (or the
        // wait for the running cycle) cannot wait any longer, nor can GC_BEFORE_OOM.
        self.heap.track_roots = true;
        let k = self.heap.requested.take().unwrap_or(GcKind::ForAlloc);
        self.foreground_gc(k);
        let a = self.heap.try_alloc(bytes, false).or_else(|| {
            self.grow_alloc(bytes).or_else(|| {
                self.foreground_gc(GcKind::BeforeOom);
                self.grow_alloc(bytes)
            })
        });
        self.heap.track_roots = false;
        a
    }

    /// A collection the running mutator performs itself, stop-the-world (after
    /// completing a concurrent cycle in progress, which is all GC_FOR_ALLOC and
    /// GC_EXPLICIT then need).
    pub(crate) fn foreground_gc(&mut self, kind: GcKind) {
        if self.heap.cycle.is_some() {
            self.complete_cycle(PauseKind::Wait);
            if kind != GcKind::BeforeOom {
                return;
            }
        }
        self.begin_cycle(kind, false, false, PauseKind::Foreground);
    }

    fn grow_alloc(&mut self, bytes: usize) -> Option<u32> {
        let a = self.heap.try_alloc(bytes, true)?;
        let h = &mut self.heap;
        h.soft_limit = h
            .soft_limit
            .max(h.allocated.saturating_add(GROW_STEP))
            .min(h.policy.limit());
        Some(a)
    }

    /// Every root value: precise where a register map covers a frame's pc, else each
    /// register that holds an allocated object's address (conservative).
    pub(crate) fn gather_roots(&self) -> Vec<u32> {
        let space = &self.heap.space;
        let mut roots: Vec<u32> = Vec::with_capacity(1024);
        let frames_of = |roots: &mut Vec<u32>, regs: &[u32], frames: &[crate::interp::Frame]| {
            for f in frames {
                let fp = f.fp as usize;
                let n = f.code.registers as usize;
                let Some(window) = regs.get(fp..fp + n) else {
                    continue;
                };
                match self.methods[f.method as usize]
                    .gc_map
                    .as_ref()
                    .and_then(|m| m.refs_at(f.pc))
                {
                    Some(bits) => {
                        for (r, &v) in window.iter().enumerate() {
                            if bits.get(r / 8).is_some_and(|b| b & (1 << (r % 8)) != 0) {
                                roots.push(v);
                            }
                        }
                    }
                    None => roots.extend(window.iter().copied().filter(|&v| space.is_object(v))),
                }
            }
        };
        frames_of(&mut roots, &self.regs, &self.frames);
        for t in self.threads.table.iter().flatten() {
            frames_of(&mut roots, &t.regs, &t.frames);
            roots.push(t.pending);
            roots.push(t.obj);
            // Switched out between an invoke and its move-result (a native's return is
            // a switch point): the result waits in its saved retval.
            if space.is_object(t.retval as u32) && t.retval >> 32 == 0 {
                roots.push(t.retval as u32);
            }
            roots.extend(t.held.iter().map(|h| h.obj));
            roots.extend(t.extra_roots());
        }
        for c in &self.classes {
            roots.push(c.mirror);
            roots.push(c.init_error);
            for f in &c.static_fields {
                if f.kind == Kind::Ref {
                    roots.extend(c.statics.get(f.offset as usize).copied());
                }
            }
        }
        roots.extend(self.interned.values().copied());
        roots.extend(self.box_cache.values().copied());
        for d in &self.dexes {
            roots.extend(d.strings.iter().copied());
        }
        roots.extend(self.globals.iter().copied());
        roots.extend(self.held.iter().map(|h| h.obj));
        roots.push(self.pending);
        if self.heap.track_roots {
            roots.extend(self.heap.tracked.iter().copied());
        }
        self.finalization_roots(&mut roots);
        // The result of a native not yet moved into a register.
        roots.extend(
            [self.retval as u32]
                .into_iter()
                .filter(|&v| space.is_object(v)),
        );
        roots.retain(|&v| v != 0);
        roots
    }

    /// Runs a stop-the-world collection of `kind` now (completing any cycle in
    /// progress first) and returns its event.
    pub fn collect_garbage(&mut self, kind: GcKind) -> GcEvent {
        self.complete_cycle(PauseKind::Wait);
        self.begin_cycle(kind, false, false, PauseKind::Foreground);
        self.heap
            .last_event
            .clone()
            .expect("a finished cycle leaves its event")
    }

    /// How the collector sizes and scans the objects of class `c` (just built, not yet
    /// pushed; its superclasses are): a Reference subclass inherits its kind.
    pub(crate) fn class_layout(&self, c: &Class, refs: Vec<u32>) -> ClassLayout {
        let ref_kind = match c.descriptor.as_str() {
            "Ljava/lang/ref/WeakReference;" => RefKind::Weak,
            "Ljava/lang/ref/SoftReference;" => RefKind::Soft,
            "Ljava/lang/ref/PhantomReference;" => RefKind::Phantom,
            _ => c
                .super_class
                .and_then(|s| self.heap.space.view().layouts.get(s as usize))
                .map_or(RefKind::None, |l| l.ref_kind),
        };
        ClassLayout {
            elem_size: if c.is_array() { c.elem.size() as u8 } else { 0 },
            elem_ref: c.elem == Kind::Ref,
            ref_kind,
            object_size: c.object_size,
            refs,
        }
    }

    /// The verification mode: every reference in every allocated object and every
    /// precise root points at an allocated, well-formed object.
    pub fn verify_heap(&self) -> Result<(), String> {
        let space = self.heap.space.view();
        let n = self.classes.len();
        let check = |what: &dyn Fn() -> String, v: u32| -> Result<(), String> {
            if v == 0 || space.is_object(v) && (space.load(v as usize) as usize) < n {
                Ok(())
            } else {
                Err(format!("{} -> 0x{v:x}, which is not a live object", what()))
            }
        };
        for r in self.gather_roots() {
            check(&|| String::from("a root"), r)?;
        }
        for at in space.live.iter_range(GRANULE_WORDS, space.frontier) {
            let c = space.load(at) as usize;
            if c >= n {
                return Err(format!("object 0x{at:x} has class index {c} (of {n})"));
            }
            let end = at + object_bytes(&space, at).div_ceil(4);
            if end > space.frontier {
                return Err(format!("object 0x{at:x} runs past the heap's end"));
            }
            let mut err = Ok(());
            for_each_ref(&space, at, usize::MAX, |slot| {
                if err.is_ok() {
                    let cname = &self.classes[c].descriptor;
                    err = check(
                        &|| format!("{} 0x{at:x} slot +{}", cname, (slot - at) * 4),
                        space.load(slot),
                    );
                }
            });
            err?;
        }
        Ok(())
    }
}

/// `GC_FOR_ALLOC freed 2049K, 65% free 3571K/9991K, paused 2ms, total 2ms` (Dalvik 4.4,
/// dvmLogGcStats; the format lives in `dexmetal_launch::gclog`, shared with the host
/// decoder's board reports).
pub fn log_line(e: &GcEvent) -> String {
    let (pauses_ns, pauses) = match e.pauses_ns.as_slice() {
        [] => ([e.pause_ns, 0], 1),
        [p] => ([*p, 0], 1),
        [p, q, ..] => ([*p, *q], 2),
    };
    dexmetal_launch::gclog::GcLogLine {
        kind: e.kind.name(),
        freed_bytes: e.freed_bytes as u64,
        live_bytes: e.live_bytes as u64,
        footprint: e.footprint as u64,
        pauses_ns,
        pauses,
        total_ns: e.total_ns,
    }
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn soft_limit_follows_heap_source() {
        let p = HeapPolicy::default(); // 0.75, minFree 2m, maxFree 8m
                                       // 12 MiB live: 16 MiB target is within [14, 20].
        assert_eq!(p.soft_limit(12 << 20), 16 << 20);
        // 1 MiB live: target 1.33 MiB, raised to live + minFree.
        assert_eq!(p.soft_limit(1 << 20), 3 << 20);
        // 60 MiB live: target 80 MiB, capped at live + maxFree.
        assert_eq!(p.soft_limit(60 << 20), 68 << 20);
        // Never past the growth limit.
        assert_eq!(p.soft_limit(95 << 20), 96 << 20);
    }

    #[test]
    fn log_line_has_dalvik_format() {
        let e = GcEvent {
            kind: GcKind::ForAlloc,
            freed_bytes: 2049 * 1024,
            freed_objects: 1,
            live_bytes: 3571 * 1024,
            footprint: 9991 * 1024,
            soft_limit: 0,
            variant: GcVariant::Fg,
            concurrent: false,
            minor: false,
            pauses_ns: alloc::vec![2_500_000],
            pause_ns: 2_500_000,
            total_ns: 2_500_000,
            mark_ns: 0,
            sweep_ns: 0,
            pause_cycles: 0,
            gc_cycles: 0,
            marked_bytes: 0,
            cleared_refs: 0,
            trimmed_bytes: None,
            count: 1,
            start_bytes: 0,
            line: String::new(),
        };
        assert_eq!(
            log_line(&e),
            "GC_FOR_ALLOC freed 2049K, 65% free 3571K/9991K, paused 2ms, total 2ms"
        );
        let small = GcEvent {
            freed_bytes: 100,
            ..e.clone()
        };
        assert!(log_line(&small).starts_with("GC_FOR_ALLOC freed <1K,"));
    }
}
