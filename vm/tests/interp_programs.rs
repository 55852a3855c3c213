//! End-to-end interpreter tests: small smali programs are assembled with the smali
//! assembler (a test fails with the install hint when it is missing), run on a fresh `Vm` with
//! a capturing platform, and their stdout/stderr/outcome checked.

mod common;

use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;

use common::{Captured, CapturingPlatform};
use dexmetal_vm::vm::{Outcome, Vm, VmConfig};

/// Assembles `sources` (file name, smali text) into a DEX. smali is found as everywhere
/// (`$SMALI`, then `PATH`); without it the test fails with the install hint.
fn assemble(name: &str, sources: &[(&str, &str)]) -> Vec<u8> {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("interp-{name}"));
    dexmetal_tools::smali::assemble_texts(&dir, sources, 24).unwrap_or_else(|e| panic!("{e}"))
}

struct Run {
    out: String,
    err: String,
    outcome: Outcome,
    vm: Vm,
}

fn run_with(name: &str, sources: &[(&str, &str)], config: VmConfig) -> Run {
    let dex = assemble(name, sources);
    let cap = Rc::new(RefCell::new(Captured::default()));
    let mut vm = Vm::new(
        Box::new(CapturingPlatform(cap.clone())),
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
        vm,
    }
}

fn run(name: &str, main_body: &str, locals: u32, extra: &str) -> Run {
    run_cfg(name, main_body, locals, extra, VmConfig::default())
}

