//! Host tests of the scheduler against a simulated clock and simulated switches: the
//! `Sim` plays the arch layer, carrying out each Decision on its own notion of which
//! thread's context is loaded, and checks it never disagrees with the scheduler.

use alloc::vec;
use alloc::vec::Vec;

use crate::stack::{check_guard, high_water_words, paint_all, paint_guard};
use crate::*;

struct Sim {
    s: Scheduler,
    now: u64,
    /// The context the simulated CPU has loaded; None = idle loop (WFI).
    loaded: Option<ThreadId>,
    saved: Vec<ThreadId>,
}

impl Sim {
    fn new(slice: u32) -> Self {
        Self::with(Config {
            slice_ticks: slice,
            ..Config::default()
        })
    }

    /// `slice` ticks per slice, with the hand-off (`true`) or competitive mutex policy.
    fn policy(slice: u32, handoff: bool) -> Self {
        Self::with(Config {
            slice_ticks: slice,
            handoff,
            ..Config::default()
        })
    }

    fn with(config: Config) -> Self {
        Sim {
            s: Scheduler::new(config),
            now: 0,
            loaded: None,
            saved: Vec::new(),
        }
    }

    fn apply(&mut self, d: Decision) {
        match d {
            Decision::Continue => {}
            Decision::Switch { from, to } => {
                assert_eq!(from, self.loaded, "switch from a context not loaded");
                if let Some(f) = from {
                    self.saved.push(f);
                }
                self.loaded = Some(to);
            }
            Decision::Idle { from } => {
                assert_eq!(from, self.loaded);
                self.loaded = None;
            }
        }
        assert_eq!(self.loaded, self.s.current());
    }

    fn tick(&mut self) {
        self.now += 1;
        let d = self.s.tick(self.now);
        self.apply(d);
    }

    fn spawn(&mut self, p: u8) -> ThreadId {
        let t = self.s.spawn(Priority::new(p).unwrap(), self.now).unwrap();
        let d = self.s.reschedule(self.now);
        self.apply(d);
        t
    }

    fn run<F: FnOnce(&mut Scheduler, u64) -> Result<Decision, SchedError>>(&mut self, f: F) {
        let d = f(&mut self.s, self.now).unwrap();
        self.apply(d);
    }

    fn resched(&mut self) {
        let d = self.s.reschedule(self.now);
        self.apply(d);
    }

    fn cpu(&self, t: ThreadId) -> u64 {
        self.s.stats(t, self.now).unwrap().cpu
    }
}

#[test]
fn equal_priority_round_robin_is_fair() {
    for (n, slice) in [(2u64, 1u32), (5, 3), (7, 4)] {
        let mut sim = Sim::new(slice);
        let ts: Vec<_> = (0..n).map(|_| sim.spawn(5)).collect();
        let total = 3001u64;
        for _ in 0..total {
            sim.tick();
        }
        let cpus: Vec<u64> = ts.iter().map(|&t| sim.cpu(t)).collect();
        let (min, max) = (*cpus.iter().min().unwrap(), *cpus.iter().max().unwrap());
        assert!(
            max - min <= u64::from(slice),
            "n={n} slice={slice} cpus={cpus:?}"
        );
        assert_eq!(cpus.iter().sum::<u64>(), total);
        // Every slice boundary is a switch between two threads.
        assert_eq!(sim.s.switches(), 1 + total / u64::from(slice));
        assert_eq!(sim.s.idle_time(sim.now), 0);
    }
}

/// CPU-bound threads of the given priorities, ticked for `total` ticks with `slice`;
/// their CPU times in spawn order.
fn cpu_bound(prios: &[u8], slice: u32, total: u64) -> Vec<u64> {
    let mut sim = Sim::new(slice);
    let ts: Vec<_> = prios.iter().map(|&p| sim.spawn(p)).collect();
    for _ in 0..total {
        sim.tick();
    }
    sim.s.check_invariants();
    ts.iter().map(|&t| sim.cpu(t)).collect()
}

/// Two CPU-bound threads of priority 10 and 5 share the CPU as their CFS weights do,
/// 6100:1024 (nice -8 and 0, ART's mapping), not 1:0 as under strict priority.
#[test]
fn max_and_norm_share_the_cpu_by_weight() {
    for slice in [1u32, 4, 10] {
        let total = 100_000;
        let cpus = cpu_bound(&[10, 5], slice, total);
        assert_eq!(cpus.iter().sum::<u64>(), total);
        let want = 6100.0 / 1024.0;
        let got = cpus[0] as f64 / cpus[1] as f64;
        assert!(
            (got / want - 1.0).abs() < 0.03,
            "slice {slice}: {cpus:?} is {got:.3}:1, want {want:.3}:1"
        );
    }
}

/// All ten Java priorities at once: each gets weight / Σ weights of the CPU, the
/// lightest (nice 19, weight 15, 0.08%) included.
#[test]
fn every_priority_gets_its_weighted_share() {
    let prios: Vec<u8> = (1..=10).collect();
    let total = 400_000u64;
    let cpus = cpu_bound(&prios, 10, total);
    let weights: Vec<u64> = prios
        .iter()
        .map(|&p| u64::from(Priority::new(p).unwrap().weight()))
        .collect();
    let sum: u64 = weights.iter().sum();
    for (i, (&cpu, &w)) in cpus.iter().zip(&weights).enumerate() {
        let fair = total * w / sum;
        // Within 3%, or two ticks (the granularity) for the lightest.
        let tol = (fair * 3 / 100).max(2);
        assert!(
            cpu.abs_diff(fair) <= tol,
            "priority {}: {cpu} ticks, fair share {fair} ({cpus:?})",
            i + 1
        );
    }
}

/// Equal priorities of any level share equally, one `slice_ticks` slice each in turn.
#[test]
fn equal_priorities_share_equally_at_every_level() {
    for p in [1u8, 5, 9, 10] {
        let cpus = cpu_bound(&[p, p, p], 4, 12_000);
        assert!(cpus.iter().all(|&c| c == 4_000), "priority {p}: {cpus:?}");
    }
}

/// The starvation strict priority caused: a MAX thread spins while a NORM thread loops
/// `work 1 tick; Thread.sleep(1 tick)`. The NORM thread finishes an iteration at
/// least once a scheduling period (it never starves) and gets less CPU than MAX.
#[test]
fn spinning_max_thread_does_not_starve_a_sleeping_norm_thread() {
    const SLICE: u32 = 10;
    let mut sim = Sim::new(SLICE);
    let max = sim.spawn(10);
    let norm = sim.spawn(5);
    assert_eq!(sim.loaded, Some(max));
    let (mut iters, mut last_done, mut worst_gap, mut started) = (0u64, 0u64, 0u64, 0u64);
    for _ in 0..50_000 {
        if sim.loaded == Some(norm) && sim.cpu(norm) - started >= 1 {
            iters += 1;
            worst_gap = worst_gap.max(sim.now - last_done);
            last_done = sim.now;
            sim.run(|s, now| s.sleep_until(now + 1, now));
            started = sim.cpu(norm);
            assert_eq!(sim.loaded, Some(max));
        }
        sim.tick();
        sim.s.check_invariants();
    }
    // A period of two runnable threads is 2 * SLICE ticks, MAX's part of it 17: NORM
    // waits at most that after its 1-tick sleep, then works 1 tick.
    assert!(worst_gap <= 2 * u64::from(SLICE) + 1, "gap {worst_gap}");
    assert!(iters >= 50_000 / 21, "{iters} iterations");
    let (cm, cn) = (sim.cpu(max), sim.cpu(norm));
    assert!(cn > 0 && cm > 4 * cn, "max {cm} norm {cn}");
}

/// A heavier thread that becomes ready (spawned or woken) preempts a lighter running
/// one at once; an equal or lighter one waits for the running thread's slice end.
#[test]
fn only_a_heavier_thread_preempts_when_it_becomes_ready() {
    let mut sim = Sim::new(5);
    let low = sim.spawn(3);
    let mid = sim.spawn(3);
    assert_eq!(sim.loaded, Some(low), "equal weight: no preemption");
    let high = sim.spawn(7);
    assert_eq!(sim.loaded, Some(high));
    assert_eq!(sim.s.stats(low, sim.now).unwrap().preempted, 1);
    let q = sim.s.new_wait_queue().unwrap();
    sim.run(|s, now| s.block_on(q, None, now));
    // low keeps its place ahead of mid (equal virtual runtime, queued first).
    assert_eq!(sim.loaded, Some(low));
    for _ in 0..3 {
        sim.tick();
    }
    assert_eq!(sim.s.wake_one(q, sim.now).unwrap(), Some(high));
    assert!(sim.s.need_resched());
    sim.resched();
    assert_eq!(sim.loaded, Some(high));
    assert_eq!(sim.s.stats(low, sim.now).unwrap().preempted, 2);
    sim.run(|s, now| s.block_on(q, None, now));
    // mid has run less than low.
    assert_eq!(sim.loaded, Some(mid));
    // An equal thread that wakes does not preempt.
    sim.run(|s, now| s.sleep_until(now + 1, now));
    assert_eq!(sim.loaded, Some(low));
    sim.tick();
    assert_eq!(sim.s.state(mid), Some(State::Ready));
    assert!(!sim.s.need_resched());
    assert_eq!(sim.loaded, Some(low));
}

