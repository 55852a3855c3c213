//! The `Vm` type: class path (several DEX files, the boot library handed to
//! [`Vm::new`] first), the loaded classes and methods, per-DEX resolution caches, the
//! interned string table, the interpreter's frame stack, the registered native libraries,
//! and the `Platform` through which all I/O leaves the VM.
//! Entry point: [`Vm::run_main`] runs `static void main(String[])` of a class.

use alloc::boxed::Box;
use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::dex::{DexFile, ParseOptions};
use crate::heap::collect::{GcEvent, GcHeap, HeapPolicy};
use crate::heap::{Heap, ObjRef};
use crate::interp::Frame;
use crate::native::{Library, NativeLibraries};
use crate::oo::{Class, ClassId, Kind, Method, MethodIdx, NONE};
use dexmetal_launch::bootargs::Key;

/// The heap implementation in use (see `alloc`).
pub type VmHeap = GcHeap;

/// The outside world as seen by the VM: the host CLI and the boards implement it.
pub trait Platform {
    /// Writes bytes to stdout (fd 1) or stderr (fd 2).
    fn write(&mut self, fd: u32, bytes: &[u8]);
    /// Monotonic nanoseconds (System.nanoTime).
    fn nanos(&self) -> u64;
    /// Wall clock milliseconds since the epoch (System.currentTimeMillis).
    fn millis(&self) -> u64;
    /// Called once when the program calls System.exit, before the VM unwinds.
    fn exit(&mut self, _code: i32) {}
    /// Flushes buffered output.
    fn flush(&mut self) {}
    /// Called at every safepoint poll's slow path (each `VmConfig::tick_polls`
    /// bytecodes or timer tick), which runs only while polling is on: several threads,
    /// a collection pending, or [`Self::output_pending`]. Where a board sends output that
    /// has waited too long (a partial line), so a run cut off still shows what it printed.
    fn poll(&mut self) {}
    /// Output is buffered and only [`Self::poll`] (or a flush) would send it: a lone
    /// thread's interpreter then polls too, so a program that prints without a newline
    /// and spins still shows its output.
    fn output_pending(&self) -> bool {
        false
    }
    /// Timer interrupts so far (the boards' tick). Used for time slicing when
    /// `VmConfig::tick_polls` is 0.
    fn ticks(&self) -> u64 {
        0
    }
    /// No VM thread can run before `until_nanos` (all sleep or wait with a timeout): the
    /// boards idle in WFI until the timer interrupt; the default spins on `nanos`.
    fn idle(&mut self, until_nanos: u64) {
        while self.nanos() < until_nanos {
            core::hint::spin_loop();
        }
    }
    /// A CPU cycle counter for per-thread accounting (0 when there is none).
    fn cycles(&self) -> u64 {
        0
    }
    /// An android.util.Log line (priority 2..7, VERBOSE..ASSERT): Android keeps these in
    /// its log buffer (logcat), apart from stdout; the default drops them.
    fn log(&mut self, _priority: u32, _tag: &str, _message: &str) {}
    /// The running thread `from` gives the CPU to `to` (0: none, the idle thread),
    /// leaving in `state` (`dexmetal_telemetry::profile::THREAD_STATES`): the timeline's
    /// thread slices.
    fn thread_switch(&mut self, _from: u32, _to: u32, _state: u8) {}
    /// Whether android.os.Trace records (its `isEnabled()`): Android writes app sections
    /// only while a trace is being captured; here, while the run is profiled. When false
    /// the `trace_*` calls below never come.
    fn tracing(&self) -> bool {
        false
    }
    /// android.os.Trace.beginSection on VM thread `tid`: a section nested in the
    /// thread's open ones.
    fn trace_begin(&mut self, _tid: u32, _name: &str) {}
    /// android.os.Trace.endSection: ends `tid`'s innermost section (only sent when one is
    /// open).
    fn trace_end(&mut self, _tid: u32) {}
    /// android.os.Trace.setCounter: counter `name` now has `value`.
    fn trace_counter(&mut self, _tid: u32, _name: &str, _value: i64) {}
    /// android.os.Trace.beginAsyncSection: a section that need not nest, named by
    /// (`name`, `cookie`), possibly ended on another thread.
    fn trace_async_begin(&mut self, _tid: u32, _name: &str, _cookie: i32) {}
    /// android.os.Trace.endAsyncSection of (`name`, `cookie`).
    fn trace_async_end(&mut self, _tid: u32, _name: &str, _cookie: i32) {}
    /// Thread start/end, the scheduling summary and deadlocks, for telemetry.
    fn thread_event(&mut self, _event: &crate::thread::ThreadEvent) {}
    /// A garbage collection finished (its Dalvik log line is in the event).
    fn gc_event(&mut self, _event: &GcEvent) {}
    /// A collection crossed a phase boundary (see [`crate::heap::collect::GcPhase`]).
    fn gc_phase(&mut self, _phase: crate::heap::collect::GcPhase) {}
    /// The CPU starts (`true`) or stops doing collector work: a pause or a concurrent
    /// step. Energy is attributed to the GC while it is on.
    fn gc_work(&mut self, _on: bool) {}
    /// A mutator pause ended (stop-the-world part of a collection, or a wait for one).
    fn gc_pause(&mut self, _pause: &crate::heap::collect::GcPause) {}
    /// Dimmunix: history loads, yields, bypasses, detections (with the history image to
    /// persist) and the run's summary.
    fn immunity_event(&mut self, _event: &crate::thread::immunity::ImmunityEvent) {}
    /// System properties the platform knows (`os.name`, `os.arch`, `user.dir`, ...);
    /// they override the VM's defaults (see `Vm::properties`).
    fn system_properties(&self) -> Vec<(String, String)> {
        Vec::new()
    }
}

