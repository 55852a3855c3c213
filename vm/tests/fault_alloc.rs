//! Allocation-failure injection (issue "Reliability", fault injection): conformance
//! programs run with allocations failing at seeded random points, as if the heap were
//! exhausted. Whatever fails, the VM must not panic or corrupt its heap: the program ends
//! normally, or with an uncaught OutOfMemoryError reported the Dalvik way, and the heap
//! verifier (on in these runs) finds every reference valid after each collection.

mod common;

use std::cell::RefCell;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::rc::Rc;

use dexmetal_vm::heap::collect::AllocFault;
use dexmetal_vm::vm::{Outcome, Vm, VmConfig};

use common::{Captured, ClockedPlatform};

/// Programs that allocate in many ways: strings and builders, boxing, collections,
/// arrays, exceptions (with stack traces), class initialization, threads, references.
const CASES: &[&str] = &[
    "stringbuilder-append-all",
    "hashmap-basic",
    "arraylist-basic",
    "string-split-regex",
    "exception-rethrow-frames",
    "clinit-triggers",
    "boxing-cache-identity",
    "array-multidim",
    "threads-basics",
    "gc-reference-queue",
    "format-floats",
    "print-stack-trace",
];

#[test]
fn failed_allocations_end_in_out_of_memory_error_never_a_panic() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/conformance");
    let mut runs = 0;
    let mut ooms = 0;
    let mut clean = 0;
    let mut bad = Vec::new();
    for case in CASES {
        let dex = dexmetal_tools::case::assemble_cached(&root.join(case))
            .unwrap_or_else(|e| panic!("{case}: {e}"));
        let dex = std::fs::read(dex).unwrap();
        for one_in in [5u32, 40, 300] {
            for seed in 1..=12u32 {
                runs += 1;
                let out = Rc::new(RefCell::new(Captured::default()));
                let platform = ClockedPlatform::new(out.clone());
                let config = VmConfig {
                    verify_heap: true,
                    ..VmConfig::default()
                };
                let r = catch_unwind(AssertUnwindSafe(|| {
                    let mut vm =
                        Vm::new(Box::new(platform), config, dexmetal_corelib::LIBRARY).unwrap();
                    vm.add_dex(dex.clone()).unwrap();
                    // Faults start with the program, not the VM's own start-up.
                    vm.heap.fault = Some(AllocFault::new(seed, one_in));
                    let outcome = vm.run_main("LMain;", &[]);
                    (outcome, vm.heap.fault.map_or(0, |f| f.fired))
                }));
                let o = out.borrow();
                let err = String::from_utf8_lossy(&o.err).into_owned();
                let what = format!("{case} seed {seed} 1/{one_in}");
                match r {
                    Err(p) => {
                        let msg = p
                            .downcast_ref::<String>()
                            .cloned()
                            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                            .unwrap_or_default();
                        bad.push(format!("{what}: panicked: {msg}"));
                    }
                    Ok((Outcome::Returned, fired)) => {
                        // A thread other than main may have died of it; main returned.
                        if fired == 0 {
                            clean += 1;
                        } else {
                            ooms += 1;
                        }
                    }
                    Ok((Outcome::Uncaught, _)) if err.contains("java.lang.OutOfMemoryError") => {
                        ooms += 1
                    }
                    Ok((other, fired)) => bad.push(format!(
                        "{what}: {other:?} after {fired} failed allocations; stderr:\n{err}"
                    )),
                }
            }
        }
    }
    println!("{runs} runs: {ooms} met a failed allocation, {clean} never did");
    assert!(ooms > runs / 2, "only {ooms} of {runs} runs met a failure");
    assert!(
        bad.is_empty(),
        "{} of {runs} runs went wrong:\n{}",
        bad.len(),
        bad.join("\n")
    );
}
