//! `cargo xtask test`: host unit tests (`cargo test` on the workspace), then QEMU
//! integration tests that boot the real image (through U-Boot's bootz and bootm, and
//! directly) and check the decoded telemetry, deliberate faults, the timer tick, the
//! hang cut-off, the decoder's robustness and the apps (`dexmetal.Board`'s figures against
//! the same run's telemetry), then the GC stress checks and the conformance suite, both
//! under every collector variant with heap verification on (on the host CLI, and the
//! suite's `qemu` subset on qemu-virt).

use crate::conformance;
use crate::image::{self, Images};
use crate::qemu::{self, Boot, RunOptions, RunResult};
use anyhow::{Context, Result};
use dexmetal_decoder::profile::Profile;
use dexmetal_decoder::{report, Event, Item, Telemetry};
use dexmetal_launch::bootargs::{BootConfig, Governor, SelfTest};
use dexmetal_launch::{gc_configs, GcPacing, GcVariant};
use dexmetal_telemetry::profile::Component;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

struct Tally {
    passed: u32,
    failed: Vec<String>,
    /// Each group's name, start, and tests (checks plus suite cases) run in it.
    groups: Vec<(String, Instant, usize)>,
}

impl Tally {
    fn new() -> Self {
        Tally {
            passed: 0,
            failed: Vec::new(),
            groups: Vec::new(),
        }
    }

    /// Starts a group of tests: what follows is timed under `name` in the final table.
    fn group(&mut self, name: &str) {
        println!("== {name} ==");
        self.groups.push((name.to_string(), Instant::now(), 0));
    }

    fn counted(&mut self, tests: usize) {
        if let Some(g) = self.groups.last_mut() {
            g.2 += tests;
        }
    }

    fn check(&mut self, name: &str, outcome: Result<()>) {
        self.counted(1);
        match outcome {
            Ok(()) => {
                println!("test {name} ... ok");
                self.passed += 1;
            }
            Err(e) => {
                println!("test {name} ... FAILED\n    {e:#}");
                self.failed.push(name.to_string());
            }
        }
    }

    /// The per-group timing table: where `cargo xtask test`'s time goes.
    fn timing_table(&self, end: Instant) -> String {
        let mut out = String::from("\ntime per group\n");
        let total = end.duration_since(self.groups.first().map_or(end, |g| g.1));
        for (i, (name, start, tests)) in self.groups.iter().enumerate() {
            let stop = self.groups.get(i + 1).map_or(end, |g| g.1);
            let secs = stop.duration_since(*start).as_secs_f64();
            out.push_str(&format!(
                "  {secs:>6.0} s {:>4.0}%  {tests:>5} tests  {name}\n",
                100.0 * secs / total.as_secs_f64().max(1e-9)
            ));
        }
        out
    }
}

fn ensure(cond: bool, msg: impl FnOnce() -> String) -> Result<()> {
    if cond {
        Ok(())
    } else {
        anyhow::bail!(msg())
    }
}

fn find<'a>(events: &'a [Event], kind: &str) -> Result<&'a Event> {
    events
        .iter()
        .find(|e| e.kind == kind)
        .with_context(|| format!("no `{kind}` event"))
}

/// One board's image under test: what every on-target check boots.
#[derive(Clone, Copy)]
struct Target<'a> {
    board: &'static image::Board,
    images: &'a Images,
    tel: &'a Telemetry,
    verbose: bool,
}

impl Target<'_> {
    fn boot(&self, boot: Boot, bootargs: &str, timeout: u64) -> Result<RunResult> {
        let opts = RunOptions {
            boot,
            bootargs: bootargs.into(),
            timeout: Duration::from_secs(timeout),
            verbose: self.verbose,
            ..Default::default()
        };
        qemu::run(self.board, self.images, self.tel, &opts)
    }

    /// Test names: `qemu-...` on qemu-virt, `<board>-...` on the others.
    fn name(&self, test: &str) -> String {
        match self.board.name {
            "qemu-virt" => format!("qemu-{test}"),
            b => format!("{b}-{test}"),
        }
    }
}

/// The command line that runs the self-test `test`.
fn self_test(test: SelfTest) -> String {
    BootConfig {
        test: Some(test),
        ..BootConfig::default()
    }
    .to_command_line()
}

/// The boot, tick, fault, panic and hang checks every QEMU board passes.
fn core_boot_tests(t: &mut Tally, target: Target<'_>) {
    let b = |args: &str, secs| target.boot(Boot::Direct, args, secs);
    let direct = b("", 30);
    t.check(
        &target.name("timer-tick-counter-advances"),
        direct
            .as_ref()
            .map_err(|e| anyhow::anyhow!("{e:#}"))
            .and_then(|r| {
                let ev = r.events();
                let tick = find(&ev, "tick_check")?;
                ensure(tick.get("verdict") == Some("passed"), || {
                    format!("verdict {:?}", tick.get("verdict"))
                })?;
                let n = tick.num("counted").unwrap_or(0);
                ensure(n >= 10, || format!("{n} ticks"))?;
                let us = tick.num("elapsed_us").unwrap_or(0);
                // 10 ticks at 1 kHz: at least 9 ms must have passed on the timer's counter.
                ensure(us >= 9_000, || {
                    format!("{n} ticks in only {us} us: the counter or the tick is wrong")
                })
            }),
    );
    t.check(
        &target.name("boot-direct"),
        direct.and_then(|r| check_clean_boot(&r, target.board, false)),
    );
    t.check(
        &target.name("fault-data-abort"),
        b(&self_test(SelfTest::DataAbort), 30)
            .and_then(|r| check_fault(&r, target.board, "data abort", "translation fault")),
    );
    t.check(
        &target.name("fault-prefetch-abort"),
        b(&self_test(SelfTest::PrefetchAbort), 30)
            .and_then(|r| check_fault(&r, target.board, "prefetch abort", "translation fault")),
    );
    t.check(
        &target.name("fault-undefined-instruction"),
        b(&self_test(SelfTest::Undefined), 30)
            .and_then(|r| check_fault(&r, target.board, "undefined instruction", "-")),
    );
    t.check(
        &target.name("panic-report"),
        b(&self_test(SelfTest::Panic), 30).and_then(|r| {
            let (code, note) = r.status();
            ensure(code == 2, || format!("expected status 2, got {note}"))?;
            let ev = r.events();
            let p = find(&ev, "panic")?;
            ensure(
                p.get("message")
                    .is_some_and(|m| m.contains("self-test panic")),
                || format!("{:?}", p.get("message")),
            )
        }),
    );
    t.check(
        &target.name("silent-tick-fails-the-boot-check"),
        b(&self_test(SelfTest::TickSilent), 60).and_then(|r| {
            let (code, note) = r.status();
            let ev = r.events();
            let tick = find(&ev, "tick_check")?;
            ensure(
                tick.get("verdict") == Some("too-few-ticks")
                    && tick.num("counted") == Some(0)
                    && tick.num("polls") == tick.num("poll_limit"),
                || format!("tick_check: {}", tick.message),
            )?;
            // The harness names the check and its figures (conformance shows only this).
            ensure(
                code == 5 && note.contains("self-test tick-check failed: too-few-ticks"),
                || note,
            )
        }),
    );
    t.check(
        &target.name("hang-is-cut-off"),
        b(&self_test(SelfTest::Hang), 5).and_then(|r| {
            let (code, note) = r.status();
            ensure(
                r.timed_out && code == 124 && note.starts_with("HUNG"),
                || format!("hang not reported: {note}"),
            )
        }),
    );
}

/// The scheduler's own self-tests: three workers time-sliced, and the stack guard.
fn self_test_threads(t: &mut Tally, target: Target<'_>) {
    let b = |args: &str, secs| target.boot(Boot::Direct, args, secs);
    t.check(
        &target.name("threads-preemptive-round-robin"),
        b(&self_test(SelfTest::Threads), 60).and_then(|r| {
            let (code, note) = r.status();
            let ev = r.events();
            let th = find(&ev, "threads")?;
            ensure(th.num("finished") == Some(3), || {
                format!("threads event: {}", th.message)
            })?;
            let switch_cost = ev
                .iter()
                .find(|e| e.kind == "cost" && e.get("what") == Some("context-switch"));
            ensure(switch_cost.is_some(), || {
                "no context-switch cost event".into()
            })?;
            // Status 0 also means every worker was time-sliced (see runtime::threads).
            ensure(code == 0, || note)
        }),
    );
    t.check(
        &target.name("threads-stack-overflow-guard"),
        b(&self_test(SelfTest::StackOverflow), 30).and_then(|r| {
            let (code, note) = r.status();
            let ev = r.events();
            let o = find(&ev, "stack_overflow")?;
            ensure(o.num("deepest_word").is_some_and(|w| w > 0), || {
                format!("guard report: {}", o.message)
            })?;
            ensure(code == 3, || note)
        }),
    );
}

/// The flood self-test sent 3000 `tick` events into a ring with its drain stopped:
/// every frame that arrived must decode, the tick counts must be a prefix 0..k with
/// nothing reordered or half-written, the `dropped` events must account for the rest,
/// and the report must place the gap.
fn check_flood(r: &qemu::RunResult) -> Result<()> {
    let (code, note) = r.status();
    ensure(code == 0, || note)?;
    let bad: Vec<String> = r
        .items
        .iter()
        .filter_map(|i| match i {
            dexmetal_decoder::Item::Malformed { offset, reason } => {
                Some(format!("{reason} at {offset}"))
            }
            _ => None,
        })
        .collect();
    ensure(bad.is_empty(), || format!("corrupt frames: {bad:?}"))?;
    let ev = r.events();
    let ticks: Vec<u64> = ev
        .iter()
        .filter(|e| e.kind == "tick" && e.num("hz") == Some(0))
        .filter_map(|e| e.num("count"))
        .collect();
    ensure(!ticks.is_empty(), || "no flood events arrived".into())?;
    ensure(ticks.iter().copied().eq(0..ticks.len() as u64), || {
        format!(
            "flood events out of order or damaged: {:?}...",
            &ticks[..ticks.len().min(8)]
        )
    })?;
    let lost: u64 = ev
        .iter()
        .filter(|e| e.kind == "dropped")
        .filter_map(|e| e.num("frames"))
        .sum();
    let said = ev
        .iter()
        .find(|e| e.kind == "cost" && e.get("what") == Some("flood"))
        .and_then(|e| e.num("cycles"));
    ensure(ticks.len() as u64 + lost == 3000, || {
        format!("{} arrived + {lost} reported lost != 3000", ticks.len())
    })?;
    ensure(said == Some(lost), || {
        format!("target counted {said:?} drops, dropped events say {lost}")
    })?;
    let mut last = 0;
    for e in &ev {
        let t = e.time.context("a frame without a timestamp")?;
        ensure(t >= last, || {
            format!("time went backwards at {}", e.message)
        })?;
        last = t;
    }
    let report = dexmetal_decoder::report::render(&ev);
    ensure(
        report.contains(&format!("{lost} lost to a full ring buffer"))
            && report.contains("frames lost from")
            && report.contains("after `tick`"),
        || format!("report does not place the gap:\n{report}"),
    )
}

fn check_clean_boot(r: &RunResult, board: &image::Board, via_uboot: bool) -> Result<()> {
    let ev = r.events();
    let (code, note) = r.status();
    ensure(code == 0, || {
        format!(
            "{note}; items: {:?}",
            r.items.iter().rev().take(6).collect::<Vec<_>>()
        )
    })?;
    if via_uboot {
        ensure(r.text().iter().any(|t| t.starts_with("U-Boot 20")), || {
            "no U-Boot banner on the console".into()
        })?;
    }
    let b = find(&ev, "boot")?;
    ensure(b.get("board") == Some(board.name), || {
        format!("board {:?}", b.get("board"))
    })?;
    ensure(b.num("midr").is_some_and(|m| m >> 24 == 0x41), || {
        format!("midr {:?}", b.get("midr"))
    })?;
    ensure(b.num("ram_bytes") == Some(128 << 20), || {
        format!("ram {:?}", b.get("ram_bytes"))
    })?;
    ensure(
        b.get("bootargs")
            .is_some_and(|a| a.contains("console=ttyAMA0")),
        || format!("bootargs {:?}", b.get("bootargs")),
    )?;
    let c = find(&ev, "cpu")?;
    for k in ["mmu", "dcache", "icache", "branch_prediction", "vfp"] {
        ensure(c.flag(k) == Some(true), || format!("{k} is {:?}", c.get(k)))?;
    }
    // The image is hard-float and the VM runs with Java's IEEE modes (FZ and DN clear).
    ensure(c.get("float_abi") == Some("hard"), || {
        format!("float_abi {:?}", c.get("float_abi"))
    })?;
    ensure(c.num("fpscr") == Some(0), || {
        format!("fpscr {:?}", c.get("fpscr"))
    })?;
    ensure(c.get("isa") == Some("thumb2"), || {
        format!("isa {:?}", c.get("isa"))
    })?;
    let ready = find(&ev, "ready")?;
    if board.name == "qemu-realview-a8" {
        // QEMU's A8 PMU stands still; the board must not claim counts.
        ensure(b.get("cpu") == Some("Cortex-A8"), || {
            format!("cpu {:?}", b.get("cpu"))
        })?;
        ensure(b.get("params") == Some("ATAGS"), || {
            format!("boot parameters {:?}", b.get("params"))
        })?;
        ensure(ready.num("boot_cycles") == Some(0), || {
            "the A8 model's PMU counted: update the board's claim".into()
        })?;
    } else {
        ensure(ready.num("boot_cycles").is_some_and(|c| c > 0), || {
            "boot_cycles is zero: the PMU did not count".into()
        })?;
    }
    ensure(
        !r.items.iter().any(|i| matches!(i, Item::Malformed { .. })),
        || "malformed frames in a clean run".into(),
    )?;
    Ok(())
}

fn check_fault(r: &RunResult, board: &image::Board, kind: &str, status_has: &str) -> Result<()> {
    let ev = r.events();
    let (code, note) = r.status();
    ensure(code == 3, || {
        format!("expected exit status 3 for a CPU fault, got {note}")
    })?;
    let f = find(&ev, "fault")?;
    ensure(f.get("kind") == Some(kind), || {
        format!("fault kind {:?}", f.get("kind"))
    })?;
    ensure(
        f.get("status").is_some_and(|s| s.contains(status_has)),
        || format!("fault status {:?}", f.get("status")),
    )?;
    ensure(
        f.num("pc").is_some_and(|pc| {
            // In the image (linked at the load address), or the self-test's unmapped
            // jump target.
            let image = u64::from(board.load_addr)..u64::from(board.load_addr) + (60 << 20);
            image.contains(&pc) || pc == 0xF000_0000
        }),
        || format!("pc {:?}", f.get("pc")),
    )?;
    ensure(f.get("mode").is_some_and(|m| m != "invalid"), || {
        "mode not decoded".into()
    })?;
    find(&ev, "regs")?;
    let rep = dexmetal_decoder::report::render(&ev);
    ensure(rep.contains("CPU FAULT"), || {
        "report lacks the fault".into()
    })
}