/// Marker: a Java exception is pending in `Vm::pending` (or the VM is exiting).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Throw;

/// Limits of one VM instance.
#[derive(Clone, Copy, Debug)]
pub struct VmConfig {
    /// Memory reserved for the heap; allocation never grows past it (nor past the
    /// policy's growth limit).
    pub heap_bytes: usize,
    /// Dalvik's heap-sizing parameters (dalvik.vm.heap*).
    pub heap_policy: HeapPolicy,
    /// The collector variant (`dexmetal.gc=`).
    pub gc: crate::heap::collect::GcVariant,
    /// How concurrent cycles are paced (`dexmetal.gc.pacing=`).
    pub gc_pacing: crate::heap::collect::GcPacing,
    /// The GC daemon's idle wait before a trim, nanoseconds (Dalvik: 5 s).
    pub gc_trim_ns: u64,
    /// Check every reference after each collection (slow; for stress tests).
    pub verify_heap: bool,
    /// Register words of the interpreter stack (all frames together).
    pub stack_words: usize,
    /// Maximum Java frame depth before StackOverflowError.
    pub max_frames: usize,
    /// Run the bytecode verifier (crate::verify) on each class as it is defined, and keep
    /// its register maps (references per GC point) on each method for the collector. On
    /// by default; the interpreter stays memory safe without it (checks in
    /// `interp::validate`), which is what `--no-verify` measures.
    pub verify: bool,
    /// Register words of each started thread's interpreter stack (main uses
    /// `stack_words`).
    pub thread_stack_words: usize,
    /// Time slice in scheduler ticks.
    pub slice_ticks: u32,
    /// 0: a tick is a timer interrupt (`Platform::ticks`). N > 0: a tick every N
    /// safepoint polls, a deterministic clock for tests and the host.
    pub tick_polls: u32,
    /// Seeded schedule perturbation (extra yields at monitor operations), off when None.
    pub sched_seed: Option<u32>,
    /// A perturbation point yields with probability 1/`perturb_one_in`.
    pub perturb_one_in: u32,
    /// Dimmunix deadlock immunity (on by default; off is the overhead baseline).
    pub dimmunix: bool,
    /// Frames of a Dimmunix position's call stack, 1 (default) to 4.
    pub dimmunix_depth: u8,
    /// Classes one VM may define ([`crate::limits::CLASSES`] by default).
    pub max_classes: usize,
    /// VM threads alive at once, at most [`crate::limits::THREADS`] (the default).
    pub max_threads: usize,
    /// Bytecodes the VM may execute, over all threads, before the run ends with a fatal
    /// VM error naming this limit (`u64::MAX` by default). Only builds with the
    /// `bytecode-budget` feature (the fuzzers') have it: it costs a compare per bytecode.
    #[cfg(feature = "bytecode-budget")]
    pub max_bytecodes: u64,
    /// Bytecodes of that budget each finished collection costs (0 by default). A loop
    /// of allocations can make every bytecode a full collection, so a budget counted in
    /// bytecodes alone does not bound a run's work.
    #[cfg(feature = "bytecode-budget")]
    pub bytecodes_per_collection: u64,
}

