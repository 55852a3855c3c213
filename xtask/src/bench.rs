//! `cargo xtask bench interp`: the interpreter benchmark. Owns the harness over the smali
//! programs in `tests/bench/interp/<name>/` (see its README.md): each is assembled with
//! smali, translated to a JAR with enjarify, then run alternately under `java -Xint` and
//! `dexmetal run`; wall-time medians, output equality and the dexmetal/JVM ratio against
//! the ≤1.5× goal are reported, with the JVM's startup cost measured separately, followed
//! by the on-target section (bench_target.rs).

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::versions::Versions;

/// The ratio dexmetal/JVM the interpreter has to stay within.
pub const GOAL_RATIO: f64 = 1.0;
/// The goal for the geometric mean of the raw ratios over all programs.
pub const GOAL_GEOMEAN: f64 = 0.6;

/// What the per-program on-target column shows when the program did not get as far as
/// being measured there. No figure is ever estimated in its place.
pub const TARGET_NOT_AVAILABLE: &str = "not measured";

/// Options of one benchmark run.
#[derive(Debug, Clone, PartialEq)]
pub struct Options {
    pub reps: usize,
    pub filter: Option<String>,
    pub quick: bool,
    pub timeout: Duration,
    /// Run `cargo build --release -p dexmetal-cli` first.
    pub build: bool,
}

/// Runs the benchmark and prints its report, then the on-target section; the exit status
/// is 0 when every selected program printed the JVM's output on dexmetal and the on-target
/// figures were measured, 1 otherwise.
pub fn run(opts: &Options) -> i32 {
    let mut ok = match interp(opts) {
        Ok(report) => {
            print!("{}", report.render());
            report.all_passed()
        }
        Err(e) => {
            eprintln!("xtask bench: error: {e}");
            false
        }
    };
    // Measured even when the host half failed: the two halves are independent.
    match crate::bench_target::report() {
        Ok(section) => print!("{section}"),
        Err(e) => {
            println!("\non-target (qemu-virt): FAILED: {e:#}");
            ok = false;
        }
    }
    i32::from(!ok)
}

// ---------------------------------------------------------------------------------------
// Paths and the dexmetal binary
// ---------------------------------------------------------------------------------------

use crate::image::{target_dir, workspace_root};

/// Builds the host CLI in release mode and returns its path.
pub(crate) fn build_dexmetal() -> Result<PathBuf, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    eprintln!("xtask bench: cargo build --release -p dexmetal-cli");
    let status = Command::new(cargo)
        .args(["build", "--release", "-p", "dexmetal-cli"])
        .current_dir(workspace_root())
        .stdin(Stdio::null())
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err(format!(
            "cargo build --release -p dexmetal-cli failed ({status})"
        ));
    }
    dexmetal_path()
}

fn dexmetal_path() -> Result<PathBuf, String> {
    let bin = target_dir().join("release").join("dexmetal");
    if bin.is_file() {
        Ok(bin)
    } else {
        Err(format!("{} does not exist", bin.display()))
    }
}

// ---------------------------------------------------------------------------------------
// Programs: discovery, smali and enjarify
// ---------------------------------------------------------------------------------------

/// Every program directory (one holding `.smali` files) under `root`, sorted by name.
pub fn list_programs(root: &Path) -> Result<Vec<PathBuf>, String> {
    let rd = fs::read_dir(root).map_err(|e| format!("cannot read {}: {e}", root.display()))?;
    let mut out = Vec::new();
    for entry in rd {
        let p = entry
            .map_err(|e| format!("cannot read {}: {e}", root.display()))?
            .path();
        if p.is_dir() && !smali_sources(&p)?.is_empty() {
            out.push(p);
        }
    }
    out.sort();
    Ok(out)
}

use dexmetal_tools::case::{name as name_of, sources as smali_sources};

/// A program ready to run: its DEX (for dexmetal) and the enjarify translation (for java).
#[derive(Debug, Clone)]
pub struct Built {
    pub dex: PathBuf,
    pub jar: PathBuf,
}

