//! The conformance suite over the smali cases under `tests/conformance/` (see its
//! README.md): `cargo xtask oracle` and `cargo xtask test` check (`oracle --bless` writes)
//! their expected outputs against the JVM (smali → DEX → enjarify → `java`, JVM wording
//! normalized to Dalvik's, [`normalize_jvm_output`]), `coverage` reports DEX 035 opcode coverage into COVERAGE.md,
//! and `conformance` runs an interpreter command over every case. Also owns running a
//! program with a timeout ([`run_timed`]), which the benchmarks share.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use crate::art_wording::SmaliFacts;

/// Default wall-clock limit for one run of a case (interpreter or JVM).
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(20);

/// The captured result of running a program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub stdout: String,
    pub stderr: String,
    pub exit: i32,
}

/// Status of one case in a suite run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    Pass,
    /// Human-readable explanation including a diff.
    Fail(String),
    /// Cut off at the time limit: what the program had printed by then.
    Timeout(Outcome),
    Skipped(String),
}

#[derive(Debug, Clone)]
pub struct CaseResult {
    pub name: String,
    pub status: Status,
    pub elapsed: Duration,
}

#[derive(Debug, Clone, Default)]
pub struct Summary {
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
    pub failures: Vec<String>,
}

impl Summary {
    /// The final report line; its exact shape is parsed by CI.
    pub fn line(&self) -> String {
        let mut s = format!(
            "conformance: {} passed, {} failed",
            self.passed, self.failed
        );
        if self.skipped > 0 {
            let _ = write!(s, ", {} skipped", self.skipped);
        }
        s
    }
}

/// Options for [`run_suite_with`].
#[derive(Debug, Clone)]
pub struct SuiteOptions {
    /// Only cases whose directory name contains this substring.
    pub filter: Option<String>,
    /// Only cases marked with an empty `qemu` file (the on-target subset).
    pub qemu_only: bool,
    pub timeout: Duration,
    /// Options appended to the runner for every case, before the case's `--heapsize` and
    /// the DEX path (e.g. `--gc stw --verify-heap`), so one runner serves every variant.
    pub extra_args: Vec<String>,
    /// Only cases whose name this accepts (after the other selections).
    pub only: Option<fn(&str) -> bool>,
}

impl Default for SuiteOptions {
    fn default() -> Self {
        SuiteOptions {
            filter: None,
            qemu_only: false,
            timeout: DEFAULT_TIMEOUT,
            extra_args: Vec::new(),
            only: None,
        }
    }
}

// ---------------------------------------------------------------------------------------
// Case discovery and assembly
// ---------------------------------------------------------------------------------------

/// Every case directory under `root` (a directory holding at least one `.smali` file and an
/// `expected.txt`), sorted by name.
pub fn list_cases(root: &Path) -> Result<Vec<PathBuf>, String> {
    let rd = fs::read_dir(root).map_err(|e| format!("cannot read {}: {e}", root.display()))?;
    let mut out = Vec::new();
    for entry in rd {
        let entry = entry.map_err(|e| format!("cannot read {}: {e}", root.display()))?;
        let p = entry.path();
        if p.is_dir() && !smali_sources(&p)?.is_empty() {
            out.push(p);
        }
    }
    out.sort();
    Ok(out)
}

// A case's name, API level, sources, hash and cached assembly are shared with the tests
// (vm/tests/verify_fixtures.rs, host/dexmetal/tests/dexdump_diff.rs): dexmetal-tools.
use dexmetal_tools::case::{
    api as case_api, assemble, cache_dir, fnv1a, name as case_name, source_hash,
    sources as smali_sources,
};

/// The case's heap limit from its optional `heap` file (`16m`, `512k`, or plain bytes):
/// the oracle runs `java -Xmx<V>` and the interpreter gets `--heapsize <V>`, so both
/// collect under the same budget. Only the suffixes both the JVM and the runtime's
/// `dalvik.vm.heapsize` parser understand are accepted.
pub fn case_heap(case_dir: &Path) -> Result<Option<String>, String> {
    let p = case_dir.join("heap");
    let text = match fs::read_to_string(&p) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("cannot read {}: {e}", p.display())),
    };
    let v = text.trim();
    if !heap_size_ok(v) {
        return Err(format!(
            "{}: bad heap file {v:?} (want a size like 16m, 512k or 1048576)",
            case_name(case_dir)
        ));
    }
    Ok(Some(v.to_string()))
}

/// A heap size both `java -Xmx` and the runtime read the same: the runtime's
/// `dalvik.vm.heapsize` syntax ([`dexmetal_launch::parse_size`]), positive, and within a
/// 32-bit board's address space.
pub fn heap_size_ok(v: &str) -> bool {
    dexmetal_launch::parse_size(v).is_some_and(|n| n > 0 && u32::try_from(n).is_ok())
}

/// The interpreter command line for one case: the runner, then `--heapsize V` when the case
/// has a heap limit, then the DEX path (runner options must precede the positional path).
pub fn runner_args(runner: &[String], heap: Option<&str>, dex: &Path) -> Vec<String> {
    let mut v = runner.to_vec();
    if let Some(h) = heap {
        v.push("--heapsize".into());
        v.push(h.to_string());
    }
    v.push(dex.display().to_string());
    v
}

// ---------------------------------------------------------------------------------------
// Running programs with a timeout
// ---------------------------------------------------------------------------------------

/// Runs `cmd` with a wall-clock limit; `Ok(None)` means it timed out and was killed.
fn run_with_timeout(cmd: &mut Command, timeout: Duration) -> Result<Option<Outcome>, String> {
    run_timed(cmd, timeout).map(|(outcome, _)| outcome)
}

/// Like [`run_with_timeout`]; a run cut off gives `Err` with what it printed by then.
fn run_keeping_output(
    cmd: &mut Command,
    timeout: Duration,
) -> Result<Result<Outcome, Outcome>, String> {
    run_timed_partial(cmd, timeout).map(|(r, _)| r)
}

/// Like [`run_with_timeout`], also returning the wall time from spawn to exit (the
/// benchmark's measurement: polls are short so they bound the timing error).
pub(crate) fn run_timed(
    cmd: &mut Command,
    timeout: Duration,
) -> Result<(Option<Outcome>, Duration), String> {
    run_timed_partial(cmd, timeout).map(|(r, wall)| (r.ok(), wall))
}

/// How long a run cut off at its limit gets between SIGTERM and SIGKILL: dexmetal
/// flushes its stdout and exits on SIGTERM.
const TERM_GRACE: Duration = Duration::from_secs(2);

/// [`run_timed`], keeping what a run cut off had printed (`Err`). The cut-off is SIGTERM
/// to the process group, then SIGKILL after [`TERM_GRACE`].
pub(crate) fn run_timed_partial(
    cmd: &mut Command,
    timeout: Duration,
) -> Result<(Result<Outcome, Outcome>, Duration), String> {
    // Own process group, so a timeout kills wrapper scripts together with what they
    // started (a surviving grandchild would keep the output pipes open).
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        cmd.process_group(0);
    }
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot spawn {:?}: {e}", cmd.get_program()))?;
    // Drain both pipes on threads so a chatty child cannot block on a full pipe.
    let mut so = child.stdout.take().ok_or("child has no stdout")?;
    let mut se = child.stderr.take().ok_or("child has no stderr")?;
    let t_out = thread::spawn(move || {
        let mut b = Vec::new();
        let _ = so.read_to_end(&mut b);
        b
    });
    let t_err = thread::spawn(move || {
        let mut b = Vec::new();
        let _ = se.read_to_end(&mut b);
        b
    });
    let start = Instant::now();
    let mut cut_at: Option<Instant> = None;
    let (status, wall) = loop {
        match child.try_wait() {
            Ok(Some(st)) => break (st, start.elapsed()),
            Ok(None) => match cut_at {
                None if start.elapsed() >= timeout => {
                    signal_group(child.id(), Cut::Term);
                    cut_at = Some(Instant::now());
                }
                Some(t) if t.elapsed() >= TERM_GRACE => {
                    signal_group(child.id(), Cut::Kill);
                    let _ = child.kill();
                    break (
                        child.wait().map_err(|e| format!("wait failed: {e}"))?,
                        start.elapsed(),
                    );
                }
                _ => thread::sleep(Duration::from_micros(500)),
            },
            Err(e) => return Err(format!("wait failed: {e}")),
        }
    };
    let stdout = t_out.join().unwrap_or_default();
    let stderr = t_err.join().unwrap_or_default();
    let outcome = Outcome {
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
        exit: exit_code(status),
    };
    let wall = cut_at.map_or(wall, |_| timeout);
    Ok((
        if cut_at.is_some() {
            Err(outcome)
        } else {
            Ok(outcome)
        },
        wall,
    ))
}

#[derive(Clone, Copy)]
enum Cut {
    Term,
    Kill,
}

