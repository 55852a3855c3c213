//! What ART accepts in real files and the JVM oracle cannot show (the JVM verifies all
//! code and has no DEX layout): the verifier checks type and placement rules only on
//! code reachable from the entry and the handlers of reachable throwing instructions
//! (ART method_verifier.cc: VerifyInstructions is static, CodeFlowVerifyMethod follows
//! the work list); a call of a method no known type declares always throws, so the
//! dead rest of its path is not verified (ART's soft failure); a class_data entry that
//! repeats a method or field index is ignored (ART's DexFileVerifier refuses only a
//! decreasing index, and the class linker keeps the first definition).

mod common;

use common::{assemble, run_dex};
use dexmetal_vm::dex::DexFile;
use dexmetal_vm::vm::{Outcome, VmConfig};

fn class(name: &str, body: &str, extra: &str) -> String {
    format!(
        ".class public L{name};\n.super Ljava/lang/Object;\n.source \"{name}.java\"\n\n\
         .method public static main([Ljava/lang/String;)V\n    .registers 4\n\
         sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;\n{body}\n.end method\n{extra}"
    )
}

fn run(name: &str, src: &str) -> Result<common::Run, String> {
    run_dex(
        assemble(name, &[("Main.smali", src)], 15),
        "Main",
        VmConfig::default(),
    )
}

/// dx's try/finally: the handler's code is duplicated on the normal path, and the
/// unused copy's move-exception stays behind `return-void`, unreachable.
#[test]
fn unreachable_move_exception_after_return_verifies() {
    let src = class(
        "Main",
        "    :try_start\n    const-string v1, \"body\"\n\
         invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V\n\
         :try_end\n    .catchall {:try_start .. :try_end} :handler\n\
         const-string v1, \"finally\"\n\
         invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V\n\
         return-void\n    move-exception v1\n    throw v1\n\
         :handler\n    move-exception v1\n    const-string v2, \"finally\"\n\
         invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V\n\
         throw v1",
        "",
    );
    let r = run("dead-move-exception", &src).unwrap();
    assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
    assert_eq!(r.out, "body\nfinally\n");
}

/// Unreachable code is checked structurally only; the same instructions reachable are
/// still refused, with their dex pc.
#[test]
fn unreachable_type_errors_verify_and_reachable_ones_do_not() {
    let dead = "    goto :done\n    check-cast v0, I\n    move-result v2\n    move-exception v3\n\
                :done\n    const-string v1, \"ok\"\n\
                invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V\n\
                return-void";
    let r = run("dead-check-cast", &class("Main", dead, "")).unwrap();
    assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
    assert_eq!(r.out, "ok\n");

    for (name, live, msg) in [
        (
            "live-check-cast",
            "    check-cast v0, I\n    return-void",
            "check-cast to non-reference type I",
        ),
        (
            "live-move-result",
            "    move-result v2\n    return-void",
            "move-result does not directly follow an invoke",
        ),
        (
            "live-move-exception",
            "    nop\n    move-exception v3\n    return-void",
            "execution falls through into a move-exception",
        ),
    ] {
        let r = run(name, &class("Main", live, "")).unwrap();
        assert_eq!(r.outcome, Outcome::Uncaught, "{name}: {}", r.out);
        assert!(
            r.err.contains("java.lang.VerifyError") && r.err.contains(msg),
            "{name}: {}",
            r.err
        );
    }
}

/// A call of a method no type declares throws NoSuchMethodError; what follows it (here
/// a String use of an int result) is dead to ART's verifier, and to dexmetal's. The
/// same code after a method that exists is a type error.
#[test]
fn code_after_a_call_of_a_missing_method_is_not_verified() {
    let body = |callee: &str| {
        format!(
            "    :try_start\n    invoke-static {{}}, LMain;->{callee}()I\n    move-result v1\n\
             invoke-virtual {{v0, v1}}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V\n\
             return-void\n    :try_end\n\
             .catch Ljava/lang/NoSuchMethodError; {{:try_start .. :try_end}} :caught\n\
             :caught\n    move-exception v2\n    const-string v3, \"NoSuchMethodError\"\n\
             invoke-virtual {{v0, v3}}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V\n\
             return-void"
        )
    };
    let r = run("missing-callee", &class("Main", &body("gone"), "")).unwrap();
    assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
    assert_eq!(r.out, "NoSuchMethodError\n");

    let present =
        ".method static here()I\n    .registers 1\n    const/4 v0, 1\n    return v0\n.end method\n";
    let r = run("present-callee", &class("Main", &body("here"), present)).unwrap();
    assert_eq!(r.outcome, Outcome::Uncaught);
    assert!(r.err.contains("java.lang.VerifyError"), "{}", r.err);
}