/// Flips, drops and injects bytes in a real capture: the decoder must never panic,
/// must report the damage, and must still decode the frames after it.
fn check_decoder_robust(raw: &[u8], tel: &Telemetry) -> Result<()> {
    let clean: Vec<Item> = {
        let mut d = tel.decoder();
        let mut v = d.feed(raw);
        v.extend(d.finish());
        v
    };
    let clean_events = clean.iter().filter(|i| matches!(i, Item::Event(_))).count();
    ensure(clean_events >= 5, || {
        format!("only {clean_events} events in the clean capture")
    })?;
    let marker = raw
        .windows(5)
        .position(|w| w == b"dexme")
        .context("no marker in capture")?;
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut malformed_seen = 0;
    for round in 0..300 {
        let mut bad = raw.to_vec();
        let body_start = marker + 40;
        for _ in 0..(1 + round % 4) {
            // Against the current length: earlier edits of this round may have removed bytes.
            let at = body_start + (next() as usize) % (bad.len() - body_start);
            match next() % 3 {
                0 => bad[at] ^= 1 << (next() % 8),
                1 => {
                    bad.remove(at);
                }
                _ => bad.insert(at, next() as u8),
            }
        }
        // Random chunking exercises frames split across reads.
        let mut d = tel.decoder();
        let mut items = Vec::new();
        let mut rest = &bad[..];
        while !rest.is_empty() {
            let n = 1 + (next() as usize % 64).min(rest.len() - 1);
            items.extend(d.feed(&rest[..n]));
            rest = &rest[n..];
        }
        items.extend(d.finish());
        malformed_seen += items
            .iter()
            .filter(|i| matches!(i, Item::Malformed { .. }))
            .count();
        let events = items.iter().filter(|i| matches!(i, Item::Event(_))).count();
        ensure(events + 4 >= clean_events.saturating_sub(4), || {
            format!("round {round}: only {events} of {clean_events} events survived")
        })?;
    }
    ensure(malformed_seen > 0, || {
        "300 corrupted streams and not one malformed frame reported".into()
    })?;
    // Truncation in the middle of a frame is reported, not swallowed.
    let mut d = tel.decoder();
    let cut = raw.len() - 3;
    let mut items = d.feed(&raw[..cut]);
    items.extend(d.finish());
    ensure(
        items.iter().any(|i| matches!(i, Item::Malformed { .. })),
        || "truncated stream not reported".into(),
    )
}

/// The hard-float build shows in the interpreter's code: its float and double handlers
/// are VFP instructions, and nothing in the image calls the soft-float arithmetic
/// routines. (Only float/double to long keeps a library call: the VFP has no 64-bit
/// integer conversion.) The image is Thumb-2: the interpreter dispatches with `tbh`.
fn float_handlers_use_vfp(elf: &std::path::Path) -> Result<()> {
    let out = Command::new(crate::toolchain::objdump()?)
        .args(["-d", "--demangle", "--no-show-raw-insn"])
        .arg(elf)
        .output()
        .context("running llvm-objdump")?;
    ensure(out.status.success(), || {
        format!(
            "llvm-objdump failed: {}",
            String::from_utf8_lossy(&out.stderr)
        )
    })?;
    let text = String::from_utf8_lossy(&out.stdout);
    let mut in_interp = false;
    let mut seen = std::collections::BTreeSet::new();
    let mut soft_calls = Vec::new();
    let mut table_jumps = 0;
    for line in text.lines() {
        if line.ends_with(">:") {
            in_interp = line.contains("run_mode");
            continue;
        }
        let mut words = line.split_whitespace().skip(1);
        let (Some(op), args) = (words.next(), words.collect::<Vec<_>>().join(" ")) else {
            continue;
        };
        if in_interp && op.starts_with('v') && (op.ends_with(".f64") || op.ends_with(".f32")) {
            seen.insert(op.to_string());
        }
        if in_interp && op == "tbh" {
            table_jumps += 1;
        }
        let soft = ["add", "sub", "mul", "div", "cmp"].iter().any(|f| {
            args.contains(&format!("<__aeabi_d{f}")) || args.contains(&format!("<__aeabi_f{f}"))
        });
        if op.starts_with("bl") && soft {
            soft_calls.push(line.trim().to_string());
        }
    }
    let want = [
        "vadd.f64", "vsub.f64", "vmul.f64", "vdiv.f64", "vadd.f32", "vsub.f32", "vmul.f32",
        "vdiv.f32",
    ];
    let missing: Vec<_> = want.iter().filter(|w| !seen.contains(**w)).collect();
    ensure(missing.is_empty(), || {
        format!("the interpreter (run_mode) has no {missing:?}; it has {seen:?}")
    })?;
    ensure(table_jumps > 0, || {
        "the interpreter (run_mode) has no `tbh`: the image is not Thumb-2".into()
    })?;
    ensure(soft_calls.is_empty(), || {
        format!(
            "{} soft-float calls, e.g. {}",
            soft_calls.len(),
            soft_calls.first().map(String::as_str).unwrap_or("")
        )
    })
}

fn cargo(args: &[&str], verbose: bool) -> Result<bool> {
    let mut c = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    c.current_dir(image::workspace_root()).args(args);
    if verbose {
        eprintln!("+ {c:?}");
    }
    Ok(c.status().context("running cargo")?.success())
}

/// `cargo xtask test --miri`: the interpreter's unsafe code (the only `unsafe` in the
/// VM) under Miri, on the programs tests/conformance/MIRI lists
/// (vm/tests/miri_programs.rs). Miri cannot start smali, so the cases are assembled here
/// first.
pub fn miri(verbose: bool) -> Result<i32> {
    let started = Instant::now();
    let root = image::workspace_root().join("tests/conformance");
    let list =
        std::fs::read_to_string(root.join("MIRI")).context("reading tests/conformance/MIRI")?;
    for case in list
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        dexmetal_tools::case::assemble_cached(&root.join(case)).map_err(anyhow::Error::msg)?;
    }
    let mut t = Tally::new();
    let mut run = |name: &str, args: &[&str]| -> Result<()> {
        println!("== {name} (cargo miri test {}) ==", args.join(" "));
        let mut c = crate::toolchain::miri("test");
        c.args(args);
        if verbose {
            eprintln!("+ {c:?}");
        }
        let ok = c.status().context("running cargo miri")?.success();
        t.check(
            name,
            if ok {
                Ok(())
            } else {
                Err(anyhow::anyhow!("cargo miri test {} failed", args.join(" ")))
            },
        );
        Ok(())
    };
    run(
        "miri-conformance-subset",
        &["-p", "dexmetal-vm", "--test", "miri_programs"],
    )?;
    println!(
        "xtask: {} passed, {} failed in {} s (Miri)",
        t.passed,
        t.failed.len(),
        started.elapsed().as_secs()
    );
    Ok(if t.failed.is_empty() { 0 } else { 1 })
}

pub fn all(verbose: bool, skip_host: bool) -> Result<i32> {
    let started = Instant::now();
    let mut t = Tally::new();
    if !skip_host {
        t.group("host: unit tests, no_std cross builds, board crates");
        // The board binaries and the runtime they link are bare-metal only.
        // dexmetal-fuzzing builds the VM with its bytecode budget; it runs on its own below,
        // so the other crates test the VM as it ships.
        let mut args = vec![
            "test",
            "--workspace",
            "--exclude",
            "dexmetal-runtime",
            "--exclude",
            "dexmetal-fuzzing",
        ];
        for b in image::boards() {
            args.extend(["--exclude", b.package]);
        }
        let ok = cargo(&args, verbose)?;
        t.check(
            "host-unit-tests",
            if ok {
                Ok(())
            } else {
                Err(anyhow::anyhow!("cargo test failed"))
            },
        );
        let ok = cargo(
            &[
                "build",
                "-p",
                "dexmetal-vm",
                "-p",
                "dexmetal-hal",
                "-p",
                "dexmetal-sched",
                "-p",
                "dexmetal-sensors",
                "-p",
                "dexmetal-chip-arm",
                "--target",
                "armv7a-none-eabi",
            ],
            verbose,
        )?;
        t.check(
            "no-std-crates-build-for-armv7a",
            if ok {
                Ok(())
            } else {
                Err(anyhow::anyhow!("cross build failed"))
            },
        );
        // Every board crate links into an image, whether or not QEMU can boot it.
        let mut c = crate::toolchain::cargo("build");
        c.arg("--release");
        for b in image::boards() {
            c.args(["-p", b.package]);
        }
        if verbose {
            eprintln!("+ {c:?}");
        }
        let ok = c.status().context("running cargo")?.success();
        t.check(
            "every-board-crate-builds",
            if ok {
                Ok(())
            } else {
                Err(anyhow::anyhow!("building the board crates failed"))
            },
        );
    }

    t.group("images and fuzz targets: replay tests and a libFuzzer build");
    let images = image::build(image::qemu_virt(), verbose)?;
    let tel = Telemetry::from_elf(&std::fs::read(&images.elf)?)?;

    t.check("fuzz-replay-tests", {
        let mut c = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
        c.current_dir(image::workspace_root())
            .args(["test", "-p", "dexmetal-fuzzing"])
            .env("DEXMETAL_FUZZ_ELF", &images.elf);
        if verbose {
            eprintln!("+ {c:?}");
        }
        match c.status() {
            Ok(st) if st.success() => Ok(()),
            Ok(st) => Err(anyhow::anyhow!("cargo test -p dexmetal-fuzzing: {st}")),
            Err(e) => Err(e.into()),
        }
    });
    t.check(
        "fuzz-targets-build-and-run-their-seeds",
        crate::fuzz::smoke(&images, verbose),
    );

    t.group("qemu-virt: boot, faults, telemetry, threads, governors, Dimmunix, board natives");
    let virt = Target {
        board: image::qemu_virt(),
        images: &images,
        tel: &tel,
        verbose,
    };
    t.check(
        "float-handlers-use-the-vfp",
        float_handlers_use_vfp(&images.elf),
    );
    let b = |how: Boot, args: &str, secs| virt.boot(how, args, secs);

    let via_bootz = b(Boot::Bootz, "", 60);
    let raw = via_bootz
        .as_ref()
        .map(|r| r.raw.clone())
        .unwrap_or_default();
    t.check(
        "qemu-boot-uboot-bootz",
        via_bootz.and_then(|r| check_clean_boot(&r, virt.board, true)),
    );
    t.check(
        "qemu-boot-uboot-bootm",
        b(Boot::Bootm, "", 60).and_then(|r| check_clean_boot(&r, virt.board, true)),
    );
    core_boot_tests(&mut t, virt);
    t.check(
        "qemu-telemetry-full-ring-drops-whole-frames",
        b(Boot::Direct, &self_test(SelfTest::TelemetryFlood), 60).and_then(|r| check_flood(&r)),
    );
    t.check(
        "decoder-survives-corrupted-stream",
        check_decoder_robust(&raw, &tel),
    );
    self_test_threads(&mut t, virt);
    smp_virt(&mut t, virt);
    t.check("qemu-demo-app-via-uboot", demo_app(&images, &tel, verbose));
    t.check(
        "qemu-profile-demo-under-icount-is-repeatable-and-names-the-hot-method",
        profile_demo_icount(virt),
    );
    t.check(
        "qemu-profile-demo-on-the-pmu-overflow-interrupt",
        profile_demo_pmu(virt),
    );
    t.check(
        "qemu-android-trace-sections-are-trace-events-when-profiled",
        android_trace_events(&images, &tel, verbose),
    );
    t.check(
        "monitor-serial-decodes-a-run-through-a-pty",
        monitor_through_pty(virt),
    );
    t.check(
        "qemu-cycles-are-64-bit-past-2^33",
        cycles_past_2_33(&images, &tel),
    );
    t.check(
        "qemu-governor-ondemand-follows-load",
        governor_ondemand(&images, &tel),
    );
    t.check(
        "qemu-governor-gc-aware-switches-at-gc-phases",
        governor_gc_aware(&images, &tel),
    );
    dimmunix_boots(&mut t, &images, &tel, verbose);
    let board_app = crate::app::sdk_app_dex("board");
    let board_dex = || board_app.as_ref().map_err(|e| anyhow::anyhow!("{e:#}"));
    let performance = board_dex().and_then(|dex| board_natives_on_virt(virt, dex, ""));
    let performance_khz = performance.as_ref().map(|f| f.khz).ok();
    t.check(
        "qemu-board-natives-match-telemetry",
        performance.map(|_| ()),
    );
    t.check(
        "qemu-board-natives-follow-the-powersave-governor",
        board_dex().and_then(|dex| {
            let f = board_natives_on_virt(virt, dex, "dexmetal.governor=powersave")?;
            let fast = performance_khz.context("no OPP from the default governor's run")?;
            ensure(f.khz < fast, || {
                format!("powersave at {} kHz, the default at {fast} kHz", f.khz)
            })
        }),
    );
    t.check(
        "qemu-bad-payload-is-rejected",
        boot_with_initrd(&images, &tel, b"ELF\x7f garbage that is no DEX", verbose).and_then(|r| {
            let (code, note) = r.status();
            let err = String::from_utf8_lossy(&r.app_output(2)).to_string();
            ensure(code == 1 && err.contains("boot payload"), || {
                format!("{note}; stderr {err:?}")
            })
        }),
    );

    t.group("qemu-realview-a8: the BeagleBoard's Cortex-A8");
    let a8_board = image::board("qemu-realview-a8")?;
    let a8_images = image::build(a8_board, verbose)?;
    let a8_tel = Telemetry::from_elf(&std::fs::read(&a8_images.elf)?)?;
    let a8 = Target {
        board: a8_board,
        images: &a8_images,
        tel: &a8_tel,
        verbose,
    };
    core_boot_tests(&mut t, a8);
    self_test_threads(&mut t, a8);
    t.check(
        "qemu-realview-a8-demo-app-reports-no-cycles",
        a8_demo_app(a8),
    );
    t.check(
        "qemu-realview-a8-profile-says-it-has-no-sampling-source",
        a8_profile_none(a8),
    );
    t.check(
        "qemu-realview-a8-asked-for-two-cores-runs-on-one-and-says-so",
        a8_cores_fallback(a8),
    );
    t.check(
        "qemu-realview-a8-board-natives-say-none",
        board_dex().and_then(|dex| board_natives_on_a8(a8, dex)),
    );

    t.group("boards without QEMU: images and tools");
    t.check("beagleboard-sd-card-files", beagleboard_sd_card(verbose));
    t.check("openocd-beagleboard-config-parses", openocd_config_parses());
    t.check("dragonboard-boot-img-fields", dragonboard_boot_img(verbose));

    t.group("conformance: opcode coverage, every case's expected files against the JVM");
    let root = image::workspace_root().join("tests/conformance");
    t.check(
        "conformance-opcode-coverage",
        conformance::opcode_coverage(&root)
            .map_err(|e| anyhow::anyhow!(e))
            .and_then(|rep| {
                let missing: Vec<String> = rep
                    .missing
                    .iter()
                    .map(|(op, n)| format!("{op:#04x} {n}"))
                    .collect();
                ensure(missing.is_empty(), || {
                    format!("DEX 035 opcodes with no case: {}", missing.join(", "))
                })
            }),
    );
    t.check(
        "conformance-expected-files-match-the-jvm",
        conformance::expected_files_match_the_jvm(&root).map_err(|e| anyhow::anyhow!(e)),
    );
    t.group("thread apps, host GC stress and churn, qemu-virt GC stress");
    let mut cases = (0usize, 0usize);
    if cargo(
        &["build", "--release", "--quiet", "-p", "dexmetal-cli"],
        verbose,
    )? {
        let bin = image::target_dir().join("release/dexmetal");
        let runner = vec![
            bin.display().to_string(),
            "run".into(),
            "--main".into(),
            "Main".into(),
        ];
        thread_apps(&mut t, &[virt, a8], &bin);
        t.check(
            "host-board-natives-report-the-host",
            board_dex().and_then(|dex| board_natives_on_host(&bin, dex)),
        );
        let mut stressed = 0;
        for (v, p) in gc_configs() {
            let n = gc_stress(&bin, v, p);
            stressed += n.as_ref().map_or(0, |n| *n);
            t.check(
                &format!("host-gc-stress-verified-{}", config_name(v, p)),
                n.map(|_| ()),
            );
        }
        t.check(
            "host-gc-stress-verified-total",
            ensure(stressed >= 10_000, || {
                format!("only {stressed} verified collections across the variants")
            }),
        );
        for v in GcVariant::ALL {
            t.check(
                &format!("host-gc-churn-300mb-in-16mb-{}", v.name()),
                churn_footprint(&bin, v),
            );
        }
        for (v, p) in gc_configs() {
            t.check(
                &format!("qemu-gc-stress-verified-{}", config_name(v, p)),
                qemu_gc_stress(virt, v, p),
            );
        }
        t.check(
            "qemu-churn-adaptive-no-wait-mmu-and-share-past-2^32-cycles",
            qemu_churn_adaptive(virt),
        );
        t.check(
            "qemu-unknown-gc-bootargs-are-reported",
            qemu_unknown_gc_names(virt),
        );
        // The whole suite under every collector (the concurrent ones under both
        // pacings) with every reference checked after every collection; on the board,
        // the `qemu` subset.
        t.group("conformance on the host: every case under every collector");
        for (v, p) in gc_configs() {
            let opts = conformance::SuiteOptions {
                extra_args: gc_args(v, p),
                ..Default::default()
            };
            let started = Instant::now();
            let host = conformance::run_suite_with(&root, &runner, &opts);
            let name = format!("conformance-host-gc-{}", config_name(v, p));
            count_suite(&mut t, &mut cases, &name, host, started);
        }
        // The collector on a thread of its own (`--cores 2`): the concurrent variants,
        // each reference checked after every collection.
        t.group("conformance on the host, the collector on a second thread");
        for v in [GcVariant::Cms, GcVariant::GenCms, GcVariant::Bg] {
            let mut extra_args = gc_args(v, GcPacing::Dalvik);
            extra_args.extend(["--cores".into(), "2".into()]);
            let opts = conformance::SuiteOptions {
                extra_args,
                ..Default::default()
            };
            let started = Instant::now();
            let host = conformance::run_suite_with(&root, &runner, &opts);
            let name = format!("conformance-host-two-cores-gc-{}", v.name());
            count_suite(&mut t, &mut cases, &name, host, started);
        }
        t.check(
            "host-two-cores-soak-10000-collections-heap-verified",
            two_core_soak(&bin),
        );
        let exe = std::env::current_exe()?.display().to_string();
        // Hang guards, not speed limits: gc-string-concat runs 57G guest instructions,
        // 26 s of TCG on an idle machine, 52 s on the A8 with the heap verified and the
        // machine busy, and over 85 s with both cores loaded three deep. qemu-exec's own
        // limit sits just under the suite's, so the suite reports the cut-off.
        let qemu_exec = |extra: &[&str]| -> Vec<String> {
            let mut v = vec![
                exe.clone(),
                "qemu-exec".into(),
                "--timeout".into(),
                "230".into(),
            ];
            v.extend(extra.iter().map(|s| s.to_string()));
            v
        };
        t.group("conformance on qemu-virt");
        for (i, (v, p)) in gc_configs().enumerate() {
            let opts = conformance::SuiteOptions {
                qemu_only: true,
                timeout: Duration::from_secs(240),
                extra_args: gc_args(v, p),
                // The default collector runs the whole on-target subset; the others its
                // collector-dependent part (see `depends_on_the_collector`).
                only: (i > 0).then_some(depends_on_the_collector as fn(&str) -> bool),
                ..Default::default()
            };
            let started = Instant::now();
            let on_target = conformance::run_suite_with(&root, &qemu_exec(&[]), &opts);
            let name = format!("conformance-qemu-virt-gc-{}", config_name(v, p));
            count_suite(&mut t, &mut cases, &name, on_target, started);
        }
        // Two cores: the collector's concurrent phases on core 1, the whole subset.
        let opts = conformance::SuiteOptions {
            qemu_only: true,
            timeout: Duration::from_secs(240),
            extra_args: gc_args(GcVariant::Cms, GcPacing::Dalvik),
            ..Default::default()
        };
        let started = Instant::now();
        let two = conformance::run_suite_with(&root, &qemu_exec(&["--cores", "2"]), &opts);
        count_suite(
            &mut t,
            &mut cases,
            "conformance-qemu-virt-two-cores-gc-cms",
            two,
            started,
        );
        t.group("conformance on qemu-realview-a8");
        // The Cortex-A8: the subset once, under the default collector, heap verified.
        let opts = conformance::SuiteOptions {
            qemu_only: true,
            timeout: Duration::from_secs(240),
            extra_args: vec!["--verify-heap".into()],
            ..Default::default()
        };
        let started = Instant::now();
        let on_a8 =
            conformance::run_suite_with(&root, &qemu_exec(&["--board", a8.board.name]), &opts);
        count_suite(
            &mut t,
            &mut cases,
            "conformance-qemu-realview-a8",
            on_a8,
            started,
        );
    } else {
        t.check(
            "conformance-host",
            Err(anyhow::anyhow!("building the dexmetal CLI failed")),
        );
    }

    print!("{}", t.timing_table(Instant::now()));
    let failed = t.failed.len() + cases.1;
    println!(
        "\nxtask: {} passed, {} failed in {} s",
        t.passed as usize + cases.0,
        failed,
        started.elapsed().as_secs()
    );
    if failed > 0 {
        println!("failed: {}", t.failed.join(", "));
        return Ok(1);
    }
    Ok(0)
}