/// Assembles the program in `dir` into `out/classes.dex` and translates it into
/// `out/x.jar`, reusing both while the recorded source hash matches.
fn build_program(dir: &Path, out: &Path) -> Result<Built, String> {
    let dex = dexmetal_tools::case::assemble(dir, out)?;
    let jar = out.join("x.jar");
    let stamp = out.join("x.jar.hash");
    let hash = format!(
        "{}-{:016x}",
        dexmetal_tools::case::source_hash(dir)?,
        dexmetal_tools::case::fnv1a(dexmetal_tools::enjarify::WRAPPER.as_bytes())
    );
    if jar.is_file() && fs::read_to_string(&stamp).ok().as_deref() == Some(&hash) {
        return Ok(Built { dex, jar });
    }
    let _ = fs::remove_file(&stamp);
    dexmetal_tools::enjarify::translate(&dex, &jar, None)?;
    fs::write(&stamp, &hash).map_err(|e| format!("cannot write {}: {e}", stamp.display()))?;
    Ok(Built { dex, jar })
}

/// The baseline program for startup cost: `main` returns at once.
const EMPTY_MAIN: &str = ".class public LMain;\n.super Ljava/lang/Object;\n\n\
.method public static main([Ljava/lang/String;)V\n    .registers 1\n    return-void\n.end method\n";

// ---------------------------------------------------------------------------------------
// Timed runs
// ---------------------------------------------------------------------------------------

pub use crate::conformance::Outcome;

/// One timed run.
#[derive(Debug, Clone)]
pub enum Run {
    Done { out: Outcome, wall: Duration },
    TimedOut,
}

/// Runs `cmd` with a wall-clock limit, timing it from spawn to exit (the conformance
/// runner's process handling: own process group, pipes drained on threads). A run over
/// the limit is killed and reported as [`Run::TimedOut`].
fn timed_run(cmd: &mut Command, timeout: Duration) -> Result<Run, String> {
    Ok(match crate::conformance::run_timed(cmd, timeout)? {
        (Some(out), wall) => Run::Done { out, wall },
        (None, _) => Run::TimedOut,
    })
}

fn java_cmd(b: &Built, quick: bool) -> Command {
    // `setup::ensure` has found java before any benchmark runs.
    let mut c = Command::new(
        dexmetal_tools::JAVA
            .find()
            .unwrap_or_else(|_| "java".into()),
    );
    c.arg("-Xint").arg("-cp").arg(&b.jar).arg("Main");
    if quick {
        c.arg("quick");
    }
    c
}

fn dexmetal_cmd(bin: &Path, b: &Built, quick: bool) -> Command {
    let mut c = Command::new(bin);
    c.args(["run", "--main", "Main"]).arg(&b.dex);
    if quick {
        c.args(["--", "quick"]);
    }
    c
}

/// The timed runs of one program on one VM; stops at the first failed run.
#[derive(Debug, Clone, Default)]
pub struct Series {
    pub times: Vec<Duration>,
    /// The first run's output (later runs must print the same).
    pub output: Option<Outcome>,
    /// Why the series stopped early, if it did.
    pub failure: Option<String>,
}

impl Series {
    pub fn median(&self) -> Option<Duration> {
        median(&self.times)
    }

    fn ok(&self) -> bool {
        self.failure.is_none() && !self.times.is_empty()
    }

