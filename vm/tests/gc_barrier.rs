//! The card-marking barrier marks the card of the object stored into, and nothing for a
//! static field: statics are roots, rescanned at every remark, so `sput-object` needs no
//! card. (It used to mark card 0, the card of the null holder, on every store.)

mod common;

use dexmetal_vm::heap::collect::CARD_DIRTY;
use dexmetal_vm::vm::{Outcome, Vm, VmConfig};
use std::cell::RefCell;
use std::rc::Rc;

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
fn run(body: &str) -> Vm {
    let dex = common::assemble("gc-barrier", &[("Main.smali", body)], 15);
    let cap = Rc::new(RefCell::new(common::Captured::default()));
    let mut vm = Vm::new(
        Box::new(common::CapturingPlatform(cap)),
        VmConfig::default(),
    )
    .expect("vm");
    vm.add_dex(dex).expect("dex");
    assert_eq!(vm.run_main("Main", &[]), Outcome::Returned);
    vm
}

#[test]
fn static_reference_stores_mark_no_card() {
    let vm = run(MAIN);
    assert_eq!(
        vm.heap.collections, 0,
        "a collection would have cleared the cards"
    );
    assert_ne!(
        vm.heap.cards[0], CARD_DIRTY,
        "sput-object marked card 0 (the null holder's)"
    );
}