impl Default for VmConfig {
    fn default() -> Self {
        VmConfig {
            heap_bytes: 512 << 20,
            stack_words: 1 << 20,
            max_frames: 16_000,
            verify: true,
            heap_policy: HeapPolicy::default(),
            gc: crate::heap::collect::GcVariant::Cms,
            gc_pacing: crate::heap::collect::GcPacing::Dalvik,
            gc_trim_ns: crate::heap::collect::TRIM_IDLE_NS,
            verify_heap: false,
            thread_stack_words: 8 << 10,
            slice_ticks: 10,
            tick_polls: 1000,
            sched_seed: None,
            perturb_one_in: 4,
            dimmunix: true,
            dimmunix_depth: 1,
            max_classes: crate::limits::CLASSES,
            max_threads: crate::limits::THREADS,
            #[cfg(feature = "bytecode-budget")]
            max_bytecodes: u64::MAX,
            #[cfg(feature = "bytecode-budget")]
            bytecodes_per_collection: 0,
        }
    }
}

/// A resolved field reference.
#[derive(Clone, Copy, Debug)]
pub struct RField {
    pub class: ClassId,
    pub offset: u32,
    pub kind: Kind,
    pub is_static: bool,
}

/// One DEX on the class path and its resolution caches (indexed by the DEX's ids).
pub struct DexEntry {
    /// The one parse of the file (crate::dex): the linker, the interpreter, the verifier
    /// and the disassembler all read it.
    pub file: DexFile,
    /// type_idx -> ClassId (NONE = unresolved).
    pub types: Vec<u32>,
    /// method_idx -> MethodIdx (NONE = unresolved).
    pub methods: Vec<u32>,
    pub fields: Vec<Option<RField>>,
    /// string_idx -> interned String ref (0 = unresolved).
    pub strings: Vec<u32>,
    /// Which classes use each method/field id and how; built when first needed to decide
    /// whether a checked resolution may be cached (`oo::access`).
    pub sites: Option<Box<crate::oo::access::RefSites>>,
}

/// How a program run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// main returned normally.
    Returned,
    /// An exception escaped main; the report was printed on stderr.
    Uncaught,
    /// System.exit(code).
    Exit(i32),
    /// The VM could not start the program (no such class/method, bad DEX...).
    Error(String),
    /// Every live thread blocked forever; the report was printed on stderr.
    Deadlock,
}

impl Outcome {
    /// The process exit status: 0, 1 (uncaught exception in main or a start-up error),
    /// the System.exit code, or [`crate::thread::DEADLOCK_STATUS`].
    pub fn status(&self) -> i32 {
        match self {
            Outcome::Returned => 0,
            Outcome::Uncaught | Outcome::Error(_) => 1,
            Outcome::Exit(c) => *c,
            Outcome::Deadlock => crate::thread::DEADLOCK_STATUS,
        }
    }
}

/// Class ids and field offsets the VM itself needs (set up after the core library loads).
#[derive(Default, Clone, Copy)]
pub struct WellKnown {
    pub object: ClassId,
    pub string: ClassId,
    pub class: ClassId,
    pub throwable: ClassId,
    pub error: ClassId,
    pub char_array: ClassId,
    pub int_array: ClassId,
    pub string_array: ClassId,
    pub string_value: u32,
    pub class_index: u32,
    pub thr_message: u32,
    pub thr_cause: u32,
    pub thr_trace: u32,
    pub thr_stack_trace: u32,
    pub weakref_referent: u32,
}

