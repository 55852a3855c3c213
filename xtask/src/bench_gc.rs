//! `cargo xtask bench gc`: the collector benchmark of issue 5 item 9 and issue 17. Owns the
//! harness over tests/bench/gc/ (see its README.md): GCBench/binary-trees, a 0xBench
//! "VM"-style garbage workload, a multi-threaded allocator and an allocation churn, each
//! run under every collector variant (the concurrent ones under both GC pacings) and heap
//! target utilization, on the host (`dexmetal run --gc-stats`) and on qemu-virt under
//! `-icount shift=0` (GC telemetry). Prints a table per platform in the spirit of seed
//! 004's Table 1 and evaluates the issues' goals from the numbers.

use crate::versions::Versions;
use crate::{app, bench, bench_target, image};
use anyhow::{anyhow, bail, Context, Result};
use dexmetal_decoder::{GcStats, GcSummary, Telemetry};
use dexmetal_launch::bootargs::{BootConfig, Utilization};
use dexmetal_launch::{gc_configs, GcPacing, GcVariant};
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// The label of a configuration of [`dexmetal_launch::gc_configs`] (the matrix's
/// collectors) in tables and goals: the collector (`dexmetal run --gc`, bootarg
/// `dexmetal.gc=`), with `/adaptive` under the adaptive pacer (`--gc-pacing adaptive`,
/// bootarg `dexmetal.gc.pacing=adaptive`); a bare name runs Dalvik's pacing, the default.
pub fn label(v: GcVariant, p: GcPacing) -> String {
    match p {
        GcPacing::Dalvik => v.name().to_string(),
        _ => format!("{v}/{p}"),
    }
}
/// Goal on the churn program under `cms/adaptive` on qemu-virt: MMU(10 ms) at least this.
pub const CHURN_MMU_GOAL: f64 = 0.5;
/// dalvik.vm.heaptargetutilization values of the full matrix.
pub const UTILS: [f64; 4] = [0.25, 0.5, 0.75, 0.9];
/// The one value of `--quick`: the APQ8074 board's setting in seed 004.
pub const QUICK_UTIL: f64 = 0.75;
/// Goal: `cms` pauses at most this fraction of `stw` pauses on the same workload.
pub const PAUSE_GOAL: f64 = 0.10;
/// Goal: host mark throughput at least this many MB (10^6 bytes) per second.
pub const MARK_GOAL_MB_S: f64 = 300.0;
/// The heap properties on qemu-virt: a 32 MiB heap (its RAM is 128 MiB) with Dalvik 4.4's
/// stock start size and free bounds, which suit the programs' sub-MiB live sets there (the
/// APQ8074 values the host keeps, 8 MiB start and 2 MiB minimum free, would leave them
/// nearly collection-free and make every targetUtilization clamp to the same limit).
pub(crate) fn target_heap() -> BootConfig {
    BootConfig {
        heap_size: Some(32 << 20),
        heap_start_size: Some(2 << 20),
        heap_min_free: Some(512 << 10),
        heap_max_free: Some(2 << 20),
        ..BootConfig::default()
    }
}

/// `dalvik.vm.heaptargetutilization` for `util`, which the matrix keeps in Dalvik's range.
fn target_utilization(util: f64) -> Result<Option<Utilization>> {
    Utilization::new(util as f32)
        .map(Some)
        .with_context(|| format!("targetUtilization {util} is outside 0.1..=0.9"))
}
const HOST_TIMEOUT: Duration = Duration::from_secs(300);
const TARGET_TIMEOUT: Duration = Duration::from_secs(900);

// ---------------------------------------------------------------------------------------
// Programs and what they must print
// ---------------------------------------------------------------------------------------

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Program {
    /// `N`: long-lived tree depth.
    GcBench { depth: u32 },
    /// `ROUNDS WINDOW`.
    XbenchVm { rounds: u32, window: u32 },
    /// `K N WINDOW`: threads, iterations per thread, live pairs per thread.
    AllocThreads {
        threads: u32,
        iters: u32,
        window: u32,
    },
    /// `N LIVE`: iterations, ring slots (each slot holds one iteration's three objects).
    Churn { n: u32, live: u32 },
}

impl Program {
    pub fn dir(self) -> &'static str {
        match self {
            Program::GcBench { .. } => "gcbench",
            Program::XbenchVm { .. } => "xbench-vm",
            Program::AllocThreads { .. } => "alloc-threads",
            Program::Churn { .. } => "churn",
        }
    }

    pub fn args(self) -> Vec<String> {
        match self {
            Program::GcBench { depth } => vec![depth.to_string()],
            Program::XbenchVm { rounds, window } => vec![rounds.to_string(), window.to_string()],
            Program::AllocThreads {
                threads,
                iters,
                window,
            } => vec![threads.to_string(), iters.to_string(), window.to_string()],
            Program::Churn { n, live } => vec![n.to_string(), live.to_string()],
        }
    }

    /// The work a run does, in the unit [`Program::unit`] names: what throughput counts.
    pub fn work(self) -> u64 {
        match self {
            Program::GcBench { depth } => {
                let d = depth as i32;
                let mut nodes = tree_size(d + 1) as u64 + tree_size(d) as u64;
                for t in (4..=d).step_by(2) {
                    nodes += 2 * gcbench_iters(d, t) as u64 * tree_size(t) as u64;
                }
                nodes
            }
            Program::XbenchVm { rounds, .. } => u64::from(rounds),
            Program::AllocThreads { threads, iters, .. } => {
                3 * u64::from(threads) * u64::from(iters)
            }
            Program::Churn { n, .. } => 3 * u64::from(n),
        }
    }

    pub fn unit(self) -> &'static str {
        match self {
            Program::GcBench { .. } => "nodes",
            Program::XbenchVm { .. } => "rounds",
            Program::AllocThreads { .. } | Program::Churn { .. } => "objects",
        }
    }

    /// Everything the program must print, computed here independently of the VM.
    pub fn expected(self) -> String {
        match self {
            Program::GcBench { depth } => gcbench_expected(depth as i32),
            Program::XbenchVm { rounds, window } => xbench_expected(rounds as i32, window as i32),
            Program::AllocThreads {
                threads,
                iters,
                window,
            } => alloc_threads_expected(threads as i32, iters as i32, window as i32),
            Program::Churn { n, live } => churn_expected(n as i32, live as i32),
        }
    }
}

