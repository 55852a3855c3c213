//! VM thread integration tests: green threads on dexmetal-sched, thin/fat monitors,
//! wait/notify, class initialization across threads (JLS 12.4.2), priorities, the
//! deadlock report (status 6), `MonitorHooks` (Dimmunix hook points) and `ThreadEvent`s.
//! Programs are smali assembled at test time (failing with the install hint when smali is
//! missing, like interp_programs.rs), run on a fresh `Vm` with a capturing platform
//! whose clock is deterministic, so seeded schedules replay exactly.

use std::cell::{Cell, RefCell};
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::rc::Rc;

use dexmetal_vm::oo::MethodIdx;
use dexmetal_vm::thread::{MonitorHooks, ThreadEvent};
use dexmetal_vm::vm::{Outcome, Platform, Vm, VmConfig};

/// An owned copy of a [`ThreadEvent`].
#[derive(Clone, Debug, PartialEq, Eq)]
enum Ev {
    Start {
        tid: u32,
        name: String,
        priority: u8,
        daemon: bool,
    },
    End {
        tid: u32,
        name: String,
        switches: u64,
        uncaught: bool,
    },
    Summary {
        threads: u32,
        max_live: u32,
        switches: u64,
        ticks: u64,
        perturbations: u64,
    },
    Deadlock {
        threads: u32,
    },
}

#[derive(Default)]
struct Captured {
    out: Vec<u8>,
    err: Vec<u8>,
    events: Vec<Ev>,
}

/// Captures output and thread events. The clock advances 1 µs per reading, so timed
/// waits end and every run of the same program reads the same times.
struct TestPlatform {
    cap: Rc<RefCell<Captured>>,
    clock: Cell<u64>,
}

impl TestPlatform {
    fn tick(&self) -> u64 {
        let t = self.clock.get() + 1_000;
        self.clock.set(t);
        t
    }
}

impl Platform for TestPlatform {
    fn write(&mut self, fd: u32, bytes: &[u8]) {
        let mut c = self.cap.borrow_mut();
        if fd == 2 {
            c.err.extend_from_slice(bytes);
        } else {
            c.out.extend_from_slice(bytes);
        }
    }
    fn nanos(&self) -> u64 {
        self.tick()
    }
    fn millis(&self) -> u64 {
        self.tick() / 1_000_000
    }
    fn thread_event(&mut self, event: &ThreadEvent) {
        let ev = match *event {
            ThreadEvent::Start {
                tid,
                name,
                priority,
                daemon,
            } => Ev::Start {
                tid,
                name: name.to_string(),
                priority,
                daemon,
            },
            ThreadEvent::End {
                tid,
                name,
                ref stats,
                uncaught,
                ..
            } => Ev::End {
                tid,
                name: name.to_string(),
                switches: stats.switches,
                uncaught,
            },
            ThreadEvent::Summary {
                threads,
                max_live,
                switches,
                ticks,
                perturbations,
                ..
            } => Ev::Summary {
                threads,
                max_live,
                switches,
                ticks,
                perturbations,
            },
            ThreadEvent::Deadlock { threads } => Ev::Deadlock { threads },
        };
        self.cap.borrow_mut().events.push(ev);
    }
}

/// Assembles `sources` (file name, smali text) into a DEX. smali is found as everywhere
/// (`$SMALI`, then `PATH`); without it the test fails with the install hint.
fn assemble(name: &str, sources: &[(&str, &str)]) -> Vec<u8> {
    // Tests run in parallel and several assemble the same program: one directory each.
    static SEQ: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let seq = SEQ.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("threads-{name}-{}-{seq}", std::process::id()));
    let dex =
        dexmetal_tools::smali::assemble_texts(&dir, sources, 24).unwrap_or_else(|e| panic!("{e}"));
    let _ = std::fs::remove_dir_all(&dir);
    dex
}

struct Run {
    out: String,
    err: String,
    events: Vec<Ev>,
    outcome: Outcome,
    vm: Vm,
}

fn run_dex(dex: &[u8], config: VmConfig, hooks: Option<Box<dyn MonitorHooks>>) -> Run {
    run_dex_args(dex, config, hooks, &[])
}

fn run_dex_args(
    dex: &[u8],
    config: VmConfig,
    hooks: Option<Box<dyn MonitorHooks>>,
    args: &[&str],
) -> Run {
    let cap = Rc::new(RefCell::new(Captured::default()));
    let platform = TestPlatform {
        cap: cap.clone(),
        clock: Cell::new(0),
    };
    let mut vm = Vm::new(Box::new(platform), config, dexmetal_corelib::LIBRARY).expect("vm");
    vm.set_monitor_hooks(hooks);
    vm.add_dex(dex.to_vec()).expect("dex");
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let outcome = vm.run_main("Main", &args);
    let c = cap.borrow();
    Run {
        out: String::from_utf8_lossy(&c.out).into_owned(),
        err: String::from_utf8_lossy(&c.err).into_owned(),
        events: c.events.clone(),
        outcome,
        vm,
    }
}

fn cfg(tick_polls: u32, seed: Option<u32>) -> VmConfig {
    VmConfig {
        heap_bytes: 16 << 20,
        stack_words: 64 << 10,
        tick_polls,
        sched_seed: seed,
        ..VmConfig::default()
    }
}

fn summary(events: &[Ev]) -> &Ev {
    let last = events.last().expect("no thread events");
    assert!(matches!(last, Ev::Summary { .. }), "last event {last:?}");
    last
}

// ---- 1. lock inversion ----------------------------------------------------------

const INVERSION_T: &str = r#".class LMain$T;
.super Ljava/lang/Thread;
.source "Main.java"

.field first:Ljava/lang/Object;
.field second:Ljava/lang/Object;

.method constructor <init>(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 4
    invoke-direct {p0, p1}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V
    iput-object p2, p0, LMain$T;->first:Ljava/lang/Object;
    iput-object p3, p0, LMain$T;->second:Ljava/lang/Object;
    return-void
.end method

.method public run()V
    .registers 3
    .line 20
    iget-object v0, p0, LMain$T;->first:Ljava/lang/Object;
    monitor-enter v0
    .line 21
    iget-object v1, p0, LMain$T;->second:Ljava/lang/Object;
    monitor-enter v1
    .line 22
    monitor-exit v1
    .line 23
    monitor-exit v0
    return-void
.end method
"#;

const INVERSION_MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .registers 6
    .line 10
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    new-instance v1, Ljava/lang/Object;
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    new-instance v2, LMain$T;
    const-string v4, "T-ab"
    invoke-direct {v2, v4, v0, v1}, LMain$T;-><init>(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)V
    new-instance v3, LMain$T;
    const-string v4, "T-ba"
    invoke-direct {v3, v4, v1, v0}, LMain$T;-><init>(Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;)V
    .line 12
    invoke-virtual {v2}, LMain$T;->start()V
    invoke-virtual {v3}, LMain$T;->start()V
    .line 13
    invoke-virtual {v2}, LMain$T;->join()V
    invoke-virtual {v3}, LMain$T;->join()V
    .line 14
    sget-object v4, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v0, "done"
    invoke-virtual {v4, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
"#;

/// The report block (header line and its indented lines) of thread `name`.
fn report_block<'a>(report: &'a str, name: &str) -> Vec<&'a str> {
    let head = format!("\"{name}\" tid=");
    let mut lines = report.lines().skip_while(|l| !l.starts_with(&head));
    let Some(first) = lines.next() else {
        panic!("no report for thread {name} in:\n{report}");
    };
    let mut block = vec![first];
    block.extend(lines.take_while(|l| l.starts_with('\t')));
    block
}

