//! The interpreter target: a valid DEX (templates/Fuzz.smali, assembled by build.rs)
//! whose `Fuzz.main` code item the input overwrites in place, run on a small VM under a
//! bytecode budget. The VM may end any way a Java program can (return, uncaught
//! exception, System.exit, deadlock report, VerifyError, budget); it must not panic, and,
//! for verified code, its heap must pass verification after every collection and after
//! the run. Unverified code (`--no-verify`) may confuse ints and references as it may on
//! Dalvik; the interpreter's own checks must still keep the VM from panicking.
//!
//! Input layout: `data[0]` registers (1 + n % 32; main's one argument is the last), `data[1]`
//! bits 0-2 outs, bits 3-5 the collector (`GcVariant::ALL[n % 5]`), bit 7 the verifier
//! off (the interpreter's own checks must then keep it memory safe: `--no-verify`),
//! `data[2]` the catch-all handler's address, then code units, little-endian, over the
//! template's (nops, `return-void` at 128 and at the end).

use std::cell::Cell;
use std::sync::OnceLock;

use dexmetal_vm::dex::DexFile;
use dexmetal_vm::heap::collect::{GcKind, GcVariant};
use dexmetal_vm::vm::{Outcome, Platform, Vm, VmConfig};

static TEMPLATE_DEX: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/fuzz.dex"));

/// Bytecodes one input may execute: enough for loops, calls and a few collections, small
/// enough that the target runs thousands of VMs a second.
pub const BUDGET: u64 = 5_000;

/// What one collection costs of [`BUDGET`]. A loop of large allocations collects at every
/// allocation, about 2.6 ms each here, so `new-array` in a loop took 6.5 s on 5,000
/// bytecodes (fuzz/regressions/interpreter/timeout-d731bb3a...); with this, 25
/// collections end the run.
pub const BYTECODES_PER_COLLECTION: u64 = 200;

/// Where in the template the input goes.
struct Template {
    /// Offset of main's code_item.
    code: usize,
    /// Its code units (the try covers all of them).
    units: usize,
    /// Offset of the two-byte ULEB128 catch-all address.
    handler: usize,
}

fn template() -> &'static Template {
    static T: OnceLock<Template> = OnceLock::new();
    T.get_or_init(|| {
        let dex = template_dex().expect("the fuzz template loads");
        let data = dex
            .class_defs()
            .iter()
            .find_map(|c| {
                (dex.type_descriptor(c.class_idx) == Some("LFuzz;"))
                    .then(|| dex.class_data(c).expect("template class data"))
            })
            .expect("class Fuzz in the template");
        let main = data
            .direct_methods
            .iter()
            .find(|m| dex.method_name(m.method_idx) == Some("main"))
            .expect("Fuzz.main in the template");
        let code = main.code_off as usize;
        let u16_at = |o: usize| u16::from_le_bytes([TEMPLATE_DEX[o], TEMPLATE_DEX[o + 1]]);
        let u32_at = |o: usize| u32::from_le_bytes(TEMPLATE_DEX[o..o + 4].try_into().unwrap());
        assert_eq!(u16_at(code + 6), 1, "template main: one try");
        let units = u32_at(code + 12) as usize;
        let tries = code + 16 + units * 2 + (units % 2) * 2;
        assert_eq!(u32_at(tries), 0, "template try starts at 0");
        assert_eq!(
            usize::from(u16_at(tries + 4)),
            units,
            "template try covers main"
        );
        let list = tries + 8;
        let handler = list + usize::from(u16_at(tries + 6));
        assert_eq!(TEMPLATE_DEX[list], 1, "one handler list");
        assert_eq!(TEMPLATE_DEX[handler], 0, "catch-all only");
        assert_eq!(
            &TEMPLATE_DEX[handler + 1..handler + 3],
            &[0x80, 0x01],
            "handler at 128, two bytes"
        );
        Template {
            code,
            units,
            handler: handler + 1,
        }
    })
}

/// The template's type index of `descriptor` (for writing programs by hand).
pub fn type_index(descriptor: &str) -> Option<u16> {
    let dex = template_dex()?;
    (0..dex.type_count())
        .find(|&i| dex.type_descriptor(i) == Some(descriptor))
        .and_then(|i| u16::try_from(i).ok())
}

