//! The collector through the VM's own API: objects reachable from the global-reference
//! table survive and unreachable ones are freed; the mark stack's overflow handling
//! marks a structure deeper than the stack; the verification mode catches a planted
//! dangling reference; the soft limit follows Dalvik's policy after a collection.
//! Concurrent cycles: the card-marking barrier keeps what a mutator stores into an
//! already-scanned object; gencms minor cycles keep old objects (sticky mark bits) and
//! find young ones through dirty cards; the concurrent sweep spares new objects.

use dexmetal_vm::heap::collect::{GcKind, GcVariant, HeapPolicy};
use dexmetal_vm::vm::{Platform, Vm, VmConfig};

struct Quiet;

impl Platform for Quiet {
    fn write(&mut self, _fd: u32, _bytes: &[u8]) {}
    fn nanos(&self) -> u64 {
        0
    }
    fn millis(&self) -> u64 {
        0
    }
}

fn vm() -> Vm {
    vm_with(GcVariant::Cms)
}

fn vm_with(gc: GcVariant) -> Vm {
    let config = VmConfig {
        gc,
        heap_bytes: 16 << 20,
        heap_policy: HeapPolicy {
            growth_limit: 16 << 20,
            ..HeapPolicy::default()
        },
        ..VmConfig::default()
    };
    Vm::new(Box::new(Quiet), config, dexmetal_corelib::LIBRARY).expect("vm")
}

/// A chain of `n` Object[1] arrays, each holding the next; returns the head.
fn chain(vm: &mut Vm, n: usize) -> Vec<u32> {
    let c = vm.find_class("[Ljava/lang/Object;").expect("Object[]");
    let mut nodes = Vec::with_capacity(n);
    for _ in 0..n {
        nodes.push(vm.new_array(c, 1).expect("alloc"));
    }
    for w in nodes.windows(2) {
        vm.array_store32(w[0], 0, w[1]);
    }
    nodes
}

#[test]
fn reachable_survive_and_garbage_is_freed() {
    let mut vm = vm();
    // The garbage lies below the survivors, so its space is a free gap (garbage at
    // the top would instead be given back by lowering the frontier).
    let dropped = chain(&mut vm, 100);
    let kept = chain(&mut vm, 100);
    vm.globals.push(kept[0]);
    let before = vm.heap.allocated;
    let ev = vm.collect_garbage(GcKind::Explicit);
    assert!(kept.iter().all(|&o| vm.heap.space.is_object(o)));
    assert!(dropped.iter().all(|&o| !vm.heap.space.is_object(o)));
    assert!(ev.freed_objects >= 100, "{ev:?}");
    assert_eq!(vm.heap.allocated, before - ev.freed_bytes);
    assert!(ev.line.starts_with("GC_EXPLICIT freed "), "{}", ev.line);
    assert_eq!(
        vm.heap.soft_limit,
        vm.heap.policy.soft_limit(vm.heap.allocated)
    );
    vm.verify_heap().expect("consistent heap");
    // The freed space is reused before the footprint grows.
    let footprint = vm.heap.space.footprint();
    chain(&mut vm, 100);
    assert_eq!(vm.heap.space.footprint(), footprint);
}

#[test]
fn mark_stack_overflow_still_marks_everything() {
    let mut vm = vm();
    vm.heap.mark_stack_limit = 4;
    // A wide fan-out overflows a 4-entry stack at once.
    let c = vm.find_class("[Ljava/lang/Object;").expect("Object[]");
    let root = vm.new_array(c, 64).expect("alloc");
    let mut all = vec![root];
    for i in 0..64 {
        let sub = chain(&mut vm, 50);
        vm.array_store32(root, i, sub[0]);
        all.extend(sub);
    }
    vm.globals.push(root);
    vm.collect_garbage(GcKind::Explicit);
    assert!(vm.heap.overflows > 0, "the stack never overflowed");
    assert!(all.iter().all(|&o| vm.heap.space.is_object(o)));
    vm.verify_heap().expect("consistent heap");
}

