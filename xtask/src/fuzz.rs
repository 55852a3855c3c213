//! `cargo xtask fuzz`: coverage-guided fuzzing with libFuzzer (cargo-fuzz, pinned
//! nightly) of every input dexmetal takes from outside: DEX loader, verifier,
//! interpreter, telemetry decoder, boot payload and boot info (the checks are
//! host/fuzzing's, the binaries fuzz/'s). Seeds come from the fixtures, the conformance
//! suite, a real qemu-virt capture and QEMU's device trees, plus the committed minimized
//! corpus (fuzz/corpus/<target>/), which each campaign merges its finds back into
//! (libFuzzer `-merge=1`) and records in docs/FUZZING.md's campaign table; a crash is
//! copied into fuzz/regressions/<target>/, which `cargo xtask test` replays.

use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::image;

/// The targets: fuzz/Cargo.toml's `[[bin]]`s, in its order (the one list; host/fuzzing's
/// replay test holds its own `TARGETS` to it).
pub fn targets() -> Result<Vec<String>> {
    #[derive(serde::Deserialize)]
    struct Manifest {
        bin: Vec<Bin>,
    }
    #[derive(serde::Deserialize)]
    struct Bin {
        name: String,
    }
    let path = image::workspace_root().join("fuzz/Cargo.toml");
    let text =
        std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    let m: Manifest =
        toml::from_str(&text).with_context(|| format!("parsing {}", path.display()))?;
    Ok(m.bin.into_iter().map(|b| b.name).collect())
}

/// How the fuzz binaries are instrumented. `Fast` (no sanitizer, debug assertions on)
/// explores: all but the interpreter are safe Rust, where AddressSanitizer finds nothing
/// a bounds check would not, and it costs the interpreter target 5-8x. `Address` is used
/// to replay every corpus afterwards, so each input that reached new code also runs
/// under ASan (and LeakSanitizer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Build {
    Fast,
    Address,
}

impl Build {
    fn dir(self) -> PathBuf {
        root().join(match self {
            Build::Fast => "build-fast",
            Build::Address => "build-asan",
        })
    }
    fn sanitizer(self) -> &'static str {
        match self {
            Build::Fast => "none",
            Build::Address => "address",
        }
    }
    pub fn binary(self, target: &str) -> PathBuf {
        self.dir()
            .join(format!("{}-unknown-linux-gnu", std::env::consts::ARCH))
            .join("release")
            .join(target)
    }
}

/// `--runs`: executions per target, a default and per-target overrides.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Runs {
    pub default: Option<u64>,
    pub per_target: Vec<(String, u64)>,
}

impl Runs {
    /// `N` sets the default, `TARGET=N` one target's count.
    pub fn parse(items: &[String]) -> Result<Runs> {
        let mut r = Runs::default();
        for item in items {
            let number = |v: &str| -> Result<u64> {
                v.trim()
                    .replace('_', "")
                    .parse()
                    .with_context(|| format!("--runs {item}: not a number of executions"))
            };
            match item.split_once('=') {
                Some((t, n)) => r.per_target.push((t.trim().to_string(), number(n)?)),
                None => r.default = Some(number(item)?),
            }
        }
        Ok(r)
    }

    pub fn is_set(&self) -> bool {
        self.default.is_some() || !self.per_target.is_empty()
    }

    pub fn of(&self, target: &str) -> Option<u64> {
        self.per_target
            .iter()
            .rev()
            .find(|(t, _)| t == target)
            .map(|(_, n)| *n)
            .or(self.default)
    }
}

pub struct Options {
    pub targets: Vec<String>,
    /// Wall-clock time per target.
    pub minutes: Option<f64>,
    /// Executions per target.
    pub runs: Runs,
    /// Targets fuzzed at once.
    pub jobs: usize,
    /// Skip the AddressSanitizer replay of the corpora.
    pub no_asan_replay: bool,
    /// Measure the line coverage the corpora reach in each target's own sources.
    pub coverage: bool,
    /// Only rewrite the campaign table from the last run's logs.
    pub record: bool,
    pub verbose: bool,
}

/// target/fuzz: builds, corpora, artefacts and logs.
fn root() -> PathBuf {
    image::target_dir().join("fuzz")
}

fn corpus(target: &str) -> PathBuf {
    root().join("corpus").join(target)
}

fn regressions(target: &str) -> PathBuf {
    image::workspace_root()
        .join("fuzz/regressions")
        .join(target)
}

/// The file that says a target has no regressions (host/fuzzing's replay test holds every
/// target's directory to having either inputs or this).
const NO_REGRESSIONS: &str = "NONE";

/// The regressions directory as a libFuzzer input, unless it holds only the marker.
fn regression_inputs(target: &str) -> Option<PathBuf> {
    let r = regressions(target);
    (r.is_dir() && !r.join(NO_REGRESSIONS).exists()).then_some(r)
}