/// A thread that slept long keeps no more than half a slice of credit: it runs soon
/// after waking, but cannot then monopolize the CPU for what it missed.
#[test]
fn a_long_sleeper_gets_bounded_credit() {
    const SLICE: u32 = 6;
    let mut sim = Sim::new(SLICE);
    let sleeper = sim.spawn(5);
    let _busy = sim.spawn(5);
    sim.run(|s, now| s.sleep_until(now + 10_000, now));
    while sim.now < 10_000 {
        sim.tick();
    }
    assert_eq!(sim.s.state(sleeper), Some(State::Ready));
    // It waits at most the rest of busy's slice, then runs one stretch.
    let mut waited = 0;
    while sim.loaded != Some(sleeper) {
        sim.tick();
        waited += 1;
    }
    assert!(waited <= SLICE, "waited {waited}");
    let mut ran = 0;
    while sim.loaded == Some(sleeper) {
        sim.tick();
        ran += 1;
    }
    // Its slice plus the credit, not the 10,000 ticks busy ran meanwhile.
    assert!(ran <= 2 * SLICE, "ran {ran}");
}

/// A preempted thread keeps its virtual runtime and the rest of its slice: the thread
/// that has run less goes first, then the preempted one finishes its slice.
#[test]
fn preempted_thread_keeps_its_vruntime_and_the_rest_of_its_slice() {
    let mut sim = Sim::new(4);
    let a = sim.spawn(5);
    let b = sim.spawn(5);
    sim.tick(); // a has run 1 tick, 3 left
    let h = sim.spawn(9);
    assert_eq!(sim.loaded, Some(h));
    sim.run(|s, now| s.exit_current(now));
    // b has run less than a.
    for _ in 0..4 {
        assert_eq!(sim.loaded, Some(b));
        sim.tick();
    }
    for _ in 0..3 {
        assert_eq!(sim.loaded, Some(a));
        sim.tick();
    }
    assert_eq!(sim.loaded, Some(b));
    assert_eq!(sim.cpu(a), 4);
}

/// Deterministic mode: the schedule is a function of the calls alone. Runs of mixed
/// priorities with sleeps, yields and seeded perturbation give the same trace twice,
/// and, with no timer involved, the same trace whatever `now` the ticks carry.
#[test]
fn weighted_schedules_are_reproducible() {
    let trace = |seed: u32, jitter: bool, sleeps: bool| {
        let mut sim = Sim::with(Config {
            slice_ticks: 3,
            perturb_seed: Some(seed),
            perturb_one_in: 7,
            ..Config::default()
        });
        let mut clock = XorShift32::new(99);
        for p in [1u8, 5, 5, 8, 10] {
            sim.spawn(p);
        }
        let mut out = Vec::new();
        for i in 0..20_000u32 {
            let c = sim.loaded;
            match i % 11 {
                3 if sleeps => sim.run(|s, now| s.sleep_until(now + 5, now)),
                5 => sim.run(|s, now| s.yield_now(now)),
                7 => {
                    let d = sim.s.perturb(Hook::Other(i), sim.now);
                    sim.apply(d);
                }
                _ => {}
            }
            if jitter {
                sim.now += u64::from(clock.next_u32() % 1000);
            }
            sim.tick();
            if sim.s.need_resched() {
                sim.resched();
            }
            out.push((c.map(|t| t.0), sim.loaded.map(|t| t.0)));
        }
        out
    };
    let a = trace(5, false, true);
    assert_eq!(a, trace(5, false, true));
    assert_ne!(a, trace(6, false, true));
    assert_eq!(trace(5, false, false), trace(5, true, false));
}

#[test]
fn sleep_queue_wakes_in_deadline_order_at_the_right_time() {
    let mut sim = Sim::new(100);
    let ts: Vec<_> = (0..4).map(|_| sim.spawn(5)).collect();
    let deadlines = [50u64, 20, 35, 20];
    for (i, &d) in deadlines.iter().enumerate() {
        assert_eq!(sim.loaded, Some(ts[i]));
        sim.run(|s, now| s.sleep_until(d, now));
    }
    assert_eq!(sim.loaded, None);
    assert_eq!(sim.s.next_deadline(), Some(20));
    let mut woke = Vec::new();
    while sim.now < 60 {
        sim.tick();
        for &t in &ts {
            if sim.s.take_wake_reason(t) == Some(WakeReason::TimedOut) {
                woke.push((t, sim.now));
            }
        }
        // Each woken thread immediately sleeps forever-ish by blocking.
        while let Some(c) = sim.loaded {
            let q = sim.s.new_wait_queue().unwrap();
            sim.run(|s, now| s.block_on(q, None, now));
            assert_ne!(sim.loaded, Some(c));
        }
    }
    assert_eq!(
        woke,
        vec![(ts[1], 20), (ts[3], 20), (ts[2], 35), (ts[0], 50)]
    );
    assert_eq!(sim.s.next_deadline(), None);
    assert_eq!(sim.s.stats(ts[0], sim.now).unwrap().sleeping, 50);
    // Idle from t=0 to t=60 except the zero-length runs at wake instants.
    assert_eq!(sim.s.idle_time(sim.now), 60);
    assert!(sim.s.all_blocked());
}

#[test]
fn wake_one_and_wake_all_are_fifo() {
    let mut sim = Sim::new(5);
    let q = sim.s.new_wait_queue().unwrap();
    let ts: Vec<_> = (0..5).map(|_| sim.spawn(5)).collect();
    for &t in &ts {
        assert_eq!(sim.loaded, Some(t));
        sim.now += 3;
        sim.run(|s, now| s.block_on(q, None, now));
    }
    assert_eq!(sim.loaded, None);
    assert_eq!(sim.s.wake_one(q, sim.now).unwrap(), Some(ts[0]));
    assert_eq!(sim.s.wake_one(q, sim.now).unwrap(), Some(ts[1]));
    assert_eq!(sim.s.wake_all(q, sim.now).unwrap(), 3);
    assert_eq!(sim.s.wake_one(q, sim.now).unwrap(), None);
    // They run in the order they were woken.
    let mut order = Vec::new();
    for _ in 0..5 {
        sim.resched();
        order.push(sim.loaded.unwrap());
        assert_eq!(
            sim.s.take_wake_reason(sim.loaded.unwrap()),
            Some(WakeReason::Notified)
        );
        sim.run(|s, now| s.exit_current(now));
    }
    assert_eq!(order, ts);
    assert_eq!(sim.s.stats(ts[0], sim.now).unwrap().blocked, 15 - 3);
    assert_eq!(sim.s.live_threads(), 0);
    assert!(!sim.s.all_blocked());
}

#[test]
fn mutex_contention_recursion_and_handoff() {
    let mut sim = Sim::policy(3, true);
    let m = sim.s.new_mutex().unwrap();
    let a = sim.spawn(5);
    let b = sim.spawn(5);
    let c = sim.spawn(5);
    sim.run(|s, now| s.lock(m, now));
    sim.run(|s, now| s.lock(m, now));
    assert_eq!(sim.s.mutex_owner(m), Some((a, 2)));
    sim.run(|s, now| s.yield_now(now));
    assert_eq!(sim.loaded, Some(b));
    assert_eq!(sim.s.unlock(m, sim.now), Err(SchedError::NotOwner(m)));
    assert!(!sim.s.try_lock(m).unwrap());
    sim.run(|s, now| s.lock(m, now));
    assert_eq!(sim.loaded, Some(c));
    sim.run(|s, now| s.lock(m, now));
    assert_eq!(sim.loaded, Some(a));
    assert_eq!(sim.s.mutex_waiters(m).collect::<Vec<_>>(), vec![b, c]);
    sim.s.unlock(m, sim.now).unwrap();
    assert_eq!(sim.s.mutex_owner(m), Some((a, 1)));
    assert_eq!(
        sim.s.state(b),
        Some(State::Blocked {
            on: Blocker::Mutex(m),
            deadline: None
        })
    );
    assert_eq!(sim.s.exit_current(sim.now), Err(SchedError::HoldsMutex(a)));
    sim.s.unlock(m, sim.now).unwrap();
    assert_eq!(sim.s.mutexes_held_by(a).count(), 0);
    assert_eq!(sim.s.mutexes_held_by(b).collect::<Vec<_>>(), vec![m]);
    // Hand-off: b owns it before it even runs; c still waits.
    assert_eq!(sim.s.mutex_owner(m), Some((b, 1)));
    assert_eq!(sim.s.state(b), Some(State::Ready));
    assert_eq!(sim.s.unlock(m, sim.now), Err(SchedError::NotOwner(m)));
    sim.run(|s, now| s.exit_current(now));
    assert_eq!(sim.loaded, Some(b));
    sim.s.unlock(m, sim.now).unwrap();
    assert_eq!(sim.s.mutex_owner(m), Some((c, 1)));
    sim.run(|s, now| s.exit_current(now));
    assert_eq!(sim.loaded, Some(c));
    sim.s.unlock(m, sim.now).unwrap();
    assert_eq!(sim.s.mutex_owner(m), None);
    assert_eq!(
        sim.s.unlock(MutexId(9), sim.now),
        Err(SchedError::UnknownMutex(MutexId(9)))
    );
}

