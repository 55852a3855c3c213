//! `cargo xtask`: dexmetal's driver. Owns the command line ([`Cli`], parsed by clap) and
//! hands each command to the module that does the work: `run` and `qemu-exec` boot the
//! runtime under QEMU (here), `build` the images (image.rs), `test` every test (itest.rs),
//! `bench` the benchmarks, `oracle`/`coverage`/`conformance` the conformance suite,
//! `setup` what a fresh machine lacks and `fresh-check` the proof that it suffices.
//! `bootargs` lists the boot keys; every command line a board gets is written from them
//! (`dexmetal_launch::bootargs`).

mod app;
mod art_tests;
mod art_wording;
mod bench;
mod bench_dimmunix;
mod bench_energy;
mod bench_gc;
mod bench_profiler;
mod bench_target;
mod bench_telemetry;
mod bench_threads;
mod conformance;
mod fresh;
mod fuzz;
mod image;
mod itest;
mod monitor;
mod qemu;
mod setup;
mod toolchain;
mod versions;

use anyhow::Result;
use clap::builder::{RangedU64ValueParser, TypedValueParser};
use clap::{Args, Parser, Subcommand};
use dexmetal_decoder::{report, Telemetry};
use dexmetal_launch::bootargs::{
    self, CommandLine, Governor, Key, ProfileEvent, ProfilePeriod, Ranged, Value,
};
use dexmetal_launch::{GcPacing, GcVariant};
use std::path::{Path, PathBuf};
use std::process::Command as Process;
use std::time::Duration;

/// dexmetal's build, boot, test and benchmark driver.
#[derive(Debug, Parser)]
#[command(
    name = "xtask",
    bin_name = "cargo xtask",
    arg_required_else_help = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Boot dexmetal under QEMU, run an app and print its telemetry report.
    ///
    /// Boots through U-Boot's bootz unless --direct or --bootm, runs the bundled demo app
    /// (apps/demo) or the given DEX files, and prints the app's output and the decoded
    /// telemetry report. Exits with the run's exit status (124 if the guest hung, 6 if the
    /// app's threads deadlocked). An app that collected gets its MMU curve in
    /// target/dexmetal/mmu.csv and mmu.svg.
    Run(RunArgs),
    /// Decode a board's telemetry from a serial port and print the run's report.
    ///
    /// For a real board (or any tty): reads DEV, decodes the defmt frames live with the
    /// image's ELF (the one `cargo xtask build --board BOARD` left, or --elf), and prints
    /// the report when the runtime reports its exit. Exits with the run's status.
    Monitor(MonitorArgs),
    /// Host unit tests, QEMU integration tests and the conformance suite.
    Test {
        /// Show every command and its output.
        #[arg(long)]
        verbose: bool,
        /// Skip `cargo test --workspace` (the host unit tests).
        #[arg(long)]
        skip_host: bool,
        /// Instead, run the Miri subset: the conformance cases in tests/conformance/MIRI,
        /// under Miri on the pinned nightly (about 7 minutes on two cores).
        #[arg(long)]
        miri: bool,
    },
    /// Build the images under target/dexmetal/<board>/.
    Build {
        /// The board (a crate under boards/: qemu-virt, qemu-realview-a8, beagleboard, ...).
        #[arg(long, value_name = "BOARD", default_value = "qemu-virt", value_parser = image::board)]
        board: &'static image::Board,
        /// For a board with an SD card or a boot.img, the DEX files (or .jar/.apk) its
        /// app payload carries [default: the demo app].
        #[arg(long, value_name = "FILE.dex|.jar|.apk", num_args = 1..)]
        dex: Vec<PathBuf>,
        /// Show the build's commands.
        #[arg(long)]
        verbose: bool,
    },
    /// Load a board's image onto silicon with OpenOCD (the BeagleBoard, over JTAG).
    ///
    /// U-Boot must be at its prompt (it sets up SDRAM; OpenOCD does not): this halts the
    /// core, writes the uImage and the app payload to U-Boot's loadaddr and rdaddr, lets
    /// U-Boot continue and prints the bootm line to type (openocd/<board>.cfg).
    Flash(FlashArgs),
    /// Install what a fresh machine lacks.
    ///
    /// Debian packages with apt (as root), and the targets and components
    /// rust-toolchain.toml lists, with rustup.
    Setup {
        /// Show apt's and rustup's output.
        #[arg(long)]
        verbose: bool,
    },
    /// Benchmarks; each report names the rustc, QEMU and JVM it ran with.
    #[command(subcommand)]
    Bench(Bench),
    /// Check the conformance cases' expected output against the JVM (tests/conformance).
    Oracle {
        /// Write the JVM's output as the expected output instead of comparing.
        #[arg(long)]
        bless: bool,
        /// Only cases whose name contains this.
        #[arg(value_name = "FILTER")]
        filter: Option<String>,
    },
    /// Run ART's run-tests (the `test/` directory of an AOSP platform/art checkout) that
    /// this machine can build: smali programs and prebuilt DEX files.
    ///
    /// Prints PASS/FAIL per test and `art-tests: N passed, M failed`; with --write, also
    /// writes docs/measurements/art-run-tests.md (counts by kind and every result).
    ArtTests {
        /// ART's `test/` directory.
        #[arg(value_name = "DIR")]
        tests: PathBuf,
        /// Write docs/measurements/art-run-tests.md.
        #[arg(long)]
        write: bool,
        /// What the report names as the tests' source [default: the checkout's commit].
        #[arg(long, value_name = "TEXT")]
        source: Option<String>,
    },
    /// DEX 035 opcode coverage of the conformance cases.
    ///
    /// Writes tests/conformance/COVERAGE.md; fails if an opcode is not covered.
    Coverage,
    /// Run an interpreter command over every conformance case.
    Conformance(ConformanceArgs),
    /// List the boot arguments the runtime reads: key, value, default and what it does.
    ///
    /// The one definition of every key (dexmetal-launch's bootargs module); with
    /// --markdown, the table docs/BOOTARGS.md holds.
    Bootargs {
        /// Print the Markdown table instead.
        #[arg(long)]
        markdown: bool,
    },
    /// Run DEX files on the built qemu-virt image as a process would: the app's
    /// stdout/stderr on ours, its status as ours (the on-target conformance runner).
    #[command(hide = true)]
    QemuExec(QemuExecArgs),
    /// Prove that the README's commands set up a fresh machine (needs root).
    ///
    /// Runs `cargo xtask run` and `cargo xtask test` in a minimal Debian root made by
    /// mmdebstrap, to which only the host's Rust toolchain is added.
    FreshCheck(FreshCheckArgs),
    /// Coverage-guided fuzzing (libFuzzer through cargo-fuzz) of the DEX loader, the
    /// verifier, the interpreter, the telemetry decoder, the boot payload and boot info.
    ///
    /// Builds the targets (fuzz/) on the pinned nightly, seeds target/fuzz/corpus from
    /// the fixtures, the conformance suite, a qemu-virt capture and QEMU's device trees,
    /// fuzzes each target, then replays every corpus under AddressSanitizer. A crash is
    /// copied into fuzz/regressions/<target>/, which `cargo xtask test` replays; the exit
    /// status is then 1. docs/FUZZING.md has the details.
    Fuzz(FuzzArgs),
}

