//! `dexmetal run` end to end: exit statuses (0 normal, 1 uncaught exception or bad input,
//! System.exit code), the Java-style uncaught report, `--main`, and program arguments.
//! Cases are assembled with smali; without it they fail with the install hint.

use std::path::PathBuf;
use std::process::{Command, Output};

fn dexmetal(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dexmetal"))
        .args(args)
        .output()
        .expect("run dexmetal")
}

/// Assembles one class into a DEX file; without smali the test fails with the install hint.
fn assemble(name: &str, smali: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("run-{name}"));
    dexmetal_tools::smali::assemble_texts(&dir, &[("Main.smali", smali)], 15)
        .unwrap_or_else(|e| panic!("{e}"));
    dir.join("out.dex")
}

fn program(class: &str, body: &str) -> String {
    format!(
        ".class public L{class};\n.super Ljava/lang/Object;\n.source \"{class}.java\"\n\
         .method public static main([Ljava/lang/String;)V\n    .registers 4\n{body}\n.end method\n"
    )
}

#[test]
fn normal_return_prints_args_and_exits_zero() {
    let dex = assemble(
        "args",
        &program(
            "Main",
            "    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;\n\
             const/4 v1, 1\n    aget-object v1, p0, v1\n\
             invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V\n    return-void",
        ),
    );
    let o = dexmetal(&["run", dex.to_str().unwrap(), "--", "a", "b"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "b\n");
}

#[test]
fn uncaught_exception_exits_one_with_report() {
    let dex = assemble(
        "uncaught",
        &program(
            "App",
            "    .line 5\n    new-instance v0, Ljava/lang/IllegalStateException;\n\
             const-string v1, \"bad\"\n\
             invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V\n    throw v0",
        ),
    );
    let o = dexmetal(&["run", "--main", "App", dex.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&o.stderr),
        "Exception in thread \"main\" java.lang.IllegalStateException: bad\n\tat App.main(App.java:5)\n"
    );
}

#[test]
fn log_lines_go_to_stderr_only_with_logcat() {
    let dex = assemble(
        "logcat",
        &program(
            "Main",
            "    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;\n\
             const-string v1, \"before\"\n\
             invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V\n\
             const-string v1, \"Net\"\n    const-string v2, \"two\\nlines\"\n\
             invoke-static {v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I\n\
             const-string v1, \"after\"\n\
             invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V\n    return-void",
        ),
    );
    let quiet = dexmetal(&["run", dex.to_str().unwrap()]);
    assert_eq!(quiet.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&quiet.stdout), "before\nafter\n");
    assert_eq!(String::from_utf8_lossy(&quiet.stderr), "");
    let shown = dexmetal(&["run", "--logcat", dex.to_str().unwrap()]);
    assert_eq!(String::from_utf8_lossy(&shown.stdout), "before\nafter\n");
    // Each line of the message gets logcat's prefix.
    assert_eq!(
        String::from_utf8_lossy(&shown.stderr),
        "W/Net: two\nW/Net: lines\n"
    );
}

#[test]
fn system_exit_code_is_the_status() {
    let dex = assemble(
        "exit",
        &program("Main", "    const/4 v0, 7\n    invoke-static {v0}, Ljava/lang/System;->exit(I)V\n    return-void"),
    );
    assert_eq!(
        dexmetal(&["run", dex.to_str().unwrap()]).status.code(),
        Some(7)
    );
}

