//! Positive tests: the committed DEX fixtures and every conformance case must verify
//! (the few disassembler fixtures that are deliberately type-incorrect are listed with
//! the reason they fail), and register maps must be consistent with the code.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use dexmetal_vm::dex::{insn, DexFile};
use dexmetal_vm::verify::{self, check_structure, DexHierarchy, MethodInfo, Verifier};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// Every method of `dex`: `(class, method name, result)`.
fn verify_all(dex: &DexFile) -> Vec<(String, String, Result<MethodInfo, verify::VerifyError>)> {
    let h = DexHierarchy::new(&[dex]);
    let mut v = Verifier::new(dex, &h);
    let mut out = Vec::new();
    for def in dex.class_defs() {
        let data = dex.class_data(def).unwrap();
        for m in data.direct_methods.iter().chain(&data.virtual_methods) {
            let name = dex.method_name(m.method_idx).unwrap_or("?").to_string();
            let r = v.verify_method(def, m);
            let code = (m.code_off != 0).then(|| dex.code_item(m.code_off).unwrap());
            if let Some(code) = &code {
                // The type pass never accepts what the structural pass rejects.
                assert!(check_structure(dex, def, m, code).is_ok() || r.is_err());
            }
            if let (Ok(info), Some(code)) = (&r, &code) {
                check_map(info, &code.insns);
            }
            out.push((dex.class_descriptor(def).to_string(), name, r));
        }
    }
    out
}

/// Register-map sanity: entries only at instruction starts that are GC points, one
/// bitmap of the right width each.
fn check_map(info: &MethodInfo, insns: &[u16]) {
    let map = &info.register_map;
    assert_eq!(map.registers(), info.registers_size);
    let starts: std::collections::BTreeSet<u32> = insn::iter(insns)
        .filter_map(|(pc, r)| {
            r.ok()
                .filter(|i| i.payload == insn::PayloadKind::None)
                .map(|_| pc)
        })
        .collect();
    for (pc, bits) in map.iter() {
        assert!(
            starts.contains(&pc),
            "map entry at non-instruction 0x{pc:x}"
        );
        assert_eq!(bits.len(), map.width());
    }
}

#[test]
fn fixtures_verify() {
    // Disassembler fixtures that exercise encodings with meaningless operands: they must
    // fail, for the reason given (a spin `goto` to itself breaks a static constraint;
    // the others are type errors a Dalvik verifier rejects too).
    let expected_bad: &[(&str, &str, &str)] = &[
        (
            "LAllFormats;",
            "everything",
            "at dex pc 0x0085: goto branches to itself",
        ),
        (
            "LSmall;",
            "main",
            "register v2 holds a reference [Ljava/lang/String;, expected int",
        ),
        (
            "LInvoke038;",
            "test",
            "register v1 holds a 32-bit constant, expected an initialized reference",
        ),
    ];
    let mut ok = 0;
    let mut seen_bad = 0;
    for f in [
        "AllFormats.dex",
        "Small.dex",
        "Iface037.dex",
        "Invoke038.dex",
        "Const039.dex",
    ] {
        let dex = DexFile::parse(std::fs::read(data(f)).unwrap()).unwrap();
        for (class, name, r) in verify_all(&dex) {
            let bad = expected_bad.iter().find(|b| b.0 == class && b.1 == name);
            match (r, bad) {
                (Ok(_), None) => ok += 1,
                (Err(e), Some(b)) => {
                    assert!(e.to_string().contains(b.2), "{f}: {e}");
                    seen_bad += 1;
                }
                (Ok(_), Some(b)) => panic!("{f}: {}.{} should not verify", b.0, b.1),
                (Err(e), None) => panic!("{f}: {e}"),
            }
        }
    }
    assert_eq!(seen_bad, expected_bad.len());
    assert!(ok >= 15, "{ok}");
}

#[test]
fn conformance_cases_verify() {
    let conf = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/conformance");
    // Two assembler workers (smali is a JVM start per case). The DEX files are shared with
    // `cargo xtask conformance` through the case cache.
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&conf)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    cases.sort();
    let chunks: Vec<Vec<PathBuf>> = (0..2)
        .map(|k| cases.iter().skip(k).step_by(2).cloned().collect())
        .collect();
    let dexes: Vec<(PathBuf, Result<PathBuf, String>)> = std::thread::scope(|s| {
        let hs: Vec<_> = chunks
            .iter()
            .map(|c| {
                s.spawn(|| {
                    c.iter()
                        .map(|case| (case.clone(), dexmetal_tools::case::assemble_cached(case)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        hs.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    // Cases whose smali breaks the bytecode constraints (a Dalvik or ART verifier rejects
    // them too) would be listed here with their expected message; the three that once
    // were (move-forms, invoke-range-thirty-registers, field-null-access) were fixed.
    let ill_typed: &[(&str, &str)] = &[];
    let mut failures = Vec::new();
    let (mut methods, mut insns, mut gc_points, mut map_bytes) = (0usize, 0u64, 0usize, 0usize);
    let mut spent = Duration::ZERO;
    let mut verified = 0;
    for (case, dex) in &dexes {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let dex = match dex {
            Ok(d) => d,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let expected = std::fs::read_to_string(case.join("expected.txt")).unwrap_or_default();
        // A case expects the verifier to reject it when its output names a VerifyError
        // the program does not construct itself.
        let constructs_it = std::fs::read_dir(case).unwrap().any(|e| {
            std::fs::read_to_string(e.unwrap().path())
                .is_ok_and(|t| t.contains("new-instance") && t.contains("Ljava/lang/VerifyError;"))
        });
        let expects_verify_error = expected.contains("java.lang.VerifyError") && !constructs_it;
        let file = DexFile::parse(std::fs::read(dex).unwrap()).unwrap();
        let h = DexHierarchy::new(&[&file]);
        let t = Instant::now();
        let r = verify::verify_dex(&file, &h);
        spent += t.elapsed();
        verified += 1;
        let known = ill_typed.iter().find(|b| b.0 == name).map(|b| b.1);
        match (r, expects_verify_error, known) {
            (Ok(classes), false, _) => {
                if known.is_some() {
                    println!("NOTE: {name} now verifies; drop it from the ill-typed list");
                }
                for m in classes.iter().flatten() {
                    methods += 1;
                    insns += u64::from(m.insn_count);
                    gc_points += m.register_map.len();
                    map_bytes += m.register_map.footprint();
                }
            }
            (Err(e), false, Some(want)) => {
                if !e.to_string().contains(want) {
                    failures.push(format!("{name}: expected `{want}`, got {e}"));
                }
            }
            (Err(_), true, _) => {}
            (Ok(_), true, _) => failures.push(format!("{name}: expected a VerifyError")),
            (Err(e), false, None) => failures.push(format!("{name}: {e}")),
        }
    }
    println!(
        "verified {verified} cases: {methods} methods, {insns} instructions, {gc_points} GC points, {map_bytes} map bytes in {:?}",
        spent
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        verified >= 100,
        "only {verified} conformance cases verified"
    );
}