#[derive(Debug, Subcommand)]
enum Bench {
    /// Interpreter speed: dexmetal against java -Xint, and guest instructions per bytecode.
    ///
    /// Host dexmetal against java -Xint on the same DEX (wall-time medians), then guest
    /// instructions per simple bytecode on qemu-virt (-icount).
    Interp(InterpArgs),
    /// The cost of monitors, synchronized calls, yields and wait/notify.
    ///
    /// Guest instructions on qemu-virt (-icount) and host nanoseconds.
    Threads(bench_threads::Options),
    /// The collectors: pauses, GC CPU, MMU and throughput, and the pause and mark goals.
    ///
    /// GCBench, 0xBench-VM-style and multi-threaded allocation under every collector and
    /// targetUtilization, on the host and on qemu-virt (-icount).
    Gc(bench_gc::Options),
    /// Dimmunix's overhead: syncs per block with it off and on (64 and 256 signatures).
    ///
    /// Seed 000's microbenchmark: 2 to 512 threads of synchronized blocks on random
    /// locks, on the host (wall time) and on qemu-virt (-icount), with the memory
    /// overhead; checks the 1% goals at 256 signatures.
    Dimmunix(bench_dimmunix::Options),
    /// Energy of the GC benchmark under ondemand and gc-aware (models on qemu-virt).
    ///
    /// GCBench, xbench-vm and alloc-threads at bench gc's qemu-virt sizes, each under
    /// both governors; every figure comes from the cpufreq and power models.
    Energy(bench_energy::Options),
    /// The cost of one telemetry event in guest instructions, ring against synchronous.
    ///
    /// Runs the runtime's telemetry-cost self-test on qemu-virt (-icount) with the ring
    /// buffer and with dexmetal.telemetry=sync, and checks the 150-instruction goal.
    Telemetry(bench_telemetry::Options),
    /// The sampling profiler's cost and its GC attribution cross-check.
    ///
    /// A recursive program and GCBench on qemu-virt (-icount), profiler off and on at
    /// three periods; checks the 0.3% goal at the default period and that the GC share
    /// of the samples matches the GC's own cycle count.
    Profiler(bench_profiler::Options),
}

/// What `run` and `qemu-exec` hand the runtime.
#[derive(Debug, Args)]
struct Boot {
    /// Class whose main(String[]) runs (the runtime's default: Main).
    #[arg(long, value_name = "CLASS")]
    main: Option<String>,
    /// Boot arguments, e.g. dexmetal.sched.hz=100 dalvik.vm.heapsize=32m (`cargo xtask
    /// bootargs` lists them); the options below win over them.
    #[arg(
        long,
        value_name = "KEY=VALUE ...",
        default_value = "",
        allow_hyphen_values = true
    )]
    bootargs: String,
    /// The collector (boot argument dexmetal.gc).
    #[arg(long, value_name = "NAME", value_parser = boot_value::<GcVariant>(Key::Gc))]
    gc: Option<GcVariant>,
    /// How concurrent cycles are paced (boot argument dexmetal.gc.pacing): dalvik
    /// (Dalvik 4.4's 128 KiB concurrent start) or adaptive (started early from measured
    /// rates, with mutator assists).
    #[arg(long, value_name = "NAME", value_parser = boot_value::<GcPacing>(Key::GcPacing))]
    gc_pacing: Option<GcPacing>,
    /// The cpufreq governor (boot argument dexmetal.governor); on qemu-virt it drives
    /// the cpufreq model, and every figure it produces says `model`.
    #[arg(long, value_name = "NAME", value_parser = boot_value::<Governor>(Key::Governor))]
    governor: Option<Governor>,
    /// Cores the run uses (boot argument dexmetal.cores; QEMU gets -smp N): the boot
    /// core runs the program, the next one the collector's concurrent work. At most the
    /// board's `cores` (its Cargo.toml metadata).
    #[arg(long, value_name = "N", value_parser = boot_value::<Ranged<1, 8>>(Key::Cores))]
    cores: Option<Ranged<1, 8>>,
    /// Guest RAM in MiB.
    #[arg(long, value_name = "MIB", default_value_t = 128)]
    mem: u32,
}