/// The GC cases the host stress test runs: allocation churn (single- and
/// multi-threaded), out-of-memory recovery, reference clearing, finalization, and a
/// 2^19-node live tree (the one case whose live set is a deep reference graph, so the
/// only one where a missed card or mark bit would leave a dangling reference).
const STRESS_CASES: [&str; 7] = [
    "gc-churn",
    "gc-threads-churn",
    "gc-oom-catchable",
    "gc-weakref",
    "gc-softref",
    "gc-finalize-free",
    "gc-binary-trees",
];

/// The `dalvik.vm.heapminfree`/`heapmaxfree` window each variant is stressed with:
/// frequent collections, but not one per allocation. `fg` collects at the soft limit,
/// so a 16-32 KiB window means a collection every few arrays. The daemon variants start
/// a cycle at concurrentStartBytes = softLimit - 128 KiB (Dalvik's rule): a window
/// under 128 KiB puts that below the live size and `cms`, `gencms` and `stw` would
/// collect continuously, so theirs is 136-160 KiB (a cycle every 8-32 KiB of
/// allocation). `bg` never collects on a mutator (an allocation over the soft limit is
/// forced), so its pace is the daemon's own (about 2,000 cycles in gc-churn with any
/// window up to 128 KiB, fewer above): a window under 128 KiB keeps the daemon requested.
/// The heap starts at 256 KiB.
fn stress_window(v: GcVariant) -> BootConfig {
    let (min, max) = match v {
        GcVariant::Fg => (16, 32),
        GcVariant::Bg => (64, 96),
        GcVariant::Cms | GcVariant::GenCms | GcVariant::Stw => (136, 160),
    };
    BootConfig {
        heap_start_size: Some(256 << 10),
        heap_min_free: Some(min << 10),
        heap_max_free: Some(max << 10),
        ..BootConfig::default()
    }
}

/// Whether a `--verbose-gc` line reports two pauses (`paused Xms+Yms`): a concurrent
/// cycle's root mark and remark. Stop-the-world collections report one.
fn two_pauses(line: &str) -> bool {
    line.split_once("paused ")
        .and_then(|(_, rest)| rest.split(',').next())
        .is_some_and(|p| p.contains("ms+"))
}

/// The collector under stress with the verification mode on, for one variant: the GC
/// cases of the conformance suite in the variant's tight window ([`stress_window`]),
/// each output still exact, no verification error, at least 2,000 collections in all,
/// and concurrent cycles (two pauses) exactly when the variant has them, so a silent
/// fallback to stop-the-world cannot pass. Returns the number of collections.
fn gc_stress(bin: &std::path::Path, v: GcVariant, p: GcPacing) -> Result<usize> {
    let root = image::workspace_root().join("tests/conformance");
    let window = stress_window(v).to_command_line();
    let mut total = 0usize;
    let mut concurrent = 0usize;
    let mut report = Vec::new();
    for case in STRESS_CASES {
        let dir = root.join(case);
        let dex = dexmetal_tools::case::assemble_cached(&dir).map_err(|e| anyhow::anyhow!(e))?;
        let heap = std::fs::read_to_string(dir.join("heap")).unwrap_or_else(|_| "16m".into());
        let mut cmd = Command::new(bin);
        cmd.args(["run", "--gc", v.name(), "--gc-pacing", p.name()])
            .args(["--verify-heap", "--verbose-gc"])
            .args(["--heapsize", heap.trim()]);
        for prop in window.split_ascii_whitespace() {
            cmd.args(["--prop", prop]);
        }
        cmd.arg(&dex);
        // gc-binary-trees takes about 35 s under `fg` and `stw` (3,000 verified
        // collections of a 12 MB live tree).
        let (out, took) = conformance::run_timed(&mut cmd, Duration::from_secs(300))
            .map_err(|e| anyhow::anyhow!(e))?;
        let out = out.with_context(|| format!("{case}: timed out after {took:?}"))?;
        let err = &out.stderr;
        ensure(!err.contains("heap verification failed"), || {
            let line = err.lines().find(|l| l.contains("heap verification failed"));
            format!("{case}: {}", line.unwrap_or_default())
        })?;
        let want = std::fs::read_to_string(dir.join("expected.txt"))?;
        ensure(out.stdout == want && out.exit == 0, || {
            format!(
                "{case}: output or status differs under GC stress (exit {}; stderr tail {:?})",
                out.exit,
                err.lines().rev().take(3).collect::<Vec<_>>()
            )
        })?;
        let lines: Vec<&str> = err
            .lines()
            .filter(|l| l.starts_with("D/dalvikvm: GC_"))
            .collect();
        let two = lines.iter().filter(|l| two_pauses(l)).count();
        report.push(format!("{case} {} ({two} concurrent)", lines.len()));
        total += lines.len();
        concurrent += two;
    }
    println!(
        "    {}: {total} verified collections ({window}): {}",
        config_name(v, p),
        report.join(", ")
    );
    ensure(total >= 2_000, || {
        format!("only {total} verified collections: {}", report.join(", "))
    })?;
    if v.concurrent() {
        // Most daemon cycles are concurrent (the rest are GC_FOR_ALLOC and explicit).
        ensure(concurrent * 10 >= total, || {
            format!("only {concurrent} of {total} collections had a concurrent cycle's two pauses")
        })?;
    } else {
        ensure(concurrent == 0, || {
            format!("{concurrent} collections of a stop-the-world variant had two pauses")
        })?;
    }
    Ok(total)
}

/// The largest heap footprint (`M` of the `N% free NK/MK` part) in `--verbose-gc`
/// lines, in KiB, and how many lines carried one.
fn max_footprint_kib(stderr: &str) -> (u64, usize) {
    let mut max = 0;
    let mut n = 0;
    for l in stderr.lines().filter(|l| l.starts_with("D/dalvikvm: GC_")) {
        let Some((_, rest)) = l.split_once("% free ") else {
            continue;
        };
        let sizes = rest.split(',').next().unwrap_or_default();
        let footprint = sizes
            .split_once('/')
            .and_then(|(_, m)| m.strip_suffix('K'))
            .and_then(|m| m.parse::<u64>().ok());
        if let Some(f) = footprint {
            max = max.max(f);
            n += 1;
        }
    }
    (max, n)
}

/// Issue 5's first "done when" on the host: gc-churn (75,000 int[1024] arrays, about
/// 300 MB, through a ring that keeps about 4 MiB live) under a 16 MiB heap with the
/// stock heap properties, output exact, and no collection reporting a footprint over
/// 16 MiB. The live ring must show in the footprint, so a log the parser misreads
/// cannot pass.
fn churn_footprint(bin: &std::path::Path, v: GcVariant) -> Result<()> {
    let dir = image::workspace_root().join("tests/conformance/gc-churn");
    let dex = dexmetal_tools::case::assemble_cached(&dir).map_err(|e| anyhow::anyhow!(e))?;
    let mut cmd = Command::new(bin);
    cmd.args(["run", "--gc", v.name(), "--verbose-gc", "--heapsize", "16m"])
        .arg(&dex);
    let (out, took) = conformance::run_timed(&mut cmd, Duration::from_secs(120))
        .map_err(|e| anyhow::anyhow!(e))?;
    let out = out.with_context(|| format!("timed out after {took:?}"))?;
    let want = std::fs::read_to_string(dir.join("expected.txt"))?;
    ensure(out.stdout == want && out.exit == 0, || {
        format!("output or status differs (exit {})", out.exit)
    })?;
    let (max, n) = max_footprint_kib(&out.stderr);
    println!("    {}: {n} collections, max footprint {max}K", v.name());
    ensure(n > 0, || "no collection reported a footprint".into())?;
    ensure((4 << 10..=16 << 10).contains(&max), || {
        format!("max footprint {max}K, want 4096K..=16384K")
    })
}

