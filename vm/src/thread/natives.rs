//! Natives of java.lang.Thread (the JDK's public API over [`crate::thread`]); the rest of
//! the class (constructors, join, names, priorities' range checks) is bytecode in
//! corelib/smali/java/lang/Thread.smali. Engine-side: they drive the scheduler and the
//! monitors (`Object.wait`/`notify` are in `oo::natives` for the same reason).

use crate::native::{arg, arg_wide, Native};

pub(crate) static TABLE: &[Native] = &[
    (
        "Ljava/lang/Thread;",
        "currentThread",
        "()Ljava/lang/Thread;",
        |env, _| {
            let vm = env.vm();
            vm.current_thread_obj().map(|o| o as u64)
        },
    ),
    ("Ljava/lang/Thread;", "start0", "()V", |env, a| {
        let vm = env.vm();
        vm.start_thread(arg(a, 0)).map(|_| 0)
    }),
    ("Ljava/lang/Thread;", "sleep", "(J)V", |env, a| {
        let vm = env.vm();
        vm.sleep(arg_wide(a, 0) as i64).map(|_| 0)
    }),
    ("Ljava/lang/Thread;", "yield", "()V", |env, _| {
        let vm = env.vm();
        vm.yield_thread();
        Ok(0)
    }),
    ("Ljava/lang/Thread;", "interrupt", "()V", |env, a| {
        let vm = env.vm();
        vm.interrupt_thread(arg(a, 0));
        Ok(0)
    }),
    ("Ljava/lang/Thread;", "isInterrupted", "()Z", |env, a| {
        let vm = env.vm();
        Ok(vm.is_interrupted(arg(a, 0)) as u64)
    }),
    ("Ljava/lang/Thread;", "interrupted", "()Z", |env, _| {
        let vm = env.vm();
        Ok(vm.take_interrupt(true) as u64)
    }),
    (
        "Ljava/lang/Thread;",
        "holdsLock",
        "(Ljava/lang/Object;)Z",
        |env, a| {
            let vm = env.vm();
            let o = vm.null_check(arg(a, 0))?;
            Ok(vm.monitor_owned(o) as u64)
        },
    ),
    ("Ljava/lang/Thread;", "setPriority0", "(I)V", |env, a| {
        let vm = env.vm();
        vm.set_thread_priority(arg(a, 0), arg(a, 1));
        Ok(0)
    }),
    ("Ljava/lang/Thread;", "markUncaught", "()V", |env, _| {
        let vm = env.vm();
        vm.mark_uncaught();
        Ok(0)
    }),
    ("Ljava/lang/Thread;", "getState0", "()I", |env, a| {
        let vm = env.vm();
        vm.thread_state(arg(a, 0)).map(u64::from)
    }),
    ("Ljava/lang/Thread;", "nextThreadNum", "()I", |env, _| {
        let vm = env.vm();
        Ok(vm.next_thread_num() as u32 as u64)
    }),
    ("Ljava/lang/Thread;", "nextThreadId", "()J", |env, _| {
        let vm = env.vm();
        Ok(vm.next_thread_id() as u64)
    }),
    ("Ldalvik/system/GcDaemon;", "step", "()V", |env, _| {
        let vm = env.vm();
        vm.gc_daemon_step().map(|_| 0)
    }),
];
