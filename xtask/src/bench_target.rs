//! The on-target half of `cargo xtask bench interp`: guest ARM instructions per
//! simple bytecode on qemu-virt under `-icount shift=0` (where the PMU cycle counter
//! counts guest instructions exactly). Measured differentially: tests/bench/target/
//! simple-loop runs a 4-bytecode loop N times; two runs with different N cancel boot,
//! VM start-up and I/O. The same pair of runs shows whether the loop allocates. Per
//! opcode family, a generated program ([`FAMILIES`]) runs a loop of eight of one
//! bytecode against the same loop with none. VM start-up is an empty main's
//! `app_end start_cycles`.

use crate::{app, image, qemu};
use anyhow::{bail, Context, Result};
use dexmetal_decoder::Telemetry;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::Duration;

/// Bytecodes per loop iteration in simple-loop (add-int, move, add-int/lit8, if-lt).
const BYTECODES_PER_ITERATION: u64 = 4;
const N_SMALL: u64 = 10_000;
const N_LARGE: u64 = 1_010_000;
/// The goal for simple bytecodes (AOSP mterp's binop is 11-14 ARM instructions).
const GOAL: f64 = 10.0;
/// The goal for a float or double binop on the VFP.
const GOAL_FLOAT: f64 = 15.0;
/// The goal for VM start to main's first bytecode.
const GOAL_START: u64 = 2_000_000;

pub(crate) struct Sample {
    pub(crate) instructions: u64,
    pub(crate) heap_used: u64,
    pub(crate) stdout: Vec<u8>,
    /// Context switches in the VM scheduler's summary (absent when none was emitted).
    pub(crate) switches: Option<u64>,
    /// From creating the VM to main's first bytecode (`app_end start_cycles`).
    pub(crate) start_instructions: Option<u64>,
}

fn run_loop(images: &image::Images, tel: &Telemetry, dex: &Path, n: u64) -> Result<Sample> {
    // Same-width arguments, so parsing them allocates the same in both runs.
    let arg = format!("{n:010}");
    let s =
        run_on_target(images, tel, dex, &[&arg]).with_context(|| format!("simple-loop N={n}"))?;
    // Σ_{i<n} i as a Java int, then the fixed-width checksum the program prints.
    let sum = (n * (n - 1) / 2) as u32 as i32;
    let want = ((sum & 0x7fff) + 10000).to_string() + "\n";
    let got = String::from_utf8_lossy(&s.stdout).to_string();
    if got != want {
        bail!("simple-loop N={n} printed {got:?}, expected {want:?}");
    }
    Ok(s)
}

/// Runs the measurement and renders its section of the report.
pub fn report() -> Result<String> {
    let board = image::qemu_virt();
    let images = image::build(board, false)?;
    let tel = Telemetry::from_elf(&std::fs::read(&images.elf)?)?;
    let dex = app::assemble(&image::workspace_root().join("tests/bench/target/simple-loop"))?;
    let small = run_loop(&images, &tel, &dex, N_SMALL)?;
    let large = run_loop(&images, &tel, &dex, N_LARGE)?;
    let bytecodes = (N_LARGE - N_SMALL) * BYTECODES_PER_ITERATION;
    let delta = large
        .instructions
        .checked_sub(small.instructions)
        .context("instruction count went down: the 32-bit counter wrapped")?;
    let per = delta as f64 / bytecodes as f64;
    let alloc = large.heap_used as i64 - small.heap_used as i64;
    let met = |ok: bool| if ok { "met" } else { "NOT met" };
    let ctx = per_program().map_err(|e| anyhow::anyhow!(e))?;
    let start = match ctx.start_instructions {
        Some(n) => format!(
            "{n} guest instructions from creating the VM to main's first bytecode (empty main; goal <= {GOAL_START}: {})",
            met(n <= GOAL_START)
        ),
        None => "not reported (no start_cycles in app_end)".into(),
    };
    let mut s = format!(
        "\non-target (qemu-virt, -icount shift=0: guest instructions, not time)\n\
         simple bytecodes   {per:.2} guest instructions per bytecode ({delta} instructions over {bytecodes} bytecodes; goal <= {GOAL}: {})\n\
         tight-loop alloc   {alloc} bytes more heap for {} more iterations (goal 0: {})\n\
         vm start           {start}\n",
        met(per <= GOAL),
        N_LARGE - N_SMALL,
        met(alloc == 0),
    );
    s.push_str(&families(&images, &tel)?);
    Ok(s)
}