/// Issue 17 on the board, deterministic under `-icount`: the churn (tests/bench/gc/churn,
/// 800,000 iterations through ~3.4 MB live, default heap) under `cms` with the adaptive
/// pacer prints what the JVM prints, no mutator waits for a cycle, MMU(10 ms) is at least
/// 0.5, and the run's 5.6e9 cycles (past 2^32) give a GC share equal to its counts, under
/// 100%, in the report as in the summary.
fn qemu_churn_adaptive(target: Target<'_>) -> Result<()> {
    let dex = crate::app::assemble(&image::workspace_root().join("tests/bench/gc/churn"))?;
    let args = ["800000".to_string(), "40000".to_string()];
    let r = crate::bench_target::icount_run(
        target.images,
        target.tel,
        &dex,
        &args,
        "itest-churn",
        |o| {
            let adaptive = BootConfig {
                gc: GcVariant::Cms,
                gc_pacing: GcPacing::Adaptive,
                ..BootConfig::default()
            };
            o.bootargs = adaptive.to_command_line();
            o.timeout = Duration::from_secs(300);
        },
    )?;
    // `java Main 800000 40000` on tests/bench/gc/churn/Main.java.
    let out = String::from_utf8_lossy(&r.app_output(1)).to_string();
    ensure(out == "churn 800000 hash -97160832\n", || {
        format!("printed {out:?}")
    })?;
    let ev = r.events();
    let st = dexmetal_decoder::GcStats::from_events(&ev);
    let app_cycles = find(&ev, "app_end")?.num("cycles").unwrap_or(0);
    let gc_cycles: u64 = ev
        .iter()
        .filter(|e| e.kind == "gc")
        .filter_map(|e| e.num("gc_cycles"))
        .sum();
    let wait = st.pauses_of("wait");
    let mmu = st.mmu_at_ms(10).unwrap_or(0.0);
    println!(
        "    {} collections ({}), {} us paused, max {} us, wait {} us, MMU(10 ms) {mmu:.3}, share {:.1}% of {app_cycles} cycles",
        st.collections(),
        st.pacing,
        st.pauses.total_ns / 1000,
        st.pauses.max_ns / 1000,
        wait.total_ns / 1000,
        100.0 * st.gc_cpu_share
    );
    ensure(st.pacing == "adaptive" && st.collections() >= 20, || {
        format!(
            "{} collections under {:?} pacing",
            st.collections(),
            st.pacing
        )
    })?;
    ensure(wait.count == 0, || {
        format!("{} waits, {} us", wait.count, wait.total_ns / 1000)
    })?;
    ensure(mmu >= 0.5, || format!("MMU(10 ms) {mmu:.3}"))?;
    ensure(app_cycles > 1 << 32, || format!("only {app_cycles} cycles"))?;
    let share = gc_cycles as f64 / app_cycles as f64;
    ensure(
        st.share_from_cycles && share < 1.0 && (st.gc_cpu_share - share).abs() < 1e-9,
        || format!("share {} from {gc_cycles} / {app_cycles}", st.gc_cpu_share),
    )?;
    let text = report::render(&ev);
    let line = format!("gc share      {:.1}% of the app's cycles", 100.0 * share);
    ensure(text.contains(&line), || format!("no {line:?} in:\n{text}"))
}

/// An unknown collector or pacing on the command line is reported in a `log` event and
/// the default (cms, dalvik) runs: the run still succeeds.
fn qemu_unknown_gc_names(target: Target<'_>) -> Result<()> {
    let dir = image::workspace_root().join("tests/conformance/arith-int-binop");
    let dex = dexmetal_tools::case::assemble_cached(&dir).map_err(|e| anyhow::anyhow!(e))?;
    let r = run_dex(target, &dex, "dexmetal.gc=g1 dexmetal.gc.pacing=go", 128)?;
    let (code, note) = r.status();
    ensure(code == 0, || note.clone())?;
    let ev = r.events();
    let logs: Vec<&str> = ev
        .iter()
        .filter(|e| e.kind == "log")
        .filter_map(|e| e.get("message"))
        .collect();
    for want in [
        "dexmetal.gc=g1: unknown collector (expected cms, fg, bg, gencms or stw); using cms",
        "dexmetal.gc.pacing=go: unknown pacing (expected dalvik or adaptive); using dalvik",
    ] {
        ensure(logs.contains(&want), || format!("no {want:?} in {logs:?}"))?;
    }
    let app = find(&ev, "app")?;
    ensure(
        app.get("gc") == Some("cms") && app.get("gc_pacing") == Some("dalvik"),
        || format!("app event: {}", app.message),
    )
}

/// The stress check on qemu-virt for one variant: gc-churn in the variant's stress
/// window with the board's heap verification on, output exact, and the telemetry's
/// `gc` events those of the variant: GC_CONCURRENT (daemon) cycles for every variant
/// with a daemon, none under `fg`, and concurrent ones exactly for the concurrent
/// variants.
fn qemu_gc_stress(target: Target<'_>, v: GcVariant, p: GcPacing) -> Result<()> {
    let dir = image::workspace_root().join("tests/conformance/gc-churn");
    let dex = dexmetal_tools::case::assemble_cached(&dir).map_err(|e| anyhow::anyhow!(e))?;
    let boot = BootConfig {
        heap_size: Some(16 << 20),
        gc: v,
        gc_pacing: p,
        gc_verify: true,
        ..stress_window(v)
    };
    let r = run_dex(target, &dex, &boot.to_command_line(), 128)?;
    let (code, note) = r.status();
    let err = String::from_utf8_lossy(&r.app_output(2)).to_string();
    ensure(!err.contains("heap verification failed"), || {
        format!("{}: {}", note, err.trim_end())
    })?;
    let want = std::fs::read(dir.join("expected.txt"))?;
    ensure(code == 0 && r.app_output(1) == want, || {
        format!(
            "{note}; output {:?}; stderr {:?}",
            String::from_utf8_lossy(&r.app_output(1)),
            err
        )
    })?;
    let ev = r.events();
    let app = find(&ev, "app")?;
    ensure(
        app.get("gc") == Some(v.name()) && app.get("gc_pacing") == Some(p.name()),
        || format!("app event: {}", app.message),
    )?;
    let gcs: Vec<&Event> = ev.iter().filter(|e| e.kind == "gc").collect();
    let daemon = gcs
        .iter()
        .filter(|e| e.get("kind") == Some("GC_CONCURRENT"))
        .count();
    let concurrent = gcs
        .iter()
        .filter(|e| e.flag("concurrent") == Some(true))
        .count();
    println!(
        "    {}: {} gc events, {daemon} GC_CONCURRENT, {concurrent} concurrent",
        config_name(v, p),
        gcs.len()
    );
    ensure(gcs.len() >= 100, || format!("only {} gc events", gcs.len()))?;
    ensure(
        gcs.iter().all(|e| e.get("variant") == Some(v.name())),
        || "a gc event names another variant".into(),
    )?;
    // The report shows collections as Dalvik's logcat lines, like `--verbose-gc`.
    let text = report::render(&ev);
    let logcat = text
        .lines()
        .filter(|l| {
            l.trim_start().starts_with("D/dalvikvm: GC_")
                && l.contains(" freed ")
                && l.contains("% free ")
                && l.contains(", paused ")
                && l.contains(", total ")
        })
        .count();
    ensure(logcat == 16 && text.contains(" more collections)"), || {
        format!("{logcat} logcat lines in the report:\n{text}")
    })?;
    if v.has_daemon() {
        ensure(daemon > 0, || {
            "no GC_CONCURRENT event from the daemon".into()
        })?;
    } else {
        ensure(daemon == 0, || {
            format!("{daemon} GC_CONCURRENT events without a daemon")
        })?;
    }
    if v.concurrent() {
        ensure(concurrent > 0, || "no concurrent cycle".into())
    } else {
        ensure(concurrent == 0, || {
            format!("{concurrent} concurrent cycles under a stop-the-world variant")
        })
    }
}

/// Runs `dex` on qemu-virt as the boot payload (direct boot).
fn run_dex(
    target: Target<'_>,
    dex: &std::path::Path,
    bootargs: &str,
    mem_mib: u32,
) -> Result<RunResult> {
    run_dex_within(target, dex, bootargs, mem_mib, Duration::from_secs(120))
}

/// [`run_dex`] with the harness's hang cut-off at `timeout`.
fn run_dex_within(
    target: Target<'_>,
    dex: &std::path::Path,
    bootargs: &str,
    mem_mib: u32,
    timeout: Duration,
) -> Result<RunResult> {
    let payload = crate::app::payload(target.board, &[dex.to_path_buf()], None, &[])?;
    let opts = RunOptions {
        boot: Boot::Direct,
        initrd: Some(payload),
        bootargs: bootargs.into(),
        timeout,
        mem_mib,
        verbose: target.verbose,
        ..Default::default()
    };
    qemu::run(target.board, target.images, target.tel, &opts)
}

/// Checks a deadlock report on stderr: both workers, what they wait for and hold, where.
fn check_deadlock_report(err: &str) -> Result<()> {
    for want in [
        // Dimmunix (on by default) reports the cycle as it closes.
        "dexmetal: deadlock: Dimmunix detected a lock cycle of 2 threads",
        "\"main\" tid=1 waiting in Object.wait()",
        "\"Thread-0\" tid=2 waiting to lock java.lang.Object@",
        "\"Thread-1\" tid=3 waiting to lock java.lang.Object@",
        "held by \"Thread-1\"",
        "held by \"Thread-0\"",
        "\tat Main$T.run(Main.java:23)",
        "- holds java.lang.Object@",
        "locked at Main$T.run(Main.java:22)",
        "\tat Main.main(Main.java:9)",
    ] {
        ensure(err.contains(want), || {
            format!("report lacks {want:?}:\n{err}")
        })?;
    }
    Ok(())
}