#[derive(Debug, Args)]
struct RunArgs {
    /// The board (a crate under boards/ that QEMU can boot: qemu-virt, qemu-realview-a8).
    #[arg(long, value_name = "BOARD", default_value = "qemu-virt", value_parser = image::qemu_board)]
    board: &'static image::Board,
    /// Boot the image with QEMU's own loader instead of U-Boot.
    #[arg(long, conflicts_with = "bootm")]
    direct: bool,
    /// Boot the uImage through U-Boot's bootm instead of bootz.
    #[arg(long)]
    bootm: bool,
    /// DEX files, or .jar/.apk archives (their classes*.dex in multidex order), to run
    /// instead of the demo app (the values up to the next option).
    #[arg(long, value_name = "FILE.dex|.jar|.apk", num_args = 1.., conflicts_with_all = ["initrd", "demo"])]
    dex: Vec<PathBuf>,
    /// Which bundled demo runs: `demo` (apps/demo) or `dimmunix` (apps/dimmunix, seed
    /// 000's NotificationManagerService/StatusBarService deadlock told as a two-boot
    /// story: it deadlocks, Dimmunix saves the signature to pflash and reboots, and the
    /// second boot avoids it; implies --reboot-on-deadlock and --fresh-history).
    #[arg(long, value_name = "NAME", default_value = "demo", value_parser = ["demo", "dimmunix"], conflicts_with = "initrd")]
    demo: String,
    /// When Dimmunix detects a deadlock, save its signature and reboot (PSCI
    /// SYSTEM_RESET) instead of ending the run; U-Boot boots the same app again, now
    /// immune (boot argument dexmetal.dimmunix.reboot).
    #[arg(long)]
    reboot_on_deadlock: bool,
    /// The pflash bank-1 image whose Dimmunix history persists from run to run (only
    /// U-Boot's environment in it is rewritten) [default: target/dexmetal/<board>/flash1.img].
    #[arg(long, value_name = "FILE")]
    flash: Option<PathBuf>,
    /// Erase the Dimmunix history in the flash before booting.
    #[arg(long)]
    fresh_history: bool,
    /// Attach the flash read-only, so saving a Dimmunix history fails as on a
    /// write-protected part (fault injection).
    #[arg(long)]
    flash_read_only: bool,
    /// Keep the Dimmunix history on the host, as for a board without a flash store:
    /// loaded into RAM at boot if the file exists (U-Boot's `load`, here QEMU's loader)
    /// and rewritten from the telemetry of a detection.
    #[arg(long, value_name = "FILE")]
    dimmunix_history: Option<PathBuf>,
    /// A ready boot payload instead of one built from the DEX files.
    #[arg(long, value_name = "FILE")]
    initrd: Option<PathBuf>,
    #[command(flatten)]
    boot: Boot,
    /// Wall-clock limit in seconds; a guest still running then has hung.
    #[arg(long, value_name = "SECS", default_value_t = 120)]
    timeout: u64,
    /// Count guest instructions as time (QEMU -icount shift=0).
    #[arg(long)]
    icount: bool,
    /// Sample a profile (boot argument dexmetal.profile; docs/PROFILER.md) and write the
    /// flame graph, folded stacks and timeline trace beside the report.
    #[arg(long)]
    profile: bool,
    /// Events between two samples (boot argument dexmetal.profile.period).
    #[arg(long, value_name = "N", requires = "profile",
          value_parser = boot_value::<ProfilePeriod>(Key::ProfilePeriod))]
    profile_period: Option<ProfilePeriod>,
    /// The event sampled on (boot argument dexmetal.profile.event); the board's
    /// metadata lists those its profiler supports.
    #[arg(long, value_name = "EVENT", requires = "profile",
          value_parser = boot_value::<ProfileEvent>(Key::ProfileEvent))]
    profile_event: Option<ProfileEvent>,
    /// Show the QEMU command line, the build's commands and QEMU's stderr.
    #[arg(long)]
    verbose: bool,
    /// The app's arguments.
    #[arg(last = true, value_name = "ARGS")]
    args: Vec<String>,
}

#[derive(Debug, Args)]
struct FlashArgs {
    /// The board; it needs an openocd/<board>.cfg.
    #[arg(long, value_name = "BOARD", value_parser = image::board)]
    board: &'static image::Board,
    /// Load over JTAG with OpenOCD (the one way there is today).
    #[arg(long, required = true)]
    openocd: bool,
    /// The OpenOCD config of your JTAG adapter.
    #[arg(
        long,
        value_name = "CFG",
        default_value = "interface/ftdi/flyswatter2.cfg"
    )]
    adapter: String,
    /// The DEX files (or .jar/.apk) the app payload carries [default: the demo app].
    #[arg(long, value_name = "FILE.dex|.jar|.apk", num_args = 1..)]
    dex: Vec<PathBuf>,
    /// Show the commands.
    #[arg(long)]
    verbose: bool,
}

#[derive(Debug, Args)]
struct MonitorArgs {
    /// The serial device, e.g. /dev/ttyUSB0 (or a pty).
    #[arg(long, value_name = "DEV")]
    serial: String,
    /// Line speed.
    #[arg(long, value_name = "N", default_value_t = 115_200)]
    baud: u32,
    /// The board whose built image runs there (its ELF decodes the frames).
    #[arg(long, value_name = "BOARD", default_value = "qemu-virt", value_parser = image::board)]
    board: &'static image::Board,
    /// The running image's ELF, if not the board's last build.
    #[arg(long, value_name = "FILE")]
    elf: Option<PathBuf>,
    /// Give up after this many seconds without an exit [default: wait for it].
    #[arg(long, value_name = "SECS")]
    timeout: Option<u64>,
}

#[derive(Debug, Args)]
struct QemuExecArgs {
    /// The board whose prebuilt image runs the files.
    #[arg(long, value_name = "BOARD", default_value = "qemu-virt", value_parser = image::qemu_board)]
    board: &'static image::Board,
    #[command(flatten)]
    boot: Boot,
    /// Heap limit, as `dexmetal run --heapsize` takes it (boot argument
    /// dalvik.vm.heapsize).
    // Mirrors the host CLI so the conformance runner passes a case's limit to either.
    #[arg(long, value_name = "SIZE", value_parser = heap_size)]
    heapsize: Option<usize>,
    /// Check every reference after every collection, as `dexmetal run --verify-heap`
    /// (boot argument dexmetal.gc.verify=1).
    #[arg(long)]
    verify_heap: bool,
    /// Profile the run, as `dexmetal run --profile` (boot argument dexmetal.profile:
    /// android.os.Trace records).
    #[arg(long)]
    profile: bool,
    /// Wall-clock limit in seconds.
    #[arg(long, value_name = "SECS", default_value_t = 60)]
    timeout: u64,
    /// The DEX files (or .jar/.apk archives), in class-path order.
    #[arg(required = true, value_name = "FILE.dex|.jar|.apk")]
    files: Vec<PathBuf>,
}

#[derive(Debug, Args)]
struct InterpArgs {
    /// Timed repetitions per VM and program, alternating java/dexmetal [default: 5, 1
    /// with --quick].
    #[arg(long, value_name = "N", value_parser = RangedU64ValueParser::<usize>::new().range(1..))]
    reps: Option<usize>,
    /// Only programs whose name contains S.
    #[arg(long, value_name = "S")]
    filter: Option<String>,
    /// Smoke test: 1 repetition and each program's small size (argument "quick").
    #[arg(long)]
    quick: bool,
    /// Wall-clock limit of every single run in seconds [default: 60, 20 with --quick].
    #[arg(long, value_name = "SECS", value_parser = RangedU64ValueParser::<u64>::new().range(1..))]
    timeout: Option<u64>,
    /// Use the existing release dexmetal instead of running cargo build.
    #[arg(long)]
    no_build: bool,
}

impl InterpArgs {
    fn options(&self) -> bench::Options {
        let (reps, secs) = if self.quick { (1, 20) } else { (5, 60) };
        bench::Options {
            reps: self.reps.unwrap_or(reps),
            filter: self.filter.clone(),
            quick: self.quick,
            timeout: Duration::from_secs(self.timeout.unwrap_or(secs)),
            build: !self.no_build,
        }
    }
}

