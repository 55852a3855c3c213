//! `cargo xtask bench threads`: the cost of VM threading primitives. Owns the harness
//! over tests/bench/threads/ (see its README.md): uncontended thin-lock pairs,
//! synchronized-method overhead, Thread.yield() ping-pong and wait/notify hand-off.
//! On qemu-virt it counts guest instructions under `-icount shift=0`, differentially
//! over two N like bench_target.rs (whose runner it reuses), each run twice to prove
//! the count reproducible; on the host it times the release `dexmetal run` (median of 5).

use crate::versions::Versions;
use crate::{app, bench, bench_target, image};
use anyhow::{anyhow, bail, Context, Result};
use dexmetal_decoder::Telemetry;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Timed host runs per (program, mode, N); the figure uses their median.
const HOST_REPS: usize = 5;
/// Every qemu-virt configuration runs this often; the counts must agree.
const TARGET_REPS: usize = 2;
/// A per-op figure above this many guest instructions is flagged in the report.
const SUSPECT_SWITCH: f64 = 20_000.0;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Program {
    Monitor,
    Yield,
    Handoff,
}

impl Program {
    fn dir(self) -> &'static str {
        match self {
            Program::Monitor => "monitor",
            Program::Yield => "yield",
            Program::Handoff => "handoff",
        }
    }
}

/// One program in one mode (its first argument).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Config {
    program: Program,
    mode: u32,
}

const PLAIN_LOOP: Config = Config {
    program: Program::Monitor,
    mode: 0,
};
const MONITOR_LOOP: Config = Config {
    program: Program::Monitor,
    mode: 1,
};
const PLAIN_CALL: Config = Config {
    program: Program::Monitor,
    mode: 2,
};
const SYNC_CALL: Config = Config {
    program: Program::Monitor,
    mode: 3,
};
const NO_YIELD: Config = Config {
    program: Program::Yield,
    mode: 0,
};
const YIELD: Config = Config {
    program: Program::Yield,
    mode: 1,
};
const HANDOFF: Config = Config {
    program: Program::Handoff,
    mode: 0,
};

/// The two N of each program's differential pair.
#[derive(Debug, Clone, Copy)]
struct Sizes {
    monitor: (u64, u64),
    yields: (u64, u64),
    handoff: (u64, u64),
}

impl Sizes {
    fn of(&self, p: Program) -> (u64, u64) {
        match p {
            Program::Monitor => self.monitor,
            Program::Yield => self.yields,
            Program::Handoff => self.handoff,
        }
    }
}

// The large sizes keep every target run under 2^32 instructions, the range of the
// 32-bit cycle counter app_end reports (the largest, monitor mode 3, is about 1.2e9).
const TARGET_FULL: Sizes = Sizes {
    monitor: (10_000, 2_010_000),
    yields: (1_000, 101_000),
    handoff: (1_000, 51_000),
};
const TARGET_QUICK: Sizes = Sizes {
    monitor: (1_000, 41_000),
    yields: (100, 2_100),
    handoff: (100, 1_100),
};
const HOST_FULL: Sizes = Sizes {
    monitor: (100_000, 20_100_000),
    yields: (10_000, 1_010_000),
    handoff: (10_000, 510_000),
};
const HOST_QUICK: Sizes = Sizes {
    monitor: (10_000, 510_000),
    yields: (1_000, 21_000),
    handoff: (1_000, 11_000),
};

/// What `cargo xtask bench threads` was asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::Args)]
pub struct Options {
    /// Smaller N on both sides and 1 host repetition (a smoke test).
    #[arg(long)]
    pub quick: bool,
}

/// Measures and prints the report; the exit status is 0 when every figure was measured
/// and every qemu-virt count reproduced, 1 otherwise.
pub fn run(opts: &Options) -> Result<i32> {
    let (text, ok) = measure(opts.quick)?;
    print!("{text}");
    Ok(i32::from(!ok))
}

// ---------------------------------------------------------------------------------------
// What the programs must print
// ---------------------------------------------------------------------------------------

/// Σ_{i<n} i as a Java int.
fn java_sum(n: u64) -> i32 {
    (u128::from(n) * u128::from(n.saturating_sub(1)) / 2) as u32 as i32
}