/// Nodes in a complete binary tree of depth `d`.
fn tree_size(d: i32) -> i32 {
    (1 << (d + 1)) - 1
}

/// GCBench's temporary trees per depth `d` (each way) under a long-lived depth `n`.
fn gcbench_iters(n: i32, d: i32) -> i32 {
    2 * tree_size(n) / tree_size(d)
}

/// `check` of the tree `populate(item, d)` / `makeTree(item, d)` builds, as a Java int.
fn tree_check(item: i32, d: i32) -> i32 {
    if d <= 0 {
        return item;
    }
    let h = item
        .wrapping_mul(31)
        .wrapping_add(tree_check(item.wrapping_mul(2).wrapping_sub(1), d - 1));
    h.wrapping_mul(17) ^ tree_check(item.wrapping_mul(2), d - 1)
}

fn gcbench_expected(n: i32) -> String {
    let mut s = format!("stretch {}\n", tree_check(0, n + 1));
    for d in (4..=n).step_by(2) {
        let iters = gcbench_iters(n, d);
        let mut h = 0i32;
        for k in 1..=iters {
            h = h.wrapping_mul(7).wrapping_add(tree_check(k, d));
        }
        for k in 1..=iters {
            h = h.wrapping_mul(7).wrapping_add(tree_check(-k, d));
        }
        let _ = writeln!(s, "{} trees of depth {d}: {h}", 2 * iters);
    }
    let sum = (0..1i32 << (n + 1)).fold(0i32, |acc, i| {
        acc.wrapping_mul(3)
            .wrapping_add(i.wrapping_mul(0x9e37_79b1_u32 as i32))
    });
    let _ = writeln!(s, "long-lived {} array {sum}", tree_check(1, n));
    s
}

/// java.lang.String.hashCode of an ASCII string.
fn java_hash(s: &str) -> i32 {
    s.bytes()
        .fold(0i32, |h, c| h.wrapping_mul(31).wrapping_add(i32::from(c)))
}

/// The string round `r` of xbench-vm builds.
fn xbench_string(r: i32) -> String {
    (0..32)
        .map(|i| format!("item{},", r.wrapping_add(i)))
        .collect()
}

fn xbench_expected(rounds: i32, window: i32) -> String {
    let mut h = 0i32;
    let mix = |h: i32, v: i32| h.wrapping_mul(31).wrapping_add(v);
    for r in 0..rounds {
        let s = xbench_string(r);
        h = mix(h, java_hash(&s));
        let concat_len: usize = (0..16)
            .map(|i: i32| i.wrapping_mul(r).to_string().len())
            .sum();
        h = mix(h, concat_len as i32);
        h = mix(h, (0..64).map(|i: i32| i ^ r).fold(0i32, i32::wrapping_add));
        for i in 0..32usize {
            let at = i * 7 % 32;
            h = mix(h, java_hash(&s[at..at + 8]));
        }
        h = mix(h, 32);
    }
    let (mut live, mut k) = (0, 0i32);
    for j in 0..window.min(rounds) {
        live += 1;
        let r = rounds - 1 - (rounds - 1 - j) % window;
        k = mix(k, java_hash(&xbench_string(r)[5..13]).wrapping_add(32));
    }
    format!("rounds {rounds} hash {h}\nlive maps {live} hash {k}\n")
}

fn alloc_threads_expected(threads: i32, n: i32, window: i32) -> String {
    let mut s = String::new();
    let mut total = 0i32;
    for id in 0..threads {
        let mut h = id;
        for i in 0..n {
            let len = 4 + (i & 15);
            let v = i
                .wrapping_add(id)
                .wrapping_add(i.wrapping_mul(3).wrapping_add(id));
            h = h.wrapping_mul(31).wrapping_add(v).wrapping_add(len);
        }
        for j in 0..window.min(n) {
            let i = n - 1 - (n - 1 - j) % window;
            h = h
                .wrapping_mul(31)
                .wrapping_add(i.wrapping_mul(3).wrapping_add(id))
                .wrapping_add(4 + (i & 15));
        }
        let _ = writeln!(s, "worker {id} hash {h}");
        total = total.wrapping_mul(31).wrapping_add(h);
    }
    let _ = writeln!(s, "total {total}");
    s
}

fn churn_expected(n: i32, live: i32) -> String {
    // Slot s holds (v, next.v, data[0], data[len - 1]) of the cluster stored there.
    let mut ring: Vec<Option<[i32; 4]>> = vec![None; live.max(0) as usize];
    let mut h = 0i32;
    for i in 0..n {
        let s = (i % live) as usize;
        if let Some(c) = ring[s] {
            h = c.iter().fold(h.wrapping_mul(31), |a, &x| a.wrapping_add(x));
        }
        ring[s] = Some([i, i ^ 0x5a5a, i, i >> 3]);
    }
    for [v, nv, _, _] in ring.iter().flatten() {
        h = h
            .wrapping_mul(31)
            .wrapping_add(*v)
            .wrapping_add(*nv)
            .wrapping_add(2 + (v & 7));
    }
    format!("churn {n} hash {h}\n")
}

/// A run's stdout against what `p` must print.
pub fn check_output(p: Program, stdout: &str) -> Result<()> {
    let want = p.expected();
    if stdout != want {
        bail!(
            "{} {} printed {:?}, expected {:?}",
            p.dir(),
            p.args().join(" "),
            stdout,
            want
        );
    }
    Ok(())
}

/// The program sizes of one platform.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Sizes(pub(crate) [Program; 4]);

