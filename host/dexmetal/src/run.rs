//! `dexmetal run [--main CLASS] FILE.dex|FILE.jar|FILE.apk ... [-- ARGS]`: runs
//! `static void main(String[])` of CLASS (default `Main`) on the dexmetal VM with the
//! given DEX files on the class path (after the embedded core library; archives give
//! their classes*.dex in multidex order). Exit status:
//! 0 when main returns, 1 for an uncaught exception (Java-style report on stderr) or a
//! startup error, 6 on a deadlock (every thread blocked, or a lock cycle Dimmunix
//! detected as it closed; report on stderr), the System.exit
//! code otherwise; 2 for a bad option. Dimmunix deadlock immunity is on unless
//! `--no-dimmunix`; `--dimmunix-history FILE` loads the signature history from FILE if it
//! exists and saves every new signature there, so a deadlock (status 6) is avoided by the
//! next run with the same file. `--gc` picks the collector variant; every
//! collection and pause is recorded, and `--gc-stats`/`--mmu-csv`/`--mmu-svg` write the
//! decoder's GcStats JSON and MMU curve (the same summary the board's telemetry gives).
//! The VM's options are the board's boot keys (docs/BOOTARGS.md): they map onto the same
//! `BootConfig`, a value the board would refuse is a usage error in its words, and the
//! VM's configuration is `VmConfig::from_boot`'s. `--profile` (the board's
//! `dexmetal.profile`) samples the run (crate::profile), turns android.os.Trace on and
//! keeps its calls as the board's `trace_*` telemetry events, and ends with the profile
//! summary and the written files' paths.

use clap::builder::TypedValueParser;
use std::cell::RefCell;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use dexmetal_decoder::gc::{GcRecord, GcStats, PauseRecord};
use dexmetal_decoder::report::{self, SchedSummary, ThreadRow};
use dexmetal_decoder::Event;
use dexmetal_launch::bootargs::{self, BootConfig, Key, Positive, Ranged, Value};
use dexmetal_vm::heap::collect::{GcEvent, GcPacing, GcPause, GcVariant};
use dexmetal_vm::thread::immunity::ImmunityEvent;
use dexmetal_vm::thread::ThreadEvent;
use dexmetal_vm::vm::{Outcome, Platform, Vm, VmConfig};

use crate::profile;

