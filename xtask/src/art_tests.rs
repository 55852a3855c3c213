//! ART's run-tests (`test/` of AOSP's platform/art) run on dexmetal: an outside suite that
//! nobody here wrote, with ART's own expected output. Only programs this machine can build
//! are run: a test's `smali/` (assembled with smali) or its prebuilt `classes.dex`; Java
//! sources need a dexer (d8/dx) that Debian 12 does not package (corelib/README.md), and
//! JNI code needs a native loader dexmetal does not have, so those tests are counted apart.
//! A test passes when it exits 0 and its stdout is `expected-stdout.txt`, run once per
//! `default_run` in its `run.py` as ART's harness runs it (the file holds every run's output).

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::conformance::{run_timed_partial, Outcome};

/// Why a test is not run here, or that it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// The program is smali (`smali/`), assembled here.
    Smali,
    /// The program is a prebuilt `classes.dex`.
    Dex,
    /// Native code (`*.cc`): JNI libraries the test loads.
    NeedsJni,
    /// Java sources (`src*/`, `jasmin/`, ...): need a dexer.
    NeedsDexer,
    /// A second DEX file or class loader (`smali-ex`, `smali-multidex`), or a custom
    /// `build.py`.
    CustomBuild,
}

impl Kind {
    fn runnable(&self) -> bool {
        matches!(self, Kind::Smali | Kind::Dex)
    }

    fn label(&self) -> &'static str {
        match self {
            Kind::Smali => "smali",
            Kind::Dex => "prebuilt classes.dex",
            Kind::NeedsJni => "needs JNI (native code)",
            Kind::NeedsDexer => "Java sources (needs a dexer)",
            Kind::CustomBuild => "second DEX, class loader or build.py",
        }
    }
}

/// What a test directory holds, from its file names alone.
pub fn classify(dir: &Path) -> Result<Kind, String> {
    let mut names = Vec::new();
    let mut native = false;
    for e in fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let e = e.map_err(|e| e.to_string())?;
        let name = e.file_name().to_string_lossy().into_owned();
        native |= has_native_code(&e.path());
        names.push(name);
    }
    let has = |n: &str| names.iter().any(|x| x == n);
    if native {
        return Ok(Kind::NeedsJni);
    }
    let java = names.iter().any(|n| {
        n.starts_with("src") || n == "jasmin" || n == "classes" || n == "generate-sources"
    });
    if java {
        return Ok(Kind::NeedsDexer);
    }
    let custom = names
        .iter()
        .any(|n| n.starts_with("smali-") || n.starts_with("classes2") || n == "build.py");
    if custom {
        return Ok(Kind::CustomBuild);
    }
    if has("smali") {
        Ok(Kind::Smali)
    } else if has("classes.dex") {
        Ok(Kind::Dex)
    } else {
        Ok(Kind::NeedsDexer)
    }
}

fn has_native_code(p: &Path) -> bool {
    let is_native = |p: &Path| {
        p.extension()
            .is_some_and(|x| x == "cc" || x == "cpp" || x == "c")
    };
    if p.is_dir() {
        fs::read_dir(p).is_ok_and(|rd| rd.flatten().any(|e| has_native_code(&e.path())))
    } else {
        is_native(p)
    }
}

/// How many times ART's harness runs the program: the `default_run` calls in `run.py`.
pub fn runs(dir: &Path) -> usize {
    fs::read_to_string(dir.join("run.py"))
        .map(|s| s.matches("ctx.default_run(").count())
        .unwrap_or(0)
        .max(1)
}

/// One test's result.
#[derive(Debug, Clone)]
pub struct TestResult {
    pub name: String,
    pub kind: Kind,
    /// `None`: not run (see `kind`); `Some(Ok)`: passed; `Some(Err(why))`: failed.
    pub verdict: Option<Result<(), String>>,
}

fn build(dir: &Path, kind: &Kind, out: &Path) -> Result<PathBuf, String> {
    fs::create_dir_all(out).map_err(|e| e.to_string())?;
    let dex = out.join("classes.dex");
    match kind {
        Kind::Dex => {
            fs::copy(dir.join("classes.dex"), &dex).map_err(|e| e.to_string())?;
        }
        _ => {
            let sources = dexmetal_tools::smali::sources(&dir.join("smali"), true)?;
            // ART builds its smali tests at the newest API; 28 is DEX 039, the newest
            // format the loader reads.
            dexmetal_tools::smali::assemble(&sources, 28, &dex)?;
        }
    }
    Ok(dex)
}