#[derive(Debug, Args)]
struct ConformanceArgs {
    /// Only the cases that also run on the board (those with a `qemu` file).
    #[arg(long)]
    qemu: bool,
    /// Only cases whose name contains S.
    #[arg(long, value_name = "S")]
    filter: Option<String>,
    /// Wall-clock limit of every run in seconds.
    #[arg(long, value_name = "SECS", default_value_t = conformance::DEFAULT_TIMEOUT.as_secs())]
    timeout: u64,
    /// The interpreter command, each case's DEX path appended [default:
    /// target/release/dexmetal run --main Main, which is not built here].
    #[arg(last = true, value_name = "CMD ARGS")]
    runner: Vec<String>,
}

#[derive(Debug, Args)]
struct FuzzArgs {
    /// Minutes each target runs.
    #[arg(long, value_name = "N")]
    minutes: Option<f64>,
    /// Executions each target runs (with --minutes, whichever comes first): N for every
    /// target, TARGET=N for one (e.g. `10000000,interpreter=1000000`).
    #[arg(long, value_name = "N|T=N,..", value_delimiter = ',')]
    runs: Vec<String>,
    /// Only these targets (comma-separated) [default: all].
    #[arg(long, value_name = "T,..", value_delimiter = ',')]
    target: Vec<String>,
    /// Targets fuzzed at once [default: the CPUs].
    #[arg(long, value_name = "N")]
    jobs: Option<usize>,
    /// Skip replaying the corpora under AddressSanitizer afterwards.
    #[arg(long)]
    no_asan_replay: bool,
    /// Afterwards (or, alone, instead), report the line coverage each corpus reaches in
    /// its target's sources.
    #[arg(long)]
    coverage: bool,
    /// Only rewrite docs/FUZZING.md's campaign table from the last run's logs (for a run
    /// stopped after its fuzzing).
    #[arg(long)]
    record: bool,
    /// Show the build's and QEMU's commands.
    #[arg(long)]
    verbose: bool,
}

#[derive(Debug, Args)]
struct FreshCheckArgs {
    /// Keep the Debian root afterwards.
    #[arg(long)]
    keep: bool,
    /// Where to build the root [default: target/fresh-check].
    #[arg(long, value_name = "PATH")]
    dir: Option<PathBuf>,
    /// The Debian suite of the root.
    #[arg(long, value_name = "NAME", default_value = "bookworm")]
    suite: String,
    /// The Debian mirror mmdebstrap installs from.
    #[arg(
        long,
        value_name = "URL",
        default_value = "http://deb.debian.org/debian"
    )]
    mirror: String,
    /// Show mmdebstrap's and the commands' output.
    #[arg(long)]
    verbose: bool,
}

/// An option's value as boot key `key` takes it, checked here because the runtime only
/// logs a bad one and runs the default; refused in the words the board would log (less the
/// default), with the key's names as the possible values.
fn boot_value<T: Value + Send + Sync + 'static>(key: Key) -> impl TypedValueParser<Value = T> {
    BootValue(key, std::marker::PhantomData)
}

#[derive(Clone)]
struct BootValue<T>(Key, std::marker::PhantomData<fn() -> T>);

impl<T: Value + Send + Sync + 'static> TypedValueParser for BootValue<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        let text = clap::builder::StringValueParser::new().parse_ref(cmd, arg, value)?;
        bootargs::parse_value::<T>(self.0, &text).map_err(|e| {
            let option = arg.map_or(String::new(), |a| format!("for '{a}': "));
            clap::Error::raw(
                clap::error::ErrorKind::InvalidValue,
                format!("invalid value '{text}' {option}{e:#}\n"),
            )
            .with_cmd(cmd)
        })
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        let names = T::choices();
        (!names.is_empty()).then(|| {
            Box::new(names.into_iter().map(clap::builder::PossibleValue::new))
                as Box<dyn Iterator<Item = _>>
        })
    }
}

/// `--heapsize`: a `dalvik.vm.heapsize` that `java -Xmx` reads the same
/// ([`conformance::heap_size_ok`]), checked here because the runtime falls back to its
/// default heap on a value it cannot read.
fn heap_size(v: &str) -> Result<usize, String> {
    let size = bootargs::parse_value::<usize>(Key::HeapSize, v).map_err(|e| format!("{e:#}"))?;
    if conformance::heap_size_ok(v) {
        Ok(size)
    } else {
        Err("want a size from 1 byte to 4g, like 16m, 512k or 1048576".into())
    }
}

/// Warns of the words of ours `line` passes on that the board cannot read (it logs them
/// in the same words and runs the default).
fn warn_unread(line: &CommandLine) {
    for p in line.problems() {
        eprintln!("xtask: warning: boot argument {p}");
    }
}

impl Boot {
    /// `--bootargs`, with the named options over it.
    fn command_line(&self) -> CommandLine {
        let mut line = CommandLine::parse(&self.bootargs);
        let c = &mut line.config;
        if let Some(v) = self.gc {
            c.gc = v;
        }
        if let Some(p) = self.gc_pacing {
            c.gc_pacing = p;
        }
        if let Some(g) = self.governor {
            c.governor = g;
        }
        if let Some(n) = self.cores {
            c.cores = n;
        }
        line
    }

    /// `--cores` beyond what `board` has is a usage error: the board would only fall
    /// back to its own count.
    fn check_cores(&self, board: &image::Board) {
        let asked = self.command_line().config.cores.get();
        if asked > board.cores {
            usage_error(&format!(
                "--cores {asked}: board {} has {} core{}",
                board.name,
                board.cores,
                if board.cores == 1 { "" } else { "s" }
            ));
        }
    }
}

impl QemuExecArgs {
    /// `--heapsize`, `--gc`, `--verify-heap` and `--profile` mirror the host CLI's
    /// options; on the board they are the runtime's boot arguments.
    fn command_line(&self) -> CommandLine {
        let mut line = self.boot.command_line();
        if self.heapsize.is_some() {
            line.config.heap_size = self.heapsize;
        }
        line.config.gc_verify |= self.verify_heap;
        line.config.profile |= self.profile;
        line
    }
}

fn main() {
    let code = match dispatch(Cli::parse().command) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("xtask: error: {e:#}");
            1
        }
    };
    std::process::exit(code);
}