#[derive(clap::Args)]
pub struct Args {
    /// Class whose main(String[]) runs (dotted or descriptor form).
    #[arg(long, default_value = "Main")]
    main: String,
    /// Skip the bytecode verifier (on by default); the interpreter's own checks still
    /// keep a bad program from corrupting the VM.
    #[arg(long)]
    no_verify: bool,
    /// Print the number of executed bytecodes on stderr at exit (needs a build with the
    /// `bytecode-count` feature).
    #[arg(long)]
    count_bytecodes: bool,
    /// Seed for schedule perturbation (random extra yields at monitor operations), to
    /// reproduce or explore interleavings.
    #[arg(long, value_parser = boot_value::<u32>(Key::SchedSeed))]
    seed: Option<u32>,
    /// A perturbation point yields with probability 1/N.
    #[arg(long, value_name = "N", default_value_t = BootConfig::default().sched_perturb,
          value_parser = boot_value::<Positive>(Key::SchedPerturb))]
    perturb_one_in: Positive,
    /// Time slice in scheduler ticks.
    #[arg(long, value_name = "N", default_value_t = BootConfig::default().sched_slice,
          value_parser = boot_value::<Positive>(Key::SchedSlice))]
    slice: Positive,
    /// A scheduler tick every N safepoint polls (a deterministic clock; the host has no
    /// timer to tick from).
    #[arg(long, value_name = "N", default_value_t = VmConfig::default().tick_polls,
          value_parser = boot_value::<Positive>(Key::SchedTickPolls).map(Positive::get))]
    tick_polls: u32,
    /// Interpreter stack of each started thread, in bytes (a size: 32k, 65536).
    #[arg(long, value_name = "SIZE", default_value_t = BootConfig::default().vm_stack,
          value_parser = boot_value::<usize>(Key::VmStack))]
    thread_stack: usize,
    /// Print a per-thread table (CPU time, switches, blocked/sleeping time) on stderr.
    #[arg(long)]
    threads: bool,
    /// Maximum heap (dalvik.vm.heapsize; also caps the growth limit), e.g. 16m.
    #[arg(long, value_name = "SIZE", value_parser = boot_value::<usize>(Key::HeapSize))]
    heapsize: Option<usize>,
    /// A Dalvik heap property, e.g. `--prop dalvik.vm.heaptargetutilization=0.5`
    /// (heapstartsize, heapgrowthlimit, heapsize, heapminfree, heapmaxfree,
    /// heaptargetutilization). Repeatable.
    #[arg(long = "prop")]
    props: Vec<String>,
    /// After every collection, check that every reference points at a live object.
    #[arg(long)]
    verify_heap: bool,
    /// Print each collection's Dalvik log line on stderr.
    #[arg(long)]
    verbose_gc: bool,
    /// Cores the run uses, as `dexmetal.cores` on a board: with 2 the collector's
    /// concurrent phases run on an OS thread of their own beside the program's.
    #[arg(long, value_name = "N", default_value = "1",
          value_parser = boot_value::<Ranged<1, 2>>(Key::Cores))]
    cores: Ranged<1, 2>,
    /// Collector variant: cms (default), fg, bg, gencms or stw.
    #[arg(long, value_name = "NAME", value_parser = boot_value::<GcVariant>(Key::Gc))]
    gc: Option<GcVariant>,
    /// How concurrent cycles are paced: dalvik (default; Dalvik 4.4's 128 KiB concurrent
    /// start) or adaptive (started early from measured rates, with mutator assists).
    #[arg(long, value_name = "NAME", value_parser = boot_value::<GcPacing>(Key::GcPacing))]
    gc_pacing: Option<GcPacing>,
    /// Write the run's GC summary as JSON (counts, pauses, GC CPU share, mark throughput,
    /// MMU at 10 and 50 ms; schema in docs/TELEMETRY.md).
    #[arg(long, value_name = "FILE")]
    gc_stats: Option<PathBuf>,
    /// Write the minimum mutator utilization curve as `window_ms,mmu` CSV.
    #[arg(long, value_name = "FILE")]
    mmu_csv: Option<PathBuf>,
    /// Write the minimum mutator utilization curve as an SVG plot.
    #[arg(long, value_name = "FILE")]
    mmu_svg: Option<PathBuf>,
    /// Turn Dimmunix deadlock immunity off (the overhead baseline).
    #[arg(long)]
    no_dimmunix: bool,
    /// Dimmunix signature history: loaded if the file exists (an unusable one is
    /// ignored with a warning), rewritten whenever a new signature is detected.
    #[arg(long, value_name = "FILE")]
    dimmunix_history: Option<PathBuf>,
    /// Frames in a Dimmunix position (match depth), 1 to 4.
    #[arg(long, value_name = "N", default_value_t = BootConfig::default().dimmunix_depth,
          value_parser = boot_value::<Ranged<1, 4>>(Key::DimmunixDepth))]
    dimmunix_depth: Ranged<1, 4>,
    /// Print every Dimmunix event (history load, yield, bypass, detection, summary) on
    /// stderr.
    #[arg(long)]
    verbose_dimmunix: bool,
    /// Print the app's android.util.Log lines on stderr as logcat shows them
    /// (`D/tag: message`). Android keeps Log out of stdout and stderr, and so does the
    /// host CLI unless asked.
    #[arg(long)]
    logcat: bool,
    /// Profile the run (docs/PROFILER.md, "On the host"): a timer on the VM thread's CPU
    /// time samples the running Java stack and runtime component, and android.os.Trace
    /// records (its isEnabled() is true); the profile summary and the written files'
    /// paths go to stderr at the end.
    #[arg(long)]
    profile: bool,
    /// Microseconds of the VM thread's CPU time between two samples, 10 to 1000000
    /// (the kernel checks CPU timers at its tick, so a period below the tick gives one
    /// sample per tick and counts the rest as overruns).
    #[arg(long, value_name = "US", requires = "profile",
          default_value_t = crate::profile::DEFAULT_PERIOD_US,
          value_parser = clap::value_parser!(u32).range(crate::profile::PERIOD_US))]
    profile_period: u32,
    /// Most stack frames a sample keeps (the innermost), 1 to 64.
    #[arg(long, value_name = "N", requires = "profile",
          default_value_t = BootConfig::default().profile_frames,
          value_parser = boot_value::<Ranged<1, 64>>(Key::ProfileFrames))]
    profile_frames: Ranged<1, 64>,
    /// Where --profile writes profile.txt, profile.folded, profile.svg and
    /// trace.pftrace (created if missing).
    #[arg(long, value_name = "DIR", requires = "profile",
          default_value = crate::profile::DEFAULT_DIR)]
    profile_dir: PathBuf,
    /// Class-path entries, searched in order after the core library: .dex files, or
    /// .jar/.apk archives holding classes.dex, classes2.dex, ... (multidex order).
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Arguments passed to main.
    #[arg(last = true)]
    args: Vec<String>,
}