/// An opcode family's row: its name, what the goal is for, the registers it needs set
/// up (smali lines) and the bytecode itself, which [`families`] repeats eight times in
/// a loop. Registers: v0 the counter, v1 an int result, v2 = 1 and v3 = 2, v4-v5 and
/// v6-v7 wide operands, v8-v9 a wide result, v10 an int[4], v11 a Main, v12-v13 float
/// operands, v14 a float result, p0 (v15) the iteration count.
struct Family {
    name: &'static str,
    goal: Option<f64>,
    op: &'static str,
}

const fn fam(name: &'static str, goal: Option<f64>, op: &'static str) -> Family {
    Family { name, goal, op }
}

const SIMPLE: Option<f64> = Some(GOAL);
const FLOAT: Option<f64> = Some(GOAL_FLOAT);

/// The families measured, one row each.
const FAMILIES: &[Family] = &[
    fam("move", SIMPLE, "move v1, v2"),
    fam("const/4", SIMPLE, "const/4 v1, 7"),
    fam("add-int", SIMPLE, "add-int v1, v2, v3"),
    fam("add-int/2addr", SIMPLE, "add-int/2addr v1, v2"),
    fam("add-int/lit8", SIMPLE, "add-int/lit8 v1, v2, 3"),
    fam("mul-int", SIMPLE, "mul-int v1, v2, v3"),
    fam("xor-int", SIMPLE, "xor-int v1, v2, v3"),
    fam("shl-int/lit8", SIMPLE, "shl-int/lit8 v1, v2, 3"),
    fam("if-eqz (not taken)", SIMPLE, "if-eqz v2, :never"),
    fam("if-lt (not taken)", SIMPLE, "if-lt v3, v2, :never"),
    fam("aget", SIMPLE, "aget v1, v10, v3"),
    fam("aput", SIMPLE, "aput v2, v10, v3"),
    fam("iget", SIMPLE, "iget v1, v11, LMain;->f:I"),
    fam("iput", SIMPLE, "iput v2, v11, LMain;->f:I"),
    fam("sget", SIMPLE, "sget v1, LMain;->s:I"),
    fam("sput", SIMPLE, "sput v2, LMain;->s:I"),
    fam("div-int", None, "div-int v1, v3, v2"),
    fam("add-long", None, "add-long v8, v4, v6"),
    fam("mul-long", None, "mul-long v8, v4, v6"),
    fam("add-float", FLOAT, "add-float v14, v12, v13"),
    fam("mul-float", FLOAT, "mul-float v14, v12, v13"),
    fam("div-float", FLOAT, "div-float v14, v12, v13"),
    fam("add-double", FLOAT, "add-double v8, v4, v6"),
    fam("mul-double", FLOAT, "mul-double v8, v4, v6"),
    fam("div-double", FLOAT, "div-double v8, v4, v6"),
    fam("int-to-double", None, "int-to-double v8, v2"),
    fam("double-to-int", None, "double-to-int v1, v4"),
    fam(
        "invoke-static + return-void",
        None,
        "invoke-static {}, LMain;->nop()V",
    ),
];

/// Loop iterations of the two runs per family (8 bytecodes of the family each): their
/// difference cancels boot, start-up and the first call's code validation.
const FAMILY_N: (u64, u64) = (20_000, 220_000);

/// The program: `main(n, k)` runs family `k`'s loop `n` times (k = 0: the empty loop),
/// then prints a fixed line, so every run's fixed cost is the same.
fn families_smali() -> String {
    let mut s = String::from(
        ".class public LMain;\n.super Ljava/lang/Object;\n.field f:I\n.field static s:I\n\
         .method public constructor <init>()V\n    .registers 1\n\
         invoke-direct {p0}, Ljava/lang/Object;-><init>()V\n    return-void\n.end method\n\
         .method static nop()V\n    .registers 0\n    return-void\n.end method\n",
    );
    for k in 0..=FAMILIES.len() {
        let body = match k {
            0 => String::new(),
            k => format!("    {}\n", FAMILIES[k - 1].op).repeat(8),
        };
        s.push_str(&format!(
            ".method static f{k}(I)V\n    .registers 16\n    const/4 v0, 0\n    const/4 v2, 1\n\
             const/4 v3, 2\n    const-wide/high16 v4, 0x4008000000000000L\n    const-wide/high16 v6, 0x4014000000000000L\n\
             const/4 v1, 4\n    new-array v10, v1, [I\n    new-instance v11, LMain;\n\
             invoke-direct {{v11}}, LMain;-><init>()V\n    const/high16 v12, 0x40400000\n\
             const/high16 v13, 0x40a00000\n    :loop\n{body}    add-int/lit8 v0, v0, 1\n\
             if-lt v0, p0, :loop\n    return-void\n    :never\n    return-void\n.end method\n"
        ));
    }
    s.push_str(
        ".method public static main([Ljava/lang/String;)V\n    .registers 4\n    const/4 v0, 0\n\
         aget-object v1, p0, v0\n    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I\n\
         move-result v1\n    const/4 v0, 1\n    aget-object v2, p0, v0\n\
         invoke-static {v2}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I\n    move-result v2\n\
         packed-switch v2, :table\n    :done\n    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;\n\
         const-string v0, \"done\"\n\
         invoke-virtual {v3, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V\n    return-void\n",
    );
    for k in 0..=FAMILIES.len() {
        s.push_str(&format!(
            "    :call{k}\n    invoke-static {{v1}}, LMain;->f{k}(I)V\n    goto :done\n"
        ));
    }
    s.push_str("    :table\n    .packed-switch 0x0\n");
    for k in 0..=FAMILIES.len() {
        s.push_str(&format!("        :call{k}\n"));
    }
    s.push_str("    .end packed-switch\n.end method\n");
    s
}

