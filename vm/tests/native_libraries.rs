//! `System.loadLibrary` over tables an embedder registered (`Vm::register_natives`): a
//! loaded library binds the application's `native` methods, in classes linked before the
//! load and after it; an unknown library and a method the table lacks are
//! UnsatisfiedLinkError with the name; a registered table never reaches the boot
//! library's classes.

mod common;

use common::{assemble, run_dex_with};
use dexmetal_vm::native::{arg, arg_long, Env, Native, Throw};
use dexmetal_vm::vm::{Outcome, VmConfig};

const COUNTER: &str = "LCounter;";

/// `Counter`'s natives: arithmetic, a string made through the interface, a throw.
static COUNTER_TABLE: &[Native] = &[
    (COUNTER, "add", "(II)I", |_env, a| {
        Ok((arg(a, 0) as i32).wrapping_add(arg(a, 1) as i32) as u32 as u64)
    }),
    (COUNTER, "mul", "(JJ)J", |_env, a| {
        Ok(arg_long(a, 0).wrapping_mul(arg_long(a, 2)) as u64)
    }),
    (
        COUNTER,
        "greet",
        "(Ljava/lang/String;)Ljava/lang/String;",
        greet,
    ),
    (COUNTER, "boom", "()V", |env, _a| {
        Err(env.throw("Ljava/lang/IllegalStateException;", "from Rust"))
    }),
    ("LLater;", "twice", "(I)I", |_env, a| {
        Ok((arg(a, 0) as i32).wrapping_mul(2) as u32 as u64)
    }),
    // An embedder's row for a boot-library class: never bound (Math.abs stays the
    // library's).
    ("Ljava/lang/Math;", "abs", "(I)I", |_env, _a| {
        Ok(-1i32 as u32 as u64)
    }),
];

/// Instance native: "hello, <name> from <this.tag>".
fn greet(env: &mut Env<'_>, a: &[u32]) -> Result<u64, Throw> {
    let name = env.null_check(arg(a, 1))?;
    let tag = env.field("LCounter;", "tag")?;
    let tag = env.get(arg(a, 0), tag) as u32;
    let text = format!(
        "hello, {} from {}",
        env.string_rust(name),
        env.string_rust(tag)
    );
    env.ret_str(&text)
}

const COUNTER_SMALI: &str = r#"
.class public LCounter;
.super Ljava/lang/Object;
.field public tag:Ljava/lang/String;

.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const-string v0, "counter"
    iput-object v0, p0, LCounter;->tag:Ljava/lang/String;
    return-void
.end method

.method public static native add(II)I
.end method

.method public static native mul(JJ)J
.end method

.method public native greet(Ljava/lang/String;)Ljava/lang/String;
.end method

.method public static native boom()V
.end method

.method public static native missing()I
.end method
"#;

const LATER_SMALI: &str = r#"
.class public LLater;
.super Ljava/lang/Object;

.method public static native twice(I)I
.end method
"#;

/// Each step prints one line; a caught throwable prints as `caught <toString()>`.
const MAIN_SMALI: &str = r#"
.class public LMain;
.super Ljava/lang/Object;