#[test]
fn malformed_dex_and_missing_class_exit_one() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let bad = dir.join("garbage.dex");
    std::fs::write(&bad, b"dex\n035\0not really a dex file").unwrap();
    let o = dexmetal(&["run", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("malformed DEX"));
    let dex = assemble("nomain", &program("Other", "    return-void"));
    let o = dexmetal(&["run", dex.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("Could not find or load main class Main"));
}

/// The verifier runs at link time by default: a class with an ill-typed method (never
/// called) is rejected with VerifyError naming class, method and dex pc; `--no-verify`
/// runs it, since the bad method never executes.
#[test]
fn ill_typed_class_is_rejected_unless_verification_is_off() {
    let src = format!(
        "{}\n.method static bad(Ljava/lang/Object;)I\n    .registers 2\n    add-int/lit8 v0, p0, 1\n    return v0\n.end method\n",
        program(
            "Main",
            "    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;\n\
             const-string v1, \"ran\"\n\
             invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V\n    return-void",
        )
    );
    let dex = assemble("verify", &src);
    let o = dexmetal(&["run", dex.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "stderr: {err}");
    assert!(err.contains("java.lang.VerifyError"), "stderr: {err}");
    assert!(
        err.contains("LMain;.bad(Ljava/lang/Object;)I at dex pc 0x0000"),
        "stderr: {err}"
    );
    assert!(o.stdout.is_empty());
    let o = dexmetal(&["run", "--no-verify", dex.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "ran\n");
}

#[test]
fn gc_variant_stats_and_mmu_files() {
    let dex = assemble(
        "gcstats",
        &program(
            "Main",
            "    const/16 v0, 1000\n    new-array v1, v0, [I\n\
             invoke-static {}, Ljava/lang/System;->gc()V\n\
             invoke-static {}, Ljava/lang/System;->gc()V\n    return-void",
        ),
    );
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("run-gcstats");
    let (json, csv, svg) = (dir.join("s.json"), dir.join("m.csv"), dir.join("m.svg"));
    let o = dexmetal(&[
        "run",
        "--gc",
        "fg",
        "--verbose-gc",
        "--gc-stats",
        json.to_str().unwrap(),
        "--mmu-csv",
        csv.to_str().unwrap(),
        "--mmu-svg",
        svg.to_str().unwrap(),
        dex.to_str().unwrap(),
    ]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert_eq!(err.matches("D/dalvikvm: GC_EXPLICIT").count(), 2, "{err}");
    let j = std::fs::read_to_string(&json).unwrap();
    assert!(
        j.starts_with(r#"{"variant":"fg","pacing":"dalvik","run_ns":"#),
        "{j}"
    );
    assert!(
        j.contains(r#""foreground":{"count":2,"#),
        "both pauses were foreground collections: {j}"
    );
    assert!(j.contains(r#""GC_EXPLICIT":2,"#), "{j}");
    for key in [
        "\"pauses\":",
        "\"mmu_10ms\":",
        "\"mmu_50ms\":",
        "\"peak_footprint\":",
    ] {
        assert!(j.contains(key), "{key} in {j}");
    }
    assert!(
        !j.contains("null"),
        "every pause has its time on the host: {j}"
    );
    let c = std::fs::read_to_string(&csv).unwrap();
    assert!(c.starts_with("window_ms,mmu\n"), "{c}");
    assert!(c.lines().count() >= 2, "{c}");
    let s = std::fs::read_to_string(&svg).unwrap();
    assert!(
        s.starts_with("<svg ") && s.contains("fg (dalvik pacing) collector, 2 collections"),
        "{s}"
    );
}

/// A value the board would refuse is a usage error here, in the board's words (less the
/// default the board would run instead).
#[test]
fn a_bad_boot_value_is_a_usage_error() {
    for (args, want) in [
        (
            &["--gc", "g1"][..],
            "dexmetal.gc=g1: unknown collector (expected cms, fg, bg, gencms or stw)",
        ),
        (
            &["--gc-pacing", "go"],
            "dexmetal.gc.pacing=go: unknown pacing (expected dalvik or adaptive)",
        ),
        (
            &["--heapsize", "16t"],
            "dalvik.vm.heapsize=16t: not a size (expected digits and an optional k, m or g)",
        ),
        (
            &["--prop", "dalvik.vm.heaptargetutilization=0.95"],
            "--prop dalvik.vm.heaptargetutilization=0.95: not a fraction from 0.1 to 0.9",
        ),
        (
            &["--prop", "dalvik.vm.heapfree=1m"],
            "--prop dalvik.vm.heapfree=1m: unknown boot argument",
        ),
        (
            &["--prop", "dexmetal.gc=stw"],
            "--prop dexmetal.gc=stw: not a dalvik.vm.* property=value",
        ),
        (
            &["--slice", "0"],
            "dexmetal.sched.slice=0: out of range (expected N, 1 or more)",
        ),
        (
            &["--dimmunix-depth", "5"],
            "dexmetal.dimmunix.depth=5: out of range (expected N, 1 to 4)",
        ),
    ] {
        let o = dexmetal(&[&["run"], args, &["x.dex"]].concat());
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(want), "{args:?}: {err}");
        assert!(!err.contains("; using"), "{args:?}: {err}");
    }
}

/// A zip archive of `(member, bytes)`, deflated, as a .jar or .apk is.
fn archive(path: &std::path::Path, members: &[(&str, &[u8])]) {
    use std::io::Write;
    let mut w = zip::ZipWriter::new(std::fs::File::create(path).unwrap());
    for (name, data) in members {
        w.start_file(*name, zip::write::SimpleFileOptions::default())
            .unwrap();
        w.write_all(data).unwrap();
    }
    w.finish().unwrap();
}

/// `run app.apk` reads classes.dex then classes2.dex (multidex order, as ART): Main in
/// the first calls a class that only the second defines.
#[test]
fn apk_and_jar_run_in_multidex_order() {
    let main = assemble(
        "multidex-main",
        &program(
            "Main",
            "    invoke-static {}, LHelper;->hello()V\n    return-void",
        ),
    );
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("run-multidex-helper");
    let helper = dexmetal_tools::smali::assemble_texts(
        &dir,
        &[(
            "Helper.smali",
            ".class public LHelper;\n.super Ljava/lang/Object;\n\
             .method public static hello()V\n    .registers 2\n\
             sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;\n\
             const-string v1, \"hello from classes2.dex\"\n\
             invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V\n\
             return-void\n.end method\n",
        )],
        15,
    )
    .unwrap();
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let apk = tmp.join("multidex.apk");
    let main_bytes = std::fs::read(&main).unwrap();
    archive(
        &apk,
        &[
            ("AndroidManifest.xml", b"<manifest/>"),
            ("classes2.dex", &helper),
            ("classes.dex", &main_bytes),
        ],
    );
    let o = dexmetal(&["run", apk.to_str().unwrap()]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "hello from classes2.dex\n"
    );

    // Without classes2.dex, Helper is missing: the class path really came from the zip.
    let jar = tmp.join("single.jar");
    archive(&jar, &[("classes.dex", &main_bytes)]);
    let o = dexmetal(&["run", jar.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("NoClassDefFoundError"));
}

#[test]
fn an_archive_without_dex_is_a_clear_error() {
    let jar = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("classes-only.jar");
    archive(&jar, &[("Main.class", b"\xca\xfe\xba\xbe\0\0\0\x34")]);
    let o = dexmetal(&["run", jar.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("classes-only.jar: the archive holds no classes.dex"),
        "{err}"
    );
    let o = dexmetal(&["dump", jar.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn threads_prints_the_reports_thread_table() {
    // The telemetry report's rendering (dexmetal_decoder::report), in microseconds.
    let dex = assemble("threads", &program("Main", "    return-void"));
    let o = dexmetal(&["run", "--threads", dex.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    let err = String::from_utf8_lossy(&o.stderr);
    let lines: Vec<&str> = err.lines().collect();
    assert!(
        lines[0].starts_with("threads       1 started (max 1 alive), "),
        "{err}"
    );
    assert_eq!(
        lines[1].split_whitespace().collect::<Vec<_>>(),
        [
            "tid", "name", "cpu", "us", "cycles", "switches", "blocked", "us", "sleep", "us",
            "ready", "us"
        ],
        "{err}"
    );
    let row: Vec<&str> = lines[2].split_whitespace().collect();
    assert_eq!((row[1], row[3]), ("main", "-"), "{err}");
    assert_eq!(lines.len(), 3, "{err}");
}

/// A program that prints a line, then spins forever.
fn print_then_spin() -> PathBuf {
    assemble(
        "spin",
        &program(
            "Main",
            "    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;\n\
             const-string v1, \"before the hang\"\n\
             invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V\n\
             :spin\n    nop\n    goto :spin",
        ),
    )
}

/// Starts `dexmetal run` on `dex`, sends `sig` after 600 ms, and returns its output.
fn cut_off(dex: &std::path::Path, sig: libc::c_int) -> Output {
    let child = Command::new(env!("CARGO_BIN_EXE_dexmetal"))
        .args(["run", dex.to_str().unwrap()])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run dexmetal");
    std::thread::sleep(std::time::Duration::from_millis(600));
    let pid = libc::pid_t::try_from(child.id()).unwrap();
    // SAFETY: kill(2) on our own child's pid; no memory is involved.
    assert_eq!(unsafe { libc::kill(pid, sig) }, 0);
    child.wait_with_output().expect("wait")
}

#[test]
fn a_run_cut_off_by_sigterm_flushes_stdout_and_exits_143() {
    let o = cut_off(&print_then_spin(), libc::SIGTERM);
    assert_eq!(o.status.code(), Some(143));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "before the hang\n");
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("terminated by SIGTERM"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn output_older_than_a_tenth_of_a_second_survives_sigkill() {
    let o = cut_off(&print_then_spin(), libc::SIGKILL);
    assert_eq!(o.status.code(), None);
    assert_eq!(String::from_utf8_lossy(&o.stdout), "before the hang\n");
}

#[test]
fn profile_turns_android_os_trace_on() {
    // isEnabled(), then a 128-unit section name: refused only while tracing records.
    let dex = assemble(
        "trace",
        &program(
            "Main",
            "    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;\n\
             invoke-static {}, Landroid/os/Trace;->isEnabled()Z\n    move-result v1\n\
             invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Z)V\n\
             const-string v1, \"12345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678\"\n\
             invoke-static {v1}, Landroid/os/Trace;->beginSection(Ljava/lang/String;)V\n\
             invoke-static {}, Landroid/os/Trace;->endSection()V\n    return-void",
        ),
    );
    let off = dexmetal(&["run", dex.to_str().unwrap()]);
    assert_eq!(off.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&off.stdout), "false\n");
    let files = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("run-trace-profile");
    let on = dexmetal(&[
        "run",
        "--profile",
        "--profile-dir",
        files.to_str().unwrap(),
        dex.to_str().unwrap(),
    ]);
    assert_eq!(String::from_utf8_lossy(&on.stdout), "true\n");
    assert_eq!(on.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&on.stderr).starts_with(
            "Exception in thread \"main\" java.lang.IllegalArgumentException: sectionName is too long\n"
        ),
        "{}",
        String::from_utf8_lossy(&on.stderr)
    );
}