/// Guest instructions per bytecode of each family, against the empty loop.
fn families(images: &image::Images, tel: &Telemetry) -> Result<String> {
    let src = image::target_dir().join("dexmetal/apps-src/families");
    std::fs::create_dir_all(&src)?;
    std::fs::write(src.join("Main.smali"), families_smali())?;
    let dex = app::assemble(&src)?;
    let once = |k: usize, n: u64| -> Result<u64> {
        let s = run_on_target(
            images,
            tel,
            &dex,
            &[&format!("{n:010}"), &format!("{k:03}")],
        )
        .with_context(|| format!("family program, k = {k}"))?;
        if s.stdout != b"done\n" {
            bail!(
                "family program k = {k} printed {:?}",
                String::from_utf8_lossy(&s.stdout)
            );
        }
        Ok(s.instructions)
    };
    // Instructions of the extra iterations.
    let run = |k: usize| -> Result<u64> {
        let (small, large) = (once(k, FAMILY_N.0)?, once(k, FAMILY_N.1)?);
        large
            .checked_sub(small)
            .context("instruction count went down between the two runs")
    };
    let base = run(0)?;
    let mut t = vec![vec![
        "opcode family".to_string(),
        "insns/bytecode".into(),
        "goal".into(),
        "check".into(),
    ]];
    for (i, f) in FAMILIES.iter().enumerate() {
        let n_ops = ((FAMILY_N.1 - FAMILY_N.0) * 8) as f64;
        let per = run(i + 1)?.saturating_sub(base) as f64 / n_ops;
        // Judged as printed: timer interrupts over the longer run leave a few hundredths.
        let shown = (per * 100.0).round() / 100.0;
        let (goal, check) = match f.goal {
            Some(g) => (
                format!("<= {g}"),
                if shown <= g { "met" } else { "NOT met" },
            ),
            None => ("-".into(), "-"),
        };
        t.push(vec![f.name.into(), format!("{per:.2}"), goal, check.into()]);
    }
    Ok(format!(
        "\nper opcode family ({} more iterations of 8 of one bytecode, less the same loop empty)\n{}",
        FAMILY_N.1 - FAMILY_N.0,
        crate::bench::table(&t)
    ))
}

/// What the per-program figure needs once per benchmark run: the qemu-virt image, a
/// host dexmetal that counts bytecodes, and the baseline of an empty `main` (VM start-up,
/// core-library verification and class initialisation) on both.
struct PerProgram {
    images: image::Images,
    telemetry: Telemetry,
    counter: PathBuf,
    base_instructions: u64,
    base_bytecodes: u64,
    /// The empty main's VM start (creation to first bytecode).
    start_instructions: Option<u64>,
}

const EMPTY_MAIN: &str = ".class public LMain;\n.super Ljava/lang/Object;\n\
    .method public static main([Ljava/lang/String;)V\n    .registers 1\n    return-void\n.end method\n";

fn per_program() -> Result<&'static PerProgram, String> {
    static CTX: OnceLock<Result<PerProgram, String>> = OnceLock::new();
    CTX.get_or_init(|| setup_per_program().map_err(|e| format!("{e:#}")))
        .as_ref()
        .map_err(Clone::clone)
}

