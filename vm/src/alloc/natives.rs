//! Natives of the heap's Java API: System.runFinalization, and the hand-over natives of
//! the finalizer and reference-queue daemons (`finalize`).

use crate::native::NativeFn;

pub(crate) static TABLE: &[(&str, &str, &str, NativeFn)] = &[
    ("Ljava/lang/System;", "runFinalization", "()V", |vm, _| {
        vm.run_finalization().map(|_| 0)
    }),
    (
        "Ljava/lang/Daemons$FinalizerDaemon;",
        "next",
        "()Ljava/lang/Object;",
        |vm, _| vm.finalizer_next().map(u64::from),
    ),
    (
        "Ljava/lang/ref/ReferenceQueueDaemon;",
        "next",
        "()Ljava/lang/ref/Reference;",
        |vm, _| vm.refqueue_next().map(u64::from),
    ),
];