/// Checks one inverted thread's block: waiting to lock what `other` holds, at line 21;
/// holding the other lock, taken at line 20. Returns (waited-for, held) object ids.
fn check_inverted(report: &str, name: &str, other: &str) -> (String, String) {
    let b = report_block(report, name);
    let head = b[0];
    let wait_at = head
        .find(" waiting to lock ")
        .unwrap_or_else(|| panic!("{name} not waiting to lock: {head}"));
    let rest = &head[wait_at + " waiting to lock ".len()..];
    let (waited, by) = rest
        .split_once(" held by ")
        .unwrap_or_else(|| panic!("no 'held by' in {head}"));
    assert_eq!(by, format!("\"{other}\""), "{head}");
    assert_eq!(
        b.get(1).copied(),
        Some("\tat Main$T.run(Main.java:21)"),
        "{b:?}"
    );
    let holds = b
        .iter()
        .find_map(|l| l.strip_prefix("\t- holds "))
        .unwrap_or_else(|| panic!("{name} holds nothing: {b:?}"));
    let (held, at) = holds.split_once(", locked at ").expect("locked at");
    assert_eq!(at, "Main$T.run(Main.java:20)", "{b:?}");
    (waited.to_string(), held.to_string())
}

#[test]
fn lock_inversion_deadlocks_under_some_seed_and_reports_both_sites() {
    let dex = assemble(
        "inversion",
        &[
            ("Main.smali", INVERSION_MAIN),
            ("Main$T.smali", INVERSION_T),
        ],
    );

    // Unperturbed, each thread finishes its two locks within one slice.
    let r = run_dex(&dex, cfg(1000, None), None);
    assert_eq!(r.outcome, Outcome::Returned, "stderr: {}", r.err);
    assert_eq!(r.out, "done\n");

    // Without Dimmunix the run ends when every thread is blocked; with it (the
    // default), when the cycle closes, while main could still run.
    for dimmunix in [false, true] {
        let config = |seed| VmConfig {
            dimmunix,
            ..cfg(1000, Some(seed))
        };
        inversion_report(&dex, config, dimmunix);
    }
}

fn inversion_report(dex: &[u8], config: impl Fn(u32) -> VmConfig, dimmunix: bool) {
    let mut found = None;
    for seed in 1..=64u32 {
        let r = run_dex(dex, config(seed), None);
        match r.outcome {
            Outcome::Deadlock => {
                found = Some((seed, r));
                break;
            }
            Outcome::Returned => assert_eq!(r.out, "done\n", "seed {seed}"),
            ref o => panic!("seed {seed}: unexpected outcome {o:?}\n{}", r.err),
        }
    }
    let (seed, r) = found.expect("no seed in 1..=64 produced the lock-inversion deadlock");
    eprintln!("lock inversion (dimmunix {dimmunix}): first deadlocking seed {seed}");
    assert_eq!(r.outcome.status(), 6);
    assert_eq!(r.out, "", "main must not have printed 'done'");
    let report = r.err.as_str();
    let header = if dimmunix {
        "dexmetal: deadlock: Dimmunix detected a lock cycle of 2 threads"
    } else {
        "dexmetal: deadlock: all 3 live threads are blocked"
    };
    assert!(report.starts_with(header), "{report}");
    let (ab_waits, ab_holds) = check_inverted(report, "T-ab", "T-ba");
    let (ba_waits, ba_holds) = check_inverted(report, "T-ba", "T-ab");
    // A true cycle: each waits for exactly the object the other holds.
    assert_eq!(ab_waits, ba_holds, "{report}");
    assert_eq!(ba_waits, ab_holds, "{report}");
    assert_ne!(ab_waits, ba_waits);
    // Main is stuck joining T-ab.
    let main = report_block(report, "main");
    assert!(
        main[0].contains("waiting in Object.wait() on Main$T@"),
        "{main:?}"
    );
    assert!(main.contains(&"\tat Main.main(Main.java:13)"), "{main:?}");
    assert!(
        r.events.contains(&Ev::Deadlock { threads: 3 }),
        "{:?}",
        r.events
    );

    // The same seed replays the same schedule, byte for byte.
    let again = run_dex(dex, config(seed), None);
    assert_eq!(again.outcome, Outcome::Deadlock);
    assert_eq!(again.err, r.err, "seed {seed} did not reproduce");
}

// ---- 2. determinism of seeded schedules ------------------------------------------

const RACY_MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.field static count:I
.field static other:I
.field static lock:Ljava/lang/Object;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, LMain;->lock:Ljava/lang/Object;
    return-void
.end method

# Locked bookkeeping between the unlocked read and write of count: a monitor
# operation (a perturbation point) inside the race window.
.method static touch()V
    .registers 2
    sget-object v0, LMain;->lock:Ljava/lang/Object;
    monitor-enter v0
    sget v1, LMain;->other:I
    add-int/lit8 v1, v1, 1
    sput v1, LMain;->other:I
    monitor-exit v0
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 5
    new-instance v0, LMain$R;
    invoke-direct {v0}, LMain$R;-><init>()V
    new-instance v1, LMain$R;
    invoke-direct {v1}, LMain$R;-><init>()V
    invoke-virtual {v0}, LMain$R;->start()V
    invoke-virtual {v1}, LMain$R;->start()V
    invoke-virtual {v0}, LMain$R;->join()V
    invoke-virtual {v1}, LMain$R;->join()V
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    sget v3, LMain;->count:I
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(I)V
    sget v3, LMain;->other:I
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
"#;

const RACY_R: &str = r#".class LMain$R;
.super Ljava/lang/Thread;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

.method public run()V
    .registers 4
    const/4 v0, 0
    const/16 v1, 200
    :loop
    if-ge v0, v1, :done
    sget v2, LMain;->count:I
    invoke-static {}, LMain;->touch()V
    add-int/lit8 v2, v2, 1
    sput v2, LMain;->count:I
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    return-void
.end method
"#;