fn dispatch(command: Command) -> Result<i32> {
    match command {
        Command::Run(a) => run(&a),
        Command::Test {
            verbose,
            skip_host,
            miri,
        } => {
            setup::ensure(dexmetal_tools::ALL, verbose)?;
            toolchain::ensure_cargo_fuzz(verbose)?;
            if miri {
                itest::miri(verbose)
            } else {
                itest::all(verbose, skip_host)
            }
        }
        Command::Build {
            board,
            dex,
            verbose,
        } => {
            let imgs = image::build(board, verbose)?;
            println!(
                "{} ({} bytes)\n{}\n{}",
                imgs.zimage.display(),
                imgs.image_bytes,
                imgs.uimage.display(),
                imgs.elf.display()
            );
            // Only boards whose images carry the app need it assembled.
            if !(board.boot_img.is_some() || board.sd_card) {
                return Ok(0);
            }
            let payload = app::payload(board, &app::dex_or_demo(&dex, "demo")?, None, &[])?;
            if board.boot_img.is_some() {
                let img = image::boot_img(board, &imgs, &payload, verbose)?;
                println!(
                    "\nboot.img: {img}\n\
                     With the board in LK's fastboot mode (docs/boards/{b}.md), run\n\
                     \x20   fastboot boot {img}\n\
                     Watch it with: cargo xtask monitor --board {b} --serial /dev/ttyUSB0",
                    img = img.display(),
                    b = board.name
                );
            }
            if board.sd_card {
                let dir = image::sd_card(board, &imgs, &payload, verbose)?;
                println!(
                    "\nSD card: copy {d}/boot.scr, uImage and app.bin to the first (FAT)\n\
                     partition of the {b}'s SD card, e.g.\n\
                     \x20   sudo mount /dev/mmcblk0p1 /mnt && sudo cp {d}/* /mnt && sudo umount /mnt\n\
                     U-Boot runs boot.scr at power-on (or: load mmc 0:1 ${{scriptaddr}} boot.scr; source ${{scriptaddr}}).\n\
                     Watch it with: cargo xtask monitor --board {b} --serial /dev/ttyUSB0",
                    d = dir.display(),
                    b = board.name
                );
            }
            Ok(0)
        }
        Command::Flash(a) => flash(&a),
        Command::Setup { verbose } => {
            setup::ensure(dexmetal_tools::ALL, verbose)?;
            toolchain::ensure_cargo_fuzz(verbose)?;
            println!("xtask setup: everything dexmetal needs is installed");
            Ok(0)
        }
        Command::Bench(b) => {
            setup::ensure(dexmetal_tools::ALL, false)?;
            match b {
                Bench::Interp(a) => Ok(bench::run(&a.options())),
                Bench::Threads(o) => bench_threads::run(&o),
                Bench::Gc(o) => bench_gc::run(&o),
                Bench::Dimmunix(o) => bench_dimmunix::run(&o),
                Bench::Telemetry(o) => bench_telemetry::run(&o),
                Bench::Profiler(o) => bench_profiler::run(&o),
                Bench::Energy(o) => bench_energy::run(&o),
            }
        }
        Command::Oracle { bless, filter } => {
            passed(conformance::oracle_command(bless, filter.as_deref()))
        }
        Command::Coverage => passed(conformance::coverage_command()),
        Command::ArtTests {
            tests,
            write,
            source,
        } => art_tests_command(&tests, write, source),
        Command::Conformance(a) => {
            let opts = conformance::SuiteOptions {
                filter: a.filter,
                qemu_only: a.qemu,
                timeout: Duration::from_secs(a.timeout),
                ..Default::default()
            };
            passed(conformance::suite_command(&opts, &a.runner))
        }
        Command::QemuExec(a) => qemu_exec(&a),
        Command::Bootargs { markdown } => {
            print!("{}", bootargs_listing(markdown));
            Ok(0)
        }
        Command::Monitor(a) => monitor(&a),
        Command::Fuzz(a) => {
            setup::ensure(dexmetal_tools::ALL, a.verbose)?;
            toolchain::ensure_cargo_fuzz(a.verbose)?;
            fuzz::run(&fuzz::Options {
                targets: a.target,
                minutes: a.minutes,
                runs: fuzz::Runs::parse(&a.runs)?,
                jobs: a
                    .jobs
                    .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
                no_asan_replay: a.no_asan_replay,
                coverage: a.coverage,
                record: a.record,
                verbose: a.verbose,
            })
        }
        Command::FreshCheck(a) => fresh::run(&fresh::Options {
            keep: a.keep,
            dir: a.dir,
            suite: a.suite,
            mirror: a.mirror,
            verbose: a.verbose,
        }),
    }
}

