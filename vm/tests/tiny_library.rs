//! The engine runs on any library that has what it names (`Vm::new` reports the rest):
//! a test's tiny one, a dozen classes and one native, runs a program; one that lacks a
//! class the engine needs is refused with that class's name.

mod common;

use std::cell::RefCell;
use std::rc::Rc;

use common::{assemble, Captured, CapturingPlatform};
use dexmetal_vm::native::{arg, Library, Native, NativeTable};
use dexmetal_vm::vm::{Outcome, Vm, VmConfig};

/// The classes the engine itself names: the object model's roots, strings and their
/// char[], class objects, throwables (message, cause and trace fields), the
/// preallocated OutOfMemoryError, NoClassDefFoundError (what a failed lookup throws)
/// and the referent of references.
const CORE: &[(&str, &str)] = &[
    (
        "Object.smali",
        r#"
.class public Ljava/lang/Object;
.method public constructor <init>()V
    .registers 1
    return-void
.end method
"#,
    ),
    (
        "String.smali",
        r#"
.class public final Ljava/lang/String;
.super Ljava/lang/Object;
.field private final value:[C
"#,
    ),
    (
        "Class.smali",
        r#"
.class public final Ljava/lang/Class;
.super Ljava/lang/Object;
.field private vmIndex:I
"#,
    ),
    (
        "Throwable.smali",
        r#"
.class public Ljava/lang/Throwable;
.super Ljava/lang/Object;
.field private detailMessage:Ljava/lang/String;
.field private cause:Ljava/lang/Throwable;
.field private stackState:Ljava/lang/Object;
.field private stackTrace:[Ljava/lang/Object;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
"#,
    ),
    (
        "Error.smali",
        r#"
.class public Ljava/lang/Error;
.super Ljava/lang/Throwable;
"#,
    ),
    (
        "OutOfMemoryError.smali",
        r#"
.class public Ljava/lang/OutOfMemoryError;
.super Ljava/lang/Error;
"#,
    ),
    (
        "NoClassDefFoundError.smali",
        r#"
.class public Ljava/lang/NoClassDefFoundError;
.super Ljava/lang/Error;
"#,
    ),
    (
        "Reference.smali",
        r#"
.class public abstract Ljava/lang/ref/Reference;
.super Ljava/lang/Object;
.field referent:Ljava/lang/Object;
"#,
    ),
    (
        "Console.smali",
        r#"
.class public final Ltiny/Console;
.super Ljava/lang/Object;
.method public static native print(Ljava/lang/String;)V
.end method
"#,
    ),
];

/// The tiny library's one native: a String to stdout.
static CONSOLE: &[Native] = &[(
    "Ltiny/Console;",
    "print",
    "(Ljava/lang/String;)V",
    |env, a| {
        let s = env.null_check(arg(a, 0))?;
        let text = env.string_utf16(s);
        env.write_utf16(1, &text);
        Ok(0)
    },
)];

static TABLES: &[NativeTable] = &[CONSOLE];

const PROGRAM: &str = r#"
.class public LMain;
.super Ljava/lang/Object;
.method public static main([Ljava/lang/String;)V
    .registers 4
    const/4 v0, 0
    const/16 v1, 10
    :loop
    add-int/lit8 v0, v0, 1
    if-lt v0, v1, :loop
    const-string v2, "counted to ten on a tiny library\n"
    invoke-static {v2}, Ltiny/Console;->print(Ljava/lang/String;)V
    return-void
.end method
"#;

fn library(name: &str, sources: &[(&str, &str)]) -> Library {
    // The engine reads a library in place for the VM's life: leaked, as a static is.
    let dex: &'static [u8] = Box::leak(assemble(name, sources, 24).into_boxed_slice());
    Library {
        name: "tiny test library",
        dex,
        natives: TABLES,
        fields: &[],
    }
}

#[test]
fn a_tiny_library_runs_a_program() {
    let lib = library("tiny-library", CORE);
    let cap = Rc::new(RefCell::new(Captured::default()));
    let mut vm = Vm::new(
        Box::new(CapturingPlatform(cap.clone())),
        VmConfig::default(),
        lib,
    )
    .expect("the engine starts on the tiny library");
    vm.add_dex(assemble(
        "tiny-library-main",
        &[("Main.smali", PROGRAM)],
        24,
    ))
    .expect("the program loads");
    let outcome = vm.run_main("Main", &[]);
    let c = cap.borrow();
    assert_eq!(
        outcome,
        Outcome::Returned,
        "stderr: {}",
        String::from_utf8_lossy(&c.err)
    );
    assert_eq!(
        String::from_utf8_lossy(&c.out),
        "counted to ten on a tiny library\n"
    );
    drop(c);
    // The tiny library passes the same checks as the real one.
    let check = vm.check_library().expect("the tiny library checks out");
    assert_eq!(check.natives, 1, "{check:?}");
}

#[test]
fn a_library_without_no_class_def_found_error_is_refused() {
    let without: Vec<(&str, &str)> = CORE
        .iter()
        .copied()
        .filter(|(f, _)| *f != "NoClassDefFoundError.smali")
        .collect();
    let lib = library("tiny-library-no-ncdfe", &without);
    let cap = Rc::new(RefCell::new(Captured::default()));
    let err = match Vm::new(Box::new(CapturingPlatform(cap)), VmConfig::default(), lib) {
        Ok(_) => panic!("the engine started without java.lang.NoClassDefFoundError"),
        Err(e) => e,
    };
    assert!(
        err.starts_with("tiny test library lacks Ljava/lang/NoClassDefFoundError;"),
        "{err}"
    );
}

#[test]
fn a_library_without_a_class_the_engine_needs_is_refused() {
    let without_throwable: Vec<(&str, &str)> = CORE
        .iter()
        .copied()
        .filter(|(f, _)| {
            !matches!(
                *f,
                "Throwable.smali"
                    | "Error.smali"
                    | "OutOfMemoryError.smali"
                    | "NoClassDefFoundError.smali"
            )
        })
        .collect();
    let lib = library("tiny-library-no-throwable", &without_throwable);
    let cap = Rc::new(RefCell::new(Captured::default()));
    let err = match Vm::new(Box::new(CapturingPlatform(cap)), VmConfig::default(), lib) {
        Ok(_) => panic!("the engine started without java.lang.Throwable"),
        Err(e) => e,
    };
    assert!(
        err.starts_with("tiny test library lacks Ljava/lang/Throwable;"),
        "{err}"
    );
}