/// An option's value as boot key `key` takes it; a bad one is refused with the words the
/// board reports it in (less the default the board would run).
fn boot_value<T: Value + Send + Sync + 'static>(key: Key) -> impl TypedValueParser<Value = T> {
    move |v: &str| bootargs::parse_value::<T>(key, v).map_err(|e| format!("{e:#}"))
}

/// The boot configuration the options ask for: the named options, then each `--prop`
/// (a later one wins). Err: the usage error.
fn boot_config(a: &Args) -> Result<BootConfig, String> {
    let mut boot = BootConfig {
        gc: a.gc.unwrap_or_default(),
        gc_pacing: a.gc_pacing.unwrap_or_default(),
        gc_verify: a.verify_heap,
        heap_size: a.heapsize,
        heap_growth_limit: a.heapsize,
        vm_stack: a.thread_stack,
        sched_slice: a.slice,
        sched_seed: a.seed,
        sched_perturb: a.perturb_one_in,
        sched_tick_polls: Some(a.tick_polls),
        dimmunix: !a.no_dimmunix,
        dimmunix_depth: a.dimmunix_depth,
        cores: Ranged::new(a.cores.get()).unwrap_or(BootConfig::default().cores),
        ..BootConfig::default()
    };
    for p in &a.props {
        let one_word = p.split_ascii_whitespace().count() == 1 && p.contains('=');
        if !one_word || !p.starts_with("dalvik.vm.") {
            return Err(format!("--prop {p}: not a dalvik.vm.* property=value"));
        }
        if let Some(e) = boot.merge(p).iter().next() {
            return Err(format!("--prop {e:#}"));
        }
    }
    Ok(boot)
}

/// The collector's core on the host (`--cores 2`): an OS thread that runs the jobs the
/// VM hands it, one after another, as a board's second core does.
struct GcThread {
    tx: std::sync::mpsc::Sender<dexmetal_vm::heap::remote::Job>,
}

/// The VM's thread, which [`GcThread`]'s jobs unpark when they end.
static VM_THREAD: std::sync::OnceLock<std::thread::Thread> = std::sync::OnceLock::new();

fn wake_vm_thread() {
    if let Some(t) = VM_THREAD.get() {
        t.unpark();
    }
}

impl GcThread {
    /// Called on the VM's thread.
    fn spawn() -> GcThread {
        let _ = VM_THREAD.set(std::thread::current());
        let (tx, rx) = std::sync::mpsc::channel::<dexmetal_vm::heap::remote::Job>();
        // The thread ends when the VM (and with it the sender) is dropped.
        let _ = std::thread::Builder::new()
            .name("dexmetal-gc".into())
            .spawn(move || {
                for job in rx {
                    job();
                }
            });
        GcThread { tx }
    }
}

/// Monotonic nanoseconds since the first call; the host counts no cycles.
fn host_clock() -> (u64, u64) {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    let t0 = *START.get_or_init(Instant::now);
    (t0.elapsed().as_nanos() as u64, 0)
}

impl dexmetal_vm::heap::remote::CollectorCore for GcThread {
    fn start(
        &self,
        job: dexmetal_vm::heap::remote::Job,
    ) -> Result<(), dexmetal_vm::heap::remote::Job> {
        self.tx.send(job).map_err(|e| e.0)
    }

    fn name(&self) -> &'static str {
        "thread"
    }

    fn clock(&self) -> fn() -> (u64, u64) {
        host_clock
    }

    fn waker(&self) -> fn() {
        wake_vm_thread
    }
}

/// Every collection and pause of the run, in the decoder's record form.
#[derive(Default)]
struct GcLog {
    gcs: Vec<GcRecord>,
    pauses: Vec<PauseRecord>,
}

fn gc_record(e: &GcEvent, end_ns: u64) -> GcRecord {
    GcRecord {
        kind: e.kind.name().to_string(),
        variant: e.variant.name().to_string(),
        count: e.count,
        minor: e.minor,
        concurrent: e.concurrent,
        pauses_ns: e.pauses_ns.clone(),
        total_ns: e.total_ns,
        mark_ns: e.mark_ns,
        sweep_ns: e.sweep_ns,
        gc_cycles: e.gc_cycles,
        marked_bytes: e.marked_bytes as u64,
        freed_bytes: e.freed_bytes as u64,
        live_bytes: e.live_bytes as u64,
        footprint: e.footprint as u64,
        soft_limit: e.soft_limit as u64,
        trimmed_bytes: e.trimmed_bytes.map(|b| b as u64),
        end_ns: Some(end_ns),
    }
}

