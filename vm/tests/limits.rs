//! Every limit in `dexmetal_vm::limits` (docs/LIMITS.md), driven past: the DEX file size,
//! the ids per file, registers per method (the loader refuses the file with the offset
//! and the limit's name), then classes, threads and array size (the program gets an
//! OutOfMemoryError whose message names the limit, and the VM runs on). Programs are smali
//! assembled at test time (common::assemble).

mod common;

use std::cell::RefCell;
use std::rc::Rc;

use dexmetal_vm::dex::{reader::adler32, DexFile, ErrorKind};
use dexmetal_vm::limits;
use dexmetal_vm::vm::{Outcome, Vm, VmConfig};

use common::{assemble, Captured, CapturingPlatform};

fn fixture() -> Vec<u8> {
    std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/AllFormats.dex"
    ))
    .unwrap()
}

fn put_u32(b: &mut [u8], at: usize, v: u32) {
    b[at..at + 4].copy_from_slice(&v.to_le_bytes());
}

fn refix_checksum(b: &mut [u8]) {
    let c = adler32(&b[12..]);
    put_u32(b, 8, c);
}

#[track_caller]
fn expect_limit(bytes: Vec<u8>, offset: u32, words: &[&str]) {
    let e = DexFile::parse(bytes).expect_err("past a limit, yet loaded");
    assert_eq!(e.kind, ErrorKind::LimitExceeded, "{e}");
    assert_eq!(e.offset, offset, "{e}");
    for w in words {
        assert!(e.message.contains(w), "{w:?} not in {e}");
    }
}

#[test]
fn a_dex_file_past_the_size_limit_is_refused_before_it_is_read() {
    let mut b = fixture();
    b.resize(limits::DEX_BYTES + 1, 0);
    expect_limit(b, 32, &["DEX file size", "limits::DEX_BYTES"]);
}

#[test]
fn each_id_table_past_16_bits_is_refused_at_its_header_field() {
    // (header offset of the size field, its name): every table instructions index with
    // 16 bits.
    for (at, name) in [
        (64, "type_ids_size"),
        (72, "proto_ids_size"),
        (80, "field_ids_size"),
        (88, "method_ids_size"),
        (96, "class_defs_size"),
    ] {
        let mut b = fixture();
        put_u32(&mut b, at, limits::IDS_PER_DEX + 1);
        refix_checksum(&mut b);
        expect_limit(
            b,
            at as u32,
            &[
                name,
                "65537 exceeds the limit of 65536",
                "limits::IDS_PER_DEX",
            ],
        );
    }
    // At the limit itself the header passes this check (and fails later, on the
    // table running out of the file, which says so).
    let mut b = fixture();
    put_u32(&mut b, 88, limits::IDS_PER_DEX);
    refix_checksum(&mut b);
    let e = DexFile::parse(b).expect_err("65536 method ids in a small file");
    assert_ne!(e.kind, ErrorKind::LimitExceeded, "{e}");
}

#[test]
fn a_method_with_more_registers_than_the_limit_is_refused_at_its_code_item() {
    let b = fixture();
    let dex = DexFile::parse(b.clone()).unwrap();
    let code_off = dex
        .class_defs()
        .iter()
        .filter_map(|d| dex.class_data(d).ok())
        .flat_map(|cd| cd.direct_methods.into_iter().chain(cd.virtual_methods))
        .map(|m| m.code_off)
        .find(|&o| o != 0)
        .expect("a method with code");
    for (regs, refused) in [(limits::REGISTERS, false), (limits::REGISTERS + 1, true)] {
        let mut b = b.clone();
        let at = code_off as usize;
        b[at..at + 2].copy_from_slice(&regs.to_le_bytes());
        refix_checksum(&mut b);
        match DexFile::parse(b) {
            Ok(_) => assert!(!refused, "{regs} registers accepted"),
            Err(e) => {
                assert!(refused, "{regs} registers refused: {e}");
                assert_eq!(e.kind, ErrorKind::LimitExceeded, "{e}");
                assert_eq!(e.offset, code_off, "{e}");
                assert!(e.message.contains("limits::REGISTERS"), "{e}");
            }
        }
    }
}

/// Runs `Main` from `dex` on a VM that `tune` may adjust after start-up: stdout, the
/// outcome and the VM.
fn run(dex: Vec<u8>, tune: impl FnOnce(&mut Vm)) -> (String, Outcome, Vm) {
    let cap = Rc::new(RefCell::new(Captured::default()));
    let mut vm = Vm::new(
        Box::new(CapturingPlatform(cap.clone())),
        VmConfig::default(),
        dexmetal_corelib::LIBRARY,
    )
    .unwrap();
    vm.add_dex(dex).unwrap();
    tune(&mut vm);
    let outcome = vm.run_main("LMain;", &[]);
    let c = cap.borrow();
    let mut out = String::from_utf8_lossy(&c.out).into_owned();
    // An uncaught exception's report, so a failing assertion shows it.
    if outcome != Outcome::Returned {
        out.push_str(&String::from_utf8_lossy(&c.err));
    }
    drop(c);
    (out, outcome, vm)
}

