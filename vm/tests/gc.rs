//! The collector through the VM's own API: objects reachable from the global-reference
//! table survive and unreachable ones are freed; the mark stack's overflow handling
//! marks a structure deeper than the stack; the verification mode catches a planted
//! dangling reference; the soft limit follows Dalvik's policy after a collection.

use dexmetal_vm::heap::collect::{GcKind, HeapPolicy};
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
    let config = VmConfig {
        heap_bytes: 16 << 20,
        heap_policy: HeapPolicy {
            growth_limit: 16 << 20,
            ..HeapPolicy::default()
        },
        ..VmConfig::default()
    };
    Vm::new(Box::new(Quiet), config).expect("vm")
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
    vm.heap.space.live.clear(nodes[1] as usize);
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
