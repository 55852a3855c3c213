//! Stack traces as data (Dalvik's approach, vm/native/dalvik_system_VMStack.cpp and
//! java_lang_Throwable.cpp): Throwable.fillInStackTrace records a compact int[] of
//! (method, dex pc) pairs, turned into java.lang.StackTraceElement objects only when
//! getStackTrace/printStackTrace ask; dalvik.system.VMStack gives other green threads'
//! traces and the live threads for Thread.getStackTrace/getAllStackTraces. The text
//! (`Class.method(File:line)`, "Caused by:", "... N more") is Java code in corelib/smali.
//! Engine-side because it walks the interpreter's frames and other threads' stacks.

use alloc::vec::Vec;

use crate::native::{arg, Native};
use crate::oo::Kind;
use crate::vm::{Throw, Vm};

const STE: &str = "Ljava/lang/StackTraceElement;";

pub(crate) static TABLE: &[Native] = &[
    (
        "Ljava/lang/Throwable;",
        "fillInStackTrace",
        "()Ljava/lang/Throwable;",
        |env, a| {
            let vm = env.vm();
            let t = arg(a, 0);
            let tr = vm.capture_trace(true)?;
            vm.st_ref(t, vm.wk.thr_trace, tr);
            // A refill replaces any trace decoded (or set) before.
            vm.st_ref(t, vm.wk.thr_stack_trace, 0);
            Ok(t as u64)
        },
    ),
    (
        "Ljava/lang/Throwable;",
        "decodeStackTrace",
        "()[Ljava/lang/StackTraceElement;",
        |env, a| {
            let vm = env.vm();
            let pairs = vm.trace_pairs(arg(a, 0));
            Ok(elements(vm, &pairs)? as u64)
        },
    ),
    (
        "Ldalvik/system/VMStack;",
        "getThreadStackTrace",
        "(Ljava/lang/Thread;)[Ljava/lang/StackTraceElement;",
        |env, a| {
            let vm = env.vm();
            let t = vm.null_check(arg(a, 0))?;
            let tid = vm.tid_of_obj(t);
            if tid == 0 {
                return Ok(0);
            }
            let words = if tid == vm.cur {
                vm.trace_of(&vm.frames, &vm.natives, false)
            } else {
                match vm.threads.thread(tid) {
                    Some(th) => vm.trace_of(&th.frames, &th.natives, false),
                    None => return Ok(0),
                }
            };
            let pairs: Vec<(u32, u32)> = words.chunks(2).map(|p| (p[0], p[1])).collect();
            Ok(elements(vm, &pairs)? as u64)
        },
    ),
    (
        "Ldalvik/system/VMStack;",
        "getThreads",
        "()[Ljava/lang/Thread;",
        |env, _a| {
            let vm = env.vm();
            let tids: Vec<u32> = (0..vm.threads.table.len())
                .filter(|&i| vm.threads.table[i].is_some())
                .map(|i| i as u32 + 1)
                .collect();
            let mut objs = Vec::with_capacity(tids.len());
            for tid in tids {
                objs.push(vm.thread_obj(tid)?);
            }
            let c = vm.find_class("[Ljava/lang/Thread;")?;
            let arr = vm.new_array(c, objs.len() as i32)?;
            for (i, o) in objs.into_iter().enumerate() {
                vm.array_store32(arr, i as u32, o);
            }
            Ok(arr as u64)
        },
    ),
];

/// A StackTraceElement[] for (method, pc) pairs, innermost first.
fn elements(vm: &mut Vm, pairs: &[(u32, u32)]) -> Result<u32, Throw> {
    let c = vm.find_class(STE)?;
    let offs = [
        vm.field_off(STE, "declaringClass")?,
        vm.field_off(STE, "methodName")?,
        vm.field_off(STE, "fileName")?,
        vm.field_off(STE, "lineNumber")?,
    ];
    let ac = vm.find_class("[Ljava/lang/StackTraceElement;")?;
    let arr = vm.new_array(ac, pairs.len() as i32)?;
    for (i, &(m, pc)) in pairs.iter().enumerate() {
        let (cname, mname, file, line) = vm.frame_parts(m, pc);
        // Natives never collect, so `arr` and `e` need no root between allocations.
        let e = vm.new_object_raw(c)?;
        let s = vm.new_string_str(&cname)?;
        vm.st_ref(e, offs[0], s);
        let s = vm.new_string_str(&mname)?;
        vm.st_ref(e, offs[1], s);
        if let Some(f) = file {
            let s = vm.new_string_str(&f)?;
            vm.st_ref(e, offs[2], s);
        }
        vm.st_kind(e, offs[3], Kind::Int, line as u32 as u64);
        vm.array_store32(arr, i as u32, e);
    }
    Ok(arr)
}