#[cfg(unix)]
fn signal_group(pid: u32, how: Cut) {
    // std has no killpg; the child leads its own group (process_group(0)), so the group
    // id is its pid. Never signal group 0 or 1, which would hit the caller itself. A
    // system call, not `kill(1)`: minimal Debian roots have no procps (the fresh-check
    // found hung cases never being cut off there).
    let Some(pgid) = i32::try_from(pid)
        .ok()
        .filter(|&p| p > 1)
        .and_then(rustix::process::Pid::from_raw)
    else {
        return;
    };
    let sig = match how {
        Cut::Term => rustix::process::Signal::TERM,
        Cut::Kill => rustix::process::Signal::KILL,
    };
    let _ = rustix::process::kill_process_group(pgid, sig);
}

#[cfg(not(unix))]
fn signal_group(_pid: u32, _how: Cut) {}

#[cfg(unix)]
fn exit_code(st: std::process::ExitStatus) -> i32 {
    use std::os::unix::process::ExitStatusExt;
    // Report death by signal as 128+N, the shell convention.
    st.code().unwrap_or_else(|| 128 + st.signal().unwrap_or(0))
}

#[cfg(not(unix))]
fn exit_code(st: std::process::ExitStatus) -> i32 {
    st.code().unwrap_or(-1)
}

// ---------------------------------------------------------------------------------------
// The JVM oracle
// ---------------------------------------------------------------------------------------

/// Rewrites the JVM's wording of VM-raised exception messages into Dalvik's, line by line:
///
/// * `ArithmeticException: / by zero` → `ArithmeticException: divide by zero`
/// * `ArrayIndexOutOfBoundsException: Index I out of bounds for length L`
///   → `ArrayIndexOutOfBoundsException: length=L; index=I`
/// * `ClassCastException: class A cannot be cast to class B (module info)`
///   → `ClassCastException: A cannot be cast to B`
/// * `NoClassDefFoundError: Could not initialize class C` → `NoClassDefFoundError: C`
/// * helpful `NullPointerException` messages (`Cannot invoke "String.length()" because
///   ...`) → ART's (`Attempt to invoke virtual method 'int java.lang.String.length()' on a
///   null object reference`), and `IllegalAccessError: class R tried to access ...` →
///   ART's `... is inaccessible to class 'R'` ([`crate::art_wording`]; what HotSpot leaves
///   out comes from the case's smali, see [`normalize_jvm_output_with`]).
///
/// Cases print these messages only together with the exception class name (via
/// `toString()`), so the rewrite never touches library messages such as
/// `ArrayList.get`'s `IndexOutOfBoundsException`.
// Part of the module's documented API even when the CLI does not call it.
#[allow(dead_code)]
pub fn normalize_jvm_output(text: &str) -> String {
    normalize_jvm_output_with(text, &SmaliFacts::default())
}

/// [`normalize_jvm_output`] for a case whose smali `facts` supply the invoke kinds, return
/// types and field declarations ART's NullPointerException messages name.
pub fn normalize_jvm_output_with(text: &str, facts: &SmaliFacts) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&normalize_line(line, facts));
    }
    out
}

fn normalize_line(line: &str, facts: &SmaliFacts) -> String {
    let mut line = line.replace(
        "ArithmeticException: / by zero",
        "ArithmeticException: divide by zero",
    );
    const AIOOBE: &str = "ArrayIndexOutOfBoundsException: Index ";
    if let Some(pos) = line.find(AIOOBE) {
        let rest = &line[pos + AIOOBE.len()..];
        if let Some((idx, tail)) = rest.split_once(" out of bounds for length ") {
            let len: String = tail.chars().take_while(|c| c.is_ascii_digit()).collect();
            let after = &tail[len.len()..];
            line = format!(
                "{}ArrayIndexOutOfBoundsException: length={len}; index={idx}{after}",
                &line[..pos]
            );
        }
    }
    const CCE: &str = "ClassCastException: class ";
    if let Some(pos) = line.find(CCE) {
        let rest = &line[pos + CCE.len()..];
        if let Some((from, tail)) = rest.split_once(" cannot be cast to class ") {
            let to = tail.split(" (").next().unwrap_or(tail);
            line = format!(
                "{}ClassCastException: {from} cannot be cast to {to}",
                &line[..pos]
            );
        }
    }
    // A use of a class whose initialization failed: ART names the class (its cause is
    // what the initializer threw); HotSpot says "Could not initialize class C".
    line = line.replace(
        "NoClassDefFoundError: Could not initialize class ",
        "NoClassDefFoundError: ",
    );
    if let Some(l) = crate::art_wording::rewrite_npe(&line, facts) {
        line = l;
    }
    if let Some(l) = crate::art_wording::rewrite_iae(&line) {
        line = l;
    }
    line
}

/// Drops stack-frame lines (`\tat ...`, `\t... N more`, one tab deeper under a
/// `Suppressed:` line): enjarify-translated classes carry no line tables, so the JVM's
/// frames differ from the interpreter's. Everything else in stderr (exception headers,
/// `Caused by:` and `Suppressed:` lines, `System.err` output) is compared.
pub fn strip_frames(text: &str) -> String {
    text.split_inclusive('\n')
        .filter(|l| {
            let t = l.trim_start_matches('\t');
            !(t.len() < l.len() && (t.starts_with("at ") || t.starts_with("... ")))
        })
        .collect()
}

/// Runs a case on the JVM: assembles it, translates the DEX with enjarify, runs
/// `java -cp x.jar Main`, and returns the outcome with [`normalize_jvm_output_with`]
/// applied to stdout and stderr. Helpful NullPointerException messages are on: they are
/// what the normalization turns into ART's; the stack is fixed at 8 MiB.
pub fn oracle(case_dir: &Path) -> Result<Outcome, String> {
    oracle_with_timeout(case_dir, DEFAULT_TIMEOUT)
}

/// Semantics-preserving rewrites applied to the oracle's copy of the smali only, each
/// working around a known enjarify 1.0.3 mistranslation (the interpreter always gets the
/// original source):
///
/// * `const-wide/32` with a negative literal is zero-extended by enjarify
///   (`const-wide/32 v0, -5` prints 4294967291 on the JVM); it becomes `const-wide`.
pub fn oracle_rewrite(source: &str) -> String {
    rewrite_negative_static_values(&rewrite_const_wide_32(source))
}

fn rewrite_const_wide_32(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    for line in source.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if let Some(rest) = trimmed.strip_prefix("const-wide/32 ") {
            let lit = rest.rsplit(',').next().unwrap_or("").trim();
            if lit.starts_with('-') {
                let indent = &line[..line.len() - trimmed.len()];
                let nl = if line.ends_with('\n') { "\n" } else { "" };
                let body = rest.trim_end();
                let suffix = if body.ends_with(['L', 'l']) { "" } else { "L" };
                out.push_str(&format!("{indent}const-wide {body}{suffix}{nl}"));
                continue;
            }
        }
        out.push_str(line);
    }
    out
}

/// enjarify zero-extends negative `int`, `short` and `long` static field initial values
/// from the class's encoded array (`.field static a:I = -0x5` reads back as 251). The
/// rewrite drops such initializers and stores the value at the start of `<clinit>`
/// (creating one if needed), which is observably the same: initial values are in place
/// exactly when static initialization begins.
fn rewrite_negative_static_values(source: &str) -> String {
    let mut moved: Vec<(String, String, String)> = Vec::new(); // (name:type, kind, literal)
    let mut class = String::new();
    let mut body = String::with_capacity(source.len());
    for line in source.split_inclusive('\n') {
        let t = line.trim();
        if let Some(rest) = t.strip_prefix(".class ") {
            class = rest.split_whitespace().last().unwrap_or("").to_string();
        }
        if t.starts_with(".field ") && t.contains(" static ") {
            if let Some((decl, lit)) = t.split_once(" = ") {
                let lit = lit.trim();
                let field = decl.split_whitespace().last().unwrap_or("");
                let ty = field.rsplit(':').next().unwrap_or("");
                if lit.starts_with('-') && matches!(ty, "I" | "J" | "S") {
                    moved.push((field.to_string(), ty.to_string(), lit.to_string()));
                    body.push_str(decl);
                    body.push('\n');
                    continue;
                }
            }
        }
        body.push_str(line);
    }
    if moved.is_empty() {
        return source.to_string();
    }
    let mut init = String::new();
    for (field, ty, lit) in &moved {
        let lit = lit.trim_end_matches(['s', 'S', 't', 'T', 'l', 'L']);
        let (load, store) = match ty.as_str() {
            "J" => (format!("const-wide v0, {lit}L"), "sput-wide"),
            "S" => (format!("const v0, {lit}"), "sput-short"),
            _ => (format!("const v0, {lit}"), "sput"),
        };
        let _ = writeln!(init, "    {load}\n    {store} v0, {class}->{field}");
    }
    let mut out = String::with_capacity(body.len() + init.len() + 128);
    let mut in_clinit = false;
    let mut done = false;
    for line in body.split_inclusive('\n') {
        let t = line.trim();
        if t.starts_with(".method") && t.contains("<clinit>()V") {
            in_clinit = true;
        }
        if in_clinit && !done {
            let regs = t
                .strip_prefix(".registers ")
                .or_else(|| t.strip_prefix(".locals "));
            if let Some(n) = regs.and_then(|n| n.trim().parse::<u32>().ok()) {
                // Two scratch registers are appended; <clinit> has no parameters, so
                // growing the frame shifts nothing.
                let directive = if t.starts_with(".registers") {
                    ".registers"
                } else {
                    ".locals"
                };
                let _ = writeln!(out, "    {directive} {}", n + 2);
                out.push_str(&init.replace(" v0,", &format!(" v{n},")));
                done = true;
                continue;
            }
        }
        out.push_str(line);
    }
    if !done {
        let _ = write!(
            out,
            "\n.method static constructor <clinit>()V\n    .registers 2\n{init}    return-void\n.end method\n"
        );
    }
    out
}

