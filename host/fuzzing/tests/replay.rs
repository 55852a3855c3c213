//! Every fuzz target's check on stable Rust, in `cargo xtask test`: the committed crash
//! inputs (fuzz/regressions/<target>/, one file per crash the fuzzer found, named in
//! docs/FUZZING.md) must stay fixed, the committed seeds must pass, and the interpreter
//! target's budget and heap checks must do what they claim on programs written here.

use std::path::{Path, PathBuf};

use dexmetal_fuzzing::{check, dex_files, fixture_dirs, interp, TARGETS};
use dexmetal_vm::vm::Outcome;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The committed crash inputs of `target`.
fn regressions(target: &str) -> Vec<PathBuf> {
    let dir = root().join("fuzz/regressions").join(target);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut v: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    v.sort();
    v
}

fn replay(target: &str, inputs: &[PathBuf]) {
    for p in inputs {
        let data = std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        eprintln!("{target}: {}", p.display());
        check(target, &data);
    }
}

#[test]
fn the_target_list_is_the_cargo_fuzz_project() {
    let manifest = std::fs::read_to_string(root().join("fuzz/Cargo.toml")).unwrap();
    let bins: Vec<&str> = manifest
        .lines()
        .filter_map(|l| l.strip_prefix("name = \""))
        .filter_map(|l| l.strip_suffix('"'))
        .filter(|n| *n != "dexmetal-fuzz")
        .collect();
    assert_eq!(bins, TARGETS);
    for t in TARGETS {
        let src = std::fs::read_to_string(root().join(format!("fuzz/fuzz_targets/{t}.rs")))
            .unwrap_or_else(|e| panic!("fuzz/fuzz_targets/{t}.rs: {e}"));
        assert!(
            src.contains("dexmetal_fuzzing::"),
            "{t} does not call its check"
        );
    }
    let regs = root().join("fuzz/regressions");
    for e in std::fs::read_dir(&regs).unwrap() {
        let name = e.unwrap().file_name().into_string().unwrap();
        assert!(
            TARGETS.contains(&name.as_str()),
            "fuzz/regressions/{name} is no target"
        );
    }
}

#[test]
fn loader_and_payload_seeds_and_regressions() {
    let fixtures: Vec<PathBuf> = fixture_dirs().iter().flat_map(|d| dex_files(d)).collect();
    assert!(fixtures.len() >= 8, "{}", fixtures.len());
    replay("dex_loader", &fixtures);
    replay("payload", &fixtures);
    for p in &fixtures {
        let dex = std::fs::read(p).unwrap();
        let packed = dexmetal_launch::payload::build(&[&dex, &dex], Some("Main"), &["a".into()]);
        check("payload", &packed);
    }
    replay("dex_loader", &regressions("dex_loader"));
    replay("payload", &regressions("payload"));
}

#[test]
fn verifier_every_seed_method_and_regressions() {
    // One byte picks a method and keeps its code: every fixture method as it is.
    for pick in 0..=255u8 {
        check("verifier", &[pick]);
    }
    replay("verifier", &regressions("verifier"));
}

#[test]
fn bootinfo_seeds_and_regressions() {
    let dtb = root().join("hal/tests/data/qemu-virt.dtb");
    replay("bootinfo", &[dtb]);
    replay("bootinfo", &regressions("bootinfo"));
}

/// Needs the runtime image's defmt table: `cargo xtask test` builds qemu-virt's image
/// and names it in DEXMETAL_FUZZ_ELF; without it this test fails, it does not skip.
#[test]
fn decoder_regressions() {
    check("decoder", b"\x05\x00\x01\x02\x00\xff\xff\x00");
    replay("decoder", &regressions("decoder"));
}

#[test]
fn interpreter_regressions() {
    replay("interpreter", &regressions("interpreter"));
}

/// An input: registers, flags, handler address, then code units.
fn program(regs: u8, flags: u8, handler: u8, units: &[u16]) -> Vec<u8> {
    let mut v = vec![regs - 1, flags, handler];
    for u in units {
        v.extend_from_slice(&u.to_le_bytes());
    }
    v
}

fn error_message(o: &Outcome) -> &str {
    match o {
        Outcome::Error(m) => m,
        other => panic!("expected a VM error, got {other:?}"),
    }
}

#[test]
fn the_budget_ends_a_loop_verified_or_not() {
    // nop; goto -1: the tightest loop the verifier accepts (it refuses goto +0).
    for flags in [0x00, 0x80] {
        let o = interp::execute(&program(2, flags, 128, &[0x0000, 0xff28]));
        assert!(
            error_message(&o).contains("bytecode budget of 5000 exhausted"),
            "{o:?}"
        );
    }
}

#[test]
fn the_budget_ends_a_handler_loop_no_catch_can_escape() {
    // 0: const/4 v0, 0   1: div-int/2addr v0, v0 (throws)   handler at 0: back to the throw,
    // with no backward branch, forever; the budget is uncatchable, so it still ends.
    let o = interp::execute(&program(2, 0, 0, &[0x0012, 0x00b3]));
    assert!(error_message(&o).contains("budget"), "{o:?}");
}

#[test]
fn the_budget_ends_allocation_churn_through_collections() {
    // 0: const/16 v0, 4096   2: new-array v1, v0, [I   4: goto 2: 40 MB through a 1 MiB
    // heap, so collections (each verified) run all the way.
    let ty = interp::type_index("[I").expect("[I in the template");
    for gc in 0..5u8 {
        let o = interp::execute(&program(
            3,
            gc << 3,
            128,
            &[0x0013, 4096, 0x0123, ty, 0xfe28],
        ));
        assert!(
            error_message(&o).contains("budget"),
            "collector {gc}: {o:?}"
        );
    }
}

#[test]
fn a_returning_program_returns() {
    let o = interp::execute(&program(1, 0, 128, &[0x000e]));
    assert!(matches!(o, Outcome::Returned), "{o:?}");
    // Division by zero, caught by the catch-all at 255 (the template's return-void).
    let o = interp::execute(&program(2, 0, 255, &[0x0012, 0x00b3, 0x000e]));
    assert!(matches!(o, Outcome::Returned), "{o:?}");
    // Verified or not, a register past the frame is refused, not read.
    for flags in [0x00, 0x80] {
        let o = interp::execute(&program(1, flags, 128, &[0x0f01, 0x000e]));
        assert!(
            !matches!(o, Outcome::Returned),
            "move v15, v0 in a 1-register frame ran: {o:?}"
        );
    }
}

#[test]
fn the_hand_written_seeds_pass_the_verifier_and_run() {
    // Each seed is verified code that returns or loops into the budget: a VerifyError
    // here would mean a wrong index or encoding, and a useless seed.
    let seeds = interp::seeds();
    assert!(seeds.len() >= 8);
    for (i, s) in seeds.iter().enumerate() {
        let o = interp::execute(s);
        let ok = match &o {
            Outcome::Returned => true,
            Outcome::Error(m) => m.contains("budget"),
            _ => false,
        };
        assert!(ok, "seed {i}: {o:?}");
    }
}