#[test]
fn verification_catches_a_dangling_reference() {
    let mut vm = vm();
    let nodes = chain(&mut vm, 3);
    vm.globals.push(nodes[0]);
    vm.verify_heap().expect("consistent before the plant");
    // Plant the bug a broken collector would leave: nodes[1] is freed while nodes[0]
    // still refers to it.
    vm.heap.space.live().clear(nodes[1] as usize);
    let err = vm.verify_heap().expect_err("dangling reference not caught");
    assert!(err.contains("which is not a live object"), "{err}");
    assert!(err.contains(&format!("0x{:x}", nodes[1])), "{err}");
}

#[test]
fn verify_mode_makes_a_collection_report_corruption() {
    let mut vm = vm();
    vm.heap.verify = true;
    let nodes = chain(&mut vm, 3);
    vm.globals.push(nodes[0]);
    vm.collect_garbage(GcKind::Explicit);
    assert!(vm.fatal.is_none());
    // A reference to the middle of an object is never valid.
    vm.array_store32(nodes[2], 0, nodes[1] + 2);
    vm.collect_garbage(GcKind::Explicit);
    let msg = vm.fatal.clone().expect("verification should have failed");
    assert!(
        msg.starts_with("heap verification failed after GC_EXPLICIT"),
        "{msg}"
    );
}

#[test]
fn soft_referents_survive_a_mark_stack_overflow() {
    let mut vm = vm();
    vm.heap.mark_stack_limit = 4;
    let c = vm.find_class("[Ljava/lang/Object;").expect("Object[]");
    let root = vm.new_array(c, 64).expect("alloc");
    let mut all = vec![root];
    for i in 0..64 {
        let sub = chain(&mut vm, 20);
        vm.array_store32(root, i, sub[0]);
        all.extend(sub);
    }
    // Reachable only through a SoftReference: marked in the phase after the strong
    // closure, which must repair its own overflows too.
    let sc = vm
        .find_class("Ljava/lang/ref/SoftReference;")
        .expect("SoftReference");
    let soft = vm.new_object_raw(sc).expect("alloc");
    let referent = vm.wk.weakref_referent;
    vm.st_ref(soft, referent, root);
    vm.globals.push(soft);
    vm.collect_garbage(GcKind::ForAlloc);
    assert!(all.iter().all(|&o| vm.heap.space.is_object(o)));
    vm.verify_heap().expect("consistent heap");
    // GC_BEFORE_OOM clears it, and then the structure is garbage.
    let ev = vm.collect_garbage(GcKind::BeforeOom);
    assert_eq!(ev.cleared_refs, 1);
    assert_eq!(vm.ld32(soft, referent), 0);
    assert!(all.iter().all(|&o| !vm.heap.space.is_object(o)));
}

/// Steps the cycle in progress until it is over.
fn finish(vm: &mut Vm) {
    let mut steps = 0;
    while !vm.gc_step() {
        steps += 1;
        assert!(steps < 1_000_000, "the cycle never ends");
    }
}

#[test]
fn concurrent_marking_keeps_what_a_mutator_stores_into_a_scanned_object() {
    let mut vm = vm();
    vm.heap.verify = true;
    vm.heap.mark_step_words = 16;
    let kept = chain(&mut vm, 2000);
    vm.globals.push(kept[0]);
    let c = vm.find_class("[Ljava/lang/Object;").expect("Object[]");
    vm.begin_concurrent_gc(GcKind::Concurrent);
    // The head is traced in the first steps (4 nodes each); still marking after them.
    for _ in 0..8 {
        assert!(!vm.gc_step());
    }
    // Objects made now, reachable only from the already-traced head: one stored
    // through the write barrier, one behind the barrier's back.
    let with_barrier = vm.new_array(c, 1).expect("alloc");
    let without = vm.new_array(c, 1).expect("alloc");
    let holder = vm.new_array(c, 2).expect("alloc");
    vm.array_store32(holder, 0, with_barrier);
    vm.array_store32(kept[0], 0, holder);
    // The chain continues from the holder's second slot, so nothing is lost.
    vm.array_store32(holder, 1, kept[1]);
    // kept[14] is traced already and lies on another card than anything stored into.
    let off = 12; // element 0 of an Object[]
    vm.st32(kept[14], off, without);
    finish(&mut vm);
    let ev = vm.heap.last_event.clone().expect("event");
    assert!(ev.concurrent && ev.pauses_ns.len() == 2, "{ev:?}");
    assert!(
        vm.heap.space.is_object(with_barrier),
        "the barrier's card was not rescanned"
    );
    assert!(vm.heap.space.is_object(holder));
    // What the barrier did not see died although it is reachable: proof that the
    // remark relies on the cards (and that this test can fail).
    assert!(
        !vm.heap.space.is_object(without),
        "an unbarriered store survived"
    );
    // The collection's own verification reported the dangling slot.
    let msg = vm
        .fatal
        .take()
        .expect("verification must catch the lost object");
    assert!(msg.contains("not a live object"), "{msg}");
    vm.st32(kept[14], off, kept[15]);
    vm.verify_heap().expect("consistent once repaired");
}