/// The case's `oracle/` directory: classes only the JVM gets, standing in for the
/// Android classes (`android.*`) the JVM lacks and dexmetal's library has.
fn oracle_stubs(case_dir: &Path) -> Result<Vec<PathBuf>, String> {
    let dir = case_dir.join("oracle");
    if dir.is_dir() {
        smali_sources(&dir)
    } else {
        Ok(Vec::new())
    }
}

/// Copies the case's smali with [`oracle_rewrite`] applied, and its [`oracle_stubs`],
/// into `dir` and assembles it there; the copy keeps the case's name so the api level is
/// chosen the same way. When the rewrite changes nothing and there are no stubs (most
/// cases), the copy would assemble to the very DEX the interpreter runs, so that one is
/// used: one smali start per case instead of two.
fn assemble_for_oracle(case_dir: &Path, out_dir: &Path) -> Result<PathBuf, String> {
    let mut texts = Vec::new();
    for src in smali_sources(case_dir)? {
        let text =
            fs::read_to_string(&src).map_err(|e| format!("cannot read {}: {e}", src.display()))?;
        let rewritten = oracle_rewrite(&text);
        texts.push((src, rewritten != text, rewritten));
    }
    for src in oracle_stubs(case_dir)? {
        let text =
            fs::read_to_string(&src).map_err(|e| format!("cannot read {}: {e}", src.display()))?;
        let name = format!(
            "oracle-{}",
            src.file_name().unwrap_or_default().to_string_lossy()
        );
        texts.push((PathBuf::from(name), true, text));
    }
    if texts.iter().all(|(_, changed, _)| !changed) {
        return assemble(case_dir, out_dir);
    }
    let copy = out_dir.join("oracle-src").join(case_name(case_dir));
    fs::create_dir_all(&copy).map_err(|e| format!("cannot create {}: {e}", copy.display()))?;
    for old in smali_sources(&copy)? {
        let _ = fs::remove_file(old);
    }
    for (src, _, text) in &texts {
        let dst = copy.join(src.file_name().unwrap_or_default());
        fs::write(&dst, text).map_err(|e| format!("cannot write {}: {e}", dst.display()))?;
    }
    assemble(&copy, &out_dir.join("oracle-dex"))
}

pub fn oracle_with_timeout(case_dir: &Path, timeout: Duration) -> Result<Outcome, String> {
    let out_dir = cache_dir(case_dir);
    let dex = assemble_for_oracle(case_dir, &out_dir)?;
    let jar = out_dir.join("oracle.jar");
    let jar_stamp = out_dir.join("oracle.jar.hash");
    // The wrapper and the rewrite rules are part of the key so changing either
    // invalidates cached jars.
    let stubs = match oracle_stubs(case_dir)?.is_empty() {
        true => String::new(),
        false => format!("-{}", source_hash(&case_dir.join("oracle"))?),
    };
    let hash = format!(
        "{}-{:016x}{stubs}-rw2",
        source_hash(case_dir)?,
        fnv1a(dexmetal_tools::enjarify::WRAPPER.as_bytes())
    );
    let modern = case_api(case_dir) >= 24;
    if !(jar.is_file() && fs::read_to_string(&jar_stamp).ok().as_deref() == Some(hash.as_str())) {
        let _ = fs::remove_file(&jar);
        dexmetal_tools::enjarify::translate(&dex, &jar, modern.then_some(52))
            .map_err(|e| format!("{}: {e}", case_name(case_dir)))?;
        fs::write(&jar_stamp, &hash)
            .map_err(|e| format!("cannot write {}: {e}", jar_stamp.display()))?;
    }
    let mut cmd = Command::new(dexmetal_tools::JAVA.find().map_err(|e| e.to_string())?);
    // A fixed, generous thread stack so recursion depths in the cases (up to a few
    // thousand frames) do not depend on the host's ulimit.
    cmd.arg("-XX:+ShowCodeDetailsInExceptionMessages")
        .arg("-Xss8m")
        // No hsperfdata file: parallel oracle runs once got a JVM warning on stdout
        // ("Cannot use file /tmp/hsperfdata_root/N because it is locked by another
        // process") that made a case disagree.
        .arg("-XX:-UsePerfData");
    if let Some(h) = case_heap(case_dir)? {
        cmd.arg(format!("-Xmx{h}"));
    }
    if modern {
        cmd.arg("-XX:+UnlockDiagnosticVMOptions")
            .arg("-XX:-BytecodeVerificationRemote");
    }
    cmd.arg("-Xshare:auto").arg("-cp").arg(&jar).arg("Main");
    match run_with_timeout(&mut cmd, timeout)? {
        None => Err(format!("{}: java timed out", case_name(case_dir))),
        // The launcher could not even start Main (typically a VerifyError in the translated
        // classes): that is a broken case or translation, never an expected outcome.
        Some(o) if o.stderr.starts_with("Error: ") => Err(format!(
            "{}: the JVM rejected the program: {}",
            case_name(case_dir),
            o.stderr.trim()
        )),
        Some(o) => {
            let mut texts = Vec::new();
            for src in smali_sources(case_dir)? {
                texts.push(
                    fs::read_to_string(&src)
                        .map_err(|e| format!("cannot read {}: {e}", src.display()))?,
                );
            }
            let facts = SmaliFacts::parse(texts.iter().map(String::as_str));
            Ok(Outcome {
                stdout: normalize_jvm_output_with(&o.stdout, &facts),
                stderr: normalize_jvm_output_with(&o.stderr, &facts),
                exit: o.exit,
            })
        }
    }
}

/// What a case expects, read from its directory.
#[derive(Debug, Clone)]
pub struct Expected {
    pub stdout: String,
    pub exit: i32,
    pub stderr: Option<String>,
}

pub fn read_expected(case_dir: &Path) -> Result<Expected, String> {
    let p = case_dir.join("expected.txt");
    let stdout = fs::read_to_string(&p).map_err(|e| format!("cannot read {}: {e}", p.display()))?;
    let exit = match fs::read_to_string(case_dir.join("expected_exit")) {
        Ok(s) => s
            .trim()
            .parse::<i32>()
            .map_err(|e| format!("{}: bad expected_exit: {e}", case_name(case_dir)))?,
        Err(_) => 0,
    };
    let stderr = fs::read_to_string(case_dir.join("expected_stderr.txt")).ok();
    Ok(Expected {
        stdout,
        exit,
        stderr,
    })
}

/// Compares one case's expected files with the JVM; `Ok(None)` when they agree.
fn oracle_mismatch(case_dir: &Path) -> Result<Option<String>, String> {
    let exp = read_expected(case_dir)?;
    let got = oracle(case_dir)?;
    let mut problems = String::new();
    if got.stdout != exp.stdout {
        let _ = writeln!(problems, "stdout differs (- expected, + jvm):");
        problems.push_str(&diff(&exp.stdout, &got.stdout));
    }
    if got.exit != exp.exit {
        let _ = writeln!(
            problems,
            "exit status: expected {}, jvm {}",
            exp.exit, got.exit
        );
    }
    let want_err = strip_frames(exp.stderr.as_deref().unwrap_or(""));
    let got_err = strip_frames(&got.stderr);
    if want_err != got_err {
        let _ = writeln!(
            problems,
            "stderr without frames differs (- expected, + jvm):"
        );
        problems.push_str(&diff(&want_err, &got_err));
    }
    Ok(if problems.is_empty() {
        None
    } else {
        Some(problems)
    })
}

fn selected(case: &Path, filter: Option<&str>) -> bool {
    filter.is_none_or(|f| case_name(case).contains(f))
}

/// Cases the oracle cannot check, with the reason; [`check_against_oracle`] reports each
/// by name. None so far: every case is checked. A case marked `skip` is checked too: `skip`
/// says the interpreter cannot run it yet, while its expected files still state what Java
/// requires, which the JVM confirms regardless.
pub const ORACLE_EXCEPTIONS: &[(&str, &str)] = &[];

/// What the oracle says about one case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OracleVerdict {
    Agree,
    /// Listed in [`ORACLE_EXCEPTIONS`], with its reason.
    Excepted(&'static str),
    /// The expected files differ from the JVM's output (the differences).
    Disagree(String),
    /// The oracle could not run the case (assembly, translation, the JVM refusing the
    /// program or timing out): as bad as a disagreement, since nothing was confirmed.
    Error(String),
}