// Host: live sets of a few MB (GCBench depth 16: a 3 MB tree + 512 KiB array; xbench-vm
// 1000 maps of ~4 KB; alloc-threads 4 x 20000 pairs). qemu-virt: under 1 MB, and runs
// short enough for the 32-bit instruction counter and a matrix of 60 boots.
const HOST_FULL: Sizes = Sizes([
    Program::GcBench { depth: 16 },
    Program::XbenchVm {
        rounds: 8000,
        window: 1000,
    },
    Program::AllocThreads {
        threads: 4,
        iters: 200_000,
        window: 20_000,
    },
    // ~300 MB through ~3.4 MB live: issue 17's shape.
    Program::Churn {
        n: 3_600_000,
        live: 40_000,
    },
]);
const HOST_QUICK: Sizes = Sizes([
    Program::GcBench { depth: 14 },
    Program::XbenchVm {
        rounds: 2000,
        window: 500,
    },
    Program::AllocThreads {
        threads: 4,
        iters: 50_000,
        window: 5_000,
    },
    Program::Churn {
        n: 1_200_000,
        live: 20_000,
    },
]);
// qemu-virt's first collection comes at the 2 MiB start size, so each run allocates
// several times that: about 1.2e9 guest instructions per full run (~80 s of qemu),
// 0.4-0.6e9 for --quick.
pub(crate) const TARGET_FULL: Sizes = Sizes([
    Program::GcBench { depth: 13 },
    Program::XbenchVm {
        rounds: 800,
        window: 150,
    },
    Program::AllocThreads {
        threads: 4,
        iters: 20_000,
        window: 2_000,
    },
    // ~100 MB through ~3.4 MB live: ~9e9 instructions, the run longer than 2^32 cycles
    // whose GC share the report must still get right.
    Program::Churn {
        n: 1_200_000,
        live: 40_000,
    },
]);
pub(crate) const TARGET_QUICK: Sizes = Sizes([
    Program::GcBench { depth: 12 },
    Program::XbenchVm {
        rounds: 350,
        window: 70,
    },
    Program::AllocThreads {
        threads: 4,
        iters: 10_000,
        window: 800,
    },
    Program::Churn {
        n: 400_000,
        live: 20_000,
    },
]);

// ---------------------------------------------------------------------------------------
// Measurements, the tables and the goals (pure)
// ---------------------------------------------------------------------------------------

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Platform {
    Host,
    Qemu,
}

impl Platform {
    fn name(self) -> &'static str {
        match self {
            Platform::Host => "host",
            Platform::Qemu => "qemu-virt",
        }
    }
}

/// One cell of the matrix: a program run under one variant and target utilization.
#[derive(Debug, Clone)]
pub struct Measurement {
    pub platform: Platform,
    pub program: Program,
    pub variant: String,
    pub util: f64,
    /// Host: process wall time. qemu-virt: guest instructions (= virtual ns under
    /// -icount shift=0), from app_end.
    pub run_ns: u64,
    pub stats: Option<GcSummary>,
    /// Why the run produced no figure (it failed, or printed a wrong checksum).
    pub error: Option<String>,
    /// Something worth knowing about an otherwise valid run.
    pub note: Option<String>,
}

impl Measurement {
    /// Work units per second of run time (virtual seconds on qemu-virt).
    pub fn throughput(&self) -> Option<f64> {
        (self.error.is_none() && self.run_ns > 0)
            .then(|| self.program.work() as f64 * 1e9 / self.run_ns as f64)
    }
}

fn ms(ns: u64) -> String {
    format!("{:.2}", ns as f64 / 1e6)
}

fn opt<T>(v: Option<T>, f: impl Fn(T) -> String) -> String {
    v.map_or("-".into(), f)
}

fn si(v: f64) -> String {
    if v >= 1e6 {
        format!("{:.2}M", v / 1e6)
    } else if v >= 1e3 {
        format!("{:.1}k", v / 1e3)
    } else {
        format!("{v:.1}")
    }
}

/// The Table-1-style rows of one platform's measurements.
pub fn render_table(ms_: &[Measurement]) -> String {
    let head = [
        "program",
        "gc",
        "util",
        "CONC",
        "ALLOC",
        "EXPL",
        "OOM",
        "minor",
        "pauses",
        "pause total ms",
        "pause max ms",
        "wait ms",
        "GC CPU %",
        "mark MB/s",
        "throughput /s",
        "MMU 10ms",
        "MMU 50ms",
        "run",
        "check",
    ];
    let mut rows = vec![head.iter().map(|s| s.to_string()).collect::<Vec<_>>()];
    for m in ms_ {
        let mut r = vec![
            m.program.dir().to_string(),
            m.variant.clone(),
            format!("{:.2}", m.util),
        ];
        match (&m.error, &m.stats) {
            (Some(_), _) => r.extend(std::iter::repeat_n("-".to_string(), 14)),
            (None, None) => {
                r.extend(std::iter::repeat_n("-".to_string(), 11));
                r.push(opt(m.throughput(), |t| {
                    format!("{} {}", si(t), m.program.unit())
                }));
                r.extend(["-".into(), "-".into()]);
            }
            (None, Some(s)) => r.extend([
                s.gc_count.concurrent.to_string(),
                s.gc_count.for_alloc.to_string(),
                s.gc_count.explicit.to_string(),
                s.gc_count.before_oom.to_string(),
                s.minor.to_string(),
                s.pauses.to_string(),
                ms(s.pause_total_ns),
                ms(s.pause_max_ns),
                ms(s.wait().total_ns),
                opt(s.gc_cpu_share, |v| format!("{:.1}", v * 100.0)),
                opt(s.mark_rate(), |v| format!("{v:.0}")),
                opt(m.throughput(), |t| {
                    format!("{} {}", si(t), m.program.unit())
                }),
                opt(s.mmu_10ms, |v| format!("{v:.3}")),
                opt(s.mmu_50ms, |v| format!("{v:.3}")),
            ]),
        }
        r.push(match m.platform {
            Platform::Host => format!("{:.2} s", m.run_ns as f64 / 1e9),
            Platform::Qemu => format!("{:.0} Minsn", m.run_ns as f64 / 1e6),
        });
        r.push(if m.error.is_some() { "FAIL" } else { "ok" }.to_string());
        rows.push(r);
    }
    bench::table(&rows)
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Verdict {
    Met,
    NotMet,
    NotMeasured,
}

impl Verdict {
    fn text(self) -> &'static str {
        match self {
            Verdict::Met => "met",
            Verdict::NotMet => "NOT met",
            Verdict::NotMeasured => "not measured",
        }
    }
}

/// One line of the goals section.
#[derive(Debug, Clone)]
pub struct GoalLine {
    pub text: String,
    pub verdict: Verdict,
}

fn stats_of<'a>(
    ms_: &'a [Measurement],
    p: Program,
    variant: &str,
    util: f64,
) -> Option<&'a GcSummary> {
    ms_.iter()
        .find(|m| m.program == p && m.variant == variant && m.util == util && m.error.is_none())
        .and_then(|m| m.stats.as_ref())
}