#[test]
fn condvar_wait_releases_all_levels_and_reacquires_after_timeout() {
    let mut sim = Sim::policy(10, true);
    let m = sim.s.new_mutex().unwrap();
    let cv = sim.s.new_condvar().unwrap();
    let a = sim.spawn(5);
    let b = sim.spawn(5);
    sim.run(|s, now| s.lock(m, now));
    sim.run(|s, now| s.lock(m, now));
    sim.run(|s, now| s.wait(cv, m, Some(100), now));
    assert_eq!(sim.s.mutex_owner(m), None);
    assert_eq!(sim.loaded, Some(b));
    assert_eq!(sim.s.next_deadline(), Some(100));
    sim.run(|s, now| s.lock(m, now));
    // b holds m across the timeout: a times out but must wait for m.
    while sim.now < 100 {
        sim.tick();
    }
    assert_eq!(
        sim.s.state(a),
        Some(State::Blocked {
            on: Blocker::Mutex(m),
            deadline: None
        })
    );
    assert_eq!(sim.loaded, Some(b));
    sim.s.unlock(m, sim.now).unwrap();
    assert_eq!(sim.s.mutex_owner(m), Some((a, 2)));
    sim.run(|s, now| s.exit_current(now));
    assert_eq!(sim.loaded, Some(a));
    assert_eq!(sim.s.take_wake_reason(a), Some(WakeReason::TimedOut));
    // Notified before its timeout: the stale timer entry must not wake it later.
    sim.run(|s, now| s.wait(cv, m, Some(500), now));
    assert_eq!(sim.loaded, None);
    assert_eq!(sim.s.notify(cv, sim.now).unwrap(), Some(a));
    assert_eq!(sim.s.mutex_owner(m), Some((a, 2)));
    sim.resched();
    assert_eq!(sim.s.take_wake_reason(a), Some(WakeReason::Notified));
    assert_eq!(sim.s.next_deadline(), None);
    // Waiting without owning the mutex is an error (IllegalMonitorStateException).
    sim.s.unlock(m, sim.now).unwrap();
    sim.s.unlock(m, sim.now).unwrap();
    assert_eq!(
        sim.s.wait(cv, m, None, sim.now),
        Err(SchedError::NotOwner(m))
    );
}

#[test]
fn notify_all_wakes_every_waiter_in_order_through_the_mutex() {
    for handoff in [false, true] {
        notify_all_in_order(handoff);
    }
}

fn notify_all_in_order(handoff: bool) {
    let mut sim = Sim::policy(10, handoff);
    let m = sim.s.new_mutex().unwrap();
    let cv = sim.s.new_condvar().unwrap();
    let ws: Vec<_> = (0..4).map(|_| sim.spawn(5)).collect();
    for _ in &ws {
        sim.run(|s, now| s.lock(m, now));
        sim.run(|s, now| s.wait(cv, m, None, now));
    }
    let n = sim.spawn(5);
    assert_eq!(sim.loaded, Some(n));
    sim.run(|s, now| s.lock(m, now));
    assert_eq!(sim.s.notify_all(cv, sim.now).unwrap(), 4);
    assert_eq!(sim.s.notify(cv, sim.now).unwrap(), None);
    assert_eq!(sim.s.mutex_waiters(m).collect::<Vec<_>>(), ws);
    sim.s.unlock(m, sim.now).unwrap();
    sim.run(|s, now| s.exit_current(now));
    for &w in &ws {
        assert_eq!(sim.loaded, Some(w));
        assert_eq!(sim.s.mutex_owner(m), Some((w, 1)));
        sim.s.unlock(m, sim.now).unwrap();
        sim.s.check_invariants();
        sim.run(|s, now| s.exit_current(now));
    }
    assert_eq!(sim.loaded, None);
}

#[test]
fn all_blocked_detects_lock_inversion_but_not_timed_waits() {
    for handoff in [false, true] {
        lock_inversion(handoff);
    }
}

fn lock_inversion(handoff: bool) {
    let mut sim = Sim::policy(10, handoff);
    let (m1, m2) = (sim.s.new_mutex().unwrap(), sim.s.new_mutex().unwrap());
    let a = sim.spawn(5);
    let b = sim.spawn(5);
    sim.run(|s, now| s.lock(m1, now));
    sim.run(|s, now| s.yield_now(now));
    sim.run(|s, now| s.lock(m2, now));
    assert!(!sim.s.all_blocked());
    sim.run(|s, now| s.lock(m1, now)); // b blocks on m1
    assert!(!sim.s.all_blocked());
    assert_eq!(sim.loaded, Some(a));
    let q = sim.s.new_wait_queue().unwrap();
    // a waits with a timeout first: not a deadlock, the timer will fire.
    sim.run(|s, now| s.block_on(q, Some(now + 5), now));
    assert!(!sim.s.all_blocked());
    assert_eq!(sim.s.deadlock_report(), None);
    for _ in 0..5 {
        sim.tick();
    }
    assert_eq!(sim.loaded, Some(a));
    sim.run(|s, now| s.lock(m2, now)); // a blocks on m2: inversion
    assert_eq!(sim.loaded, None);
    assert!(sim.s.all_blocked());
    assert_eq!(
        sim.s.deadlock_report(),
        Some(vec![(a, Blocker::Mutex(m2)), (b, Blocker::Mutex(m1))])
    );
    assert_eq!(sim.s.mutex_owner(m1), Some((a, 1)));
    assert_eq!(sim.s.mutex_owner(m2), Some((b, 1)));
    assert_eq!(sim.s.mutexes_held_by(a).collect::<Vec<_>>(), vec![m1]);
    assert_eq!(sim.s.mutexes_held_by(b).collect::<Vec<_>>(), vec![m2]);
}

#[test]
fn interrupt_wakes_sleepers_and_waiters_not_lockers() {
    let mut sim = Sim::new(10);
    let m = sim.s.new_mutex().unwrap();
    let cv = sim.s.new_condvar().unwrap();
    let a = sim.spawn(5);
    let b = sim.spawn(5);
    sim.run(|s, now| s.sleep_until(1000, now));
    assert_eq!(sim.loaded, Some(b));
    assert!(sim.s.interrupt(a, sim.now).unwrap());
    assert_eq!(sim.s.take_wake_reason(a), Some(WakeReason::Interrupted));
    assert_eq!(sim.s.next_deadline(), None);
    sim.run(|s, now| s.lock(m, now));
    sim.run(|s, now| s.yield_now(now));
    assert_eq!(sim.loaded, Some(a));
    sim.run(|s, now| s.lock(m, now));
    assert!(!sim.s.interrupt(a, sim.now).unwrap());
    assert_eq!(sim.loaded, Some(b));
    sim.run(|s, now| s.wait(cv, m, None, now));
    assert_eq!(sim.loaded, Some(a));
    assert!(sim.s.interrupt(b, sim.now).unwrap());
    // Interrupted out of the wait set, b now queues for m which a owns.
    assert_eq!(sim.s.mutex_owner(m), Some((a, 1)));
    assert_eq!(sim.s.mutex_waiters(m).collect::<Vec<_>>(), vec![b]);
    assert_eq!(
        sim.s.interrupt(ThreadId(7), 0),
        Err(SchedError::UnknownThread(ThreadId(7)))
    );
}

#[test]
fn operations_without_a_current_thread_are_errors() {
    let mut s = Scheduler::new(Config::default());
    let q = s.new_wait_queue().unwrap();
    let m = s.new_mutex().unwrap();
    assert_eq!(s.block_on(q, None, 0), Err(SchedError::NoCurrentThread));
    assert_eq!(s.lock(m, 0), Err(SchedError::NoCurrentThread));
    assert_eq!(s.exit_current(0), Err(SchedError::NoCurrentThread));
    assert_eq!(
        s.wake_one(WaitQueueId(3), 0),
        Err(SchedError::UnknownQueue(WaitQueueId(3)))
    );
    assert_eq!(s.tick(1), Decision::Continue);
    assert_eq!(s.idle_time(11), 10);
    assert!(!s.all_blocked());
}

#[test]
fn idle_time_is_accounted_between_runs() {
    let mut sim = Sim::new(10);
    let a = sim.spawn(5);
    sim.now = 10;
    sim.run(|s, now| s.sleep_until(40, now));
    assert_eq!(sim.loaded, None);
    while sim.now < 40 {
        sim.tick();
    }
    assert_eq!(sim.loaded, Some(a));
    sim.now = 55;
    sim.run(|s, now| s.exit_current(now));
    assert_eq!(sim.s.idle_time(70), 30 + 15);
    let st = sim.s.stats(a, 70).unwrap();
    assert_eq!((st.cpu, st.sleeping, st.switches), (25, 30, 2));
}