/// The verdicts of [`check_against_oracle`], in case order.
#[derive(Debug, Clone)]
pub struct OracleReport {
    pub cases: Vec<(String, OracleVerdict)>,
    pub elapsed: Duration,
}

impl OracleReport {
    /// Cases that disagree or could not be checked.
    pub fn bad(&self) -> Vec<&(String, OracleVerdict)> {
        self.cases
            .iter()
            .filter(|(_, v)| matches!(v, OracleVerdict::Disagree(_) | OracleVerdict::Error(_)))
            .collect()
    }

    /// `oracle: A agree, D disagree (N checked, M excepted[: case (reason), ...]) in S s`.
    pub fn line(&self) -> String {
        let excepted: Vec<String> = self
            .cases
            .iter()
            .filter_map(|(n, v)| match v {
                OracleVerdict::Excepted(why) => Some(format!("{n} ({why})")),
                _ => None,
            })
            .collect();
        let bad = self.bad().len();
        let checked = self.cases.len() - excepted.len();
        let mut s = format!(
            "oracle: {} agree, {bad} disagree ({checked} checked, {} excepted",
            checked - bad,
            excepted.len()
        );
        if !excepted.is_empty() {
            let _ = write!(s, ": {}", excepted.join(", "));
        }
        let _ = write!(s, ") in {} s", self.elapsed.as_secs());
        s
    }
}

/// The number of cases [`check_against_oracle`] runs at once: one per core. Each worker
/// mostly waits on one child at a time (smali or java, both JVMs that also use a second
/// core briefly for their compiler and collector threads; enjarify), so more would only
/// contend.
fn oracle_jobs() -> usize {
    thread::available_parallelism().map_or(2, |n| n.get())
}