fn run_cfg(name: &str, main_body: &str, locals: u32, extra: &str, cfg: VmConfig) -> Run {
    let src = format!(
        r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {{v0, p0}}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static s(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {{v0, p0}}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

{extra}

.method public static main([Ljava/lang/String;)V
    .locals {locals}
{main_body}
    return-void
.end method
"#
    );
    run_with(name, &[("Main.smali", &src)], cfg)
}

#[test]
fn int_arithmetic_edges() {
    let r = run(
        "arith",
        r#"
    const v0, 0x80000000
    const/4 v1, -1
    div-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    rem-int v2, v0, v1
    invoke-static {v2}, LMain;->p(I)V
    const/16 v1, 33
    const/4 v2, 1
    shl-int v2, v2, v1
    invoke-static {v2}, LMain;->p(I)V
    const v3, 1e30f
    float-to-int v3, v3
    invoke-static {v3}, LMain;->p(I)V
    const v3, NaNf
    float-to-int v3, v3
    invoke-static {v3}, LMain;->p(I)V
    const v3, NaNf
    cmpl-float v4, v3, v3
    invoke-static {v4}, LMain;->p(I)V
    cmpg-float v4, v3, v3
    invoke-static {v4}, LMain;->p(I)V
"#,
        6,
        "",
    );
    assert_eq!(r.out, "-2147483648\n0\n2\n2147483647\n0\n-1\n1\n");
    assert_eq!(r.outcome, Outcome::Returned);
}

#[test]
fn uncaught_exception_report_and_status() {
    let r = run(
        "uncaught",
        r#"
    .line 10
    const/4 v0, 0
    const/4 v1, 7
    div-int v1, v1, v0
"#,
        2,
        "",
    );
    assert_eq!(r.outcome, Outcome::Uncaught);
    assert_eq!(
        r.err,
        "Exception in thread \"main\" java.lang.ArithmeticException: divide by zero\n\tat Main.main(Main.java:10)\n"
    );
}

#[test]
fn catch_and_rethrow_across_frames() {
    let r = run(
        "catch",
        r#"
    :try
    invoke-static {}, LMain;->thrower()V
    :tryend
    .catch Ljava/lang/IllegalStateException; {:try .. :tryend} :h
    return-void
    :h
    move-exception v0
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->s(Ljava/lang/Object;)V
"#,
        1,
        r#"
.method static thrower()V
    .registers 2
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "boom"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
"#,
    );
    assert_eq!(r.out, "boom\n");
}

#[test]
fn deep_recursion_is_stack_overflow_error() {
    let r = run(
        "soe",
        r#"
    :try
    const/4 v0, 0
    invoke-static {v0}, LMain;->rec(I)I
    :tryend
    .catch Ljava/lang/StackOverflowError; {:try .. :tryend} :h
    return-void
    :h
    const-string v0, "caught SOE"
    invoke-static {v0}, LMain;->s(Ljava/lang/Object;)V
"#,
        1,
        r#"
.method static rec(I)I
    .registers 2
    add-int/lit8 v0, p0, 1
    invoke-static {v0}, LMain;->rec(I)I
    move-result v0
    return v0
.end method
"#,
    );
    assert_eq!(r.out, "caught SOE\n");
    assert_eq!(r.outcome, Outcome::Returned);
}

#[test]
fn interface_dispatch_and_strings() {
    let iface = r#".class public interface abstract LShape;
.super Ljava/lang/Object;
.method public abstract area()I
.end method
.method public name()Ljava/lang/String;
    .registers 2
    const-string v0, "shape"
    return-object v0
.end method
"#;
    let sq = r#".class public LSq;
.super Ljava/lang/Object;
.implements LShape;
.field s:I
.method public constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LSq;->s:I
    return-void
.end method
.method public area()I
    .registers 2
    iget v0, p0, LSq;->s:I
    mul-int/2addr v0, v0
    return v0
.end method
"#;
    let main = r#".class public LMain;
.super Ljava/lang/Object;
.method public static main([Ljava/lang/String;)V
    .registers 5
    new-instance v0, LSq;
    const/4 v1, 7
    invoke-direct {v0, v1}, LSq;-><init>(I)V
    invoke-interface {v0}, LShape;->area()I
    move-result v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-interface {v0}, LShape;->name()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v2, v3}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v3, "="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-wide v3, 0.1
    invoke-virtual {v2, v3, v4}, Ljava/lang/StringBuilder;->append(D)Ljava/lang/StringBuilder;
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
"#;
    let r = run_with(
        "iface",
        &[
            ("Shape.smali", iface),
            ("Sq.smali", sq),
            ("Main.smali", main),
        ],
        VmConfig::default(),
    );
    assert_eq!(r.out, "shape=490.1\n");
}

#[test]
fn system_exit_status() {
    let r = run(
        "exit",
        r#"
    const/16 v0, 42
    invoke-static {v0}, Ljava/lang/System;->exit(I)V
    invoke-static {v0}, LMain;->p(I)V
"#,
        1,
        "",
    );
    assert_eq!(r.outcome, Outcome::Exit(42));
    assert_eq!(r.out, "");
}

#[test]
fn tight_loop_allocates_nothing() {
    let body = r#"
    const/4 v0, 0
    const/4 v1, 0
    const v2, 200000
    :loop
    if-ge v1, v2, :done
    add-int/2addr v0, v1
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    invoke-static {v0}, LMain;->p(I)V
"#;
    let warm = run("loop-a", body.replace("200000", "10").as_str(), 3, "");
    let hot = run("loop-b", body, 3, "");
    use dexmetal_vm::heap::Heap;
    assert_eq!(hot.out, "-1474936480\n");
    assert_eq!(warm.vm.heap.used_bytes(), hot.vm.heap.used_bytes());
    let _ = (&warm.err, &hot.err);
}

#[test]
fn malformed_dex_is_an_error_not_a_panic() {
    let cap = Rc::new(RefCell::new(Captured::default()));
    let mut vm = Vm::new(
        Box::new(CapturingPlatform(cap)),
        VmConfig::default(),
        dexmetal_corelib::LIBRARY,
    )
    .expect("vm");
    assert!(vm.add_dex(b"dex\n035\0garbage".to_vec()).is_err());
    let mut truncated = dexmetal_corelib::DEX.to_vec();
    truncated.truncate(0x80);
    assert!(vm.add_dex(truncated).is_err());
    assert!(matches!(vm.run_main("NoSuchClass", &[]), Outcome::Error(_)));
}

#[test]
fn enums_hashset_and_enum_valueof_failure() {
    let color = r#".class public final enum LColor;
.super Ljava/lang/Enum;
.source "Color.java"
.field private static final synthetic $VALUES:[LColor;
.field public static final enum GREEN:LColor;
.field public static final enum RED:LColor;

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, LColor;
    const-string v1, "RED"
    const/4 v2, 0
    invoke-direct {v0, v1, v2}, LColor;-><init>(Ljava/lang/String;I)V
    sput-object v0, LColor;->RED:LColor;
    new-instance v0, LColor;
    const-string v1, "GREEN"
    const/4 v2, 1
    invoke-direct {v0, v1, v2}, LColor;-><init>(Ljava/lang/String;I)V
    sput-object v0, LColor;->GREEN:LColor;
    const/4 v0, 2
    new-array v0, v0, [LColor;
    sget-object v1, LColor;->RED:LColor;
    const/4 v2, 0
    aput-object v1, v0, v2
    sget-object v1, LColor;->GREEN:LColor;
    const/4 v2, 1
    aput-object v1, v0, v2
    sput-object v0, LColor;->$VALUES:[LColor;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static valueOf(Ljava/lang/String;)LColor;
    .registers 2
    const-class v0, LColor;
    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, LColor;
    return-object v0
.end method

.method public static values()[LColor;
    .registers 1
    sget-object v0, LColor;->$VALUES:[LColor;
    invoke-virtual {v0}, [LColor;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [LColor;
    return-object v0
.end method
"#;
    let main = r#".class public LMain;
.super Ljava/lang/Object;
.method public static main([Ljava/lang/String;)V
    .registers 5
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-static {}, LColor;->values()[LColor;
    move-result-object v1
    invoke-static {v1}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const-string v2, "GREEN"
    invoke-static {v2}, LColor;->valueOf(Ljava/lang/String;)LColor;
    move-result-object v2
    invoke-virtual {v2}, LColor;->ordinal()I
    move-result v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(I)V
    new-instance v3, Ljava/util/HashSet;
    invoke-direct {v3}, Ljava/util/HashSet;-><init>()V
    invoke-virtual {v3, v2}, Ljava/util/HashSet;->add(Ljava/lang/Object;)Z
    invoke-virtual {v3, v2}, Ljava/util/HashSet;->add(Ljava/lang/Object;)Z
    move-result v4
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(Z)V
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    const/4 v4, -7
    const/4 v2, 3
    invoke-static {v4, v2}, Ljava/lang/Math;->floorMod(II)I
    move-result v4
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(I)V
    const-string v2, "BLUE"
    invoke-static {v2}, LColor;->valueOf(Ljava/lang/String;)LColor;
    return-void
.end method
"#;
    let r = run_with(
        "enum",
        &[("Color.smali", color), ("Main.smali", main)],
        VmConfig::default(),
    );
    assert_eq!(r.out, "[RED, GREEN]\n1\nfalse\n[GREEN]\n2\n");
    assert_eq!(r.outcome, Outcome::Uncaught);
    assert!(r
        .err
        .starts_with("Exception in thread \"main\" java.lang.IllegalArgumentException: No enum constant Color.BLUE\n"));
}

const FORGED: &str = r#"
    const v0, 0x7ffffff0
    iget v1, v0, LMain;->f:I
    invoke-static {v1}, LMain;->p(I)V
    const v0, -8
    iput v1, v0, LMain;->f:I
    const/16 v0, 0x10
    :try
    array-length v1, v0
    :tryend
    .catch Ljava/lang/Throwable; {:try .. :tryend} :h
    return-void
    :h
    move-exception v2
    invoke-virtual {v2}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v2
    invoke-static {v2}, LMain;->s(Ljava/lang/Object;)V
"#;

#[test]
fn forged_references_do_not_panic() {
    // Without the verifier, ints can be used as references: every access must stay
    // inside the heap (reading 0) or raise a Java error, never panic or corrupt memory.
    let no_verify = VmConfig {
        verify: false,
        ..VmConfig::default()
    };
    let r = run_cfg("forged", FORGED, 3, ".field f:I", no_verify);
    assert_eq!(r.out, "0\nclass java.lang.VerifyError\n");
    // With the verifier on (the default) the class never links: nothing runs.
    let r = run("forged-verified", FORGED, 3, ".field f:I");
    assert_eq!(r.out, "");
    assert_eq!(r.outcome, Outcome::Uncaught);
    assert!(r.err.contains("java.lang.VerifyError"), "{}", r.err);
}

#[test]
fn main_class_is_initialized_first_and_failures_wrap() {
    let src = |body: &str| {
        format!(
            r#".class public LMain;
.super Ljava/lang/Object;
.source "Main.java"
.field static x:I
.method static constructor <clinit>()V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "clinit"
    invoke-virtual {{v0, v1}}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
{body}
    sput v0, LMain;->x:I
    return-void
.end method
.method public static main([Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    sget v1, LMain;->x:I
    invoke-virtual {{v0, v1}}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
"#
        )
    };
    let ok = src("    const/16 v0, 5");
    let r = run_with("mainclinit", &[("Main.smali", &ok)], VmConfig::default());
    assert_eq!(r.out, "clinit\n5\n");
    let bad = src("    const/4 v0, 0\n    div-int v0, v0, v0");
    let r = run_with(
        "mainclinit-bad",
        &[("Main.smali", &bad)],
        VmConfig::default(),
    );
    assert_eq!(r.outcome, Outcome::Uncaught);
    assert_eq!(r.out, "clinit\n");
    assert!(r.err.starts_with(
        "Exception in thread \"main\" java.lang.ExceptionInInitializerError\n\
         Caused by: java.lang.ArithmeticException: divide by zero\n"
    ));
}

/// ART's erroneous-class rule, which the JVM oracle cannot check (HotSpot's cause is a new
/// ExceptionInInitializerError describing the first failure): every later use throws a
/// new NoClassDefFoundError whose cause is the very error the initializer threw, kept
/// across collections; a subclass's is the NoClassDefFoundError of its superclass.
#[test]
fn an_erroneous_class_keeps_its_first_error_as_the_cause() {
    let bad = ".class public LBad;\n.super Ljava/lang/Object;\n.field public static x:I\n\
        .method static constructor <clinit>()V\n    .registers 1\n    const/4 v0, 0\n\
        div-int/2addr v0, v0\n    sput v0, LBad;->x:I\n    return-void\n.end method\n";
    let sub = ".class public LSub;\n.super LBad;\n.field public static y:I\n";
    let main = r#".class public LMain;
.super Ljava/lang/Object;
.method static use()Ljava/lang/Throwable;
    .registers 2
    :a
    sget v0, LBad;->x:I
    :b
    const/4 v1, 0
    return-object v1
    :h
    move-exception v1
    return-object v1
    .catch Ljava/lang/Throwable; {:a .. :b} :h
.end method
.method static useSub()Ljava/lang/Throwable;
    .registers 2
    :a
    sget v0, LSub;->y:I
    :b
    const/4 v1, 0
    return-object v1
    :h
    move-exception v1
    return-object v1
    .catch Ljava/lang/Throwable; {:a .. :b} :h
.end method
.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
.method public static main([Ljava/lang/String;)V
    .registers 6
    invoke-static {}, LMain;->use()Ljava/lang/Throwable;
    move-result-object v0
    invoke-static {}, Ljava/lang/System;->gc()V
    invoke-static {}, LMain;->use()Ljava/lang/Throwable;
    move-result-object v1
    invoke-static {}, LMain;->use()Ljava/lang/Throwable;
    move-result-object v2
    invoke-virtual {v1}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v3
    if-ne v3, v0, :no1
    const/4 v4, 1
    goto :p1
    :no1
    const/4 v4, 0
    :p1
    invoke-static {v4}, LMain;->p(Z)V
    if-eq v1, v2, :same
    const/4 v4, 1
    goto :p2
    :same
    const/4 v4, 0
    :p2
    invoke-static {v4}, LMain;->p(Z)V
    invoke-static {}, LMain;->useSub()Ljava/lang/Throwable;
    invoke-static {}, Ljava/lang/System;->gc()V
    invoke-static {}, LMain;->useSub()Ljava/lang/Throwable;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v3
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v2, v1}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-virtual {v3}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v3
    if-ne v3, v0, :no3
    const/4 v4, 1
    goto :p3
    :no3
    const/4 v4, 0
    :p3
    invoke-static {v4}, LMain;->p(Z)V
    return-void
.end method
"#;
    for gc in dexmetal_vm::heap::collect::GcVariant::ALL {
        let r = run_with(
            "erroneous-cause",
            &[("Main.smali", main), ("Bad.smali", bad), ("Sub.smali", sub)],
            VmConfig {
                gc,
                verify_heap: true,
                ..VmConfig::default()
            },
        );
        assert_eq!(r.outcome, Outcome::Returned, "{gc:?}: {}", r.err);
        assert_eq!(
            r.out,
            "true\ntrue\njava.lang.NoClassDefFoundError: Sub\n\
             java.lang.NoClassDefFoundError: Bad\ntrue\n",
            "{gc:?}"
        );
    }
}

/// ART's message for invoke-interface reaching a non-public implementation
/// (runtime/common_throws.cc, ThrowIllegalAccessErrorForImplementingMethod), which the
/// JVM words differently (the conformance case `link-interface-not-public` prints only
/// the error's class).
#[test]
fn invoke_interface_of_a_non_public_implementation_names_both_methods() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/conformance/link-interface-not-public");
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).unwrap();
    let (i, imp, good, main) = (
        read("I.smali"),
        read("Impl.smali"),
        read("Good.smali"),
        read("Main.smali").replace(".catch Ljava/lang/IllegalAccessError; {:a .. :b} :h", ""),
    );
    let r = run_with(
        "iface-not-public",
        &[
            ("I.smali", &i),
            ("Impl.smali", &imp),
            ("Good.smali", &good),
            ("Main.smali", &main),
        ],
        VmConfig::default(),
    );
    assert_eq!(r.outcome, Outcome::Uncaught, "{}", r.err);
    assert!(
        r.err.starts_with(
            "Exception in thread \"main\" java.lang.IllegalAccessError: Method 'void p1.Impl.m()' \
             implementing interface method 'void I.m()' is not public\n"
        ),
        "{}",
        r.err
    );
}

/// With verification on (the default), every method with code carries the verifier's
/// register map, and it tells references from integers at a GC point.
#[test]
fn verified_methods_carry_register_maps() {
    let src = ".class public LMain;\n.super Ljava/lang/Object;\n\
        .method public static main([Ljava/lang/String;)V\n    .registers 4\n\
        const/4 v0, 7\n\
        new-instance v1, Ljava/lang/Object;\n\
        invoke-direct {v1}, Ljava/lang/Object;-><init>()V\n\
        sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;\n\
        invoke-virtual {v2, v0}, Ljava/io/PrintStream;->println(I)V\n\
        return-void\n.end method\n";
    let dex = assemble("gcmaps", &[("Main.smali", src)]);
    let cap = Rc::new(RefCell::new(Captured::default()));
    let mut vm = Vm::new(
        Box::new(CapturingPlatform(cap.clone())),
        VmConfig::default(),
        dexmetal_corelib::LIBRARY,
    )
    .unwrap();
    vm.add_dex(dex).unwrap();
    assert_eq!(vm.run_main("Main", &[]), Outcome::Returned);
    assert_eq!(String::from_utf8_lossy(&cap.borrow().out), "7\n");
    let main = vm
        .methods
        .iter()
        .find(|m| m.name == "main" && m.desc.starts_with("([Ljava/lang/String;)"))
        .unwrap();
    let map = main.gc_map.as_ref().expect("main has a register map");
    // pc 8 is the println invoke (const/4 1 unit, new-instance 2, invoke-direct 3, sget 2):
    // v1 (Object) and v2 (PrintStream) and p0 (v3, String[]) are references, v0 is an int.
    let refs: Vec<Option<bool>> = (0..4).map(|r| map.is_ref(8, r)).collect();
    assert_eq!(refs, [Some(false), Some(true), Some(true), Some(true)]);
    // Core library methods are verified, and mapped, at their first call: each one that
    // ran has a map, one never called has none yet.
    use dexmetal_vm::oo::CodeState;
    let core = |m: &&dexmetal_vm::oo::Method| vm.classes[m.class as usize].dex == 0;
    let ran: Vec<_> = vm
        .methods
        .iter()
        .filter(core)
        .filter(|m| matches!(m.code, CodeState::Ready(_)))
        .collect();
    assert!(ran.len() > 3, "{} core methods ran", ran.len());
    assert!(ran.iter().all(|m| m.gc_map.is_some()));
    assert!(vm
        .methods
        .iter()
        .filter(core)
        .any(|m| matches!(m.code, CodeState::Unloaded(_)) && m.gc_map.is_none()));
}