fn judge(dir: &Path, got: Result<Outcome, Outcome>) -> Result<(), String> {
    let want = fs::read_to_string(dir.join("expected-stdout.txt")).map_err(|e| e.to_string())?;
    let o = got.map_err(|o| format!("cut off at the time limit after {:?}", first(&o.stdout)))?;
    if o.stdout != want {
        return Err(first_difference(&want, &o.stdout, &o.stderr));
    }
    if o.exit != 0 {
        return Err(format!("exit {}: {}", o.exit, first(&o.stderr)));
    }
    Ok(())
}

fn first(s: &str) -> String {
    let line = s.lines().next().unwrap_or("");
    line.chars().take(100).collect()
}

fn first_difference(want: &str, got: &str, err: &str) -> String {
    let (mut w, mut g) = (want.lines(), got.lines());
    let mut n = 1;
    loop {
        match (w.next(), g.next()) {
            (Some(a), Some(b)) if a == b => n += 1,
            (a, b) => {
                let cut = |s: Option<&str>| match s {
                    Some(s) => format!("{:?}", s.chars().take(80).collect::<String>()),
                    None => "end of output".into(),
                };
                let mut m = format!("line {n}: expected {}, got {}", cut(a), cut(b));
                if !err.is_empty() {
                    let _ = write!(m, " (stderr: {})", first(err));
                }
                return m;
            }
        }
    }
}

/// Runs every runnable test under `tests` (a `test/` directory of ART) with `dexmetal`.
pub fn run_all(tests: &Path, dexmetal: &Path, work: &Path) -> Result<Vec<TestResult>, String> {
    let mut dirs: Vec<PathBuf> = fs::read_dir(tests)
        .map_err(|e| format!("{}: {e}", tests.display()))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("expected-stdout.txt").is_file())
        .collect();
    dirs.sort();
    if dirs.is_empty() {
        return Err(format!(
            "{} holds no run-tests (directories with expected-stdout.txt)",
            tests.display()
        ));
    }
    let mut results = Vec::new();
    for dir in dirs {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let kind = classify(&dir)?;
        let verdict = kind.runnable().then(|| {
            let dex = build(&dir, &kind, &work.join(&name))?;
            let mut got = Ok(Outcome {
                stdout: String::new(),
                stderr: String::new(),
                exit: 0,
            });
            for _ in 0..runs(&dir) {
                let mut cmd = Command::new(dexmetal);
                cmd.args(["run", "--main", "Main"]).arg(&dex);
                let (r, _) = run_timed_partial(&mut cmd, Duration::from_secs(60))?;
                got = match (got, r) {
                    (Ok(a), Ok(b)) => Ok(Outcome {
                        stdout: a.stdout + &b.stdout,
                        stderr: a.stderr + &b.stderr,
                        exit: if a.exit != 0 { a.exit } else { b.exit },
                    }),
                    (Ok(_) | Err(_), Err(b)) | (Err(b), _) => Err(b),
                };
            }
            judge(&dir, got)
        });
        let mark = match &verdict {
            None => "-",
            Some(Ok(())) => "PASS",
            Some(Err(_)) => "FAIL",
        };
        if kind.runnable() {
            eprintln!("{mark} {name}");
        }
        results.push(TestResult {
            name,
            kind,
            verdict,
        });
    }
    Ok(results)
}

/// The summary line: passed and failed among the runnable tests.
pub fn summary_line(results: &[TestResult]) -> String {
    let passed = results
        .iter()
        .filter(|r| matches!(r.verdict, Some(Ok(()))))
        .count();
    let failed = results
        .iter()
        .filter(|r| matches!(r.verdict, Some(Err(_))))
        .count();
    format!("art-tests: {passed} passed, {failed} failed")
}

