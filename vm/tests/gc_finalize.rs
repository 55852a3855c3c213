//! Finalizable objects and reference kinds in the collector, through the VM's own API (no
//! threads run: what the finalizer daemon would do later is not part of these tests).
//! An object of a class with a non-empty finalize() is registered when allocated; a
//! collection that finds it unreachable keeps it, and all it reaches, and queues it,
//! also when it is found white at a concurrent cycle's remark and in gencms minor cycles
//! (where old objects are not examined); empty finalizers are not registered; a weak
//! reference to it is cleared at once, a phantom one only after finalization.

use std::path::PathBuf;

use dexmetal_vm::heap::collect::{GcKind, GcVariant, HeapPolicy};
use dexmetal_vm::oo::ClassId;
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

const CLASSES: &[(&str, &str)] = &[
    (
        "Fin.smali",
        r#".class public LFin;
.super Ljava/lang/Object;
.field child:[Ljava/lang/Object;
.method protected finalize()V
    .registers 2
    const/4 v0, 0
    iput-object v0, p0, LFin;->child:[Ljava/lang/Object;
    return-void
.end method
"#,
    ),
    (
        "Empty.smali",
        r#".class public LEmpty;
.super Ljava/lang/Object;
.method protected finalize()V
    .registers 1
    return-void
.end method
"#,
    ),
    (
        "Sub.smali",
        r#".class public LSub;
.super LFin;
"#,
    ),
];

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
    let mut vm = Vm::new(Box::new(Quiet), config, dexmetal_corelib::LIBRARY).expect("vm");
    static SEQ: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let seq = SEQ.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gc-finalize-{}-{seq}", std::process::id()));
    let dex =
        dexmetal_tools::smali::assemble_texts(&dir, CLASSES, 15).unwrap_or_else(|e| panic!("{e}"));
    let _ = std::fs::remove_dir_all(&dir);
    vm.add_dex(dex).expect("dex");
    vm.heap.verify = true;
    vm
}

fn class(vm: &mut Vm, desc: &str) -> ClassId {
    vm.find_class(desc).unwrap_or_else(|_| panic!("{desc}"))
}

fn field(vm: &Vm, c: ClassId, name: &str) -> u32 {
    let mut k = Some(c);
    while let Some(cl) = k {
        let cl = &vm.classes[cl as usize];
        if let Some(f) = cl.instance_fields.iter().find(|f| f.name == name) {
            return f.offset;
        }
        k = cl.super_class;
    }
    panic!("no field {name}")
}

/// A Fin whose child is a fresh Object[1] holding another Object[1]; returns (fin,
/// child, grandchild).
fn fin_with_children(vm: &mut Vm) -> (u32, u32, u32) {
    let c = class(vm, "LFin;");
    let arr = class(vm, "[Ljava/lang/Object;");
    let f = vm.new_object_raw(c).expect("alloc");
    let child = vm.new_array(arr, 1).expect("alloc");
    let grand = vm.new_array(arr, 1).expect("alloc");
    vm.array_store32(child, 0, grand);
    let off = field(vm, c, "child");
    vm.st_ref(f, off, child);
    (f, child, grand)
}

fn finish(vm: &mut Vm) {
    let mut steps = 0;
    while !vm.gc_step() {
        steps += 1;
        assert!(steps < 1_000_000, "the cycle never ends");
    }
}

fn alive(vm: &Vm, objs: &[u32]) -> bool {
    objs.iter().all(|&o| vm.heap.space.is_object(o))
}

#[test]
fn only_classes_with_a_non_empty_finalizer_are_registered() {
    let mut vm = vm_with(GcVariant::Fg);
    let before = vm.heap.fin.registered();
    for d in ["LEmpty;", "Ljava/lang/Object;", "LFin;", "LSub;"] {
        let c = class(&mut vm, d);
        vm.new_object_raw(c).expect("alloc");
    }
    // Fin and its subclass; not a class whose finalize() is a bare return-void.
    assert_eq!(vm.heap.fin.registered() - before, 2);
}

#[test]
fn stop_the_world_keeps_an_unreachable_finalizable_object_and_what_it_reaches() {
    for gc in [GcVariant::Fg, GcVariant::Stw] {
        let mut vm = vm_with(gc);
        let (f, child, grand) = fin_with_children(&mut vm);
        let arr = class(&mut vm, "[Ljava/lang/Object;");
        let garbage = vm.new_array(arr, 1).expect("alloc");
        let ev = vm.collect_garbage(GcKind::Explicit);
        assert!(vm.fatal.is_none(), "{:?}", vm.fatal);
        assert!(alive(&vm, &[f, child, grand]), "{gc:?}: {ev:?}");
        assert!(!vm.heap.space.is_object(garbage));
        assert_eq!(vm.heap.fin.pending(), 1, "{gc:?}");
        // Queued for its finalizer, it is a root: the next collection keeps it too,
        // and it is not queued twice.
        vm.collect_garbage(GcKind::Explicit);
        assert!(alive(&vm, &[f, child, grand]));
        assert_eq!(vm.heap.fin.pending(), 1);
        vm.verify_heap().expect("consistent");
    }
}

#[test]
fn a_finalizable_object_found_white_at_the_remark_is_kept_and_queued() {
    for gc in [GcVariant::Cms, GcVariant::Bg, GcVariant::GenCms] {
        let mut vm = vm_with(gc);
        vm.heap.mark_step_words = 16;
        let arr = class(&mut vm, "[Ljava/lang/Object;");
        // A long chain keeps marking busy for many steps.
        let mut next = 0;
        for _ in 0..2000 {
            let node = vm.new_array(arr, 2).expect("alloc");
            vm.array_store32(node, 0, next);
            next = node;
        }
        let root = next;
        vm.globals.push(root);
        // A reachable one, stored where marking will find it.
        let (kept, _, _) = fin_with_children(&mut vm);
        vm.array_store32(root, 1, kept);
        vm.begin_concurrent_gc(GcKind::Concurrent);
        for _ in 0..4 {
            assert!(!vm.gc_step(), "{gc:?}: marking ended early");
        }
        assert!(!vm.heap.space.sweeping, "{gc:?}: marking ended early");
        // Made while marking runs, reachable from nothing: white at the remark.
        let (f, child, grand) = fin_with_children(&mut vm);
        finish(&mut vm);
        let ev = vm.heap.last_event.clone().expect("event");
        assert!(ev.concurrent && ev.pauses_ns.len() == 2, "{gc:?}: {ev:?}");
        assert!(vm.fatal.is_none(), "{gc:?}: {:?}", vm.fatal);
        assert!(alive(&vm, &[f, child, grand, kept]), "{gc:?}");
        assert_eq!(vm.heap.fin.pending(), 1, "{gc:?}");
        vm.verify_heap().expect("consistent");
    }
}

#[test]
fn gencms_minor_cycles_queue_young_finalizable_objects_and_leave_old_ones() {
    let mut vm = vm_with(GcVariant::GenCms);
    let arr = class(&mut vm, "[Ljava/lang/Object;");
    let root = vm.new_array(arr, 1).expect("alloc");
    vm.globals.push(root);
    let (old, old_child, _) = fin_with_children(&mut vm);
    vm.array_store32(root, 0, old);
    // A major cycle makes it old; then it becomes unreachable.
    let ev = vm.collect_garbage(GcKind::Explicit);
    assert!(!ev.minor);
    assert_eq!(vm.heap.fin.pending(), 0);
    vm.array_store32(root, 0, 0);
    let (young, young_child, _) = fin_with_children(&mut vm);
    vm.begin_concurrent_gc(GcKind::Concurrent);
    finish(&mut vm);
    let ev = vm.heap.last_event.clone().expect("event");
    assert!(ev.minor, "{ev:?}");
    assert!(vm.fatal.is_none(), "{:?}", vm.fatal);
    // The young one is queued; the old one is not examined by a minor cycle.
    assert_eq!(vm.heap.fin.pending(), 1);
    assert!(alive(&vm, &[young, young_child, old, old_child]));
    // The next major cycle finds the old one.
    vm.collect_garbage(GcKind::Explicit);
    assert_eq!(vm.heap.fin.pending(), 2);
    assert!(alive(&vm, &[young, young_child, old, old_child]));
}

#[test]
fn weak_references_to_a_finalizable_object_clear_before_finalization_phantoms_after() {
    for gc in [GcVariant::Fg, GcVariant::Cms] {
        let mut vm = vm_with(gc);
        let weak = class(&mut vm, "Ljava/lang/ref/WeakReference;");
        let phantom = class(&mut vm, "Ljava/lang/ref/PhantomReference;");
        let referent = field(&vm, weak, "referent");
        let (f, _, _) = fin_with_children(&mut vm);
        let w = vm.new_object_raw(weak).expect("alloc");
        let p = vm.new_object_raw(phantom).expect("alloc");
        vm.st_ref(w, referent, f);
        vm.st_ref(p, referent, f);
        vm.globals.push(w);
        vm.globals.push(p);
        let ev = vm.collect_garbage(GcKind::Explicit);
        assert!(vm.fatal.is_none(), "{:?}", vm.fatal);
        assert!(vm.heap.space.is_object(f));
        assert_eq!(vm.ld32(w, referent), 0, "{gc:?}: weak referent kept");
        assert_eq!(vm.ld32(p, referent), f, "{gc:?}: phantom cleared too early");
        assert!(ev.cleared_refs >= 1, "{ev:?}");
    }
}