#[test]
fn seeded_schedules_are_deterministic_and_seeds_differ() {
    let dex = assemble(
        "racy",
        &[("Main.smali", RACY_MAIN), ("Main$R.smali", RACY_R)],
    );
    let parse = |out: &str| -> (u32, u32) {
        let mut it = out.lines().map(|l| l.parse::<u32>().expect("number"));
        (it.next().expect("count"), it.next().expect("other"))
    };
    let mut outputs = BTreeSet::new();
    for seed in 1..=16u32 {
        let runs: Vec<Run> = (0..3)
            .map(|_| run_dex(&dex, cfg(37, Some(seed)), None))
            .collect();
        for r in &runs {
            assert_eq!(r.outcome, Outcome::Returned, "seed {seed}: {}", r.err);
            let (count, other) = parse(&r.out);
            // The locked counter never loses an update; the racy one can.
            assert_eq!(other, 400, "seed {seed}");
            assert!((1..=400).contains(&count), "seed {seed}: {count}");
        }
        assert_eq!(runs[0].out, runs[1].out, "seed {seed}");
        assert_eq!(runs[0].out, runs[2].out, "seed {seed}");
        assert_eq!(summary(&runs[0].events), summary(&runs[1].events));
        assert_eq!(summary(&runs[0].events), summary(&runs[2].events));
        outputs.insert(runs[0].out.clone());
    }
    eprintln!(
        "racy counter: {} distinct outputs over 16 seeds",
        outputs.len()
    );
    assert!(
        outputs.len() >= 2,
        "16 seeds all gave the same interleaving: {outputs:?}"
    );
}

// ---- 3. monitor hooks ------------------------------------------------------------

#[derive(Clone, Debug, PartialEq, Eq)]
enum H {
    Before {
        tid: u32,
        obj: u32,
        method: MethodIdx,
        pc: u32,
        contended: bool,
    },
    After {
        tid: u32,
        obj: u32,
        method: MethodIdx,
        pc: u32,
    },
    Release {
        tid: u32,
        obj: u32,
    },
    Reacquired {
        tid: u32,
        obj: u32,
    },
}

impl H {
    fn obj(&self) -> u32 {
        match *self {
            H::Before { obj, .. }
            | H::After { obj, .. }
            | H::Release { obj, .. }
            | H::Reacquired { obj, .. } => obj,
        }
    }
}

struct Recorder(Rc<RefCell<Vec<H>>>);

impl MonitorHooks for Recorder {
    fn before_acquire(&mut self, tid: u32, obj: u32, method: MethodIdx, pc: u32, contended: bool) {
        self.0.borrow_mut().push(H::Before {
            tid,
            obj,
            method,
            pc,
            contended,
        });
    }
    fn after_acquire(&mut self, tid: u32, obj: u32, method: MethodIdx, pc: u32) {
        self.0.borrow_mut().push(H::After {
            tid,
            obj,
            method,
            pc,
        });
    }
    fn before_release(&mut self, tid: u32, obj: u32) {
        self.0.borrow_mut().push(H::Release { tid, obj });
    }
    fn after_wait_reacquire(&mut self, tid: u32, obj: u32) {
        self.0.borrow_mut().push(H::Reacquired { tid, obj });
    }
}

// Main takes `lock`, starts T, yields so T blocks on `lock`, then releases it to T.
// T then takes `w` and waits on it with a 1 ms timeout. Code-unit offsets of the
// monitor-enters: main pc 2 (after a 2-unit sget-object), T.run pc 2 and pc 6.
const HOOKS_MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.field static lock:Ljava/lang/Object;
.field static w:Ljava/lang/Object;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, LMain;->lock:Ljava/lang/Object;
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, LMain;->w:Ljava/lang/Object;
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 3
    .line 10
    sget-object v0, LMain;->lock:Ljava/lang/Object;
    monitor-enter v0
    .line 11
    new-instance v1, LMain$T;
    invoke-direct {v1}, LMain$T;-><init>()V
    invoke-virtual {v1}, LMain$T;->start()V
    .line 12
    invoke-static {}, Ljava/lang/Thread;->yield()V
    .line 13
    monitor-exit v0
    .line 14
    invoke-virtual {v1}, LMain$T;->join()V
    return-void
.end method
"#;

const HOOKS_T: &str = r#".class LMain$T;
.super Ljava/lang/Thread;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

.method public run()V
    .registers 5
    .line 30
    sget-object v0, LMain;->lock:Ljava/lang/Object;
    monitor-enter v0
    .line 31
    monitor-exit v0
    .line 32
    sget-object v1, LMain;->w:Ljava/lang/Object;
    monitor-enter v1
    .line 33
    const-wide/16 v2, 1
    invoke-virtual {v1, v2, v3}, Ljava/lang/Object;->wait(J)V
    .line 34
    monitor-exit v1
    return-void
.end method
"#;

fn method_named(vm: &Vm, class: &str, name: &str) -> MethodIdx {
    vm.methods
        .iter()
        .position(|m| {
            m.name == name
                && vm
                    .classes
                    .get(m.class as usize)
                    .is_some_and(|c| c.descriptor == class)
        })
        .unwrap_or_else(|| panic!("no method {class}.{name}")) as MethodIdx
}

#[test]
fn monitor_hooks_see_contention_handoff_and_wait() {
    let dex = assemble(
        "hooks",
        &[("Main.smali", HOOKS_MAIN), ("Main$T.smali", HOOKS_T)],
    );
    let log = Rc::new(RefCell::new(Vec::new()));
    let r = run_dex(&dex, cfg(1000, None), Some(Box::new(Recorder(log.clone()))));
    assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
    let main_m = method_named(&r.vm, "LMain;", "main");
    let run_m = method_named(&r.vm, "LMain$T;", "run");
    let log = log.borrow();

    let lock = log
        .iter()
        .find_map(|h| match *h {
            H::Before { obj, method, .. } if method == main_m => Some(obj),
            _ => None,
        })
        .expect("main's monitor-enter was not hooked");
    let (t, w) = log
        .iter()
        .find_map(|h| match *h {
            H::Before {
                tid,
                obj,
                method,
                pc: 6,
                ..
            } if method == run_m => Some((tid, obj)),
            _ => None,
        })
        .expect("T's monitor-enter of w was not hooked");
    assert_ne!(t, 1, "T ran as main");
    assert_ne!(lock, w);

    let on = |o: u32| -> Vec<H> { log.iter().filter(|h| h.obj() == o).cloned().collect() };
    assert_eq!(
        on(lock),
        vec![
            H::Before {
                tid: 1,
                obj: lock,
                method: main_m,
                pc: 2,
                contended: false
            },
            H::After {
                tid: 1,
                obj: lock,
                method: main_m,
                pc: 2
            },
            H::Before {
                tid: t,
                obj: lock,
                method: run_m,
                pc: 2,
                contended: true
            },
            H::Release { tid: 1, obj: lock },
            H::After {
                tid: t,
                obj: lock,
                method: run_m,
                pc: 2
            },
            H::Release { tid: t, obj: lock },
        ]
    );
    assert_eq!(
        on(w),
        vec![
            H::Before {
                tid: t,
                obj: w,
                method: run_m,
                pc: 6,
                contended: false
            },
            H::After {
                tid: t,
                obj: w,
                method: run_m,
                pc: 6
            },
            H::Release { tid: t, obj: w },
            H::Reacquired { tid: t, obj: w },
            H::Release { tid: t, obj: w },
        ]
    );
    // Acquire/release balance over every monitor, the Thread objects' included.
    let befores = log.iter().filter(|h| matches!(h, H::Before { .. })).count();
    let afters = log.iter().filter(|h| matches!(h, H::After { .. })).count();
    assert_eq!(befores, afters, "{log:?}");
}