/// Thread programs on the host CLI and on each board: the lock-inversion deadlock made
/// reproducible by the seeded perturbation (the same seed must deadlock on all, as the
/// poll-count clock makes interleavings identical), and 512 live threads in 64 MiB.
fn thread_apps(t: &mut Tally, targets: &[Target<'_>], bin: &std::path::Path) {
    let root = image::workspace_root();
    let dex = crate::app::assemble(&root.join("tests/threads/lock-inversion"));
    let mut seed = None;
    t.check(
        "host-threads-deadlock-report",
        dex.as_ref()
            .map_err(|e| anyhow::anyhow!("{e:#}"))
            .and_then(|dex| {
                let run = |extra: &[String]| -> Result<std::process::Output> {
                    Ok(Command::new(bin).arg("run").args(extra).arg(dex).output()?)
                };
                let plain = run(&[])?;
                ensure(
                    plain.status.code() == Some(0)
                        && String::from_utf8_lossy(&plain.stdout) == "no deadlock this time\n",
                    || format!("unperturbed run: {:?}", plain),
                )?;
                for s in 1..=64u32 {
                    let o = run(&["--seed".into(), s.to_string()])?;
                    if o.status.code() == Some(6) {
                        let err = String::from_utf8_lossy(&o.stderr).to_string();
                        check_deadlock_report(&err)?;
                        let again = run(&["--seed".into(), s.to_string()])?;
                        ensure(again.stderr == o.stderr, || {
                            format!("seed {s} did not reproduce the same report")
                        })?;
                        seed = Some(s);
                        return Ok(());
                    }
                    ensure(o.status.code() == Some(0), || format!("seed {s}: {o:?}"))?;
                }
                anyhow::bail!("no seed in 1..=64 deadlocked the lock inversion")
            }),
    );
    for &target in targets {
        t.check(
            &target.name("threads-deadlock-report"),
            dex.as_ref()
                .map_err(|e| anyhow::anyhow!("{e:#}"))
                .and_then(|dex| {
                    let s = seed.context("no deadlocking seed from the host test")?;
                    let boot = BootConfig {
                        sched_seed: Some(s),
                        sched_tick_polls: Some(1000),
                        ..BootConfig::default()
                    };
                    let r = run_dex(target, dex, &boot.to_command_line(), 128)?;
                    let (code, note) = r.status();
                    ensure(code == 6, || note)?;
                    let err = String::from_utf8_lossy(&r.app_output(2)).to_string();
                    check_deadlock_report(&err)?;
                    let ev = r.events();
                    ensure(find(&ev, "deadlock")?.num("threads") == Some(3), || {
                        "deadlock event should count 3 threads".into()
                    })?;
                    ensure(
                        find(&ev, "app_end")?.get("outcome") == Some("deadlock"),
                        || "app_end outcome".into(),
                    )
                }),
        );
        t.check(
            &target.name("threads-tickless-idle"),
            (|| -> Result<()> {
                let dex = crate::app::assemble(&root.join("tests/threads/sleeper"))?;
                let r = run_dex(target, &dex, "", 128)?;
                let (code, note) = r.status();
                ensure(code == 0 && r.app_output(1) == b"slept\n", || note)?;
                let ev = r.events();
                let idle = find(&ev, "sched")?.num("idle_us").unwrap_or(0);
                let end = find(&ev, "app_end")?;
                let irqs = end.num("timer_irqs").unwrap_or(u64::MAX);
                let elapsed = end.num("elapsed_us").unwrap_or(0);
                // The 1 kHz tick runs while a thread does; asleep, only the deadlines
                // fire (and one a second at most, for the PMU). Ticking through the
                // 300 ms sleep would add ~300. Counted against the run's own busy time,
                // not a fixed number: without -icount a loaded host stretches the busy
                // part in guest time (60 interrupts for 296 ms idle failed a fixed < 60).
                let busy_ms = elapsed.saturating_sub(idle) / 1000;
                ensure(idle >= 250_000 && irqs <= busy_ms + 10, || {
                    format!(
                        "idle {idle} us of {elapsed} us with {irqs} timer interrupts \
                         (at most {} allowed: 1 per busy ms + 10)",
                        busy_ms + 10
                    )
                })
            })(),
        );
        t.check(
            &target.name("partial-line-reaches-console-on-hang"),
            (|| -> Result<()> {
                let dex = crate::app::assemble(&root.join("tests/output/partial-line-hang"))?;
                let r = run_dex_within(target, &dex, "", 128, Duration::from_secs(20))?;
                let (code, note) = r.status();
                ensure(r.timed_out && code == 124, || {
                    format!("the spinning program was not cut off: {note}")
                })?;
                // Sent by the board's poll 100 ms after the print, long before the cut-off.
                ensure(r.app_output(1) == b"waiting for nothing", || {
                    format!(
                        "stdout before the cut-off: {:?}",
                        String::from_utf8_lossy(&r.app_output(1))
                    )
                })
            })(),
        );
        t.check(
            &target.name("threads-512-live-in-64mib"),
            (|| -> Result<()> {
                let case = root.join("tests/conformance/threads-512");
                let dex = crate::app::assemble(&case)?;
                // The VM heap is reserved up front: 8 MiB of it plus 512 x 32 KiB stacks must fit the
                // kernel heap (about 31 MiB of the 64 MiB, beside the image and the initrd).
                let boot = BootConfig {
                    heap_size: Some(8 << 20),
                    vm_stack: 32 << 10,
                    ..BootConfig::default()
                };
                let r = run_dex(target, &dex, &boot.to_command_line(), 64)?;
                let (code, note) = r.status();
                ensure(code == 0, || note)?;
                let want = std::fs::read(case.join("expected.txt"))?;
                ensure(r.app_output(1) == want, || {
                    format!("output {:?}", String::from_utf8_lossy(&r.app_output(1)))
                })?;
                let ev = r.events();
                ensure(
                    find(&ev, "boot")?.num("ram_bytes") == Some(64 << 20),
                    || "guest RAM is not 64 MiB".into(),
                )?;
                let sched = find(&ev, "sched")?;
                ensure(sched.num("max_live").is_some_and(|n| n >= 513), || {
                    format!("fewer than 512 threads alive at once: {}", sched.message)
                })?;
                let ends = ev.iter().filter(|e| e.kind == "thread_end").count();
                ensure(ends == 513, || {
                    format!("{ends} thread_end events, want 513")
                })
            })(),
        );
    }
}

/// `--gc V --verify-heap`: the collector and the check of every reference after every
/// collection, on the host CLI and `xtask qemu-exec` alike.
/// `cms` (Dalvik's pacing, the default) or `cms-adaptive`: check and suite names (the
/// benchmark's labels, with a dash).
fn config_name(v: GcVariant, p: GcPacing) -> String {
    crate::bench_gc::label(v, p).replace('/', "-")
}

fn gc_args(v: GcVariant, p: GcPacing) -> Vec<String> {
    vec![
        "--gc".into(),
        v.name().into(),
        "--gc-pacing".into(),
        p.name().into(),
        "--verify-heap".into(),
    ]
}

/// Folds a suite into the tally: every case counts as a test, and a suite with
/// failures is named in the failure list.
fn count_suite(
    t: &mut Tally,
    cases: &mut (usize, usize),
    name: &str,
    s: Result<conformance::Summary, String>,
    started: Instant,
) {
    match s {
        Ok(s) => {
            t.counted(s.passed + s.failed);
            println!(
                "{name}: {} passed, {} failed, {} skipped in {} s",
                s.passed,
                s.failed,
                s.skipped,
                started.elapsed().as_secs()
            );
            cases.0 += s.passed;
            if s.failed > 0 {
                cases.1 += s.failed - 1; // the suite's entry in `t.failed` counts one
                t.failed.push(format!(
                    "{name} ({} cases: {})",
                    s.failed,
                    s.failures.join(" ")
                ));
            }
        }
        Err(e) => t.check(name, Err(anyhow::anyhow!(e))),
    }
}

/// The on-target cases every collector runs on qemu-virt; the rest of the `qemu` subset
/// runs there under the default collector only. A case's outcome on the board depends on
/// the collector when collections interleave with what only the board has: threads
/// preempted by the timer interrupt, the GC daemon scheduled among them, the card-marking
/// barrier under the MMU and caches. That is the GC cases (churn, references,
/// finalizers, out of memory) and the thread and java.util.concurrent cases. The other
/// cases (arithmetic, linking, strings, ...) allocate little and run one thread: their
/// interpreter and library code is the same under every collector, and the host runs
/// all 240 cases under every collector with every reference verified.
fn depends_on_the_collector(case: &str) -> bool {
    ["gc-", "threads-", "concurrent-"]
        .iter()
        .any(|p| case.starts_with(p))
}

/// `opp` events as (index, khz), in order.
fn opp_switches(ev: &[Event]) -> Vec<(u64, u64)> {
    ev.iter()
        .filter(|e| e.kind == "opp")
        .filter_map(|e| Some((e.num("index")?, e.num("khz")?)))
        .collect()
}

/// ondemand on the cpufreq model (OMAP3530 OPPs): busy stretches and sleeps must take it
/// down after each sleep and back to the fastest OPP under load; every DVFS and energy
/// figure says `model`, and the report's energy line does too.
fn governor_ondemand(images: &Images, tel: &Telemetry) -> Result<()> {
    let dex = crate::app::assemble(&image::workspace_root().join("tests/dvfs/busy-idle"))?;
    let r = crate::bench_target::icount_run(images, tel, &dex, &[], "busy-idle", |o| {
        let ondemand = BootConfig {
            governor: Governor::Ondemand,
            ..BootConfig::default()
        };
        o.bootargs = ondemand.to_command_line()
    })?;
    let ev = r.events();
    ensure(r.app_output(1) == b"done\n", || {
        "the program did not finish".into()
    })?;
    let opps = opp_switches(&ev);
    // Down in each of the two sleeps, back to 600 MHz (index 4) in the busy stretch after.
    let downs = opps
        .windows(2)
        .filter(|w| w[0].0 < 4 && w[1] == (4, 600_000))
        .count();
    ensure(downs >= 2 && opps.first().is_some_and(|o| o.0 < 4), || {
        format!("ondemand switches: {opps:?}")
    })?;
    let loads: Vec<u64> = ev
        .iter()
        .filter(|e| e.kind == "power")
        .filter_map(|e| e.num("load"))
        .collect();
    ensure(
        loads.contains(&100) && loads.iter().any(|&l| l < 50),
        || format!("sampled loads {loads:?}"),
    )?;
    let all_model = ev
        .iter()
        .filter(|e| matches!(e.kind.as_str(), "cpufreq" | "opp" | "power" | "energy"))
        .all(|e| e.flag("model") == Some(true));
    ensure(all_model, || {
        "a DVFS or energy figure without model=true".into()
    })?;
    let energy = find(&ev, "energy")?;
    ensure(
        energy.num("idle_uj").is_some_and(|u| u > 0)
            && energy.num("transitions") == Some(opps.len() as u64),
        || format!("energy event: {}", energy.message),
    )?;
    let report = report::render(&ev);
    let line = report
        .lines()
        .find(|l| l.starts_with("energy"))
        .unwrap_or("");
    // qemu-virt has no power rail to sense: the line says so, beside `model`.
    ensure(
        line.contains(" J, mean ")
            && line.contains("(model)")
            && line.ends_with("; power sensor: none on this board")
            && energy.get("sensor") == Some("none"),
        || format!("report energy line: {line:?}"),
    )
}

/// gc-aware against ondemand on the same GC-heavy run (GCBench, 8 MiB heap): ondemand
/// never leaves 600 MHz under full load; gc-aware drops to the memory-bound OPP (500
/// MHz, index 2) at every mark start and returns at every sweep end, visible in the
/// `gc_phase` events, and its modelled GC energy is lower.
fn governor_gc_aware(images: &Images, tel: &Telemetry) -> Result<()> {
    let dex = crate::app::assemble(&image::workspace_root().join("tests/bench/gc/gcbench"))?;
    let run = |governor| {
        let boot = BootConfig {
            governor,
            heap_size: Some(8 << 20),
            heap_start_size: Some(2 << 20),
            ..BootConfig::default()
        };
        crate::bench_target::icount_run(images, tel, &dex, &["14".into()], "gcbench-dvfs", |o| {
            o.bootargs = boot.to_command_line()
        })
    };
    let (od, ga) = (
        run(Governor::Ondemand)?.events(),
        run(Governor::GcAware)?.events(),
    );
    let phases = |ev: &[Event], phase: &str| -> Vec<u64> {
        ev.iter()
            .filter(|e| e.kind == "gc_phase" && e.get("phase") == Some(phase))
            .filter_map(|e| e.num("khz"))
            .collect()
    };
    let collections = ga.iter().filter(|e| e.kind == "gc").count();
    ensure(collections >= 3, || {
        format!("only {collections} collections")
    })?;
    ensure(opp_switches(&od).is_empty(), || {
        format!("ondemand switched under full load: {:?}", opp_switches(&od))
    })?;
    // A cycle may still be marking when main returns: one start more than collections.
    let (starts, ends) = (phases(&ga, "mark_start"), phases(&ga, "sweep_end"));
    let unfinished = starts.len().saturating_sub(collections);
    ensure(
        unfinished <= 1 && starts.len() >= collections && starts.iter().all(|&k| k == 500_000),
        || format!("mark_start frequencies {starts:?} for {collections} collections"),
    )?;
    ensure(
        ends.len() == collections && ends.iter().all(|&k| k == 600_000),
        || format!("sweep_end frequencies {ends:?}"),
    )?;
    ensure(
        opp_switches(&ga).len() == 2 * collections + unfinished,
        || {
            format!(
                "{} switches for {collections} collections",
                opp_switches(&ga).len()
            )
        },
    )?;
    let gc_uj = |ev: &[Event]| {
        find(ev, "energy")
            .ok()
            .and_then(|e| e.num("gc_uj"))
            .unwrap_or(0)
    };
    ensure(gc_uj(&ga) < gc_uj(&od), || {
        format!(
            "GC energy gc-aware {} uJ, ondemand {} uJ",
            gc_uj(&ga),
            gc_uj(&od)
        )
    })
}

/// Iterations of simple-loop that take the run past 2^33 instructions, so the 32-bit
/// cycle counter wraps twice. An iteration is 39 guest instructions since the Thumb-2
/// dispatch (48 before); 2^33 needs 220M of them, and 320M leaves room for the
/// interpreter to get faster still (down to 27 per iteration).
const PAST_2_33_ITERATIONS: u64 = 320_000_000;

/// A guest program runs for more than 2^33 instructions under `-icount`, where one
/// instruction is one nanosecond of the board timer's 64-bit counter: the VM's cycle
/// totals (app_end, thread_end), the PMU's instruction counter and the report must all
/// agree with the timer, which no 32-bit wrap can reach.
fn cycles_past_2_33(images: &Images, tel: &Telemetry) -> Result<()> {
    let dex =
        crate::app::assemble(&image::workspace_root().join("tests/bench/target/simple-loop"))?;
    let n = PAST_2_33_ITERATIONS;
    let r = crate::bench_target::icount_run(
        images,
        tel,
        &dex,
        &[format!("{n:010}")],
        "cycles-2-33",
        |o| o.timeout = Duration::from_secs(300),
    )?;
    let ev = r.events();
    let end = find(&ev, "app_end")?;
    let cycles = end.num("cycles").context("app_end cycles")?;
    let us = end.num("elapsed_us").context("app_end elapsed_us")?;
    ensure(cycles > 1 << 33, || {
        format!("only {cycles} cycles: the loop is too short")
    })?;
    let near = |a: u64, b: u64| a.abs_diff(b) * 1000 <= b;
    ensure(near(cycles, us * 1000), || {
        format!("app_end cycles {cycles} against {us} us of the timer (1 instruction = 1 ns)")
    })?;
    let thread = find(&ev, "thread_end")?.num("cycles").unwrap_or(0);
    ensure(thread > 1 << 33 && thread <= cycles, || {
        format!("thread_end cycles {thread}, app {cycles}")
    })?;
    let pmu = find(&ev, "pmu")?;
    let counters = pmu.get("counters").unwrap_or("");
    let instructions = counters
        .split_whitespace()
        .find_map(|kv| kv.strip_prefix("instructions="))
        .and_then(|v| v.parse::<u64>().ok())
        .context("no instruction count in the pmu event")?;
    ensure(near(instructions, cycles), || {
        format!("PMU instructions {instructions} against {cycles} cycles")
    })?;
    ensure(
        counters.contains("l1d_refill=unsupported") && pmu.get("extension") == Some("tick"),
        || format!("pmu event: {}", pmu.message),
    )?;
    let sum = (n * (n - 1) / 2) as u32 as i32;
    let want = format!("{}\n", (sum & 0x7fff) + 10000);
    let out = String::from_utf8_lossy(&r.app_output(1)).to_string();
    ensure(out == want, || {
        format!("printed {out:?}, expected {want:?}")
    })?;
    let report = report::render(&ev);
    ensure(report.contains(&format!("{cycles} cycles")), || {
        "the report does not show the 64-bit total".into()
    })
}

/// The demo app on the A8: it runs, and the report says the PMU counted no cycles
/// instead of printing zeros as counts, and models no energy it cannot apportion.
/// The demo profiled with `run_dex`'s options plus `icount`.
fn profile_run(target: Target<'_>, bootargs: &str, icount: bool) -> Result<(RunResult, PathBuf)> {
    let dex = crate::app::demo_dex("demo")?;
    let payload = crate::app::payload(target.board, std::slice::from_ref(&dex), None, &[])?;
    let opts = RunOptions {
        boot: Boot::Direct,
        initrd: Some(payload.clone()),
        bootargs: bootargs.into(),
        timeout: Duration::from_secs(300),
        icount,
        verbose: target.verbose,
        ..Default::default()
    };
    let r = qemu::run(target.board, target.images, target.tel, &opts)?;
    let (code, note) = r.status();
    ensure(code == 0, || note)?;
    let want = std::fs::read_to_string(image::workspace_root().join("apps/demo/expected.txt"))?;
    let got = String::from_utf8_lossy(&r.app_output(1)).to_string();
    ensure(got == want, || {
        format!("profiling changed the demo's output:\n{got}")
    })?;
    Ok((r, payload))
}

/// The profile of a run: its events with the DEX files that name the frames.
fn profile_of(target: Target<'_>, r: &RunResult, payload: &std::path::Path) -> Result<Profile> {
    let dexes = crate::profile_dexes(&target.images.elf, Some(payload))?;
    let p = Profile::from_events(&r.events(), &dexes);
    ensure(p.errors.is_empty(), || {
        format!("bad batches: {:?}", p.errors)
    })?;
    ensure(p.batches_lost == 0 && p.samples_lost == 0, || {
        format!(
            "lost {} batches, {} samples",
            p.batches_lost, p.samples_lost
        )
    })?;
    Ok(p)
}

/// Under -icount the demo's samples come from the physical timer and repeat exactly;
/// the hot method (fib) tops the flat profile, and the flame graph names it.
fn profile_demo_icount(target: Target<'_>) -> Result<()> {
    let args = "dexmetal.profile dexmetal.profile.period=20000";
    let (a, payload) = profile_run(target, args, true)?;
    let (b, _) = profile_run(target, args, true)?;
    let batches = |r: &RunResult| -> Vec<String> {
        r.events()
            .iter()
            .filter(|e| e.kind == "prof_batch")
            .map(|e| e.message.clone())
            .collect()
    };
    let (ba, bb) = (batches(&a), batches(&b));
    ensure(ba.len() >= 10, || format!("{} batches", ba.len()))?;
    ensure(ba == bb, || "two -icount runs sampled differently".into())?;
    let ev = a.events();
    let cfg = find(&ev, "prof_config")?;
    ensure(cfg.get("source") == Some("timer:cntp"), || {
        cfg.message.clone()
    })?;
    let p = profile_of(target, &a, &payload)?;
    ensure(p.samples.len() >= 500, || {
        format!("{} samples", p.samples.len())
    })?;
    let flat = p.flat();
    let top = flat.first().context("no flat rows")?;
    ensure(
        top.symbol.starts_with("Main.fib(int)") && top.component == Component::Interp,
        || format!("top of the flat profile: {top:?}"),
    )?;
    let svg = String::from_utf8(p.flame_graph()?)?;
    ensure(svg.contains("<title>Main.fib(int)"), || {
        "the flame graph has no Main.fib(int) frame".into()
    })?;
    // The timeline follows Perfetto's rules, with a sample instant per sample.
    let namer = dexmetal_decoder::trace::profile_namer(&p);
    let trace = dexmetal_decoder::trace::build_named(&ev, &namer).to_protobuf();
    let stats = dexmetal_decoder::trace::check(&trace).map_err(|e| anyhow::anyhow!(e))?;
    let with_frames = p.samples.iter().filter(|x| !x.stack.is_empty()).count();
    ensure(stats.stacks == with_frames, || {
        format!(
            "{} sample stacks for {with_frames} samples with frames",
            stats.stacks
        )
    })?;
    ensure(stats.track_names.iter().any(|t| t.contains("main")), || {
        format!("no track for the main thread: {:?}", stats.track_names)
    })
}

/// Without -icount qemu-virt samples on the PMU overflow interrupt (INTID 23).
fn profile_demo_pmu(target: Target<'_>) -> Result<()> {
    let (r, payload) = profile_run(
        target,
        "dexmetal.profile dexmetal.profile.period=50000",
        false,
    )?;
    let ev = r.events();
    let cfg = find(&ev, "prof_config")?;
    ensure(cfg.get("source") == Some("pmu-irq"), || cfg.message.clone())?;
    let p = profile_of(target, &r, &payload)?;
    ensure(p.samples.len() >= 100, || {
        format!("{} samples", p.samples.len())
    })?;
    ensure(
        p.flat()
            .iter()
            .take(5)
            .any(|row| row.symbol.starts_with("Main.fib(int)")),
        || "Main.fib(int) is not among the top five".into(),
    )
}

/// qemu-realview-a8 has no sampling source: the report says so with the reason.
fn a8_profile_none(target: Target<'_>) -> Result<()> {
    let dex = crate::app::demo_dex("demo")?;
    let r = run_dex(target, &dex, "dexmetal.profile", 128)?;
    let ev = r.events();
    let cfg = find(&ev, "prof_config")?;
    ensure(cfg.get("source") == Some("none"), || cfg.message.clone())?;
    let text = report::render(&ev);
    ensure(text.contains("profiler      none ("), || {
        format!("report lacks the profiler's none line:\n{text}")
    })
}

/// The multi-core checks on qemu-virt: the cores asked for come up, report in and are
/// accounted for in the report; a fault on a secondary core names that core.
fn smp_virt(t: &mut Tally, target: Target<'_>) {
    t.check(
        &target.name("four-cores-come-up-and-each-is-accounted-for"),
        crate::app::demo_dex("demo").and_then(|dex| {
            let r = run_dex(target, &dex, "dexmetal.cores=4", 128)?;
            let (code, note) = r.status();
            ensure(code == 0, || note)?;
            let ev = r.events();
            let cpus = find(&ev, "cpus")?;
            ensure(
                cpus.num("listed") == Some(4) && cpus.get("method") == Some("psci"),
                || format!("cpus: {}", cpus.message),
            )?;
            let up: Vec<u64> = ev
                .iter()
                .filter(|e| e.kind == "cpu_up")
                .filter_map(|e| e.num("core"))
                .collect();
            ensure(up == [1, 2, 3], || format!("cores up: {up:?}"))?;
            let rows: Vec<u64> = ev
                .iter()
                .filter(|e| e.kind == "core" && e.get("state") == Some("online"))
                .filter_map(|e| e.num("core"))
                .collect();
            ensure(rows == [0, 1, 2, 3], || format!("core rows: {rows:?}"))?;
            // The spare cores slept the whole app run in WFI.
            for e in ev
                .iter()
                .filter(|e| e.kind == "core" && e.num("core") != Some(0))
            {
                ensure(
                    e.num("idle_us").is_some_and(|i| i > 0) && e.num("busy_us") == Some(0),
                    || format!("an idle core: {}", e.message),
                )?;
            }
            let text = report::render(&ev);
            ensure(
                text.contains("cores         4 running of 4 listed (asked for 4; started by psci)"),
                || format!("report:\n{text}"),
            )
        }),
    );
    t.check(
        &target.name("gc-concurrent-phases-run-on-core-1-and-repeat-under-icount"),
        gc_on_core_1(target),
    );
    t.check(
        &target.name("hotplug-powers-the-spare-cores-off"),
        crate::app::demo_dex("demo").and_then(|dex| {
            let r = run_dex(target, &dex, "dexmetal.cores=3 dexmetal.hotplug", 128)?;
            let (code, note) = r.status();
            ensure(code == 0, || note)?;
            let ev = r.events();
            let states: Vec<(u64, &str)> = ev
                .iter()
                .filter(|e| e.kind == "core")
                .map(|e| (e.num("core").unwrap_or(99), e.get("state").unwrap_or("?")))
                .collect();
            // Core 1 is the collector's; core 2 had nothing to do.
            ensure(
                states == [(0, "online"), (1, "online"), (2, "offline")],
                || format!("core states: {states:?}"),
            )
        }),
    );
    t.check(
        &target.name("fault-on-core-1-names-the-core"),
        target
            .boot(
                Boot::Direct,
                &format!("dexmetal.cores=2 {}", self_test(SelfTest::SecondaryFault)),
                30,
            )
            .and_then(|r| {
                check_fault(&r, target.board, "data abort", "translation fault")?;
                let ev = r.events();
                let f = find(&ev, "fault")?;
                ensure(f.num("core") == Some(1), || format!("fault: {}", f.message))
            }),
    );
}

/// `cargo xtask run --cores 2 --gc cms` on the churn program: the report shows core 1
/// as the collector's, with jobs and cycles of its own, every collection verified; two
/// runs under -icount send the same collections.
fn gc_on_core_1(target: Target<'_>) -> Result<()> {
    let dex = crate::app::assemble(&image::workspace_root().join("tests/bench/gc/churn"))?;
    let program = crate::bench_gc::Program::Churn {
        n: 100_000,
        live: 500,
    };
    let payload = crate::app::payload(target.board, &[dex], None, &program.args())?;
    let run = || {
        qemu::run(
            target.board,
            target.images,
            target.tel,
            &RunOptions {
                boot: Boot::Direct,
                initrd: Some(payload.clone()),
                bootargs: "dexmetal.cores=2 dexmetal.gc=cms dexmetal.gc.verify \
                           dalvik.vm.heapstartsize=1m dalvik.vm.heapminfree=512k \
                           dalvik.vm.heapmaxfree=512k"
                    .into(),
                timeout: Duration::from_secs(180),
                icount: true,
                verbose: target.verbose,
                ..Default::default()
            },
        )
    };
    let (a, b) = (run()?, run()?);
    let (code, note) = a.status();
    ensure(code == 0, || note)?;
    let out = String::from_utf8_lossy(&a.app_output(1)).to_string();
    crate::bench_gc::check_output(program, &out)?;
    let ev = a.events();
    let core1 = ev
        .iter()
        .find(|e| e.kind == "core" && e.num("core") == Some(1))
        .context("no core event for core 1")?;
    let gcs = ev.iter().filter(|e| e.kind == "gc").count() as u64;
    ensure(
        core1.get("role") == Some("gc")
            && core1.num("jobs").is_some_and(|j| j >= 2 * gcs && gcs > 0)
            && core1.num("cycles").is_some_and(|c| c > 0),
        || format!("{gcs} collections; {}", core1.message),
    )?;
    let text = report::render(&ev);
    ensure(text.contains("gc       online"), || {
        format!("report:\n{text}")
    })?;
    let gc_lines = |r: &RunResult| -> Vec<String> {
        r.events()
            .iter()
            .filter(|e| e.kind == "gc")
            .map(|e| e.message.clone())
            .collect()
    };
    ensure(gc_lines(&a) == gc_lines(&b), || {
        "two -icount runs with two cores collected differently".into()
    })
}

/// The collector on a second thread for 10,000+ concurrent collections, every one
/// verified: the churn program on small heap steps (256 KiB free after a collection).
fn two_core_soak(bin: &std::path::Path) -> Result<()> {
    let dex = crate::app::assemble(&image::workspace_root().join("tests/bench/gc/churn"))?;
    // About 500 collections per million iterations, fewer when the threads' timing
    // makes the program wait more (8,614 for 21 million in one CI run): twice the need.
    let program = crate::bench_gc::Program::Churn {
        n: 42_000_000,
        live: 100,
    };
    let out = Command::new(bin)
        .args([
            "run",
            "--cores",
            "2",
            "--gc",
            "cms",
            "--verify-heap",
            "--verbose-gc",
        ])
        .args(["--prop", "dalvik.vm.heapminfree=256k"])
        .args(["--prop", "dalvik.vm.heapmaxfree=256k"])
        .arg(&dex)
        .arg("--")
        .args(program.args())
        .output()?;
    let err = String::from_utf8_lossy(&out.stderr);
    ensure(out.status.success(), || {
        format!("{}: {}", out.status, err.lines().last().unwrap_or(""))
    })?;
    crate::bench_gc::check_output(program, &String::from_utf8_lossy(&out.stdout))?;
    let n = err
        .lines()
        .filter(|l| l.starts_with("D/dalvikvm: GC_"))
        .count();
    ensure(n >= 10_000, || format!("{n} collections"))
}

/// A single-core board asked for two cores (on its command line: the host refuses
/// `--cores 2` for it) runs on its one and says why.
fn a8_cores_fallback(target: Target<'_>) -> Result<()> {
    let dex = crate::app::demo_dex("demo")?;
    let r = run_dex(target, &dex, "dexmetal.cores=2", 128)?;
    let (code, note) = r.status();
    ensure(code == 0, || note)?;
    let ev = r.events();
    let cpus = find(&ev, "cpus")?;
    ensure(
        cpus.num("asked") == Some(2)
            && cpus.num("listed") == Some(1)
            && cpus.get("method").is_some_and(|m| m.starts_with("none (")),
        || format!("cpus: {}", cpus.message),
    )?;
    ensure(!ev.iter().any(|e| e.kind == "cpu_up"), || {
        "a core came up on a one-core board".into()
    })
}

fn a8_demo_app(target: Target<'_>) -> Result<()> {
    let dex = crate::app::demo_dex("demo")?;
    let r = run_dex(target, &dex, "", 128)?;
    let (code, note) = r.status();
    ensure(code == 0, || note)?;
    let ev = r.events();
    let pmu = find(&ev, "pmu")?;
    ensure(
        pmu.get("counters")
            .is_some_and(|c| c.starts_with("cycles=unsupported")),
        || format!("pmu event: {}", pmu.message),
    )?;
    let text = report::render(&ev);
    for want in [
        "boot time     unknown: the board's PMU counts no cycles",
        "cycles not counted",
        "(from the ATAGS)",
    ] {
        ensure(text.contains(want), || {
            format!("report lacks {want:?}:\n{text}")
        })?;
    }
    ensure(!text.lines().any(|l| l.starts_with("energy ")), || {
        format!("an energy figure without cycles to apportion it:\n{text}")
    })
}

/// What apps/board printed: the `dexmetal.Board` figures.
#[derive(Debug, PartialEq)]
struct BoardFigures {
    name: String,
    /// The two cycle readings, with the sieve between them.
    cycles: (i64, i64),
    khz: i64,
    microvolts: i64,
    opp_model: bool,
    microjoules: i64,
    energy_model: bool,
}

/// Parses apps/board's output: `board NAME`, `cycles A B (...)`, `opp KHZ kHz UV uV
/// model=BOOL` and `energy UJ uJ model=BOOL`, each line once.
fn board_figures(out: &str) -> Result<BoardFigures> {
    let line = |key: &str| -> Result<Vec<&str>> {
        let mut lines = out
            .lines()
            .filter(|l| l.split_whitespace().next() == Some(key));
        let words = lines
            .next()
            .with_context(|| format!("no `{key}` line in {out:?}"))?;
        ensure(lines.next().is_none(), || {
            format!("more than one `{key}` line in {out:?}")
        })?;
        Ok(words.split_whitespace().skip(1).collect())
    };
    let num = |w: &[&str], i: usize| -> Result<i64> {
        w.get(i)
            .and_then(|s| s.parse().ok())
            .with_context(|| format!("no number at word {} of {w:?}", i + 1))
    };
    let model = |w: &[&str], i: usize| -> Result<bool> {
        match w.get(i).copied() {
            Some("model=true") => Ok(true),
            Some("model=false") => Ok(false),
            other => anyhow::bail!("{other:?} where model=true|false belongs in {w:?}"),
        }
    };
    let (board, cycles, opp, energy) = (
        line("board")?,
        line("cycles")?,
        line("opp")?,
        line("energy")?,
    );
    ensure(
        opp.get(1) == Some(&"kHz") && opp.get(3) == Some(&"uV"),
        || format!("opp line {opp:?}"),
    )?;
    ensure(energy.get(1) == Some(&"uJ"), || {
        format!("energy line {energy:?}")
    })?;
    Ok(BoardFigures {
        name: board.join(" "),
        cycles: (num(&cycles, 0)?, num(&cycles, 1)?),
        khz: num(&opp, 0)?,
        microvolts: num(&opp, 2)?,
        opp_model: model(&opp, 4)?,
        microjoules: num(&energy, 0)?,
        energy_model: model(&energy, 2)?,
    })
}

/// apps/board on qemu-virt with `bootargs` (a fixed governor): every figure
/// `dexmetal.Board` printed against the telemetry of the same run.
fn board_natives_on_virt(
    target: Target<'_>,
    dex: &std::path::Path,
    bootargs: &str,
) -> Result<BoardFigures> {
    let r = run_dex(target, dex, bootargs, 128)?;
    let out = String::from_utf8_lossy(&r.app_output(1)).to_string();
    let (code, note) = r.status();
    ensure(code == 0, || {
        let err = String::from_utf8_lossy(&r.app_output(2)).to_string();
        format!("{note}; stdout {out:?}; stderr {err:?}")
    })?;
    let f = board_figures(&out)?;
    let ev = r.events();
    let board = find(&ev, "boot")?.get("board").unwrap_or("");
    ensure(f.name == board && f.name == target.board.name, || {
        format!("name {:?}; the boot event says {board:?}", f.name)
    })?;
    // Cycles count from the U-Boot handoff: past `ready`'s count and the VM's start-up
    // (app_end's start_cycles, after ready), and both readings lie inside main, so they
    // are at most main's share of the run's cycles apart.
    let ready = find(&ev, "ready")?
        .num("boot_cycles")
        .context("ready boot_cycles")?;
    let end = find(&ev, "app_end")?;
    let run = end.num("cycles").context("app_end cycles")?;
    let start = end.num("start_cycles").context("app_end start_cycles")?;
    let (c1, c2) = f.cycles;
    ensure(c1 > 0 && c2 > c1, || {
        format!("cycles {c1} then {c2}: not counting up")
    })?;
    ensure(c1 as u64 > ready + start, || {
        format!("cycles {c1} before main could start: ready {ready} + start-up {start}")
    })?;
    let main_cycles = run.saturating_sub(start);
    ensure(((c2 - c1) as u64) < main_cycles, || {
        format!(
            "{} cycles between the readings, more than main's {main_cycles} (app_end {run} less start-up {start})",
            c2 - c1
        )
    })?;
    // A fixed governor never switches, so the OPP is the one `cpufreq` started at.
    ensure(opp_switches(&ev).is_empty(), || {
        format!("OPP switches under {bootargs:?}: {:?}", opp_switches(&ev))
    })?;
    let cf = find(&ev, "cpufreq")?;
    ensure(
        Some(f.khz as u64) == cf.num("khz") && Some(f.microvolts as u64) == cf.num("microvolts"),
        || {
            format!(
                "OPP {} kHz {} uV; the cpufreq event: {}",
                f.khz, f.microvolts, cf.message
            )
        },
    )?;
    ensure(f.opp_model && cf.flag("model") == Some(true), || {
        format!("oppModelled {}; {}", f.opp_model, cf.message)
    })?;
    let energy = find(&ev, "energy")?;
    let total = energy.num("microjoules").context("energy microjoules")?;
    ensure(f.energy_model && energy.flag("model") == Some(true), || {
        format!("energyModelled {}; {}", f.energy_model, energy.message)
    })?;
    ensure(f.microjoules > 0 && (f.microjoules as u64) < total, || {
        format!("{} uJ so far; the run's total is {total} uJ", f.microjoules)
    })?;
    Ok(f)
}

/// apps/board where the board has no cycle counter (QEMU's Cortex-A8): no cycles, and
/// so no DVFS or energy accounting, each said as -1 and "not modelled".
fn board_natives_on_a8(target: Target<'_>, dex: &std::path::Path) -> Result<()> {
    let r = run_dex(target, dex, "", 128)?;
    let out = String::from_utf8_lossy(&r.app_output(1)).to_string();
    let (code, note) = r.status();
    ensure(code == 0, || format!("{note}; stdout {out:?}"))?;
    let f = board_figures(&out)?;
    let ev = r.events();
    ensure(
        find(&ev, "pmu")?
            .get("counters")
            .is_some_and(|c| c.starts_with("cycles=unsupported"))
            && find(&ev, "cpufreq").is_err(),
        || "the board counts cycles or runs DVFS: this check needs one that does not".into(),
    )?;
    let want = BoardFigures {
        name: find(&ev, "boot")?.get("board").unwrap_or("").to_string(),
        cycles: (-1, -1),
        khz: -1,
        microvolts: -1,
        opp_model: false,
        microjoules: -1,
        energy_model: false,
    };
    ensure(f == want && f.name == target.board.name, || {
        format!("printed {f:?}, expected {want:?}")
    })
}

/// The host CLI's "board" library (host/dexmetal/src/board.rs): the app runs, named
/// `host`, with no cycle counter or voltage, CPU 0's cpufreq and the RAPL energy where
/// this machine's kernel exposes them (-1 where not), and nothing modelled.
fn board_natives_on_host(bin: &std::path::Path, dex: &std::path::Path) -> Result<()> {
    let o = Command::new(bin)
        .arg("run")
        .arg(dex)
        .output()
        .with_context(|| format!("running {}", bin.display()))?;
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    ensure(o.status.success(), || {
        format!(
            "{}; stderr {:?}",
            o.status,
            String::from_utf8_lossy(&o.stderr)
        )
    })?;
    let f = board_figures(&out)?;
    let exists = |p: &str| std::fs::read_to_string(p).is_ok();
    let cpufreq = exists("/sys/devices/system/cpu/cpu0/cpufreq/scaling_cur_freq");
    let rapl = exists("/sys/class/powercap/intel-rapl:0/energy_uj");
    ensure(
        f.name == "host" && f.cycles == (-1, -1) && f.microvolts == -1,
        || format!("printed {f:?}"),
    )?;
    ensure(if cpufreq { f.khz > 0 } else { f.khz == -1 }, || {
        format!("cpufreq readable: {cpufreq}, printed {} kHz", f.khz)
    })?;
    ensure(
        if rapl {
            f.microjoules >= 0
        } else {
            f.microjoules == -1
        },
        || format!("RAPL readable: {rapl}, printed {} uJ", f.microjoules),
    )?;
    ensure(!f.opp_model && !f.energy_model, || {
        format!("the host claims a model: {f:?}")
    })
}

/// `xtask monitor`'s path against a real tty: qemu-virt's console on a pty, opened
/// with the serialport crate before the paused guest starts, decoded live into the
/// report `run` prints.
fn monitor_through_pty(target: Target<'_>) -> Result<()> {
    use std::io::{BufRead, Write};
    let dex = crate::app::demo_dex("demo")?;
    let payload = crate::app::payload_named(target.board, &[dex], None, &[], "itest-pty")?;
    let opts = RunOptions {
        boot: Boot::Direct,
        initrd: Some(payload),
        serial_pty: true,
        verbose: target.verbose,
        ..Default::default()
    };
    let mut qemu = qemu::command(target.board, target.images, &opts)?
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .context("starting QEMU")?;
    let stdout = qemu.stdout.take().context("QEMU's stdout")?;
    let mut stderr = qemu.stderr.take().context("QEMU's stderr")?;
    let stderr_text = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = std::io::Read::read_to_string(&mut stderr, &mut s);
        s
    });
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stdout)
            .split(b'\n')
            .map_while(|l| l.ok())
        {
            let _ = tx.send(String::from_utf8_lossy(&line).to_string());
        }
    });
    let outcome = (|| -> Result<RunResult> {
        let dev = loop {
            let Ok(line) = rx.recv_timeout(Duration::from_secs(20)) else {
                let _ = qemu.kill();
                let err = stderr_text.join().unwrap_or_default();
                anyhow::bail!("QEMU named no pty; its stderr: {}", err.trim());
            };
            if let Some(rest) = line.split("redirected to ").nth(1) {
                break rest.split_whitespace().next().unwrap_or("").to_string();
            }
        };
        let port = crate::monitor::open(&dev, 115_200)?;
        qemu.stdin
            .as_mut()
            .context("QEMU's monitor")?
            .write_all(b"cont\n")?;
        // A hang guard, not a speed limit: the demo takes seconds on an idle machine.
        crate::monitor::decode(port, target.tel, Some(Duration::from_secs(120)), false)
    })();
    let _ = qemu.kill();
    let _ = qemu.wait();
    let r = outcome?;
    let (code, note) = r.status();
    ensure(code == 0, || note)?;
    let want = std::fs::read_to_string(image::workspace_root().join("apps/demo/expected.txt"))?;
    ensure(String::from_utf8_lossy(&r.app_output(1)) == want, || {
        "demo output differs through the pty".into()
    })?;
    ensure(
        !r.items.iter().any(|i| matches!(i, Item::Malformed { .. })),
        || "malformed frames through the pty".into(),
    )?;
    let text = report::render(&r.events());
    for want in ["board         qemu-virt", "exit status   0", "threads "] {
        ensure(text.contains(want), || {
            format!("report lacks {want:?}:\n{text}")
        })?;
    }
    Ok(())
}