/// Σ_{i<n} (i ^ 0x5a) as a Java int: what the called methods of monitor modes 2/3 add.
fn java_xor_sum(n: u64) -> i32 {
    (0..n).fold(0i32, |acc, i| acc.wrapping_add(i as i32 ^ 0x5a))
}

/// handoff's hash of a strict alternation of 2n turns starting with thread 0.
fn handoff_hash(n: u64) -> i32 {
    (0..2 * n).fold(0i32, |h, k| {
        h.wrapping_mul(31).wrapping_add((k % 2) as i32 + 1)
    })
}

/// Checks a run's stdout against what `cfg` must print for `n`; returns the yield
/// program's alternation count (None for the others).
fn check_output(cfg: Config, n: u64, stdout: &str) -> Result<Option<u64>> {
    let lines: Vec<&str> = stdout.lines().collect();
    let want: Vec<String> = match cfg.program {
        Program::Monitor => {
            let calls = if cfg.mode >= 2 { java_xor_sum(n) } else { 0 };
            vec![java_sum(n).to_string(), calls.to_string(), "ok".into()]
        }
        Program::Handoff => vec![(2 * n).to_string(), handoff_hash(n).to_string()],
        Program::Yield => {
            let s = java_sum(n).to_string();
            vec![s.clone(), s]
        }
    };
    let extra = usize::from(cfg.program == Program::Yield);
    if lines.len() != want.len() + extra || lines[..want.len()] != want[..] {
        bail!(
            "{} mode {} N={n} printed {stdout:?}, expected {:?}{}",
            cfg.program.dir(),
            cfg.mode,
            want.join("\n"),
            if extra > 0 {
                " and an alternation count"
            } else {
                ""
            }
        );
    }
    if cfg.program != Program::Yield {
        return Ok(None);
    }
    let alt: u64 = lines[want.len()]
        .parse()
        .with_context(|| format!("yield printed a bad alternation count {stdout:?}"))?;
    if alt > 2 * n {
        bail!("yield N={n}: {alt} alternations, more than the 2N iterations");
    }
    // A timer tick that preempts a thread between its bookkeeping and its yield costs
    // an alternation or two; anything more means the yields do not ping-pong.
    if cfg.mode == 1 && alt < 2 * n - (2 * n / 20) {
        bail!("yield N={n}: only {alt} of {} iterations alternated threads: Thread.yield() does not switch", 2 * n);
    }
    Ok(Some(alt))
}

/// Cost per iteration from a differential pair: (large − small) / (n_large − n_small).
fn slope(small: f64, large: f64, (n_small, n_large): (u64, u64)) -> Result<f64> {
    if n_large <= n_small {
        bail!("differential pair needs N_large > N_small, got {n_small} and {n_large}");
    }
    Ok((large - small) / (n_large - n_small) as f64)
}

// ---------------------------------------------------------------------------------------
// qemu-virt
// ---------------------------------------------------------------------------------------

struct Target {
    images: image::Images,
    telemetry: Telemetry,
}

/// A configuration's differential result on qemu-virt.
struct TargetSlope {
    /// Guest instructions per iteration (per N).
    per_iter: f64,
    /// Extra scheduler switches per iteration.
    switches_per_iter: Option<f64>,
    /// Extra heap bytes in use at the end per iteration (0 when the loop does not
    /// allocate, or when a collection freed what it did).
    heap_per_iter: f64,
    /// Runs whose counts differed from the first run of the same N.
    mismatches: Vec<String>,
    alternations: Option<u64>,
}

