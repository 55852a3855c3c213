//! GC soak: four threads mutate one shared object graph at random (a seeded xorshift per
//! thread: new nodes, links between roots, rewiring, cycles, int arrays, replaced roots)
//! while the scheduler switches them every few polls, under every collector variant and
//! several seeds, with heap verification after every collection. A verification error
//! ends the run with `Outcome::Error("heap verification failed after ...")`, which this
//! test prints with the variant and seed that replay it.

mod common;

use std::cell::RefCell;
use std::rc::Rc;

use dexmetal_vm::heap::collect::GcVariant;
use dexmetal_vm::vm::{Outcome, Vm, VmConfig};

use common::{Captured, ClockedPlatform};

const NODE: &str = r#".class public LNode;
.super Ljava/lang/Object;

.field public a:LNode;
.field public b:LNode;
.field public pad:[I

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
"#;

const MUTATOR: &str = r#".class LMain$M;
.super Ljava/lang/Thread;

.field roots:[LNode;
.field seed:I

.method constructor <init>([LNode;I)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput-object p1, p0, LMain$M;->roots:[LNode;
    iput p2, p0, LMain$M;->seed:I
    return-void
.end method

.method public run()V
    .registers 10
    iget-object v0, p0, LMain$M;->roots:[LNode;
    iget v1, p0, LMain$M;->seed:I
    const v2, 60000
    :loop
    shl-int/lit8 v3, v1, 13
    xor-int/2addr v1, v3
    ushr-int/lit8 v3, v1, 17
    xor-int/2addr v1, v3
    shl-int/lit8 v3, v1, 5
    xor-int/2addr v1, v3
    and-int/lit8 v3, v1, 63
    aget-object v4, v0, v3
    ushr-int/lit8 v5, v1, 6
    and-int/lit8 v5, v5, 63
    aget-object v6, v0, v5
    ushr-int/lit8 v7, v1, 12
    and-int/lit8 v7, v7, 7
    packed-switch v7, :ops
    goto :op0
    :op0
    new-instance v8, LNode;
    invoke-direct {v8}, LNode;-><init>()V
    iput-object v8, v4, LNode;->a:LNode;
    goto :next
    :op1
    iput-object v6, v4, LNode;->b:LNode;
    goto :next
    :op2
    new-instance v8, LNode;
    invoke-direct {v8}, LNode;-><init>()V
    iget-object v9, v6, LNode;->a:LNode;
    iput-object v9, v8, LNode;->a:LNode;
    aput-object v8, v0, v3
    goto :next
    :op3
    iget-object v8, v6, LNode;->b:LNode;
    iput-object v8, v4, LNode;->a:LNode;
    goto :next
    :op4
    ushr-int/lit8 v8, v1, 20
    and-int/lit16 v8, v8, 255
    new-array v8, v8, [I
    iput-object v8, v4, LNode;->pad:[I
    goto :next
    :op5
    iget-object v8, v4, LNode;->a:LNode;
    if-eqz v8, :next
    iput-object v4, v8, LNode;->b:LNode;
    goto :next
    :op6
    const/4 v8, 0
    iput-object v8, v4, LNode;->b:LNode;
    :next
    add-int/lit8 v2, v2, -1
    if-nez v2, :loop
    return-void
    :ops
    .packed-switch 0x0
        :op0
        :op1
        :op2
        :op3
        :op4
        :op5
        :op6
    .end packed-switch
.end method
"#;

const MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 11
    const/4 v9, 0
    aget-object v9, p0, v9
    invoke-static {v9}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v9
    const/16 v0, 64
    new-array v1, v0, [LNode;
    const/4 v2, 0
    :fill
    new-instance v3, LNode;
    invoke-direct {v3}, LNode;-><init>()V
    aput-object v3, v1, v2
    add-int/lit8 v2, v2, 1
    if-lt v2, v0, :fill
    const/4 v4, 4
    new-array v5, v4, [LMain$M;
    const/4 v2, 0
    :start
    new-instance v3, LMain$M;
    mul-int/lit8 v6, v9, 8
    add-int/2addr v6, v2
    add-int/lit8 v6, v6, 1
    invoke-direct {v3, v1, v6}, LMain$M;-><init>([LNode;I)V
    aput-object v3, v5, v2
    invoke-virtual {v3}, LMain$M;->start()V
    add-int/lit8 v2, v2, 1
    if-lt v2, v4, :start
    const/4 v2, 0
    :join
    aget-object v3, v5, v2
    invoke-virtual {v3}, LMain$M;->join()V
    add-int/lit8 v2, v2, 1
    if-lt v2, v4, :join
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "soak done"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
"#;

#[test]
fn random_mutation_from_four_threads_keeps_every_heap_verified() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("gc-soak");
    let dex = dexmetal_tools::smali::assemble_texts(
        &dir,
        &[
            ("Main.smali", MAIN),
            ("Main$M.smali", MUTATOR),
            ("Node.smali", NODE),
        ],
        15,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let mut failures = Vec::new();
    let mut total = 0;
    for variant in GcVariant::ALL {
        for seed in 1..=4u32 {
            let out = Rc::new(RefCell::new(Captured::default()));
            let platform = ClockedPlatform::new(out.clone());
            // A small heap, so the churn collects often; a switch every few polls.
            let policy = common::heap_policy(
                "dalvik.vm.heapstartsize=1m dalvik.vm.heapgrowthlimit=8m dalvik.vm.heapsize=8m \
                 dalvik.vm.heapminfree=256k dalvik.vm.heapmaxfree=512k",
            );
            let config = VmConfig {
                gc: variant,
                heap_policy: policy,
                verify_heap: true,
                sched_seed: Some(seed),
                tick_polls: 7,
                slice_ticks: 1,
                ..VmConfig::default()
            };
            let mut vm = Vm::new(Box::new(platform), config, dexmetal_corelib::LIBRARY).unwrap();
            vm.add_dex(dex.clone()).unwrap();
            let outcome = vm.run_main("LMain;", &[seed.to_string()]);
            let collections = vm.heap.collections;
            total += collections;
            let o = out.borrow();
            let (stdout, stderr) = (
                String::from_utf8_lossy(&o.out),
                String::from_utf8_lossy(&o.err),
            );
            if outcome != Outcome::Returned || stdout != "soak done\n" || collections < 3 {
                failures.push(format!(
                    "{variant:?} seed {seed}: {outcome:?} after {collections} collections\n{stdout}{stderr}"
                ));
            }
        }
    }
    println!("{total} verified collections");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