fn pause_record(p: &GcPause) -> PauseRecord {
    PauseRecord {
        tid: p.tid,
        kind: p.kind.name().to_string(),
        gc: p.gc,
        start_ns: p.start_ns,
        ns: p.ns,
        cycles: p.cycles,
    }
}

/// What `--threads` prints: the telemetry report's thread table and summary line, from
/// the same rendering (`dexmetal_decoder::report`).
#[derive(Default)]
struct ThreadTable {
    rows: Vec<ThreadRow>,
    summary: Option<SchedSummary>,
}

/// How long stdout may hold output before the flusher writes it out, so that a run
/// killed without warning loses at most this much of what it printed.
const FLUSH_EVERY: std::time::Duration = std::time::Duration::from_millis(100);

/// Set by the SIGTERM handler (a test harness cutting a run off at its time limit).
static TERM: AtomicBool = AtomicBool::new(false);

extern "C" fn on_term(_: libc::c_int) {
    TERM.store(true, Ordering::Relaxed);
}

/// SIGTERM sets [`TERM`]; the flusher then writes stdout out and exits 143 (128 + 15,
/// what a shell reports for a process that signal killed). Hand-written on libc
/// (already in the build through other crates): one handler storing one flag.
fn catch_term() {
    let handler: extern "C" fn(libc::c_int) = on_term;
    // SAFETY: the handler only stores to an atomic, which is async-signal-safe, and it
    // stays valid for the life of the process (a plain function).
    unsafe {
        libc::signal(libc::SIGTERM, handler as libc::sighandler_t);
    }
}

/// The program's stdout: buffered (a `println` costs no system call), emptied by the
/// VM's flushes, when full, and by a flusher thread every [`FLUSH_EVERY`]. The
/// interpreter's single-thread mode polls nothing, so only a thread of its own can get
/// the output of a run that hangs, or is cut off, to the terminal.
#[derive(Clone)]
struct Stdout(Arc<Mutex<Vec<u8>>>);

impl Stdout {
    const FULL: usize = 1 << 16;

    fn with_flusher() -> Stdout {
        let out = Stdout(Arc::new(Mutex::new(Vec::with_capacity(Self::FULL))));
        let flusher = out.clone();
        std::thread::spawn(move || loop {
            std::thread::sleep(FLUSH_EVERY);
            flusher.flush();
            if TERM.load(Ordering::Relaxed) {
                eprintln!("dexmetal: terminated by SIGTERM (stdout flushed)");
                std::process::exit(143);
            }
        });
        out
    }

    fn write(&self, bytes: &[u8]) {
        let mut b = self.0.lock().unwrap_or_else(|e| e.into_inner());
        b.extend_from_slice(bytes);
        if b.len() >= Self::FULL {
            Self::write_out(&mut b);
        }
    }

    fn flush(&self) {
        Self::write_out(&mut self.0.lock().unwrap_or_else(|e| e.into_inner()));
    }

    fn write_out(b: &mut Vec<u8>) {
        if !b.is_empty() {
            let mut o = std::io::stdout().lock();
            let _ = o.write_all(b);
            let _ = o.flush();
            b.clear();
        }
    }
}

/// Host I/O: buffered stdout, stderr written through (stdout is flushed first so a
/// terminal shows both streams in program order).
struct HostPlatform {
    out: Stdout,
    start: Instant,
    /// The per-thread table's rows and the scheduler summary, when asked for.
    table: Option<Rc<RefCell<ThreadTable>>>,
    verbose_gc: bool,
    gc: Rc<RefCell<GcLog>>,
    /// Where new Dimmunix signatures are saved.
    history: Option<PathBuf>,
    verbose_dimmunix: bool,
    logcat: bool,
    /// With `--profile`: android.os.Trace's calls, thread starts, ends and switches, as
    /// the board's telemetry events (`time`: crate::profile's clock), for the timeline.
    timeline: Option<profile::Timeline>,
}

impl HostPlatform {
    /// Keeps one `trace_*` event (the board's kind and fields) at the current time.
    fn record(&mut self, kind: &str, fields: &[(&str, &str)]) {
        let time = profile::now_ns();
        if let Some(t) = &self.timeline {
            let mut e = Event::info(kind, fields);
            e.time = Some(time);
            t.borrow_mut().push(e);
        }
    }
}