/// Re-verifies the expected files of every case under `root` whose name contains
/// `filter` against the JVM (except the `exceptions`, normally [`ORACLE_EXCEPTIONS`]),
/// `jobs` cases at a time: stdout and exit status must match
/// exactly; stderr is compared with frame lines removed on both sides (see
/// [`strip_frames`]). `on_done` sees each verdict as it comes (in completion order); the
/// report lists them in case order.
///
/// Time for all 240 cases (`/usr/bin/time target/debug/xtask oracle`, 2 jobs, on 2 cores
/// shared with other builds, load average 4-8), wall and user+sys CPU:
///
/// * cold, target/conformance and the enjarify module cache deleted as on a fresh clone:
///   158 s, 178 CPU-s, of which smali's 243 assemblies (one JVM start each) are ~140;
/// * cold jars only, the DEX files already assembled (as in `cargo xtask test`, whose
///   `cargo test` step assembles every case for the verifier test first): 34 s, 37 CPU-s;
/// * warm (DEX and jars cached, only `java` runs, 0.1-0.8 s a case): 13 s, 14 CPU-s.
pub fn check_against_oracle(
    root: &Path,
    filter: Option<&str>,
    exceptions: &[(&str, &'static str)],
    jobs: usize,
    on_done: &(dyn Fn(&str, &OracleVerdict, Duration) + Sync),
) -> Result<OracleReport, String> {
    let started = Instant::now();
    let cases: Vec<PathBuf> = list_cases(root)?
        .into_iter()
        .filter(|c| selected(c, filter))
        .collect();
    let verdicts = parallel_map(&cases, jobs, |case| {
        let name = case_name(case);
        let t = Instant::now();
        let verdict = if let Some((_, why)) = exceptions.iter().find(|(n, _)| *n == name) {
            OracleVerdict::Excepted(why)
        } else {
            match oracle_mismatch(case) {
                Ok(None) => OracleVerdict::Agree,
                Ok(Some(diff)) => OracleVerdict::Disagree(diff),
                Err(e) => OracleVerdict::Error(e),
            }
        };
        on_done(&name, &verdict, t.elapsed());
        (name, verdict)
    });
    Ok(OracleReport {
        cases: verdicts,
        elapsed: started.elapsed(),
    })
}

/// `f` over `items` on `jobs` threads, the results in `items`' order.
fn parallel_map<T: Sync, R: Send>(items: &[T], jobs: usize, f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new(items.iter().map(|_| None).collect());
    thread::scope(|s| {
        for _ in 0..jobs.clamp(1, items.len().max(1)) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(i) else { break };
                let r = f(item);
                // A poisoned lock only means another worker panicked, which the scope
                // re-raises anyway; the slot is still this worker's own.
                results.lock().unwrap_or_else(|p| p.into_inner())[i] = Some(r);
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|p| p.into_inner())
        .into_iter()
        .flatten()
        .collect()
}

/// `cargo xtask oracle` without `--bless`: prints each case's verdict as it comes and the
/// summary line; returns the number of cases that disagree or could not be checked.
pub fn check_expected_filtered(root: &Path, filter: Option<&str>) -> Result<usize, String> {
    let report = check_against_oracle(
        root,
        filter,
        ORACLE_EXCEPTIONS,
        oracle_jobs(),
        &|name, v, took| {
            let ms = took.as_millis();
            match v {
                OracleVerdict::Agree => println!("ORACLE OK   {name} ({ms} ms)"),
                OracleVerdict::Excepted(why) => println!("ORACLE EXC  {name}: {why}"),
                OracleVerdict::Disagree(d) => {
                    println!("ORACLE DIFF {name} ({ms} ms)\n{}", d.trim_end())
                }
                OracleVerdict::Error(e) => println!("ORACLE ERR  {name} ({ms} ms): {e}"),
            }
        },
    )?;
    println!("{}", report.line());
    Ok(report.bad().len())
}

/// The `cargo xtask test` check: every case's expected files agree with the JVM (or the
/// case is a listed exception). The error names each bad case with its differences.
pub fn expected_files_match_the_jvm(root: &Path) -> Result<(), String> {
    let report = check_against_oracle(root, None, ORACLE_EXCEPTIONS, oracle_jobs(), &|_, _, _| {})?;
    println!("{}", report.line());
    let bad = report.bad();
    if bad.is_empty() {
        return Ok(());
    }
    let mut msg = format!(
        "{} of {} cases disagree with the JVM:",
        bad.len(),
        report.cases.len()
    );
    for (name, v) in bad {
        match v {
            OracleVerdict::Disagree(d) => {
                let _ = write!(msg, "\n{name}:\n{}", d.trim_end());
            }
            OracleVerdict::Error(e) => {
                let _ = write!(msg, "\n{name}: oracle error: {e}");
            }
            _ => {}
        }
    }
    Err(msg)
}

/// `cargo xtask oracle --bless`: writes `expected.txt` and `expected_exit` from the JVM.
/// `expected_stderr.txt` is written only when the JVM's stderr has no frame lines; when it
/// has frames, the hand-written file (with Dalvik frames) must already exist and is only
/// checked. Review the resulting diff before committing.
pub fn bless_from_oracle(root: &Path, filter: Option<&str>) -> Result<usize, String> {
    let mut bad = 0usize;
    for case in list_cases(root)? {
        if !selected(&case, filter) {
            continue;
        }
        let name = case_name(&case);
        let got = match oracle(&case) {
            Ok(o) => o,
            Err(e) => {
                bad += 1;
                println!("BLESS ERR  {name}: {e}");
                continue;
            }
        };
        let w = |file: &str, text: &str| {
            fs::write(case.join(file), text).map_err(|e| format!("cannot write {file}: {e}"))
        };
        w("expected.txt", &got.stdout)?;
        if got.exit != 0 {
            w("expected_exit", &format!("{}\n", got.exit))?;
        } else {
            let _ = fs::remove_file(case.join("expected_exit"));
        }
        let has_frames = strip_frames(&got.stderr) != got.stderr;
        let existing = fs::read_to_string(case.join("expected_stderr.txt")).ok();
        if got.stderr.is_empty() {
            let _ = fs::remove_file(case.join("expected_stderr.txt"));
        } else if !has_frames {
            w("expected_stderr.txt", &got.stderr)?;
        } else if existing.as_deref().map(strip_frames) != Some(strip_frames(&got.stderr)) {
            bad += 1;
            println!(
                "BLESS ERR  {name}: stderr has frames; write expected_stderr.txt by hand:\n{}",
                got.stderr
            );
            continue;
        }
        println!("BLESSED    {name}");
    }
    Ok(bad)
}

// ---------------------------------------------------------------------------------------
// Opcode coverage
// ---------------------------------------------------------------------------------------

/// DEX 035 opcodes 0x00..0xe2 by number (dalvik-bytecode reference); `None` marks the
/// unused slots 3e..43, 73, 79..7a.
pub const DEX035_OPCODES: [Option<&str>; 0xe3] = {
    let mut t: [Option<&str>; 0xe3] = [None; 0xe3];
    let named: [(usize, &str); 218] = [
        (0x00, "nop"),
        (0x01, "move"),
        (0x02, "move/from16"),
        (0x03, "move/16"),
        (0x04, "move-wide"),
        (0x05, "move-wide/from16"),
        (0x06, "move-wide/16"),
        (0x07, "move-object"),
        (0x08, "move-object/from16"),
        (0x09, "move-object/16"),
        (0x0a, "move-result"),
        (0x0b, "move-result-wide"),
        (0x0c, "move-result-object"),
        (0x0d, "move-exception"),
        (0x0e, "return-void"),
        (0x0f, "return"),
        (0x10, "return-wide"),
        (0x11, "return-object"),
        (0x12, "const/4"),
        (0x13, "const/16"),
        (0x14, "const"),
        (0x15, "const/high16"),
        (0x16, "const-wide/16"),
        (0x17, "const-wide/32"),
        (0x18, "const-wide"),
        (0x19, "const-wide/high16"),
        (0x1a, "const-string"),
        (0x1b, "const-string/jumbo"),
        (0x1c, "const-class"),
        (0x1d, "monitor-enter"),
        (0x1e, "monitor-exit"),
        (0x1f, "check-cast"),
        (0x20, "instance-of"),
        (0x21, "array-length"),
        (0x22, "new-instance"),
        (0x23, "new-array"),
        (0x24, "filled-new-array"),
        (0x25, "filled-new-array/range"),
        (0x26, "fill-array-data"),
        (0x27, "throw"),
        (0x28, "goto"),
        (0x29, "goto/16"),
        (0x2a, "goto/32"),
        (0x2b, "packed-switch"),
        (0x2c, "sparse-switch"),
        (0x2d, "cmpl-float"),
        (0x2e, "cmpg-float"),
        (0x2f, "cmpl-double"),
        (0x30, "cmpg-double"),
        (0x31, "cmp-long"),
        (0x32, "if-eq"),
        (0x33, "if-ne"),
        (0x34, "if-lt"),
        (0x35, "if-ge"),
        (0x36, "if-gt"),
        (0x37, "if-le"),
        (0x38, "if-eqz"),
        (0x39, "if-nez"),
        (0x3a, "if-ltz"),
        (0x3b, "if-gez"),
        (0x3c, "if-gtz"),
        (0x3d, "if-lez"),
        (0x44, "aget"),
        (0x45, "aget-wide"),
        (0x46, "aget-object"),
        (0x47, "aget-boolean"),
        (0x48, "aget-byte"),
        (0x49, "aget-char"),
        (0x4a, "aget-short"),
        (0x4b, "aput"),
        (0x4c, "aput-wide"),
        (0x4d, "aput-object"),
        (0x4e, "aput-boolean"),
        (0x4f, "aput-byte"),
        (0x50, "aput-char"),
        (0x51, "aput-short"),
        (0x52, "iget"),
        (0x53, "iget-wide"),
        (0x54, "iget-object"),
        (0x55, "iget-boolean"),
        (0x56, "iget-byte"),
        (0x57, "iget-char"),
        (0x58, "iget-short"),
        (0x59, "iput"),
        (0x5a, "iput-wide"),
        (0x5b, "iput-object"),
        (0x5c, "iput-boolean"),
        (0x5d, "iput-byte"),
        (0x5e, "iput-char"),
        (0x5f, "iput-short"),
        (0x60, "sget"),
        (0x61, "sget-wide"),
        (0x62, "sget-object"),
        (0x63, "sget-boolean"),
        (0x64, "sget-byte"),
        (0x65, "sget-char"),
        (0x66, "sget-short"),
        (0x67, "sput"),
        (0x68, "sput-wide"),
        (0x69, "sput-object"),
        (0x6a, "sput-boolean"),
        (0x6b, "sput-byte"),
        (0x6c, "sput-char"),
        (0x6d, "sput-short"),
        (0x6e, "invoke-virtual"),
        (0x6f, "invoke-super"),
        (0x70, "invoke-direct"),
        (0x71, "invoke-static"),
        (0x72, "invoke-interface"),
        (0x74, "invoke-virtual/range"),
        (0x75, "invoke-super/range"),
        (0x76, "invoke-direct/range"),
        (0x77, "invoke-static/range"),
        (0x78, "invoke-interface/range"),
        (0x7b, "neg-int"),
        (0x7c, "not-int"),
        (0x7d, "neg-long"),
        (0x7e, "not-long"),
        (0x7f, "neg-float"),
        (0x80, "neg-double"),
        (0x81, "int-to-long"),
        (0x82, "int-to-float"),
        (0x83, "int-to-double"),
        (0x84, "long-to-int"),
        (0x85, "long-to-float"),
        (0x86, "long-to-double"),
        (0x87, "float-to-int"),
        (0x88, "float-to-long"),
        (0x89, "float-to-double"),
        (0x8a, "double-to-int"),
        (0x8b, "double-to-long"),
        (0x8c, "double-to-float"),
        (0x8d, "int-to-byte"),
        (0x8e, "int-to-char"),
        (0x8f, "int-to-short"),
        (0x90, "add-int"),
        (0x91, "sub-int"),
        (0x92, "mul-int"),
        (0x93, "div-int"),
        (0x94, "rem-int"),
        (0x95, "and-int"),
        (0x96, "or-int"),
        (0x97, "xor-int"),
        (0x98, "shl-int"),
        (0x99, "shr-int"),
        (0x9a, "ushr-int"),
        (0x9b, "add-long"),
        (0x9c, "sub-long"),
        (0x9d, "mul-long"),
        (0x9e, "div-long"),
        (0x9f, "rem-long"),
        (0xa0, "and-long"),
        (0xa1, "or-long"),
        (0xa2, "xor-long"),
        (0xa3, "shl-long"),
        (0xa4, "shr-long"),
        (0xa5, "ushr-long"),
        (0xa6, "add-float"),
        (0xa7, "sub-float"),
        (0xa8, "mul-float"),
        (0xa9, "div-float"),
        (0xaa, "rem-float"),
        (0xab, "add-double"),
        (0xac, "sub-double"),
        (0xad, "mul-double"),
        (0xae, "div-double"),
        (0xaf, "rem-double"),
        (0xb0, "add-int/2addr"),
        (0xb1, "sub-int/2addr"),
        (0xb2, "mul-int/2addr"),
        (0xb3, "div-int/2addr"),
        (0xb4, "rem-int/2addr"),
        (0xb5, "and-int/2addr"),
        (0xb6, "or-int/2addr"),
        (0xb7, "xor-int/2addr"),
        (0xb8, "shl-int/2addr"),
        (0xb9, "shr-int/2addr"),
        (0xba, "ushr-int/2addr"),
        (0xbb, "add-long/2addr"),
        (0xbc, "sub-long/2addr"),
        (0xbd, "mul-long/2addr"),
        (0xbe, "div-long/2addr"),
        (0xbf, "rem-long/2addr"),
        (0xc0, "and-long/2addr"),
        (0xc1, "or-long/2addr"),
        (0xc2, "xor-long/2addr"),
        (0xc3, "shl-long/2addr"),
        (0xc4, "shr-long/2addr"),
        (0xc5, "ushr-long/2addr"),
        (0xc6, "add-float/2addr"),
        (0xc7, "sub-float/2addr"),
        (0xc8, "mul-float/2addr"),
        (0xc9, "div-float/2addr"),
        (0xca, "rem-float/2addr"),
        (0xcb, "add-double/2addr"),
        (0xcc, "sub-double/2addr"),
        (0xcd, "mul-double/2addr"),
        (0xce, "div-double/2addr"),
        (0xcf, "rem-double/2addr"),
        (0xd0, "add-int/lit16"),
        (0xd1, "rsub-int"),
        (0xd2, "mul-int/lit16"),
        (0xd3, "div-int/lit16"),
        (0xd4, "rem-int/lit16"),
        (0xd5, "and-int/lit16"),
        (0xd6, "or-int/lit16"),
        (0xd7, "xor-int/lit16"),
        (0xd8, "add-int/lit8"),
        (0xd9, "rsub-int/lit8"),
        (0xda, "mul-int/lit8"),
        (0xdb, "div-int/lit8"),
        (0xdc, "rem-int/lit8"),
        (0xdd, "and-int/lit8"),
        (0xde, "or-int/lit8"),
        (0xdf, "xor-int/lit8"),
        (0xe0, "shl-int/lit8"),
        (0xe1, "shr-int/lit8"),
        (0xe2, "ushr-int/lit8"),
    ];
    let mut i = 0;
    while i < named.len() {
        t[named[i].0] = Some(named[i].1);
        i += 1;
    }
    t
};

/// Result of scanning all cases for opcode mnemonics.
#[derive(Debug, Clone, Default)]
pub struct CoverageReport {
    /// Opcode number → (name, cases using it).
    pub covered: BTreeMap<u8, (&'static str, Vec<String>)>,
    pub missing: Vec<(u8, &'static str)>,
    pub cases: usize,
}

impl CoverageReport {
    pub fn render_markdown(&self) -> String {
        let total = self.covered.len() + self.missing.len();
        let mut s = String::new();
        s.push_str("# DEX 035 opcode coverage\n\n");
        s.push_str(
            "Generated by `cargo xtask coverage` (xtask/src/conformance.rs); do not edit.\n",
        );
        s.push_str("It scans every case's `.smali` for instruction mnemonics.\n\n");
        let _ = writeln!(
            s,
            "{} cases; {} of {} opcodes covered; {} missing.\n",
            self.cases,
            self.covered.len(),
            total,
            self.missing.len()
        );
        if !self.missing.is_empty() {
            s.push_str("## Missing\n\n");
            for (op, name) in &self.missing {
                let _ = writeln!(s, "- 0x{op:02x} `{name}`");
            }
            s.push('\n');
        }
        s.push_str("## Covered\n\n| op | name | cases | example cases |\n|---|---|---|---|\n");
        for (op, (name, cases)) in &self.covered {
            let ex: Vec<&str> = cases.iter().take(3).map(String::as_str).collect();
            let _ = writeln!(
                s,
                "| 0x{op:02x} | `{name}` | {} | {} |",
                cases.len(),
                ex.join(", ")
            );
        }
        s
    }
}

/// Scans all cases' smali for opcode names and reports which DEX 035 opcodes no case uses.
pub fn opcode_coverage(root: &Path) -> Result<CoverageReport, String> {
    let mut by_name: BTreeMap<&'static str, u8> = BTreeMap::new();
    for (op, name) in DEX035_OPCODES.iter().enumerate() {
        if let Some(n) = name {
            by_name.insert(n, op as u8);
        }
    }
    let mut seen: BTreeMap<u8, Vec<String>> = BTreeMap::new();
    let cases = list_cases(root)?;
    for case in &cases {
        let name = case_name(case);
        for src in smali_sources(case)? {
            let text = fs::read_to_string(&src)
                .map_err(|e| format!("cannot read {}: {e}", src.display()))?;
            for line in text.lines() {
                let tok = line.split_whitespace().next().unwrap_or("");
                if let Some(&op) = by_name.get(tok) {
                    let v = seen.entry(op).or_default();
                    if v.last() != Some(&name) {
                        v.push(name.clone());
                    }
                }
            }
        }
    }
    let mut rep = CoverageReport {
        cases: cases.len(),
        ..CoverageReport::default()
    };
    for (op, name) in DEX035_OPCODES.iter().enumerate() {
        let Some(name) = name else { continue };
        let op = op as u8;
        match seen.remove(&op) {
            Some(v) => {
                rep.covered.insert(op, (name, v));
            }
            None => rep.missing.push((op, name)),
        }
    }
    Ok(rep)
}

/// Regenerates `root/COVERAGE.md`; callers fail the build when `missing` is non-empty.
pub fn write_coverage_md(root: &Path) -> Result<CoverageReport, String> {
    let rep = opcode_coverage(root)?;
    let p = root.join("COVERAGE.md");
    fs::write(&p, rep.render_markdown())
        .map_err(|e| format!("cannot write {}: {e}", p.display()))?;
    Ok(rep)
}

// ---------------------------------------------------------------------------------------
// Running the interpreter over the suite
// ---------------------------------------------------------------------------------------

/// Minimal line diff (LCS), `-` for expected-only lines and `+` for actual-only lines.
pub fn diff(expected: &str, actual: &str) -> String {
    let a: Vec<&str> = expected.split_inclusive('\n').collect();
    let b: Vec<&str> = actual.split_inclusive('\n').collect();
    let mut out = String::new();
    // Quadratic LCS is fine for test outputs; cap it so a runaway output cannot stall us.
    if a.len() * b.len() > 4_000_000 {
        let _ = writeln!(
            out,
            "(outputs too large to diff: {} vs {} lines)",
            a.len(),
            b.len()
        );
        return out;
    }
    let (n, m) = (a.len(), b.len());
    let mut lcs = vec![0u32; (n + 1) * (m + 1)];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i * (m + 1) + j] = if a[i] == b[j] {
                lcs[(i + 1) * (m + 1) + j + 1] + 1
            } else {
                lcs[(i + 1) * (m + 1) + j].max(lcs[i * (m + 1) + j + 1])
            };
        }
    }
    let show = |l: &str| {
        let body = l.strip_suffix('\n').unwrap_or(l);
        if l.ends_with('\n') {
            body.to_string()
        } else {
            format!("{body}\\ (no newline at end)")
        }
    };
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        if i < n && j < m && a[i] == b[j] {
            let _ = writeln!(out, "  {}", show(a[i]));
            i += 1;
            j += 1;
        } else if i < n && (j == m || lcs[(i + 1) * (m + 1) + j] >= lcs[i * (m + 1) + j + 1]) {
            let _ = writeln!(out, "- {}", show(a[i]));
            i += 1;
        } else {
            let _ = writeln!(out, "+ {}", show(b[j]));
            j += 1;
        }
    }
    out
}

/// Assembles one case, runs `dexmetal_cmd` with the DEX path appended, and compares stdout
/// and exit status (and full stderr when `expected_stderr.txt` exists).
// Part of the module's documented API even when the CLI does not call it.
#[allow(dead_code)]
pub fn run_case(case: &Path, dexmetal_cmd: &[String]) -> CaseResult {
    run_case_with_timeout(case, dexmetal_cmd, DEFAULT_TIMEOUT)
}

pub fn run_case_with_timeout(
    case: &Path,
    dexmetal_cmd: &[String],
    timeout: Duration,
) -> CaseResult {
    let start = Instant::now();
    let name = case_name(case);
    let done = |status| CaseResult {
        name: name.clone(),
        status,
        elapsed: start.elapsed(),
    };
    if let Ok(reason) = fs::read_to_string(case.join("skip")) {
        return done(Status::Skipped(reason.trim().to_string()));
    }
    if dexmetal_cmd.is_empty() {
        return done(Status::Fail("empty runner command".into()));
    }
    let exp = match read_expected(case) {
        Ok(e) => e,
        Err(e) => return done(Status::Fail(e)),
    };
    let heap = match case_heap(case) {
        Ok(h) => h,
        Err(e) => return done(Status::Fail(e)),
    };
    let dex = match assemble(case, &cache_dir(case)) {
        Ok(d) => d,
        Err(e) => return done(Status::Fail(e)),
    };
    let mut argv = runner_args(dexmetal_cmd, heap.as_deref(), &dex);
    if case.join("profile").is_file() {
        let mut extra = vec!["--profile".to_string()];
        // The host CLI writes the profile's files (qemu-exec does not): beside the
        // case's cached DEX, not into the cwd.
        if Path::new(&argv[0]).file_name() == Some("dexmetal".as_ref()) {
            let dir = cache_dir(case).join("profile");
            extra.extend(["--profile-dir".into(), dir.display().to_string()]);
        }
        let at = argv.len() - 1;
        argv.splice(at..at, extra);
    }
    let mut cmd = Command::new(&argv[0]);
    cmd.args(&argv[1..]);
    let got = match run_keeping_output(&mut cmd, timeout) {
        Ok(Ok(o)) => o,
        Ok(Err(partial)) => return done(Status::Timeout(partial)),
        Err(e) => return done(Status::Fail(e)),
    };
    let mut problems = String::new();
    if got.stdout != exp.stdout {
        let _ = writeln!(problems, "stdout differs (- expected, + actual):");
        problems.push_str(&diff(&exp.stdout, &got.stdout));
    }
    if got.exit != exp.exit {
        let _ = writeln!(
            problems,
            "exit status: expected {}, got {}",
            exp.exit, got.exit
        );
    }
    if let Some(want) = &exp.stderr {
        if &got.stderr != want {
            let _ = writeln!(problems, "stderr differs (- expected, + actual):");
            problems.push_str(&diff(want, &got.stderr));
        }
    }
    if problems.is_empty() {
        done(Status::Pass)
    } else {
        if exp.stderr.is_none() && !got.stderr.is_empty() {
            let _ = writeln!(problems, "stderr:\n{}", got.stderr.trim_end());
        }
        done(Status::Fail(problems))
    }
}

/// Runs every case with `runner` and prints PASS/FAIL lines, diffs, and the summary line.
// Part of the module's documented API even when the CLI does not call it.
#[allow(dead_code)]
pub fn run_suite(root: &Path, runner: &[String]) -> Result<Summary, String> {
    run_suite_with(root, runner, &SuiteOptions::default())
}

/// Runs the selected cases, as many at once as the machine has CPUs (each case is one
/// single-threaded interpreter or QEMU process, and they share nothing but their own
/// case's cache directory). Results print as cases finish; the summary keeps the
/// suite's order.
pub fn run_suite_with(
    root: &Path,
    runner: &[String],
    opts: &SuiteOptions,
) -> Result<Summary, String> {
    let runner: Vec<String> = runner.iter().chain(&opts.extra_args).cloned().collect();
    let cases: Vec<PathBuf> = list_cases(root)?
        .into_iter()
        .filter(|case| selected(case, opts.filter.as_deref()))
        .filter(|case| !opts.qemu_only || case.join("qemu").is_file())
        .filter(|case| opts.only.is_none_or(|keep| keep(&case_name(case))))
        .collect();
    let jobs = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(cases.len().max(1));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<CaseResult>>> =
        cases.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(case) = cases.get(i) else { break };
                let r = run_case_with_timeout(case, &runner, opts.timeout);
                let ms = r.elapsed.as_millis();
                // One print per case, so lines from two workers never interleave.
                let line = match &r.status {
                    Status::Pass => format!("PASS {} ({ms} ms)", r.name),
                    Status::Fail(why) => format!("FAIL {} ({ms} ms)\n{}", r.name, why.trim_end()),
                    Status::Timeout(partial) => {
                        let mut s = format!(
                            "FAIL {} TIMEOUT after {} s, cut off",
                            r.name,
                            opts.timeout.as_secs()
                        );
                        for (what, text) in
                            [("stdout", &partial.stdout), ("stderr", &partial.stderr)]
                        {
                            if !text.is_empty() {
                                s.push_str(&format!("\n{what} until then:\n{}", text.trim_end()));
                            }
                        }
                        s
                    }
                    Status::Skipped(why) => format!("SKIP {}: {why}", r.name),
                };
                println!("{line}");
                *results[i].lock().unwrap_or_else(|e| e.into_inner()) = Some(r);
            });
        }
    });
    let mut sum = Summary::default();
    for r in results {
        let r = r
            .into_inner()
            .unwrap_or_else(|e| e.into_inner())
            .ok_or("a conformance worker ended without a result")?;
        match r.status {
            Status::Pass => sum.passed += 1,
            Status::Fail(_) | Status::Timeout(_) => {
                sum.failed += 1;
                sum.failures.push(r.name);
            }
            Status::Skipped(_) => sum.skipped += 1,
        }
    }
    println!("{}", sum.line());
    Ok(sum)
}