#[test]
fn seeded_perturbation_is_reproducible() {
    let trace = |seed: u32| {
        let mut sim = Sim::with(Config {
            slice_ticks: 1000,
            perturb_seed: Some(seed),
            perturb_one_in: 3,
            ..Config::default()
        });
        for _ in 0..4 {
            sim.spawn(5);
        }
        let mut out = Vec::new();
        for i in 0..200 {
            let d = sim.s.perturb(Hook::Other(i), sim.now);
            sim.apply(d);
            out.push(sim.loaded.unwrap().0);
        }
        (out, sim.s.perturbations())
    };
    let (t1, n1) = trace(42);
    let (t2, n2) = trace(42);
    let (t3, _) = trace(7);
    assert_eq!(t1, t2);
    assert_eq!(n1, n2);
    assert_ne!(t1, t3);
    // About one in three hooks yields.
    assert!((40..=100).contains(&n1), "{n1}");
    let mut off = Scheduler::new(Config::default());
    off.spawn(Priority::NORM, 0).unwrap();
    off.reschedule(0);
    for _ in 0..100 {
        assert_eq!(off.perturb(Hook::MonitorEnter, 0), Decision::Continue);
    }
}

#[test]
fn stack_guard_detects_overflow_and_measures_use() {
    let t = ThreadId(3);
    let mut stack = vec![0u32; 256];
    assert!(paint_guard(&mut stack, 8));
    assert_eq!(check_guard(t, &stack, 8), Ok(()));
    // A push just past the limit overwrites the top guard word.
    stack[7] = 0x1234;
    let e = check_guard(t, &stack, 8).unwrap_err();
    assert_eq!((e.thread, e.deepest_word), (t, 7));
    stack[2] = 0;
    assert_eq!(check_guard(t, &stack, 8).unwrap_err().deepest_word, 7);
    assert!(!paint_guard(&mut stack[..4], 8));
    assert!(check_guard(t, &stack[..4], 8).is_err());
    // A copy of the guard shifted by one word does not pass.
    let mut s2 = vec![0u32; 16];
    paint_guard(&mut s2, 8);
    s2.copy_within(0..8, 1);
    assert!(check_guard(t, &s2, 8).is_err());

    let mut full = vec![0u32; 128];
    paint_all(&mut full);
    assert_eq!(high_water_words(&full), 0);
    for w in &mut full[100..] {
        *w = 0xAAAA_AAAA;
    }
    assert_eq!(high_water_words(&full), 28);
}

#[test]
fn scales_to_512_threads() {
    assert!(
        core::mem::size_of::<crate::thread::Thread>() <= 128,
        "{}",
        core::mem::size_of::<crate::thread::Thread>()
    );
    let mut sim = Sim::new(1);
    let m = sim.s.new_mutex().unwrap();
    let cv = sim.s.new_condvar().unwrap();
    let ts: Vec<_> = (0..512).map(|i| sim.spawn(1 + (i % 3) as u8)).collect();
    // Each thread, when it runs, waits on the condvar with a staggered timeout.
    let mut waited = 0;
    while waited < 512 {
        let c = sim.loaded.unwrap();
        sim.run(|s, now| s.lock(m, now));
        assert_eq!(sim.loaded, Some(c));
        let deadline = 1000 + u64::from(c.0);
        sim.run(|s, now| s.wait(cv, m, Some(deadline), now));
        waited += 1;
    }
    assert_eq!(sim.loaded, None);
    assert_eq!(sim.s.next_deadline(), Some(1000));
    // Half are notified, the other half time out.
    for _ in 0..256 {
        sim.s.notify(cv, sim.now).unwrap().unwrap();
    }
    sim.resched();
    let mut ended = 0;
    while ended < 512 {
        match sim.loaded {
            Some(c) => {
                assert_eq!(sim.s.mutex_owner(m), Some((c, 1)));
                sim.s.unlock(m, sim.now).unwrap();
                sim.run(|s, now| s.exit_current(now));
                ended += 1;
            }
            None => sim.tick(),
        }
    }
    assert_eq!(sim.s.live_threads(), 0);
    assert!(
        sim.now >= 1000 + 511 && sim.now < 1000 + 512 + 8,
        "{}",
        sim.now
    );
    let timed_out = ts
        .iter()
        .filter(|&&t| sim.s.take_wake_reason(t) == Some(WakeReason::TimedOut))
        .count();
    assert_eq!(timed_out, 256);
}

/// Random operation sequences (seeded, so failures reproduce): after every step the
/// structural invariants hold, nothing is ready while idle, no requested preemption is
/// left pending after a reschedule, CPU plus idle time equals elapsed
/// time, and a run that stops making progress is reported by `all_blocked`.
#[test]
fn random_operations_keep_invariants() {
    let mut total_deadlocks = 0;
    let mut total_steps = 0;
    let mut total_switches = 0;
    // [hand-off, competitive]: woken waiters re-blocked at dispatch (seen as Ready →
    // Blocked on a mutex across one step, which nothing else produces), and steps
    // where a free mutex had Blocked waiters (a woken one must be on its way).
    let mut requeued = [0u64; 2];
    let mut free_with_waiters = [0u64; 2];
    for (seed, handoff) in (1..=40u32).flat_map(|s| [(s, false), (s, true)]) {
        let mut rng = XorShift32::new(seed);
        let mut sim = Sim::with(Config {
            slice_ticks: 1 + seed % 4,
            perturb_seed: Some(seed),
            perturb_one_in: 5,
            handoff,
        });
        let ms: Vec<_> = (0..2).map(|_| sim.s.new_mutex().unwrap()).collect();
        let cvs: Vec<_> = (0..2).map(|_| sim.s.new_condvar().unwrap()).collect();
        let q = sim.s.new_wait_queue().unwrap();
        let mut ts = Vec::new();
        for _ in 0..6 {
            let p = 1 + (rng.next_u32() % 4) as u8 * 3;
            ts.push(sim.spawn(p));
        }
        for _step in 0..3000 {
            total_steps += 1;
            let before: Vec<_> = ts.iter().map(|&t| sim.s.state(t)).collect();
            let r = rng.next_u32();
            let idx = (r >> 8) as usize;
            match sim.loaded {
                None => {
                    if sim.s.all_blocked() {
                        let rep = sim.s.deadlock_report().unwrap();
                        assert_eq!(rep.len(), sim.s.live_threads());
                        assert_eq!(sim.s.next_deadline(), None);
                        total_deadlocks += 1;
                        // Rescue waiters from outside (an interrupt handler would);
                        // a lock cycle cannot be rescued and ends this run.
                        sim.s.wake_all(q, sim.now).unwrap();
                        for &cv in &cvs {
                            sim.s.notify_all(cv, sim.now).unwrap();
                        }
                        // Locks are taken in index order, so no lock cycle exists
                        // and every thread must be able to move on.
                        assert!(!sim.s.all_blocked(), "seed {seed}: lock cycle");
                    }
                    if sim.s.live_threads() == 0 {
                        break;
                    }
                    sim.tick();
                }
                Some(c) => {
                    let owns = |s: &Scheduler, m| s.mutex_owner(m).is_some_and(|(o, _)| o == c);
                    match r % 20 {
                        0..=5 => sim.tick(),
                        6 => sim.run(|s, now| s.yield_now(now)),
                        7 => {
                            let d = u64::from(r >> 28);
                            sim.run(|s, now| s.sleep_until(now + d, now));
                        }
                        8 | 9 => {
                            let i = idx % ms.len();
                            // Lock ordering: never take a lower mutex while holding a
                            // higher one (recursion on the same one is fine).
                            if !ms[i + 1..].iter().any(|&h| owns(&sim.s, h)) {
                                let m = ms[i];
                                sim.run(|s, now| s.lock(m, now));
                            }
                        }
                        10..=12 => {
                            let m = ms[idx % ms.len()];
                            let owned = owns(&sim.s, m);
                            let res = sim.s.unlock(m, sim.now);
                            assert_eq!(res.is_ok(), owned);
                            if !owned {
                                assert_eq!(res, Err(SchedError::NotOwner(m)));
                            }
                        }
                        13 => {
                            // Waiting releases only this mutex and re-acquires it
                            // while holding the others: only the highest keeps order.
                            let m = ms
                                .iter()
                                .rev()
                                .copied()
                                .find(|&h| owns(&sim.s, h))
                                .unwrap_or(ms[idx % ms.len()]);
                            let cv = cvs[(r >> 20) as usize % 2];
                            let deadline = (r & (1 << 27) != 0).then(|| sim.now + 5);
                            if owns(&sim.s, m) {
                                sim.run(|s, now| s.wait(cv, m, deadline, now));
                            } else {
                                assert_eq!(
                                    sim.s.wait(cv, m, deadline, sim.now),
                                    Err(SchedError::NotOwner(m))
                                );
                            }
                        }
                        14 | 15 => {
                            let cv = cvs[(r >> 20) as usize % 2];
                            if r & (1 << 27) != 0 {
                                sim.s.notify_all(cv, sim.now).unwrap();
                            } else {
                                sim.s.notify(cv, sim.now).unwrap();
                            }
                        }
                        16 => {
                            let deadline = (r & (1 << 27) != 0).then(|| sim.now + 7);
                            sim.run(|s, now| s.block_on(q, deadline, now));
                        }
                        17 => {
                            sim.s.wake_one(q, sim.now).unwrap();
                            let t = ts[idx % ts.len()];
                            sim.s.interrupt(t, sim.now).unwrap();
                        }
                        18 => {
                            let d = sim.s.perturb(Hook::MonitorEnter, sim.now);
                            sim.apply(d);
                        }
                        _ => {
                            if ms.iter().any(|&m| owns(&sim.s, m)) || ts.len() > 12 {
                                let t = ts[idx % ts.len()];
                                let p = Priority::new(1 + (r >> 24) as u8 % 10).unwrap();
                                if sim.s.state(t) != Some(State::Dead) {
                                    sim.run(|s, now| s.set_priority(t, p, now));
                                }
                            } else if r & (1 << 26) != 0 {
                                sim.run(|s, now| s.exit_current(now));
                            } else {
                                let p = 1 + (r >> 24) as u8 % 10;
                                ts.push(sim.spawn(p));
                            }
                        }
                    }
                }
            }
            // The arch layer reschedules on interrupt return when asked to.
            if sim.s.need_resched() {
                sim.resched();
            }
            sim.s.check_invariants();
            let policy = usize::from(!handoff);
            for (&t, &was) in ts.iter().zip(&before) {
                if was == Some(State::Ready)
                    && matches!(
                        sim.s.state(t),
                        Some(State::Blocked {
                            on: Blocker::Mutex(_),
                            ..
                        })
                    )
                {
                    requeued[policy] += 1;
                }
            }
            for &m in &ms {
                if sim.s.mutex_owner(m).is_none() && sim.s.mutex_waiters(m).next().is_some() {
                    free_with_waiters[policy] += 1;
                }
            }
            // Nothing is left ready while idle, and a reschedule settles every
            // preemption it was asked for.
            assert!(!sim.s.need_resched(), "seed {seed}");
            if sim.loaded.is_none() {
                for &t in &ts {
                    assert_ne!(sim.s.state(t), Some(State::Ready), "seed {seed}: {t:?}");
                }
            }
            let cpu: u64 = ts.iter().map(|&t| sim.cpu(t)).sum();
            let ready_at_zero = sim.s.switches() > 0;
            if ready_at_zero {
                assert_eq!(cpu + sim.s.idle_time(sim.now), sim.now, "seed {seed}");
            }
        }
        total_switches += sim.s.switches();
    }
    // The mix must actually exercise deadlocks and switching, or it proves little.
    assert!(total_deadlocks > 0);
    assert!(total_steps > 100_000, "{total_steps}");
    assert!(total_switches > 10_000, "{total_switches}");
    // Only the competitive policy has these states, and the mix must reach them.
    assert_eq!((requeued[0], free_with_waiters[0]), (0, 0));
    assert!(requeued[1] > 100, "{requeued:?}");
    assert!(free_with_waiters[1] > 100, "{free_with_waiters:?}");
}

