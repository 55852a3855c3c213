//! Library behaviour that the JVM oracle cannot check, because the JVM answers
//! differently or cannot see it: the system properties that name dexmetal and the heap
//! policy in force, stack-trace line numbers (the oracle's translated classes have
//! none), getSimpleName/getModifiers from dx's InnerClass annotations, and
//! filled-new-array of primitive arrays other than int[] (the JVM has no such
//! instruction; ART's verifier accepts single-word ones and its interpreter refuses). Programs are smali, assembled at API 24, run on a capturing
//! platform.

mod common;

use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;

use common::{Captured, CapturingPlatform};
use dexmetal_vm::vm::{Outcome, Platform, Vm, VmConfig};

/// The shared capturing platform with system properties of its own, to check that the
/// platform's properties reach `System.getProperty`.
struct TestPlatform(CapturingPlatform);

impl Platform for TestPlatform {
    fn write(&mut self, fd: u32, bytes: &[u8]) {
        self.0.write(fd, bytes);
    }
    fn nanos(&self) -> u64 {
        self.0.nanos()
    }
    fn millis(&self) -> u64 {
        self.0.millis()
    }
    fn system_properties(&self) -> Vec<(String, String)> {
        vec![
            ("os.name".into(), "TestOS".into()),
            ("test.only".into(), "yes".into()),
        ]
    }
}

struct Run {
    out: String,
    err: String,
    outcome: Outcome,
}

fn run_sources(name: &str, sources: &[(&str, &str)], config: VmConfig) -> Run {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("libreflect-{name}"));
    let dex =
        dexmetal_tools::smali::assemble_texts(&dir, sources, 24).unwrap_or_else(|e| panic!("{e}"));
    let cap = Rc::new(RefCell::new(Captured::default()));
    let mut vm = Vm::new(
        Box::new(TestPlatform(CapturingPlatform(cap.clone()))),
        config,
        dexmetal_corelib::LIBRARY,
    )
    .expect("vm");
    vm.add_dex(dex).expect("dex");
    let outcome = vm.run_main("Main", &[]);
    let c = cap.borrow();
    Run {
        out: String::from_utf8_lossy(&c.out).into_owned(),
        err: String::from_utf8_lossy(&c.err).into_owned(),
        outcome,
    }
}