/// The report docs/measurements/art-run-tests.md holds.
pub fn markdown(results: &[TestResult], source: &str, dexmetal_rev: &str) -> String {
    let mut s = String::from("# ART run-tests on dexmetal\n\n");
    let _ = writeln!(
        s,
        "Written by `cargo xtask art-tests <ART test/ directory>` (xtask/src/art_tests.rs) \
         from {source}, with dexmetal at {dexmetal_rev}. The host CLI runs each program; a \
         test passes when it exits 0 and prints ART's `expected-stdout.txt` (run once per \
         `default_run` of its `run.py`, as ART's harness runs it).\n"
    );
    let _ = writeln!(s, "{}\n", summary_line(results));
    let _ = writeln!(s, "| what the test is | tests | run | passed |");
    let _ = writeln!(s, "|---|--:|--:|--:|");
    for k in [
        Kind::Smali,
        Kind::Dex,
        Kind::NeedsDexer,
        Kind::NeedsJni,
        Kind::CustomBuild,
    ] {
        let of: Vec<&TestResult> = results.iter().filter(|r| r.kind == k).collect();
        let run = of.iter().filter(|r| r.verdict.is_some()).count();
        let passed = of
            .iter()
            .filter(|r| matches!(r.verdict, Some(Ok(()))))
            .count();
        let _ = writeln!(s, "| {} | {} | {run} | {passed} |", k.label(), of.len());
    }
    let _ = writeln!(
        s,
        "\n## The tests run\n\n| test | program | result |\n|---|---|---|"
    );
    for r in results.iter().filter(|r| r.verdict.is_some()) {
        let v = match &r.verdict {
            Some(Ok(())) => "pass".to_string(),
            Some(Err(why)) => format!("FAIL: {}", why.replace('|', "\\|")),
            None => unreachable!(),
        };
        let _ = writeln!(s, "| {} | {} | {v} |", r.name, r.kind.label());
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir_with(files: &[&str]) -> tempdir::Dir {
        let d = tempdir::Dir::new();
        for f in files {
            let p = d.0.join(f);
            fs::create_dir_all(p.parent().unwrap()).unwrap();
            fs::write(&p, "").unwrap();
        }
        d
    }

    mod tempdir {
        pub struct Dir(pub std::path::PathBuf);
        impl Dir {
            pub fn new() -> Dir {
                use std::sync::atomic::{AtomicU32, Ordering};
                static N: AtomicU32 = AtomicU32::new(0);
                let p = std::env::temp_dir().join(format!(
                    "art-tests-{}-{}",
                    std::process::id(),
                    N.fetch_add(1, Ordering::Relaxed)
                ));
                std::fs::create_dir_all(&p).unwrap();
                Dir(p)
            }
        }
        impl Drop for Dir {
            fn drop(&mut self) {
                let _ = std::fs::remove_dir_all(&self.0);
            }
        }
    }

    #[test]
    fn classifies_what_can_be_built_here() {
        let k = |f: &[&str]| classify(&dir_with(f).0).unwrap();
        assert_eq!(k(&["expected-stdout.txt", "smali/Main.smali"]), Kind::Smali);
        assert_eq!(k(&["expected-stdout.txt", "classes.dex"]), Kind::Dex);
        assert_eq!(k(&["smali/A.smali", "src/Main.java"]), Kind::NeedsDexer);
        assert_eq!(k(&["src/Main.java", "jni.cc"]), Kind::NeedsJni);
        assert_eq!(k(&["classes.dex", "src/x/native.cc"]), Kind::NeedsJni);
        assert_eq!(k(&["smali/A.smali", "smali-ex/B.smali"]), Kind::CustomBuild);
        assert_eq!(k(&["smali/A.smali", "build.py"]), Kind::CustomBuild);
    }

    #[test]
    fn counts_the_runs_of_run_py() {
        let d = dir_with(&[]);
        assert_eq!(runs(&d.0), 1);
        fs::write(
            d.0.join("run.py"),
            "def run(ctx, args):\n  ctx.default_run(args)\n  ctx.default_run(args, x=1)\n",
        )
        .unwrap();
        assert_eq!(runs(&d.0), 2);
    }

    #[test]
    fn judges_output_exit_and_cut_off() {
        let d = dir_with(&[]);
        fs::write(d.0.join("expected-stdout.txt"), "a\nb\n").unwrap();
        let o = |out: &str, exit| Outcome {
            stdout: out.into(),
            stderr: String::new(),
            exit,
        };
        assert_eq!(judge(&d.0, Ok(o("a\nb\n", 0))), Ok(()));
        assert_eq!(
            judge(&d.0, Ok(o("a\nc\n", 0))).unwrap_err(),
            "line 2: expected \"b\", got \"c\""
        );
        assert!(judge(&d.0, Ok(o("a\nb\n", 1)))
            .unwrap_err()
            .starts_with("exit 1"));
        assert!(judge(&d.0, Err(o("a\n", 143)))
            .unwrap_err()
            .starts_with("cut off"));
    }
}
