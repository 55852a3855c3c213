//! OutOfMemoryError only after GC_BEFORE_OOM, under every collector variant: a program
//! fills a 4 MiB heap twice, first with strings made by a native (StringBuilder.toString,
//! allocating outside any GC point), then with arrays made by `new-array` (a GC point),
//! catching the OutOfMemoryError each time. The platform records the collections' events
//! and the program's output in one sequence, so the test sees that a stop-the-world
//! GC_BEFORE_OOM ran before each error was caught, and that it cleared a SoftReference.
//! Programs are smali assembled at test time, as in threads.rs.

use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;

use dexmetal_vm::heap::collect::{GcEvent, GcKind, GcPhase, GcVariant, HeapPolicy};
use dexmetal_vm::vm::{Outcome, Platform, Vm, VmConfig};

#[derive(Clone, Debug, PartialEq)]
enum Entry {
    Gc { kind: GcKind, concurrent: bool },
    Out(String),
    Phase(GcPhase),
    Work(bool),
}

struct Recorder {
    log: Rc<RefCell<Vec<Entry>>>,
    clock: std::cell::Cell<u64>,
}

impl Platform for Recorder {
    fn write(&mut self, _fd: u32, bytes: &[u8]) {
        let text = String::from_utf8_lossy(bytes).into_owned();
        self.log.borrow_mut().push(Entry::Out(text));
    }
    fn nanos(&self) -> u64 {
        let t = self.clock.get() + 1_000;
        self.clock.set(t);
        t
    }
    fn millis(&self) -> u64 {
        self.nanos() / 1_000_000
    }
    fn gc_phase(&mut self, p: GcPhase) {
        self.log.borrow_mut().push(Entry::Phase(p));
    }
    fn gc_work(&mut self, on: bool) {
        self.log.borrow_mut().push(Entry::Work(on));
    }
    fn gc_event(&mut self, e: &GcEvent) {
        self.log.borrow_mut().push(Entry::Gc {
            kind: e.kind,
            concurrent: e.concurrent,
        });
    }
}

const MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Fills the heap with copies of a 64 KiB string: every allocation in the loop is
# StringBuilder.toString's, inside the native.
.method static fillByNative()V
    .locals 6
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const/4 v1, 0
    :grow
    const v2, 0x8000
    if-ge v1, v2, :grown
    const/16 v3, 0x78
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    add-int/lit8 v1, v1, 1
    goto :grow
    :grown
    const/16 v1, 1000
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    :try_start
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    aput-object v3, v1, v2
    add-int/lit8 v2, v2, 1
    goto :try_start
    :try_end
    .catch Ljava/lang/OutOfMemoryError; {:try_start .. :try_end} :oom
    :oom
    move-exception v3
    const/4 v1, 0
    sget-object v4, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v5, "caught after native allocation"
    invoke-virtual {v4, v5}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