/// A Main class with `main` made of `body` (registers v0..v5), helpers `s(Object)`
/// printing a line, and the `extra` methods.
fn main_class(body: &str, extra: &str) -> String {
    format!(
        r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method static s(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {{v0, p0}}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

{extra}

.method public static main([Ljava/lang/String;)V
    .registers 7
{body}
    return-void
.end method
"#
    )
}

fn run(name: &str, body: &str, extra: &str) -> Run {
    run_sources(
        name,
        &[("Main.smali", &main_class(body, extra))],
        VmConfig::default(),
    )
}

/// `System.getProperty(key)` printed, for each key.
fn property_lines(keys: &[&str]) -> String {
    keys.iter()
        .map(|k| {
            format!(
                "    const-string v0, \"{k}\"\n    invoke-static {{v0}}, Ljava/lang/System;->getProperty(Ljava/lang/String;)Ljava/lang/String;\n    move-result-object v0\n    invoke-static {{v0}}, LMain;->s(Ljava/lang/Object;)V\n"
            )
        })
        .collect()
}

#[test]
fn system_properties_name_the_vm_and_the_heap_policy_in_force() {
    let policy = common::heap_policy(
        "dalvik.vm.heapsize=32m dalvik.vm.heapgrowthlimit=24m dalvik.vm.heapstartsize=3m \
         dalvik.vm.heapminfree=512k dalvik.vm.heapmaxfree=4m dalvik.vm.heaptargetutilization=0.5",
    );
    let config = VmConfig {
        heap_policy: policy,
        ..VmConfig::default()
    };
    let keys = [
        "java.vm.name",
        "java.version",
        "java.vm.version",
        "line.separator",
        "dalvik.vm.heapsize",
        "dalvik.vm.heapgrowthlimit",
        "dalvik.vm.heapstartsize",
        "dalvik.vm.heapminfree",
        "dalvik.vm.heapmaxfree",
        "dalvik.vm.heaptargetutilization",
        "dexmetal.gc",
        "os.name",
        "os.arch",
        "test.only",
        "user.dir",
    ];
    let src = main_class(&property_lines(&keys), "");
    let r = run_sources("props", &[("Main.smali", &src)], config);
    assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
    let arch = if cfg!(target_arch = "x86_64") {
        "x86_64"
    } else if cfg!(target_arch = "aarch64") {
        "aarch64"
    } else {
        "unknown"
    };
    let want = format!(
        "dexmetal\n0\n{}\n\n\n32m\n24m\n3m\n512k\n4m\n0.5\n{}\nTestOS\n{arch}\nyes\nnull\n",
        env!("CARGO_PKG_VERSION"),
        VmConfig::default().gc.name(),
    );
    assert_eq!(r.out, want);
}

#[test]
fn stack_trace_elements_carry_dalvik_line_numbers() {
    let body = r#"
    .line 40
    invoke-static {}, LMain;->thrower()Ljava/lang/Throwable;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Throwable;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v1
    array-length v2, v1
    const/4 v3, 0
    :loop
    if-ge v3, v2, :done
    aget-object v4, v1, v3
    invoke-static {v4}, LMain;->s(Ljava/lang/Object;)V
    invoke-virtual {v4}, Ljava/lang/StackTraceElement;->getLineNumber()I
    move-result v5
    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v5
    invoke-static {v5}, LMain;->s(Ljava/lang/Object;)V
    add-int/lit8 v3, v3, 1
    goto :loop
    :done
    .line 50
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Thread;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v1
    const/4 v3, 0
    aget-object v4, v1, v3
    invoke-virtual {v4}, Ljava/lang/StackTraceElement;->getClassName()Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, LMain;->s(Ljava/lang/Object;)V
    const/4 v3, 1
    aget-object v4, v1, v3
    invoke-static {v4}, LMain;->s(Ljava/lang/Object;)V
"#;
    let extra = r#"
.method static thrower()Ljava/lang/Throwable;
    .registers 2
    .line 12
    new-instance v0, Ljava/lang/Exception;
    invoke-direct {v0}, Ljava/lang/Exception;-><init>()V
    return-object v0
.end method
"#;
    let r = run("ste-lines", body, extra);
    assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
    assert_eq!(
        r.out,
        "Main.thrower(Main.java:12)\n12\nMain.main(Main.java:40)\n40\njava.lang.Thread\nMain.main(Main.java:50)\n"
    );
}

#[test]
fn traces_show_native_frames_and_dex_pcs_where_there_are_no_lines() {
    // ART's traces: a native that throws has its own `(Native Method)` frame above its
    // caller; a method without a line table shows no file and its dex pc as the line
    // (runtime/thread.cc, CreateStackTraceElement), printed `(Unknown Source:<pc>)`.
    let body = r#"
    .line 7
    const-string v0, "abc"
    const/4 v1, 5
    :a
    invoke-virtual {v0, v1}, Ljava/lang/String;->charAt(I)C
    :b
    goto :next
    :h
    move-exception v2
    invoke-static {v2}, LMain;->top2(Ljava/lang/Throwable;)V
    :next
    :c
    invoke-static {}, LMain;->noLines()V
    :d
    goto :end
    :h2
    move-exception v2
    invoke-static {v2}, LMain;->top2(Ljava/lang/Throwable;)V
    invoke-virtual {v2}, Ljava/lang/Throwable;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v3
    const/4 v4, 0
    aget-object v3, v3, v4
    invoke-virtual {v3}, Ljava/lang/StackTraceElement;->getFileName()Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, LMain;->s(Ljava/lang/Object;)V
    invoke-virtual {v3}, Ljava/lang/StackTraceElement;->getLineNumber()I
    move-result v4
    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    invoke-static {v4}, LMain;->s(Ljava/lang/Object;)V
    :end
    .catch Ljava/lang/StringIndexOutOfBoundsException; {:a .. :b} :h
    .catch Ljava/lang/ArithmeticException; {:c .. :d} :h2
"#;
    let extra = r#"
.method static top2(Ljava/lang/Throwable;)V
    .registers 3
    invoke-virtual {p0}, Ljava/lang/Throwable;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v0
    const/4 v1, 0
    aget-object v2, v0, v1
    invoke-static {v2}, LMain;->s(Ljava/lang/Object;)V
    const/4 v1, 1
    aget-object v2, v0, v1
    invoke-static {v2}, LMain;->s(Ljava/lang/Object;)V
    return-void
.end method

.method static noLines()V
    .registers 2
    const/4 v0, 1
    const/4 v1, 0
    div-int/2addr v0, v1
    return-void
.end method
"#;
    let r = run("ste-native-pc", body, extra);
    assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
    assert_eq!(
        r.out,
        "java.lang.String.charAt(Native Method)\nMain.main(Main.java:7)\n\
         Main.noLines(Unknown Source:2)\nMain.main(Main.java:7)\nnull\n2\n"
    );
}

#[test]
fn system_clock_sleeps_through_interrupts_and_keeps_the_status() {
    // android.os.SystemClock.sleep: the whole 30 ms although an interrupt is pending,
    // then the interrupt status is set again; uptime and elapsed realtime are one clock.
    let body = r#"
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V
    invoke-static {}, Landroid/os/SystemClock;->uptimeMillis()J
    move-result-wide v1
    const-wide/16 v3, 30
    invoke-static {v3, v4}, Landroid/os/SystemClock;->sleep(J)V
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J
    move-result-wide v3
    sub-long/2addr v3, v1
    const-wide/16 v1, 30
    cmp-long v0, v3, v1
    if-ltz v0, :short
    const-string v0, "slept the whole time"
    goto :said
    :short
    const-string v0, "woke early"
    :said
    invoke-static {v0}, LMain;->s(Ljava/lang/Object;)V
    invoke-static {}, Ljava/lang/Thread;->interrupted()Z
    move-result v0
    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v0
    invoke-static {v0}, LMain;->s(Ljava/lang/Object;)V
"#;
    // A clock that moves (the capturing platform's stands still, and a sleep would spin).
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("libreflect-systemclock");
    let src = main_class(body, "");
    let dex = dexmetal_tools::smali::assemble_texts(&dir, &[("Main.smali", &src)], 24)
        .unwrap_or_else(|e| panic!("{e}"));
    let cap = Rc::new(RefCell::new(Captured::default()));
    let mut vm = Vm::new(
        Box::new(common::ClockedPlatform::new(cap.clone())),
        VmConfig::default(),
        dexmetal_corelib::LIBRARY,
    )
    .expect("vm");
    vm.add_dex(dex).expect("dex");
    assert_eq!(vm.run_main("Main", &[]), Outcome::Returned);
    let out = String::from_utf8_lossy(&cap.borrow().out).into_owned();
    assert_eq!(out, "slept the whole time\ntrue\n");
}

#[test]
fn nested_class_names_and_modifiers_come_from_inner_class_annotations() {
    let inner = r#".class final LMain$Inner;
.super Ljava/lang/Object;
.source "Main.java"
.annotation system Ldalvik/annotation/EnclosingClass;
    value = LMain;
.end annotation
.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "Inner"
.end annotation
"#;
    let anon = r#".class final LMain$1;
.super Ljava/lang/Object;
.source "Main.java"
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = LMain;->main([Ljava/lang/String;)V
.end annotation
.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x8
    name = null
.end annotation
"#;
    let plain = ".class public LTop$Level;\n.super Ljava/lang/Object;\n.source \"Top.java\"\n";
    let body = r#"
    const-class v0, LMain$Inner;
    invoke-static {v0}, LMain;->describe(Ljava/lang/Class;)V
    const-class v0, [[LMain$Inner;
    invoke-static {v0}, LMain;->describe(Ljava/lang/Class;)V
    const-class v0, LMain$1;
    invoke-static {v0}, LMain;->describe(Ljava/lang/Class;)V
    const-class v0, LTop$Level;
    invoke-static {v0}, LMain;->describe(Ljava/lang/Class;)V
"#;
    let extra = r#"
.method static describe(Ljava/lang/Class;)V
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "["
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, "] "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Class;->getModifiers()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->s(Ljava/lang/Object;)V
    return-void
.end method
"#;
    let main = main_class(body, extra);
    let r = run_sources(
        "inner-names",
        &[
            ("Main.smali", &main),
            ("Inner.smali", inner),
            ("Anon.smali", anon),
            ("Top.smali", plain),
        ],
        VmConfig::default(),
    );
    assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
    // private static final = 0x1a; arrays keep the visibility, add final abstract.
    assert_eq!(r.out, "[Inner] 26\n[Inner[][]] 1042\n[] 8\n[Top$Level] 1\n");
}

#[test]
fn class_for_name_inside_its_own_initializer_returns_without_rerunning_it() {
    let main = main_class(
        r#"
    sget v0, LSelf;->x:I
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-static {v0}, LMain;->s(Ljava/lang/Object;)V
"#,
        "",
    );
    let selfish = r#".class public LSelf;
.super Ljava/lang/Object;
.source "Self.java"
.field static x:I
.method static constructor <clinit>()V
    .registers 2
    const-string v0, "Self <clinit>"
    invoke-static {v0}, LMain;->s(Ljava/lang/Object;)V
    const-string v0, "Self"
    invoke-static {v0}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;
    move-result-object v0
    invoke-static {v0}, LMain;->s(Ljava/lang/Object;)V
    const/4 v0, 7
    sput v0, LSelf;->x:I
    return-void
.end method
"#;
    let r = run_sources(
        "forname-self",
        &[("Main.smali", &main), ("Self.smali", selfish)],
        VmConfig::default(),
    );
    assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
    assert_eq!(r.out, "Self <clinit>\nclass Self\n7\n");
}

/// `filled-new-array {v0, v1}, [Z`-style code: ART's verifier accepts it (each
/// register holds the component type), its interpreter throws.
fn filled(name: &str, setup: &str, insn: &str) -> Run {
    let body = format!(
        r#"
    :try
{setup}
    {insn}
    move-result-object v4
    const-string v4, "no exception"
    invoke-static {{v4}}, LMain;->s(Ljava/lang/Object;)V
    :tryend
    .catch Ljava/lang/Throwable; {{:try .. :tryend}} :h
    return-void
    :h
    move-exception v4
    invoke-static {{v4}}, LMain;->s(Ljava/lang/Object;)V
"#
    );
    run(name, &body, "")
}

#[test]
fn filled_new_array_of_non_int_primitives_verifies_and_throws_as_on_art() {
    let r = filled(
        "fna-z",
        "    const/4 v0, 1\n    const/4 v1, 0",
        "filled-new-array {v0, v1}, [Z",
    );
    assert_eq!(
        r.out,
        "java.lang.InternalError: Found type boolean; filled-new-array not implemented for anything but 'int'\n",
        "{}",
        r.err
    );
    let r = filled(
        "fna-f",
        "    const/high16 v0, 0x3f800000",
        "filled-new-array {v0}, [F",
    );
    assert_eq!(
        r.out,
        "java.lang.InternalError: Found type float; filled-new-array not implemented for anything but 'int'\n",
        "{}",
        r.err
    );
    let r = filled(
        "fna-s",
        "    const/4 v0, 1\n    const/4 v1, 2\n    const/4 v2, 3",
        "filled-new-array/range {v0 .. v2}, [S",
    );
    assert_eq!(
        r.out,
        "java.lang.InternalError: Found type short; filled-new-array not implemented for anything but 'int'\n",
        "{}",
        r.err
    );
    let r = filled(
        "fna-ref",
        "    const-string v0, \"a\"\n    const/4 v1, 0",
        "filled-new-array {v0, v1}, [Ljava/lang/CharSequence;",
    );
    assert_eq!(r.out, "no exception\n", "{}", r.err);
}

#[test]
fn filled_new_array_of_wide_or_mismatched_elements_is_a_verify_error() {
    // Wide components break the bytecode spec's single-word rule (ART would throw
    // RuntimeException "Bad filled array request" when executing it instead); a String
    // where an int is expected is a type error. Both are rejected before `main` runs.
    for (name, setup, insn) in [
        (
            "fna-j",
            "    const-wide/16 v0, 5",
            "filled-new-array {v0}, [J",
        ),
        (
            "fna-d",
            "    const-wide/high16 v0, 0x4000000000000000L",
            "filled-new-array/range {v0 .. v1}, [D",
        ),
        (
            "fna-bad-i",
            "    const-string v0, \"x\"",
            "filled-new-array {v0}, [I",
        ),
    ] {
        let r = filled(name, setup, insn);
        assert_eq!(r.outcome, Outcome::Uncaught, "{name}: {}", r.out);
        assert!(r.err.contains("java.lang.VerifyError"), "{name}: {}", r.err);
    }
}