// ---- 4. thread events --------------------------------------------------------------

const EVENTS_MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .registers 4
    new-instance v0, LMain$Ok;
    const-string v2, "worker-ok"
    invoke-direct {v0, v2}, LMain$Ok;-><init>(Ljava/lang/String;)V
    new-instance v1, LMain$Bad;
    const-string v2, "worker-bad"
    invoke-direct {v1, v2}, LMain$Bad;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, LMain$Ok;->start()V
    invoke-virtual {v1}, LMain$Bad;->start()V
    invoke-virtual {v0}, LMain$Ok;->join()V
    invoke-virtual {v1}, LMain$Bad;->join()V
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v3, "joined"
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
"#;

const EVENTS_OK: &str = r#".class LMain$Ok;
.super Ljava/lang/Thread;
.source "Main.java"

.method constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public run()V
    .registers 3
    const/4 v0, 0
    const/16 v1, 20
    :loop
    if-ge v0, v1, :done
    invoke-static {}, Ljava/lang/Thread;->yield()V
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    return-void
.end method
"#;

const EVENTS_BAD: &str = r#".class LMain$Bad;
.super Ljava/lang/Thread;
.source "Main.java"

.method constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public run()V
    .registers 3
    .line 50
    new-instance v0, Ljava/lang/RuntimeException;
    const-string v1, "boom"
    invoke-direct {v0, v1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
"#;

/// Runs the events program (worker-ok yields, worker-bad throws from run()).
fn events_run() -> Run {
    let dex = assemble(
        "events",
        &[
            ("Main.smali", EVENTS_MAIN),
            ("Main$Ok.smali", EVENTS_OK),
            ("Main$Bad.smali", EVENTS_BAD),
        ],
    );
    run_dex(&dex, cfg(1000, None), None)
}

#[test]
fn thread_events_start_end_and_summary() {
    let r = events_run();
    assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
    assert_eq!(r.out, "joined\n");
    assert!(
        r.err
            .starts_with("Exception in thread \"worker-bad\" java.lang.RuntimeException: boom\n"),
        "{}",
        r.err
    );
    assert!(
        r.err.contains("\tat Main$Bad.run(Main.java:50)"),
        "{}",
        r.err
    );

    let starts: Vec<(u32, &str)> = r
        .events
        .iter()
        .filter_map(|e| match e {
            Ev::Start {
                tid,
                name,
                priority,
                daemon,
            } => {
                assert_eq!((*priority, *daemon), (5, false), "{e:?}");
                Some((*tid, name.as_str()))
            }
            _ => None,
        })
        .collect();
    let names: Vec<&str> = starts.iter().map(|s| s.1).collect();
    assert_eq!(names, ["worker-ok", "worker-bad"]);
    assert_ne!(starts[0].0, starts[1].0);
    for &(tid, name) in &starts {
        let end = r
            .events
            .iter()
            .find_map(|e| match e {
                Ev::End {
                    tid: t,
                    name: n,
                    switches,
                    uncaught,
                } if *t == tid && n == name => Some((*switches, *uncaught)),
                _ => None,
            })
            .unwrap_or_else(|| panic!("no End for {name}: {:?}", r.events));
        assert!(end.0 >= 1, "{name} never switched in: {end:?}");
        if name == "worker-ok" {
            assert!(!end.1, "worker-ok flagged uncaught");
        }
    }
    // worker-ok yields 20 times while others are ready, so it is switched in again.
    let ok_switches = r.events.iter().find_map(|e| match e {
        Ev::End { name, switches, .. } if name == "worker-ok" => Some(*switches),
        _ => None,
    });
    assert!(ok_switches > Some(1), "{:?}", r.events);
    match summary(&r.events) {
        Ev::Summary {
            threads, max_live, ..
        } => {
            assert_eq!(*threads, starts.len() as u32 + 1);
            assert_eq!(*max_live, 3);
        }
        _ => unreachable!(),
    }
}

// A started thread's bottom frame is Thread.vmRun, which catches what escapes run();
// its handler (dispatchUncaught) must still flag the thread as ended by an exception.
#[test]
fn thread_event_end_flags_uncaught_run() {
    let r = events_run();
    assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
    let flag = r.events.iter().find_map(|e| match e {
        Ev::End { name, uncaught, .. } if name == "worker-bad" => Some(*uncaught),
        _ => None,
    });
    assert_eq!(flag, Some(true), "{:?}", r.events);
}

// ---- 5. class initialization across threads ----------------------------------------

const CLINIT_MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.field static clinitStarted:I
.field static bArrived:I
.field static overlap:I
.field static aVal:I
.field static bVal:I

.method public static main([Ljava/lang/String;)V
    .registers 4
    new-instance v0, LMain$A;
    invoke-direct {v0}, LMain$A;-><init>()V
    new-instance v1, LMain$B;
    invoke-direct {v1}, LMain$B;-><init>()V
    invoke-virtual {v0}, LMain$A;->start()V
    invoke-virtual {v1}, LMain$B;->start()V
    invoke-virtual {v0}, LMain$A;->join()V
    invoke-virtual {v1}, LMain$B;->join()V
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    sget v3, LMain;->aVal:I
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(I)V
    sget v3, LMain;->bVal:I
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(I)V
    sget v3, LMain;->overlap:I
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
"#;

// A slow initializer: it yields 100 times and notes whether B arrived meanwhile.
const CLINIT_C: &str = r#".class LMain$C;
.super Ljava/lang/Object;
.source "Main.java"

.field static VALUE:I

.method static constructor <clinit>()V
    .registers 3
    const/4 v0, 1
    sput v0, LMain;->clinitStarted:I
    const/4 v1, 0
    :loop
    const/16 v2, 100
    if-ge v1, v2, :done
    invoke-static {}, Ljava/lang/Thread;->yield()V
    sget v2, LMain;->bArrived:I
    if-eqz v2, :next
    sput v2, LMain;->overlap:I
    :next
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    const/16 v0, 42
    sput v0, LMain$C;->VALUE:I
    return-void
.end method
"#;

const CLINIT_A: &str = r#".class LMain$A;
.super Ljava/lang/Thread;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

.method public run()V
    .registers 2
    sget v0, LMain$C;->VALUE:I
    sput v0, LMain;->aVal:I
    return-void
.end method
"#;

// Waits until A is inside C's initializer, then reads C.VALUE.
const CLINIT_B: &str = r#".class LMain$B;
.super Ljava/lang/Thread;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

.method public run()V
    .registers 2
    :spin
    sget v0, LMain;->clinitStarted:I
    if-nez v0, :go
    invoke-static {}, Ljava/lang/Thread;->yield()V
    goto :spin
    :go
    const/4 v0, 1
    sput v0, LMain;->bArrived:I
    sget v0, LMain$C;->VALUE:I
    sput v0, LMain;->bVal:I
    return-void
.end method
"#;

#[test]
fn class_init_by_another_thread_is_awaited() {
    let dex = assemble(
        "clinit",
        &[
            ("Main.smali", CLINIT_MAIN),
            ("Main$A.smali", CLINIT_A),
            ("Main$B.smali", CLINIT_B),
            ("Main$C.smali", CLINIT_C),
        ],
    );
    for (polls, seed) in [(1000, None), (3, None), (5, Some(7)), (2, Some(99))] {
        let r = run_dex(&dex, cfg(polls, seed), None);
        assert_eq!(r.outcome, Outcome::Returned, "{polls}/{seed:?}: {}", r.err);
        // B read the value only after <clinit> finished (never the default 0), and it
        // really arrived while A was still inside <clinit>.
        assert_eq!(r.out, "42\n42\n1\n", "tick_polls {polls}, seed {seed:?}");
    }
}

// ---- 6. scale ------------------------------------------------------------------------

const SCALE_MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.field static gate:LMain$Gate;
.field static seq:I

.method public static main([Ljava/lang/String;)V
    .registers 8
    new-instance v0, LMain$Gate;
    invoke-direct {v0}, LMain$Gate;-><init>()V
    sput-object v0, LMain;->gate:LMain$Gate;
    const/16 v7, 512
    new-array v1, v7, [Ljava/lang/Thread;
    const/4 v2, 0
    :create
    if-ge v2, v7, :created
    new-instance v3, LMain$W;
    invoke-direct {v3}, LMain$W;-><init>()V
    aput-object v3, v1, v2
    invoke-virtual {v3}, LMain$W;->start()V
    add-int/lit8 v2, v2, 1
    goto :create
    :created
    invoke-virtual {v0, v7}, LMain$Gate;->awaitArrivals(I)V
    invoke-virtual {v0}, LMain$Gate;->open()V
    const/4 v2, 0
    :join
    if-ge v2, v7, :joined
    aget-object v3, v1, v2
    invoke-virtual {v3}, Ljava/lang/Thread;->join()V
    add-int/lit8 v2, v2, 1
    goto :join
    :joined
    sget-object v4, Ljava/lang/System;->out:Ljava/io/PrintStream;
    iget v5, v0, LMain$Gate;->finished:I
    invoke-virtual {v4, v5}, Ljava/io/PrintStream;->println(I)V

    const/16 v7, 4096
    const/4 v2, 0
    :seq
    if-ge v2, v7, :seqdone
    new-instance v3, LMain$S;
    invoke-direct {v3}, LMain$S;-><init>()V
    invoke-virtual {v3}, LMain$S;->start()V
    invoke-virtual {v3}, LMain$S;->join()V
    add-int/lit8 v2, v2, 1
    goto :seq
    :seqdone
    sget v5, LMain;->seq:I
    invoke-virtual {v4, v5}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
"#;

const SCALE_GATE: &str = r#".class LMain$Gate;
.super Ljava/lang/Object;
.source "Main.java"

.field arrived:I
.field finished:I
.field opened:Z

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synchronized arrive()V
    .registers 2
    iget v0, p0, LMain$Gate;->arrived:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, LMain$Gate;->arrived:I
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    :check
    iget-boolean v0, p0, LMain$Gate;->opened:Z
    if-nez v0, :go
    invoke-virtual {p0}, Ljava/lang/Object;->wait()V
    goto :check
    :go
    iget v0, p0, LMain$Gate;->finished:I
    add-int/lit8 v0, v0, 1
    iput v0, p0, LMain$Gate;->finished:I
    return-void
.end method

.method public synchronized awaitArrivals(I)V
    .registers 3
    :check
    iget v0, p0, LMain$Gate;->arrived:I
    if-ge v0, p1, :all
    invoke-virtual {p0}, Ljava/lang/Object;->wait()V
    goto :check
    :all
    iget v0, p0, LMain$Gate;->finished:I
    if-eqz v0, :none
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0}, Ljava/lang/IllegalStateException;-><init>()V
    throw v0
    :none
    return-void
.end method

.method public synchronized open()V
    .registers 2
    const/4 v0, 1
    iput-boolean v0, p0, LMain$Gate;->opened:Z
    invoke-virtual {p0}, Ljava/lang/Object;->notifyAll()V
    return-void
.end method
"#;

const SCALE_W: &str = r#".class LMain$W;
.super Ljava/lang/Thread;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

.method public run()V
    .registers 2
    sget-object v0, LMain;->gate:LMain$Gate;
    invoke-virtual {v0}, LMain$Gate;->arrive()V
    return-void
.end method
"#;

const SCALE_S: &str = r#".class LMain$S;
.super Ljava/lang/Thread;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

.method public run()V
    .registers 2
    sget v0, LMain;->seq:I
    add-int/lit8 v0, v0, 1
    sput v0, LMain;->seq:I
    return-void
.end method
"#;

#[test]
fn scale_512_live_then_4096_sequential() {
    let dex = assemble(
        "scale",
        &[
            ("Main.smali", SCALE_MAIN),
            ("Main$Gate.smali", SCALE_GATE),
            ("Main$W.smali", SCALE_W),
            ("Main$S.smali", SCALE_S),
        ],
    );
    let config = VmConfig {
        thread_stack_words: 2048,
        ..cfg(1000, None)
    };
    let r = run_dex(&dex, config, None);
    assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
    assert_eq!(r.out, "512\n4096\n");
    match summary(&r.events) {
        Ev::Summary {
            threads, max_live, ..
        } => {
            assert_eq!(*threads, 1 + 512 + 4096);
            // All 512 were alive together (awaitArrivals checks none had finished).
            assert_eq!(*max_live, 513);
        }
        _ => unreachable!(),
    }
    // The sequential threads reused the slots of the first 512.
    assert_eq!(r.vm.threads.table.len(), 513);
    assert_eq!(r.vm.threads.live(), 0);
    let ends = r
        .events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Ev::End {
                    uncaught: false,
                    ..
                }
            )
        })
        .count();
    assert!(ends >= 512 + 4096, "{ends} clean thread ends");
}

