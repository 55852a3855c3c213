//! Dimmunix through `dexmetal run --dimmunix-history FILE` (seed 000): each lock cycle of
//! tests/dimmunix/cycles deadlocks once (status 6, signature saved), and the next run
//! with the same file avoids it with a yield and completes; avoidance that would starve
//! is bypassed (also when only a join shows the starvation); 100 perturbed schedules sharing one history all complete; an unusable
//! history is ignored with a warning. Without smali the tests fail with the install hint.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Assembles the smali files of `tests/<dir>` into `<tmp>/<name>.dex`.
fn assemble(dir: &str, name: &str) -> PathBuf {
    let src = repo().join("tests").join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&src)
        .unwrap_or_else(|e| panic!("{}: {e}", src.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "smali"))
        .collect();
    files.sort();
    // Tests run in parallel: each assembles its own copy.
    static SEQ: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let seq = SEQ.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let out = tmp(&format!("{name}-{seq}.dex"));
    dexmetal_tools::smali::assemble(&files, 24, &out).unwrap_or_else(|e| panic!("{e}"));
    out
}

fn tmp(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("dimmunix");
    std::fs::create_dir_all(&dir).expect("tmp dir");
    dir.join(name)
}

/// A fresh (absent) history file.
fn history(name: &str) -> PathBuf {
    let p = tmp(&format!("{name}.dxdh"));
    let _ = std::fs::remove_file(&p);
    p
}

struct Run {
    status: Option<i32>,
    out: String,
    err: String,
}

fn run(dex: &Path, hist: Option<&Path>, extra: &[&str], mode: &str) -> Run {
    let mut c = Command::new(env!("CARGO_BIN_EXE_dexmetal"));
    c.arg("run").arg("--verbose-dimmunix").args(extra);
    if let Some(h) = hist {
        c.arg("--dimmunix-history").arg(h);
    }
    c.arg(dex);
    if !mode.is_empty() {
        c.arg("--").arg(mode);
    }
    let o: Output = c.output().expect("run dexmetal");
    Run {
        status: o.status.code(),
        out: String::from_utf8_lossy(&o.stdout).into_owned(),
        err: String::from_utf8_lossy(&o.stderr).into_owned(),
    }
}

/// First run: the cycle of `threads` threads deadlocks and is recorded; second run with
/// the same history: avoided by at least one yield, and the program completes.
fn deadlock_once_then_avoid(mode: &str, threads: usize, extra: &[&str]) {
    let dex = assemble("dimmunix/cycles", "cycles");
    let h = history(&format!("{mode}{}", extra.join("")));
    let first = run(&dex, Some(&h), extra, mode);
    assert_eq!(first.status, Some(6), "{mode}: {}", first.err);
    let header = format!("dexmetal: deadlock: Dimmunix detected a lock cycle of {threads} threads");
    assert!(first.err.contains(&header), "{mode}: {}", first.err);
    assert_eq!(first.out, "", "{mode}");
    let saved = std::fs::read(&h).expect("history saved");
    assert!(saved.starts_with(b"DXDH"), "{mode}");
    // `dexmetal dump` lists a history file: one line per signature, a link per thread.
    let d = Command::new(env!("CARGO_BIN_EXE_dexmetal"))
        .arg("dump")
        .arg(&h)
        .output()
        .expect("dump");
    let listing = String::from_utf8_lossy(&d.stdout);
    assert!(d.status.success(), "{mode}: {d:?}");
    assert!(
        listing.starts_with("Dimmunix history: 1 signatures")
            && listing
                .lines()
                .nth(1)
                .is_some_and(|l| l.matches(" <- ").count() == threads),
        "{mode}: {listing}"
    );
    // The signature names the program's positions, resolved to source lines.
    assert!(
        first.err.contains("holds a lock taken at Main$W."),
        "{}",
        first.err
    );

    let second = run(&dex, Some(&h), extra, mode);
    assert_eq!(second.status, Some(0), "{mode} run 2: {}", second.err);
    assert_eq!(second.out, "done\n", "{mode} run 2");
    assert!(
        second
            .err
            .contains("dexmetal: dimmunix: history loaded: 1 signatures"),
        "{}",
        second.err
    );
    assert!(
        second.err.contains("dimmunix: yield: tid "),
        "{}",
        second.err
    );
    assert!(second.err.contains(", 0 deadlocks,"), "{}", second.err);
    assert_eq!(std::fs::read(&h).expect("history"), saved, "nothing new");

    // Dimmunix off, the same history: the deadlock is back (the baseline is real).
    let off = run(&dex, Some(&h), &["--no-dimmunix"], mode);
    assert_eq!(off.status, Some(6), "{mode} off: {}", off.err);
    assert!(
        off.err.contains("live threads are blocked"),
        "{mode} off: {}",
        off.err
    );
}

#[test]
fn a_two_thread_lock_inversion_is_detected_once_then_avoided() {
    deadlock_once_then_avoid("inversion", 2, &[]);
}

#[test]
fn a_three_thread_cycle_is_detected_once_then_avoided() {
    deadlock_once_then_avoid("ring3", 3, &[]);
}

#[test]
fn a_four_thread_cycle_is_detected_once_then_avoided() {
    deadlock_once_then_avoid("ring4", 4, &[]);
}

#[test]
fn the_wait_induced_inversion_is_detected_once_then_avoided() {
    deadlock_once_then_avoid("wait", 2, &[]);
}

