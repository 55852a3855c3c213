//! The conformance cases listed in tests/conformance/MIRI, run on a fresh VM and checked
//! against the JVM's output: natively in `cargo test`, and under Miri by
//! `cargo xtask test --miri`, which checks the interpreter's unsafe code for undefined
//! behaviour on real programs. Miri cannot start smali, so xtask assembles the cases
//! first and this test finds them in the assembly cache (dexmetal_tools::case), reading
//! files through Miri's `-Zmiri-disable-isolation`.

mod common;

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use dexmetal_vm::vm::{Outcome, Vm, VmConfig};

use common::{Captured, ClockedPlatform};

/// Runs `LMain;` from `dex`: stdout, stderr, outcome.
fn run(dex: Vec<u8>) -> (String, String, Outcome) {
    let out = Rc::new(RefCell::new(Captured::default()));
    let mut vm = Vm::new(
        Box::new(ClockedPlatform::new(out.clone())),
        VmConfig::default(),
        dexmetal_corelib::LIBRARY,
    )
    .unwrap();
    vm.add_dex(dex).unwrap();
    let outcome = vm.run_main("LMain;", &[]);
    let o = out.borrow();
    (
        String::from_utf8_lossy(&o.out).into_owned(),
        String::from_utf8_lossy(&o.err).into_owned(),
        outcome,
    )
}

fn cases() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/conformance");
    include_str!("../../tests/conformance/MIRI")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|c| root.join(c))
        .collect()
}

#[test]
fn the_miri_subset_matches_the_jvm() {
    let cases = cases();
    assert!(
        cases.len() >= 5,
        "tests/conformance/MIRI lists {} cases",
        cases.len()
    );
    let mut failures = Vec::new();
    for dir in &cases {
        let name = dexmetal_tools::case::name(dir);
        for extra in ["expected_exit", "expected_stderr.txt", "heap", "skip"] {
            assert!(
                !dir.join(extra).exists(),
                "{name}: has {extra}; the Miri subset takes plain cases (stdout, exit 0)"
            );
        }
        let dex = dexmetal_tools::case::assemble_cached(dir)
            .unwrap_or_else(|e| panic!("{name}: {e} (under Miri, run `cargo xtask test --miri`)"));
        let dex = std::fs::read(&dex).unwrap();
        let want = std::fs::read_to_string(dir.join("expected.txt")).unwrap();
        let (out, err, outcome) = run(dex);
        if outcome != Outcome::Returned || out != want {
            failures.push(format!(
                "{name}: {outcome:?}\n--- stdout\n{out}--- expected\n{want}--- stderr\n{err}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