// ---------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------

use crate::image::workspace_root;

fn cases_root() -> PathBuf {
    workspace_root().join("tests").join("conformance")
}

/// `cargo xtask oracle`: whether the expected output of every case whose name contains
/// `filter` agrees with the JVM; with `bless`, writes the JVM's output as the expected one
/// instead (and says whether every case could be run).
pub fn oracle_command(bless: bool, filter: Option<&str>) -> Result<bool, String> {
    let root = cases_root();
    let bad = if bless {
        bless_from_oracle(&root, filter)?
    } else {
        check_expected_filtered(&root, filter)?
    };
    Ok(bad == 0)
}

/// `cargo xtask coverage`: rewrites COVERAGE.md; whether every DEX 035 opcode is covered.
pub fn coverage_command() -> Result<bool, String> {
    let rep = write_coverage_md(&cases_root())?;
    let total = rep.covered.len() + rep.missing.len();
    println!(
        "coverage: {} of {} DEX 035 opcodes covered by {} cases",
        rep.covered.len(),
        total,
        rep.cases
    );
    for (op, name) in &rep.missing {
        println!("missing: 0x{op:02x} {name}");
    }
    Ok(rep.missing.is_empty())
}

/// `cargo xtask conformance`: runs `runner` with each case's DEX appended; whether every
/// case passed. An empty runner means `target/release/dexmetal run --main Main`, which
/// this does not build.
pub fn suite_command(opts: &SuiteOptions, runner: &[String]) -> Result<bool, String> {
    let default_runner;
    let runner = if runner.is_empty() {
        let bin = workspace_root()
            .join("target")
            .join("release")
            .join("dexmetal");
        default_runner = [
            bin.display().to_string(),
            "run".into(),
            "--main".into(),
            "Main".into(),
        ];
        &default_runner[..]
    } else {
        runner
    };
    run_suite_with(&cases_root(), runner, opts).map(|s| s.failed == 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_run_cut_off_keeps_what_it_printed() {
        let mut c = Command::new("sh");
        c.args(["-c", "echo partial; echo err >&2; sleep 30"]);
        let (r, wall) = run_timed_partial(&mut c, Duration::from_millis(500)).unwrap();
        let partial = r.expect_err("the run was cut off");
        assert_eq!(
            (partial.stdout.as_str(), partial.stderr.as_str()),
            ("partial\n", "err\n")
        );
        assert!(wall < Duration::from_secs(10), "{wall:?}");
        let mut c = Command::new("sh");
        c.args(["-c", "echo done"]);
        let (r, _) = run_timed_partial(&mut c, Duration::from_secs(20)).unwrap();
        assert_eq!(r.expect("it ended").stdout, "done\n");
    }

    #[test]
    fn normalizes_jvm_messages() {
        assert_eq!(
            normalize_jvm_output("java.lang.ArithmeticException: / by zero\n"),
            "java.lang.ArithmeticException: divide by zero\n"
        );
        assert_eq!(
            normalize_line(
                "x java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 3",
                &SmaliFacts::default()
            ),
            "x java.lang.ArrayIndexOutOfBoundsException: length=3; index=-1"
        );
        assert_eq!(
            normalize_line("java.lang.ClassCastException: class java.lang.Integer cannot be cast to class java.lang.String (java.lang.Integer and java.lang.String are in module java.base of loader 'bootstrap')", &SmaliFacts::default()),
            "java.lang.ClassCastException: java.lang.Integer cannot be cast to java.lang.String"
        );
        assert_eq!(
            normalize_line(
                "IndexOutOfBoundsException: Index 1 out of bounds for length 0",
                &SmaliFacts::default()
            ),
            "IndexOutOfBoundsException: Index 1 out of bounds for length 0"
        );
        assert_eq!(
            normalize_line(
                "again: java.lang.NoClassDefFoundError: Could not initialize class p.Bad",
                &SmaliFacts::default()
            ),
            "again: java.lang.NoClassDefFoundError: p.Bad"
        );
    }

    #[test]
    fn normalizes_npe_and_access_messages_with_smali_facts() {
        let facts = SmaliFacts::parse([
            "    invoke-virtual {v1}, Ljava/lang/Object;->toString()Ljava/lang/String;\n",
        ]);
        assert_eq!(
            normalize_jvm_output_with(
                "Exception in thread \"main\" java.lang.NullPointerException: Cannot invoke \"Object.toString()\" because \"<local1>\" is null\n\tat Main.main(Unknown Source)\n",
                &facts
            ),
            "Exception in thread \"main\" java.lang.NullPointerException: Attempt to invoke virtual method 'java.lang.String java.lang.Object.toString()' on a null object reference\n\tat Main.main(Unknown Source)\n"
        );
        // Without the smali the invoke kind and return type are unknown: kept as is.
        let hs = "java.lang.NullPointerException: Cannot invoke \"Object.toString()\"";
        assert_eq!(normalize_jvm_output(hs), hs);
        assert_eq!(
            normalize_jvm_output("java.lang.IllegalAccessError: class Main tried to access private method 'void p.A.m()' (Main and p.A are in unnamed module of loader 'app')"),
            "java.lang.IllegalAccessError: Method 'void p.A.m()' is inaccessible to class 'Main'"
        );
    }

    #[test]
    fn rewrites_negative_const_wide_32() {
        assert_eq!(
            oracle_rewrite("    const-wide/32 v0, -5\n    const-wide/32 v2, 7\n"),
            "    const-wide v0, -5L\n    const-wide/32 v2, 7\n"
        );
    }

    #[test]
    fn moves_negative_static_values_into_clinit() {
        let src = ".class public LX;\n.super Ljava/lang/Object;\n.field static a:J = -0x2L\n.field static b:I = 0x5\n";
        let out = oracle_rewrite(src);
        assert!(out.contains(".field static a:J\n"));
        assert!(out.contains(".field static b:I = 0x5\n"));
        assert!(out.contains("const-wide v0, -0x2L\n    sput-wide v0, LX;->a:J"));
        let src = ".class LY;\n.field static s:S = -0x2s\n.method static constructor <clinit>()V\n    .registers 3\n    return-void\n.end method\n";
        let out = oracle_rewrite(src);
        assert!(out.contains("    .registers 5\n    const v3, -0x2\n    sput-short v3, LY;->s:S\n"));
    }

    #[test]
    fn strips_only_frames() {
        let s = "Exception in thread \"main\" java.lang.Error: x\n\tat Main.main(Main.java:3)\nCaused by: y\n\t... 1 more\n";
        assert_eq!(
            strip_frames(s),
            "Exception in thread \"main\" java.lang.Error: x\nCaused by: y\n"
        );
        let s = "E: x\n\tSuppressed: S: y\n\t\tat Main.f(Main.java:4)\n\t\t... 1 more\nat home\n";
        assert_eq!(strip_frames(s), "E: x\n\tSuppressed: S: y\nat home\n");
    }

    #[cfg(unix)]
    #[test]
    fn timeout_kills_the_whole_group() {
        let start = Instant::now();
        let mut cmd = Command::new("sh");
        // The shell and its `sleep` child both die: the run returns long before either
        // could end on its own, however loaded the machine is.
        cmd.arg("-c").arg("sleep 120; echo late");
        let got = run_with_timeout(&mut cmd, Duration::from_millis(200)).unwrap();
        assert!(got.is_none());
        assert!(start.elapsed() < Duration::from_secs(60));
    }

    #[test]
    fn captures_output_and_status() {
        let mut cmd = Command::new("sh");
        cmd.arg("-c").arg("echo out; echo err >&2; exit 3");
        let got = run_with_timeout(&mut cmd, Duration::from_secs(10))
            .unwrap()
            .unwrap();
        assert_eq!(got.stdout, "out\n");
        assert_eq!(got.stderr, "err\n");
        assert_eq!(got.exit, 3);
    }

    #[test]
    fn heap_file_becomes_runner_option_before_the_dex() {
        let dir = std::env::temp_dir().join(format!("conf-heap-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        assert_eq!(case_heap(&dir), Ok(None));
        let runner: Vec<String> = ["dexmetal", "run", "--main", "Main"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let dex = Path::new("/c/classes.dex");
        assert_eq!(
            runner_args(&runner, None, dex),
            ["dexmetal", "run", "--main", "Main", "/c/classes.dex"]
        );
        fs::write(dir.join("heap"), "16m\n").unwrap();
        let heap = case_heap(&dir).unwrap();
        assert_eq!(heap.as_deref(), Some("16m"));
        assert_eq!(
            runner_args(&runner, heap.as_deref(), dex),
            [
                "dexmetal",
                "run",
                "--main",
                "Main",
                "--heapsize",
                "16m",
                "/c/classes.dex"
            ]
        );
        for bad in ["", "m", "16g", "16 m", "-1m", "+1m", "0", "00k", "x16m"] {
            fs::write(dir.join("heap"), bad).unwrap();
            assert!(case_heap(&dir).is_err(), "{bad:?} accepted");
        }
        fs::write(dir.join("heap"), "1048576").unwrap();
        assert_eq!(case_heap(&dir).unwrap().as_deref(), Some("1048576"));
        let _ = fs::remove_dir_all(&dir);
    }

    /// The suite's extra arguments reach the runner after its own and before the case's
    /// `--heapsize` and DEX path (a shell runner echoes its arguments as the output).
    #[cfg(unix)]
    #[test]
    fn extra_args_follow_the_runner() {
        let root = std::env::temp_dir().join(format!("conf-extra-{}", std::process::id()));
        let case = root.join("echo-args");
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(&case).unwrap();
        fs::write(
            case.join("Main.smali"),
            ".class public LMain;\n.super Ljava/lang/Object;\n",
        )
        .unwrap();
        fs::write(case.join("heap"), "16m\n").unwrap();
        fs::write(
            case.join("expected.txt"),
            "run --gc stw --verify-heap --heapsize 16m\n",
        )
        .unwrap();
        let runner: Vec<String> = ["sh", "-c", "echo $1 $2 $3 $4 $5 $6", "sh", "run"]
            .map(String::from)
            .to_vec();
        let opts = SuiteOptions {
            extra_args: ["--gc", "stw", "--verify-heap"].map(String::from).to_vec(),
            ..Default::default()
        };
        let with = run_suite_with(&root, &runner, &opts).unwrap();
        let without = run_suite_with(&root, &runner, &SuiteOptions::default()).unwrap();
        let _ = fs::remove_dir_all(&root);
        assert_eq!((with.passed, with.failed), (1, 0));
        assert_eq!((without.passed, without.failed), (0, 1));
    }

    /// The check `cargo xtask test` runs fails on an expected file edited by hand: copies
    /// of a case (stdout, exit status 1 and an ART-worded NullPointerException on stderr)
    /// go through it unchanged, with a line of expected.txt changed, with a wrong
    /// expected_exit and with the stderr message changed; only the unchanged copy agrees.
    /// A fifth, listed as an exception, is reported as such and not run (its smali would
    /// not even assemble).
    /// Needs smali, enjarify and java, like the oracle itself.
    #[test]
    fn oracle_reports_hand_edited_expected_files() {
        let ws = workspace_root();
        let case = ws.join("tests/conformance/uncaught-npe-after-output");
        // Inside the workspace, so the copies' caches go to target/conformance/<copy>.
        let root = ws.join(format!("target/oracle-selftest-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        for name in ["agree", "stdout", "exit", "stderr"] {
            let dir = root.join(format!("oracle-selftest-{name}"));
            fs::create_dir_all(&dir).unwrap();
            for e in fs::read_dir(&case).unwrap() {
                let p = e.unwrap().path();
                fs::copy(&p, dir.join(p.file_name().unwrap())).unwrap();
            }
            match name {
                "stdout" => fs::write(dir.join("expected.txt"), "line one\nline two\n").unwrap(),
                "exit" => fs::write(dir.join("expected_exit"), "0\n").unwrap(),
                "stderr" => {
                    let p = dir.join("expected_stderr.txt");
                    let t = fs::read_to_string(&p).unwrap();
                    fs::write(&p, t.replace("toString()", "hashCode()")).unwrap();
                }
                _ => {}
            }
        }
        let excepted = root.join("oracle-selftest-excepted");
        fs::create_dir_all(&excepted).unwrap();
        fs::write(excepted.join("Main.smali"), "not smali").unwrap();
        fs::write(excepted.join("expected.txt"), "").unwrap();
        let exceptions = [("oracle-selftest-excepted", "a reason")];
        let report = check_against_oracle(&root, None, &exceptions, 2, &|_, _, _| {}).unwrap();
        // The `cargo xtask test` check itself, which has no exceptions to skip that copy.
        fs::remove_dir_all(&excepted).unwrap();
        let check = expected_files_match_the_jvm(&root);
        let _ = fs::remove_dir_all(&root);
        let err = check.unwrap_err();
        assert!(
            err.starts_with("3 of 4 cases disagree with the JVM:"),
            "{err}"
        );
        assert!(
            err.contains("\noracle-selftest-exit:\nexit status: expected 0, jvm 1"),
            "{err}"
        );
        let verdict = |n: &str| {
            let v = &report.cases.iter().find(|(c, _)| c == n).unwrap().1;
            match v {
                OracleVerdict::Disagree(d) => d.clone(),
                other => format!("{other:?}"),
            }
        };
        assert_eq!(report.cases.len(), 5);
        assert_eq!(verdict("oracle-selftest-agree"), "Agree");
        assert_eq!(
            verdict("oracle-selftest-excepted"),
            "Excepted(\"a reason\")"
        );
        assert!(
            verdict("oracle-selftest-stdout").contains("- line two\n"),
            "{}",
            verdict("oracle-selftest-stdout")
        );
        assert!(
            verdict("oracle-selftest-exit").contains("exit status: expected 0, jvm 1"),
            "{}",
            verdict("oracle-selftest-exit")
        );
        assert!(
            verdict("oracle-selftest-stderr").contains("+ Exception in thread \"main\" java.lang.NullPointerException: Attempt to invoke virtual method 'java.lang.String java.lang.Object.toString()' on a null object reference"),
            "{}",
            verdict("oracle-selftest-stderr")
        );
        assert_eq!(report.bad().len(), 3);
        let line = report.line();
        assert!(
            line.starts_with("oracle: 1 agree, 3 disagree (4 checked, 1 excepted: oracle-selftest-excepted (a reason)) in "),
            "{line}"
        );
    }

    #[test]
    fn parallel_map_keeps_order() {
        let items: Vec<u32> = (0..50).collect();
        for jobs in [0, 1, 2, 7, 100] {
            let out = parallel_map(&items, jobs, |&i| {
                // Uneven work, so completions come out of order.
                thread::sleep(Duration::from_micros(u64::from(50 - i) * 20));
                i * 2
            });
            assert_eq!(out, items.iter().map(|i| i * 2).collect::<Vec<_>>());
        }
        assert!(parallel_map(&[] as &[u32], 2, |&i| i).is_empty());
    }

    #[test]
    fn diff_marks_changes() {
        let d = diff("a\nb\nc\n", "a\nx\nc\n");
        assert_eq!(d, "  a\n- b\n+ x\n  c\n");
    }

    #[test]
    fn opcode_table_is_complete() {
        let used = DEX035_OPCODES.iter().filter(|o| o.is_some()).count();
        // 0xe3 slots minus the unused 3e..43 (6), 73 (1), 79..7a (2).
        assert_eq!(used, 0xe3 - 9);
        assert_eq!(DEX035_OPCODES[0xe2], Some("ushr-int/lit8"));
        assert_eq!(DEX035_OPCODES[0x73], None);
    }

    #[test]
    fn summary_line_shape() {
        let s = Summary {
            passed: 3,
            failed: 1,
            skipped: 0,
            failures: vec![],
        };
        assert_eq!(s.line(), "conformance: 3 passed, 1 failed");
        let s = Summary { skipped: 2, ..s };
        assert_eq!(s.line(), "conformance: 3 passed, 1 failed, 2 skipped");
    }
}