fn target_slope(t: &Target, dex: &Path, cfg: Config, ns: (u64, u64)) -> Result<TargetSlope> {
    let mut firsts = Vec::new();
    let mut mismatches = Vec::new();
    let mut alternations = None;
    for n in [ns.0, ns.1] {
        let mode = cfg.mode.to_string();
        // Same-width arguments, so parsing them costs the same in both runs.
        let arg = format!("{n:010}");
        let mut first: Option<bench_target::Sample> = None;
        for rep in 0..TARGET_REPS {
            let s = bench_target::run_on_target(&t.images, &t.telemetry, dex, &[&mode, &arg])
                .with_context(|| format!("{} mode {} N={n}", cfg.program.dir(), cfg.mode))?;
            let alt = check_output(cfg, n, &String::from_utf8_lossy(&s.stdout))
                .context("on qemu-virt")?;
            alternations = alt.or(alternations);
            match &first {
                None => first = Some(s),
                Some(f) if f.instructions != s.instructions => mismatches.push(format!(
                    "{} mode {} N={n} run {}: {} vs {} instructions",
                    cfg.program.dir(),
                    cfg.mode,
                    rep + 1,
                    s.instructions,
                    f.instructions
                )),
                Some(_) => {}
            }
        }
        firsts.push(first.context("no run")?);
    }
    let (small, large) = (&firsts[0], &firsts[1]);
    if large.instructions <= small.instructions {
        bail!(
            "{} mode {}: {} instructions for N={} but {} for N={}: the 32-bit counter wrapped",
            cfg.program.dir(),
            cfg.mode,
            large.instructions,
            ns.1,
            small.instructions,
            ns.0
        );
    }
    let per_iter = slope(small.instructions as f64, large.instructions as f64, ns)?;
    let switches_per_iter = match (small.switches, large.switches) {
        (Some(a), Some(b)) => Some(slope(a as f64, b as f64, ns)?),
        _ => None,
    };
    let heap_per_iter = slope(small.heap_used as f64, large.heap_used as f64, ns)?;
    Ok(TargetSlope {
        per_iter,
        switches_per_iter,
        heap_per_iter,
        mismatches,
        alternations,
    })
}

// ---------------------------------------------------------------------------------------
// Host
// ---------------------------------------------------------------------------------------

/// Host nanoseconds per iteration of `cfg`, from the medians of `reps` timed runs at
/// each N.
fn host_slope(bin: &Path, dex: &Path, cfg: Config, ns: (u64, u64), reps: usize) -> Result<f64> {
    let mut medians = Vec::new();
    for n in [ns.0, ns.1] {
        let mut times = Vec::new();
        for _ in 0..reps {
            let mut cmd = Command::new(bin);
            cmd.args(["run", "--main", "Main"])
                .arg(dex)
                .arg("--")
                .arg(cfg.mode.to_string())
                .arg(format!("{n:010}"));
            let (out, wall) = crate::conformance::run_timed(&mut cmd, Duration::from_secs(120))
                .map_err(|e| anyhow!(e))?;
            let out = out.with_context(|| format!("host {} N={n} timed out", cfg.program.dir()))?;
            if out.exit != 0 {
                bail!(
                    "host {} mode {} N={n} exited with {}: {}",
                    cfg.program.dir(),
                    cfg.mode,
                    out.exit,
                    out.stderr.trim()
                );
            }
            check_output(cfg, n, &out.stdout).context("on the host")?;
            times.push(wall);
        }
        medians.push(bench::median(&times).context("no host runs")?);
    }
    slope(
        medians[0].as_nanos() as f64,
        medians[1].as_nanos() as f64,
        ns,
    )
}

// ---------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------

/// One line of the table: a figure as the difference of two configurations' slopes
/// (or one slope), divided by the operations one iteration performs.
struct Figure {
    name: &'static str,
    with: Config,
    without: Option<Config>,
    ops_per_iter: f64,
    unit: &'static str,
}

const FIGURES: [Figure; 4] = [
    Figure {
        name: "monitor-enter/exit pair (thin, uncontended)",
        with: MONITOR_LOOP,
        without: Some(PLAIN_LOOP),
        ops_per_iter: 1.0,
        unit: "pair",
    },
    Figure {
        name: "synchronized static call overhead",
        with: SYNC_CALL,
        without: Some(PLAIN_CALL),
        ops_per_iter: 1.0,
        unit: "call",
    },
    Figure {
        name: "Thread.yield() + switch (2 threads)",
        with: YIELD,
        without: Some(NO_YIELD),
        // Each N is one iteration of each of the two threads.
        ops_per_iter: 2.0,
        unit: "yield",
    },
    Figure {
        name: "wait/notify hand-off round trip (fat monitor)",
        with: HANDOFF,
        without: None,
        ops_per_iter: 1.0,
        unit: "round trip",
    },
];