pub struct Vm {
    pub heap: VmHeap,
    pub platform: Box<dyn Platform>,
    pub config: VmConfig,
    pub classes: Vec<Class>,
    pub methods: Vec<Method>,
    pub class_by_desc: BTreeMap<String, ClassId>,
    pub dexes: Vec<DexEntry>,
    pub interned: BTreeMap<Vec<u16>, u32>,
    pub iface_count: u32,
    /// Interface slots whose implementation is not public: implementing method → (the
    /// slot's throwing method, the interface method it implements).
    pub(crate) not_public_impls: BTreeMap<MethodIdx, (MethodIdx, MethodIdx)>,
    pub wk: WellKnown,
    /// Descriptors being defined (circularity check).
    pub loading: Vec<String>,
    // Interpreter state of the running thread (`cur`); the others' is in `threads`.
    pub regs: Vec<u32>,
    pub frames: Vec<Frame>,
    /// Native methods the running thread is inside: (frame depth at the call, method).
    /// Stack traces show them as `(Native Method)` frames, as ART's do.
    pub(crate) natives: Vec<(u32, MethodIdx)>,
    /// Monitors the running thread holds, in acquisition order.
    pub held: Vec<crate::thread::Held>,
    /// VM thread id of the running thread (0 while none is loaded).
    pub cur: u32,
    pub threads: crate::thread::Threads,
    /// Global references (JNI globals' analogue): roots held for native code.
    pub globals: Vec<u32>,
    /// The allocation in progress is at an interpreter GC point (every frame's pc is
    /// recorded), so it may collect.
    pub(crate) gc_point: bool,
    /// The exception being thrown, or caught and not yet moved by move-exception.
    pub pending: u32,
    /// Exceptions being made inside the making of one (see `interp::throw`).
    pub(crate) throw_nesting: u8,
    pub retval: u64,
    pub exit_code: Option<i32>,
    /// Bytecodes executed so far; only counted with the `bytecode-count` feature.
    pub bytecodes: u64,
    /// What collections have cost of [`VmConfig::max_bytecodes`] so far.
    #[cfg(feature = "bytecode-budget")]
    pub(crate) budget_spent_by_gc: u64,
    /// [`Platform::cycles`] just before main's first bytecode (start-up ends there).
    pub first_bytecode_cycles: u64,
    /// Box caches for Integer/Long/Short/Byte/Character valueOf (-128..=127), 0 = not made.
    pub box_cache: BTreeMap<(ClassId, i32), u32>,
    /// [`Vm::field_ref`]'s cache, by the addresses of its two `&'static str` arguments.
    pub(crate) field_offs: BTreeMap<(usize, usize), crate::native::FieldRef>,
    /// Set when a class the VM needs cannot be loaded; aborts the run with this message.
    pub fatal: Option<String>,
    /// See [`crate::interp::NativeCtx`].
    pub(crate) native_ctx: crate::interp::NativeCtx,
    /// The boot library (its DEX is `dexes[CORE_DEX_INDEX]`).
    pub(crate) library: Library,
    /// Its declared fields ([`Library::fields`]), resolved at first use.
    pub(crate) lib_fields: Vec<Option<crate::native::FieldRef>>,
    /// Native tables embedders registered for `System.loadLibrary`.
    pub(crate) native_libs: NativeLibraries,
    /// Where the collector's concurrent phases run, if the embedder gave a core
    /// ([`Vm::attach_collector_core`]); `None`: interleaved with the program.
    pub(crate) collector_core: Option<Box<dyn crate::heap::remote::CollectorCore>>,
}

/// Index of the boot library in `Vm::dexes`: it is added first, before any class path
/// entry. Its methods are verified one by one at first call, not per class at link
/// time (`Vm::prepare`), as Dalvik's default `-Xverify:remote` leaves the boot class
/// path to dexopt; its references are cached without a site scan (`oo::access`). Both
/// rest on tests that verify and check all of it.
pub const CORE_DEX_INDEX: u32 = 0;