fn uleb(b: &[u8], at: &mut usize) -> u32 {
    let mut v = 0u32;
    for shift in (0..35).step_by(7) {
        let byte = b[*at];
        *at += 1;
        v |= u32::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            break;
        }
    }
    v
}

fn fix_checksum(b: &mut [u8]) {
    let c = dexmetal_vm::dex::reader::adler32(&b[12..]);
    b[8..12].copy_from_slice(&c.to_le_bytes());
}

/// The byte offsets of each direct method's `method_idx_diff` in Main's class_data.
fn direct_method_diffs(dex: &[u8]) -> Vec<(u32, usize)> {
    let d = DexFile::parse(dex.to_vec()).unwrap();
    let mut at = d.class_defs()[0].class_data_off as usize;
    let sizes: Vec<u32> = (0..4).map(|_| uleb(dex, &mut at)).collect();
    for _ in 0..sizes[0] + sizes[1] {
        uleb(dex, &mut at);
        uleb(dex, &mut at);
    }
    let mut idx = 0;
    let mut out = Vec::new();
    for _ in 0..sizes[2] {
        let pos = at;
        idx += uleb(dex, &mut at);
        out.push((idx, pos));
        uleb(dex, &mut at);
        uleb(dex, &mut at);
    }
    out
}

/// A class_data entry repeating the previous method index (diff 0) is ignored: the file
/// loads and the first definition runs. An index past the method table is still an
/// error naming the offset.
#[test]
fn a_repeated_method_entry_is_ignored() {
    let extra = ".method static a()V\n    .registers 2\n    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;\n\
                 const-string v1, \"first a\"\n\
                 invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V\n\
                 return-void\n.end method\n\
                 .method static b()V\n    .registers 2\n    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;\n\
                 const-string v1, \"b\"\n\
                 invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V\n\
                 return-void\n.end method\n";
    let src = class(
        "Main",
        "    invoke-static {}, LMain;->a()V\n    return-void",
        extra,
    );
    let dex = assemble("dup-method", &[("Main.smali", &src)], 15);
    let diffs = direct_method_diffs(&dex);
    // Direct methods in index order: a, b, main (method_ids sort by name).
    assert_eq!(diffs.len(), 3, "{diffs:?}");
    let (b_idx, b_at) = diffs[1];
    assert_eq!(b_idx, diffs[0].0 + 1);
    assert_eq!(dex[b_at], 1, "b's diff is one byte");

    let (main_idx, main_at) = diffs[2];
    assert_eq!((main_idx, dex[main_at]), (b_idx + 1, 1));
    let mut dup = dex.clone();
    // b's entry now repeats a's index (with b's code); main's diff grows by one so main
    // keeps its own index.
    dup[b_at] = 0;
    dup[main_at] = 2;
    fix_checksum(&mut dup);
    let file = DexFile::parse(dup.clone()).expect("a repeated index is not an error");
    let methods = &file
        .class_data(&file.class_defs()[0])
        .unwrap()
        .direct_methods;
    assert_eq!(methods.len(), 2, "the repeat is dropped");
    let r = run_dex(dup, "Main", VmConfig::default()).unwrap();
    assert_eq!(r.outcome, Outcome::Returned, "{}", r.err);
    assert_eq!(r.out, "first a\n");

    let mut bad = dex.clone();
    bad[b_at] = 0x7f; // past the end of method_ids
    fix_checksum(&mut bad);
    let e = DexFile::parse(bad).unwrap_err();
    assert!(e.to_string().contains(&format!("{b_at:#x}")), "{e}");
}