    /// Runs `cmd` once more unless the series already failed.
    fn step(&mut self, vm: &str, mut cmd: Command, timeout: Duration) {
        if self.failure.is_some() {
            return;
        }
        match timed_run(&mut cmd, timeout) {
            Err(e) => self.failure = Some(e),
            Ok(Run::TimedOut) => {
                self.failure = Some(format!("{vm} timed out after {} s", timeout.as_secs()))
            }
            Ok(Run::Done { out, wall }) => {
                if out.exit != 0 {
                    self.failure = Some(format!(
                        "{vm} exited with status {}: {}",
                        out.exit,
                        first_lines(&out.stderr, 3)
                    ));
                    self.output = Some(out);
                    return;
                }
                match &self.output {
                    Some(first) if first.stdout != out.stdout => {
                        self.failure = Some(format!("{vm} printed different output across runs"));
                    }
                    Some(_) => self.times.push(wall),
                    None => {
                        self.output = Some(out);
                        self.times.push(wall);
                    }
                }
            }
        }
    }
}

fn first_lines(text: &str, n: usize) -> String {
    let v: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(n)
        .collect();
    if v.is_empty() {
        "(no stderr)".into()
    } else {
        v.join(" / ")
    }
}

/// The median of `v` (mean of the middle two for an even count).
pub fn median(v: &[Duration]) -> Option<Duration> {
    if v.is_empty() {
        return None;
    }
    let mut s = v.to_vec();
    s.sort();
    let m = s.len() / 2;
    Some(if s.len() % 2 == 1 {
        s[m]
    } else {
        (s[m - 1] + s[m]) / 2
    })
}

// ---------------------------------------------------------------------------------------
// The benchmark
// ---------------------------------------------------------------------------------------

/// One program's row.
#[derive(Debug, Clone)]
pub struct Row {
    pub name: String,
    pub java: Series,
    pub dexmetal: Series,
    /// `None` when both VMs printed the same; else why the row failed.
    pub problem: Option<String>,
    /// Guest ARM instructions per executed bytecode on qemu-virt, or why there is none.
    pub target: Result<f64, String>,
}

/// Everything `cargo xtask bench interp` measured.
#[derive(Debug, Clone)]
pub struct Report {
    pub opts: Options,
    /// The empty `main` on each VM: the startup baseline.
    pub startup_java: Series,
    pub startup_dexmetal: Series,
    pub rows: Vec<Row>,
    /// Why dexmetal was not run at all (build failure), if so.
    pub dexmetal_missing: Option<String>,
    pub versions: Versions,
}

impl Report {
    pub fn all_passed(&self) -> bool {
        !self.rows.is_empty() && self.rows.iter().all(|r| r.problem.is_none())
    }
}

/// Runs the interpreter benchmark with `opts`.
pub fn interp(opts: &Options) -> Result<Report, String> {
    let versions = Versions::query(true);
    let ws = workspace_root();
    let root = ws.join("tests/bench/interp");
    let programs: Vec<PathBuf> = list_programs(&root)?
        .into_iter()
        .filter(|p| {
            opts.filter
                .as_deref()
                .is_none_or(|f| name_of(p).contains(f))
        })
        .collect();
    if programs.is_empty() {
        return Err(format!(
            "no benchmark program under {} matches {:?}",
            root.display(),
            opts.filter.as_deref().unwrap_or("")
        ));
    }
    let bin = if opts.build {
        build_dexmetal()
    } else {
        dexmetal_path()
    };
    let (bin, dexmetal_missing) = match bin {
        Ok(b) => (Some(b), None),
        Err(e) => {
            eprintln!("xtask bench: dexmetal unavailable: {e}");
            (None, Some(e))
        }
    };
    let cache = target_dir().join("bench/interp");

    // Startup baseline: the same pipeline over an empty main.
    let empty_src = cache.join("_empty-src");
    fs::create_dir_all(&empty_src)
        .map_err(|e| format!("cannot create {}: {e}", empty_src.display()))?;
    let empty_smali = empty_src.join("Main.smali");
    fs::write(&empty_smali, EMPTY_MAIN)
        .map_err(|e| format!("cannot write {}: {e}", empty_smali.display()))?;
    let empty = build_program(&empty_src, &cache.join("_empty"))
        .map_err(|e| format!("startup baseline: {e}"))?;
    let mut startup_java = Series::default();
    let mut startup_dexmetal = Series::default();
    eprintln!("xtask bench: startup baseline ({} reps)", opts.reps);
    for _ in 0..opts.reps {
        startup_java.step("java", java_cmd(&empty, false), opts.timeout);
        if let Some(bin) = &bin {
            startup_dexmetal.step("dexmetal", dexmetal_cmd(bin, &empty, false), opts.timeout);
        }
    }
    if let Some(f) = &startup_java.failure {
        return Err(format!("java cannot run the empty program: {f}"));
    }

    let mut rows = Vec::new();
    for dir in &programs {
        let name = name_of(dir);
        eprintln!("xtask bench: {name} ({} reps)", opts.reps);
        rows.push(bench_program(dir, &cache.join(&name), bin.as_deref(), opts));
    }
    Ok(Report {
        opts: opts.clone(),
        startup_java,
        startup_dexmetal,
        rows,
        dexmetal_missing,
        versions,
    })
}

