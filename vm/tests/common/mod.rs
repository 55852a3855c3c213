//! Shared by the VM's integration tests: a platform that captures stdout/stderr, and
//! running a smali program (assembled with smali, found through dexmetal-tools) on a
//! fresh VM.

#![allow(dead_code)]

use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;

use dexmetal_launch::bootargs::BootConfig;
use dexmetal_vm::heap::collect::HeapPolicy;
use dexmetal_vm::vm::{Outcome, Platform, Vm, VmConfig};

/// The heap policy `dalvik.vm.*` boot arguments ask for, parsed as the boards and the
/// CLI parse them (each must be well formed).
pub fn heap_policy(args: &str) -> HeapPolicy {
    let (boot, problems) = BootConfig::parse(args);
    let bad: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    assert!(bad.is_empty(), "{bad:?}");
    VmConfig::from_boot(&boot).heap_policy
}

#[derive(Default)]
pub struct Captured {
    pub out: Vec<u8>,
    pub err: Vec<u8>,
}

/// Writes go to memory; the clock stands still, so runs are deterministic.
pub struct CapturingPlatform(pub Rc<RefCell<Captured>>);

impl Platform for CapturingPlatform {
    fn write(&mut self, fd: u32, bytes: &[u8]) {
        let mut c = self.0.borrow_mut();
        if fd == 2 {
            c.err.extend_from_slice(bytes);
        } else {
            c.out.extend_from_slice(bytes);
        }
    }
    fn nanos(&self) -> u64 {
        0
    }
    fn millis(&self) -> u64 {
        0
    }
}

/// Writes go to memory like [`CapturingPlatform`], but the clock moves a microsecond per
/// reading and jumps to the end of an idle wait, so programs that sleep wake and runs
/// stay deterministic (with a clock that stands still, `Platform::idle` spins forever).
pub struct ClockedPlatform {
    pub out: Rc<RefCell<Captured>>,
    now: std::cell::Cell<u64>,
}

impl ClockedPlatform {
    pub fn new(out: Rc<RefCell<Captured>>) -> Self {
        ClockedPlatform {
            out,
            now: std::cell::Cell::new(0),
        }
    }
}

impl Platform for ClockedPlatform {
    fn write(&mut self, fd: u32, bytes: &[u8]) {
        CapturingPlatform(self.out.clone()).write(fd, bytes);
    }
    fn nanos(&self) -> u64 {
        self.now.set(self.now.get() + 1_000);
        self.now.get()
    }
    fn millis(&self) -> u64 {
        1_700_000_000_000 + self.nanos() / 1_000_000
    }
    fn idle(&mut self, until_nanos: u64) {
        self.now.set(self.now.get().max(until_nanos));
    }
}

pub struct Run {
    pub out: String,
    pub err: String,
    pub outcome: Outcome,
}

/// Assembles `(file name, smali)` sources at `api` into a DEX (the test fails with the
/// install hint when smali is missing).
pub fn assemble(name: &str, sources: &[(&str, &str)], api: u32) -> Vec<u8> {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("common-{name}"));
    dexmetal_tools::smali::assemble_texts(&dir, sources, api).unwrap_or_else(|e| panic!("{e}"))
}

/// Runs `main` of `main_class` from `dex` on a fresh VM with `config`.
pub fn run_dex(dex: Vec<u8>, main_class: &str, config: VmConfig) -> Result<Run, String> {
    run_dex_with(dex, main_class, config, |_| Ok(()))
}

/// [`run_dex`], with `setup` called on the VM before main runs (to register natives).
pub fn run_dex_with(
    dex: Vec<u8>,
    main_class: &str,
    config: VmConfig,
    setup: impl FnOnce(&mut Vm) -> Result<(), String>,
) -> Result<Run, String> {
    let cap = Rc::new(RefCell::new(Captured::default()));
    let mut vm = Vm::new(
        Box::new(CapturingPlatform(cap.clone())),
        config,
        dexmetal_corelib::LIBRARY,
    )
    .map_err(|e| format!("{e:?}"))?;
    vm.add_dex(dex)?;
    setup(&mut vm)?;
    let outcome = vm.run_main(main_class, &[]);
    let c = cap.borrow();
    Ok(Run {
        out: String::from_utf8_lossy(&c.out).into_owned(),
        err: String::from_utf8_lossy(&c.err).into_owned(),
        outcome,
    })
}

/// Runs `Main` of `dex` on a fresh VM whose platform `wrap` builds around a capturing
/// one (to record what else the platform is told); returns the outcome and stdout.
pub fn run_wrapped(
    dex: Vec<u8>,
    wrap: impl FnOnce(CapturingPlatform) -> Box<dyn Platform>,
) -> (Outcome, String) {
    let cap = Rc::new(RefCell::new(Captured::default()));
    let platform = wrap(CapturingPlatform(cap.clone()));
    let mut vm = Vm::new(platform, VmConfig::default(), dexmetal_corelib::LIBRARY).unwrap();
    vm.add_dex(dex).unwrap();
    let outcome = vm.run_main("Main", &[]);
    let out = String::from_utf8_lossy(&cap.borrow().out).into_owned();
    (outcome, out)
}