fn setup_per_program() -> Result<PerProgram> {
    let board = image::qemu_virt();
    let images = image::build(board, false)?;
    let telemetry = Telemetry::from_elf(&std::fs::read(&images.elf)?)?;
    // A separate target directory keeps the instrumented build from replacing the
    // release binary the timing runs use.
    let count_dir = image::target_dir().join("bytecode-count");
    let st = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .current_dir(image::workspace_root())
        .args([
            "build",
            "--release",
            "--quiet",
            "-p",
            "dexmetal-cli",
            "--features",
            "bytecode-count",
        ])
        .env("CARGO_TARGET_DIR", &count_dir)
        .status()?;
    if !st.success() {
        bail!("building the bytecode-counting dexmetal failed");
    }
    let counter = count_dir.join("release/dexmetal");
    let src = image::target_dir().join("dexmetal/apps-src/empty-main");
    std::fs::create_dir_all(&src)?;
    std::fs::write(src.join("Main.smali"), EMPTY_MAIN)?;
    let empty = app::assemble(&src)?;
    let (base_bytecodes, _) = count_on_host(&counter, &empty, &[])?;
    let base = run_on_target(&images, &telemetry, &empty, &[])?;
    Ok(PerProgram {
        images,
        telemetry,
        counter,
        base_instructions: base.instructions,
        base_bytecodes,
        start_instructions: base.start_instructions,
    })
}

/// Executed bytecodes and stdout of a host run.
fn count_on_host(counter: &Path, dex: &Path, args: &[&str]) -> Result<(u64, Vec<u8>)> {
    let out = Command::new(counter)
        .args(["run", "--count-bytecodes", "--main", "Main"])
        .arg(dex)
        .arg("--")
        .args(args)
        .output()?;
    let err = String::from_utf8_lossy(&out.stderr);
    let n = err
        .lines()
        .find_map(|l| {
            l.strip_prefix("dexmetal: executed ")?
                .strip_suffix(" bytecodes")?
                .parse()
                .ok()
        })
        .with_context(|| format!("no bytecode count from the host run: {err}"))?;
    Ok((n, out.stdout))
}

/// One benchmark run on qemu-virt: `dex` with `args` as the boot payload (file name
/// `payload`), QEMU's direct loader, `-icount`, and what `adjust` changes (boot
/// arguments, a flash file, a longer timeout); a non-zero exit status is an error.
pub(crate) fn icount_run(
    images: &image::Images,
    tel: &Telemetry,
    dex: &Path,
    args: &[String],
    payload: &str,
    adjust: impl FnOnce(&mut qemu::RunOptions),
) -> Result<qemu::RunResult> {
    let board = image::qemu_virt();
    let payload = app::payload_named(board, &[dex.to_path_buf()], None, args, payload)?;
    let mut opts = qemu::RunOptions {
        boot: qemu::Boot::Direct,
        initrd: Some(payload),
        timeout: Duration::from_secs(600),
        icount: true,
        ..Default::default()
    };
    adjust(&mut opts);
    let r = qemu::run(board, images, tel, &opts)?;
    let (code, note) = r.status();
    if code != 0 {
        bail!("on qemu-virt: {note}");
    }
    Ok(r)
}

pub(crate) fn run_on_target(
    images: &image::Images,
    tel: &Telemetry,
    dex: &Path,
    args: &[&str],
) -> Result<Sample> {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let r = icount_run(images, tel, dex, &args, "bench-program", |_| {})?;
    let events = r.events();
    let end = events
        .iter()
        .find(|e| e.kind == "app_end")
        .context("no app_end event")?;
    Ok(Sample {
        instructions: end.num("cycles").context("app_end without cycles")?,
        heap_used: end.num("heap_used").unwrap_or(0),
        stdout: r.app_output(1),
        switches: events
            .iter()
            .find(|e| e.kind == "sched")
            .and_then(|e| e.num("switches")),
        start_instructions: end.num("start_cycles"),
    })
}

/// Guest instructions per executed bytecode for one benchmark program at its `quick`
/// size (full sizes would overflow the 32-bit PMU count): (target instructions − empty
/// main's) / (host-counted bytecodes − empty main's). The target must print what the
/// host printed.
pub fn per_bytecode(dex: &Path) -> Result<f64, String> {
    let ctx = per_program()?;
    let (bytecodes, host_out) =
        count_on_host(&ctx.counter, dex, &["quick"]).map_err(|e| format!("{e:#}"))?;
    let s = run_on_target(&ctx.images, &ctx.telemetry, dex, &["quick"])
        .map_err(|e| format!("{e:#}"))?;
    if s.stdout != host_out {
        return Err("target output differs from the host's".into());
    }
    let insns = s
        .instructions
        .checked_sub(ctx.base_instructions)
        .ok_or("count below the baseline")?;
    let bcs = bytecodes
        .checked_sub(ctx.base_bytecodes)
        .filter(|&b| b > 0)
        .ok_or("no bytecodes beyond the baseline")?;
    Ok(insns as f64 / bcs as f64)
}