impl Vm {
    /// Creates a VM with `library` as its boot class path and natives (the host and the
    /// boards hand in `dexmetal_corelib::LIBRARY`).
    pub fn new(
        platform: Box<dyn Platform>,
        config: VmConfig,
        library: Library,
    ) -> Result<Vm, String> {
        let mut vm = Vm {
            heap: {
                let mut h = GcHeap::new(config.heap_policy, config.heap_bytes)?;
                h.verify = config.verify_heap;
                h.pacer = crate::heap::pacer::Pacer::new(config.gc_pacing);
                h.arm_concurrent_trigger(config.gc);
                h
            },
            platform,
            config,
            classes: Vec::new(),
            methods: Vec::new(),
            class_by_desc: BTreeMap::new(),
            dexes: Vec::new(),
            interned: BTreeMap::new(),
            iface_count: 0,
            not_public_impls: BTreeMap::new(),
            wk: WellKnown::default(),
            loading: Vec::new(),
            regs: crate::interp::reserve_regs(config.stack_words, 0).ok_or_else(|| {
                format!(
                    "cannot reserve {} KiB for the main thread's registers",
                    config.stack_words / 256
                )
            })?,
            frames: Vec::with_capacity(256),
            natives: Vec::with_capacity(16),
            held: Vec::new(),
            cur: crate::thread::MAIN_TID,
            threads: crate::thread::Threads::new(&config),
            globals: Vec::new(),
            gc_point: false,
            pending: 0,
            throw_nesting: 0,
            retval: 0,
            exit_code: None,
            bytecodes: 0,
            #[cfg(feature = "bytecode-budget")]
            budget_spent_by_gc: 0,
            first_bytecode_cycles: 0,
            box_cache: BTreeMap::new(),
            field_offs: BTreeMap::new(),
            fatal: None,
            native_ctx: crate::interp::NativeCtx::None,
            library,
            lib_fields: alloc::vec![None; library.fields.len()],
            collector_core: None,
            native_libs: NativeLibraries::default(),
        };
        // Read in place, and its classes decoded as they are linked: the library's own
        // tests checked it ([`Vm::check_library`] loads it with every check on, verifies
        // all of it and resolves every reference it makes).
        let core = DexFile::parse_static(
            library.dex,
            ParseOptions {
                verify_checksum: false,
                check_class_data: false,
            },
        )
        .map_err(|e| format!("{}: {e}", library.name))?;
        vm.add_file(core);
        vm.init_well_known()?;
        Ok(vm)
    }

    /// Appends a DEX image to the class path. The loader (`crate::dex`) checks the
    /// whole file first, so a malformed DEX is rejected here with its message.
    pub fn add_dex(&mut self, data: Vec<u8>) -> Result<(), String> {
        let file = DexFile::parse(data).map_err(|e| format!("{e}"))?;
        self.add_file(file);
        Ok(())
    }

    /// Puts a parsed file on the class path with empty resolution caches. The loader
    /// checked that every id resolves, so later lookups fail only on semantic grounds.
    fn add_file(&mut self, file: DexFile) {
        let n = |x: u32| x as usize;
        self.dexes.push(DexEntry {
            types: alloc::vec![NONE; n(file.type_count())],
            methods: alloc::vec![NONE; n(file.method_count())],
            fields: alloc::vec![None; n(file.field_count())],
            strings: alloc::vec![0; n(file.string_count())],
            sites: None,
            file,
        });
    }

    fn init_well_known(&mut self) -> Result<(), String> {
        let need = |vm: &mut Vm, d: &str| -> Result<ClassId, String> {
            vm.find_class(d)
                .map_err(|_| format!("{} lacks {d}: {}", vm.library.name, vm.fatal_message()))
        };
        self.wk.object = need(self, "Ljava/lang/Object;")?;
        self.wk.string = need(self, "Ljava/lang/String;")?;
        self.wk.class = need(self, "Ljava/lang/Class;")?;
        self.wk.throwable = need(self, "Ljava/lang/Throwable;")?;
        self.wk.error = need(self, "Ljava/lang/Error;")?;
        // What a failed class lookup throws: the engine probes for classes that may be
        // absent, and cannot report their absence without it.
        need(self, "Ljava/lang/NoClassDefFoundError;")?;
        self.wk.char_array = need(self, "[C")?;
        self.wk.int_array = need(self, "[I")?;
        self.wk.string_array = need(self, "[Ljava/lang/String;")?;
        let f = |vm: &Vm, c: ClassId, name: &str| -> Result<u32, String> {
            vm.classes[c as usize]
                .instance_fields
                .iter()
                .find(|f| f.name == name)
                .map(|f| f.offset)
                .ok_or_else(|| format!("{}: missing field {name}", vm.library.name))
        };
        self.wk.string_value = f(self, self.wk.string, "value")?;
        self.wk.class_index = f(self, self.wk.class, "vmIndex")?;
        self.wk.thr_message = f(self, self.wk.throwable, "detailMessage")?;
        self.wk.thr_cause = f(self, self.wk.throwable, "cause")?;
        self.wk.thr_trace = f(self, self.wk.throwable, "stackState")?;
        self.wk.thr_stack_trace = f(self, self.wk.throwable, "stackTrace")?;
        let wr = need(self, "Ljava/lang/ref/Reference;")?;
        self.wk.weakref_referent = f(self, wr, "referent")?;
        self.prealloc_oom()
            .map_err(|_| format!("{}: {}", self.library.name, self.fatal_message()))?;
        Ok(())
    }