/// `main` runs `before`, then `body` inside a try block; an OutOfMemoryError prints "OOM: "
/// and its message, then `after` runs either way. v0, v3 and v4 are taken.
fn catching_oom(before: &str, body: &str, after: &str) -> String {
    format!(
        r#".class public LMain;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 6
    sget-object v4, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v3, "OOM: "
{before}
    :try_start
{body}
    :try_end
    .catch Ljava/lang/OutOfMemoryError; {{:try_start .. :try_end}} :oom
    const-string v0, "no error"
    invoke-virtual {{v4, v0}}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    :after
{after}
    return-void
    :oom
    move-exception v0
    invoke-virtual {{v4, v3}}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {{v0}}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {{v4, v0}}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    goto :after
.end method
"#
    )
}

#[test]
fn defining_a_class_past_max_classes_throws_oom_naming_the_limit() {
    let body: String = (0..8)
        .map(|i| format!("    const-class v0, LC{i};\n"))
        .collect();
    let main = catching_oom("", &body, "");
    let classes: Vec<(String, String)> = (0..8)
        .map(|i| {
            (
                format!("C{i}.smali"),
                format!(".class public LC{i};\n.super Ljava/lang/Object;\n"),
            )
        })
        .collect();
    let mut sources: Vec<(&str, &str)> = vec![("Main.smali", &main)];
    sources.extend(classes.iter().map(|(n, s)| (n.as_str(), s.as_str())));
    let dex = assemble("limits-classes", &sources, 24);

    // With the default limit all eight load; the run's total is what it needs.
    let (out, outcome, vm) = run(dex.clone(), |_| {});
    assert_eq!((out.as_str(), outcome), ("no error\n", Outcome::Returned));
    let total = vm.classes.len();
    drop(vm);

    // Three short of it: the sixth class is refused, the program catches the error and
    // returns normally.
    let limit = total - 3;
    let (out, outcome, vm) = run(dex, |vm| vm.config.max_classes = limit);
    assert_eq!(outcome, Outcome::Returned, "{out}");
    assert_eq!(
        out,
        format!(
            "OOM: defining C5: class count {} exceeds the limit of {limit} \
             (VmConfig::max_classes, limits::CLASSES)\n",
            limit + 1
        )
    );
    assert_eq!(vm.classes.len(), limit);
}

#[test]
fn starting_a_thread_past_max_threads_throws_oom_naming_the_limit() {
    // Main holds a lock every started thread needs, so none ends (and frees its slot)
    // before main has tried to start six.
    let t = r#".class LMain$T;
.super Ljava/lang/Thread;

.field lock:Ljava/lang/Object;

.method constructor <init>(Ljava/lang/Object;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput-object p1, p0, LMain$T;->lock:Ljava/lang/Object;
    return-void
.end method

.method public run()V
    .registers 2
    iget-object v0, p0, LMain$T;->lock:Ljava/lang/Object;
    monitor-enter v0
    monitor-exit v0
    return-void
.end method
"#;
    let before = r#"    new-instance v2, Ljava/lang/Object;
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    monitor-enter v2"#;
    let body = r#"    const/4 v5, 6
    :next
    new-instance v1, LMain$T;
    invoke-direct {v1, v2}, LMain$T;-><init>(Ljava/lang/Object;)V
    invoke-virtual {v1}, LMain$T;->start()V
    add-int/lit8 v5, v5, -1
    if-nez v5, :next"#;
    // Either way main lets the started threads finish.
    let after = "    monitor-exit v2";
    let main = catching_oom(before, body, after);
    let dex = assemble(
        "limits-threads",
        &[("Main.smali", &main), ("Main$T.smali", t)],
        24,
    );
    let (out, outcome, _) = run(dex.clone(), |_| {});
    assert_eq!((out.as_str(), outcome), ("no error\n", Outcome::Returned));
    let (out, outcome, _) = run(dex, |vm| vm.config.max_threads = 4);
    assert_eq!(outcome, Outcome::Returned, "{out}");
    assert_eq!(
        out,
        "OOM: unable to create new native thread: threads 5 exceeds the limit of 4 \
         (VmConfig::max_threads, limits::THREADS)\n"
    );
}

#[test]
fn an_array_larger_than_the_growth_limit_throws_oom_naming_it() {
    let main = catching_oom("", "    const v0, 0x7fffffff\n    new-array v1, v0, [J", "");
    let dex = assemble("limits-array", &[("Main.smali", &main)], 24);
    let (out, outcome, vm) = run(dex, |_| {});
    assert_eq!(outcome, Outcome::Returned, "{out}");
    // The header (class, length) padded to the elements' 8-byte alignment, then them.
    let want = 0x7fff_ffffu64 * 8 + 16;
    let limit = vm.config.heap_policy.limit();
    assert_eq!(
        out,
        format!(
            "OOM: Failed to allocate a {want} byte allocation for long[] of length \
             2147483647: array size {want} exceeds the limit of {limit} (the heap's growth \
             limit, dalvik.vm.heapgrowthlimit)\n"
        )
    );
}