/// `conc` (`cms` or `cms/adaptive`) against stw, total and max pause, for every program
/// and utilization measured on one platform: met when both ratios are at most
/// [`PAUSE_GOAL`].
pub fn pause_goals(ms_: &[Measurement], conc: &str) -> Vec<GoalLine> {
    let mut keys: Vec<(Program, f64)> = Vec::new();
    for m in ms_ {
        if !keys.contains(&(m.program, m.util)) {
            keys.push((m.program, m.util));
        }
    }
    let mut out = Vec::new();
    for (p, u) in keys {
        let head = format!("{:<13} util {u:.2}", p.dir());
        let (Some(c), Some(s)) = (stats_of(ms_, p, conc, u), stats_of(ms_, p, "stw", u)) else {
            out.push(GoalLine {
                text: format!("{head}: {conc} or stw not measured"),
                verdict: Verdict::NotMeasured,
            });
            continue;
        };
        if s.pause_total_ns == 0 || s.pause_max_ns == 0 {
            out.push(GoalLine {
                text: format!("{head}: stw made no pauses, no ratio"),
                verdict: Verdict::NotMeasured,
            });
            continue;
        }
        let rt = c.pause_total_ns as f64 / s.pause_total_ns as f64;
        let rm = c.pause_max_ns as f64 / s.pause_max_ns as f64;
        let verdict = if rt <= PAUSE_GOAL && rm <= PAUSE_GOAL {
            Verdict::Met
        } else {
            Verdict::NotMet
        };
        out.push(GoalLine {
            text: format!(
                "{head}: total {} / {} ms = {:.1}%, max {} / {} ms = {:.1}%",
                ms(c.pause_total_ns),
                ms(s.pause_total_ns),
                rt * 100.0,
                ms(c.pause_max_ns),
                ms(s.pause_max_ns),
                rm * 100.0
            ),
            verdict,
        });
    }
    out
}

/// The churn program under `cms/adaptive`: MMU(10 ms) at least [`CHURN_MMU_GOAL`] and no
/// mutator wait, at every utilization measured.
pub fn churn_goals(ms_: &[Measurement]) -> Vec<GoalLine> {
    let mut out = Vec::new();
    for m in ms_
        .iter()
        .filter(|m| matches!(m.program, Program::Churn { .. }) && m.variant == "cms/adaptive")
    {
        let head = format!("churn util {:.2}", m.util);
        let Some(s) = m.stats.as_ref().filter(|_| m.error.is_none()) else {
            out.push(GoalLine {
                text: format!("{head}: not measured"),
                verdict: Verdict::NotMeasured,
            });
            continue;
        };
        let Some(mmu) = s.mmu_10ms else {
            out.push(GoalLine {
                text: format!("{head}: no pause timeline"),
                verdict: Verdict::NotMeasured,
            });
            continue;
        };
        let wait = s.wait();
        out.push(GoalLine {
            text: format!(
                "{head}: MMU(10 ms) {mmu:.3}, mutator wait {} ms in {} waits",
                ms(wait.total_ns),
                wait.count
            ),
            verdict: if mmu >= CHURN_MMU_GOAL && wait.count == 0 {
                Verdict::Met
            } else {
                Verdict::NotMet
            },
        });
    }
    out
}

/// Host mark throughput per program over every run that marked something (Σ bytes /
/// Σ mark time), with the slowest single run: met when the aggregate is at least
/// [`MARK_GOAL_MB_S`].
pub fn mark_goals(ms_: &[Measurement]) -> Vec<GoalLine> {
    let mut progs: Vec<Program> = Vec::new();
    for m in ms_ {
        if !progs.contains(&m.program) {
            progs.push(m.program);
        }
    }
    let mut out = Vec::new();
    for p in progs {
        let mut bytes = 0u64;
        let mut ns = 0u64;
        let mut runs = 0;
        let mut slowest: Option<(f64, String, f64)> = None;
        for m in ms_.iter().filter(|m| m.program == p && m.error.is_none()) {
            let Some(s) = &m.stats else { continue };
            let Some(rate) = s.mark_rate() else {
                continue;
            };
            bytes += s.marked_bytes;
            ns += s.mark_ns;
            runs += 1;
            if slowest.as_ref().is_none_or(|(r, _, _)| rate < *r) {
                slowest = Some((rate, m.variant.clone(), m.util));
            }
        }
        let head = format!("{:<13}", p.dir());
        if runs == 0 || ns == 0 {
            out.push(GoalLine {
                text: format!("{head}: no run reported marked bytes and mark time"),
                verdict: Verdict::NotMeasured,
            });
            continue;
        }
        let agg = bytes as f64 * 1e3 / ns as f64;
        let (r, v, u) = slowest.unwrap_or_default();
        out.push(GoalLine {
            text: format!(
                "{head}: {agg:.0} MB/s over {runs} runs ({:.1} MB marked in {} ms); slowest run {r:.0} MB/s ({v}, util {u:.2})",
                bytes as f64 / 1e6,
                ms(ns)
            ),
            verdict: if agg >= MARK_GOAL_MB_S {
                Verdict::Met
            } else {
                Verdict::NotMet
            },
        });
    }
    out
}

/// The overall verdict of a list of lines: met only when all were measured and met.
pub fn overall(lines: &[GoalLine]) -> Verdict {
    if lines.is_empty() || lines.iter().all(|l| l.verdict == Verdict::NotMeasured) {
        Verdict::NotMeasured
    } else if lines.iter().any(|l| l.verdict == Verdict::NotMet) {
        Verdict::NotMet
    } else if lines.iter().any(|l| l.verdict == Verdict::NotMeasured) {
        // Part met, part unknown: not a claim the goal holds.
        Verdict::NotMeasured
    } else {
        Verdict::Met
    }
}

fn render_goals(out: &mut String, title: &str, lines: &[GoalLine]) {
    let _ = writeln!(out, "{title}: {}", overall(lines).text());
    for l in lines {
        let _ = writeln!(out, "  [{}] {}", l.verdict.text(), l.text);
    }
}

// ---------------------------------------------------------------------------------------
// Running
// ---------------------------------------------------------------------------------------

/// What the host CLI supports (other engineers add `--gc` and `--gc-stats`).
#[derive(Debug, Clone, Copy)]
struct HostCli {
    gc: bool,
    gc_stats: bool,
}

fn probe_cli(bin: &Path) -> Result<HostCli> {
    let out = Command::new(bin)
        .args(["run", "--help"])
        .output()
        .context("running dexmetal run --help")?;
    let help = String::from_utf8_lossy(&out.stdout);
    Ok(HostCli {
        gc: help.contains("--gc <") || help.contains("--gc="),
        gc_stats: help.contains("--gc-stats"),
    })
}