fn figure(slopes: &[(Config, f64)], f: &Figure) -> Option<f64> {
    let get = |c: Config| slopes.iter().find(|(k, _)| *k == c).map(|(_, v)| *v);
    let base = match f.without {
        Some(c) => get(c)?,
        None => 0.0,
    };
    Some((get(f.with)? - base) / f.ops_per_iter)
}

const CONFIGS: [Config; 7] = [
    PLAIN_LOOP,
    MONITOR_LOOP,
    PLAIN_CALL,
    SYNC_CALL,
    NO_YIELD,
    YIELD,
    HANDOFF,
];

fn assemble_all() -> Result<Vec<(Program, PathBuf)>> {
    let root = image::workspace_root().join("tests/bench/threads");
    [Program::Monitor, Program::Yield, Program::Handoff]
        .into_iter()
        .map(|p| Ok((p, app::assemble(&root.join(p.dir()))?)))
        .collect()
}

fn dex_of(dexes: &[(Program, PathBuf)], p: Program) -> Result<&Path> {
    dexes
        .iter()
        .find(|(k, _)| *k == p)
        .map(|(_, d)| d.as_path())
        .context("program not assembled")
}

/// Runs everything; returns the report and whether every figure was measured and
/// reproducible.
fn measure(quick: bool) -> Result<(String, bool)> {
    let (tsizes, hsizes, reps) = if quick {
        (TARGET_QUICK, HOST_QUICK, 1)
    } else {
        (TARGET_FULL, HOST_FULL, HOST_REPS)
    };
    let versions = Versions::query(false);
    let dexes = assemble_all()?;
    eprintln!("xtask bench threads: building the qemu-virt image");
    let images = image::build(image::qemu_virt(), false)?;
    let telemetry = Telemetry::from_elf(&std::fs::read(&images.elf)?)?;
    let target = Target { images, telemetry };
    let bin = bench::build_dexmetal().map_err(|e| anyhow!(e))?;

    let mut ok = true;
    let mut notes = Vec::new();
    let mut tslopes = Vec::new();
    let mut hslopes = Vec::new();
    let mut mismatches = Vec::new();
    let mut detail = String::new();
    for cfg in CONFIGS {
        let dex = dex_of(&dexes, cfg.program)?;
        let ns = tsizes.of(cfg.program);
        eprintln!(
            "xtask bench threads: qemu-virt {} mode {} N={}/{} ({} runs each)",
            cfg.program.dir(),
            cfg.mode,
            ns.0,
            ns.1,
            TARGET_REPS
        );
        match target_slope(&target, dex, cfg, ns) {
            Ok(s) => {
                let _ = write!(
                    detail,
                    "  {:<8} mode {}: {:>10.1} guest instructions per N",
                    cfg.program.dir(),
                    cfg.mode,
                    s.per_iter
                );
                if let Some(sw) = s.switches_per_iter {
                    let _ = write!(detail, ", {sw:.3} switches per N");
                }
                let _ = write!(detail, ", {:.2} heap bytes per N", s.heap_per_iter);
                if let Some(a) = s.alternations {
                    let _ = write!(detail, ", {a} alternations at N={}", ns.1);
                }
                detail.push('\n');
                mismatches.extend(s.mismatches);
                tslopes.push((cfg, s.per_iter));
            }
            Err(e) => {
                ok = false;
                notes.push(format!(
                    "qemu-virt {} mode {}: {e:#}",
                    cfg.program.dir(),
                    cfg.mode
                ));
            }
        }
        let ns = hsizes.of(cfg.program);
        eprintln!(
            "xtask bench threads: host {} mode {} N={}/{} ({reps} runs each)",
            cfg.program.dir(),
            cfg.mode,
            ns.0,
            ns.1
        );
        match host_slope(&bin, dex, cfg, ns, reps) {
            Ok(v) => hslopes.push((cfg, v)),
            Err(e) => {
                ok = false;
                notes.push(format!(
                    "host {} mode {}: {e:#}",
                    cfg.program.dir(),
                    cfg.mode
                ));
            }
        }
    }

    let mut rows = vec![vec![
        "figure".to_string(),
        "qemu-virt guest instructions".to_string(),
        "host ns".to_string(),
    ]];
    for f in &FIGURES {
        let t = figure(&tslopes, f);
        if let Some(v) = t {
            if v > SUSPECT_SWITCH {
                notes.push(format!(
                    "{}: {v:.0} guest instructions per {} is above {SUSPECT_SWITCH:.0}, suspiciously high (reported, not fixed)",
                    f.name, f.unit
                ));
            }
        }
        rows.push(vec![
            f.name.to_string(),
            t.map_or("not measured".into(), |v| format!("{v:.1} per {}", f.unit)),
            figure(&hslopes, f).map_or("not measured".into(), |v| format!("{v:.1} per {}", f.unit)),
        ]);
    }
    let mut s = String::new();
    let _ = writeln!(
        s,
        "\nthread benchmark{}: qemu-virt under -icount shift=0 (guest instructions, each run {}x), \
         host `dexmetal run` (wall ns, median of {reps}); all differential over two N",
        if quick { " (QUICK sizes: a smoke test)" } else { "" },
        TARGET_REPS
    );
    s.push_str(&versions.render());
    let _ = writeln!(
        s,
        "N on qemu-virt: monitor {:?}, yield {:?}, handoff {:?}; on the host: monitor {:?}, yield {:?}, handoff {:?}\n",
        tsizes.monitor, tsizes.yields, tsizes.handoff, hsizes.monitor, hsizes.yields, hsizes.handoff
    );
    s.push_str(&bench::table(&rows));
    let _ = writeln!(s, "\nper-configuration slopes on qemu-virt:\n{detail}");
    if mismatches.is_empty() {
        let _ = writeln!(
            s,
            "reproducibility: every qemu-virt configuration gave the same instruction count in all {TARGET_REPS} runs"
        );
    } else {
        ok = false;
        let _ = writeln!(s, "reproducibility: counts DIFFER between identical runs:");
        for m in &mismatches {
            let _ = writeln!(s, "  {m}");
        }
    }
    for n in &notes {
        let _ = writeln!(s, "NOTE: {n}");
    }
    Ok((s, ok))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checksums_match_the_jvm() {
        // Values printed by `java -cp x.jar Main MODE 0000001000` on the enjarified
        // programs.
        assert_eq!(java_sum(1000), 499_500);
        assert_eq!(java_xor_sum(1000), 501_228);
        assert_eq!(handoff_hash(1000), -199_784_984);
        // Past 2^31 the sum wraps like a Java int.
        assert_eq!(java_sum(100_000), 704_982_704);
    }

    #[test]
    fn check_output_rejects_wrong_runs() {
        assert_eq!(
            check_output(SYNC_CALL, 1000, "499500\n501228\nok\n").unwrap(),
            None
        );
        assert!(check_output(SYNC_CALL, 1000, "499500\n0\nok\n").is_err());
        assert!(check_output(MONITOR_LOOP, 1000, "499500\n0\nbad\n").is_err());
        assert_eq!(
            check_output(YIELD, 1000, "499500\n499500\n2000\n").unwrap(),
            Some(2000)
        );
        // A yield that never switches threads must not produce a figure.
        assert!(check_output(YIELD, 1000, "499500\n499500\n1\n").is_err());
        assert_eq!(
            check_output(NO_YIELD, 1000, "499500\n499500\n1\n").unwrap(),
            Some(1)
        );
        assert!(check_output(YIELD, 1000, "499500\n499500\n2001\n").is_err());
        assert!(check_output(HANDOFF, 1000, "2000\n-199784984\n").is_ok());
        assert!(check_output(HANDOFF, 1000, "2000\n-199784985\n").is_err());
    }

    #[test]
    fn differential_arithmetic() {
        assert_eq!(slope(1000.0, 41_000.0, (10, 410)).unwrap(), 100.0);
        assert!(slope(0.0, 1.0, (10, 10)).is_err());
        let slopes = [(YIELD, 900.0), (NO_YIELD, 100.0), (HANDOFF, 5000.0)];
        assert_eq!(figure(&slopes, &FIGURES[2]), Some(400.0));
        assert_eq!(figure(&slopes, &FIGURES[3]), Some(5000.0));
        assert_eq!(figure(&slopes, &FIGURES[0]), None);
    }
}