# The same with int[16384] made by new-array.
.method static fillByOpcode()V
    .locals 6
    const/16 v1, 1000
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0
    :try_start
    const/16 v3, 0x4000
    new-array v3, v3, [I
    aput-object v3, v1, v2
    add-int/lit8 v2, v2, 1
    goto :try_start
    :try_end
    .catch Ljava/lang/OutOfMemoryError; {:try_start .. :try_end} :oom
    :oom
    move-exception v3
    const/4 v1, 0
    sget-object v4, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v5, "caught after new-array"
    invoke-virtual {v4, v5}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 4
    const/high16 v0, 0x40000
    new-array v0, v0, [I
    new-instance v1, Ljava/lang/ref/SoftReference;
    invoke-direct {v1, v0}, Ljava/lang/ref/SoftReference;-><init>(Ljava/lang/Object;)V
    const/4 v0, 0
    invoke-static {}, LMain;->fillByNative()V
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1}, Ljava/lang/ref/SoftReference;->get()Ljava/lang/Object;
    move-result-object v3
    if-nez v3, :kept
    const-string v3, "soft reference cleared"
    goto :print
    :kept
    const-string v3, "soft reference kept"
    :print
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-static {}, LMain;->fillByOpcode()V
    return-void
.end method
"#;

fn assemble(sources: &[(&str, &str)]) -> Vec<u8> {
    static SEQ: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let seq = SEQ.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gc-oom-{}-{seq}", std::process::id()));
    let dex =
        dexmetal_tools::smali::assemble_texts(&dir, sources, 15).unwrap_or_else(|e| panic!("{e}"));
    let _ = std::fs::remove_dir_all(&dir);
    dex
}

fn run(dex: &[u8], gc: GcVariant) -> (Outcome, Vec<Entry>) {
    let log = Rc::new(RefCell::new(Vec::new()));
    let platform = Recorder {
        log: log.clone(),
        clock: Default::default(),
    };
    let config = VmConfig {
        gc,
        heap_bytes: 4 << 20,
        heap_policy: HeapPolicy {
            start_size: 1 << 20,
            growth_limit: 4 << 20,
            min_free: 256 << 10,
            max_free: 1 << 20,
            ..HeapPolicy::default()
        },
        verify_heap: true,
        stack_words: 64 << 10,
        ..VmConfig::default()
    };
    let mut vm = Vm::new(Box::new(platform), config, dexmetal_corelib::LIBRARY).expect("vm");
    vm.add_dex(dex.to_vec()).expect("dex");
    let outcome = vm.run_main("Main", &[]);
    let entries = log.borrow().clone();
    (outcome, entries)
}

#[test]
fn out_of_memory_error_comes_after_gc_before_oom_under_every_variant() {
    let dex = assemble(&[("Main.smali", MAIN)]);
    for gc in GcVariant::ALL {
        let (outcome, log) = run(&dex, gc);
        assert_eq!(outcome, Outcome::Returned, "{gc:?}: {log:?}");
        let out: Vec<&str> = log
            .iter()
            .filter_map(|e| match e {
                Entry::Out(s) => Some(s.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(
            out.concat(),
            "caught after native allocation\nsoft reference cleared\ncaught after new-array\n",
            "{gc:?}"
        );
        // Before each "caught" line, since the previous one: a GC_BEFORE_OOM, and it
        // was a stop-the-world collection of its own (a concurrent cycle it waited for
        // does not count).
        let mut since = 0;
        for caught in [
            "caught after native allocation\n",
            "caught after new-array\n",
        ] {
            let at = since
                + log[since..]
                    .iter()
                    .position(|e| *e == Entry::Out(caught.into()))
                    .expect("the line");
            assert!(
                log[since..at].contains(&Entry::Gc {
                    kind: GcKind::BeforeOom,
                    concurrent: false
                }),
                "{gc:?}: no GC_BEFORE_OOM before {caught:?}: {:?}",
                &log[since..at]
            );
            since = at;
        }
    }
}

/// Every collection tells the platform its phases in order, before its event, and the
/// collector-work flag toggles on and off in strict alternation, ending off, under every
/// collector (a governor and the energy attribution depend on both).
#[test]
fn gc_phases_and_work_are_reported_in_order_under_every_variant() {
    let dex = assemble(&[("Main.smali", MAIN)]);
    for gc in GcVariant::ALL {
        let (_, log) = run(&dex, gc);
        let phases: Vec<GcPhase> = log
            .iter()
            .filter_map(|e| match e {
                Entry::Phase(p) => Some(*p),
                _ => None,
            })
            .collect();
        let cycles = log.iter().filter(|e| matches!(e, Entry::Gc { .. })).count();
        assert!(cycles > 0, "{gc:?}");
        let want = [
            GcPhase::MarkStart,
            GcPhase::MarkEnd,
            GcPhase::SweepStart,
            GcPhase::SweepEnd,
        ];
        // A concurrent cycle may still be running when main returns: its phases so far
        // are a prefix of the four.
        assert!(
            (4 * cycles..4 * cycles + 4).contains(&phases.len()),
            "{gc:?}: {} phases for {cycles} collections",
            phases.len()
        );
        assert!(
            phases.chunks(4).all(|c| c == &want[..c.len()]),
            "{gc:?}: {phases:?}"
        );
        // Each event follows its SweepEnd.
        let mut pending_end = false;
        for e in &log {
            match e {
                Entry::Phase(GcPhase::SweepEnd) => pending_end = true,
                Entry::Gc { .. } => {
                    assert!(pending_end, "{gc:?}: event before its sweep ended");
                    pending_end = false;
                }
                _ => {}
            }
        }
        let work: Vec<bool> = log
            .iter()
            .filter_map(|e| match e {
                Entry::Work(on) => Some(*on),
                _ => None,
            })
            .collect();
        assert!(!work.is_empty() && work.len().is_multiple_of(2), "{gc:?}");
        assert!(
            work.chunks(2).all(|w| w == [true, false]),
            "{gc:?}: work flags {work:?}"
        );
    }
}