/// Hand-written starting points, so the fuzzer begins inside verified code: loops, a
/// caught and an uncaught throw, allocation churn, calls, fields, monitors, a thread.
/// Each is an input as [`run`] reads it.
pub fn seeds() -> Vec<Vec<u8>> {
    let ty = |d: &str| type_index(d).unwrap_or(0);
    let field = |name: &str| field_index(name).unwrap_or(0);
    let method = |name: &str| method_of("LFuzz;", name).unwrap_or(0);
    let thread = |name: &str| method_of("Ljava/lang/Thread;", name).unwrap_or(0);
    // (registers, flags, handler, code units), one instruction per line.
    #[rustfmt::skip]
    let programs: Vec<(u8, u8, u8, Vec<u16>)> = vec![
        (1, 0, 128, vec![
            0x000e,                             // return-void
        ]),
        (1, 0, 128, vec![
            0x0000,                             // nop
            0xff28,                             // goto -1
        ]),
        // Division by zero caught at 255 (the template's last return-void), verified;
        // then the same unverified (flags bit 7), caught at 128.
        (2, 0, 255, vec![
            0x0012,                             // const/4 v0, 0
            0x00b3,                             // div-int/2addr v0, v0
            0x000e,                             // return-void
        ]),
        (2, 0x80, 128, vec![0x0012, 0x00b3, 0x000e]),
        (3, 0, 128, vec![
            0x0013, 4096,                       // const/16 v0, 4096
            0x0123, ty("[I"),                   // new-array v1, v0, int[]
            0xfe28,                             // goto -2
        ]),
        (3, 1, 128, vec![
            0x0022, ty("LFuzz;"),               // new-instance v0, Fuzz
            0x1070, method("<init>"), 0x0000,   // invoke-direct {v0}, Fuzz.<init>
            0x001d,                             // monitor-enter v0
            0x0112,                             // const/4 v1, 0
            0x0159, field("i"),                 // iput v1, v0, Fuzz.i
            0x001e,                             // monitor-exit v0
            0x000e,                             // return-void
        ]),
        (2, 1, 128, vec![
            0x5012,                             // const/4 v0, 5
            0x1071, method("f"), 0x0000,        // invoke-static {v0}, Fuzz.f(I)I
            0x010a,                             // move-result v1
            0x0167, field("sI"),                // sput v1, Fuzz.sI
            0x000e,                             // return-void
        ]),
        (2, 2, 128, vec![
            0x0022, ty("LFuzz;"),               // new-instance v0, Fuzz
            0x1070, method("<init>"), 0x0000,   // invoke-direct {v0}, Fuzz.<init>
            0x0122, ty("Ljava/lang/Thread;"),   // new-instance v1, Thread
            0x2070, thread("<init>"), 0x0001,   // invoke-direct {v1, v0}, Thread.<init>(Runnable)
            0x106e, thread("start"), 0x0001,    // invoke-virtual {v1}, Thread.start
            0x106e, thread("join"), 0x0001,     // invoke-virtual {v1}, Thread.join
            0x000e,                             // return-void
        ]),
    ];
    programs
        .into_iter()
        .map(|(regs, flags, handler, units)| {
            let mut v = vec![regs - 1, flags, handler];
            for u in units {
                v.extend_from_slice(&u.to_le_bytes());
            }
            v
        })
        .collect()
}

/// The template, parsed once per process (the seed and index helpers all read it).
fn template_dex() -> Option<&'static DexFile> {
    static DEX: OnceLock<Option<DexFile>> = OnceLock::new();
    DEX.get_or_init(|| DexFile::parse(TEMPLATE_DEX.to_vec()).ok())
        .as_ref()
}

/// The template's index of the first field named `name`.
pub fn field_index(name: &str) -> Option<u16> {
    let dex = template_dex()?;
    (0..dex.field_count())
        .find(|&i| dex.field_id(i).and_then(|f| dex.string(f.name_idx)) == Some(name))
        .and_then(|i| u16::try_from(i).ok())
}

/// The template's index of method `name` of class `class`.
pub fn method_of(class: &str, name: &str) -> Option<u16> {
    let dex = template_dex()?;
    (0..dex.method_count())
        .find(|&i| {
            dex.method_name(i) == Some(name)
                && dex
                    .method_id(i)
                    .and_then(|m| dex.type_descriptor(m.class_idx))
                    == Some(class)
        })
        .and_then(|i| u16::try_from(i).ok())
}