fn host_run(
    bin: &Path,
    cli: HostCli,
    dex: &Path,
    p: Program,
    (gc, pacing): (GcVariant, GcPacing),
    util: f64,
    scratch: &Path,
) -> Measurement {
    let variant = label(gc, pacing);
    let mut m = Measurement {
        platform: Platform::Host,
        program: p,
        variant: variant.clone(),
        util,
        run_ns: 0,
        stats: None,
        error: None,
        note: None,
    };
    let stats_file = scratch.join(format!(
        "{}-{}-{util}.json",
        p.dir(),
        variant.replace('/', "-")
    ));
    let _ = std::fs::remove_file(&stats_file);
    let mut cmd = Command::new(bin);
    cmd.arg("run");
    if cli.gc {
        cmd.args(["--gc", gc.name(), "--gc-pacing", pacing.name()]);
    }
    let prop = match target_utilization(util) {
        Ok(u) => BootConfig {
            heap_target_utilization: u,
            ..BootConfig::default()
        },
        Err(e) => {
            m.error = Some(format!("{e:#}"));
            return m;
        }
    };
    cmd.arg("--prop").arg(prop.to_command_line());
    if cli.gc_stats {
        cmd.arg("--gc-stats").arg(&stats_file);
    }
    cmd.arg(dex).arg("--").args(p.args());
    let r = crate::conformance::run_timed(&mut cmd, HOST_TIMEOUT);
    let (out, wall) = match r {
        Ok((Some(out), wall)) => (out, wall),
        Ok((None, _)) => {
            m.error = Some(format!("timed out after {} s", HOST_TIMEOUT.as_secs()));
            return m;
        }
        Err(e) => {
            m.error = Some(e);
            return m;
        }
    };
    m.run_ns = wall.as_nanos() as u64;
    if out.exit != 0 {
        m.error = Some(format!("exit {}: {}", out.exit, out.stderr.trim()));
        return m;
    }
    if let Err(e) = check_output(p, &out.stdout) {
        m.error = Some(format!("{e:#}"));
        return m;
    }
    if cli.gc_stats {
        match std::fs::read_to_string(&stats_file)
            .context("reading --gc-stats output")
            .and_then(|t| GcSummary::from_json(&t))
        {
            Ok(s) => {
                if (s.variant.as_str(), s.pacing.as_str()) != (gc.name(), pacing.name()) {
                    m.note = Some(format!("ran as {:?}/{:?}", s.variant, s.pacing));
                }
                m.stats = Some(s);
            }
            Err(e) => m.note = Some(format!("no stats: {e:#}")),
        }
    }
    m
}

struct Target {
    images: image::Images,
    telemetry: Telemetry,
}

fn target_run(
    t: &Target,
    dex: &Path,
    p: Program,
    (gc, pacing): (GcVariant, GcPacing),
    util: f64,
) -> Measurement {
    let mut m = Measurement {
        platform: Platform::Qemu,
        program: p,
        variant: label(gc, pacing),
        util,
        run_ns: 0,
        stats: None,
        error: None,
        note: None,
    };
    match target_run_inner(t, dex, p, (gc, pacing), util) {
        Ok((run_ns, stats)) => {
            m.run_ns = run_ns;
            if (stats.variant.as_str(), stats.pacing.as_str()) != (gc.name(), pacing.name()) {
                m.note = Some(format!("ran as {:?}/{:?}", stats.variant, stats.pacing));
            }
            m.stats = Some(stats);
        }
        Err(e) => m.error = Some(format!("{e:#}")),
    }
    m
}

fn target_run_inner(
    t: &Target,
    dex: &Path,
    p: Program,
    (gc, pacing): (GcVariant, GcPacing),
    util: f64,
) -> Result<(u64, GcSummary)> {
    let boot = BootConfig {
        gc,
        gc_pacing: pacing,
        heap_target_utilization: target_utilization(util)?,
        ..target_heap()
    };
    let r = bench_target::icount_run(&t.images, &t.telemetry, dex, &p.args(), "bench-gc", |o| {
        o.bootargs = boot.to_command_line();
        o.timeout = TARGET_TIMEOUT;
    })?;
    check_output(p, &String::from_utf8_lossy(&r.app_output(1)))?;
    // The decoder's summary, as the host CLI writes it: one definition of every figure
    // for both platforms.
    let events = r.events();
    let stats = GcStats::from_events(&events).summary();
    let run_ns = if stats.run_ns > 0 {
        stats.run_ns
    } else {
        // An image without app_end's elapsed time: its (32-bit) instruction count.
        events
            .iter()
            .find(|e| e.kind == "app_end")
            .and_then(|e| e.num("cycles"))
            .context("app_end reports neither elapsed time nor cycles")?
    };
    Ok((run_ns, stats))
}

/// What `cargo xtask bench gc` was asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::Args)]
pub struct Options {
    /// Smaller programs and one targetUtilization (0.75) instead of four.
    #[arg(long)]
    pub quick: bool,
    /// Skip the qemu-virt runs.
    #[arg(long)]
    pub host_only: bool,
}

/// Runs the matrix and prints the report; the exit status is 0 when every run printed
/// the right result, 1 otherwise (the goals are reported, not enforced).
pub fn run(opts: &Options) -> Result<i32> {
    let (text, ok) = measure(opts)?;
    print!("{text}");
    Ok(i32::from(!ok))
}