// ---- 7. priorities -------------------------------------------------------------------

const PRIO_MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.field static hiCount:I
.field static loCount:I
.field static seenByHi:I

.method static bumpHi()V
    .registers 1
    sget v0, LMain;->hiCount:I
    add-int/lit8 v0, v0, 1
    sput v0, LMain;->hiCount:I
    return-void
.end method

.method static bumpLo()V
    .registers 1
    sget v0, LMain;->loCount:I
    add-int/lit8 v0, v0, 1
    sput v0, LMain;->loCount:I
    return-void
.end method

# LO (NORM) and HI (MAX) run the same CPU-bound loop; HI notes how far LO got when it
# finished.
.method public static main([Ljava/lang/String;)V
    .registers 5
    new-instance v0, LMain$Lo;
    invoke-direct {v0}, LMain$Lo;-><init>()V
    const/4 v3, 5
    invoke-virtual {v0, v3}, LMain$Lo;->setPriority(I)V
    invoke-virtual {v0}, LMain$Lo;->start()V
    new-instance v1, LMain$Hi;
    invoke-direct {v1}, LMain$Hi;-><init>()V
    const/16 v3, 10
    invoke-virtual {v1, v3}, LMain$Hi;->setPriority(I)V
    invoke-virtual {v1}, LMain$Hi;->start()V
    invoke-virtual {v0}, LMain$Lo;->join()V
    invoke-virtual {v1}, LMain$Hi;->join()V
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    sget v3, LMain;->seenByHi:I
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(I)V
    sget v3, LMain;->loCount:I
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(I)V
    sget v3, LMain;->hiCount:I
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
"#;

const PRIO_HI: &str = r#".class LMain$Hi;
.super Ljava/lang/Thread;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

.method public run()V
    .registers 3
    const/4 v0, 0
    const/16 v1, 6000
    :loop
    if-ge v0, v1, :done
    invoke-static {}, LMain;->bumpHi()V
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    sget v0, LMain;->loCount:I
    sput v0, LMain;->seenByHi:I
    return-void
.end method
"#;

const PRIO_LO: &str = r#".class LMain$Lo;
.super Ljava/lang/Thread;
.source "Main.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

.method public run()V
    .registers 3
    const/4 v0, 0
    const/16 v1, 6000
    :loop
    if-ge v0, v1, :done
    invoke-static {}, LMain;->bumpLo()V
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    return-void
.end method
"#;

/// Priorities weigh, they do not rank (CFS weights of ART's nice levels: MAX is nice -8,
/// weight 6100, NORM nice 0, weight 1024): two CPU-bound threads run side by side, and
/// when the MAX one finishes the NORM one has done about 1024/6100 as much work, not
/// none (strict priority printed 0 here before weighted sharing).
#[test]
fn max_and_norm_threads_share_the_cpu_by_weight() {
    let dex = assemble(
        "prio",
        &[
            ("Main.smali", PRIO_MAIN),
            ("Main$Hi.smali", PRIO_HI),
            ("Main$Lo.smali", PRIO_LO),
        ],
    );
    for polls in [2, 3, 7] {
        let r = run_dex(&dex, cfg(polls, None), None);
        assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
        let lines: Vec<u32> = r.out.lines().map(|l| l.parse().unwrap()).collect();
        assert_eq!(lines[1..], [6000, 6000], "tick_polls {polls}");
        // 6000 * 1024 / 6100 is 1007; the main thread and slice granularity blur it.
        let seen = lines[0];
        assert!(
            (900..=1100).contains(&seen),
            "tick_polls {polls}: NORM had counted {seen} when MAX finished"
        );
        // Hundreds of ticks (tens of slices) passed: the share is the weights', not
        // one slice's.
        let Ev::Summary { ticks, .. } = summary(&r.events) else {
            unreachable!()
        };
        assert!(*ticks > 500, "only {ticks} ticks at tick_polls {polls}");
        let order: Vec<&str> = r
            .events
            .iter()
            .filter_map(|e| match e {
                Ev::End { name, .. } => Some(name.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(order.first(), Some(&"Thread-1"), "HI ends first: {order:?}");
        // The deterministic clock makes the share reproducible.
        assert_eq!(run_dex(&dex, cfg(polls, None), None).out, r.out);
    }
}

// ---- 8. deadlock with main in join() and a child in wait() ----------------------------

const NEST_MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .registers 3
    .line 10
    new-instance v0, LMain$W;
    const-string v1, "child"
    invoke-direct {v0, v1}, LMain$W;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, LMain$W;->start()V
    .line 11
    invoke-virtual {v0}, LMain$W;->join()V
    return-void
.end method
"#;

const NEST_W: &str = r#".class LMain$W;
.super Ljava/lang/Thread;
.source "Main.java"

.method constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public run()V
    .registers 2
    .line 20
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    monitor-enter v0
    .line 21
    invoke-virtual {v0}, Ljava/lang/Object;->wait()V
    .line 22
    monitor-exit v0
    return-void
.end method
"#;

#[test]
fn join_on_a_thread_waiting_forever_is_a_deadlock() {
    let dex = assemble(
        "nest",
        &[("Main.smali", NEST_MAIN), ("Main$W.smali", NEST_W)],
    );
    let r = run_dex(&dex, cfg(1000, None), None);
    assert_eq!(r.outcome, Outcome::Deadlock, "{}", r.err);
    assert_eq!(r.outcome.status(), 6);
    let report = r.err.as_str();
    assert!(
        report.starts_with("dexmetal: deadlock: all 2 live threads are blocked"),
        "{report}"
    );
    let child = report_block(report, "child");
    assert!(
        child[0].contains(" waiting in Object.wait() on java.lang.Object@"),
        "{child:?}"
    );
    assert_eq!(child.get(1).copied(), Some("\tat Main$W.run(Main.java:21)"));
    // wait() gave the monitor up: the child holds nothing.
    assert!(!child.iter().any(|l| l.contains("- holds")), "{child:?}");
    let main = report_block(report, "main");
    assert!(
        main[0].contains(" waiting in Object.wait() on Main$W@"),
        "{main:?}"
    );
    assert!(main.contains(&"\tat Main.main(Main.java:11)"), "{main:?}");
    assert!(r.events.contains(&Ev::Deadlock { threads: 2 }));
}

const SPIN_MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"
.field static volatile ready:Z
.method public static main([Ljava/lang/String;)V
    .registers 3
    new-instance v0, LMain$S;
    invoke-direct {v0}, LMain$S;-><init>()V
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V
    :spin
    sget-boolean v1, LMain;->ready:Z
    if-eqz v1, :spin
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v2, "seen"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
"#;

const SPIN_S: &str = r#".class LMain$S;
.super Ljava/lang/Thread;
.source "Main.java"
.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method
.method public run()V
    .registers 2
    const/4 v0, 1
    sput-boolean v0, LMain;->ready:Z
    return-void
.end method
"#;

/// A lone thread runs the interpreter without backward-branch polls; starting a second
/// one must switch main to the polling loop, or main's call-free spin would never let
/// the other thread run (the test would hang: a watchdog fails it instead).
#[test]
fn starting_a_thread_turns_on_preemption_for_a_call_free_spin() {
    let dex = assemble("spin", &[("Main.smali", SPIN_MAIN), ("S.smali", SPIN_S)]);
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let r = run_dex(&dex, cfg(50, None), None);
        let _ = tx.send((r.outcome, r.out));
    });
    let (outcome, out) = rx
        .recv_timeout(std::time::Duration::from_secs(20))
        .expect("main's spin was never preempted: the started thread never ran");
    assert_eq!(outcome, Outcome::Returned);
    assert_eq!(out, "seen\n");
}

// ---- the GC daemon thread --------------------------------------------------------

const GC_IDLE_MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 5
    const/4 v0, 0
    :loop
    const/16 v1, 256
    new-array v2, v1, [I
    add-int/lit8 v0, v0, 1
    const/16 v1, 2000
    if-lt v0, v1, :loop
    invoke-static {}, Ljava/lang/System;->gc()V
    array-length v0, p0
    if-nez v0, :hang
    const-wide/16 v2, 100
    invoke-static {v2, v3}, Ljava/lang/Thread;->sleep(J)V
    return-void
    :hang
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Thread;->join()V
    return-void
.end method
"#;

fn gc_idle_run(args: &[&str]) -> Run {
    let dex = assemble("gc-idle", &[("Main.smali", GC_IDLE_MAIN)]);
    let config = VmConfig {
        gc_trim_ns: 10_000_000,
        ..cfg(1000, None)
    };
    run_dex_args(&dex, config, None, args)
}

#[test]
fn gc_daemon_runs_the_explicit_cycle_then_trims_when_idle() {
    let r = gc_idle_run(&[]);
    assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
    let daemon = r.vm.gc_daemon_tid();
    assert_ne!(daemon, 0, "no GC daemon");
    assert!(
        r.events.iter().any(|e| matches!(e,
            Ev::Start { tid, name, daemon: true, .. } if *tid == daemon && name == "GC")),
        "{:?}",
        r.events
    );
    // main slept 100 ms; the daemon's idle timeout was 10 ms: a trim cycle ran.
    let last = r.vm.heap.last_event.clone().expect("collected");
    assert_eq!(last.kind.name(), "GC_CONCURRENT", "{last:?}");
    assert!(last.trimmed_bytes.is_some(), "{last:?}");
    assert!(r.vm.heap.collections >= 2, "explicit + trim at least");
}

#[test]
fn an_idle_gc_daemon_does_not_hide_a_deadlock() {
    // main joins itself after System.gc(): the daemon waits with a trim deadline, and
    // the deadlock must still be reported (with main alone in it), before any trim.
    let r = gc_idle_run(&["hang"]);
    assert_eq!(r.outcome, Outcome::Deadlock, "{}", r.err);
    assert!(
        r.err
            .starts_with("dexmetal: deadlock: all 1 live threads are blocked"),
        "{}",
        r.err
    );
    assert!(!r.err.contains("\"GC\""), "{}", r.err);
    let last = r.vm.heap.last_event.clone().expect("collected");
    assert_eq!(last.kind.name(), "GC_EXPLICIT");
}

const MONITOR_CHURN_MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 6
    const/4 v0, 0
    :loop
    new-instance v1, Ljava/lang/Object;
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    monitor-enter v1
    const-wide/16 v2, 1
    invoke-virtual {v1, v2, v3}, Ljava/lang/Object;->wait(J)V
    monitor-exit v1
    rem-int/lit8 v4, v0, 100
    if-nez v4, :next
    invoke-static {}, Ljava/lang/System;->gc()V
    :next
    add-int/lit8 v0, v0, 1
    const/16 v4, 2000
    if-lt v0, v4, :loop
    return-void
.end method
"#;

#[test]
fn fat_monitors_of_dead_objects_are_recycled() {
    let dex = assemble("monitor-churn", &[("Main.smali", MONITOR_CHURN_MAIN)]);
    let r = run_dex(&dex, cfg(1000, None), None);
    assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
    // 2000 objects were inflated by wait(); a collection every 100 of them retires
    // the dead ones' monitors for reuse (a few are still referenced from registers
    // when it runs). Without recycling there would be 2000.
    let n = r.vm.threads.monitors.len();
    assert!(
        n <= 110,
        "{n} fat monitors for about 100 inflated objects alive at once"
    );
}

// ---- 9. java.util.concurrent locks: deadlock report and Dimmunix hooks ----------------

// Main takes `a`, starts T (which takes `b`, then wants `a`), waits until `b` is locked
// and asks for it: a lock-order inversion on two ReentrantLocks, the same every run.
const RL_DEADLOCK_MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.field static a:Ljava/util/concurrent/locks/ReentrantLock;
.field static b:Ljava/util/concurrent/locks/ReentrantLock;

.method public static main([Ljava/lang/String;)V
    .registers 3
    .line 10
    new-instance v0, Ljava/util/concurrent/locks/ReentrantLock;
    invoke-direct {v0}, Ljava/util/concurrent/locks/ReentrantLock;-><init>()V
    sput-object v0, LMain;->a:Ljava/util/concurrent/locks/ReentrantLock;
    new-instance v1, Ljava/util/concurrent/locks/ReentrantLock;
    invoke-direct {v1}, Ljava/util/concurrent/locks/ReentrantLock;-><init>()V
    sput-object v1, LMain;->b:Ljava/util/concurrent/locks/ReentrantLock;
    .line 11
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    .line 12
    new-instance v2, LMain$T;
    invoke-direct {v2}, LMain$T;-><init>()V
    invoke-virtual {v2}, LMain$T;->start()V
    :spin
    .line 13
    invoke-virtual {v1}, Ljava/util/concurrent/locks/ReentrantLock;->isLocked()Z
    move-result v2
    if-nez v2, :taken
    invoke-static {}, Ljava/lang/Thread;->yield()V
    goto :spin
    :taken
    .line 14
    invoke-virtual {v1}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    .line 15
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "done"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
"#;

const RL_DEADLOCK_T: &str = r#".class LMain$T;
.super Ljava/lang/Thread;
.source "Main.java"

.method constructor <init>()V
    .registers 2
    const-string v0, "T-ba"
    invoke-direct {p0, v0}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public run()V
    .registers 2
    .line 20
    sget-object v0, LMain;->b:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    .line 21
    sget-object v0, LMain;->a:Ljava/util/concurrent/locks/ReentrantLock;
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    return-void
.end method
"#;

/// The block of `name` in a deadlock report: what it waits for (and who holds it), the
/// program position it waits at, and what it holds with where it took it.
fn lock_wait(report: &str, name: &str) -> (String, String, String, Vec<(String, String)>) {
    let b = report_block(report, name);
    let rest = b[0]
        .split_once(" waiting to lock ")
        .unwrap_or_else(|| panic!("{name} not waiting to lock: {b:?}"))
        .1;
    let (obj, owner) = rest.split_once(" held by ").expect("held by");
    let at = b[1].strip_prefix("\tat ").expect("at").to_string();
    let holds = b
        .iter()
        .filter_map(|l| l.strip_prefix("\t- holds "))
        .map(|h| {
            let (o, at) = h.split_once(", locked at ").expect("locked at");
            (o.to_string(), at.to_string())
        })
        .collect();
    (obj.to_string(), owner.to_string(), at, holds)
}

#[test]
fn reentrant_lock_inversion_is_reported_like_monitors() {
    let dex = assemble(
        "rl-deadlock",
        &[
            ("Main.smali", RL_DEADLOCK_MAIN),
            ("Main$T.smali", RL_DEADLOCK_T),
        ],
    );
    for seed in [None, Some(1), Some(2)] {
        let r = run_dex(&dex, cfg(1000, seed), None);
        assert_eq!(r.outcome, Outcome::Deadlock, "seed {seed:?}: {}", r.err);
        assert_eq!(r.outcome.status(), 6);
        assert_eq!(r.out, "");
        let report = r.err.as_str();
        assert!(
            report.starts_with("dexmetal: deadlock: all 2 live threads are blocked"),
            "{report}"
        );
        let (m_waits, m_owner, m_at, m_holds) = lock_wait(report, "main");
        let (t_waits, t_owner, t_at, t_holds) = lock_wait(report, "T-ba");
        assert_eq!(m_owner, "\"T-ba\"", "{report}");
        assert_eq!(t_owner, "\"main\"", "{report}");
        assert_eq!(m_at, "Main.main(Main.java:14)", "{report}");
        assert_eq!(t_at, "Main$T.run(Main.java:21)", "{report}");
        // A true cycle, naming the locks as objects and the program's positions.
        assert_eq!(
            m_holds,
            [(t_waits.clone(), "Main.main(Main.java:11)".to_string())]
        );
        assert_eq!(
            t_holds,
            [(m_waits.clone(), "Main$T.run(Main.java:20)".to_string())]
        );
        assert!(m_waits.starts_with("java.util.concurrent.locks.ReentrantLock@"));
        assert_ne!(m_waits, t_waits);
    }
}

// Main locks and unlocks one ReentrantLock twice (once reentrantly); the hooks see the
// program's call sites, not the library's.
const RL_HOOKS_MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .registers 2
    new-instance v0, Ljava/util/concurrent/locks/ReentrantLock;
    invoke-direct {v0}, Ljava/util/concurrent/locks/ReentrantLock;-><init>()V
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->lock()V
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->tryLock()Z
    invoke-virtual {v0}, Ljava/util/concurrent/locks/ReentrantLock;->unlock()V
    return-void
.end method
"#;

#[test]
fn reentrant_lock_calls_the_monitor_hooks_at_program_positions() {
    let dex = assemble("rl-hooks", &[("Main.smali", RL_HOOKS_MAIN)]);
    let log = Rc::new(RefCell::new(Vec::new()));
    let r = run_dex(&dex, cfg(1000, None), Some(Box::new(Recorder(log.clone()))));
    assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
    let main =
        r.vm.methods
            .iter()
            .position(|m| m.name == "main" && r.vm.classes[m.class as usize].descriptor == "LMain;")
            .unwrap() as MethodIdx;
    let lock_obj = log
        .borrow()
        .iter()
        .find_map(|h| match *h {
            H::Before { method, .. } if method == main => Some(h.obj()),
            _ => None,
        })
        .expect("no acquisition hook from main");
    let mine: Vec<H> = log
        .borrow()
        .iter()
        .filter(|h| h.obj() == lock_obj)
        .cloned()
        .collect();
    // new-instance 2 units, invoke-direct 3: the lock() calls are at pc 5 and 8, unlock()
    // at 11 and 14, tryLock() at 17. Reentry is not an acquisition (as for monitors).
    let tid = match mine[0] {
        H::Before { tid, .. } => tid,
        ref h => panic!("{h:?}"),
    };
    assert_eq!(
        mine,
        [
            H::Before {
                tid,
                obj: lock_obj,
                method: main,
                pc: 5,
                contended: false
            },
            H::After {
                tid,
                obj: lock_obj,
                method: main,
                pc: 5
            },
            H::Release { tid, obj: lock_obj },
            H::Before {
                tid,
                obj: lock_obj,
                method: main,
                pc: 17,
                contended: false
            },
            H::After {
                tid,
                obj: lock_obj,
                method: main,
                pc: 17
            },
            H::Release { tid, obj: lock_obj },
        ]
    );
}

/// A board-like console: a line without its newline waits in a buffer until a poll sends
/// it (`Platform::output_pending`), and what the polls sent is kept apart.
struct LineBuffered {
    pending: Vec<u8>,
    sent_by_poll: Rc<RefCell<Vec<u8>>>,
}

impl Platform for LineBuffered {
    fn write(&mut self, _fd: u32, bytes: &[u8]) {
        self.pending.extend_from_slice(bytes);
        if self.pending.ends_with(b"\n") {
            self.pending.clear();
        }
    }
    fn nanos(&self) -> u64 {
        0
    }
    fn millis(&self) -> u64 {
        0
    }
    fn poll(&mut self) {
        self.sent_by_poll.borrow_mut().append(&mut self.pending);
    }
    fn output_pending(&self) -> bool {
        !self.pending.is_empty()
    }
}

/// A lone thread runs the interpreter without safepoint polls; a partial line left
/// waiting must turn them on, or a program that prints and then spins (until a harness
/// cuts it off) never shows what it printed.
#[test]
fn a_lone_thread_polls_while_a_partial_line_waits() {
    let main = r#"
.class public LMain;
.super Ljava/lang/Object;
.method public static main([Ljava/lang/String;)V
    .registers 4
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "waiting"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    const/4 v2, 0
    const v3, 100000
    :spin
    add-int/lit8 v2, v2, 1
    if-lt v2, v3, :spin
    return-void
.end method
"#;
    let dex = assemble("partial-line", &[("Main.smali", main)]);
    let sent = Rc::new(RefCell::new(Vec::new()));
    let platform = LineBuffered {
        pending: Vec::new(),
        sent_by_poll: sent.clone(),
    };
    let mut vm = Vm::new(
        Box::new(platform),
        cfg(1000, None),
        dexmetal_corelib::LIBRARY,
    )
    .expect("vm");
    vm.add_dex(dex).expect("dex");
    let outcome = vm.run_main("Main", &[]);
    assert!(matches!(outcome, Outcome::Returned), "{outcome:?}");
    assert_eq!(String::from_utf8_lossy(&sent.borrow()), "waiting");
}