/// The exit status of a check: 0 when it passed, 1 when it found a problem.
fn art_tests_command(tests: &Path, write: bool, source: Option<String>) -> Result<i32> {
    setup::ensure(&[&dexmetal_tools::SMALI], false)?;
    let bin = bench::build_dexmetal().map_err(anyhow::Error::msg)?;
    let git = |dir: &Path, args: &[&str]| {
        Process::new("git")
            .arg("-C")
            .arg(dir)
            .args(args)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    let source = source
        .or_else(|| git(tests, &["rev-parse", "HEAD"]).map(|c| format!("platform/art at {c}")))
        .unwrap_or_else(|| tests.display().to_string());
    let work = image::target_dir().join("art-tests");
    let results = art_tests::run_all(tests, &bin, &work).map_err(anyhow::Error::msg)?;
    let line = art_tests::summary_line(&results);
    if write {
        let root = image::workspace_root();
        let rev = git(&root, &["rev-parse", "--short", "HEAD"]).unwrap_or_else(|| "?".into());
        let path = root.join("docs/measurements/art-run-tests.md");
        std::fs::write(&path, art_tests::markdown(&results, &source, &rev))?;
        eprintln!("wrote {}", path.display());
    }
    println!("{line}");
    Ok(i32::from(!line.ends_with(" 0 failed")))
}

fn passed(check: Result<bool, String>) -> Result<i32> {
    check.map(|ok| i32::from(!ok)).map_err(anyhow::Error::msg)
}

fn flash(a: &FlashArgs) -> Result<i32> {
    let cfg = image::workspace_root()
        .join("openocd")
        .join(format!("{}.cfg", a.board.name));
    if !a.openocd || !cfg.is_file() {
        anyhow::bail!(
            "board {} has no OpenOCD config ({})",
            a.board.name,
            cfg.display()
        );
    }
    setup::ensure(
        &[&dexmetal_tools::OPENOCD, &dexmetal_tools::MKIMAGE],
        a.verbose,
    )?;
    let imgs = image::build(a.board, a.verbose)?;
    let payload = app::payload(a.board, &app::dex_or_demo(&a.dex, "demo")?, None, &[])?;
    let mut cmd = std::process::Command::new(dexmetal_tools::OPENOCD.find()?);
    cmd.arg("-f")
        .arg(&a.adapter)
        .arg("-f")
        .arg(&cfg)
        .arg("-c")
        .arg(format!(
            "dexmetal_load {} {}",
            imgs.uimage.display(),
            payload.display()
        ));
    cmd.args(["-c", "shutdown"]);
    if a.verbose {
        eprintln!("+ {cmd:?}");
    }
    let st = cmd.status()?;
    Ok(st.code().unwrap_or(1))
}

fn monitor(a: &MonitorArgs) -> Result<i32> {
    let elf = match &a.elf {
        Some(e) => e.clone(),
        None => image::prebuilt(a.board)?.elf,
    };
    let telemetry = Telemetry::from_elf(
        &std::fs::read(&elf).map_err(|e| anyhow::anyhow!("reading {}: {e}", elf.display()))?,
    )?;
    let result = monitor::run(
        &a.serial,
        a.baud,
        &telemetry,
        a.timeout.map(Duration::from_secs),
        true,
    )?;
    println!();
    print!("{}", report::render(&result.events()));
    let (code, note) = result.status();
    println!("xtask monitor: {note}");
    Ok(code)
}

/// The boot keys, as `cargo xtask bootargs` prints them.
fn bootargs_listing(markdown: bool) -> String {
    if markdown {
        return bootargs::markdown_table();
    }
    let mut s = String::new();
    for k in Key::ALL {
        s += &format!(
            "{}={}\n    {} [default: {}]\n",
            k.name(),
            k.syntax(),
            k.help(),
            k.default_text()
        );
    }
    s
}

fn qemu_exec(a: &QemuExecArgs) -> Result<i32> {
    let board = a.board;
    a.boot.check_cores(board);
    let images = image::prebuilt(board)?;
    let telemetry = Telemetry::from_elf(&std::fs::read(&images.elf)?)?;
    let payload = app::payload_named(
        board,
        &a.files,
        a.boot.main.as_deref(),
        &[],
        &format!("exec-{}", std::process::id()),
    )?;
    let line = a.command_line();
    warn_unread(&line);
    let opts = qemu::RunOptions {
        boot: qemu::Boot::Direct,
        initrd: Some(payload.clone()),
        timeout: Duration::from_secs(a.timeout),
        bootargs: line.to_string(),
        mem_mib: a.boot.mem,
        ..Default::default()
    };
    let result = qemu::run(board, &images, &telemetry, &opts);
    let _ = std::fs::remove_file(&payload);
    let result = result?;
    use std::io::Write;
    std::io::stdout().write_all(&result.app_output(1))?;
    std::io::stderr().write_all(&result.app_output(2))?;
    let (code, note) = result.status();
    if code != 0 && !result.events().iter().any(|e| e.kind == "app_end") {
        eprintln!("qemu-exec: {note}");
    }
    Ok(code)
}

fn run(a: &RunArgs) -> Result<i32> {
    a.boot.check_cores(a.board);
    if let Some(e) = a.profile_event {
        let name = e.to_string();
        if !a.board.profile_events.contains(&name.as_str()) {
            usage_error(&match a.board.profile_events {
                [] => format!(
                    "--profile-event {name}: board {} has no sampling source",
                    a.board.name
                ),
                events => format!(
                    "--profile-event {name}: board {} samples on {}",
                    a.board.name,
                    events.join(", ")
                ),
            });
        }
    }
    setup::ensure(dexmetal_tools::ALL, a.verbose)?;
    let images = image::build(a.board, a.verbose)?;
    let telemetry = Telemetry::from_elf(&std::fs::read(&images.elf)?)?;
    let initrd = match &a.initrd {
        Some(rd) => rd.clone(),
        None => {
            let files = app::dex_or_demo(&a.dex, &a.demo)?;
            app::payload(a.board, &files, a.boot.main.as_deref(), &a.args)?
        }
    };
    let story = a.demo == "dimmunix" && a.dex.is_empty() && a.initrd.is_none();
    if a.flash.is_some() && !a.board.pflash_history {
        anyhow::bail!(
            "board {} has no flash for the history; use --dimmunix-history",
            a.board.name
        );
    }
    // Without a store on the board the host keeps the history, as it would for silicon.
    let history = a.dimmunix_history.clone().or_else(|| {
        (!a.board.pflash_history).then(|| image::out_dir(a.board).join("dimmunix-history.bin"))
    });
    if story && !a.board.pflash_history {
        if let Some(h) = &history {
            let _ = std::fs::remove_file(h);
        }
    }
    let mut line = a.boot.command_line();
    line.config.dimmunix_reboot |= a.reboot_on_deadlock || story;
    if a.profile {
        line.config.profile = true;
        if let Some(p) = a.profile_period {
            line.config.profile_period = p;
        }
        if let Some(e) = a.profile_event {
            line.config.profile_event = e;
        }
    }
    warn_unread(&line);
    let bootargs = line.to_string();
    let opts = qemu::RunOptions {
        boot: if a.direct || !a.board.boots("bootz") {
            // A board U-Boot's QEMU build cannot start is booted by QEMU's loader.
            qemu::Boot::Direct
        } else if a.bootm {
            qemu::Boot::Bootm
        } else {
            qemu::Boot::Bootz
        },
        bootargs,
        flash: a.board.pflash_history.then(|| {
            a.flash
                .clone()
                .unwrap_or_else(|| image::out_dir(a.board).join("flash1.img"))
        }),
        fresh_history: a.fresh_history || story,
        flash_read_only: a.flash_read_only,
        history_image: history.clone(),
        initrd: Some(initrd),
        timeout: Duration::from_secs(a.timeout),
        verbose: a.verbose,
        live: true,
        icount: a.icount,
        mem_mib: a.boot.mem,
        serial_pty: false,
    };
    let initrd_path = opts.initrd.clone();
    let result = qemu::run(a.board, &images, &telemetry, &opts)?;
    // Copied out of the run once: a profiled run's batches make it large.
    let events = result.events();
    println!();
    let dexes = if a.profile {
        profile_dexes(&images.elf, initrd_path.as_deref())?
    } else {
        Vec::new()
    };
    print!("{}", report::render_with_dexes(&events, &dexes));
    if let (Some(f), Some(img)) = (&history, dexmetal_decoder::dimmunix::history_image(&events)) {
        std::fs::write(f, &img).map_err(|e| anyhow::anyhow!("writing {}: {e}", f.display()))?;
        println!(
            "dimmunix      history ({} bytes) saved to {}",
            img.len(),
            f.display()
        );
    }
    // The MMU curve of an app that collected, beside the images.
    if let Some((csv, svg)) = report::mmu_files(&events) {
        let dir = image::target_dir().join("dexmetal");
        std::fs::create_dir_all(&dir)?;
        let (c, s) = (dir.join("mmu.csv"), dir.join("mmu.svg"));
        std::fs::write(&c, csv)?;
        std::fs::write(&s, svg)?;
        println!("mmu curve     {} and {}", c.display(), s.display());
    }
    if a.profile {
        let dir = image::target_dir().join("dexmetal");
        let profile = dexmetal_decoder::profile::Profile::from_events(&events, &dexes);
        print!("{}", report::write_profile_files(&events, &profile, &dir)?);
    }
    let (code, note) = result.status();
    if a.verbose && !result.qemu_stderr.trim().is_empty() {
        eprintln!("qemu stderr:\n{}", result.qemu_stderr.trim_end());
    }
    println!("xtask run: {note}");
    Ok(code)
}

/// The DEX files a profile's frames name: the core library inside the runtime ELF,
/// and the app's from the boot payload.
pub(crate) fn profile_dexes(
    elf: &Path,
    initrd: Option<&Path>,
) -> Result<Vec<dexmetal_decoder::profile::DexSource>> {
    use dexmetal_decoder::profile::DexSource;
    let mut dexes = DexSource::embedded_in(&std::fs::read(elf)?, "runtime ELF");
    if let Some(rd) = initrd {
        let bytes = std::fs::read(rd)?;
        if let Ok(p) = dexmetal_launch::payload::parse(&bytes) {
            for (i, d) in p.dex.iter().enumerate() {
                dexes.push(DexSource {
                    name: format!("{} (DEX #{i})", rd.display()),
                    bytes: d.to_vec(),
                });
            }
        }
    }
    Ok(dexes)
}

/// Ends `cargo xtask run` as clap ends a bad option: the message, the usage and status 2.
fn usage_error(message: &str) -> ! {
    use clap::CommandFactory;
    let mut cli = Cli::command().bin_name("cargo xtask");
    cli.build();
    let mut run = cli.find_subcommand("run").cloned().unwrap_or(cli);
    run.error(clap::error::ErrorKind::InvalidValue, message)
        .exit()
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn parse(args: &[&str]) -> Result<Command, clap::Error> {
        Cli::try_parse_from(std::iter::once("xtask").chain(args.iter().copied())).map(|c| c.command)
    }

    fn qemu_exec_args(args: &[&str]) -> QemuExecArgs {
        match parse(&[&["qemu-exec"], args].concat()) {
            Ok(Command::QemuExec(a)) => a,
            other => panic!("{args:?}: {other:?}"),
        }
    }

    fn run_args(args: &[&str]) -> RunArgs {
        match parse(&[&["run"], args].concat()) {
            Ok(Command::Run(a)) => a,
            other => panic!("{args:?}: {other:?}"),
        }
    }

    fn interp_options(args: &[&str]) -> Result<bench::Options, clap::Error> {
        match parse(&[&["bench", "interp"], args].concat())? {
            Command::Bench(Bench::Interp(a)) => Ok(a.options()),
            other => panic!("{args:?}: {other:?}"),
        }
    }

    #[test]
    fn cli_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn usage_errors_exit_with_2() {
        for bad in [
            &[][..],
            &["bench"],
            &["bench", "nope"],
            &["frobnicate"],
            &["run", "--direct", "--bootm"],
            &["run", "--board", "beagleboard"],
        ] {
            let e = parse(bad).expect_err(&format!("{bad:?} accepted"));
            assert_eq!(e.exit_code(), 2, "{bad:?}");
        }
        assert!(parse(&["qemu-exec"]).is_err(), "qemu-exec needs DEX files");
    }

    /// The boot arguments qemu-exec makes of `args` and one DEX file; the options' values
    /// must not be taken for DEX files.
    fn qemu_exec_bootargs(args: &[&str]) -> String {
        let a = qemu_exec_args(&[args, &["a.dex"]].concat());
        assert_eq!(a.files, [PathBuf::from("a.dex")], "{args:?}");
        a.command_line().to_string()
    }

    fn qemu_exec_refuses(option: &str, values: &[&str]) {
        for v in values {
            let r = parse(&["qemu-exec", option, v, "a.dex"]);
            assert!(r.is_err(), "{option} {v:?} accepted");
        }
    }

    #[test]
    fn qemu_exec_heapsize_becomes_a_bootarg() {
        assert_eq!(
            qemu_exec_bootargs(&["--heapsize", "16m"]),
            "dalvik.vm.heapsize=16m"
        );
        assert_eq!(
            qemu_exec_bootargs(&["--bootargs", "dexmetal.vm.stack=64k ", "--heapsize", "512k"]),
            "dalvik.vm.heapsize=512k dexmetal.vm.stack=64k"
        );
        // The option wins over the free text.
        assert_eq!(
            qemu_exec_bootargs(&["--bootargs", "dalvik.vm.heapsize=1m", "--heapsize", "2m"]),
            "dalvik.vm.heapsize=2m"
        );
        qemu_exec_refuses("--heapsize", &["", "m", "16g", "-1m", "0", "1 6m"]);
    }

    #[test]
    fn qemu_exec_profile_becomes_a_bootarg() {
        assert_eq!(qemu_exec_bootargs(&["--profile"]), "dexmetal.profile");
    }

    #[test]
    fn qemu_exec_gc_becomes_a_bootarg() {
        assert_eq!(
            qemu_exec_bootargs(&["--gc", "gencms"]),
            "dexmetal.gc=gencms"
        );
        assert_eq!(
            qemu_exec_bootargs(&[
                "--bootargs",
                "dalvik.vm.heapsize=16m dexmetal.gc=bg",
                "--gc",
                "stw"
            ]),
            "dexmetal.gc=stw dalvik.vm.heapsize=16m"
        );
        qemu_exec_refuses("--gc", &["", "CMS", "g1", "cms ", "fg=1"]);
        assert_eq!(
            qemu_exec_bootargs(&["--gc", "cms", "--gc-pacing", "adaptive"]),
            "dexmetal.gc.pacing=adaptive"
        );
        qemu_exec_refuses("--gc-pacing", &["", "Adaptive", "go", "dalvik "]);
        // Refused in the words the board would log, less the default it would run.
        let e = parse(&["qemu-exec", "--gc", "g1", "a.dex"]).unwrap_err();
        let text = e.to_string();
        assert!(
            text.contains(
                "dexmetal.gc=g1: unknown collector (expected cms, fg, bg, gencms or stw)"
            ) && !text.contains("; using"),
            "{text}"
        );
        assert_eq!(e.exit_code(), 2);
    }

    #[test]
    fn qemu_exec_verify_heap_becomes_a_bootarg() {
        assert_eq!(qemu_exec_bootargs(&["--verify-heap"]), "dexmetal.gc.verify");
        // Each option adds its argument, whatever their order on the command line.
        assert_eq!(
            qemu_exec_bootargs(&["--verify-heap", "--heapsize", "8m", "--gc", "fg"]),
            "dexmetal.gc=fg dexmetal.gc.verify dalvik.vm.heapsize=8m"
        );
        let a = qemu_exec_args(&["a.dex", "b.dex"]);
        assert_eq!(a.files.len(), 2);
        assert_eq!(
            (a.timeout, a.boot.mem, a.command_line().to_string()),
            (60, 128, String::new())
        );
    }

    #[test]
    fn run_dex_takes_values_up_to_the_next_option() {
        let a = run_args(&["--dex", "a.dex", "b.dex", "--main", "M", "--", "x", "--y"]);
        assert_eq!(a.dex, [PathBuf::from("a.dex"), PathBuf::from("b.dex")]);
        assert_eq!(a.boot.main.as_deref(), Some("M"));
        assert_eq!(a.args, ["x", "--y"]);
        let a = run_args(&[]);
        assert!(a.dex.is_empty() && a.args.is_empty());
        assert_eq!(
            (a.timeout, a.boot.mem, a.board.name),
            (120, 128, "qemu-virt")
        );
        assert_eq!(a.boot.command_line().to_string(), "");
        let a = run_args(&["--bootargs", "dexmetal.sched.hz=100", "--gc", "bg"]);
        assert_eq!(
            a.boot.command_line().to_string(),
            "dexmetal.gc=bg dexmetal.sched.hz=100"
        );
        let a = run_args(&["--governor", "gc-aware"]);
        assert_eq!(
            a.boot.command_line().to_string(),
            "dexmetal.governor=gc-aware"
        );
        assert!(parse(&["run", "--governor", "schedutil"]).is_err());
        assert!(parse(&["run", "--dex"]).is_err());
        assert!(parse(&["run", "--dex", "a.dex", "--initrd", "p"]).is_err());
        assert!(parse(&["run", "--gc", "g1"]).is_err());
        assert!(parse(&["run", "--timeout", "soon"]).is_err());
        assert!(parse(&["run", "stray"]).is_err());
    }

    /// `--bootargs` is free text: the words of others stay, a value the board cannot read
    /// goes through for it to report (unless an option sets its key), later keys win.
    #[test]
    fn free_bootargs_merge_under_the_options() {
        let line = |args: &[&str]| run_args(args).boot.command_line();
        let l = line(&[
            "--bootargs",
            "quiet dexmetal.gc=g1 dexmetal.sched.hz=5 dexmetal.sched.hz=50",
        ]);
        assert_eq!(l.to_string(), "quiet dexmetal.sched.hz=50 dexmetal.gc=g1");
        let problems: Vec<String> = l.problems().map(|p| p.to_string()).collect();
        assert_eq!(
            problems,
            ["dexmetal.gc=g1: unknown collector (expected cms, fg, bg, gencms or stw); using cms"]
        );
        let l = line(&["--bootargs", "dexmetal.gc=g1", "--gc", "fg"]);
        assert_eq!(l.to_string(), "dexmetal.gc=fg");
        assert_eq!(l.problems().count(), 0);
        let l = line(&[
            "--bootargs",
            "dexmetal.nonsense=1 dexmetal.governor=ondemand",
            "--governor",
            "powersave",
        ]);
        assert_eq!(
            l.to_string(),
            "dexmetal.governor=powersave dexmetal.nonsense=1"
        );
    }

    #[test]
    fn bootargs_lists_every_key() {
        let text = bootargs_listing(false);
        for k in Key::ALL {
            assert!(
                text.contains(&format!("{}={}\n", k.name(), k.syntax())),
                "{k:?}"
            );
        }
        assert!(text.contains("[default: cms]"));
        assert_eq!(bootargs_listing(true), bootargs::markdown_table());
        assert!(matches!(
            parse(&["bootargs", "--markdown"]),
            Ok(Command::Bootargs { markdown: true })
        ));
    }

    #[test]
    fn bench_interp_defaults_follow_quick() {
        let o = interp_options(&[]).unwrap();
        assert_eq!((o.reps, o.quick, o.build), (5, false, true));
        assert_eq!(o.timeout, Duration::from_secs(60));
        let o = interp_options(&["--quick", "--filter", "fib"]).unwrap();
        assert_eq!((o.reps, o.quick), (1, true));
        assert_eq!(o.filter.as_deref(), Some("fib"));
        assert_eq!(o.timeout, Duration::from_secs(20));
        let o =
            interp_options(&["--quick", "--reps", "3", "--no-build", "--timeout", "7"]).unwrap();
        assert_eq!((o.reps, o.build), (3, false));
        assert_eq!(o.timeout, Duration::from_secs(7));
        for bad in [
            &["--reps", "0"][..],
            &["--reps"],
            &["--timeout", "0"],
            &["--timeout", "x"],
            &["--bogus"],
        ] {
            assert!(interp_options(bad).is_err(), "{bad:?} accepted");
        }
    }

    #[test]
    fn conformance_oracle_and_fresh_check_options() {
        match parse(&[
            "conformance",
            "--qemu",
            "--timeout",
            "5",
            "--",
            "sh",
            "-c",
            "x",
        ]) {
            Ok(Command::Conformance(a)) => {
                assert!(a.qemu && a.filter.is_none());
                assert_eq!(a.timeout, 5);
                assert_eq!(a.runner, ["sh", "-c", "x"]);
            }
            other => panic!("{other:?}"),
        }
        match parse(&["conformance"]) {
            Ok(Command::Conformance(a)) => {
                assert_eq!(a.timeout, conformance::DEFAULT_TIMEOUT.as_secs());
                assert!(a.runner.is_empty());
            }
            other => panic!("{other:?}"),
        }
        match parse(&["oracle", "--bless", "monitor"]) {
            Ok(Command::Oracle { bless, filter }) => {
                assert!(bless);
                assert_eq!(filter.as_deref(), Some("monitor"));
            }
            other => panic!("{other:?}"),
        }
        match parse(&["bench", "gc", "--host-only"]) {
            Ok(Command::Bench(Bench::Gc(o))) => assert!(o.host_only && !o.quick),
            other => panic!("{other:?}"),
        }
        match parse(&["fresh-check", "--keep"]) {
            Ok(Command::FreshCheck(a)) => {
                assert!(a.keep && !a.verbose && a.dir.is_none());
                assert_eq!(a.suite, "bookworm");
                assert_eq!(a.mirror, "http://deb.debian.org/debian");
            }
            other => panic!("{other:?}"),
        }
    }
}
