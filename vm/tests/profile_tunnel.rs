//! The profiler's memory tunnel (vm/src/tunnel.rs): read from inside a native method,
//! as the sampler's interrupt would find the VM, it gives the running thread, the
//! component and the Java stack outermost first with the native method as the leaf
//! (no pc), each frame named by its DEX and method_idx, callers at their invoke's pc.

mod common;

use std::sync::Mutex;

use dexmetal_vm::native::{Env, Native, NativeFn, Throw};
use dexmetal_vm::tunnel::{self, Component, Frame, NO_PC};
use dexmetal_vm::vm::{Outcome, VmConfig};

/// (component, thread, frames, truncated) of each probe.
type Seen = (Component, u32, Vec<Frame>, bool);

static SEEN: Mutex<Vec<Seen>> = Mutex::new(Vec::new());

fn probe(_env: &mut Env<'_>, _args: &[u32]) -> Result<u64, Throw> {
    let mut frames = [Frame::default(); 8];
    // SAFETY: called on the thread running the attached VM, as the sampler is.
    let r = unsafe { tunnel::read(&mut frames) };
    assert!(!r.torn);
    SEEN.lock()
        .unwrap()
        .push((r.component, r.tid, frames[..r.frames].to_vec(), r.truncated));
    let mut two = [Frame::default(); 2];
    // SAFETY: as above.
    let r = unsafe { tunnel::read(&mut two) };
    assert!(r.truncated && r.frames == 2);
    assert_eq!(two[1].pc, NO_PC, "the innermost frames are kept");
    Ok(0)
}

const PROBE: NativeFn = probe;
static TABLE: &[Native] = &[("LMain;", "probe", "()V", PROBE)];

const MAIN: &str = r#"
.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method static native probe()V
.end method

.method static inner()V
    .registers 0
    invoke-static {}, LMain;->probe()V
    return-void
.end method

.method static outer()V
    .registers 0
    nop
    invoke-static {}, LMain;->inner()V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 1
    const-string v0, "probe"
    invoke-static {v0}, Ljava/lang/System;->loadLibrary(Ljava/lang/String;)V
    invoke-static {}, LMain;->outer()V
    return-void
.end method
"#;

#[test]
fn the_tunnel_reads_the_stack_a_sample_interrupts() {
    let dex = common::assemble("profile-tunnel", &[("Main.smali", MAIN)], 15);
    let run = common::run_dex_with(dex, "Main", VmConfig::default(), |vm| {
        vm.register_natives("probe", TABLE)?;
        // SAFETY: the VM stays in run_dex_with's frame until main has ended (detached
        // below, before anything else runs), and only this thread reads the tunnel.
        unsafe { tunnel::attach(vm, 0..usize::MAX) };
        Ok(())
    })
    .expect("runs");
    tunnel::detach();
    assert_eq!(run.outcome, Outcome::Returned, "stderr: {}", run.err);
    let seen = SEEN.lock().unwrap();
    assert_eq!(seen.len(), 1);
    let (component, tid, frames, truncated) = &seen[0];
    assert_eq!(*component, Component::Native);
    assert_eq!(*tid, 1);
    assert!(!truncated);
    // main -> outer -> inner -> probe (native); the app DEX follows the core library.
    assert_eq!(frames.len(), 4, "{frames:?}");
    assert!(frames.iter().all(|f| f.dex == 1), "{frames:?}");
    // Callers sit at their invoke: main's second invoke (pc 5: const-string 2 units,
    // invoke 3), outer's after a nop (pc 1), inner's first instruction.
    assert_eq!(
        frames.iter().map(|f| f.pc).collect::<Vec<_>>(),
        [5, 1, 0, NO_PC]
    );
    let methods: std::collections::BTreeSet<u32> = frames.iter().map(|f| f.method).collect();
    assert_eq!(methods.len(), 4, "four distinct methods: {frames:?}");
}
