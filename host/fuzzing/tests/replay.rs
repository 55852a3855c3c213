//! Every fuzz target's check on stable Rust, in `cargo xtask test`: the committed crash
//! inputs (fuzz/regressions/<target>/, one file per crash the fuzzer found, named in
//! docs/FUZZING.md, or a `NONE` file saying there are none) must stay fixed, the committed
//! seeds and minimized corpus (fuzz/corpus/<target>/) must pass, and the interpreter
//! target's budget and heap checks must do what they claim on programs written here.

use std::path::{Path, PathBuf};

use dexmetal_fuzzing::{check, dex_files, fixture_dirs, interp, TARGETS};
use dexmetal_vm::vm::Outcome;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The marker of a target with no regressions: the directory's only file, a line saying so.
const NO_REGRESSIONS: &str = "NONE";

/// The crash inputs in `dir`. Every known target has the directory, so a target whose
/// regressions went missing cannot pass by replaying nothing: it holds either inputs or
/// only the marker.
fn regression_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| {
        format!(
            "{}: {e}; a target without regressions has a {NO_REGRESSIONS} file saying so",
            dir.display()
        )
    })?;
    let mut v: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    v.sort();
    let marker = dir.join(NO_REGRESSIONS);
    if v.contains(&marker) {
        if v.len() > 1 {
            return Err(format!(
                "{} says there are no regressions, beside {} input(s)",
                marker.display(),
                v.len() - 1
            ));
        }
        let why = std::fs::read_to_string(&marker).map_err(|e| e.to_string())?;
        if why.trim().is_empty() {
            return Err(format!("{} is empty: say why", marker.display()));
        }
        return Ok(Vec::new());
    }
    if v.is_empty() {
        return Err(format!(
            "{} is empty, with no {NO_REGRESSIONS} file",
            dir.display()
        ));
    }
    Ok(v)
}

/// The committed crash inputs of `target`; none only where its marker says so.
fn regressions(target: &str) -> Vec<PathBuf> {
    let v = regression_files(&root().join("fuzz/regressions").join(target))
        .unwrap_or_else(|e| panic!("{e}"));
    if v.is_empty() {
        eprintln!("{target}: no regressions (fuzz/regressions/{target}/{NO_REGRESSIONS})");
    }
    v
}

#[test]
fn a_regressions_directory_must_hold_inputs_or_say_it_has_none() {
    let base = std::env::temp_dir().join(format!("dexmetal-replay-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&base);
    std::fs::create_dir_all(&base).unwrap();
    assert!(regression_files(&base.join("missing")).is_err());
    assert!(
        regression_files(&base).is_err(),
        "an empty directory passed"
    );
    std::fs::write(base.join(NO_REGRESSIONS), "\n").unwrap();
    assert!(regression_files(&base).is_err(), "an empty marker passed");
    std::fs::write(base.join(NO_REGRESSIONS), "none found yet\n").unwrap();
    assert_eq!(regression_files(&base), Ok(Vec::new()));
    std::fs::write(base.join("crash-1"), b"x").unwrap();
    assert!(
        regression_files(&base).is_err(),
        "a marker beside an input passed"
    );
    std::fs::remove_file(base.join(NO_REGRESSIONS)).unwrap();
    assert_eq!(regression_files(&base), Ok(vec![base.join("crash-1")]));
    std::fs::remove_dir_all(&base).unwrap();
}

#[test]
fn every_target_has_its_regressions_directory() {
    for t in TARGETS {
        regression_files(&root().join("fuzz/regressions").join(t))
            .unwrap_or_else(|e| panic!("{e}"));
    }
}

/// The minimized corpus the last campaign committed (docs/FUZZING.md's table): every
/// input must still pass, and every target must have one. The decoder's inputs need
/// DEXMETAL_FUZZ_ELF, as in [`decoder_regressions`].
#[test]
fn the_committed_corpus_passes() {
    for t in TARGETS {
        let dir = root().join("fuzz/corpus").join(t);
        let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}; `cargo xtask fuzz` writes it", dir.display()))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        inputs.sort();
        assert!(!inputs.is_empty(), "{} is empty", dir.display());
        let quiet = std::env::var_os("DEXMETAL_FUZZ_VERBOSE").is_none();
        for p in &inputs {
            let data = std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            if !quiet {
                eprintln!("{t}: {}", p.display());
            }
            let r = std::panic::catch_unwind(|| check(t, &data));
            assert!(r.is_ok(), "{t}: {} fails its check", p.display());
        }
        eprintln!("{t}: {} corpus inputs pass", inputs.len());
    }
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
fn collections_count_against_the_budget() {
    // fuzz/regressions/interpreter/timeout-d731bb3a: 0: new-array v0, v0, [type 0x1e]
    // 2: goto 0, unverified, so the last array's reference is the next one's length and
    // nearly every allocation collects. Before collections were charged, its 5,000
    // bytecodes took 6.5 s; now the collections, not the bytecodes, end it.
    let o = interp::execute(&program(2, 0x8b, 0, &[0x0023, 0x001e, 0xfe28]));
    let m = error_message(&o);
    let spent = |what: &str| -> u64 {
        let at = m.find(what).unwrap_or_else(|| panic!("{what} in {m}"));
        m[..at]
            .rsplit(' ')
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{m}"))
    };
    let (bytecodes, gc) = (spent(" bytecodes,"), spent(" for collections"));
    assert!(m.contains("bytecode budget of 5000 exhausted"), "{m}");
    assert!(
        gc > bytecodes && gc % interp::BYTECODES_PER_COLLECTION == 0,
        "{m}"
    );
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