/// The committed minimized corpus: where a campaign starts and what it leaves behind.
fn committed(target: &str) -> PathBuf {
    image::workspace_root().join("fuzz/corpus").join(target)
}

/// Every input libFuzzer reads for `target`. The first directory is the one it adds new
/// inputs to: target/fuzz/corpus, never the committed corpus or the regressions.
fn inputs(target: &str) -> Vec<PathBuf> {
    let mut v = vec![corpus(target)];
    if committed(target).is_dir() {
        v.push(committed(target));
    }
    v.extend(regression_inputs(target));
    v
}

fn files_in(dirs: &[PathBuf]) -> (u64, u64) {
    let mut n = 0;
    let mut bytes = 0;
    for d in dirs {
        for e in std::fs::read_dir(d).into_iter().flatten().flatten() {
            if let Ok(m) = e.metadata() {
                if m.is_file() {
                    n += 1;
                    bytes += m.len();
                }
            }
        }
    }
    (n, bytes)
}

/// Builds every fuzz target with cargo-fuzz on the pinned nightly.
pub fn build(kind: Build, verbose: bool) -> Result<()> {
    let mut c = crate::toolchain::cargo_fuzz()?;
    c.args([
        "build",
        "--fuzz-dir",
        "fuzz",
        "--debug-assertions",
        "--sanitizer",
        kind.sanitizer(),
    ])
    .env("CARGO_TARGET_DIR", kind.dir());
    if verbose {
        eprintln!("+ {c:?}");
    } else {
        c.stdout(Stdio::null());
    }
    println!(
        "xtask fuzz: building the targets ({} sanitizer)",
        kind.sanitizer()
    );
    if !c.status().context("running cargo-fuzz")?.success() {
        bail!("cargo fuzz build failed");
    }
    Ok(())
}

