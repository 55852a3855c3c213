//! The library holds what lets the engine trust it as a boot class path
//! (`Vm::check_library`): every class loads with all checks on and verifies, every
//! reference resolves and passes access checks where it is made, and every `native`
//! method is bound to exactly one function, none of them also the engine's.

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

#[test]
fn the_library_passes_the_engines_checks() {
    let mut vm = Vm::new(
        Box::new(Quiet),
        VmConfig::default(),
        dexmetal_corelib::LIBRARY,
    )
    .expect("the VM starts on the library");
    let check = vm.check_library().unwrap_or_else(|e| panic!("{e}"));
    assert!(check.classes > 150, "{check:?}");
    assert!(check.method_sites > 1000, "{check:?}");
    assert!(check.natives > 300, "{check:?}");
}