/// `mkimage -l` on a file: its listing.
fn mkimage_list(f: &std::path::Path) -> Result<String> {
    let out = Command::new(dexmetal_tools::MKIMAGE.find()?)
        .arg("-l")
        .arg(f)
        .output()?;
    ensure(out.status.success(), || {
        format!("mkimage -l {} failed", f.display())
    })?;
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// `xtask build --board beagleboard`'s SD-card files: a uImage for U-Boot's loadaddr,
/// a boot.scr U-Boot will run that loads both files and boots them, and the payload.
fn beagleboard_sd_card(verbose: bool) -> Result<()> {
    let board = image::board("beagleboard")?;
    let imgs = image::build(board, verbose)?;
    let payload = crate::app::payload(board, &[crate::app::demo_dex("demo")?], None, &[])?;
    let dir = image::sd_card(board, &imgs, &payload, verbose)?;
    let u = mkimage_list(&dir.join("uImage"))?;
    for want in [
        "ARM Linux Kernel Image (uncompressed)",
        "Load Address: 82000000",
        "Entry Point:  82000000",
    ] {
        ensure(u.contains(want), || format!("uImage lacks {want:?}:\n{u}"))?;
    }
    let s = mkimage_list(&dir.join("boot.scr"))?;
    ensure(s.contains("ARM Linux Script"), || format!("boot.scr:\n{s}"))?;
    let script = std::fs::read_to_string(image::out_dir(board).join("boot.cmd"))?;
    for want in [
        "fatload mmc 0:1 ${loadaddr} uImage",
        "fatload mmc 0:1 ${rdaddr} app.bin",
        "bootm ${loadaddr} ${rdaddr}:${filesize} ${fdtcontroladdr}",
        "console=ttyO2,115200n8",
    ] {
        ensure(script.contains(want), || format!("boot.cmd lacks {want:?}"))?;
    }
    // The script image carries the script itself after its 64-byte header and the
    // 8-byte length table.
    let scr = std::fs::read(dir.join("boot.scr"))?;
    ensure(scr.get(72..) == Some(script.as_bytes()), || {
        "boot.scr's payload is not boot.cmd".into()
    })?;
    ensure(
        std::fs::read(dir.join("app.bin"))? == std::fs::read(&payload)?,
        || "app.bin is not the payload".into(),
    )?;
    // The image header: zImage magic and the load address (bootz and LK read them).
    image::check_zimage_header(&std::fs::read(&imgs.zimage)?, board.load_addr)
}

/// `xtask build --board dragonboard-apq8074`'s boot.img against the format (AOSP
/// bootimg.h, header v0): magic, sizes and load addresses at base 0, 2048-byte pages,
/// the kernel (the image with the device tree appended at the offset its zImage end
/// word gives, as LK looks for it) and the ramdisk (the app payload) page-aligned.
fn dragonboard_boot_img(verbose: bool) -> Result<()> {
    let board = image::board("dragonboard-apq8074")?;
    let meta = board.boot_img.as_ref().context("no boot-img table")?;
    let imgs = image::build(board, verbose)?;
    let payload = crate::app::payload(board, &[crate::app::demo_dex("demo")?], None, &[])?;
    let img = std::fs::read(image::boot_img(board, &imgs, &payload, verbose)?)?;
    let word = |o: usize| u32::from_le_bytes([img[o], img[o + 1], img[o + 2], img[o + 3]]);
    ensure(&img[..8] == b"ANDROID!", || "no ANDROID! magic".into())?;
    let (kernel_size, ramdisk_size, page) =
        (word(8) as usize, word(16) as usize, word(36) as usize);
    ensure(page == meta.page_size as usize, || {
        format!("page size {page}")
    })?;
    ensure(word(12) == 0x8000, || {
        format!("kernel_addr {:#x}", word(12))
    })?;
    ensure(word(20) == 0x0100_0000, || {
        format!("ramdisk_addr {:#x}", word(20))
    })?;
    ensure(word(32) == 0x100, || format!("tags_addr {:#x}", word(32)))?;
    ensure(word(40) == 0, || format!("header version {}", word(40)))?;
    let cmdline = &img[64..64 + 512];
    ensure(cmdline.starts_with(b"console=ttyMSM0,115200n8\0"), || {
        "cmdline".into()
    })?;
    let zimage = std::fs::read(&imgs.zimage)?;
    let kernel = &img[page..page + kernel_size];
    ensure(kernel.starts_with(&zimage), || {
        "kernel is not the image".into()
    })?;
    image::check_relative_zimage_header(&zimage)?;
    let dtb_at = image::zimage_words(&zimage)?.1 as usize;
    let dtb = &kernel[dtb_at..];
    ensure(dtb.starts_with(&0xd00d_feedu32.to_be_bytes()), || {
        format!("no device tree at the end word's offset {dtb_at:#x}")
    })?;
    ensure(
        u32::from_be_bytes([dtb[4], dtb[5], dtb[6], dtb[7]]) as usize == dtb.len(),
        || "the appended device tree's size is not the rest of the kernel".into(),
    )?;
    let msm_id: Vec<u8> = meta.msm_id.iter().flat_map(|c| c.to_be_bytes()).collect();
    ensure(dtb.windows(msm_id.len()).any(|w| w == msm_id), || {
        "the device tree lacks qcom,msm-id".into()
    })?;
    let ramdisk_at = page + kernel_size.div_ceil(page) * page;
    ensure(
        img.get(ramdisk_at..ramdisk_at + ramdisk_size) == Some(&std::fs::read(&payload)?[..]),
        || "the ramdisk is not the app payload".into(),
    )
}

/// openocd/beagleboard.cfg parses in OpenOCD 0.12 against Debian's board files and
/// defines `dexmetal_load`, without an adapter (the dummy driver stands in; nothing
/// beyond parsing is possible without one).
fn openocd_config_parses() -> Result<()> {
    let cfg = image::workspace_root().join("openocd/beagleboard.cfg");
    let out = Command::new(dexmetal_tools::OPENOCD.find()?)
        .args(["-c", "adapter driver dummy", "-f"])
        .arg(&cfg)
        .args([
            "-c",
            "if {[llength [info procs dexmetal_load]] != 1} {error {dexmetal_load missing}}",
            "-c",
            "shutdown",
        ])
        .output()?;
    ensure(out.status.success(), || {
        format!(
            "openocd rejected {}:\n{}",
            cfg.display(),
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

fn demo_app(images: &Images, tel: &Telemetry, verbose: bool) -> Result<()> {
    let dex = crate::app::demo_dex("demo")?;
    let payload = crate::app::payload_named(image::qemu_virt(), &[dex], None, &[], "itest-demo")?;
    let opts = RunOptions {
        boot: Boot::Bootz,
        initrd: Some(payload),
        timeout: Duration::from_secs(120),
        verbose,
        ..Default::default()
    };
    let r = qemu::run(image::qemu_virt(), images, tel, &opts)?;
    let want = std::fs::read_to_string(image::workspace_root().join("apps/demo/expected.txt"))?;
    let got = String::from_utf8_lossy(&r.app_output(1)).to_string();
    let (code, note) = r.status();
    ensure(got == want, || {
        format!(
            "demo output differs:\n--- expected\n{want}--- got\n{got}--- stderr\n{}",
            String::from_utf8_lossy(&r.app_output(2))
        )
    })?;
    ensure(code == 0, || note)?;
    // Its Log.i line arrives as a `logcat` event and reads as logcat in the report.
    let text = report::render(&r.events());
    ensure(text.contains(" I/dexmetal-demo: demo started\n"), || {
        format!("report lacks the demo's logcat line:\n{text}")
    })
}

/// The conformance case android-trace-sections with `dexmetal.profile`: its output is the
/// case's, and its android.os.Trace calls arrive as `trace_*` events in program order with
/// their thread ids (the worker's, 2, apart from main's). Without the key the same
/// program sends none.
fn android_trace_events(images: &Images, tel: &Telemetry, verbose: bool) -> Result<()> {
    let case = image::workspace_root().join("tests/conformance/android-trace-sections");
    let dex = dexmetal_tools::case::assemble_cached(&case).map_err(|e| anyhow::anyhow!(e))?;
    let payload = crate::app::payload_named(image::qemu_virt(), &[dex], None, &[], "itest-trace")?;
    let want = std::fs::read_to_string(case.join("expected.txt"))?;
    let trace_lines = |profiled: bool| -> Result<Vec<String>> {
        let opts = RunOptions {
            boot: Boot::Direct,
            bootargs: if profiled {
                "dexmetal.profile".into()
            } else {
                String::new()
            },
            initrd: Some(payload.clone()),
            timeout: Duration::from_secs(120),
            verbose,
            ..Default::default()
        };
        let r = qemu::run(image::qemu_virt(), images, tel, &opts)?;
        let got = String::from_utf8_lossy(&r.app_output(1)).to_string();
        ensure(!profiled || got == want, || {
            format!("output differs:\n--- expected\n{want}--- got\n{got}")
        })?;
        Ok(r.events()
            .iter()
            .filter(|e| e.kind.starts_with("trace_"))
            .map(|e| {
                let fields: Vec<String> =
                    e.fields.iter().map(|(k, v)| format!("{k}={v}")).collect();
                format!("{} {}", e.kind, fields.join(" "))
            })
            .collect())
    };
    let got = trace_lines(true)?;
    let x127 = "x".repeat(127);
    let want_events = [
        "trace_begin tid=1 name=outer".to_string(),
        "trace_begin tid=1 name=inner part".into(),
        "trace_counter tid=1 name=items value=3".into(),
        "trace_end tid=1".into(),
        "trace_end tid=1".into(),
        format!("trace_begin tid=1 name={x127}"),
        "trace_end tid=1".into(),
        "trace_begin tid=1 name=main".into(),
        "trace_begin tid=2 name=worker".into(),
        "trace_async_begin tid=2 name=load cookie=7".into(),
        "trace_end tid=2".into(),
        "trace_async_end tid=1 name=load cookie=7".into(),
        "trace_end tid=1".into(),
    ];
    ensure(got == want_events, || format!("trace events: {got:#?}"))?;
    let off = trace_lines(false)?;
    ensure(off.is_empty(), || {
        format!("trace events without dexmetal.profile: {off:#?}")
    })
}

/// One qemu-virt run through U-Boot with Dimmunix's history in the pflash file `flash`
/// (kept, or erased first when `fresh`), rebooting after a deadlock if `reboot`.
#[allow(clippy::too_many_arguments)]
fn dimmunix_run(
    images: &Images,
    tel: &Telemetry,
    dex: &std::path::Path,
    args: &[String],
    flash: &std::path::Path,
    fresh: bool,
    reboot: bool,
    verbose: bool,
) -> Result<RunResult> {
    let name = format!(
        "itest-dimmunix-{}",
        flash.file_stem().unwrap_or_default().to_string_lossy()
    );
    let payload =
        crate::app::payload_named(image::qemu_virt(), &[dex.to_path_buf()], None, args, &name)?;
    let opts = RunOptions {
        boot: Boot::Bootz,
        initrd: Some(payload),
        bootargs: BootConfig {
            dimmunix_reboot: reboot,
            ..BootConfig::default()
        }
        .to_command_line(),
        timeout: Duration::from_secs(120),
        flash: Some(flash.to_path_buf()),
        fresh_history: fresh,
        verbose,
        ..Default::default()
    };
    qemu::run(image::qemu_virt(), images, tel, &opts)
}

/// Seed 000's two-boot story on qemu-virt: boot 1 deadlocks, Dimmunix detects the cycle
/// of `threads` threads, saves the signature in pflash and reboots; boot 2 loads it,
/// avoids the deadlock with at least one yield and prints `want`.
fn check_two_boots(r: &RunResult, threads: usize, want: &str) -> Result<()> {
    let ev = r.events();
    let boots = report::boots(&ev);
    let (code, note) = r.status();
    ensure(boots.len() == 2, || {
        format!("{} boots, not 2 ({note})", boots.len())
    })?;
    let (one, two) = (boots[0], boots[1]);
    let d = find(one, "dimmunix_detect")?;
    ensure(d.get("kind") == Some("deadlock"), || d.message.clone())?;
    let cycle = d.get("threads").unwrap_or("").split(" -> ").count();
    ensure(cycle == threads, || {
        format!("cycle of {cycle} threads, not {threads}: {}", d.message)
    })?;
    ensure(
        d.get("saved").is_some_and(|s| s.starts_with("pflash")),
        || format!("signature not saved to pflash: {}", d.message),
    )?;
    ensure(
        find(one, "app_end")?.get("outcome") == Some("deadlock") && find(one, "reboot").is_ok(),
        || "boot 1 should end in a deadlock and a reboot".into(),
    )?;
    let load = find(two, "dimmunix_load")?;
    ensure(load.num("signatures") == Some(1), || load.message.clone())?;
    let yields = two.iter().filter(|e| e.kind == "dimmunix_yield").count();
    ensure(yields >= 1, || "boot 2 never yielded".into())?;
    ensure(find(two, "dimmunix_detect").is_err(), || {
        "boot 2 detected another cycle".into()
    })?;
    ensure(code == 0, || note.clone())?;
    let out: Vec<u8> = two
        .iter()
        .filter(|e| e.kind == "out" && e.num("fd") == Some(1))
        .filter_map(|e| e.bytes("bytes"))
        .flatten()
        .collect();
    let out = String::from_utf8_lossy(&out).to_string();
    ensure(out == want, || format!("output {out:?}, expected {want:?}"))?;
    let text = report::render(&ev);
    ensure(
        text.contains("== story ==")
            && text.contains("boot 2        history of 1 signature(s) loaded"),
        || format!("report lacks the story:\n{text}"),
    )
}

/// The NotificationManagerService/StatusBarService demo and the lock cycles of
/// tests/dimmunix/cycles, each told as two boots on qemu-virt; then the history kept in a
/// flash file across QEMU runs, and a corrupted one ignored with a warning.
fn dimmunix_boots(t: &mut Tally, images: &Images, tel: &Telemetry, verbose: bool) {
    let out = image::out_dir(image::qemu_virt());
    let flash = |n: &str| out.join(format!("itest-dimmunix-{n}.img"));
    let root = image::workspace_root();
    let demo = crate::app::demo_dex("dimmunix");
    let want = std::fs::read_to_string(root.join("apps/dimmunix/expected.txt")).unwrap_or_default();
    t.check(
        "qemu-dimmunix-demo-two-boots",
        demo.as_ref()
            .map_err(|e| anyhow::anyhow!("{e:#}"))
            .and_then(|dex| {
                let r = dimmunix_run(images, tel, dex, &[], &flash("demo"), true, true, verbose)?;
                check_two_boots(&r, 2, &want)
            }),
    );
    t.check(
        "qemu-dimmunix-history-survives-a-new-qemu-run",
        demo.as_ref()
            .map_err(|e| anyhow::anyhow!("{e:#}"))
            .and_then(|dex| {
                // The flash file of the previous test, without a reboot this time.
                let r = dimmunix_run(images, tel, dex, &[], &flash("demo"), false, false, verbose)?;
                let ev = r.events();
                let (code, note) = r.status();
                ensure(code == 0 && report::boots(&ev).len() == 1, || note)?;
                ensure(
                    find(&ev, "dimmunix_load")?.num("signatures") == Some(1),
                    || "history not loaded".into(),
                )?;
                ensure(ev.iter().any(|e| e.kind == "dimmunix_yield"), || {
                    "no avoidance yield".into()
                })
            }),
    );
    t.check(
        "qemu-dimmunix-history-save-fails-on-read-only-flash",
        demo.as_ref()
            .map_err(|e| anyhow::anyhow!("{e:#}"))
            .and_then(|dex| {
                // Fault injection: the flash refuses the write. The detection still
                // reports the signature (and the host keeps the image), the save error
                // is named, and the board does not reboot into the same deadlock.
                let f = flash("read-only");
                let payload = crate::app::payload_named(
                    image::qemu_virt(),
                    std::slice::from_ref(dex),
                    None,
                    &[],
                    "itest-dimmunix-read-only",
                )?;
                let opts = RunOptions {
                    initrd: Some(payload),
                    bootargs: BootConfig {
                        dimmunix_reboot: true,
                        ..BootConfig::default()
                    }
                    .to_command_line(),
                    timeout: Duration::from_secs(120),
                    flash: Some(f),
                    fresh_history: true,
                    flash_read_only: true,
                    verbose,
                    ..Default::default()
                };
                let r = qemu::run(image::qemu_virt(), images, tel, &opts)?;
                let ev = r.events();
                let detect = find(&ev, "dimmunix_detect")?;
                ensure(
                    detect
                        .get("saved")
                        .is_some_and(|s| s.starts_with("failed: device error status")),
                    || detect.message.clone(),
                )?;
                ensure(find(&ev, "dimmunix_image").is_ok(), || {
                    "the host got no copy of the signature".into()
                })?;
                ensure(report::boots(&ev).len() == 1, || {
                    format!(
                        "{} boots: it rebooted without a stored signature",
                        report::boots(&ev).len()
                    )
                })?;
                ensure(
                    ev.iter().any(|e| e.message.contains("not rebooting")),
                    || "no log line saying why it did not reboot".into(),
                )?;
                let (code, note) = r.status();
                ensure(code == 6, || note)
            }),
    );
    t.check(
        "qemu-dimmunix-corrupt-history-is-ignored",
        demo.as_ref()
            .map_err(|e| anyhow::anyhow!("{e:#}"))
            .and_then(|dex| {
                let f = flash("demo");
                let mut bytes = std::fs::read(&f)?;
                // One bit of the stored signature's payload.
                bytes[image::HISTORY.start + 20] ^= 0x10;
                std::fs::write(&f, bytes)?;
                let r = dimmunix_run(images, tel, dex, &[], &f, false, false, verbose)?;
                let ev = r.events();
                let reject = find(&ev, "dimmunix_reject")?;
                ensure(
                    reject.get("error").is_some_and(|e| e.contains("CRC")),
                    || reject.message.clone(),
                )?;
                let err = String::from_utf8_lossy(&r.app_output(2)).to_string();
                ensure(
                    err.contains("dexmetal: dimmunix: history ignored: CRC"),
                    || format!("no warning on stderr: {err}"),
                )?;
                // With an empty history the deadlock comes back, and is detected again.
                let (code, note) = r.status();
                ensure(code == 6 && find(&ev, "dimmunix_detect").is_ok(), || note)
            }),
    );
    t.check(
        "qemu-dimmunix-history-kept-by-the-host",
        demo.as_ref()
            .map_err(|e| anyhow::anyhow!("{e:#}"))
            .and_then(|dex| {
                // A board without a flash store: the host saves the image it sees in
                // telemetry, and the loader puts it back into RAM at the next boot.
                let h = out.join("itest-dimmunix-host.dxdh");
                let _ = std::fs::remove_file(&h);
                let payload = crate::app::payload_named(
                    image::qemu_virt(),
                    std::slice::from_ref(dex),
                    None,
                    &[],
                    "itest-dimmunix-host",
                )?;
                let opts = RunOptions {
                    boot: Boot::Bootz,
                    initrd: Some(payload),
                    timeout: Duration::from_secs(120),
                    history_image: Some(h.clone()),
                    verbose,
                    ..Default::default()
                };
                let first = qemu::run(image::qemu_virt(), images, tel, &opts)?;
                let (code, note) = first.status();
                ensure(code == 6, || note)?;
                let img = dexmetal_decoder::dimmunix::history_image(&first.events())
                    .context("no history image in telemetry")?;
                ensure(img.starts_with(b"DXDH"), || "not a history image".into())?;
                std::fs::write(&h, img)?;
                let second = qemu::run(image::qemu_virt(), images, tel, &opts)?;
                let ev = second.events();
                let load = find(&ev, "dimmunix_load")?;
                ensure(load.get("store") == Some("the host's file"), || {
                    load.message.clone()
                })?;
                ensure(ev.iter().any(|e| e.kind == "dimmunix_yield"), || {
                    "no avoidance yield".into()
                })?;
                let (code, note) = second.status();
                ensure(code == 0, || note)?;
                let out = String::from_utf8_lossy(&second.app_output(1)).to_string();
                ensure(out == want, || format!("output {out:?}"))
            }),
    );
    let cycles = crate::app::assemble(&root.join("tests/dimmunix/cycles"));
    for (mode, threads) in [("inversion", 2), ("ring3", 3), ("ring4", 4), ("wait", 2)] {
        t.check(
            &format!("qemu-dimmunix-{mode}-two-boots"),
            cycles
                .as_ref()
                .map_err(|e| anyhow::anyhow!("{e:#}"))
                .and_then(|dex| {
                    let args = [mode.to_string()];
                    let r =
                        dimmunix_run(images, tel, dex, &args, &flash(mode), true, true, verbose)?;
                    check_two_boots(&r, threads, "done\n")
                }),
        );
    }
}

fn boot_with_initrd(
    images: &Images,
    tel: &Telemetry,
    bytes: &[u8],
    verbose: bool,
) -> Result<RunResult> {
    let path = image::out_dir(image::qemu_virt()).join("itest-bad-payload.bin");
    std::fs::write(&path, bytes)?;
    let opts = RunOptions {
        boot: Boot::Direct,
        initrd: Some(path),
        timeout: Duration::from_secs(30),
        verbose,
        ..Default::default()
    };
    qemu::run(image::qemu_virt(), images, tel, &opts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timing_table_splits_the_run_by_group() {
        let t0 = Instant::now();
        let mut t = Tally::new();
        t.groups.push(("host".into(), t0, 0));
        t.check("a", Ok(()));
        t.check("b", Err(anyhow::anyhow!("no")));
        t.groups
            .push(("qemu".into(), t0 + Duration::from_secs(30), 0));
        t.counted(80);
        let table = t.timing_table(t0 + Duration::from_secs(120));
        let lines: Vec<&str> = table.lines().skip(2).collect();
        assert_eq!(lines.len(), 2, "{table}");
        assert!(
            lines[0].contains("30 s") && lines[0].contains("25%"),
            "{table}"
        );
        assert!(lines[0].contains("2 tests  host"), "{table}");
        assert!(
            lines[1].contains("90 s") && lines[1].contains("75%"),
            "{table}"
        );
        assert!(lines[1].contains("80 tests  qemu"), "{table}");
        assert_eq!((t.passed, t.failed.len()), (1, 1));
    }

    /// apps/board's output on qemu-virt (a real run's figures).
    const PRINTED: &str = "board qemu-virt\n\
        cycles 112903801 135817971 (4203 primes below 40000 in between)\n\
        opp 600000 kHz 1350000 uV model=true\n\
        energy 133134 uJ model=true\n";

    #[test]
    fn board_figures_are_read_from_every_line() {
        let f = board_figures(PRINTED).unwrap();
        assert_eq!(
            f,
            BoardFigures {
                name: "qemu-virt".into(),
                cycles: (112_903_801, 135_817_971),
                khz: 600_000,
                microvolts: 1_350_000,
                opp_model: true,
                microjoules: 133_134,
                energy_model: true,
            }
        );
        let none = "board qemu-realview-a8\ncycles -1 -1 (4203 primes below 40000 in between)\n\
            opp -1 kHz -1 uV model=false\nenergy -1 uJ model=false\n";
        let f = board_figures(none).unwrap();
        assert_eq!((f.cycles, f.khz, f.microjoules), ((-1, -1), -1, -1));
        assert!(!f.opp_model && !f.energy_model);
    }

    #[test]
    fn board_figures_refuse_a_missing_doubled_or_garbled_line() {
        let without_energy: String = PRINTED
            .lines()
            .take(3)
            .map(|l| l.to_owned() + "\n")
            .collect();
        let doubled = format!("{PRINTED}opp 125000 kHz 975000 uV model=true\n");
        for bad in [
            without_energy,
            doubled,
            PRINTED.replace("model=true\nenergy", "model=yes\nenergy"),
            PRINTED.replace("133134 uJ", "lots uJ"),
            PRINTED.replace("600000 kHz", "600000 MHz"),
            PRINTED.replace(" 135817971", ""),
        ] {
            assert!(board_figures(&bad).is_err(), "accepted {bad:?}");
        }
    }
}