fn measure(&Options { quick, host_only }: &Options) -> Result<(String, bool)> {
    let utils: Vec<f64> = if quick {
        vec![QUICK_UTIL]
    } else {
        UTILS.to_vec()
    };
    let (hsizes, tsizes) = if quick {
        (HOST_QUICK, TARGET_QUICK)
    } else {
        (HOST_FULL, TARGET_FULL)
    };
    let versions = Versions::query(false);
    let root = image::workspace_root().join("tests/bench/gc");
    let mut dexes = Vec::new();
    for p in hsizes.0 {
        dexes.push(app::assemble(&root.join(p.dir()))?);
    }
    let bin = bench::build_dexmetal().map_err(|e| anyhow!(e))?;
    let host_cli = probe_cli(&bin)?;
    let scratch = image::target_dir().join("dexmetal/bench-gc");
    std::fs::create_dir_all(&scratch)?;

    let mut report = String::new();
    let mut ok = true;
    let _ = writeln!(
        report,
        "\nGC benchmark{}: {} programs x {} variants x targetUtilization {:?}",
        if quick { " (QUICK: a smoke test)" } else { "" },
        hsizes.0.len(),
        gc_configs().count(),
        utils
    );
    report.push_str(&versions.render());
    if !host_cli.gc {
        let _ = writeln!(
            report,
            "NOTE: this dexmetal CLI has no --gc option: every host run used the built-in collector; the gc column names what was asked"
        );
    }
    if !host_cli.gc_stats {
        let _ = writeln!(
            report,
            "NOTE: this dexmetal CLI has no --gc-stats option: host GC columns are not measured (-)"
        );
    }

    // Host.
    let mut host = Vec::new();
    for (p, dex) in hsizes.0.iter().zip(&dexes) {
        for &u in &utils {
            for c in gc_configs() {
                eprintln!(
                    "xtask bench gc: host {} {} util {u}",
                    p.dir(),
                    label(c.0, c.1)
                );
                host.push(host_run(&bin, host_cli, dex, *p, c, u, &scratch));
            }
        }
    }
    let _ = writeln!(
        report,
        "\nhost (`dexmetal run`, release; times are wall clock; throughput = work units / process wall time)"
    );
    let _ = writeln!(report, "sizes: {}\n", sizes_line(&hsizes));
    report.push_str(&render_table(&host));
    ok &= notes(&mut report, &host);

    // qemu-virt.
    let mut target = Vec::new();
    if !host_only {
        eprintln!("xtask bench gc: building the qemu-virt image");
        let images = image::build(image::qemu_virt(), false)?;
        let telemetry = Telemetry::from_elf(&std::fs::read(&images.elf)?)?;
        let t = Target { images, telemetry };
        for (p, dex) in tsizes.0.iter().zip(&dexes) {
            for &u in &utils {
                for c in gc_configs() {
                    let l = label(c.0, c.1);
                    eprintln!("xtask bench gc: qemu-virt {} {l} util {u}", p.dir());
                    target.push(target_run(&t, dex, *p, c, u));
                }
            }
        }
        let _ = writeln!(
            report,
            "\nqemu-virt (-icount shift=0: the board timer runs on virtual time, 1 ns per guest \
             instruction, so every time here is instructions: ms = 10^6 instructions, throughput = \
             work units per 10^9 instructions; bootargs {}; figures from the gc/gc_pause \
             telemetry through the decoder's GcStats; GC CPU = collector cycles / app cycles)",
            target_heap()
        );
        let _ = writeln!(report, "sizes: {}\n", sizes_line(&tsizes));
        report.push_str(&render_table(&target));
        ok &= notes(&mut report, &target);
    }

    // Goals.
    let _ = writeln!(report, "\ngoals");
    render_goals(
        &mut report,
        &format!(
            "cms pauses <= {:.0}% of stw pauses (host, total and max)",
            PAUSE_GOAL * 100.0
        ),
        &pause_goals(&host, "cms"),
    );
    if !host_only {
        render_goals(
            &mut report,
            &format!(
                "cms pauses <= {:.0}% of stw pauses (qemu-virt, total and max)",
                PAUSE_GOAL * 100.0
            ),
            &pause_goals(&target, "cms"),
        );
    }
    for (name, ms_) in [("host", &host), ("qemu-virt", &target)] {
        if ms_.is_empty() {
            continue;
        }
        render_goals(
            &mut report,
            &format!(
                "cms/adaptive pauses <= {:.0}% of stw pauses ({name}, total and max)",
                PAUSE_GOAL * 100.0
            ),
            &pause_goals(ms_, "cms/adaptive"),
        );
    }
    if !host_only {
        render_goals(
            &mut report,
            &format!(
                "churn under cms/adaptive: MMU(10 ms) >= {CHURN_MMU_GOAL} and no mutator wait (qemu-virt)"
            ),
            &churn_goals(&target),
        );
    }
    render_goals(
        &mut report,
        &format!("host mark throughput >= {MARK_GOAL_MB_S:.0} MB/s"),
        &mark_goals(&host),
    );
    Ok((report, ok))
}