    pub fn fatal_message(&self) -> String {
        self.fatal.clone().unwrap_or_default()
    }

    /// Runs `public static void main(String[])` of `main_class` (a dotted or descriptor
    /// name) with `args`, printing the Java-style report for an uncaught exception.
    pub fn run_main(&mut self, main_class: &str, args: &[String]) -> Outcome {
        let desc = if main_class.starts_with('L') && main_class.ends_with(';') {
            String::from(main_class)
        } else {
            format!("L{};", main_class.replace('.', "/"))
        };
        let cls = match self.find_class(&desc) {
            Ok(c) => c,
            Err(_) => {
                let ex = self.pending;
                let missing = ex != 0 && {
                    let ec = self.class_of(ex);
                    let msg = self.ld32(ex, self.wk.thr_message);
                    self.classes[ec as usize].descriptor == "Ljava/lang/NoClassDefFoundError;"
                        && self.string_rust(msg) == desc[1..desc.len() - 1]
                };
                if ex == 0 || missing {
                    self.pending = 0;
                    let n = crate::oo::java_name(&desc);
                    return Outcome::Error(format!(
                        "Error: Could not find or load main class {n}\nCaused by: java.lang.ClassNotFoundException: {n}"
                    ));
                }
                // Linking the main class failed (e.g. VerifyError): report it like an
                // exception escaping main.
                let out = self.report_uncaught();
                self.platform.flush();
                return out;
            }
        };
        let m = match self.find_method(cls, "main", "([Ljava/lang/String;)V") {
            Some(m) if self.methods[m as usize].is_static() => m,
            _ => {
                return Outcome::Error(format!(
                    "Error: Main method not found in class {}, please define the main method as:\n   public static void main(String[] args)",
                    crate::oo::java_name(&desc)
                ))
            }
        };
        // The main class is initialized on the main thread in frames above main (not
        // by a nested call before threads run), so its `<clinit>` may block.
        let r = self
            .build_args(args)
            .and_then(|arr| self.push_boundary(m, &[arr]))
            .and_then(|()| self.push_main_class_init(cls));
        let out = match r {
            Ok(()) => {
                self.first_bytecode_cycles = self.platform.cycles();
                self.run_threads()
            }
            Err(Throw) => self.report_uncaught(),
        };
        self.platform.flush();
        out
    }

    fn build_args(&mut self, args: &[String]) -> Result<u32, Throw> {
        let arr = self.new_array(self.wk.string_array, args.len() as i32)?;
        for (i, a) in args.iter().enumerate() {
            let u: Vec<u16> = a.encode_utf16().collect();
            let s = self.new_string(&u)?;
            self.array_store32(arr, i as u32, s);
        }
        Ok(arr)
    }

    /// After a `Throw` escaped to the top: System.exit, fatal VM error, or an uncaught
    /// exception (report "Exception in thread "main" ..." like the JVM's default handler).
    pub fn report_uncaught(&mut self) -> Outcome {
        let name = self.thread_name(self.cur);
        self.report_uncaught_in(&name)
    }

    /// [`Vm::report_uncaught`] for thread `name`.
    pub fn report_uncaught_in(&mut self, name: &str) -> Outcome {
        if let Some(code) = self.exit_code {
            return Outcome::Exit(code);
        }
        if let Some(msg) = self.fatal.take() {
            return Outcome::Error(msg);
        }
        let ex = core::mem::replace(&mut self.pending, 0);
        if ex == 0 {
            return Outcome::Error(String::from("internal error: throw without exception"));
        }
        let head = format!("Exception in thread \"{name}\" ");
        self.platform.write(2, head.as_bytes());
        let cls = self.class_of(ex);
        let pst = self.find_method(cls, "printStackTrace", "()V");
        let ok = match pst {
            Some(m) => self.call(m, &[ex]).is_ok(),
            None => false,
        };
        if !ok {
            if let Some(code) = self.exit_code {
                return Outcome::Exit(code);
            }
            // printStackTrace itself failed (e.g. System's class initialization is what
            // threw, so there is no System.err): the class name and message, from Rust.
            self.pending = 0;
            let name = crate::oo::java_name(&self.classes[cls as usize].descriptor);
            self.platform.write(2, name.as_bytes());
            let msg = self
                .field_off("Ljava/lang/Throwable;", "detailMessage")
                .ok()
                .map(|off| self.ld32(ex, off))
                .filter(|&m| m != 0);
            self.pending = 0;
            if let Some(m) = msg {
                let text = crate::native::rust(&self.string_utf16(m));
                self.platform.write(2, b": ");
                self.platform.write(2, text.as_bytes());
            }
            self.platform.write(2, b"\n");
        }
        Outcome::Uncaught
    }