#[test]
fn timer_heap_stays_bounded_under_notify_before_timeout() {
    let mut sim = Sim::new(10);
    let m = sim.s.new_mutex().unwrap();
    let cv = sim.s.new_condvar().unwrap();
    let a = sim.spawn(5);
    let _b = sim.spawn(5);
    for i in 0..10_000u64 {
        // a waits with a far timeout, b notifies it at once; the timer entry goes stale.
        assert_eq!(sim.loaded, Some(a));
        sim.run(|s, now| s.lock(m, now));
        sim.run(|s, now| s.wait(cv, m, Some(now + 1_000_000 + i), now));
        assert_eq!(sim.s.notify(cv, sim.now).unwrap(), Some(a));
        sim.run(|s, now| s.yield_now(now));
        sim.s.unlock(m, sim.now).unwrap();
        sim.now += 1;
    }
    assert!(sim.s.timer_entries() <= 65, "{}", sim.s.timer_entries());
    assert_eq!(sim.s.next_deadline(), None);
}

#[test]
fn set_priority_moves_a_ready_thread_and_preempts() {
    let mut sim = Sim::new(10);
    let a = sim.spawn(5);
    let b = sim.spawn(5);
    let c = sim.spawn(5);
    assert_eq!(sim.loaded, Some(a));
    sim.run(|s, now| s.set_priority(c, Priority::new(6).unwrap(), now));
    assert_eq!(sim.loaded, Some(c));
    sim.run(|s, now| s.set_priority(c, Priority::MIN, now));
    // Lowering the running thread lets the preempted a run again, b after it.
    assert_eq!(sim.loaded, Some(a));
    sim.run(|s, now| s.exit_current(now));
    assert_eq!(sim.loaded, Some(b));
    sim.run(|s, now| s.exit_current(now));
    assert_eq!(sim.loaded, Some(c));
    sim.run(|s, now| s.exit_current(now));
    assert_eq!(
        sim.s.set_priority(a, Priority::MAX, sim.now),
        Err(SchedError::ThreadDead(a))
    );
    assert_eq!(Priority::new(0), None);
    assert_eq!(Priority::new(11), None);
}

#[test]
fn high_priority_sleeper_preempts_on_the_tick_it_wakes() {
    let mut sim = Sim::new(100);
    let low = sim.spawn(2);
    let high = sim.spawn(8);
    sim.run(|s, now| s.sleep_until(now + 7, now));
    assert_eq!(sim.loaded, Some(low));
    for _ in 0..6 {
        sim.tick();
        assert_eq!(sim.loaded, Some(low));
    }
    sim.tick();
    assert_eq!(sim.now, 7);
    assert_eq!(sim.loaded, Some(high));
    assert_eq!(sim.s.take_wake_reason(high), Some(WakeReason::TimedOut));
    // Once when high was spawned, once now.
    assert_eq!(sim.s.stats(low, sim.now).unwrap().preempted, 2);
}

/// The arch layer's duty at each switch, played on the host: check the outgoing
/// thread's guard and name the thread that overflowed.
#[test]
fn guard_checked_at_every_switch_names_the_overflowing_thread() {
    const GUARD: usize = 4;
    let mut sim = Sim::new(2);
    let ts: Vec<_> = (0..3).map(|_| sim.spawn(5)).collect();
    let mut stacks: Vec<Vec<u32>> = ts.iter().map(|_| vec![0u32; 64]).collect();
    for st in &mut stacks {
        assert!(paint_guard(st, GUARD));
    }
    let mut report = None;
    // Thread 1 "recurses": each tick it runs, its stack pointer goes one word deeper.
    let mut sp = 12usize;
    for _ in 0..60 {
        if sim.loaded == Some(ts[1]) {
            sp -= 1;
            stacks[1][sp] = 0xFFFF_FFFF;
        }
        let before = sim.loaded;
        sim.tick();
        if let (Some(from), true) = (before, before != sim.loaded) {
            if let Err(e) = check_guard(from, &stacks[from.0 as usize], GUARD) {
                report = Some(e);
                break;
            }
        }
    }
    let e = report.expect("overflow must be reported at a switch");
    assert_eq!(e.thread, ts[1]);
    // Caught at the first switch after the guard was touched, with the depth reached.
    assert_eq!(e.deepest_word, GUARD - 1);
    assert!(sp >= GUARD - 2);
    for &t in &[ts[0], ts[2]] {
        assert_eq!(check_guard(t, &stacks[t.0 as usize], GUARD), Ok(()));
    }
}

#[test]
fn inflated_mutex_is_owned_by_the_thin_holder_and_handed_off() {
    let mut s = Scheduler::new(Config {
        handoff: true,
        ..Config::default()
    });
    let a = s.spawn(Priority::NORM, 0).unwrap();
    let b = s.spawn(Priority::NORM, 0).unwrap();
    assert_eq!(s.reschedule(0), Decision::Switch { from: None, to: a });
    // `a` holds a thin lock twice; `b` contends, so the VM inflates it for `a`.
    assert_eq!(
        s.yield_now(1).unwrap(),
        Decision::Switch {
            from: Some(a),
            to: b
        }
    );
    let m = s.new_mutex_owned(a, 2).unwrap();
    assert_eq!(s.mutex_owner(m), Some((a, 2)));
    assert_eq!(
        s.lock(m, 2).unwrap(),
        Decision::Switch {
            from: Some(b),
            to: a
        }
    );
    s.check_invariants();
    s.unlock(m, 3).unwrap();
    assert_eq!(s.mutex_owner(m), Some((a, 1)));
    s.unlock(m, 4).unwrap();
    assert_eq!(s.mutex_owner(m), Some((b, 1)));
    s.check_invariants();
    assert_eq!(
        s.new_mutex_owned(ThreadId(9), 1),
        Err(SchedError::UnknownThread(ThreadId(9)))
    );
}

