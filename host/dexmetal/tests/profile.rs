//! `dexmetal run --profile` end to end: a CPU-bound program sampled on the VM thread's
//! CPU time; its hot method tops the written flat profile, the flame graph is XML, the
//! Perfetto trace passes the decoder's checks, the report names the source, and a bad
//! period is a usage error (status 2) naming the allowed range.

use std::path::PathBuf;
use std::process::{Command, Output};

fn dexmetal(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dexmetal"))
        .args(args)
        .output()
        .expect("run dexmetal")
}

/// `hot` runs 100000 iterations per call, `cold` one add: nearly all CPU time is `hot`'s.
const MAIN: &str = r#"
.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method static hot(I)I
    .registers 4
    .line 3
    const/4 v0, 0
    :loop
    if-lez p0, :done
    mul-int/lit8 v1, p0, 3
    xor-int/2addr v0, v1
    add-int/lit8 p0, p0, -1
    goto :loop
    :done
    return v0
.end method

.method static cold(I)I
    .registers 2
    .line 9
    add-int/lit8 v0, p0, 1
    return v0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 5
    .line 13
    const/4 v0, 0
    const/16 v1, 300
    :loop
    if-lez v1, :done
    const v2, 100000
    invoke-static {v2}, LMain;->hot(I)I
    move-result v2
    add-int/2addr v0, v2
    invoke-static {v0}, LMain;->cold(I)I
    move-result v0
    add-int/lit8 v1, v1, -1
    goto :loop
    :done
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v3, "done"
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
"#;

/// Assembles MAIN into a directory of the test's own (tests run in parallel).
fn assemble(test: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("profile-{test}"));
    dexmetal_tools::smali::assemble_texts(&dir, &[("Main.smali", MAIN)], 15)
        .unwrap_or_else(|e| panic!("{e}"));
    dir.join("out.dex")
}

#[test]
fn the_hot_method_tops_the_written_flat_profile() {
    let dex = assemble("hot");
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("profile-hot-out");
    let _ = std::fs::remove_dir_all(&out);
    let o = dexmetal(&[
        "run",
        "--profile",
        "--profile-period",
        "200",
        "--profile-dir",
        out.to_str().unwrap(),
        dex.to_str().unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{stderr}");
    assert_eq!(String::from_utf8_lossy(&o.stdout), "done\n");
    assert!(
        stderr.contains("profiler      timer:thread-cputime: every 200 us-of-cpu-time"),
        "{stderr}"
    );
    let txt = std::fs::read_to_string(out.join("profile.txt")).unwrap();
    let flat = txt
        .split_once("Flat profile")
        .unwrap_or_else(|| panic!("no flat profile in {txt}"))
        .1;
    // The title, the column header, then the top row.
    let top = flat.lines().nth(2).unwrap();
    assert!(
        top.contains("interpreter  Main.hot(int)  (Main.java:3)"),
        "top row {top:?} of\n{txt}"
    );
    let samples: u64 = top.split_whitespace().next().unwrap().parse().unwrap();
    assert!(samples >= 10, "{txt}");
    assert!(stderr.contains(&format!("{}", out.join("profile.svg").display())));

    let svg = std::fs::read_to_string(out.join("profile.svg")).unwrap();
    let mut reader = quick_xml::Reader::from_str(&svg);
    let (mut elements, mut named_hot) = (0, false);
    loop {
        match reader.read_event() {
            Ok(quick_xml::events::Event::Eof) => break,
            Ok(quick_xml::events::Event::Start(_) | quick_xml::events::Event::Empty(_)) => {
                elements += 1
            }
            Ok(quick_xml::events::Event::Text(t)) => {
                named_hot |= String::from_utf8_lossy(&t).contains("Main.hot(int)")
            }
            Ok(_) => {}
            Err(e) => panic!("profile.svg is not XML: {e}"),
        }
    }
    assert!(elements > 10 && named_hot, "{svg}");

    let trace = std::fs::read(out.join("trace.pftrace")).unwrap();
    let stats = dexmetal_decoder::trace::check(&trace).unwrap_or_else(|e| panic!("{e}"));
    assert!(stats.instants as u64 >= samples, "{stats:?}");
}

#[test]
fn a_bad_profile_period_is_a_usage_error_naming_the_range() {
    let dex = assemble("bad-period");
    for bad in ["9", "1000001", "x"] {
        let o = dexmetal(&[
            "run",
            "--profile",
            "--profile-period",
            bad,
            dex.to_str().unwrap(),
        ]);
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{bad}: {stderr}");
        assert!(stderr.contains("--profile-period"), "{stderr}");
        if bad != "x" {
            assert!(stderr.contains("10..=1000000"), "{stderr}");
        }
    }
    let o = dexmetal(&["run", "--profile-period", "100", dex.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "--profile-period needs --profile");
}

/// Runs conformance case `case` with --profile; the Perfetto trace's statistics.
fn profile_case(case: &str) -> dexmetal_decoder::trace::Stats {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/conformance")
        .join(case);
    let sources = dexmetal_tools::smali::sources(&src, false).unwrap();
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("profile-{case}"));
    std::fs::create_dir_all(&dir).unwrap();
    let dex = dir.join("classes.dex");
    dexmetal_tools::smali::assemble(&sources, 15, &dex).unwrap_or_else(|e| panic!("{e}"));
    let out = dir.join("out");
    let _ = std::fs::remove_dir_all(&out);
    let o = dexmetal(&[
        "run",
        "--profile",
        "--profile-dir",
        out.to_str().unwrap(),
        dex.to_str().unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{stderr}");
    assert!(!stderr.contains("warning"), "{stderr}");
    let trace = std::fs::read(out.join("trace.pftrace")).unwrap();
    dexmetal_decoder::trace::check(&trace).unwrap_or_else(|e| panic!("{e}"))
}

/// Eight threads contending for monitors: the trace has each worker's `state` track
/// from the platform's thread switches and the `CPU` track of who ran.
#[test]
fn thread_switches_make_the_timeline() {
    let stats = profile_case("threads-counter-contention");
    assert!(stats.track_names.contains("CPU"), "{stats:?}");
    let states = stats
        .track_names
        .iter()
        .filter(|n| n.ends_with(": state"))
        .count();
    assert!(states >= 8, "{:?}", stats.track_names);
    assert!(stats.slices > 16, "{stats:?}");
}

/// A run that collects: its collections and pauses are on the timeline.
#[test]
fn collections_and_pauses_are_on_the_timeline() {
    let stats = profile_case("gc-threads-churn");
    assert!(stats.track_names.contains("GC cycles"), "{stats:?}");
    assert!(
        stats.track_names.iter().any(|n| n.ends_with(": GC pauses")),
        "{:?}",
        stats.track_names
    );
    assert!(
        stats.event_names.iter().any(|n| n.starts_with("GC_")),
        "{:?}",
        stats.event_names
    );
}