.method static print(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

.method static caught(Ljava/lang/Throwable;)V
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "caught "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->print(Ljava/lang/Object;)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 6

    # 1. Before the load: not bound.
    :t1_start
    const/4 v0, 2
    const/4 v1, 3
    invoke-static {v0, v1}, LCounter;->add(II)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-static {v0}, LMain;->print(Ljava/lang/Object;)V
    :t1_end
    .catch Ljava/lang/UnsatisfiedLinkError; {:t1_start .. :t1_end} :t1_catch
    goto :t2_start
    :t1_catch
    move-exception v0
    invoke-static {v0}, LMain;->caught(Ljava/lang/Throwable;)V

    # 2. An unknown library.
    :t2_start
    const-string v0, "nosuch"
    invoke-static {v0}, Ljava/lang/System;->loadLibrary(Ljava/lang/String;)V
    :t2_end
    .catch Ljava/lang/UnsatisfiedLinkError; {:t2_start .. :t2_end} :t2_catch
    goto :t3
    :t2_catch
    move-exception v0
    invoke-static {v0}, LMain;->caught(Ljava/lang/Throwable;)V

    # 3. The registered library, loaded twice (the second load does nothing).
    :t3
    const-string v0, "counter"
    invoke-static {v0}, Ljava/lang/System;->loadLibrary(Ljava/lang/String;)V
    invoke-static {v0}, Ljava/lang/System;->loadLibrary(Ljava/lang/String;)V
    const/4 v0, 2
    const/4 v1, 3
    invoke-static {v0, v1}, LCounter;->add(II)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-static {v0}, LMain;->print(Ljava/lang/Object;)V
    const-wide v0, 0x100000000L
    const-wide/16 v2, 7
    invoke-static {v0, v1, v2, v3}, LCounter;->mul(JJ)J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v0
    invoke-static {v0}, LMain;->print(Ljava/lang/Object;)V
    new-instance v0, LCounter;
    invoke-direct {v0}, LCounter;-><init>()V
    const-string v1, "world"
    invoke-virtual {v0, v1}, LCounter;->greet(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->print(Ljava/lang/Object;)V

    # 4. A native that throws.
    :t4_start
    invoke-static {}, LCounter;->boom()V
    :t4_end
    .catch Ljava/lang/IllegalStateException; {:t4_start .. :t4_end} :t4_catch
    goto :t5_start
    :t4_catch
    move-exception v0
    invoke-static {v0}, LMain;->caught(Ljava/lang/Throwable;)V

    # 5. A method the table lacks.
    :t5_start
    invoke-static {}, LCounter;->missing()I
    :t5_end
    .catch Ljava/lang/UnsatisfiedLinkError; {:t5_start .. :t5_end} :t5_catch
    goto :t6
    :t5_catch
    move-exception v0
    invoke-static {v0}, LMain;->caught(Ljava/lang/Throwable;)V

    # 6. A class linked after the load binds at link time.
    :t6
    const/16 v0, 21
    invoke-static {v0}, LLater;->twice(I)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-static {v0}, LMain;->print(Ljava/lang/Object;)V

    # 7. The boot library's natives are not the embedder's.
    const/4 v0, -5
    invoke-static {v0}, Ljava/lang/Math;->abs(I)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-static {v0}, LMain;->print(Ljava/lang/Object;)V

    # 8. No library is a file; a null name.
    :t8_start
    const-string v0, "/system/lib/libcounter.so"
    invoke-static {v0}, Ljava/lang/System;->load(Ljava/lang/String;)V
    :t8_end
    .catch Ljava/lang/UnsatisfiedLinkError; {:t8_start .. :t8_end} :t8_catch
    goto :t9_start
    :t8_catch
    move-exception v0
    invoke-static {v0}, LMain;->caught(Ljava/lang/Throwable;)V
    :t9_start
    const/4 v0, 0
    invoke-static {v0}, Ljava/lang/System;->loadLibrary(Ljava/lang/String;)V
    :t9_end
    .catch Ljava/lang/NullPointerException; {:t9_start .. :t9_end} :t9_catch
    goto :t10
    :t9_catch
    move-exception v0
    const-string v0, "caught NullPointerException"
    invoke-static {v0}, LMain;->print(Ljava/lang/Object;)V

    :t10
    const-string v0, "counter"
    invoke-static {v0}, Ljava/lang/System;->mapLibraryName(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->print(Ljava/lang/Object;)V
    return-void
.end method
"#;

/// Assembled once: the tests run in parallel and smali writes into one directory.
fn program() -> Vec<u8> {
    static DEX: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    DEX.get_or_init(|| {
        assemble(
            "native-libraries",
            &[
                ("Counter.smali", COUNTER_SMALI),
                ("Later.smali", LATER_SMALI),
                ("Main.smali", MAIN_SMALI),
            ],
            24,
        )
    })
    .clone()
}

#[test]
fn load_library_binds_registered_natives() {
    let run = run_dex_with(program(), "Main", VmConfig::default(), |vm| {
        vm.register_natives("counter", COUNTER_TABLE)
    })
    .expect("runs");
    assert_eq!(run.outcome, Outcome::Returned, "stderr: {}", run.err);
    let want = [
        "caught java.lang.UnsatisfiedLinkError: No implementation found for int Counter.add(int, int)",
        "caught java.lang.UnsatisfiedLinkError: no native library \"nosuch\" is registered with this VM (registered: counter)",
        "5",
        "30064771072",
        "hello, world from counter",
        "caught java.lang.IllegalStateException: from Rust",
        "caught java.lang.UnsatisfiedLinkError: No implementation found for int Counter.missing()",
        "42",
        "5",
        "caught java.lang.UnsatisfiedLinkError: Can't load library: /system/lib/libcounter.so (dexmetal loads no native code from files: register a native table and call System.loadLibrary)",
        "caught NullPointerException",
        "libcounter.so",
    ];
    let got: Vec<&str> = run.out.lines().collect();
    assert_eq!(got, want, "stdout:\n{}", run.out);
}

#[test]
fn without_a_registered_library_the_load_fails_naming_it() {
    let run = run_dex_with(program(), "Main", VmConfig::default(), |_| Ok(())).expect("runs");
    // Step 3's load is outside any handler: the run ends there.
    assert_eq!(run.outcome, Outcome::Uncaught);
    assert!(
        run.err.contains(
            "java.lang.UnsatisfiedLinkError: no native library \"counter\" is registered with this VM (registered: none)"
        ),
        "stderr: {}",
        run.err
    );
}

#[test]
fn a_name_registers_once() {
    let run = run_dex_with(program(), "Main", VmConfig::default(), |vm| {
        vm.register_natives("counter", COUNTER_TABLE)?;
        match vm.register_natives("counter", COUNTER_TABLE) {
            Err(e) => {
                assert!(e.contains("\"counter\" is already registered"), "{e}");
                Ok(())
            }
            Ok(()) => Err("registered twice".into()),
        }
    })
    .expect("runs");
    assert_eq!(run.outcome, Outcome::Returned, "stderr: {}", run.err);
}