#[test]
fn change_priority_defers_the_switch_to_need_resched() {
    let mut s = Scheduler::new(Config::default());
    let a = s.spawn(Priority::NORM, 0).unwrap();
    let b = s.spawn(Priority::NORM, 0).unwrap();
    assert_eq!(s.reschedule(0), Decision::Switch { from: None, to: a });
    s.change_priority(b, Priority::MAX).unwrap();
    assert!(s.need_resched());
    assert_eq!(s.current(), Some(a));
    assert_eq!(
        s.reschedule(1),
        Decision::Switch {
            from: Some(a),
            to: b
        }
    );
    s.change_priority(b, Priority::MIN).unwrap();
    assert!(s.need_resched());
    assert_eq!(
        s.reschedule(2),
        Decision::Switch {
            from: Some(b),
            to: a
        }
    );
    s.check_invariants();
}

const BLOCKED_ON_MUTEX: fn(MutexId) -> Option<State> = |m| {
    Some(State::Blocked {
        on: Blocker::Mutex(m),
        deadline: None,
    })
};

#[test]
fn mutex_contention_competitive_frees_and_wakes_without_handing_off() {
    let mut sim = Sim::policy(3, false);
    let m = sim.s.new_mutex().unwrap();
    let a = sim.spawn(5);
    let b = sim.spawn(5);
    let c = sim.spawn(5);
    sim.run(|s, now| s.lock(m, now));
    sim.run(|s, now| s.lock(m, now));
    sim.run(|s, now| s.yield_now(now));
    assert_eq!(sim.loaded, Some(b));
    assert_eq!(sim.s.unlock(m, sim.now), Err(SchedError::NotOwner(m)));
    assert!(!sim.s.try_lock(m).unwrap());
    sim.run(|s, now| s.lock(m, now));
    assert_eq!(sim.loaded, Some(c));
    sim.run(|s, now| s.lock(m, now));
    assert_eq!(sim.loaded, Some(a));
    assert_eq!(sim.s.mutex_waiters(m).collect::<Vec<_>>(), vec![b, c]);
    sim.s.unlock(m, sim.now).unwrap();
    assert_eq!(sim.s.mutex_owner(m), Some((a, 1)));
    assert_eq!(sim.s.state(b), BLOCKED_ON_MUTEX(m));
    sim.s.unlock(m, sim.now).unwrap();
    sim.s.check_invariants();
    // Free, not handed off: b is woken (Ready, no longer a waiter) but owns nothing yet.
    assert_eq!(sim.s.mutex_owner(m), None);
    assert_eq!(sim.s.state(b), Some(State::Ready));
    assert_eq!(sim.s.mutex_waiters(m).collect::<Vec<_>>(), vec![c]);
    assert_eq!(sim.s.mutexes_held_by(b).count(), 0);
    assert!(!sim.s.all_blocked());
    assert_eq!(sim.s.unlock(m, sim.now), Err(SchedError::NotOwner(m)));
    // b acquires as it is dispatched: it owns the mutex when it runs.
    sim.run(|s, now| s.exit_current(now));
    assert_eq!(sim.loaded, Some(b));
    assert_eq!(sim.s.mutex_owner(m), Some((b, 1)));
    assert_eq!(sim.s.mutexes_held_by(b).collect::<Vec<_>>(), vec![m]);
    assert_eq!(sim.s.state(c), BLOCKED_ON_MUTEX(m));
    sim.s.unlock(m, sim.now).unwrap();
    assert_eq!(sim.s.mutex_owner(m), None);
    assert_eq!(sim.s.state(c), Some(State::Ready));
    sim.s.check_invariants();
    sim.run(|s, now| s.exit_current(now));
    assert_eq!(sim.loaded, Some(c));
    assert_eq!(sim.s.mutex_owner(m), Some((c, 1)));
    sim.s.unlock(m, sim.now).unwrap();
    assert_eq!(sim.s.mutex_owner(m), None);
    sim.s.check_invariants();
}

#[test]
fn condvar_wait_reacquires_after_timeout_competitive() {
    let mut sim = Sim::policy(10, false);
    let m = sim.s.new_mutex().unwrap();
    let cv = sim.s.new_condvar().unwrap();
    let a = sim.spawn(5);
    let b = sim.spawn(5);
    sim.run(|s, now| s.lock(m, now));
    sim.run(|s, now| s.lock(m, now));
    sim.run(|s, now| s.wait(cv, m, Some(100), now));
    assert_eq!(sim.loaded, Some(b));
    sim.run(|s, now| s.lock(m, now));
    while sim.now < 100 {
        sim.tick();
        sim.s.check_invariants();
    }
    // Timed out while b holds m: a waits for m instead of becoming Ready.
    assert_eq!(sim.s.state(a), BLOCKED_ON_MUTEX(m));
    assert_eq!(sim.loaded, Some(b));
    sim.s.unlock(m, sim.now).unwrap();
    assert_eq!(sim.s.mutex_owner(m), None);
    assert_eq!(sim.s.state(a), Some(State::Ready));
    sim.s.check_invariants();
    sim.run(|s, now| s.exit_current(now));
    assert_eq!(sim.loaded, Some(a));
    // Both recursion levels come back.
    assert_eq!(sim.s.mutex_owner(m), Some((a, 2)));
    assert_eq!(sim.s.take_wake_reason(a), Some(WakeReason::TimedOut));
    sim.run(|s, now| s.wait(cv, m, Some(500), now));
    assert_eq!(sim.loaded, None);
    assert_eq!(sim.s.notify(cv, sim.now).unwrap(), Some(a));
    assert_eq!(sim.s.mutex_owner(m), None);
    sim.resched();
    assert_eq!(sim.loaded, Some(a));
    assert_eq!(sim.s.mutex_owner(m), Some((a, 2)));
    assert_eq!(sim.s.take_wake_reason(a), Some(WakeReason::Notified));
    assert_eq!(sim.s.next_deadline(), None);
    sim.s.check_invariants();
}

#[test]
fn inflated_mutex_is_freed_for_the_waiter_competitive() {
    let mut s = Scheduler::new(Config::default());
    let a = s.spawn(Priority::NORM, 0).unwrap();
    let b = s.spawn(Priority::NORM, 0).unwrap();
    s.reschedule(0);
    s.yield_now(1).unwrap();
    let m = s.new_mutex_owned(a, 2).unwrap();
    assert_eq!(
        s.lock(m, 2).unwrap(),
        Decision::Switch {
            from: Some(b),
            to: a
        }
    );
    s.unlock(m, 3).unwrap();
    s.unlock(m, 4).unwrap();
    assert_eq!(s.mutex_owner(m), None);
    assert_eq!(s.state(b), Some(State::Ready));
    s.check_invariants();
    assert_eq!(
        s.yield_now(5).unwrap(),
        Decision::Switch {
            from: Some(a),
            to: b
        }
    );
    assert_eq!(s.mutex_owner(m), Some((b, 1)));
    s.check_invariants();
}