    /// Class of a non-null object (bounds checked: a forged reference gives Object).
    #[inline]
    pub fn class_of(&self, obj: u32) -> ClassId {
        let c = self.heap.load(obj as usize);
        if (c as usize) < self.classes.len() {
            c
        } else {
            self.wk.object
        }
    }

    pub fn obj(&self, r: u32) -> ObjRef {
        ObjRef(r)
    }

    pub fn method_ref(&self, m: MethodIdx) -> &Method {
        &self.methods[m as usize]
    }
}

/// `os.arch` as `uname -m` reports it on the machines this build targets (Android
/// uses uname too: "armv7l" on the ARMv7 boards).
const OS_ARCH: &str = if cfg!(target_arch = "arm") {
    "armv7l"
} else if cfg!(target_arch = "x86_64") {
    "x86_64"
} else if cfg!(target_arch = "aarch64") {
    "aarch64"
} else {
    "unknown"
};

/// A `dalvik.vm.heap*` size as the property is written (`16m`, `512k`, bytes).
fn size_prop(bytes: usize) -> String {
    if bytes != 0 && bytes.is_multiple_of(1 << 20) {
        format!("{}m", bytes >> 20)
    } else if bytes != 0 && bytes.is_multiple_of(1 << 10) {
        format!("{}k", bytes >> 10)
    } else {
        format!("{bytes}")
    }
}

impl Vm {
    /// The system properties the VM defines (after Android's libcore
    /// System.initSystemProperties and VMRuntime.properties): what the VM is, the
    /// `dalvik.vm.*` heap parameters in force and the collector; the [`Platform`]'s
    /// own (os.*, user.*) replace or follow them. The library adds the Java-level ones.
    pub(crate) fn properties(&self) -> Vec<(String, String)> {
        let p = self.config.heap_policy;
        let s = String::from;
        let mut props: Vec<(String, String)> = [
            ("java.vm.name", s("dexmetal")),
            ("java.vm.vendor", s("dexmetal")),
            ("java.vm.version", s(env!("CARGO_PKG_VERSION"))),
            (
                "java.vm.specification.name",
                s("Dalvik Virtual Machine Specification"),
            ),
            ("java.vm.specification.version", s("0.9")),
            ("os.name", s("dexmetal")),
            ("os.arch", s(OS_ARCH)),
            (Key::HeapStartSize.name(), size_prop(p.start_size)),
            (Key::HeapGrowthLimit.name(), size_prop(p.growth_limit)),
            (Key::HeapSize.name(), size_prop(p.max_size)),
            (Key::HeapMinFree.name(), size_prop(p.min_free)),
            (Key::HeapMaxFree.name(), size_prop(p.max_free)),
            (
                Key::HeapTargetUtilization.name(),
                format!("{}", p.target_utilization),
            ),
            (Key::Gc.name(), s(self.config.gc.name())),
        ]
        .into_iter()
        .map(|(k, v)| (s(k), v))
        .collect();
        for (k, v) in self.platform.system_properties() {
            match props.iter_mut().find(|(pk, _)| *pk == k) {
                Some(e) => e.1 = v,
                None => props.push((k, v)),
            }
        }
        props
    }
}

#[cfg(test)]
mod tests {
    use super::size_prop;

    #[test]
    fn sizes_are_written_as_dalvik_reads_them() {
        assert_eq!(size_prop(16 << 20), "16m");
        assert_eq!(size_prop(512 << 10), "512k");
        assert_eq!(size_prop(1000), "1000");
        assert_eq!(size_prop(0), "0");
    }
}