fn bench_program(dir: &Path, out: &Path, bin: Option<&Path>, opts: &Options) -> Row {
    let name = name_of(dir);
    let mut row = Row {
        name,
        java: Series::default(),
        dexmetal: Series::default(),
        problem: None,
        target: Err(TARGET_NOT_AVAILABLE.into()),
    };
    let built = match build_program(dir, out) {
        Ok(b) => b,
        Err(e) => {
            row.problem = Some(format!("build: {e}"));
            row.target = Err("program did not build".into());
            return row;
        }
    };
    // Alternating the VMs spreads slow drifts of the machine (other load, thermal) over
    // both columns instead of biasing one.
    for _ in 0..opts.reps {
        row.java
            .step("java", java_cmd(&built, opts.quick), opts.timeout);
        if let Some(bin) = bin {
            row.dexmetal.step(
                "dexmetal",
                dexmetal_cmd(bin, &built, opts.quick),
                opts.timeout,
            );
        }
    }
    row.problem = judge(&row.java, &row.dexmetal, bin.is_some());
    row.target = guest_instructions_per_bytecode(&built.dex);
    row
}

/// Why a row fails, if it does: either VM failed, or their outputs differ.
fn judge(java: &Series, dexmetal: &Series, have_dexmetal: bool) -> Option<String> {
    if let Some(f) = &java.failure {
        return Some(format!("JVM: {f}"));
    }
    if !have_dexmetal {
        return Some("dexmetal not built".into());
    }
    if let Some(f) = &dexmetal.failure {
        return Some(f.clone());
    }
    match (&java.output, &dexmetal.output) {
        (Some(j), Some(d)) if j.stdout == d.stdout => None,
        (Some(j), Some(d)) => Some(format!(
            "output differs: java {:?}, dexmetal {:?}",
            first_lines(&j.stdout, 2),
            first_lines(&d.stdout, 2)
        )),
        _ => Some("no completed run".into()),
    }
}

/// Guest ARM instructions retired per executed Dalvik bytecode when `dex` runs on
/// qemu-virt under `-icount shift=0` (see `bench_target::per_bytecode`, which measures
/// it at the program's `quick` size against an instrumented host run's bytecode count).
pub fn guest_instructions_per_bytecode(dex: &Path) -> Result<f64, String> {
    crate::bench_target::per_bytecode(dex)
}

// ---------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------

fn secs(d: Duration) -> String {
    format!("{:.3} s", d.as_secs_f64())
}

/// dexmetal/java, and dexmetal/(java - jvm_startup) when the subtraction leaves time.
pub fn ratios(java: Duration, dexmetal: Duration, jvm_startup: Duration) -> (f64, Option<f64>) {
    let raw = dexmetal.as_secs_f64() / java.as_secs_f64().max(1e-9);
    let net_java = java.as_secs_f64() - jvm_startup.as_secs_f64();
    let net = (net_java > 1e-6).then(|| dexmetal.as_secs_f64() / net_java);
    (raw, net)
}