impl Platform for HostPlatform {
    fn thread_switch(&mut self, from: u32, to: u32, state: u8) {
        if let Some(t) = &self.timeline {
            t.borrow_mut().push(profile::event(
                "thread_switch",
                profile::now_ns(),
                &[
                    ("from", from.to_string()),
                    ("to", to.to_string()),
                    ("state", state.to_string()),
                ],
            ));
        }
    }
    fn log(&mut self, priority: u32, tag: &str, message: &str) {
        if self.logcat {
            self.out.flush();
            let mut err = std::io::stderr().lock();
            for line in dexmetal_decoder::report::logcat_lines(priority, tag, message) {
                let _ = writeln!(err, "{line}");
            }
        }
    }

    fn tracing(&self) -> bool {
        self.timeline.is_some()
    }

    fn trace_begin(&mut self, tid: u32, name: &str) {
        self.record("trace_begin", &[("tid", &tid.to_string()), ("name", name)]);
    }

    fn trace_end(&mut self, tid: u32) {
        self.record("trace_end", &[("tid", &tid.to_string())]);
    }

    fn trace_counter(&mut self, tid: u32, name: &str, value: i64) {
        let (tid, value) = (tid.to_string(), value.to_string());
        self.record(
            "trace_counter",
            &[("tid", &tid), ("name", name), ("value", &value)],
        );
    }

    fn trace_async_begin(&mut self, tid: u32, name: &str, cookie: i32) {
        let (tid, cookie) = (tid.to_string(), cookie.to_string());
        self.record(
            "trace_async_begin",
            &[("tid", &tid), ("name", name), ("cookie", &cookie)],
        );
    }

    fn trace_async_end(&mut self, tid: u32, name: &str, cookie: i32) {
        let (tid, cookie) = (tid.to_string(), cookie.to_string());
        self.record(
            "trace_async_end",
            &[("tid", &tid), ("name", name), ("cookie", &cookie)],
        );
    }

    fn write(&mut self, fd: u32, bytes: &[u8]) {
        if fd == 2 {
            self.out.flush();
            let _ = std::io::stderr().write_all(bytes);
        } else {
            self.out.write(bytes);
        }
    }
    fn nanos(&self) -> u64 {
        self.start.elapsed().as_nanos() as u64
    }
    fn millis(&self) -> u64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64)
    }
    fn flush(&mut self) {
        self.out.flush();
    }
    fn idle(&mut self, until_nanos: u64) {
        let now = self.nanos();
        if until_nanos > now {
            // Parked rather than asleep: the collector thread's jobs unpark it as they
            // end (a spurious return only costs the idle loop another look).
            std::thread::park_timeout(std::time::Duration::from_nanos(until_nanos - now));
        }
    }
    fn gc_event(&mut self, e: &GcEvent) {
        let end_ns = self.nanos();
        self.gc.borrow_mut().gcs.push(gc_record(e, end_ns));
        if self.verbose_gc {
            self.out.flush();
            eprintln!("D/dalvikvm: {}", e.line);
        }
    }
    fn gc_pause(&mut self, p: &GcPause) {
        self.gc.borrow_mut().pauses.push(pause_record(p));
    }
    fn system_properties(&self) -> Vec<(String, String)> {
        host_properties()
    }
    fn immunity_event(&mut self, e: &ImmunityEvent) {
        if let (ImmunityEvent::Detected { image, .. }, Some(path)) = (e, &self.history) {
            // Written at once: the run may end (or be killed) right after a detection.
            if let Err(err) = std::fs::write(path, image) {
                self.out.flush();
                eprintln!(
                    "dexmetal: dimmunix: cannot save the history to {}: {err}",
                    path.display()
                );
            }
        }
        if self.verbose_dimmunix {
            self.out.flush();
            eprintln!("dexmetal: dimmunix: {}", immunity_line(e));
        }
    }
    fn thread_event(&mut self, e: &ThreadEvent) {
        if let Some(t) = &self.timeline {
            let ev = match e {
                ThreadEvent::Start {
                    tid,
                    name,
                    priority,
                    daemon,
                } => Some(profile::event(
                    "thread_start",
                    profile::now_ns(),
                    &[
                        ("tid", tid.to_string()),
                        ("name", name.to_string()),
                        ("priority", priority.to_string()),
                        ("daemon", daemon.to_string()),
                    ],
                )),
                ThreadEvent::End { tid, name, .. } => Some(profile::event(
                    "thread_end",
                    profile::now_ns(),
                    &[("tid", tid.to_string()), ("name", name.to_string())],
                )),
                _ => None,
            };
            t.borrow_mut().extend(ev);
        }
        let Some(table) = self.table.as_ref() else {
            return;
        };
        let mut table = table.borrow_mut();
        let us = |ns: u64| ns / 1_000;
        match e {
            ThreadEvent::End {
                tid,
                name,
                stats,
                cycles,
                uncaught,
            } => table.rows.push(ThreadRow {
                tid: u64::from(*tid),
                name: name.to_string(),
                cpu_us: us(stats.cpu),
                cycles: Some(*cycles).filter(|&c| c != 0),
                switches: stats.switches,
                blocked_us: us(stats.blocked),
                sleeping_us: us(stats.sleeping),
                ready_us: us(stats.ready),
                uncaught: *uncaught,
            }),
            ThreadEvent::Summary {
                threads,
                max_live,
                switches,
                ticks,
                idle_ns,
                perturbations,
            } => {
                table.summary = Some(SchedSummary {
                    threads: u64::from(*threads),
                    max_live: u64::from(*max_live),
                    switches: *switches,
                    ticks: *ticks,
                    idle_us: us(*idle_ns),
                    perturbations: *perturbations,
                })
            }
            _ => {}
        }
    }
}