#[test]
fn deeper_positions_detect_and_avoid_too() {
    deadlock_once_then_avoid("inversion", 2, &["--dimmunix-depth", "3"]);
    let dex = assemble("dimmunix/cycles", "cycles");
    let bad = run(&dex, None, &["--dimmunix-depth", "5"], "inversion");
    assert_eq!(bad.status, Some(2), "{}", bad.err);
}

#[test]
fn avoidance_that_would_starve_is_bypassed_and_the_run_completes() {
    let dex = assemble("dimmunix/cycles", "cycles");
    let h = history("starve");
    // The inversion's signature (positions inner():40 twice) ...
    assert_eq!(run(&dex, Some(&h), &[], "inversion").status, Some(6));
    // ... would make T2 yield to T1 while T1 waits for the lock T2 holds.
    let r = run(&dex, Some(&h), &[], "starve");
    assert_eq!(r.status, Some(0), "{}", r.err);
    assert_eq!(r.out, "done\n");
    assert!(
        r.err
            .contains("dimmunix: starvation detected: signature #1"),
        "{}",
        r.err
    );
    assert!(r.err.contains("dimmunix: bypass: tid "), "{}", r.err);
    // The starvation signature is kept: the next run avoids it without a bypass.
    let again = run(&dex, Some(&h), &[], "starve");
    assert_eq!(again.status, Some(0), "{}", again.err);
    assert!(
        again.err.contains("2 signatures") && again.err.contains(", 0 bypasses,"),
        "{}",
        again.err
    );
}

#[test]
fn a_yielder_all_other_threads_wait_for_is_bypassed_when_every_thread_blocks() {
    let dex = assemble("dimmunix/cycles", "cycles");
    // Without Dimmunix nothing deadlocks.
    let off = run(&dex, None, &["--no-dimmunix"], "unstick");
    assert_eq!(
        (off.status, off.out.as_str()),
        (Some(0), "done\n"),
        "{}",
        off.err
    );
    let h = history("unstick");
    assert_eq!(run(&dex, Some(&h), &[], "inversion").status, Some(6));
    // T2 yields to T1, which joins T2: no lock edge closes the cycle, every thread
    // blocks, and the yielder (tid 4; T0's slot 2 is free by then) is let through.
    let r = run(&dex, Some(&h), &[], "unstick");
    assert_eq!(r.status, Some(0), "{}", r.err);
    assert_eq!(r.out, "done\n");
    assert!(r.err.contains("dimmunix: yield: tid 4 "), "{}", r.err);
    assert!(
        r.err
            .contains("dimmunix: bypass: tid 4 released from signature #0"),
        "{}",
        r.err
    );
    assert!(r.err.contains(", 1 bypasses,"), "{}", r.err);
}

#[test]
fn a_hundred_perturbed_schedules_sharing_one_history_all_complete() {
    let dex = assemble("threads/lock-inversion", "inversion");
    let h = history("seeds");
    let first = (1..=64u32)
        .find(|s| run(&dex, Some(&h), &["--seed", &s.to_string()], "").status == Some(6))
        .expect("no seed in 1..=64 deadlocks without a history");
    eprintln!("first deadlocking seed: {first}");
    assert!(std::fs::metadata(&h).is_ok(), "history saved");
    let mut yields = 0;
    for seed in 1..=100u32 {
        let r = run(&dex, Some(&h), &["--seed", &seed.to_string()], "");
        assert_eq!(r.status, Some(0), "seed {seed}: {}", r.err);
        assert_eq!(r.out, "no deadlock this time\n", "seed {seed}");
        yields += r.err.matches("dimmunix: yield:").count();
    }
    assert!(yields > 0, "no schedule needed avoidance");
    eprintln!("100 seeds: {yields} avoidance yields");
}

#[test]
fn an_unusable_history_is_ignored_with_a_warning() {
    let dex = assemble("dimmunix/cycles", "cycles");
    let h = history("corrupt");
    assert_eq!(run(&dex, Some(&h), &[], "inversion").status, Some(6));
    let good = std::fs::read(&h).expect("history");
    let mut flipped = good.clone();
    flipped[20] ^= 0x10;
    let mut future = good.clone();
    future[4] = 0xff;
    let cases: [(&str, Vec<u8>, &str); 4] = [
        ("garbage", b"not a history at all".to_vec(), "bad magic"),
        (
            "truncated",
            good[..good.len() - 3].to_vec(),
            "payload length",
        ),
        ("flipped", flipped, "CRC"),
        ("future", future, "newer than"),
    ];
    for (name, bytes, why) in cases {
        std::fs::write(&h, &bytes).expect("write");
        if bytes.starts_with(b"DXDH") {
            // `dexmetal dump` refuses it with the same reason and status 1.
            let d = Command::new(env!("CARGO_BIN_EXE_dexmetal"))
                .arg("dump")
                .arg(&h)
                .output()
                .expect("dump");
            let err = String::from_utf8_lossy(&d.stderr);
            assert!(
                d.status.code() == Some(1)
                    && err.contains("unusable Dimmunix history")
                    && err.contains(why),
                "{name}: {d:?}"
            );
        }
        // Ignored: the run starts with no history, so the inversion deadlocks again
        // and its signature is saved over the bad file.
        let r = run(&dex, Some(&h), &[], "inversion");
        assert_eq!(r.status, Some(6), "{name}: {}", r.err);
        assert!(
            r.err.contains("dexmetal: dimmunix: history ignored: ") && r.err.contains(why),
            "{name}: {}",
            r.err
        );
        assert_eq!(std::fs::read(&h).expect("history"), good, "{name}");
    }
}