/// The template with `data` written into main, checksum fixed.
pub fn program(data: &[u8]) -> Vec<u8> {
    let t = template();
    let mut dex = TEMPLATE_DEX.to_vec();
    let byte = |i: usize| data.get(i).copied().unwrap_or(0);
    let regs = 1 + u16::from(byte(0)) % 32;
    dex[t.code..t.code + 2].copy_from_slice(&regs.to_le_bytes());
    dex[t.code + 4..t.code + 6].copy_from_slice(&u16::from(byte(1) & 7).to_le_bytes());
    // The template's debug info describes the template's code, not this.
    dex[t.code + 8..t.code + 12].copy_from_slice(&0u32.to_le_bytes());
    let h = usize::from(byte(2)).min(t.units - 1);
    dex[t.handler] = 0x80 | (h & 0x7f) as u8;
    dex[t.handler + 1] = (h >> 7) as u8;
    let insns = t.code + 16;
    for (k, u) in data
        .get(3..)
        .unwrap_or(&[])
        .chunks_exact(2)
        .take(t.units)
        .enumerate()
    {
        dex[insns + 2 * k..insns + 2 * k + 2].copy_from_slice(u);
    }
    let sum = dexmetal_vm::dex::reader::adler32(&dex[12..]);
    dex[8..12].copy_from_slice(&sum.to_le_bytes());
    dex
}

/// The VM one input gets: small, so thousands start a second, with heap verification
/// after every collection, and frequent thread switches.
pub fn config(data: &[u8]) -> VmConfig {
    let flags = data.get(1).copied().unwrap_or(0);
    VmConfig {
        heap_bytes: 1 << 20,
        stack_words: 16 << 10,
        thread_stack_words: 4 << 10,
        max_frames: 200,
        max_threads: 4,
        verify: flags & 0x80 == 0,
        // Unverified code can store an int where a reference belongs (Dalvik's
        // -Xverify:none promises no more): there the check is only that nothing panics.
        verify_heap: flags & 0x80 == 0,
        gc: GcVariant::ALL[usize::from(flags >> 3 & 7) % GcVariant::ALL.len()],
        tick_polls: 16,
        max_bytecodes: BUDGET,
        bytecodes_per_collection: BYTECODES_PER_COLLECTION,
        ..VmConfig::default()
    }
}

/// Output is dropped (or, with DEXMETAL_FUZZ_VERBOSE set, copied to stderr); the clock moves a microsecond per reading and jumps over idle
/// waits, so sleeping programs finish and runs are deterministic.
#[derive(Default)]
struct Quiet {
    now: Cell<u64>,
    echo: bool,
}

impl Platform for Quiet {
    fn write(&mut self, _fd: u32, bytes: &[u8]) {
        if self.echo {
            eprint!("{}", String::from_utf8_lossy(bytes));
        }
    }
    fn nanos(&self) -> u64 {
        self.now.set(self.now.get() + 1_000);
        self.now.get()
    }
    fn millis(&self) -> u64 {
        self.nanos() / 1_000_000
    }
    fn idle(&mut self, until_nanos: u64) {
        self.now.set(self.now.get().max(until_nanos));
    }
}

/// Runs one input; panics if the VM broke.
pub fn run(data: &[u8]) {
    let outcome = execute(data);
    if let Outcome::Error(msg) = &outcome {
        assert!(!msg.contains("heap verification failed"), "{msg}");
    }
}

/// Runs one input and returns how it ended, after a final collection whose heap
/// verification must pass.
pub fn execute(data: &[u8]) -> Outcome {
    let platform = Quiet {
        echo: std::env::var_os("DEXMETAL_FUZZ_VERBOSE").is_some(),
        ..Quiet::default()
    };
    let mut vm =
        Vm::new(Box::new(platform), config(data), dexmetal_corelib::LIBRARY).expect("a VM starts");
    // The loader decodes every instruction, so random code units may be refused here.
    if let Err(e) = vm.add_dex(program(data)) {
        assert!(e.starts_with("ClassFormatError: "), "{e}");
        return Outcome::Error(e);
    }
    let outcome = vm.run_main("Fuzz", &[]);
    if !vm.config.verify {
        // Still collect: the collector must survive whatever the program left behind.
        vm.collect_garbage(GcKind::Explicit);
        return outcome;
    }
    if let Err(e) = vm.verify_heap() {
        panic!("heap broken after the run ({outcome:?}): {e}");
    }
    vm.collect_garbage(GcKind::Explicit);
    if let Err(e) = vm.verify_heap() {
        panic!("heap broken after a final collection ({outcome:?}): {e}");
    }
    outcome
}