/// One readable line per Dimmunix event (positions raw; the deadlock report resolves
/// them).
fn immunity_line(e: &ImmunityEvent) -> String {
    let pos = |p: &dexmetal_dimmunix::Position| format!("{:08x}:{}:{}", p.dex, p.method, p.pc);
    match e {
        ImmunityEvent::Loaded { signatures, bytes } => {
            format!("history loaded: {signatures} signatures ({bytes} bytes)")
        }
        ImmunityEvent::Rejected { error } => format!("history ignored: {error}"),
        ImmunityEvent::Yield { tid, signature, at } => {
            format!("yield: tid {tid} at {} (signature #{signature})", pos(at))
        }
        ImmunityEvent::Bypass { tid, signature } => match signature {
            Some(s) => format!("bypass: tid {tid} released from signature #{s}"),
            None => format!("bypass: tid {tid}"),
        },
        ImmunityEvent::Detected {
            starvation,
            index,
            threads,
            image,
            ..
        } => {
            let names: Vec<String> = threads.iter().map(|(t, n)| format!("{n} ({t})")).collect();
            format!(
                "{} detected: signature #{index}, threads {}; history {} bytes",
                if *starvation { "starvation" } else { "deadlock" },
                names.join(" -> "),
                image.len()
            )
        }
        ImmunityEvent::Summary {
            stats,
            signatures,
            bytes,
        } => format!(
            "summary: {} requests, {} checked, {} yields, {} bypasses, {} deadlocks, {} starvations; {signatures} signatures; {bytes} bytes of state",
            stats.requests, stats.checked, stats.yields, stats.bypasses, stats.deadlocks, stats.starvations
        ),
    }
}

/// The host's os.* and user.* system properties, as the JVM names them ("Linux",
/// `uname -m`'s machine name, the kernel release).
fn host_properties() -> Vec<(String, String)> {
    let mut p = Vec::new();
    let mut add = |k: &str, v: String| p.push((k.to_string(), v));
    let os = std::env::consts::OS;
    let mut name = os.to_string();
    if let Some(first) = name.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    add("os.name", name);
    add("os.arch", std::env::consts::ARCH.to_string());
    if let Ok(r) = std::fs::read_to_string("/proc/sys/kernel/osrelease") {
        add("os.version", r.trim().to_string());
    }
    if let Ok(d) = std::env::current_dir() {
        add("user.dir", d.display().to_string());
    }
    if let Ok(h) = std::env::var("HOME") {
        add("user.home", h);
    }
    if let Ok(u) = std::env::var("USER") {
        add("user.name", u);
    }
    add("java.io.tmpdir", std::env::temp_dir().display().to_string());
    p
}