/// (1) Barging: the unlocking thread re-locks before the woken waiter runs, with no
/// switch; the waiter is re-queued at dispatch (at the front, in its turn) and gets
/// the mutex once the barger unlocks and yields. Under hand-off the re-lock blocks.
#[test]
fn barging_relock_needs_no_switch_and_the_waiter_gets_its_turn() {
    let mut sim = Sim::policy(100, false);
    let m = sim.s.new_mutex().unwrap();
    let a = sim.spawn(5);
    let b = sim.spawn(5);
    let c = sim.spawn(5);
    let d = sim.spawn(5);
    sim.run(|s, now| s.lock(m, now));
    sim.run(|s, now| s.yield_now(now));
    sim.run(|s, now| s.lock(m, now)); // b blocks
    sim.run(|s, now| s.lock(m, now)); // c blocks
    sim.run(|s, now| s.lock(m, now)); // d blocks
    assert_eq!(sim.loaded, Some(a));
    assert_eq!(sim.s.mutex_waiters(m).collect::<Vec<_>>(), vec![b, c, d]);
    let switches = sim.s.switches();
    sim.s.unlock(m, sim.now).unwrap();
    assert_eq!(sim.s.state(b), Some(State::Ready));
    sim.run(|s, now| s.lock(m, now));
    assert_eq!(sim.loaded, Some(a));
    assert_eq!(sim.s.mutex_owner(m), Some((a, 1)));
    sim.s.check_invariants();
    // A second round wakes c too: every contended release wakes one waiter.
    sim.s.unlock(m, sim.now).unwrap();
    sim.run(|s, now| s.lock(m, now));
    assert_eq!(sim.s.mutex_waiters(m).collect::<Vec<_>>(), vec![d]);
    for _ in 0..1000 {
        sim.s.unlock(m, sim.now).unwrap();
        sim.s.check_invariants();
        sim.run(|s, now| s.lock(m, now));
        sim.now += 1;
    }
    // Rounds 3.. wake d, then nobody; none costs a switch.
    assert_eq!(sim.s.switches(), switches);
    assert_eq!(sim.s.mutex_waiters(m).count(), 0);
    // a yields holding m: b, c and d would block at once, so each is re-queued at
    // dispatch, in their original order, and a keeps running without a switch.
    sim.run(|s, now| s.yield_now(now));
    assert_eq!(sim.loaded, Some(a));
    assert_eq!(sim.s.switches(), switches);
    assert_eq!(sim.s.mutex_waiters(m).collect::<Vec<_>>(), vec![b, c, d]);
    for t in [b, c, d] {
        assert_eq!(sim.s.state(t), BLOCKED_ON_MUTEX(m));
    }
    sim.s.check_invariants();
    // Unlock then yield: b, the longest waiter, runs owning m.
    sim.s.unlock(m, sim.now).unwrap();
    sim.run(|s, now| s.yield_now(now));
    assert_eq!(sim.loaded, Some(b));
    assert_eq!(sim.s.mutex_owner(m), Some((b, 1)));
    assert_eq!(sim.s.switches(), switches + 1);
    // b unlocks and exits; c is woken but a is ahead of it in the run queue and
    // barges in. c, dispatched at a's yield, keeps its place ahead of d.
    sim.s.unlock(m, sim.now).unwrap();
    assert_eq!(sim.s.state(c), Some(State::Ready));
    assert_eq!(sim.s.mutex_waiters(m).collect::<Vec<_>>(), vec![d]);
    sim.run(|s, now| s.exit_current(now));
    assert_eq!(sim.loaded, Some(a));
    sim.run(|s, now| s.lock(m, now));
    assert_eq!(sim.s.mutex_owner(m), Some((a, 1)));
    sim.run(|s, now| s.yield_now(now));
    assert_eq!(sim.loaded, Some(a));
    assert_eq!(sim.s.mutex_waiters(m).collect::<Vec<_>>(), vec![c, d]);
    sim.s.check_invariants();

    // The same script under hand-off: the first re-lock already blocks.
    let mut sim = Sim::policy(100, true);
    let m = sim.s.new_mutex().unwrap();
    let a = sim.spawn(5);
    let b = sim.spawn(5);
    sim.run(|s, now| s.lock(m, now));
    sim.run(|s, now| s.yield_now(now));
    sim.run(|s, now| s.lock(m, now));
    let switches = sim.s.switches();
    sim.s.unlock(m, sim.now).unwrap();
    assert_eq!(sim.s.mutex_owner(m), Some((b, 1)));
    sim.run(|s, now| s.lock(m, now));
    assert_eq!(sim.loaded, Some(b));
    assert_eq!(sim.s.state(a), BLOCKED_ON_MUTEX(m));
    assert_eq!(sim.s.switches(), switches + 1);
}

/// (3) notify while the notifier keeps the mutex: the waiter does not run until the
/// mutex is free, then owns it with its saved recursion count. Also the barging
/// variant: notified with the mutex free, but the notifier re-locks first.
#[test]
fn notified_waiter_runs_only_once_the_mutex_is_free_with_its_count() {
    for handoff in [false, true] {
        let mut sim = Sim::policy(4, handoff);
        let m = sim.s.new_mutex().unwrap();
        let cv = sim.s.new_condvar().unwrap();
        let w = sim.spawn(5);
        let n = sim.spawn(5);
        for _ in 0..3 {
            sim.run(|s, now| s.lock(m, now));
        }
        sim.run(|s, now| s.wait(cv, m, None, now));
        assert_eq!(sim.loaded, Some(n));
        sim.run(|s, now| s.lock(m, now));
        assert_eq!(sim.s.notify(cv, sim.now).unwrap(), Some(w));
        assert_eq!(sim.s.state(w), BLOCKED_ON_MUTEX(m));
        assert_eq!(sim.s.mutex_waiters(m).collect::<Vec<_>>(), vec![w]);
        // n keeps m through yields and whole slices: w never runs.
        sim.run(|s, now| s.yield_now(now));
        for _ in 0..20 {
            sim.tick();
            assert_eq!(sim.loaded, Some(n));
            sim.s.check_invariants();
        }
        sim.s.unlock(m, sim.now).unwrap();
        if handoff {
            assert_eq!(sim.s.mutex_owner(m), Some((w, 3)));
        } else {
            assert_eq!(sim.s.mutex_owner(m), None);
        }
        assert_eq!(sim.s.state(w), Some(State::Ready));
        sim.run(|s, now| s.yield_now(now));
        assert_eq!(sim.loaded, Some(w));
        assert_eq!(sim.s.mutex_owner(m), Some((w, 3)));
        assert_eq!(sim.s.take_wake_reason(w), Some(WakeReason::Notified));

        // Notified with m free; n takes m before w is dispatched.
        sim.run(|s, now| s.wait(cv, m, None, now));
        assert_eq!(sim.loaded, Some(n));
        assert_eq!(sim.s.notify(cv, sim.now).unwrap(), Some(w));
        let r = sim.s.try_lock(m).unwrap();
        // Under hand-off w owns m already; competitive lets n barge.
        assert_eq!(r, !handoff);
        if handoff {
            continue;
        }
        assert_eq!(sim.s.state(w), Some(State::Ready));
        let before = sim.s.switches();
        sim.run(|s, now| s.yield_now(now));
        assert_eq!(sim.loaded, Some(n));
        assert_eq!(sim.s.switches(), before);
        assert_eq!(sim.s.state(w), BLOCKED_ON_MUTEX(m));
        sim.s.unlock(m, sim.now).unwrap();
        sim.run(|s, now| s.yield_now(now));
        assert_eq!(sim.loaded, Some(w));
        assert_eq!(sim.s.mutex_owner(m), Some((w, 3)));
        sim.s.check_invariants();
    }
}

/// (4) A lock inversion reached through the barging path is still reported: b is
/// woken for m1 but a re-takes m1 and then blocks on b's m2; b, dispatched, finds m1
/// owned and is re-blocked, so nothing can run.
#[test]
fn deadlock_report_sees_an_inversion_through_barging() {
    let mut sim = Sim::policy(10, false);
    let (m1, m2) = (sim.s.new_mutex().unwrap(), sim.s.new_mutex().unwrap());
    let a = sim.spawn(5);
    let b = sim.spawn(5);
    sim.run(|s, now| s.lock(m1, now));
    sim.run(|s, now| s.yield_now(now));
    sim.run(|s, now| s.lock(m2, now));
    sim.run(|s, now| s.lock(m1, now)); // b blocks on m1
    assert_eq!(sim.loaded, Some(a));
    sim.s.unlock(m1, sim.now).unwrap();
    assert_eq!(sim.s.state(b), Some(State::Ready));
    assert!(!sim.s.all_blocked());
    assert_eq!(sim.s.deadlock_report(), None);
    sim.run(|s, now| s.lock(m1, now));
    sim.run(|s, now| s.lock(m2, now)); // a blocks on m2; b re-blocks on m1
    assert_eq!(sim.loaded, None);
    sim.s.check_invariants();
    assert!(sim.s.all_blocked());
    assert_eq!(
        sim.s.deadlock_report(),
        Some(vec![(a, Blocker::Mutex(m2)), (b, Blocker::Mutex(m1))])
    );
    assert_eq!(sim.s.mutexes_held_by(a).collect::<Vec<_>>(), vec![m1]);
    assert_eq!(sim.s.mutexes_held_by(b).collect::<Vec<_>>(), vec![m2]);
}

/// What a run of [`lock_loop`] measured.
#[derive(Debug)]
struct LoopStats {
    switches: u64,
    /// Slices elapsed (ticks / slice length): the switches round-robin alone costs.
    slices: u64,
    per_thread: Vec<u64>,
    /// Longest time from a blocking `lock` to running with the mutex, in ticks
    /// (waits still unfinished at the end included).
    max_wait: u64,
}