fn sizes_line(s: &Sizes) -> String {
    s.0.iter()
        .map(|p| {
            format!(
                "{} {} ({} {})",
                p.dir(),
                p.args().join(" "),
                p.work(),
                p.unit()
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// Appends failures and notes; returns whether every run passed its check.
fn notes(report: &mut String, ms_: &[Measurement]) -> bool {
    let mut ok = true;
    for m in ms_ {
        if let Some(e) = &m.error {
            ok = false;
            let _ = writeln!(
                report,
                "FAIL {} {} {} util {}: {e}",
                m.platform.name(),
                m.program.dir(),
                m.variant,
                m.util
            );
        }
        if let Some(n) = &m.note {
            let _ = writeln!(
                report,
                "NOTE {} {} {} util {}: {n}",
                m.platform.name(),
                m.program.dir(),
                m.variant,
                m.util
            );
        }
    }
    ok
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expected_outputs_match_the_jvm() {
        // `java -cp x.jar Main ARGS` on the javac-compiled Main.java and the enjarified
        // smali (both print these).
        assert_eq!(
            Program::GcBench { depth: 6 }.expected(),
            "stretch 713385053\n16 trees of depth 4: -1335099120\n4 trees of depth 6: 1482165848\nlong-lived 130369378 array 357214784\n"
        );
        assert_eq!(
            Program::XbenchVm {
                rounds: 7,
                window: 3
            }
            .expected(),
            "rounds 7 hash -401754222\nlive maps 3 hash -1788517482\n"
        );
        assert_eq!(
            Program::XbenchVm {
                rounds: 2,
                window: 5
            }
            .expected(),
            "rounds 2 hash 293787009\nlive maps 2 hash 448235937\n"
        );
        assert_eq!(
            Program::AllocThreads {
                threads: 2,
                iters: 100,
                window: 7
            }
            .expected(),
            "worker 0 hash -273391630\nworker 1 hash -811177870\ntotal -696383808\n"
        );
        assert_eq!(
            Program::AllocThreads {
                threads: 3,
                iters: 5,
                window: 10
            }
            .expected(),
            "worker 0 hash -869989250\nworker 1 hash -1356035906\nworker 2 hash -1842082562\ntotal 529430782\n"
        );
    }

    #[test]
    fn churn_outputs_match_the_jvm() {
        // `java Main N LIVE` on tests/bench/gc/churn/Main.java.
        for (n, live, h) in [
            (7, 3, -530096857),
            (100_000, 5_000, -2060732304),
            (1_200_000, 40_000, -281557696),
            (3_600_000, 40_000, -1714668608),
        ] {
            assert_eq!(
                Program::Churn { n, live }.expected(),
                format!("churn {n} hash {h}\n")
            );
        }
    }

    #[test]
    fn larger_sizes_match_the_jvm() {
        let g = Program::GcBench { depth: 16 }.expected();
        assert!(g.starts_with("stretch -1408730147\n16912 trees of depth 4: -512927984\n"));
        assert!(g.ends_with(
            "4 trees of depth 16: 354453160\nlong-lived -156399086 array -1196883968\n"
        ));
        assert_eq!(
            Program::XbenchVm {
                rounds: 2000,
                window: 1000
            }
            .expected(),
            "rounds 2000 hash 28017018\nlive maps 1000 hash -894168692\n"
        );
        assert!(Program::AllocThreads {
            threads: 4,
            iters: 200_000,
            window: 20_000
        }
        .expected()
        .ends_with("worker 3 hash -2093383837\ntotal -380528638\n"));
    }

    #[test]
    fn check_output_rejects_wrong_runs() {
        let p = Program::GcBench { depth: 6 };
        assert!(check_output(p, &p.expected()).is_ok());
        assert!(check_output(p, "stretch 713385053\n").is_err());
        assert!(check_output(p, &p.expected().replace("130369378", "130369379")).is_err());
    }

    #[test]
    fn work_units() {
        // depth 6: stretch 255 + long-lived 127 + depth 4: 2*8*31 + depth 6: 2*2*127.
        assert_eq!(Program::GcBench { depth: 6 }.work(), 255 + 127 + 496 + 508);
        assert_eq!(
            Program::AllocThreads {
                threads: 4,
                iters: 10,
                window: 2
            }
            .work(),
            120
        );
    }

    const SAMPLE: &str = r#"{"variant":"cms","run_ns":2000000000,"gc_count":{"GC_CONCURRENT":7,"GC_FOR_ALLOC":2,"GC_EXPLICIT":0,"GC_BEFORE_OOM":0},"minor":0,"trims":1,"pauses":16,"pause_total_ns":8000000,"pause_max_ns":1500000,"gc_cpu_share":0.125,"marked_bytes":600000000,"mark_ns":1000000000,"mark_mb_per_s":600.0,"mmu_10ms":0.85,"mmu_50ms":0.97,"freed_bytes":123456789,"peak_footprint":8388608}"#;

    /// What `dexmetal run --gc-stats` writes: the host columns come from this.
    #[test]
    fn stats_json_parses_and_rejects() {
        let s = GcSummary::from_json(SAMPLE).unwrap();
        assert_eq!(s.variant, "cms");
        let c = s.gc_count;
        assert_eq!((c.concurrent, c.for_alloc, c.explicit), (7, 2, 0));
        assert_eq!(
            (s.pauses, s.pause_total_ns, s.pause_max_ns),
            (16, 8_000_000, 1_500_000)
        );
        assert_eq!(s.mark_rate(), Some(600.0));
        assert_eq!((s.mmu_10ms, s.trims), (Some(0.85), 1));
        assert!(GcSummary::from_json("{}").is_err());
        assert!(GcSummary::from_json(&SAMPLE.replace("\"pauses\":16", "\"pauses\":-1")).is_err());
        assert!(GcSummary::from_json(&SAMPLE[..SAMPLE.len() - 1]).is_err());
        assert!(GcSummary::from_json(&format!("{SAMPLE} x")).is_err());
        assert!(GcSummary::from_json(&"[".repeat(100)).is_err());
    }

    fn meas(p: Program, variant: &str, util: f64, total: u64, max: u64) -> Measurement {
        Measurement {
            platform: Platform::Host,
            program: p,
            variant: variant.into(),
            util,
            run_ns: 1_000_000_000,
            stats: Some(GcSummary {
                variant: variant.into(),
                pauses: 4,
                pause_total_ns: total,
                pause_max_ns: max,
                marked_bytes: total * 100,
                mark_ns: total,
                ..GcSummary::default()
            }),
            error: None,
            note: None,
        }
    }

    #[test]
    fn pause_goal_evaluation() {
        let p = Program::GcBench { depth: 6 };
        let q = Program::XbenchVm {
            rounds: 1,
            window: 1,
        };
        let ms_ = vec![
            meas(p, "cms", 0.5, 5_000_000, 1_000_000),
            meas(p, "stw", 0.5, 100_000_000, 20_000_000),
            meas(q, "cms", 0.5, 20_000_000, 1_000_000),
            meas(q, "stw", 0.5, 100_000_000, 20_000_000),
        ];
        let g = pause_goals(&ms_, "cms");
        assert_eq!(g.len(), 2);
        assert_eq!(g[0].verdict, Verdict::Met, "{}", g[0].text);
        assert!(g[0].text.contains("5.0%"), "{}", g[0].text);
        // The total is 20% of stw's even though the max is 5%.
        assert_eq!(g[1].verdict, Verdict::NotMet, "{}", g[1].text);
        assert_eq!(overall(&g), Verdict::NotMet);
        assert_eq!(overall(&g[..1]), Verdict::Met);

        // A missing or failed stw run is not a pass.
        let mut failed = ms_.clone();
        failed[1].error = Some("boom".into());
        assert_eq!(pause_goals(&failed, "cms")[0].verdict, Verdict::NotMeasured);
        assert_eq!(
            overall(&pause_goals(&failed, "cms")[..1]),
            Verdict::NotMeasured
        );
        let none = vec![meas(p, "cms", 0.5, 0, 0), meas(p, "stw", 0.5, 0, 0)];
        assert_eq!(pause_goals(&none, "cms")[0].verdict, Verdict::NotMeasured);
        // The adaptive pacing is held to the same goal, against the same stw run.
        let adaptive = vec![
            meas(p, "cms/adaptive", 0.5, 4_000_000, 900_000),
            meas(p, "stw", 0.5, 100_000_000, 20_000_000),
        ];
        let g = pause_goals(&adaptive, "cms/adaptive");
        assert_eq!(g[0].verdict, Verdict::Met, "{}", g[0].text);
        assert_eq!(
            pause_goals(&adaptive, "cms")[0].verdict,
            Verdict::NotMeasured
        );
    }

    #[test]
    fn churn_goal_needs_mmu_and_no_wait() {
        let p = Program::Churn { n: 10, live: 2 };
        let mut good = meas(p, "cms/adaptive", 0.75, 1_000_000, 100_000);
        let mut waited = meas(p, "cms/adaptive", 0.5, 1_000_000, 100_000);
        let mut low = meas(p, "cms/adaptive", 0.25, 1_000_000, 100_000);
        for (m, mmu) in [(&mut good, 0.8), (&mut waited, 0.8), (&mut low, 0.3)] {
            m.stats.as_mut().unwrap().mmu_10ms = Some(mmu);
        }
        waited.stats.as_mut().unwrap().pauses_by_kind.insert(
            "wait".into(),
            dexmetal_decoder::gc::PauseSum {
                count: 1,
                total_ns: 50_000_000,
                max_ns: 50_000_000,
            },
        );
        let dalvik = meas(p, "cms", 0.75, 1_000_000, 100_000);
        let g = churn_goals(&[good, waited, low, dalvik]);
        let v: Vec<Verdict> = g.iter().map(|l| l.verdict).collect();
        assert_eq!(v, [Verdict::Met, Verdict::NotMet, Verdict::NotMet], "{g:?}");
        assert!(
            g[1].text.contains("mutator wait 50.00 ms in 1 waits"),
            "{}",
            g[1].text
        );
        let mut unmeasured = meas(p, "cms/adaptive", 0.75, 0, 0);
        unmeasured.stats.as_mut().unwrap().mmu_10ms = None;
        assert_eq!(churn_goals(&[unmeasured])[0].verdict, Verdict::NotMeasured);
    }

    #[test]
    fn labels_name_collector_and_pacing() {
        let labels: Vec<String> = gc_configs().map(|(v, p)| label(v, p)).collect();
        assert_eq!(
            labels,
            [
                "cms",
                "cms/adaptive",
                "fg",
                "bg",
                "bg/adaptive",
                "gencms",
                "gencms/adaptive",
                "stw"
            ]
        );
        // The goals look the adaptive runs up by this label.
        assert_eq!(label(GcVariant::Cms, GcPacing::Adaptive), "cms/adaptive");
        assert_eq!(overall(&[]), Verdict::NotMeasured);
    }

    #[test]
    fn mark_goal_evaluation() {
        let p = Program::GcBench { depth: 6 };
        // 100 bytes per ns = 100,000 MB/s; then one slow run drags the aggregate down.
        let fast = vec![meas(p, "cms", 0.5, 1000, 10)];
        assert_eq!(mark_goals(&fast)[0].verdict, Verdict::Met);
        let mut slow = meas(p, "stw", 0.5, 1000, 10);
        if let Some(s) = slow.stats.as_mut() {
            s.marked_bytes = 100_000;
            s.mark_ns = 1_000_000_000; // 0.1 MB/s over a long mark
        }
        let g = mark_goals(&[fast[0].clone(), slow]);
        assert_eq!(g[0].verdict, Verdict::NotMet, "{}", g[0].text);
        assert!(
            g[0].text.contains("slowest run 0 MB/s (stw"),
            "{}",
            g[0].text
        );
        let mut unmarked = meas(p, "cms", 0.5, 1000, 10);
        unmarked.stats = None;
        assert_eq!(mark_goals(&[unmarked])[0].verdict, Verdict::NotMeasured);
    }

    #[test]
    fn table_rendering() {
        let p = Program::GcBench { depth: 6 };
        let mut ok = meas(p, "cms", 0.75, 2_500_000, 1_250_000);
        if let Some(s) = ok.stats.as_mut() {
            s.gc_count.concurrent = 3;
            s.gc_cpu_share = Some(0.042);
        }
        let mut bad = meas(p, "stw", 0.75, 0, 0);
        bad.error = Some("exit 1".into());
        let mut bare = meas(p, "fg", 0.75, 0, 0);
        bare.stats = None;
        let t = render_table(&[ok, bad, bare]);
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines.len(), 5, "{t}");
        assert!(lines[0].contains("pause max ms") && lines[0].contains("MMU 50ms"));
        fn cells(l: &str) -> Vec<&str> {
            l.split('|').map(str::trim).collect()
        }
        let row = cells(lines[2]);
        assert_eq!(&row[1..4], ["gcbench", "cms", "0.75"]);
        assert_eq!(row[4], "3");
        assert_eq!(&row[10..15], ["2.50", "1.25", "0.00", "4.2", "100000"]);
        // 1386 nodes in 1 s.
        assert_eq!(row[15], "1.4k nodes");
        assert_eq!(row[16], "-");
        assert_eq!(row[19], "ok");
        assert_eq!(cells(lines[3])[19], "FAIL");
        assert_eq!(cells(lines[3])[10], "-");
        assert_eq!(cells(lines[4])[15], "1.4k nodes");
        assert_eq!(cells(lines[4])[4], "-");
    }

    #[test]
    fn decoder_stats_json_parses() {
        use dexmetal_decoder::Event;
        let ev = Event::info;
        let events = vec![
            ev("app", &[("gc", "stw")]),
            ev(
                "gc",
                &[
                    ("kind", "GC_FOR_ALLOC"),
                    ("count", "1"),
                    ("pause_us", "300"),
                    ("freed_bytes", "4096"),
                    ("end_us", "1000"),
                ],
            ),
            ev(
                "gc",
                &[
                    ("kind", "GC_CONCURRENT"),
                    ("count", "2"),
                    ("pause_us", "100"),
                    ("end_us", "5000"),
                ],
            ),
            ev(
                "app_end",
                &[("cycles", "20000000"), ("elapsed_us", "20000")],
            ),
        ];
        let stats = GcStats::from_events(&events);
        let json = stats.to_json();
        let s = GcSummary::from_json(&json).unwrap_or_else(|e| panic!("{e:#}: {json}"));
        assert_eq!(s, stats.summary());
        assert_eq!(s.variant, "stw");
        let c = s.gc_count;
        assert_eq!((c.for_alloc, c.concurrent, s.pauses), (1, 1, 2));
        assert_eq!((s.pause_total_ns, s.pause_max_ns), (400_000, 300_000));
        assert_eq!(s.run_ns, 20_000_000);
        assert_eq!(s.freed_bytes, 4096);
    }
}