pub fn run(a: Args) -> ExitCode {
    catch_term();
    let table = Rc::new(RefCell::new(ThreadTable::default()));
    let gc_log = Rc::new(RefCell::new(GcLog::default()));
    let start = Instant::now();
    profile::start_clock();
    let timeline = profile::Timeline::default();
    let platform = Box::new(HostPlatform {
        out: Stdout::with_flusher(),
        start,
        table: a.threads.then(|| table.clone()),
        verbose_gc: a.verbose_gc,
        gc: gc_log.clone(),
        history: a.dimmunix_history.clone(),
        verbose_dimmunix: a.verbose_dimmunix,
        logcat: a.logcat,
        timeline: a.profile.then(|| timeline.clone()),
    });
    let boot = match boot_config(&a) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("dexmetal: {e}");
            return ExitCode::from(2);
        }
    };
    let d = VmConfig::from_boot(&boot);
    let config = VmConfig {
        verify: !a.no_verify,
        thread_stack_words: d.thread_stack_words.max(64),
        ..d
    };
    let variant = (config.gc, config.gc_pacing);
    let mut vm = match Vm::new(platform, config, dexmetal_corelib::LIBRARY) {
        Ok(vm) => vm,
        Err(e) => {
            eprintln!("dexmetal: cannot start the VM: {e}");
            return ExitCode::from(1);
        }
    };
    if a.cores.get() > 1 {
        vm.attach_collector_core(Box::new(GcThread::spawn()));
    }
    // dexmetal.Board's natives, as a board registers its own (crate::board).
    if let Err(e) = crate::board::register(&mut vm) {
        eprintln!("dexmetal: {e}");
        return ExitCode::from(1);
    }
    // What the profile calls each DEX, in the VM's order.
    let mut dex_names = vec!["core library (embedded)".to_string()];
    for f in &a.files {
        let dexes = match dexmetal_classpath::read(f) {
            Ok(d) => d,
            Err(e) => {
                eprintln!("dexmetal: {e}");
                return ExitCode::from(1);
            }
        };
        for d in dexes {
            dex_names.push(d.name.clone());
            if let Err(e) = vm.add_dex(d.bytes) {
                eprintln!("dexmetal: {}: malformed DEX: {e}", d.name);
                return ExitCode::from(1);
            }
        }
    }
    if let Some(path) = a.dimmunix_history.as_ref().filter(|_| !a.no_dimmunix) {
        match std::fs::read(path) {
            // An unusable history is reported by the VM and ignored.
            Ok(bytes) => drop(vm.load_dimmunix_history(&bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => eprintln!(
                "dexmetal: dimmunix: history {} ignored: {e}",
                path.display()
            ),
        }
    }
    if a.count_bytecodes && !cfg!(feature = "bytecode-count") {
        eprintln!("dexmetal: --count-bytecodes needs a build with the bytecode-count feature");
        return ExitCode::from(2);
    }
    let mut sampler = a
        .profile
        .then(|| profile::Sampler::start(&vm, a.profile_period, a.profile_frames.get() as usize));
    let outcome = vm.run_main(&a.main, &a.args);
    let sampled = sampler.as_mut().map(profile::Sampler::stop);
    vm.platform.flush();
    let run_ns = start.elapsed().as_nanos() as u64;
    if a.count_bytecodes {
        eprintln!("dexmetal: executed {} bytecodes", vm.bytecodes);
    }
    if a.threads {
        let t = table.take();
        if let Some(x) = &t.summary {
            eprintln!("{}", report::sched_line(x));
        }
        eprint!("{}", report::thread_table(t.rows));
    }
    if let Outcome::Error(msg) = &outcome {
        eprintln!("{msg}");
    }
    if let Err(e) = write_gc_outputs(&a, variant, &gc_log.borrow(), run_ns) {
        eprintln!("dexmetal: {e}");
        return ExitCode::from(1);
    }
    if let (Some(sampler), Some(sampled)) = (&sampler, &sampled) {
        if sampled.dropped > 0 {
            eprintln!(
                "dexmetal: profile: the sample buffer was full: {} batches dropped",
                sampled.dropped
            );
        }
        let (dex_events, dexes) = profile::dexes(&vm, &dex_names);
        let mut events = vec![
            profile::event("ready", 0, &[("timer_hz", "1000000000".into())]),
            profile::event(
                "app",
                0,
                &[
                    ("main", a.main.clone()),
                    ("dex_files", (dex_names.len() - 1).to_string()),
                    ("gc", variant.0.name().into()),
                    ("gc_pacing", variant.1.name().into()),
                ],
            ),
            sampler.config_event(),
        ];
        events.extend(dex_events);
        events.extend(timeline.take());
        events.extend(gc_events(&gc_log.borrow()));
        events.extend(sampled.events());
        // The timeline reads events in time order, as a board's stream has them.
        events.sort_by_key(|e| e.time);
        match profile::write(&events, &dexes, &a.profile_dir) {
            Ok(report) => eprint!("{report}"),
            Err(e) => {
                eprintln!("dexmetal: {e}");
                return ExitCode::from(1);
            }
        }
    }
    ExitCode::from(outcome.status() as u8)
}

/// The run's collections and pauses as the board's `gc` and `gc_pause` events (times
/// in microseconds since the app started, which is the profile clock's 0).
fn gc_events(log: &GcLog) -> Vec<dexmetal_decoder::Event> {
    let mut ev = Vec::new();
    for g in &log.gcs {
        let end = g.end_ns.unwrap_or(0);
        ev.push(profile::event(
            "gc",
            end,
            &[
                ("kind", g.kind.clone()),
                ("count", g.count.to_string()),
                ("freed_bytes", g.freed_bytes.to_string()),
                ("live_bytes", g.live_bytes.to_string()),
                ("footprint", g.footprint.to_string()),
                ("total_us", (g.total_ns / 1000).to_string()),
                ("end_us", (end / 1000).to_string()),
            ],
        ));
    }
    for p in &log.pauses {
        ev.push(profile::event(
            "gc_pause",
            p.start_ns + p.ns,
            &[
                ("tid", p.tid.to_string()),
                ("kind", p.kind.clone()),
                ("gc", p.gc.to_string()),
                ("start_us", (p.start_ns / 1000).to_string()),
                ("us", (p.ns / 1000).to_string()),
            ],
        ));
    }
    ev
}

/// `--gc-stats`, `--mmu-csv`, `--mmu-svg`. The host has no cycle counter, so the GC CPU
/// share is marking and sweeping time over the run's time.
fn write_gc_outputs(
    a: &Args,
    (variant, pacing): (GcVariant, GcPacing),
    log: &GcLog,
    run_ns: u64,
) -> Result<(), String> {
    if a.gc_stats.is_none() && a.mmu_csv.is_none() && a.mmu_svg.is_none() {
        return Ok(());
    }
    let mut stats = GcStats::new(variant.name(), &log.gcs, &log.pauses, run_ns, None);
    stats.pacing = pacing.name().to_string();
    let write = |path: &Option<PathBuf>, text: Option<String>| -> Result<(), String> {
        let Some(path) = path else { return Ok(()) };
        // Every record carries its times, so the timeline is always known here.
        let text = text.ok_or_else(|| format!("{}: no pause timeline", path.display()))?;
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
    };
    write(&a.gc_stats, Some(stats.to_json() + "\n"))?;
    write(&a.mmu_csv, stats.mmu_csv())?;
    write(&a.mmu_svg, stats.mmu_svg())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `--profile`'s platform keeps android.os.Trace's calls as the board's events, in
    /// order, with their thread, fields and a clock that does not go back.
    #[test]
    fn profile_records_trace_calls_as_telemetry_events() {
        let timeline: Rc<RefCell<Vec<Event>>> = Rc::default();
        let mut p = HostPlatform {
            out: Stdout(Arc::default()),
            start: Instant::now(),
            table: None,
            verbose_gc: false,
            gc: Rc::default(),
            history: None,
            verbose_dimmunix: false,
            logcat: false,
            timeline: Some(timeline.clone()),
        };
        assert!(p.tracing());
        p.trace_begin(1, "outer");
        p.trace_counter(2, "items", -3);
        p.trace_async_begin(2, "load", 7);
        p.trace_end(1);
        p.trace_async_end(1, "load", 7);
        let got: Vec<(String, Vec<(String, String)>)> = timeline
            .borrow()
            .iter()
            .map(|e| (e.kind.clone(), e.fields.clone()))
            .collect();
        let ev = |kind: &str, fields: &[(&str, &str)]| {
            let f = fields.iter().map(|(k, v)| (k.to_string(), v.to_string()));
            (kind.to_string(), f.collect::<Vec<_>>())
        };
        assert_eq!(
            got,
            [
                ev("trace_begin", &[("tid", "1"), ("name", "outer")]),
                ev(
                    "trace_counter",
                    &[("tid", "2"), ("name", "items"), ("value", "-3")]
                ),
                ev(
                    "trace_async_begin",
                    &[("tid", "2"), ("name", "load"), ("cookie", "7")]
                ),
                ev("trace_end", &[("tid", "1")]),
                ev(
                    "trace_async_end",
                    &[("tid", "1"), ("name", "load"), ("cookie", "7")]
                ),
            ]
        );
        // The fields are the catalogue's for each kind.
        for (kind, fields) in &got {
            let k = dexmetal_telemetry::kind(kind).expect("a catalogued kind");
            let names: Vec<&str> = fields.iter().map(|(n, _)| n.as_str()).collect();
            assert_eq!(names, k.fields, "{kind}");
        }
        let times: Vec<u64> = timeline.borrow().iter().map(|e| e.time.unwrap()).collect();
        assert!(times.windows(2).all(|w| w[0] <= w[1]), "{times:?}");

        p.timeline = None;
        assert!(!p.tracing());
    }
}
