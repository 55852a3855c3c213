//! Natives of java.lang.Thread (the JDK's public API over [`crate::thread`]); the rest of
//! the class (constructors, join, names, priorities' range checks) is bytecode in
//! vm/corelib/java/lang/Thread.smali.

use crate::native::{arg, arg_wide, NativeFn};

pub(crate) static TABLE: &[(&str, &str, &str, NativeFn)] = &[
    (
        "Ljava/lang/Thread;",
        "currentThread",
        "()Ljava/lang/Thread;",
        |vm, _| vm.current_thread_obj().map(|o| o as u64),
    ),
    ("Ljava/lang/Thread;", "start0", "()V", |vm, a| {
        vm.start_thread(arg(a, 0)).map(|_| 0)
    }),
    ("Ljava/lang/Thread;", "sleep", "(J)V", |vm, a| {
        vm.sleep(arg_wide(a, 0) as i64).map(|_| 0)
    }),
    ("Ljava/lang/Thread;", "yield", "()V", |vm, _| {
        vm.yield_thread();
        Ok(0)
    }),
    ("Ljava/lang/Thread;", "interrupt", "()V", |vm, a| {
        vm.interrupt_thread(arg(a, 0));
        Ok(0)
    }),
    ("Ljava/lang/Thread;", "isInterrupted", "()Z", |vm, a| {
        Ok(vm.is_interrupted(arg(a, 0)) as u64)
    }),
    ("Ljava/lang/Thread;", "interrupted", "()Z", |vm, _| {
        Ok(vm.take_interrupt(true) as u64)
    }),
    (
        "Ljava/lang/Thread;",
        "holdsLock",
        "(Ljava/lang/Object;)Z",
        |vm, a| {
            let o = vm.null_check(arg(a, 0))?;
            Ok(vm.monitor_owned(o) as u64)
        },
    ),
    ("Ljava/lang/Thread;", "setPriority0", "(I)V", |vm, a| {
        vm.set_thread_priority(arg(a, 0), arg(a, 1));
        Ok(0)
    }),
    ("Ljava/lang/Thread;", "markUncaught", "()V", |vm, _| {
        vm.mark_uncaught();
        Ok(0)
    }),
    ("Ljava/lang/Thread;", "getState0", "()I", |vm, a| {
        vm.thread_state(arg(a, 0)).map(u64::from)
    }),
    ("Ljava/lang/Thread;", "nextThreadNum", "()I", |vm, _| {
        Ok(vm.next_thread_num() as u32 as u64)
    }),
    ("Ljava/lang/Thread;", "nextThreadId", "()J", |vm, _| {
        Ok(vm.next_thread_id() as u64)
    }),
    ("Ldalvik/system/GcDaemon;", "step", "()V", |vm, _| {
        vm.gc_daemon_step().map(|_| 0)
    }),
];