/// The geometric mean and the largest of `ratios` (None when there are none).
pub fn geomean_worst(ratios: &[f64]) -> Option<(f64, f64)> {
    if ratios.is_empty() || ratios.iter().any(|&r| r <= 0.0 || !r.is_finite()) {
        return None;
    }
    let geo = (ratios.iter().map(|r| r.ln()).sum::<f64>() / ratios.len() as f64).exp();
    Some((geo, ratios.iter().copied().fold(0.0, f64::max)))
}

fn goal(r: f64) -> &'static str {
    if r <= GOAL_RATIO {
        "yes"
    } else {
        "no"
    }
}

/// Lays out `rows` (the first is the header) as a Markdown table with aligned columns.
pub fn table(rows: &[Vec<String>]) -> String {
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let mut width = vec![0usize; cols];
    for r in rows {
        for (i, c) in r.iter().enumerate() {
            width[i] = width[i].max(c.chars().count());
        }
    }
    let line = |r: &[String]| {
        let mut s = String::from("|");
        for (i, w) in width.iter().enumerate() {
            let c = r.get(i).map(String::as_str).unwrap_or("");
            let pad = w - c.chars().count();
            let _ = write!(s, " {c}{} |", " ".repeat(pad));
        }
        s.push('\n');
        s
    };
    let mut out = String::new();
    if let Some((head, body)) = rows.split_first() {
        out.push_str(&line(head));
        out.push('|');
        for w in &width {
            out.push_str(&"-".repeat(w + 2));
            out.push('|');
        }
        out.push('\n');
        for r in body {
            out.push_str(&line(r));
        }
    }
    out
}

