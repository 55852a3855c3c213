//! Natives of the heap's Java API: java.lang.Runtime's sizes as Dalvik 4.4 reports them
//! (dalvik/vm/native/java_lang_Runtime.cpp: the footprint, the footprint less the bytes
//! in objects, the growth limit), System.runFinalization, and the hand-over natives of
//! the finalizer and reference-queue daemons (`finalize`). Engine-side: they read the
//! heap's accounting and hand the collector's queues to Java.

use crate::native::Native;

fn long(v: usize) -> u64 {
    v as u64
}

pub(crate) static TABLE: &[Native] = &[
    ("Ljava/lang/Runtime;", "totalMemory", "()J", |env, _| {
        let vm = env.vm();
        Ok(long(vm.heap.space.footprint()))
    }),
    ("Ljava/lang/Runtime;", "freeMemory", "()J", |env, _| {
        let vm = env.vm();
        Ok(long(
            vm.heap.space.footprint().saturating_sub(vm.heap.allocated),
        ))
    }),
    ("Ljava/lang/Runtime;", "maxMemory", "()J", |env, _| {
        let vm = env.vm();
        Ok(long(vm.heap.policy.limit()))
    }),
    // One core per board (the host runs the same single-CPU scheduler).
    (
        "Ljava/lang/Runtime;",
        "availableProcessors",
        "()I",
        |_, _| Ok(1),
    ),
    ("Ljava/lang/System;", "runFinalization", "()V", |env, _| {
        let vm = env.vm();
        vm.run_finalization().map(|_| 0)
    }),
    (
        "Ljava/lang/Daemons$FinalizerDaemon;",
        "next",
        "()Ljava/lang/Object;",
        |env, _| {
            let vm = env.vm();
            vm.finalizer_next().map(u64::from)
        },
    ),
    (
        "Ljava/lang/ref/ReferenceQueueDaemon;",
        "next",
        "()Ljava/lang/ref/Reference;",
        |env, _| {
            let vm = env.vm();
            vm.refqueue_next().map(u64::from)
        },
    ),
];