/// `n` equal-priority threads looping `lock; crit; unlock; outside` on one mutex, as
/// a Java loop of synchronized increments does; every unit of work (and every lock
/// and unlock) is one timer tick. Work lengths are drawn from `crit`/`outside`
/// (inclusive ranges) by a seeded generator. Checks the VM's guarantee on every
/// dispatch: a thread that blocked in `lock` owns the mutex when it runs.
fn lock_loop(
    handoff: bool,
    n: usize,
    seed: u32,
    crit: (u32, u32),
    outside: (u32, u32),
    total: u64,
) -> LoopStats {
    #[derive(Clone, Copy)]
    enum Phase {
        Outside(u32),
        Inside(u32),
    }
    let draw = |rng: &mut XorShift32, (lo, hi): (u32, u32)| lo + rng.next_u32() % (hi - lo + 1);
    let mut rng = XorShift32::new(seed);
    const SLICE: u32 = 20;
    let mut sim = Sim::policy(SLICE, handoff);
    let m = sim.s.new_mutex().unwrap();
    let ts: Vec<_> = (0..n).map(|_| sim.spawn(5)).collect();
    let mut phase: Vec<_> = ts
        .iter()
        .map(|_| Phase::Outside(draw(&mut rng, outside)))
        .collect();
    let mut blocked_since: Vec<Option<u64>> = vec![None; n];
    let mut per_thread = vec![0u64; n];
    let mut max_wait = 0;
    let mut done = 0;
    while done < total {
        let c = sim
            .loaded
            .expect("the holder or a woken waiter is always runnable");
        let i = c.0 as usize;
        if let Some(since) = blocked_since[i].take() {
            assert_eq!(sim.s.mutex_owner(m), Some((c, 1)), "{c:?} runs without m");
            max_wait = max_wait.max(sim.now - since);
        }
        match phase[i] {
            Phase::Outside(0) => {
                sim.run(|s, now| s.lock(m, now));
                phase[i] = Phase::Inside(draw(&mut rng, crit));
                if sim.loaded != Some(c) {
                    blocked_since[i] = Some(sim.now);
                    continue;
                }
            }
            Phase::Outside(k) => phase[i] = Phase::Outside(k - 1),
            Phase::Inside(0) => {
                sim.s.unlock(m, sim.now).unwrap();
                per_thread[i] += 1;
                done += 1;
                phase[i] = Phase::Outside(draw(&mut rng, outside));
            }
            Phase::Inside(k) => phase[i] = Phase::Inside(k - 1),
        }
        sim.tick();
        if done % 64 == 0 {
            sim.s.check_invariants();
        }
    }
    for since in blocked_since.into_iter().flatten() {
        max_wait = max_wait.max(sim.now - since);
    }
    LoopStats {
        switches: sim.s.switches(),
        slices: sim.now / u64::from(SLICE),
        per_thread,
        max_wait,
    }
}

/// The convoy: with hand-off, a thread that unlocks and soon re-locks finds the mutex
/// already given to a waiter and blocks, so nearly every lock costs a switch. The
/// competitive policy lets it keep its slice.
#[test]
fn competitive_policy_avoids_the_lock_convoy() {
    let total = 40_000;
    // A short critical section and 0..2 ticks outside (so slices end at any phase).
    let fifo = lock_loop(true, 8, 1, (1, 1), (0, 2), total);
    let comp = lock_loop(false, 8, 1, (1, 1), (0, 2), total);
    // Hand-off: once one holder is preempted all 8 queue up, and from then on every
    // acquisition is a switch (measured: 40,001).
    assert!(fifo.switches >= total, "{fifo:?}");
    // Competitive: close to the one switch per slice that round-robin costs anyway
    // (measured: 9,528 switches for 8,000 slices).
    assert!(comp.switches * 10 <= comp.slices * 13, "{comp:?}");
    assert!(comp.switches * 4 < fifo.switches, "{comp:?} vs {fifo:?}");
    for s in [&fifo, &comp] {
        assert_eq!(s.per_thread.iter().sum::<u64>(), total);
        assert!(s.per_thread.iter().all(|&k| k > 0), "{s:?}");
    }
}

/// (2) No starvation among equal priorities: with seeded random work lengths every
/// thread keeps acquiring and no lock waits unboundedly, under both policies; the
/// woken waiter that loses to a barger keeps its queue place.
/// Bounds are the measured worst cases (over these seeds) with some margin: FIFO
/// hand-off waits at most for the waiters ahead (measured <= 82 ticks); competitive
/// waiters can lose to bargers several rounds in a row when the lock is held most of
/// the time (measured <= 1,564 ticks, 78 slices), but nobody is starved.
#[test]
fn lockers_of_equal_priority_are_not_starved() {
    for seed in 1..=12u32 {
        for (crit, outside) in [((0, 4), (0, 8)), ((2, 6), (0, 2))] {
            for handoff in [false, true] {
                let total = 40_000;
                let s = lock_loop(handoff, 8, seed, crit, outside, total);
                let max = *s.per_thread.iter().max().unwrap();
                let min = *s.per_thread.iter().min().unwrap();
                let ctx = || alloc::format!("seed {seed} {crit:?} handoff {handoff}: {s:?}");
                assert!(min * 4 >= max * 3, "{}", ctx());
                let bound = if handoff { 10 * 20 } else { 120 * 20 };
                assert!(s.max_wait <= bound, "{}", ctx());
            }
        }
    }
}

/// A higher-priority woken waiter whose mutex was re-taken does not preempt (that
/// would only switch back at once): it is re-blocked, the holder is not counted as
/// preempted, and it preempts as soon as the mutex is free.
#[test]
fn woken_high_priority_waiter_preempts_only_when_it_can_take_the_mutex() {
    let mut sim = Sim::policy(10, false);
    let m = sim.s.new_mutex().unwrap();
    let low = sim.spawn(3);
    sim.run(|s, now| s.lock(m, now));
    let high = sim.spawn(7);
    assert_eq!(sim.loaded, Some(high));
    sim.run(|s, now| s.lock(m, now));
    assert_eq!(sim.loaded, Some(low));
    let preempted = sim.s.stats(low, sim.now).unwrap().preempted;
    let switches = sim.s.switches();
    sim.s.unlock(m, sim.now).unwrap();
    assert!(sim.s.need_resched());
    sim.run(|s, now| s.lock(m, now));
    sim.resched();
    assert_eq!(sim.loaded, Some(low));
    assert!(!sim.s.need_resched());
    assert_eq!(sim.s.state(high), BLOCKED_ON_MUTEX(m));
    assert_eq!(sim.s.stats(low, sim.now).unwrap().preempted, preempted);
    assert_eq!(sim.s.switches(), switches);
    for _ in 0..25 {
        sim.tick();
        assert_eq!(sim.loaded, Some(low));
    }
    sim.s.check_invariants();
    sim.s.unlock(m, sim.now).unwrap();
    sim.resched();
    assert_eq!(sim.loaded, Some(high));
    assert_eq!(sim.s.mutex_owner(m), Some((high, 1)));
    assert_eq!(sim.s.stats(low, sim.now).unwrap().preempted, preempted + 1);
    sim.s.check_invariants();
}

#[test]
fn a_service_thread_idle_with_a_timeout_does_not_hide_a_deadlock() {
    let mut sim = Sim::new(10);
    let (m1, m2) = (sim.s.new_mutex().unwrap(), sim.s.new_mutex().unwrap());
    let svc = sim.s.new_wait_queue().unwrap();
    let a = sim.spawn(5);
    let b = sim.spawn(5);
    let d = sim.spawn(5);
    sim.run(|s, now| s.lock(m1, now)); // a
    sim.run(|s, now| s.yield_now(now));
    sim.run(|s, now| s.lock(m2, now)); // b
    sim.run(|s, now| s.yield_now(now));
    assert_eq!(sim.loaded, Some(d));
    // The daemon idles with a trim deadline: on an ordinary queue that keeps the VM alive.
    sim.run(|s, now| s.block_on(svc, Some(now + 5000), now));
    sim.run(|s, now| s.lock(m2, now)); // a blocks on m2
    sim.run(|s, now| s.lock(m1, now)); // b blocks on m1: inversion
    assert_eq!(sim.loaded, None);
    assert!(
        !sim.s.all_blocked(),
        "without a service queue the timeout counts"
    );
    sim.s.set_service_queue(Some(svc));
    assert!(sim.s.all_blocked());
    let _ = (a, b);
}

#[test]
fn a_free_mutex_is_reused_owned_or_not_and_a_busy_one_is_refused() {
    let mut sim = Sim::new(10);
    let a = sim.spawn(5);
    let m = sim.s.new_mutex().unwrap();
    sim.run(|s, now| s.lock(m, now));
    assert_eq!(sim.s.reuse_mutex(m, None), Err(SchedError::Busy(m)));
    sim.s.unlock(m, sim.now).unwrap();
    sim.s.reuse_mutex(m, Some((a, 3))).unwrap();
    assert_eq!(sim.s.mutex_owner(m), Some((a, 3)));
    for _ in 0..3 {
        sim.s.unlock(m, sim.now).unwrap();
    }
    assert_eq!(sim.s.mutex_owner(m), None);
    sim.s.reuse_mutex(m, None).unwrap();
    sim.s.check_invariants();
}

#[test]
fn yield_to_runs_the_target_next_ahead_of_its_queue() {
    let mut sim = Sim::new(10);
    let a = sim.spawn(5);
    let b = sim.spawn(5);
    let c = sim.spawn(5);
    let d = sim.spawn(5);
    assert_eq!(sim.loaded, Some(a));
    sim.run(|s, now| s.yield_to(d, now));
    assert_eq!(sim.loaded, Some(d), "d jumps b and c");
    // Not ready (it is running): nothing happens.
    sim.run(|s, now| s.yield_to(d, now));
    assert_eq!(sim.loaded, Some(d));
    sim.run(|s, now| s.yield_now(now));
    assert_eq!(sim.loaded, Some(b));
    let _ = c;
    sim.s.check_invariants();
}
