//! The adaptive pacer against Dalvik's pacing on an allocation churn (tests/bench/gc/churn:
//! small objects through a ring that keeps a few hundred KB live), with the heap verified
//! after every collection: both print what the JVM prints; under `adaptive` cycles start
//! earlier than Dalvik's 128 KiB concurrent start and mutators (almost) never wait for a
//! cycle once the rates are measured; with a clock that stands still the adaptive pacer
//! has no rates and schedules nothing, and the churn is still correct.

use std::cell::RefCell;
use std::rc::Rc;

use dexmetal_vm::heap::collect::{
    GcEvent, GcPacing, GcPause, GcVariant, HeapPolicy, PauseKind, CONCURRENT_START_DELTA,
};
use dexmetal_vm::vm::{Outcome, Platform, Vm, VmConfig};

mod common;

#[derive(Default)]
struct Log {
    out: Vec<u8>,
    pauses: Vec<GcPause>,
    events: Vec<GcEvent>,
}

/// A real clock (the pacer measures rates with it) or one that stands still.
struct Clock {
    log: Rc<RefCell<Log>>,
    start: Option<std::time::Instant>,
}

impl Platform for Clock {
    fn write(&mut self, fd: u32, bytes: &[u8]) {
        if fd == 1 {
            self.log.borrow_mut().out.extend_from_slice(bytes);
        }
    }
    fn nanos(&self) -> u64 {
        self.start.map_or(0, |s| s.elapsed().as_nanos() as u64)
    }
    fn millis(&self) -> u64 {
        0
    }
    fn gc_event(&mut self, e: &GcEvent) {
        self.log.borrow_mut().events.push(e.clone());
    }
    fn gc_pause(&mut self, p: &GcPause) {
        self.log.borrow_mut().pauses.push(*p);
    }
}

/// The benchmark's churn program, assembled once (the tests run in parallel).
fn churn_dex() -> Vec<u8> {
    static DEX: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    DEX.get_or_init(|| {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/bench/gc/churn");
        let read = |f: &str| std::fs::read_to_string(format!("{dir}/{f}")).expect(f);
        let (main, node) = (read("Main.smali"), read("Node.smali"));
        common::assemble(
            "gc-pacing",
            &[("Main.smali", &main), ("Node.smali", &node)],
            26,
        )
    })
    .clone()
}

struct Ran {
    log: Rc<RefCell<Log>>,
}

impl Ran {
    /// Collections (after the first) that began before Dalvik's concurrent start: more
    /// than 128 KiB below the soft limit the one before left.
    fn early_starts(&self) -> usize {
        let l = self.log.borrow();
        l.events
            .windows(2)
            .filter(|w| w[1].start_bytes + CONCURRENT_START_DELTA < w[0].soft_limit)
            .count()
    }
}

fn run(dex: &[u8], pacing: GcPacing, clock: bool, n: i32, live: i32) -> Ran {
    run_with(dex, pacing, clock, n, live, |_| {})
}

fn run_with(
    dex: &[u8],
    pacing: GcPacing,
    clock: bool,
    n: i32,
    live: i32,
    adjust: impl FnOnce(&mut Vm),
) -> Ran {
    let log = Rc::new(RefCell::new(Log::default()));
    let platform = Clock {
        log: log.clone(),
        start: clock.then(std::time::Instant::now),
    };
    let config = VmConfig {
        gc: GcVariant::Cms,
        gc_pacing: pacing,
        verify_heap: true,
        heap_bytes: 32 << 20,
        // Dalvik 4.4's stock free bounds, scaled to a live set of ~400 KB.
        heap_policy: HeapPolicy {
            start_size: 2 << 20,
            min_free: 512 << 10,
            max_free: 2 << 20,
            growth_limit: 32 << 20,
            ..HeapPolicy::default()
        },
        ..VmConfig::default()
    };
    let mut vm = Vm::new(Box::new(platform), config, dexmetal_corelib::LIBRARY).expect("vm");
    adjust(&mut vm);
    vm.add_dex(dex.to_vec()).expect("dex");
    let args = [n.to_string(), live.to_string()];
    let outcome = vm.run_main("Main", &args);
    assert!(matches!(outcome, Outcome::Returned), "{outcome:?}");
    Ran { log }
}

#[test]
fn both_pacings_keep_the_churn_correct_with_the_heap_verified() {
    let dex = churn_dex();
    let (n, live) = (120_000, 5_000);
    // `java Main 120000 5000` on tests/bench/gc/churn/Main.java.
    let want = "churn 120000 hash 783472288\n";
    for pacing in [GcPacing::Dalvik, GcPacing::Adaptive] {
        for clock in [true, false] {
            let r = run(&dex, pacing, clock, n, live);
            let l = r.log.borrow();
            assert_eq!(
                String::from_utf8_lossy(&l.out),
                want,
                "{pacing} clock {clock}"
            );
            assert!(
                l.events.len() >= 5,
                "{pacing}: {} collections",
                l.events.len()
            );
            assert!(l.events.iter().all(|e| e.concurrent), "{pacing}");
            drop(l);
            if pacing == GcPacing::Dalvik {
                assert_eq!(r.early_starts(), 0, "clock {clock}");
            }
            if pacing == GcPacing::Dalvik || !clock {
                // Without rates the adaptive pacer cannot schedule a cycle (it starts
                // them halfway to the soft limit, its prior), so nobody assists.
                let l = r.log.borrow();
                assert!(l.pauses.iter().all(|p| p.kind != PauseKind::Assist));
            }
        }
    }
}

#[test]
fn adaptive_pacing_starts_early_and_rarely_waits_after_calibrating() {
    let dex = churn_dex();
    let r = run(&dex, GcPacing::Adaptive, true, 400_000, 5_000);
    let early = r.early_starts();
    let l = r.log.borrow();
    assert_eq!(
        String::from_utf8_lossy(&l.out),
        "churn 400000 hash -319699648\n"
    );
    // The clock is the machine's, so a loaded machine can stall a step: the claims are
    // about most cycles, not every one. Most start before Dalvik's 128 KiB mark ...
    let n = l.events.len();
    assert!(2 * early >= n, "{early} of {n} cycles started early");
    // ... and after the first (before any rate is known) hardly anyone waits.
    let late = l
        .pauses
        .iter()
        .filter(|p| p.kind == PauseKind::Wait && p.gc > 1)
        .count();
    assert!(10 * late <= n, "{late} waits in {n} cycles");
}

/// A daemon whose steps are too small to keep to the schedule (a tenth of a KiB of
/// marking each): the allocating mutator assists, the heap stays verified, and the
/// assists are `assist` pauses of the collections they served.
#[test]
fn a_daemon_that_falls_behind_gets_assists() {
    let dex = churn_dex();
    let r = run_with(&dex, GcPacing::Adaptive, true, 120_000, 5_000, |vm| {
        vm.heap.mark_step_words = 32;
        vm.heap.sweep_step_words = 512;
    });
    let l = r.log.borrow();
    assert_eq!(
        String::from_utf8_lossy(&l.out),
        "churn 120000 hash 783472288\n"
    );
    let assists: Vec<&GcPause> = l
        .pauses
        .iter()
        .filter(|p| p.kind == PauseKind::Assist)
        .collect();
    assert!(
        assists.len() >= 10,
        "{} assists in {} collections",
        assists.len(),
        l.events.len()
    );
    assert!(
        assists.iter().all(|p| p.tid == 1 && p.gc >= 2),
        "{assists:?}"
    );
}