impl Report {
    pub fn render(&self) -> String {
        let mut s = String::new();
        let o = &self.opts;
        let _ = writeln!(
            s,
            "\ninterpreter benchmark: {} reps per VM, alternating; {}; per-run timeout {} s",
            o.reps,
            if o.quick {
                "QUICK sizes (smoke test, not a measurement)"
            } else {
                "full sizes"
            },
            o.timeout.as_secs()
        );
        s.push_str(&self.versions.render());
        if let Some(e) = &self.dexmetal_missing {
            let _ = writeln!(s, "dexmetal was not run: {e}");
        }
        let jvm_startup = self.startup_java.median().unwrap_or_default();
        let _ = writeln!(
            s,
            "startup (empty Main, median): java -Xint {}; dexmetal {}",
            secs(jvm_startup),
            match (
                &self.startup_dexmetal.failure,
                self.startup_dexmetal.median()
            ) {
                (Some(f), _) => format!("failed: {f}"),
                (None, Some(d)) => secs(d),
                (None, None) => "not run".into(),
            }
        );
        let _ = writeln!(
            s,
            "ratio raw = dexmetal / java; ratio net = dexmetal / (java - JVM startup), i.e. \
             the JVM's {} startup subtracted; goal: ratio <= {GOAL_RATIO}x\n",
            secs(jvm_startup)
        );
        let mut t = vec![vec![
            "program".to_string(),
            "java -Xint median".into(),
            "dexmetal median".into(),
            "ratio raw".into(),
            "ratio net".into(),
            format!("goal <={GOAL_RATIO}x raw/net"),
            "check".into(),
        ]];
        for r in &self.rows {
            let jm = r.java.median();
            let dm = r.dexmetal.median().filter(|_| r.dexmetal.ok());
            // A ratio over a run that printed the wrong result would measure nothing.
            let (raw, net, g) = match (jm, dm) {
                (Some(j), Some(d)) if r.problem.is_none() => {
                    let (raw, net) = ratios(j, d, jvm_startup);
                    (
                        format!("{raw:.2}x"),
                        net.map_or("n/a".into(), |n| format!("{n:.2}x")),
                        format!("{}/{}", goal(raw), net.map_or("n/a", goal)),
                    )
                }
                _ => ("-".into(), "-".into(), "-".into()),
            };
            let java_cell = match (&r.java.failure, jm) {
                (Some(_), _) => "FAILED".to_string(),
                (None, Some(j)) => secs(j),
                (None, None) => "-".into(),
            };
            let dm_cell = match (&r.dexmetal.failure, dm) {
                (Some(f), _) if f.contains("timed out") => "TIMEOUT".to_string(),
                (Some(_), _) => "FAILED".into(),
                (None, Some(d)) => secs(d),
                (None, None) => "-".into(),
            };
            let check = match &r.problem {
                None => "ok".to_string(),
                Some(_) => "FAIL".into(),
            };
            t.push(vec![r.name.clone(), java_cell, dm_cell, raw, net, g, check]);
        }
        let raws: Vec<f64> = self
            .rows
            .iter()
            .filter(|r| r.problem.is_none())
            .filter_map(|r| Some(ratios(r.java.median()?, r.dexmetal.median()?, jvm_startup).0))
            .collect();
        if let Some((geo, worst)) = geomean_worst(&raws) {
            t.push(vec![
                "geomean / worst".into(),
                String::new(),
                String::new(),
                format!("{geo:.2}x / {worst:.2}x"),
                String::new(),
                format!("<={GOAL_GEOMEAN}x / <={GOAL_RATIO}x"),
                format!(
                    "{}/{}",
                    if geo <= GOAL_GEOMEAN { "yes" } else { "no" },
                    goal(worst)
                ),
            ]);
        }
        s.push_str(&table(&t));
        for r in &self.rows {
            if let Some(p) = &r.problem {
                let _ = writeln!(s, "FAIL {}: {p}", r.name);
            }
        }
        let _ = writeln!(
            s,
            "\non-target: guest ARM instructions per executed bytecode (qemu-virt, -icount shift=0, \
             `quick` sizes, less an empty main's start-up; bytecodes counted by an instrumented \
             host run of the same DEX)\n"
        );
        let mut t = vec![vec!["program".to_string(), "insns/bytecode".into()]];
        for r in &self.rows {
            let cell = match &r.target {
                Ok(v) => format!("{v:.1}"),
                Err(e) => e.clone(),
            };
            t.push(vec![r.name.clone(), cell]);
        }
        s.push_str(&table(&t));
        let passed = self.rows.iter().filter(|r| r.problem.is_none()).count();
        let _ = writeln!(
            s,
            "\nbench interp: {passed} of {} programs match the JVM on dexmetal",
            self.rows.len()
        );
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    fn out(s: &str) -> Outcome {
        Outcome {
            stdout: s.into(),
            stderr: String::new(),
            exit: 0,
        }
    }

    #[test]
    fn geomean_and_worst_ratio() {
        let (g, w) = geomean_worst(&[0.5, 2.0, 1.0]).unwrap();
        assert!((g - 1.0).abs() < 1e-12 && w == 2.0);
        let (g, _) = geomean_worst(&[0.25, 1.0]).unwrap();
        assert!((g - 0.5).abs() < 1e-12);
        assert_eq!(geomean_worst(&[]), None);
        assert_eq!(geomean_worst(&[1.0, 0.0]), None);
    }

    #[test]
    fn median_odd_even_empty() {
        assert_eq!(median(&[]), None);
        assert_eq!(median(&[ms(30), ms(10), ms(20)]), Some(ms(20)));
        assert_eq!(median(&[ms(40), ms(10), ms(30), ms(20)]), Some(ms(25)));
    }

    #[test]
    fn ratios_raw_and_startup_subtracted() {
        let (raw, net) = ratios(ms(2000), ms(3000), ms(500));
        assert!((raw - 1.5).abs() < 1e-9);
        assert!((net.unwrap() - 2.0).abs() < 1e-9);
        let (_, net) = ratios(ms(400), ms(100), ms(500));
        assert_eq!(net, None);
    }

    #[test]
    fn judge_compares_outputs_and_failures() {
        let ok = |s: &str| Series {
            times: vec![ms(1)],
            output: Some(out(s)),
            failure: None,
        };
        assert_eq!(judge(&ok("a\n"), &ok("a\n"), true), None);
        assert!(judge(&ok("a\n"), &ok("b\n"), true)
            .unwrap()
            .contains("output differs"));
        assert!(judge(&ok("a\n"), &Series::default(), false)
            .unwrap()
            .contains("not built"));
        let mut bad = ok("a\n");
        bad.failure = Some("dexmetal timed out after 1 s".into());
        assert!(judge(&ok("a\n"), &bad, true).unwrap().contains("timed out"));
        assert!(judge(&bad, &ok("a\n"), true).unwrap().starts_with("JVM"));
    }

    #[cfg(unix)]
    #[test]
    fn series_records_times_timeouts_and_divergence() {
        let sh = |script: &str| {
            let mut c = Command::new("sh");
            c.args(["-c", script]);
            c
        };
        let mut s = Series::default();
        s.step("vm", sh("echo hi"), Duration::from_secs(10));
        s.step("vm", sh("echo hi"), Duration::from_secs(10));
        assert_eq!(s.times.len(), 2);
        assert!(s.ok());
        s.step("vm", sh("echo other"), Duration::from_secs(10));
        assert!(s.failure.as_deref().unwrap().contains("different output"));
        assert_eq!(s.times.len(), 2);

        let mut t = Series::default();
        let start = std::time::Instant::now();
        // Far from the child's own end, so a loaded machine cannot make it flaky.
        t.step("vm", sh("sleep 120"), Duration::from_millis(200));
        assert!(start.elapsed() < Duration::from_secs(60));
        assert!(t.failure.as_deref().unwrap().contains("timed out"));
        assert!(t.times.is_empty());

        let mut e = Series::default();
        e.step("vm", sh("echo boom >&2; exit 3"), Duration::from_secs(10));
        let f = e.failure.unwrap();
        assert!(f.contains("status 3") && f.contains("boom"), "{f}");
    }

    #[test]
    fn table_aligns_columns() {
        let t = table(&[
            vec!["a".into(), "bb".into()],
            vec!["ccc".into(), "d".into()],
        ]);
        assert_eq!(t, "| a   | bb |\n|-----|----|\n| ccc | d  |\n");
    }

    #[test]
    fn every_program_has_sources_and_a_java_reference() {
        let root = workspace_root().join("tests/bench/interp");
        let progs = list_programs(&root).unwrap();
        let names: Vec<String> = progs.iter().map(|p| name_of(p)).collect();
        for want in [
            "intloop",
            "fib",
            "sieve",
            "fft",
            "sor",
            "montecarlo",
            "sparsematmult",
            "lu",
            "stringbuilder",
            "stringconcat",
        ] {
            assert!(names.iter().any(|n| n == want), "missing program {want}");
        }
        for p in &progs {
            assert!(p.join("Main.smali").is_file(), "{}", p.display());
            assert!(p.join("Main.java").is_file(), "{}", p.display());
        }
    }

    #[test]
    fn classes_programs_share_are_links_to_one_copy() {
        let root = workspace_root().join("tests/bench/interp");
        let shared = workspace_root().join("tests/bench/shared");
        let mut linked = 0;
        for p in list_programs(&root).unwrap() {
            for f in fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()) {
                let name = f.file_name().unwrap().to_str().unwrap().to_string();
                if name.starts_with("Main.") || name.ends_with(".md") {
                    continue;
                }
                let target = fs::read_link(&f).unwrap_or_else(|_| {
                    panic!("{}: a copy; link ../../shared/{name}", f.display())
                });
                assert_eq!(
                    fs::canonicalize(p.join(&target)).unwrap(),
                    fs::canonicalize(shared.join(&name)).unwrap(),
                    "{}",
                    f.display()
                );
                linked += 1;
            }
        }
        assert_eq!(linked, 10, "Rng.smali and Rng.java in five programs");
    }
}