#[test]
fn concurrent_sweep_spares_objects_allocated_while_it_runs() {
    let mut vm = vm();
    vm.heap.sweep_step_words = 64;
    let _garbage = chain(&mut vm, 500);
    let kept = chain(&mut vm, 10);
    vm.globals.push(kept[0]);
    vm.begin_concurrent_gc(GcKind::Concurrent);
    // Mark to the end (remark included), stopping inside the sweep.
    while vm.heap.collecting() && !vm.heap.space.sweeping {
        vm.gc_step();
    }
    assert!(vm.heap.space.sweeping);
    let c = vm.find_class("[Ljava/lang/Object;").expect("Object[]");
    let young = vm.new_array(c, 1).expect("alloc");
    vm.globals.push(young);
    finish(&mut vm);
    assert!(vm.heap.space.is_object(young));
    vm.verify_heap().expect("consistent");
    // The next cycle sees it as an ordinary object, and frees it once unreachable.
    vm.globals.retain(|&g| g != young);
    vm.collect_garbage(GcKind::Explicit);
    assert!(!vm.heap.space.is_object(young));
}

#[test]
fn gencms_minor_cycles_keep_old_objects_and_find_young_ones_through_cards() {
    let mut vm = vm_with(GcVariant::GenCms);
    vm.heap.verify = true;
    let old = chain(&mut vm, 50);
    let old_garbage = chain(&mut vm, 50);
    vm.globals.push(old[0]);
    vm.globals.push(old_garbage[0]);
    // A major cycle: everything reachable now is old.
    let ev = vm.collect_garbage(GcKind::Explicit);
    assert!(!ev.minor);
    vm.globals.retain(|&g| g != old_garbage[0]);
    let c = vm.find_class("[Ljava/lang/Object;").expect("Object[]");
    let young = vm.new_array(c, 1).expect("alloc");
    let young_garbage = vm.new_array(c, 1).expect("alloc");
    // An old-to-young reference, recorded by the card of the old holder.
    vm.array_store32(old[49], 0, young);
    vm.begin_concurrent_gc(GcKind::Concurrent);
    finish(&mut vm);
    let ev = vm.heap.last_event.clone().expect("event");
    assert!(ev.minor, "{ev:?}");
    assert!(vm.fatal.is_none(), "{:?}", vm.fatal);
    assert!(
        vm.heap.space.is_object(young),
        "old-to-young reference missed"
    );
    assert!(!vm.heap.space.is_object(young_garbage));
    // Sticky mark bits: unreachable old objects wait for a major cycle.
    assert!(old_garbage.iter().all(|&o| vm.heap.space.is_object(o)));
    assert!(ev.freed_objects >= 1 && ev.freed_objects < 50, "{ev:?}");
    let ev = vm.collect_garbage(GcKind::BeforeOom);
    assert!(!ev.minor);
    assert!(old_garbage.iter().all(|&o| !vm.heap.space.is_object(o)));
    assert!(vm.heap.space.is_object(young));
}
