//! The card-marking barrier marks the card of the object stored into, and nothing for a
//! static field: statics are roots, rescanned at every remark, so `sput-object` needs no
//! card. (It used to mark card 0, the card of the null holder, on every store.)

mod common;

use dexmetal_vm::heap::collect::CARD_DIRTY;
use dexmetal_vm::vm::{Outcome, Vm, VmConfig};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::atomic::Ordering::Relaxed;

const MAIN: &str = r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.field static kept:Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 4
    const/4 v1, 0
    const/16 v2, 100
    :loop
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, LMain;->kept:Ljava/lang/Object;
    add-int/lit8 v1, v1, 1
    if-lt v1, v2, :loop
    return-void
.end method
"#;

/// Runs the program; returns the VM (for its card table) after main returned.
fn run(name: &str, body: &str) -> Vm {
    let dex = common::assemble(name, &[("Main.smali", body)], 15);
    let cap = Rc::new(RefCell::new(common::Captured::default()));
    let mut vm = Vm::new(
        Box::new(common::CapturingPlatform(cap)),
        VmConfig::default(),
        dexmetal_corelib::LIBRARY,
    )
    .expect("vm");
    vm.add_dex(dex).expect("dex");
    assert_eq!(vm.run_main("Main", &[]), Outcome::Returned);
    vm
}

#[test]
fn static_reference_stores_mark_no_card() {
    let vm = run("gc-barrier-static", MAIN);
    assert_eq!(
        vm.heap.collections, 0,
        "a collection would have cleared the cards"
    );
    assert_ne!(
        vm.heap.space.cards()[0].load(Relaxed),
        CARD_DIRTY,
        "sput-object marked card 0 (the null holder's)"
    );
}

/// A holder carved far past the first commit step of the space (the space and its card
/// table are committed as the frontier grows): the barrier still finds its card.
const FAR_HOLDER: &str = r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.field next:Ljava/lang/Object;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 5
    const v1, 65536
    new-array v0, v1, [I
    new-array v2, v1, [I
    new-instance v3, LMain;
    invoke-direct {v3}, LMain;-><init>()V
    iput-object v0, v3, LMain;->next:Ljava/lang/Object;
    sget-object v4, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v4, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
"#;

#[test]
fn a_holder_past_the_first_commit_step_gets_its_card() {
    let vm = run("gc-barrier-far-holder", FAR_HOLDER);
    assert_eq!(vm.heap.collections, 0);
    let step = dexmetal_vm::heap::space::COMMIT_WORDS;
    // The two 256 KiB arrays put the holder past 512 KiB.
    let far = (2 * step) >> dexmetal_vm::heap::collect::CARD_SHIFT;
    let cards = vm.heap.space.cards();
    let dirty: Vec<usize> = (0..cards.len())
        .filter(|&i| cards[i].load(Relaxed) == CARD_DIRTY)
        .collect();
    assert!(
        dirty.iter().any(|&i| i > far),
        "no dirty card past the commit steps the arrays took: {dirty:?} of {}",
        cards.len()
    );
}