/// Writes the seed corpora: host/fuzzing's `fuzz-seeds` (fixtures, conformance DEX,
/// verifier methods, interpreter programs, DTB and ATAGS), then a real capture of the
/// demo on qemu-virt for the decoder and QEMU's own device trees.
fn seed(elf_images: &image::Images, verbose: bool) -> Result<()> {
    let st = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .current_dir(image::workspace_root())
        .args([
            "run",
            "-q",
            "-p",
            "dexmetal-fuzzing",
            "--bin",
            "fuzz-seeds",
            "--",
        ])
        .arg(root().join("corpus"))
        .status()
        .context("running fuzz-seeds")?;
    if !st.success() {
        bail!("writing the seed corpora failed");
    }
    // The decoder's seed: the demo's serial stream after the telemetry marker, decoded
    // by this very image's table.
    let board = image::qemu_virt();
    let tel = dexmetal_decoder::Telemetry::from_elf(&std::fs::read(&elf_images.elf)?)?;
    let payload = crate::app::payload(board, &crate::app::dex_or_demo(&[], "demo")?, None, &[])?;
    let opts = crate::qemu::RunOptions {
        initrd: Some(payload),
        verbose,
        ..Default::default()
    };
    let r = crate::qemu::run(board, elf_images, &tel, &opts)?;
    let marker = dexmetal_telemetry::STREAM_MARKER.as_bytes();
    let at = r
        .raw
        .windows(marker.len())
        .position(|w| w == marker)
        .context("the demo's capture has no telemetry marker")?;
    let body = &r.raw[at + marker.len()..];
    let body = body.strip_prefix(b"\r").unwrap_or(body);
    let body = body.strip_prefix(b"\n").unwrap_or(body);
    let mut seed = vec![63u8];
    seed.extend_from_slice(body);
    std::fs::create_dir_all(corpus("decoder"))?;
    std::fs::write(corpus("decoder").join("seed-demo-capture"), &seed)?;
    // Device trees as QEMU builds them for other RAM sizes and CPU counts (without
    // /chosen/bootargs: QEMU takes -append only with -kernel; the committed tree has them).
    let qemu = dexmetal_tools::QEMU_SYSTEM_ARM.find()?;
    for (m, smp) in [("64M", "1"), ("1G", "2"), ("3G", "4")] {
        let out = corpus("bootinfo").join(format!("seed-qemu-virt-{m}-{smp}cpu.dtb"));
        let st = Command::new(&qemu)
            .arg("-M")
            .arg(format!("virt,dumpdtb={}", out.display()))
            .args(["-m", m, "-smp", smp, "-nic", "none", "-display", "none"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .context("running QEMU for its device tree")?;
        if !st.success() || !out.is_file() {
            bail!("QEMU did not dump its device tree to {}", out.display());
        }
    }
    Ok(())
}

/// What one target's run reported (libFuzzer's final stats and last status line).
#[derive(Debug, Default, Clone)]
struct Stats {
    execs: u64,
    per_sec: u64,
    cov: u64,
    features: u64,
    corpus: u64,
    crashes: Vec<PathBuf>,
    wall: Duration,
    /// How the run ended, as its log says.
    ended: &'static str,
    /// A failure with no artefact to keep.
    failed: Option<String>,
    status: Option<i32>,
}

fn stat(log: &str, key: &str) -> u64 {
    log.lines()
        .filter_map(|l| l.strip_prefix(key))
        .filter_map(|v| v.trim().parse().ok())
        .next_back()
        .unwrap_or(0)
}

fn after(line: &str, key: &str) -> u64 {
    line.split_whitespace()
        .skip_while(|w| *w != key)
        .nth(1)
        .and_then(|v| v.split('/').next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

fn parse_stats(log: &str) -> Stats {
    let last = log.lines().rfind(|l| l.contains(" cov: ")).unwrap_or("");
    let ended = if log.contains("libFuzzer: run interrupted") {
        "stopped by hand"
    } else if log.contains("ERROR: libFuzzer: timeout") {
        "timeout"
    } else if log.contains("ERROR: libFuzzer") || log.contains("panicked at") {
        "crash"
    } else {
        "done"
    };
    Stats {
        ended,
        execs: stat(log, "stat::number_of_executed_units:"),
        per_sec: stat(log, "stat::average_exec_per_sec:"),
        cov: after(last, "cov:"),
        features: after(last, "ft:"),
        corpus: after(last, "corp:"),
        ..Stats::default()
    }
}

/// Starts one libFuzzer process on `target` over `dirs`; its output goes to
/// target/fuzz/logs/<target>-<phase>.log. Every libFuzzer run gets an artefact prefix
/// under target/fuzz (without one, libFuzzer writes into its working directory).
fn start(
    kind: Build,
    target: &str,
    phase: &str,
    elf: &Path,
    args: &[String],
    dirs: &[PathBuf],
) -> Result<(Child, PathBuf)> {
    let logs = root().join("logs");
    let artefacts = root().join("artifacts").join(target);
    std::fs::create_dir_all(&logs)?;
    std::fs::create_dir_all(&artefacts)?;
    std::fs::create_dir_all(corpus(target))?;
    let log = logs.join(format!("{target}-{phase}.log"));
    let mut c = Command::new(kind.binary(target));
    c.arg(format!("-artifact_prefix={}/", artefacts.display()))
        .args(["-print_final_stats=1", "-rss_limit_mb=4096"])
        // A hang guard per input. The interpreter's budget bounds the bytecodes, but each
        // may trigger a verified collection; under ASan (30x) that took 10 s for an input
        // that runs in 0.3 s without it.
        .arg(match kind {
            Build::Fast => "-timeout=10",
            Build::Address => "-timeout=60",
        })
        .args(args)
        .args(dirs)
        .current_dir(&artefacts)
        .env(dexmetal_fuzzing_elf_var(), elf)
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&log)?)
        .stderr(std::fs::File::options().append(true).open(&log)?);
    Ok((
        c.spawn()
            .with_context(|| format!("starting {}", kind.binary(target).display()))?,
        log,
    ))
}

/// The decoder target's variable (host/fuzzing's `ELF_VAR`; xtask does not link that
/// crate, whose VM feature would leak into every build of the workspace).
fn dexmetal_fuzzing_elf_var() -> &'static str {
    "DEXMETAL_FUZZ_ELF"
}

/// libFuzzer's arguments and input directories for one target.
type Invocation<'a> = &'a dyn Fn(&str) -> Result<(Vec<String>, Vec<PathBuf>)>;

/// Runs `targets`, `jobs` at a time, each as `how` says; returns each one's stats.
fn run_all(
    kind: Build,
    targets: &[String],
    phase: &str,
    elf: &Path,
    jobs: usize,
    how: Invocation,
) -> Result<Vec<(String, Stats)>> {
    let mut pending: Vec<String> = targets.iter().rev().cloned().collect();
    let mut running: Vec<(String, Child, PathBuf, Vec<PathBuf>, Instant)> = Vec::new();
    let mut done = Vec::new();
    while !pending.is_empty() || !running.is_empty() {
        while running.len() < jobs.max(1) {
            let Some(t) = pending.pop() else { break };
            let before = artefacts(&t);
            let (args, dirs) = how(&t)?;
            let (child, log) = start(kind, &t, phase, elf, &args, &dirs)?;
            running.push((t, child, log, before, Instant::now()));
        }
        std::thread::sleep(Duration::from_millis(200));
        let mut i = 0;
        while i < running.len() {
            if let Some(st) = running[i].1.try_wait()? {
                let (t, _, log, before, began) = running.remove(i);
                let text = std::fs::read_to_string(&log).unwrap_or_default();
                let mut s = parse_stats(&text);
                s.wall = began.elapsed();
                s.status = st.code();
                s.crashes = artefacts(&t)
                    .into_iter()
                    .filter(|p| !before.contains(p))
                    .collect();
                // A replayed input that crashes (a committed regression that is not
                // fixed yet) leaves no artefact: libFuzzer writes those only for
                // inputs it made.
                if !st.success() && s.crashes.is_empty() {
                    s.failed = Some(format!("libFuzzer failed ({st}); see {}", log.display()));
                }
                done.push((t, s));
            } else {
                i += 1;
            }
        }
    }
    done.sort_by_key(|(t, _)| targets.iter().position(|x| x == t));
    Ok(done)
}

/// The failures libFuzzer wrote for `target`: crashes, timeouts, leaks and OOMs. Its
/// `slow-unit-*` files (an input over 10 s, reported and run on) are not failures.
fn artefacts(target: &str) -> Vec<PathBuf> {
    std::fs::read_dir(root().join("artifacts").join(target))
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| {
                    let name = p
                        .file_name()
                        .map(|n| n.to_string_lossy())
                        .unwrap_or_default();
                    ["crash-", "timeout-", "leak-", "oom-"]
                        .iter()
                        .any(|k| name.starts_with(k))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Copies each crash into fuzz/regressions/<target>/ (the replay tests' input) and says
/// how to reproduce it.
fn keep_crashes(results: &[(String, Stats)]) -> Result<usize> {
    let mut n = 0;
    for (t, s) in results {
        if let Some(why) = &s.failed {
            n += 1;
            println!("xtask fuzz: {t}: {why}");
        }
        for c in &s.crashes {
            let dir = regressions(t);
            std::fs::create_dir_all(&dir)?;
            let to = dir.join(c.file_name().context("artefact name")?);
            std::fs::copy(c, &to)?;
            n += 1;
            println!(
                "xtask fuzz: {t} crashed on {}\n  kept as {} (cargo xtask test replays it)\n  \
                 reproduce: {} {}\n  logs: {}",
                c.display(),
                to.display(),
                Build::Fast.binary(t).display(),
                c.display(),
                root().join("logs").join(format!("{t}-*.log")).display()
            );
        }
    }
    Ok(n)
}

fn table(title: &str, results: &[(String, Stats)], secs: f64) {
    println!("\n{title} ({secs:.0} s)");
    println!(
        "  {:<12} {:>13} {:>9} {:>7} {:>8} {:>7} {:>7}",
        "target", "executions", "exec/s", "cov", "features", "corpus", "crashes"
    );
    for (t, s) in results {
        println!(
            "  {:<12} {:>13} {:>9} {:>7} {:>8} {:>7} {:>7}",
            t,
            s.execs,
            s.per_sec,
            s.cov,
            s.features,
            s.corpus,
            s.crashes.len()
        );
    }
}

fn selected(wanted: &[String]) -> Result<Vec<String>> {
    let all = targets()?;
    if wanted.is_empty() {
        return Ok(all);
    }
    for t in wanted {
        if !all.contains(t) {
            bail!("no fuzz target {t}; the targets are {}", all.join(", "));
        }
    }
    Ok(wanted.to_vec())
}

/// The sources each target exists to exercise: its line coverage is reported over these.
fn sources(target: &str) -> &'static [&'static str] {
    match target {
        "dex_loader" => &["vm/src/dex"],
        "verifier" => &["vm/src/verify"],
        "interpreter" => &[
            "vm/src/interp",
            "vm/src/alloc",
            "vm/src/oo",
            "vm/src/thread",
            "vm/src/native",
        ],
        "decoder" => &["host/decoder/src/lib.rs"],
        "payload" => &["launch/src/payload.rs"],
        "bootinfo" => &["hal/src/bootinfo.rs", "hal/src/atags.rs"],
        _ => &[],
    }
}

/// Line coverage of each target's corpus (and regressions) over [`sources`]: cargo fuzz
/// coverage (`-C instrument-coverage`) runs every input once, llvm-cov sums the lines.
fn coverage(targets: &[String], elf: &Path, verbose: bool) -> Result<Vec<(String, u64, u64)>> {
    let dir = root().join("build-cov");
    let llvm_cov = crate::toolchain::llvm_tool("llvm-cov")?;
    let mut out = Vec::new();
    for t in targets {
        let mut c = crate::toolchain::cargo_fuzz()?;
        c.args(["coverage", "--fuzz-dir", "fuzz", "--target-dir"])
            .arg(&dir)
            .arg(t)
            .arg(corpus(t))
            .env(dexmetal_fuzzing_elf_var(), elf);
        if committed(t).is_dir() {
            c.arg(committed(t));
        }
        c.args(regression_inputs(t));
        // cargo fuzz coverage runs libFuzzer (-merge=1) in the workspace root: without a
        // prefix a crashing input lands there as crash-<sha1>.
        c.arg("--").arg(format!(
            "-artifact_prefix={}/",
            root().join("artifacts").join(t).display()
        ));
        std::fs::create_dir_all(root().join("artifacts").join(t))?;
        if !verbose {
            c.stdout(Stdio::null()).stderr(Stdio::null());
        }
        println!("xtask fuzz: measuring {t}'s coverage");
        if !c.status().context("running cargo fuzz coverage")?.success() {
            bail!("cargo fuzz coverage {t} failed");
        }
        let profile = image::workspace_root().join(format!("fuzz/coverage/{t}/coverage.profdata"));
        let bin = dir
            .join(format!("{}-unknown-linux-gnu", std::env::consts::ARCH))
            .join("release")
            .join(t);
        let rep = Command::new(&llvm_cov)
            .arg("report")
            .arg(&bin)
            .arg(format!("-instr-profile={}", profile.display()))
            .args(sources(t).iter().map(|s| image::workspace_root().join(s)))
            .output()
            .context("running llvm-cov")?;
        let text = String::from_utf8_lossy(&rep.stdout);
        let total: Vec<&str> = text
            .lines()
            .find(|l| l.starts_with("TOTAL"))
            .with_context(|| format!("llvm-cov printed no TOTAL for {t}"))?
            .split_whitespace()
            .collect();
        // TOTAL, then regions, missed, cover, functions, missed, executed, lines, missed.
        let lines: u64 = total
            .get(7)
            .and_then(|v| v.parse().ok())
            .context("llvm-cov lines")?;
        let missed: u64 = total
            .get(8)
            .and_then(|v| v.parse().ok())
            .context("llvm-cov missed")?;
        out.push((t.clone(), lines, lines - missed));
    }
    Ok(out)
}

fn report_coverage(targets: &[String], elf: &Path, verbose: bool) -> Result<()> {
    let cov = coverage(targets, elf, verbose)?;
    println!("\nline coverage of each corpus over its target's sources");
    for (t, lines, hit) in &cov {
        println!(
            "  {:<12} {:>6} of {:>6} lines  {:>5.1}%  ({})",
            t,
            hit,
            lines,
            100.0 * *hit as f64 / (*lines).max(1) as f64,
            sources(t).join(", ")
        );
    }
    Ok(())
}

/// The marked section of docs/FUZZING.md that each campaign rewrites.
const CAMPAIGN_BEGIN: &str = "<!-- campaign: written by `cargo xtask fuzz`, do not edit -->";
const CAMPAIGN_END: &str = "<!-- campaign end -->";

fn git(args: &[&str]) -> String {
    Command::new("git")
        .args(args)
        .current_dir(image::workspace_root())
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default()
}

/// One target's line of the campaign table.
struct Row {
    target: String,
    fuzz: Stats,
    files: u64,
    bytes: u64,
    asan: Option<Stats>,
    lines: Option<(u64, u64)>,
}

/// The campaign table in Markdown: when, from which commit, how, and per target what ran
/// and what the committed corpus now holds.
fn campaign_markdown(rows: &[Row], head: &str, cmdline: &str, wall: Duration) -> String {
    let mut m = String::new();
    m.push_str(head);
    m.push_str(&format!(
        "`{cmdline}` on {} CPUs, {:.0} min in all.\n\n",
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        wall.as_secs_f64() / 60.0
    ));
    m.push_str(
        "| target | executions | exec/s | wall | ended | edges (cov) | features | corpus files | corpus bytes | ASan replay | lines covered | crashes |\n\
         |---|--:|--:|--:|---|--:|--:|--:|--:|---|--:|--:|\n",
    );
    for r in rows {
        let asan = match &r.asan {
            None => "not run".to_string(),
            Some(a) if a.crashes.is_empty() && a.failed.is_none() => {
                format!("{} inputs, clean", a.execs)
            }
            Some(a) => format!("{} inputs, failed", a.execs),
        };
        let lines = r.lines.map_or("not measured".to_string(), |(n, hit)| {
            format!(
                "{hit} of {n} ({:.1}%)",
                100.0 * hit as f64 / n.max(1) as f64
            )
        });
        m.push_str(&format!(
            "| `{}` | {} | {} | {:.0} min | {} | {} | {} | {} | {} | {} | {} | {} |\n",
            r.target,
            r.fuzz.execs,
            r.fuzz.per_sec,
            r.fuzz.wall.as_secs_f64() / 60.0,
            r.fuzz.ended,
            r.fuzz.cov,
            r.fuzz.features,
            r.files,
            r.bytes,
            asan,
            lines,
            r.fuzz.crashes.len() + r.asan.as_ref().map_or(0, |a| a.crashes.len())
        ));
    }
    m
}

/// Replaces the campaign section of `doc` (between the markers) with `table`.
fn splice_campaign(doc: &str, table: &str) -> Result<String> {
    let a = doc
        .find(CAMPAIGN_BEGIN)
        .context("docs/FUZZING.md has no campaign section marker")?;
    let b = doc[a..]
        .find(CAMPAIGN_END)
        .context("docs/FUZZING.md's campaign section has no end marker")?
        + a;
    Ok(format!(
        "{}{CAMPAIGN_BEGIN}\n{table}{}",
        &doc[..a],
        &doc[b..]
    ))
}

/// The largest input the committed corpus keeps. The large ones are the seeds that xtask
/// writes again before every run (QEMU's 1 MiB device trees, conformance DEX files) and
/// mutations of them; committing those would put megabytes into the repository for
/// inputs every run regenerates.
const MAX_COMMITTED_INPUT: u64 = 16 * 1024;

/// Merges what this run found with the committed corpus (libFuzzer `-merge=1`, keeping
/// the smallest inputs that reach every feature) into a fresh directory, and makes that
/// the committed corpus.
fn minimize(targets: &[String], elf: &Path, jobs: usize) -> Result<()> {
    let fresh = |t: &str| root().join("merged").join(t);
    for t in targets {
        let _ = std::fs::remove_dir_all(fresh(t));
        std::fs::create_dir_all(fresh(t))?;
    }
    println!("xtask fuzz: minimizing each corpus into fuzz/corpus (-merge=1)");
    let merged = run_all(Build::Fast, targets, "merge", elf, jobs, &|t| {
        let mut dirs = vec![fresh(t), corpus(t)];
        if committed(t).is_dir() {
            dirs.push(committed(t));
        }
        Ok((vec!["-merge=1".into()], dirs))
    })?;
    for (t, s) in &merged {
        if s.status != Some(0) {
            bail!(
                "merging {t}'s corpus failed: see {}",
                root().join("logs").join(format!("{t}-merge.log")).display()
            );
        }
        let mut dropped = 0;
        for e in std::fs::read_dir(fresh(t))?.flatten() {
            if e.metadata()?.len() > MAX_COMMITTED_INPUT {
                std::fs::remove_file(e.path())?;
                dropped += 1;
            }
        }
        if dropped > 0 {
            println!(
                "xtask fuzz: {t}: {dropped} input(s) over {MAX_COMMITTED_INPUT} bytes not committed"
            );
        }
        let (n, _) = files_in(&[fresh(t)]);
        if n == 0 {
            bail!("merging {t}'s corpus left no inputs");
        }
        let _ = std::fs::remove_dir_all(committed(t));
        std::fs::create_dir_all(committed(t).parent().context("fuzz/corpus")?)?;
        std::fs::rename(fresh(t), committed(t))?;
    }
    Ok(())
}

/// Where a run notes its date, commit and command line for [`record`].
fn head_file() -> PathBuf {
    root().join("logs").join("campaign-head.txt")
}

fn rows(
    results: &[(String, Stats)],
    asan: &[(String, Stats)],
    lines: &[(String, u64, u64)],
) -> Vec<Row> {
    results
        .iter()
        .map(|(t, fuzz)| {
            let (files, bytes) = files_in(&[committed(t)]);
            Row {
                asan: asan.iter().find(|(a, _)| a == t).map(|(_, s)| s.clone()),
                lines: lines
                    .iter()
                    .find(|(l, _, _)| l == t)
                    .map(|(_, n, hit)| (*n, *hit)),
                target: t.clone(),
                fuzz: fuzz.clone(),
                files,
                bytes,
            }
        })
        .collect()
}

fn write_table(rows: &[Row], head: &str, cmdline: &str, wall: Duration) -> Result<String> {
    let md = campaign_markdown(rows, head, cmdline, wall);
    let doc_path = image::workspace_root().join("docs/FUZZING.md");
    let doc = std::fs::read_to_string(&doc_path)?;
    std::fs::write(&doc_path, splice_campaign(&doc, &md)?)?;
    Ok(md)
}

/// `--record`: the table again from the last run's logs (target/fuzz/logs/<target>-fuzz.log
/// and campaign-head.txt) and the committed corpus, for a run stopped after its fuzzing,
/// e.g. during the ASan build. Each target's wall time is then executions / exec/s.
fn record(targets: &[String]) -> Result<()> {
    let head = std::fs::read_to_string(head_file())
        .with_context(|| format!("{}: no run to record", head_file().display()))?;
    let (head, cmdline) = head.split_once('\n').context("campaign-head.txt")?;
    let mut results = Vec::new();
    let mut total = 0.0;
    for t in targets {
        let log = root().join("logs").join(format!("{t}-fuzz.log"));
        let Ok(text) = std::fs::read_to_string(&log) else {
            continue;
        };
        let mut s = parse_stats(&text);
        s.wall = Duration::from_secs_f64(s.execs as f64 / s.per_sec.max(1) as f64);
        total += s.wall.as_secs_f64();
        s.crashes = artefacts(t)
            .into_iter()
            .filter(|p| text.contains(&*p.to_string_lossy()))
            .collect();
        results.push((t.clone(), s));
    }
    if results.is_empty() {
        bail!("no fuzzing logs in {}", root().join("logs").display());
    }
    let md = write_table(
        &rows(&results, &[], &[]),
        head,
        cmdline.trim(),
        Duration::from_secs_f64(total),
    )?;
    println!("{md}");
    Ok(())
}

/// `cargo xtask fuzz`.
pub fn run(o: &Options) -> Result<i32> {
    let targets = selected(&o.targets)?;
    for (t, _) in &o.runs.per_target {
        selected(std::slice::from_ref(t))?;
    }
    let fuzzing = o.minutes.is_some() || o.runs.is_set();
    if !fuzzing && !o.coverage && !o.record {
        bail!("say how long: --minutes N and/or --runs N (per target), or only --coverage");
    }
    if o.record {
        return record(&targets).map(|()| 0);
    }
    let images = image::build(image::qemu_virt(), o.verbose)?;
    if !fuzzing {
        return report_coverage(&targets, &images.elf, o.verbose).map(|()| 0);
    }
    // Recorded before anything is written, so "clean" means the campaign ran this commit.
    let head = format!(
        "Latest campaign: {} UTC, commit `{}`{}, ",
        chrono_utc_now(),
        git(&["rev-parse", "--short=12", "HEAD"]),
        if git(&["status", "--porcelain"]).is_empty() {
            " (clean tree)"
        } else {
            " (with uncommitted changes)"
        }
    );
    let cmdline = format!(
        "cargo xtask fuzz {}",
        std::env::args().skip(2).collect::<Vec<_>>().join(" ")
    );
    std::fs::create_dir_all(root().join("logs"))?;
    std::fs::write(head_file(), format!("{head}\n{cmdline}\n"))?;
    build(Build::Fast, o.verbose)?;
    seed(&images, o.verbose)?;
    let started = Instant::now();
    let results = run_all(Build::Fast, &targets, "fuzz", &images.elf, o.jobs, &|t| {
        let mut args = Vec::new();
        if let Some(m) = o.minutes {
            args.push(format!("-max_total_time={}", (m * 60.0).ceil() as u64));
        }
        if let Some(r) = o.runs.of(t) {
            args.push(format!("-runs={r}"));
        }
        Ok((args, inputs(t)))
    })?;
    table(
        "fuzzing (no sanitizer, debug assertions)",
        &results,
        started.elapsed().as_secs_f64(),
    );
    let mut crashes = keep_crashes(&results)?;
    minimize(&targets, &images.elf, o.jobs)?;
    // Recorded now too, so a run stopped during the ASan replay keeps its table.
    write_table(
        &rows(&results, &[], &[]),
        &head,
        &cmdline,
        started.elapsed(),
    )?;
    let mut asan: Vec<(String, Stats)> = Vec::new();
    if !o.no_asan_replay {
        build(Build::Address, o.verbose)?;
        let started = Instant::now();
        // The minimized corpus holds every feature the run reached; replaying all it
        // generated on the way would cost ASan's 5-30x on millions of inputs.
        asan = run_all(
            Build::Address,
            &targets,
            "asan",
            &images.elf,
            o.jobs,
            &|t| {
                let mut dirs = vec![committed(t)];
                dirs.extend(regression_inputs(t));
                Ok((vec!["-runs=0".into()], dirs))
            },
        )?;
        table(
            "the minimized corpus and the regressions again under AddressSanitizer",
            &asan,
            started.elapsed().as_secs_f64(),
        );
        crashes += keep_crashes(&asan)?;
    }
    let mut lines = Vec::new();
    if o.coverage && crashes == 0 {
        lines = coverage(&targets, &images.elf, o.verbose)?;
    }
    let md = write_table(
        &rows(&results, &asan, &lines),
        &head,
        &cmdline,
        started.elapsed(),
    )?;
    println!(
        "\n{md}\nxtask fuzz: the table is in docs/FUZZING.md, the minimized corpora in fuzz/corpus"
    );
    if crashes > 0 {
        println!(
            "\nxtask fuzz: {crashes} crash(es); fix them, then `cargo xtask test` replays them"
        );
        return Ok(1);
    }
    Ok(0)
}

/// Now in UTC as `YYYY-MM-DD HH:MM` (xtask has no date crate; `date` is everywhere xtask
/// runs).
fn chrono_utc_now() -> String {
    Command::new("date")
        .args(["-u", "+%Y-%m-%d %H:%M"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default()
}

/// New executions per target in `cargo xtask test`, beyond reading its inputs. Measured
/// on 2026-11-28 on this 2-core machine under a load average of 12, two targets at a time
/// as here, with the earlier counts (dex_loader 40,000, verifier 200,000, interpreter
/// 2,500, decoder 20,000, payload 40,000, bootinfo 50,000): 32, 54, (timed out on a
/// regression), 57, 0.5 and 10 s, 126 s in all, over the 2 minutes this check may add.
/// These counts are a quarter or less of those: 12 s in all on the idle machine (load
/// 0.2; the interpreter 10 s of it), about 30-40 s expected under that load.
const SMOKE_RUNS: &[(&str, u64)] = &[
    ("dex_loader", 10_000),
    ("verifier", 50_000),
    ("interpreter", 500),
    ("decoder", 5_000),
    ("payload", 40_000),
    ("bootinfo", 20_000),
];

/// For `cargo xtask test`: the fuzz project builds with cargo-fuzz on a fresh machine, and
/// each libFuzzer binary reads its seeds and the committed corpus, then fuzzes for
/// [`SMOKE_RUNS`] new executions (new finds go to target/fuzz/corpus only). The
/// regressions are the replay test's.
pub fn smoke(images: &image::Images, verbose: bool) -> Result<()> {
    build(Build::Fast, verbose)?;
    seed(images, verbose)?;
    let targets = targets()?;
    let fresh = |t: &str| -> Result<u64> {
        SMOKE_RUNS
            .iter()
            .find(|(n, _)| *n == t)
            .map(|(_, r)| *r)
            .with_context(|| format!("no smoke run count for fuzz target {t}"))
    };
    let smoke_inputs = |t: &str| -> Vec<PathBuf> {
        let mut v = inputs(t);
        v.retain(|d| Some(d) != regression_inputs(t).as_ref());
        v
    };
    // The inputs each run starts from, counted before it runs: its new finds land in
    // target/fuzz/corpus, one of those directories, so a count afterwards is larger.
    let read_before = std::sync::Mutex::new(std::collections::HashMap::new());
    let results = run_all(Build::Fast, &targets, "smoke", &images.elf, 2, &|t| {
        let dirs = smoke_inputs(t);
        // libFuzzer's -runs counts the inputs it reads too.
        let (read, _) = files_in(&dirs);
        read_before
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(t.to_string(), read);
        // CI machines are loaded: the smoke test is for crashes, not for speed.
        Ok((
            vec![format!("-runs={}", read + fresh(t)?), "-timeout=60".into()],
            dirs,
        ))
    })?;
    let mut bad = Vec::new();
    for (t, s) in &results {
        let read = read_before
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(t.as_str())
            .copied()
            .unwrap_or(0);
        if !s.crashes.is_empty() || s.failed.is_some() || s.status != Some(0) {
            bad.push(format!(
                "{t}: status {:?}, {} crash(es)",
                s.status,
                s.crashes.len()
            ));
        } else if s.execs < read + fresh(t)? {
            bad.push(format!(
                "{t}: ran {} executions, expected {} inputs and {} new",
                s.execs,
                read,
                fresh(t)?
            ));
        }
    }
    if !bad.is_empty() {
        bail!("{}", bad.join("; "));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_libfuzzer_final_stats() {
        let log = "#2\tINITED cov: 10 ft: 11 corp: 1/1b exec/s: 0 rss: 30Mb\n\
                   #784\tNEW    cov: 2331 ft: 4872 corp: 55/96Kb lim: 3500 exec/s: 0 rss: 54Mb\n\
                   #1000\tDONE   cov: 2400 ft: 5000 corp: 60/100Kb lim: 3500 exec/s: 500 rss: 54Mb\n\
                   stat::number_of_executed_units: 1000\n\
                   stat::average_exec_per_sec:     500\n";
        let s = parse_stats(log);
        assert_eq!(
            (s.execs, s.per_sec, s.cov, s.features, s.corpus),
            (1000, 500, 2400, 5000, 60)
        );
    }

    #[test]
    fn runs_take_a_default_and_per_target_counts() {
        let r = Runs::parse(&["10_000_000".into(), "interpreter=1000000".into()]).unwrap();
        assert_eq!(r.of("verifier"), Some(10_000_000));
        assert_eq!(r.of("interpreter"), Some(1_000_000));
        assert!(Runs::parse(&["lots".into()]).is_err());
        assert!(!Runs::parse(&[]).unwrap().is_set());
    }

    #[test]
    fn the_campaign_table_replaces_only_its_section() {
        let doc = format!("intro\n{CAMPAIGN_BEGIN}\nold\n{CAMPAIGN_END}\nrest\n");
        let out = splice_campaign(&doc, "new\n").unwrap();
        assert_eq!(
            out,
            format!("intro\n{CAMPAIGN_BEGIN}\nnew\n{CAMPAIGN_END}\nrest\n")
        );
        assert!(splice_campaign("no markers", "new\n").is_err());
        let real = std::fs::read_to_string(image::workspace_root().join("docs/FUZZING.md"));
        assert!(splice_campaign(&real.unwrap(), "x\n").is_ok());
    }

    #[test]
    fn targets_come_from_the_fuzz_project() {
        let t = targets().unwrap();
        assert_eq!(t.len(), 6, "{t:?}");
        for name in &t {
            assert!(image::workspace_root()
                .join(format!("fuzz/fuzz_targets/{name}.rs"))
                .is_file());
        }
        assert!(selected(&["nope".into()]).is_err());
        assert_eq!(selected(&["decoder".into()]).unwrap(), ["decoder"]);
    }
}
